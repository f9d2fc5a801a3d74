import { randomUUID } from 'node:crypto';
import type { User } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { UserRow } from '../db/schema.js';
import { withoutNul, withoutNulOrNull } from '../db/storable-text.js';

export interface IdentityClaims {
  sub: string;
  email: string;
  name?: string | null;
  picture?: string | null;
}

/**
 * Finds the user by the identity provider's `sub` (never by email) or creates it; refreshes profile
 * fields (stored without NUL, see `withoutNul`).
 */
export async function upsertUserBySub(db: Db, claims: IdentityClaims): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      sub: claims.sub,
      email: withoutNul(claims.email),
      name: withoutNulOrNull(claims.name),
      picture: withoutNulOrNull(claims.picture),
    })
    .onConflict((oc) =>
      oc.column('sub').doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        name: eb.ref('excluded.name'),
        picture: eb.ref('excluded.picture'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user's columns when read joined with another table (a session's, an API key's row). */
export const USER_COLUMNS = [
  'users.id',
  'users.sub',
  'users.email',
  'users.name',
  'users.picture',
  'users.created_at',
] as const;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The public shape of a user (protocol `User`). */
export function toPublicUser(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name, picture: row.picture };
}
