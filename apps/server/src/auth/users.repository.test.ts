import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDb, describeEachDb, type TestDb } from '../../test/support/test-db.js';
import { findUserById, upsertUserBySub } from './users.repository.js';

// The profile comes from the identity provider's id_token; PostgreSQL text cannot hold NUL.
describeEachDb('users repository', (kind) => {
  let testDb: TestDb;
  beforeEach(async () => {
    testDb = await createTestDb(kind);
  });
  afterEach(async () => testDb.dispose());

  it('stores profile fields with NUL removed, on creation and on refresh', async () => {
    const created = await upsertUserBySub(testDb.db, {
      sub: '1234',
      email: 'al\u0000ice@example.com',
      name: 'Al\u0000ice',
      picture: 'https://example.com/a\u0000.png',
    });
    expect(created).toMatchObject({
      email: 'alice@example.com',
      name: 'Alice',
      picture: 'https://example.com/a.png',
    });
    const refreshed = await upsertUserBySub(testDb.db, {
      sub: '1234',
      email: 'alice@example.com',
      name: '\u0000Bob',
    });
    expect(refreshed.id).toBe(created.id);
    expect(await findUserById(testDb.db, created.id)).toMatchObject({
      email: 'alice@example.com',
      name: 'Bob',
    });
  });
});
