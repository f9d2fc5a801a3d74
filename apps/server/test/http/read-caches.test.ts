import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createSessions } from '../../src/auth/sessions.js';
import { createBudget } from '../../src/budget/budget.service.js';
import { createConversationService } from '../../src/conversations/conversation.service.js';
import { postgresChangeFeed, type ChangeFeed } from '../../src/db/change-feed.js';
import { createLogger } from '../../src/logger.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, signIn, TEST_SESSION_SECRET, type TestApp } from '../support/test-app.js';

// Sessions, balances and conversation titles are served from memory between changes. Whoever writes
// them (this app, a research worker, another instance, an operator in psql), the next reads must
// see the change: the database's change notices drop the cached rows when the write commits.

let t: TestApp | undefined;
const feeds: ChangeFeed[] = [];
afterEach(async () => {
  for (const feed of feeds.splice(0)) await feed.close();
  await t?.close();
  t = undefined;
});

const remaining = async (app: Pick<TestApp['app'], 'request'>, token: string) =>
  ((await (await authed(app, token, '/api/tokens/status')).json()) as { daily_tokens_remaining: number })
    .daily_tokens_remaining;
const titles = async (app: Pick<TestApp['app'], 'request'>, token: string) =>
  ((await (await authed(app, token, '/api/msgs/title')).json()) as { title: string }[]).map((c) => c.title);
const POLL = { timeout: 2_000, interval: 20 };

describeEachDb('read caches follow every write', (kind) => {
  it('a balance, a title and a session changed in the database directly are seen by the next reads', async () => {
    t = await createTestApp({ kind });
    const { token } = await signIn(t.app, 'cache@example.com');
    const saved = await authed(t.app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title: 'Volcanoes', messages: [{ role: 'user', content: 'What is lava?' }] },
    });
    const { id } = (await saved.json()) as { id: string };
    expect(await remaining(t.app, token)).toBe(20);
    expect(await titles(t.app, token)).toEqual(['Volcanoes']);

    const db = t.testDb.db;
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const today = new Date().toISOString().slice(0, 10);
    await db.insertInto('token_balances').values({ user_id: user.id, remaining: 7, day: today }).execute();
    await db.updateTable('conversations').set({ title: 'Lava' }).where('id', '=', id).execute();
    await expect.poll(() => remaining(t!.app, token), POLL).toBe(7);
    await expect.poll(() => titles(t!.app, token), POLL).toEqual(['Lava']);

    await db.updateTable('sessions').set({ revoked_at: new Date() }).execute();
    await expect.poll(async () => (await authed(t!.app, token, '/api/tokens/status')).status, POLL).toBe(401);
  });

  it('this instance’s own writes are read back at once (no waiting for the notice)', async () => {
    t = await createTestApp({ kind });
    const { token } = await signIn(t.app, 'own@example.com');
    expect(await titles(t.app, token)).toEqual([]);
    const user = await t.testDb.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.deps.budget.reserve(user.id, 3, 'r1');
    expect(await remaining(t.app, token)).toBe(17);
    await authed(t.app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title: 'First', messages: [{ role: 'user', content: 'q' }] },
    });
    expect(await titles(t.app, token)).toEqual(['First']);
    expect((await authed(t.app, token, '/api/logout', { method: 'POST' })).status).toBe(200);
    expect((await authed(t.app, token, '/api/tokens/status')).status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('read caches of two instances [postgres]', () => {
  it('a sign-out, a reservation and a saved conversation on one instance reach the other', async () => {
    t = await createTestApp({ kind: 'postgres' });
    const dbB = t.testDb.connectAgain!();
    const feedB = await postgresChangeFeed(process.env.TEST_DATABASE_URL!, createLogger('silent'));
    feeds.push(feedB);
    const b = createApp({
      ...t.deps,
      sessions: createSessions(dbB, { secret: TEST_SESSION_SECRET, ttlHours: 24, changes: feedB }),
      budget: createBudget(dbB, { daily: 20, changes: feedB }),
      conversations: createConversationService(dbB, { changes: feedB }),
    });
    const { token } = await signIn(t.app, 'two@example.com');
    expect(await remaining(b, token)).toBe(20);
    expect(await titles(b, token)).toEqual([]);

    const user = await t.testDb.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.deps.budget.reserve(user.id, 5, 'r1');
    await authed(t.app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title: 'On A', messages: [{ role: 'user', content: 'q' }] },
    });
    await expect.poll(() => remaining(b, token), POLL).toBe(15);
    await expect.poll(() => titles(b, token), POLL).toEqual(['On A']);

    expect((await authed(t.app, token, '/api/logout', { method: 'POST' })).status).toBe(200);
    await expect.poll(async () => (await authed(b, token, '/api/tokens/status')).status, POLL).toBe(401);
  });
});
