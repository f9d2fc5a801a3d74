import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/create-db.js';

/** Inserts a user row directly (repository-level tests that don't need a sign-in). */
export async function insertUser(db: Db, email = `${randomUUID().slice(0, 8)}@example.com`) {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ id, sub: `sub-${id}`, email, name: null, picture: null })
    .execute();
  return { id, email };
}

/** A controllable clock for budget and expiry tests. */
export function fakeClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
