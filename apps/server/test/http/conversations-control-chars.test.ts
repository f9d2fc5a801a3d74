import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';

// PostgreSQL text cannot hold NUL, and fetched pages (so answers and source summaries) contain it.
describeEachDb('saved conversations with NUL and control characters', (kind) => {
  let t: TestApp;
  let alice: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    alice = (await signIn(t.app, 'alice@example.com')).token;
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    await t.testDb.db.deleteFrom('conversations').execute();
  });

  const insert = (json: unknown) => authed(t.app, alice, '/api/msgs/insert', { method: 'POST', json });
  const get = (json: unknown) => authed(t.app, alice, '/api/msgs/get', { method: 'POST', json });
  const titles = async () => (await authed(t.app, alice, '/api/msgs/title')).json();
  const stored = async () => {
    const conversations = await t.testDb.db.selectFrom('conversations').selectAll().execute();
    const messages = await t.testDb.db.selectFrom('messages').selectAll().execute();
    return { conversations, messages };
  };

  it('NUL in the title and message contents is removed and the conversation is saved', async () => {
    const source = JSON.stringify({ url: 'https://example.com/a', summary: 'page\u0000text' });
    const response = await insert({
      id: 'new_message',
      title: 'Vol\u0000cano',
      messages: [
        { role: 'user', content: 'What is a vol\u0000cano?' },
        { role: 'assistant', content: 'A fetched page said\u0000 hello.' },
        // JSON text of a source; a client may also send the raw character inside it.
        { role: 'search', content: `{"url":"https://example.com/b","summary":"raw\u0000nul"}` },
        { role: 'search', content: source },
      ],
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { id: string; title: string };
    expect(saved.title).toBe('Volcano');
    expect(await titles()).toEqual([{ id: saved.id, title: 'Volcano' }]);
    const loaded = await get({ id: saved.id });
    expect(loaded.status).toBe(200);
    expect(await loaded.json()).toEqual({
      messages: [
        { role: 'user', content: 'What is a volcano?' },
        { role: 'assistant', content: 'A fetched page said hello.' },
        { role: 'search', content: '{"url":"https://example.com/b","summary":"rawnul"}' },
        { role: 'search', content: source }, // JSON's escaped \u0000 is plain text: kept as sent
      ],
    });
  });

  it('updating a conversation with NUL in its title and contents works too; a NUL-only title is the default', async () => {
    const { id } = (await (await insert({ id: 'new_message', title: 'First', messages: [] })).json()) as {
      id: string;
    };
    const response = await insert({
      id,
      title: '\u0000',
      messages: [{ role: 'assistant', content: '\u0000answer' }],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, title: 'New Conversation' });
    expect(await (await get({ id })).json()).toEqual({
      messages: [{ role: 'assistant', content: 'answer' }],
    });
  });

  it.each(['abc\u0000', '\u0000', 'abc\u0001def', 'abc\ndef', 'abc\u007f', 'abc\u009f'])(
    'a conversation id with a control character (%j) is refused with 400 and nothing is written',
    async (id) => {
      const { id: existing } = (await (
        await insert({ id: 'new_message', title: 'Kept', messages: [] })
      ).json()) as {
        id: string;
      };
      const before = await stored();
      const response = await insert({ id, title: 'Hello', messages: [{ role: 'user', content: 'Hi' }] });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message).toMatch(/^id: Conversation id must not contain control characters/);
      expect(await stored()).toEqual(before);
      expect(before.conversations.map((c) => c.id)).toEqual([existing]);
    },
  );

  it('/api/msgs/get with a NUL or control character in the id answers 400', async () => {
    for (const id of ['abc\u0000', 'abc\u0007']) {
      const response = await get({ id, title: 'x' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /control characters/,
      );
    }
  });
});
