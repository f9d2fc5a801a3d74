import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shareSummarySchema, sharedReportSchema } from '@pardus/protocol';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, newBrowser, signIn, type TestApp } from '../support/test-app.js';

const source = (n: number) =>
  JSON.stringify({ url: `https://example.com/${n}`, summary: `Summary ${n}`, title: `Page ${n}` });
const messages = [
  { role: 'user', content: 'What is a volcano?' },
  { role: 'assistant', content: 'A volcano is an opening [1].' },
  { role: 'search', content: source(1) },
  { role: 'user', content: 'Private follow-up about my health' },
  { role: 'assistant', content: 'A private answer [1][2].' },
  { role: 'search', content: source(2) },
  { role: 'search', content: source(3) },
];

describeEachDb('share links', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    alice = (await signIn(t.app, 'alice@example.com')).token;
    bob = (await signIn(t.app, 'bob@example.com', newBrowser('10.0.0.2'))).token;
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    await t.testDb.db.deleteFrom('shared_reports').execute();
    await t.testDb.db.deleteFrom('conversations').execute();
    await t.testDb.db.deleteFrom('rate_limits').execute();
  });

  const save = async (token: string, title = 'What is a volcano?') => {
    const response = await authed(t.app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title, messages },
    });
    return ((await response.json()) as { id: string }).id;
  };
  const create = (token: string, json: unknown) =>
    authed(t.app, token, '/api/shares', { method: 'POST', json });
  const revoke = (token: string, json: unknown) =>
    authed(t.app, token, '/api/shares/revoke', { method: 'POST', json });
  const list = async (token: string) => await (await authed(t.app, token, '/api/shares')).json();
  const open = (id: string) => t.app.request(`/api/shared/${id}`);
  const rows = () => t.testDb.db.selectFrom('shared_reports').selectAll().execute();

  it('shares one answer as a snapshot anyone with the unguessable link can read, and nothing else', async () => {
    const conversation = await save(alice);
    const response = await create(alice, { conversation_id: conversation, answer: 1 });
    expect(response.status).toBe(201);
    const share = shareSummarySchema.parse(await response.json());
    expect(share.id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes
    expect(share).toMatchObject({ conversation_id: conversation, answer: 1 });

    const page = await open(share.id);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await page.text();
    const report = sharedReportSchema.parse(JSON.parse(text));
    expect(report).toMatchObject({
      title: 'What is a volcano?',
      question: 'Private follow-up about my health',
      answer: 'A private answer [1][2].',
      sources: [
        { url: 'https://example.com/2', summary: 'Summary 2', title: 'Page 2' },
        { url: 'https://example.com/3', summary: 'Summary 3', title: 'Page 3' },
      ],
    });
    // Nothing of the owner's beyond that answer: no email, no other messages.
    expect(text).not.toContain('alice');
    expect(text).not.toContain('A volcano is an opening');
    expect(await list(alice)).toMatchObject({
      shares: [{ id: share.id, title: 'Private follow-up about my health' }],
    });
    expect(await list(bob)).toEqual({ shares: [] });
  });

  it('keeps what was shared when the conversation changes later', async () => {
    const conversation = await save(alice);
    const share = shareSummarySchema.parse(
      await (await create(alice, { conversation_id: conversation, answer: 0 })).json(),
    );
    await authed(t.app, alice, '/api/msgs/insert', {
      method: 'POST',
      json: {
        id: conversation,
        title: 'Edited',
        messages: [
          { role: 'user', content: 'x' },
          { role: 'assistant', content: 'Edited answer' },
        ],
      },
    });
    const report = sharedReportSchema.parse(await (await open(share.id)).json());
    expect(report.answer).toBe('A volcano is an opening [1].');
    expect(report.sources).toHaveLength(1);
  });

  it("refuses another user's conversation exactly like /api/msgs/get does a missing one, creating nothing", async () => {
    const conversation = await save(alice);
    const foreign = await create(bob, { conversation_id: conversation, answer: 0 });
    const missingGet = await authed(t.app, bob, '/api/msgs/get', {
      method: 'POST',
      json: { id: conversation },
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missingGet.json());
    const noAnswer = await create(alice, { conversation_id: conversation, answer: 2 });
    expect(noAnswer.status).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('rejects bad input with 400 and creates nothing', async () => {
    const conversation = await save(alice);
    for (const json of [
      {},
      { conversation_id: conversation },
      { conversation_id: conversation, answer: -1 },
      { conversation_id: conversation, answer: 1.5 },
      { conversation_id: conversation, answer: '0' },
      { conversation_id: conversation, answer: 0, snapshot: { answer: 'forged' } },
      { conversation_id: 'a\u0000b', answer: 0 },
    ]) {
      const response = await create(alice, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    const share = shareSummarySchema.parse(
      await (await create(alice, { conversation_id: conversation, answer: 0 })).json(),
    );
    for (const json of [{}, { id: 'short' }, { id: share.id, extra: true }]) {
      expect((await revoke(alice, json)).status).toBe(400);
    }
    expect((await open(share.id)).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('needs a session to create, list or revoke (401), but not to read', async () => {
    const conversation = await save(alice);
    const share = shareSummarySchema.parse(
      await (await create(alice, { conversation_id: conversation, answer: 0 })).json(),
    );
    const anonymous = (path: string, body: unknown) =>
      t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await anonymous('/api/shares', { conversation_id: conversation, answer: 0 })).status).toBe(401);
    expect((await anonymous('/api/shares/revoke', { id: share.id })).status).toBe(401);
    expect((await t.app.request('/api/shares')).status).toBe(401);
    expect(await rows()).toHaveLength(1);
    expect((await open(share.id)).status).toBe(200);
  });

  it('revokes only your own link; a revoked link is a 404 like an unknown one', async () => {
    const conversation = await save(alice);
    const share = shareSummarySchema.parse(
      await (await create(alice, { conversation_id: conversation, answer: 0 })).json(),
    );
    const foreign = await revoke(bob, { id: share.id });
    expect(foreign.status).toBe(404);
    expect((await open(share.id)).status).toBe(200);

    const own = await revoke(alice, { id: share.id });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ revoked: true });
    const gone = await open(share.id);
    const unknown = await open('AAAAAAAAAAAAAAAAAAAAAA');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual(await unknown.json());
    expect(gone.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect((await open('not-a-share-id')).status).toBe(404);
    expect(await list(alice)).toEqual({ shares: [] });
    expect((await revoke(alice, { id: share.id })).status).toBe(404);
  });

  it('deleting the conversation removes its links', async () => {
    const conversation = await save(alice);
    const share = shareSummarySchema.parse(
      await (await create(alice, { conversation_id: conversation, answer: 0 })).json(),
    );
    await t.testDb.db.deleteFrom('conversations').where('id', '=', conversation).execute();
    expect((await open(share.id)).status).toBe(404);
  });
});

describe('share link creation rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('allows a few links a minute per user, then 429 with Retry-After, creating nothing more', async () => {
    const app = t.app;
    const { token } = await signIn(app, 'busy@example.com');
    const other = (await signIn(app, 'calm@example.com', newBrowser('10.0.0.3'))).token;
    const saved = await authed(app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title: 'Q', messages: messages.slice(0, 3) },
    });
    const { id } = (await saved.json()) as { id: string };
    const create = (as: string, conversation = id) =>
      authed(app, as, '/api/shares', { method: 'POST', json: { conversation_id: conversation, answer: 0 } });
    for (let i = 0; i < 20; i++) expect((await create(token)).status).toBe(201);
    const limited = await create(token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await t.testDb.db.selectFrom('shared_reports').select('id').execute()).toHaveLength(20);
    // Counted per user: someone else is not held back (404: not their conversation, not 429).
    expect((await create(other)).status).toBe(404);
  });

  it('logs each link made (who, which conversation), never the link id itself', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp({ ...t.deps, logger: createLogger('info', sink) });
    const { token } = await signIn(app, 'logged@example.com', newBrowser('10.0.0.9'));
    const saved = await authed(app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title: 'Q', messages: messages.slice(0, 3) },
    });
    const { id } = (await saved.json()) as { id: string };
    const created = await authed(app, token, '/api/shares', {
      method: 'POST',
      json: { conversation_id: id, answer: 0 },
    });
    const share = shareSummarySchema.parse(await created.json());
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.msg === 'share created');
    expect(entry).toMatchObject({ conversationId: id, answer: 0 });
    expect(typeof entry?.userId).toBe('string');
    expect(typeof entry?.reqId).toBe('string');
    expect(lines.join('')).not.toContain(share.id);
  });
});
