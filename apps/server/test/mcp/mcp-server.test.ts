import { afterAll, beforeAll, expect, it } from 'vitest';
import { CallToolResultSchema, type Progress } from '@modelcontextprotocol/sdk/types.js';
import {
  documentUploadResponseSchema,
  mcpAnswerOutputSchema,
  mcpDocumentListOutputSchema,
  mcpReportOutputSchema,
  mcpSearchOutputSchema,
  tokenStatusSchema,
} from '@pardus/protocol';
import { upload, waitForDocument } from '../support/documents.js';
import { mcpClient, startMcpTestServer, userWithKey, type McpTestServer } from '../support/mcp.js';
import { memoryLogger } from '../support/memory-logger.js';
import { authed } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';

/** The text of a tool result's first content item. */
function textOf(result: unknown): string {
  const [first] = CallToolResultSchema.parse(result).content;
  return first?.type === 'text' ? first.text : '';
}

describeEachDb('the MCP server, through the SDK client', (kind) => {
  let s: McpTestServer;
  let ip = 1;
  const nextIp = () => `10.0.7.${ip++}`;
  const log = memoryLogger();
  const secrets: string[] = [];
  const newUser = async (email: string) => {
    const made = await userWithKey(s, email, nextIp());
    secrets.push(made.key.secret);
    return made;
  };
  beforeAll(async () => {
    s = await startMcpTestServer({ kind, daily: 20, logger: log.logger });
  }, 180_000);
  afterAll(async () => s?.close());

  const remaining = async (token: string) =>
    tokenStatusSchema.parse(await (await authed(s.t.app, token, '/api/tokens/status')).json())
      .daily_tokens_remaining;
  const eventually = async (check: () => Promise<boolean>, ms = 10_000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('lists its five tools, each with a JSON schema and a description that says what it costs', async () => {
    const { key } = await newUser('tools@example.com');
    const client = await mcpClient(s, key.secret);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'deep_research',
      'list_my_documents',
      'quick_answer',
      'search',
      'search_my_documents',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.description?.length).toBeGreaterThan(40);
    }
    const quick = tools.find((t) => t.name === 'quick_answer');
    expect(quick?.inputSchema.required).toEqual(['question']);
    expect(Object.keys(quick?.inputSchema.properties ?? {})).toEqual(['question', 'sources']);
    expect(quick?.description).toContain('Costs 1 ');
    expect(tools.find((t) => t.name === 'deep_research')?.description).toContain('Costs 5 ');
    await client.close();
  });

  it('quick_answer answers from the offline library with cited sources, for 1 token', async () => {
    const { token, key } = await newUser('quick@example.com');
    const client = await mcpClient(s, key.secret);
    const before = await remaining(token);
    const result = await client.callTool({
      name: 'quick_answer',
      arguments: { question: 'What is the capital of Norway?' },
    });
    expect(result.isError).toBeFalsy();
    const { answer, sources } = mcpAnswerOutputSchema.parse(result.structuredContent);
    expect(answer).toMatch(/Oslo \[1\]/);
    expect(sources[0]?.n).toBe(1);
    expect(sources[0]?.url).toContain('/library/factbook.no');
    expect(textOf(result)).toContain(`[1] ${sources[0]?.title ?? ''} — ${sources[0]?.url ?? ''}`);
    expect(await remaining(token)).toBe(before - 1);
    await client.close();
  });

  it('deep_research reports each stage as progress and returns the report, saved as a conversation', async () => {
    const { token, key } = await newUser('deep@example.com');
    const client = await mcpClient(s, key.secret);
    const before = await remaining(token);
    const progress: Progress[] = [];
    const result = await client.callTool(
      { name: 'deep_research', arguments: { question: 'What is the capital of Norway?' } },
      undefined,
      { onprogress: (p) => progress.push(p), resetTimeoutOnProgress: true },
    );
    expect(result.isError).toBeFalsy();
    const { report, sources, conversation_id } = mcpReportOutputSchema.parse(result.structuredContent);
    expect(report).toMatch(/^# .+\n/);
    expect(report).toContain('Norway');
    expect(sources.length).toBeGreaterThan(0);
    expect(progress.map((p) => p.message)).toEqual(
      expect.arrayContaining(['Generating report title', 'Searching web', 'Generating content']),
    );
    const values = progress.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
    expect(await remaining(token)).toBe(before - 5);
    // Saved like a web Deep run: the question, then the report and its sources.
    const saved = await authed(s.t.app, token, '/api/msgs/get', {
      method: 'POST',
      json: { id: conversation_id },
    });
    const { messages } = (await saved.json()) as { messages: { role: string; content: string }[] };
    expect(messages[0]).toEqual({ role: 'user', content: 'What is the capital of Norway?' });
    expect(messages[1]?.role).toBe('assistant');
    expect(messages.filter((m) => m.role === 'search').length).toBeGreaterThan(0);
    await client.close();
  });

  it('a deep_research the client cancels is cancelled and refunded, as a stop before any text is', async () => {
    const { token, user, key } = await newUser('cancel@example.com');
    const client = await mcpClient(s, key.secret);
    const before = await remaining(token);
    const stop = new AbortController();
    // The run waits in its first stage until it is stopped: the cancel comes before any text.
    const question = 'What is the capital of Sweden?';
    s.heldQuestions.add(question);
    const call = client.callTool({ name: 'deep_research', arguments: { question } }, undefined, {
      signal: stop.signal,
      onprogress: () => stop.abort('changed my mind'),
    });
    await expect(call).rejects.toThrow();
    const runOf = () =>
      s.t.testDb.db
        .selectFrom('research_runs')
        .select(['status', 'cost_state'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
    await eventually(async () => (await runOf())?.cost_state === 'refunded');
    expect(await runOf()).toEqual({ status: 'cancelled', cost_state: 'refunded' });
    expect(await remaining(token)).toBe(before);
    await client.close();
  });

  it('a spent budget is a tool error that says when it resets', async () => {
    const { token, user, key } = await newUser('spent@example.com');
    const left = await remaining(token);
    await s.t.deps.budget.reserve(user.id, left, 'spend-it-all');
    await s.t.deps.budget.settle(user.id, 'spend-it-all');
    const client = await mcpClient(s, key.secret);
    for (const name of ['quick_answer', 'deep_research']) {
      const result = await client.callTool({
        name,
        arguments: { question: 'What is the capital of Norway?' },
      });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(
        /Insufficient tokens: .* you have 0 remaining\. Daily tokens reset at 00:00 UTC \(\d{4}-\d\d-\d\dT00:00:00\.000Z, in /,
      );
    }
    // A refused Deep run leaves no conversation behind.
    expect(await (await authed(s.t.app, token, '/api/msgs/title')).json()).toEqual([]);
    await client.close();
  });

  it("the documents tools see only the key owner's documents", async () => {
    const alice = await newUser('alice.docs@example.com');
    const bob = await newUser('bob.docs@example.com');
    const note = new TextEncoder().encode(
      '# Field notes\n\nThe heron colony at Lake Zwartmeer counted 412 nests in the spring survey.',
    );
    const uploaded = await upload(s.t.app, alice.token, 'field-notes.md', note, 'text/markdown');
    const { document } = documentUploadResponseSchema.parse(await uploaded.json());
    await waitForDocument(
      { app: s.t.app, processor: s.features.documents.processor },
      alice.token,
      document.id,
    );

    const asAlice = await mcpClient(s, alice.key.secret);
    const list = await asAlice.callTool({ name: 'list_my_documents', arguments: {} });
    expect(mcpDocumentListOutputSchema.parse(list.structuredContent).documents).toEqual([
      expect.objectContaining({ id: document.id, name: 'field-notes.md', status: 'indexed' }),
    ]);
    const found = await asAlice.callTool({
      name: 'search_my_documents',
      arguments: { query: 'heron nests' },
    });
    expect(mcpSearchOutputSchema.parse(found.structuredContent).results[0]?.snippet).toContain('412 nests');

    const asBob = await mcpClient(s, bob.key.secret);
    const bobList = await asBob.callTool({ name: 'list_my_documents', arguments: {} });
    expect(mcpDocumentListOutputSchema.parse(bobList.structuredContent).documents).toEqual([]);
    for (const [name, args] of [
      ['search_my_documents', { query: 'heron nests Zwartmeer' }],
      ['search', { query: 'heron nests Zwartmeer', sources: 'documents' }],
    ] as const) {
      const result = await asBob.callTool({ name, arguments: args });
      expect(mcpSearchOutputSchema.parse(result.structuredContent).results).toEqual([]);
      expect(JSON.stringify(result)).not.toContain('412');
    }
    const web = await asBob.callTool({ name: 'search', arguments: { query: 'capital of Norway' } });
    expect(mcpSearchOutputSchema.parse(web.structuredContent).results.length).toBeGreaterThan(0);
    await asAlice.close();
    await asBob.close();
  });

  it('takes only live API keys, binds a session to its key and refuses other origins', async () => {
    const { token, key } = await newUser('auth@example.com');
    const other = await newUser('auth.other@example.com');
    const initialize = (headers: Record<string, string>) =>
      fetch(new URL('/mcp', s.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: { name: 'curl', version: '1' },
          },
        }),
      });
    expect((await initialize({})).status).toBe(401);
    expect((await initialize({ authorization: `Bearer ${token}` })).status).toBe(401);
    const crossOrigin = await initialize({
      authorization: `Bearer ${key.secret}`,
      origin: 'https://evil.example',
    });
    expect(crossOrigin.status).toBe(403);
    const opened = await initialize({ authorization: `Bearer ${key.secret}` });
    expect(opened.status).toBe(200);
    const sessionId = opened.headers.get('mcp-session-id') ?? '';
    expect(sessionId).not.toBe('');
    await opened.body?.cancel();
    const list = (bearer: string) =>
      fetch(new URL('/mcp', s.url), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bearer}`,
          'mcp-session-id': sessionId,
          'mcp-protocol-version': '2025-06-18',
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
      });
    expect((await list(other.key.secret)).status).toBe(404);

    // Revoked: refused at once, in the session it opened too.
    const client = await mcpClient(s, key.secret);
    await authed(s.t.app, token, `/api/keys/${key.id}`, { method: 'DELETE' });
    expect((await list(key.secret)).status).toBe(401);
    await expect(client.listTools()).rejects.toThrow();
  });

  it('refuses a body over its limit, and writes no key into any log line', async () => {
    const { key } = await newUser('big@example.com');
    const big = await fetch(new URL('/mcp', s.url), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key.secret}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { pad: 'x'.repeat(300_000) },
      }),
    });
    expect(big.status).toBe(413);
    const text = log.text();
    expect(text).toContain('"path":"/mcp"');
    for (const secret of secrets) expect(text).not.toContain(secret.slice(4));
  });
});
