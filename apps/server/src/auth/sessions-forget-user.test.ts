import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChangeFeed } from '../db/change-feed.js';
import { insertUser } from '../../test/support/fixtures.js';
import { createTestDb, describeEachDb, type TestDb } from '../../test/support/test-db.js';
import { createSessions } from './sessions.js';

/** A feed that is live but whose notices have not arrived yet (another instance's, or a slow listener). */
const silentFeed: ChangeFeed = { live: true, subscribe: () => () => undefined, close: async () => {} };

describeEachDb('sessions.forgetUser', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => t.dispose());

  it('drops every cached session of a deleted user at once, before any notice', async () => {
    const sessions = createSessions(t.db, { secret: 'x'.repeat(40), ttlHours: 1, changes: silentFeed });
    const user = await insertUser(t.db);
    const other = await insertUser(t.db);
    const tokens = [await sessions.issue(user.id), await sessions.issue(user.id)];
    const kept = await sessions.issue(other.id);
    for (const token of [...tokens, kept]) expect(await sessions.verify(token)).toBeDefined();

    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    // Served from memory: without a notice the cache cannot know yet.
    expect(await sessions.verify(tokens[0]!)).toBeDefined();
    sessions.forgetUser(user.id);
    for (const token of tokens) expect(await sessions.verify(token)).toBeUndefined();
    expect(await sessions.verify(kept)).toBeDefined();
  });
});
