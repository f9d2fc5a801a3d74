import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, newBrowser, signIn, type TestApp } from '../support/test-app.js';

describeEachDb('saved conversations', (kind) => {
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

  const insert = (token: string, json: unknown) =>
    authed(t.app, token, '/api/msgs/insert', { method: 'POST', json });
  const get = (token: string, json: unknown) =>
    authed(t.app, token, '/api/msgs/get', { method: 'POST', json });
  const titles = async (token: string) => (await authed(t.app, token, '/api/msgs/title')).json();

  const source = JSON.stringify({ url: 'https://example.com/a', summary: 'A summary' });
  const messages = [
    { role: 'user', content: 'What is a volcano?' },
    { role: 'assistant', content: 'A volcano is an opening [1].' },
    { role: 'search', content: source },
  ];

  it('new_message creates a conversation and returns its real id and title', async () => {
    const response = await insert(alice, { id: 'new_message', title: 'What is a volcano?', messages });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { id: string; title: string };
    expect(saved.id).not.toBe('new_message');
    expect(saved.title).toBe('What is a volcano?');
    const loaded = await get(alice, { id: saved.id, title: saved.title });
    expect(await loaded.json()).toEqual({ messages }); // the search message round-trips
  });

  it("keeps an answer's mode, and refuses a mode on another role or an unknown one, saving nothing", async () => {
    const withModes = [
      { role: 'user', content: 'What is a volcano?' },
      { role: 'assistant', content: 'A volcano is an opening [1].', mode: 'quick' },
      { role: 'user', content: 'Report on volcanoes' },
      { role: 'assistant', content: '# Volcanoes\n\nA report [1].', mode: 'deep' },
      { role: 'related', content: JSON.stringify({ questions: ['What is magma?'] }) },
    ];
    const saved = (await (
      await insert(alice, { id: 'new_message', title: 'Modes', messages: withModes })
    ).json()) as {
      id: string;
    };
    expect(await (await get(alice, { id: saved.id })).json()).toEqual({ messages: withModes });
    for (const bad of [
      [{ role: 'user', content: 'Hi', mode: 'quick' }],
      [{ role: 'assistant', content: 'Hi', mode: 'slow' }],
    ]) {
      expect((await insert(alice, { id: saved.id, title: 'Modes', messages: bad })).status).toBe(400);
    }
    expect(await (await get(alice, { id: saved.id })).json()).toEqual({ messages: withModes });
  });

  it('lists titles newest first and updating moves a conversation to the top', async () => {
    const first = (await (await insert(alice, { id: 'new_message', title: 'First', messages })).json()) as {
      id: string;
    };
    await insert(alice, { id: 'new_message', title: 'Second', messages });
    expect(await titles(alice)).toMatchObject([{ title: 'Second' }, { title: 'First' }]);
    const updated = await insert(alice, {
      id: first.id,
      title: 'First, renamed',
      messages: messages.slice(0, 1),
    });
    expect(await updated.json()).toEqual({ id: first.id, title: 'First, renamed' });
    expect(await titles(alice)).toMatchObject([{ title: 'First, renamed' }, { title: 'Second' }]);
    expect(await (await get(alice, { id: first.id })).json()).toEqual({ messages: messages.slice(0, 1) });
  });

  it("another user can't read, list or overwrite it: answers exactly like a missing id", async () => {
    const { id } = (await (
      await insert(alice, { id: 'new_message', title: 'Private', messages })
    ).json()) as {
      id: string;
    };
    expect(await titles(bob)).toEqual([]);
    const foreign = await get(bob, { id, title: 'Private' });
    const missing = await get(bob, { id: '00000000-0000-0000-0000-000000000000', title: 'x' });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
    const overwrite = await insert(bob, { id, title: 'Hijacked', messages: [] });
    expect(overwrite.status).toBe(404);
    expect(await (await get(alice, { id })).json()).toEqual({ messages });
    expect(await titles(alice)).toMatchObject([{ id, title: 'Private' }]);
  });

  it('requires a session', async () => {
    expect((await t.app.request('/api/msgs/title')).status).toBe(401);
  });
});
