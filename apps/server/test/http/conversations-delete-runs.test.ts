import { afterEach, expect, it } from 'vitest';
import { RESEARCH_STREAM_END, insertMessagesResponseSchema } from '@pardus/protocol';
import { createConversationService } from '../../src/conversations/conversation.service.js';
import type { SearchProvider } from '../../src/search/search-provider.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, type TestApp } from '../support/test-app.js';
import {
  VOLCANO_DOCS,
  readResearch,
  readUntil,
  researchApp,
  slowWriter,
  wordSearch,
  until,
} from '../support/research.js';

const QUESTION = 'How do volcanoes form and erupt?';
const typeOf = (line: string) => (JSON.parse(line) as { type: string }).type;
const runIdOf = (line: string) => (JSON.parse(line) as { id: string }).id;

describeEachDb('deleting a conversation deletes its Deep research runs', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(search: SearchProvider, slowMs?: number) {
    const made = await researchApp({ kind, search, ...(slowMs ? { model: slowWriter(slowMs) } : {}) });
    t = made.t;
    const saved = await authed(made.app, made.token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title: 'Volcanoes', messages: [{ role: 'user', content: QUESTION }] },
    });
    const { id } = insertMessagesResponseSchema.parse(await saved.json());
    return { ...made, conversationId: id };
  }
  const count = async (table: 'research_runs' | 'research_run_events' | 'messages') =>
    Number(
      (
        await t!.testDb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a finished run goes with its report, sources and stored events', async () => {
    const { app, token, conversationId } = await start(wordSearch(VOLCANO_DOCS));
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { query: QUESTION, messages: [], conversation_id: conversationId },
    });
    await readResearch(response);
    expect(await count('research_runs')).toBe(1);
    expect(await count('research_run_events')).toBeGreaterThan(0);
    expect(await count('messages')).toBeGreaterThan(2); // the question, the report and its sources

    const deleted = await authed(app, token, '/api/msgs/delete', {
      method: 'POST',
      json: { id: conversationId },
    });
    expect(deleted.status).toBe(200);
    expect(await count('research_runs')).toBe(0);
    expect(await count('research_run_events')).toBe(0);
    expect(await count('messages')).toBe(0);
  }, 60_000);

  it('a running run is stopped (its view ends, the worker lets go) and refunded when no report text was shown', async () => {
    const hanging: SearchProvider = {
      name: 'hanging',
      search: (_q, { signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
      searchImages: async () => [],
    };
    const { app, token, conversationId, remaining, jobs } = await start(hanging);
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { query: QUESTION, messages: [], conversation_id: conversationId },
    });
    const reader = response.body!.getReader();
    const first = await readUntil(reader, (line) => typeOf(line) === 'status');
    const runId = runIdOf(first[0] ?? '');
    expect(await remaining()).toBe(15);
    expect(
      await until(
        async () => jobs.worker.active,
        (n) => n === 1,
      ),
    ).toBe(1);

    const deleted = await authed(app, token, '/api/msgs/delete', {
      method: 'POST',
      json: { id: conversationId },
    });
    expect(deleted.status).toBe(200);
    const rest = await readUntil(reader, (line) => line === RESEARCH_STREAM_END);
    expect(rest.at(-1)).toBe(RESEARCH_STREAM_END);
    expect(await remaining()).toBe(20);
    // The worker that held it sees it gone at its next heartbeat and writes nothing more.
    expect(
      await until(
        async () => jobs.worker.active,
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await count('research_runs')).toBe(0);
    expect(await count('research_run_events')).toBe(0);
    const ledger = await t!.testDb.db
      .selectFrom('token_ledger')
      .select('kind')
      .where('request_id', '=', runId)
      .execute();
    expect(ledger.map((row) => row.kind).sort()).toEqual(['refund', 'reserve']);
  }, 60_000);

  it('the instance holding a deleted run is told to stop it at once (main.ts wires this to the worker)', async () => {
    const hanging: SearchProvider = {
      name: 'hanging',
      search: (_q, { signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
      searchImages: async () => [],
    };
    const { app, token, conversationId, jobs } = await start(hanging);
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { query: QUESTION, messages: [], conversation_id: conversationId },
    });
    const reader = response.body!.getReader();
    const runId = runIdOf((await readUntil(reader, (line) => typeOf(line) === 'status'))[0] ?? '');
    expect(
      await until(
        async () => jobs.worker.active,
        (n) => n === 1,
      ),
    ).toBe(1);
    const stopped: string[] = [];
    const service = createConversationService(t!.testDb.db, {
      budget: t!.deps.budget,
      stopRuns: (ids) => {
        stopped.push(...ids);
        ids.forEach((id) => jobs.worker.dropLocal(id));
      },
    });
    const { id: userId } = await t!.testDb.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await service.remove(userId, conversationId);
    expect(stopped).toEqual([runId]);
    expect(
      await until(
        async () => jobs.worker.active,
        (n) => n === 0,
      ),
    ).toBe(0);
    await reader.cancel();
  }, 60_000);

  it('deleting the account stops its running run too, and its view ends', async () => {
    const hanging: SearchProvider = {
      name: 'hanging',
      search: (_q, { signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
      searchImages: async () => [],
    };
    const { app, token, conversationId, jobs } = await start(hanging);
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { query: QUESTION, messages: [], conversation_id: conversationId },
    });
    const reader = response.body!.getReader();
    await readUntil(reader, (line) => typeOf(line) === 'status');
    expect(
      await until(
        async () => jobs.worker.active,
        (n) => n === 1,
      ),
    ).toBe(1);
    const deleted = await authed(app, token, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: 'deep@example.com' },
    });
    expect(deleted.status).toBe(200);
    const rest = await readUntil(reader, (line) => line === RESEARCH_STREAM_END);
    expect(rest.at(-1)).toBe(RESEARCH_STREAM_END);
    expect(
      await until(
        async () => jobs.worker.active,
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await count('research_runs')).toBe(0);
    expect(await count('messages')).toBe(0);
  }, 60_000);

  it('a running run whose report had begun is charged, like a stopped one', async () => {
    const { app, token, conversationId, remaining, jobs } = await start(wordSearch(VOLCANO_DOCS), 40);
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { query: QUESTION, messages: [], conversation_id: conversationId },
    });
    const reader = response.body!.getReader();
    const first = await readUntil(reader, (line) => typeOf(line) === 'report_chunk');
    const runId = runIdOf(first[0] ?? '');
    // A chunk a view has seen is stored; the delete reads that.
    await authed(app, token, '/api/msgs/delete', { method: 'POST', json: { id: conversationId } });
    await readUntil(reader, (line) => line === RESEARCH_STREAM_END);
    expect(
      await until(
        async () => jobs.worker.active,
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await remaining()).toBe(15);
    const ledger = await t!.testDb.db
      .selectFrom('token_ledger')
      .select('kind')
      .where('request_id', '=', runId)
      .execute();
    expect(ledger.map((row) => row.kind).sort()).toEqual(['reserve', 'settle']);
  }, 60_000);
});
