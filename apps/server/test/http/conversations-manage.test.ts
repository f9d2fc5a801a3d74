import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationTitlesResponseSchema,
  errorBodySchema,
  insertMessagesResponseSchema,
} from '@pardus/protocol';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, newBrowser, signIn, type TestApp } from '../support/test-app.js';

const MISSING = '00000000-0000-0000-0000-000000000000';

describeEachDb('managing saved conversations: rename, delete, search', (kind) => {
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
    await t.testDb.db.deleteFrom('conversations').execute();
  });

  const post = (token: string, path: string, json: unknown) =>
    authed(t.app, token, path, { method: 'POST', json });
  const titles = async (token: string) =>
    conversationTitlesResponseSchema.parse(await (await authed(t.app, token, '/api/msgs/title')).json());
  const search = (token: string, q: string) =>
    authed(t.app, token, `/api/msgs/search?q=${encodeURIComponent(q)}`);
  const found = async (token: string, q: string) => {
    const response = await search(token, q);
    expect(response.status).toBe(200);
    return conversationTitlesResponseSchema.parse(await response.json()).map((c) => c.title);
  };
  async function save(token: string, title: string, messages: { role: string; content: string }[] = []) {
    const response = await post(token, '/api/msgs/insert', { id: 'new_message', title, messages });
    return insertMessagesResponseSchema.parse(await response.json()).id;
  }
  const errorOf = async (response: Response) => errorBodySchema.parse(await response.json()).error;

  describe('rename', () => {
    it('renames the caller’s conversation, trimmed, without moving it in the list', async () => {
      const first = await save(alice, 'First');
      await save(alice, 'Second');
      const response = await post(alice, '/api/msgs/rename', { id: first, title: '  Lava flows  ' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: first, title: 'Lava flows' });
      expect((await titles(alice)).map((c) => c.title)).toEqual(['Second', 'Lava flows']);
      expect((await titles(alice))[1]?.id).toBe(first);
    });

    it('refuses an empty, blank, too long or multi-line title with a clear 400, changing nothing', async () => {
      const id = await save(alice, 'Kept');
      for (const [title, reason] of [
        ['', /must not be empty/],
        ['   ', /must not be empty/],
        ['x'.repeat(201), /longer than 200 characters/],
        ['two\nlines', /control characters/],
      ] as const) {
        const response = await post(alice, '/api/msgs/rename', { id, title });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).message).toMatch(reason);
      }
      expect((await post(alice, '/api/msgs/rename', { id, title: 'ok', extra: 1 })).status).toBe(400);
      expect(await titles(alice)).toEqual([{ id, title: 'Kept' }]);
    });

    it("answers another user's conversation exactly like a missing one, and leaves it alone", async () => {
      const id = await save(alice, 'Private');
      const foreign = await post(bob, '/api/msgs/rename', { id, title: 'Hijacked' });
      const missing = await post(bob, '/api/msgs/rename', { id: MISSING, title: 'Hijacked' });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual(await missing.json());
      expect(await titles(alice)).toEqual([{ id, title: 'Private' }]);
    });
  });

  describe('delete', () => {
    it('deletes the conversation with its messages and sources; it is gone everywhere', async () => {
      const source = JSON.stringify({ url: 'https://example.com/a', summary: 'A summary' });
      const id = await save(alice, 'Volcanoes', [
        { role: 'user', content: 'What is a volcano?' },
        { role: 'assistant', content: 'An opening [1].' },
        { role: 'search', content: source },
      ]);
      const kept = await save(alice, 'Kept');
      const response = await post(alice, '/api/msgs/delete', { id });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(await titles(alice)).toEqual([{ id: kept, title: 'Kept' }]);
      expect((await post(alice, '/api/msgs/get', { id })).status).toBe(404);
      expect(await found(alice, 'volcano')).toEqual([]);
      const left = await t.testDb.db.selectFrom('messages').select('conversation_id').execute();
      expect(left.every((m) => m.conversation_id === kept)).toBe(true);
      // Deleting again: it is missing now.
      expect((await post(alice, '/api/msgs/delete', { id })).status).toBe(404);
    });

    it("answers another user's conversation exactly like a missing one, and deletes nothing", async () => {
      const id = await save(alice, 'Private', [{ role: 'user', content: 'secret' }]);
      const foreign = await post(bob, '/api/msgs/delete', { id });
      const missing = await post(bob, '/api/msgs/delete', { id: MISSING });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual(await missing.json());
      expect(await titles(alice)).toEqual([{ id, title: 'Private' }]);
      expect(await (await post(alice, '/api/msgs/get', { id })).json()).toEqual({
        messages: [{ role: 'user', content: 'secret' }],
      });
    });

    it('refuses a body without a usable id with 400, deleting nothing', async () => {
      const id = await save(alice, 'Kept');
      for (const body of [{}, { id: '' }, { id: 5 }, { id, also: true }, { id: 'a\u0000b' }]) {
        const response = await post(alice, '/api/msgs/delete', body);
        expect(response.status).toBe(400);
        expect((await errorOf(response)).code).toBe('bad_request');
      }
      expect(await titles(alice)).toEqual([{ id, title: 'Kept' }]);
    });
  });

  describe('search', () => {
    it('matches titles and message text by word prefix, newest first, only the caller’s', async () => {
      await save(alice, 'Lava', [
        { role: 'user', content: 'How hot is lava?' },
        { role: 'assistant', content: 'Basaltic lava erupts from VOLCANOES at about 1 200 °C.' },
      ]);
      await save(alice, 'Volcano types');
      await save(alice, 'Photosynthesis', [{ role: 'user', content: 'How do plants make sugar?' }]);
      await save(bob, 'Volcano of Bob', [{ role: 'user', content: 'volcano' }]);

      expect(await found(alice, 'volc')).toEqual(['Volcano types', 'Lava']);
      expect(await found(alice, 'Volcano')).toEqual(['Volcano types', 'Lava']);
      expect(await found(alice, 'basaltic erup')).toEqual(['Lava']); // every word, any message
      expect(await found(alice, 'plants lava')).toEqual([]);
      expect(await found(alice, 'sugar')).toEqual(['Photosynthesis']);
      expect(await found(alice, 'quantum')).toEqual([]);
      expect(await found(bob, 'lava')).toEqual([]);
      // tsquery syntax is text like any other, never an error.
      expect(await found(alice, "volc & ! | ( ' :*")).toEqual(['Volcano types', 'Lava']);
      expect(await found(alice, '!!!')).toEqual([]);
    });

    it('does not match the text of sources, only what was written in the conversation', async () => {
      await save(alice, 'Rocks', [
        { role: 'user', content: 'What are rocks?' },
        {
          role: 'search',
          content: JSON.stringify({ url: 'https://geo.example/obsidian', summary: 'Obsidian glass' }),
        },
      ]);
      expect(await found(alice, 'obsidian')).toEqual([]);
      expect(await found(alice, 'rocks')).toEqual(['Rocks']);
    });

    it('finds a renamed conversation by its new title', async () => {
      const id = await save(alice, 'Untitled');
      await post(alice, '/api/msgs/rename', { id, title: 'Geysers of Iceland' });
      expect(await found(alice, 'geys')).toEqual(['Geysers of Iceland']);
    });

    it('refuses an empty or too long search text and unknown parameters with 400', async () => {
      for (const path of [
        '/api/msgs/search',
        '/api/msgs/search?q=',
        '/api/msgs/search?q=%20%20',
        `/api/msgs/search?q=${'a'.repeat(201)}`,
        '/api/msgs/search?q=lava&admin=1',
      ]) {
        const response = await authed(t.app, alice, path);
        expect(response.status, path).toBe(400);
        expect((await errorOf(response)).message.length).toBeGreaterThan(0);
      }
    });
  });

  it('requires a session for every one of them', async () => {
    expect((await t.app.request('/api/msgs/search?q=lava')).status).toBe(401);
    for (const path of ['/api/msgs/rename', '/api/msgs/delete']) {
      const response = await t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: MISSING, title: 'x' }),
      });
      expect(response.status).toBe(401);
    }
  });
});
