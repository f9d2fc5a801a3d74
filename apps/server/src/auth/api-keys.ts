import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  MAX_API_KEYS,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { UserRow } from '../db/schema.js';
import { withoutNul } from '../db/storable-text.js';
import { AppError } from '../http/app-error.js';
import { USER_COLUMNS } from './users.repository.js';

/** How stale `last_used_at` may get: one write a minute per key at most, not one per request. */
const LAST_USED_GRAIN_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A verified key: whose it is, and which key (image links are bound to it as to a session). */
export interface VerifiedKey {
  user: UserRow;
  keyId: string;
}

/**
 * Personal API keys. A key is `pdk_` and 32 random bytes; only its SHA-256 is stored. A presented key
 * is looked up by its shown prefix (not secret), and the hashes found are compared in constant time,
 * so the database's index lookup never times a comparison of secret material. Every request reads
 * the row (no cache): a revoked key, or one of a deleted account, is refused at once on every instance.
 */
export function createApiKeys(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  const summary = (row: {
    id: string;
    name: string;
    prefix: string;
    created_at: Date;
    last_used_at: Date | null;
  }): ApiKeySummary => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  });

  return {
    /** A new key for `userId`; refused (403) when the user already has MAX_API_KEYS. */
    async create(userId: string, name: string): Promise<CreatedApiKey> {
      const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction().execute(async (trx) => {
        // The user's row is the lock: two creates at once cannot both pass the count.
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const { n } = await trx
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= MAX_API_KEYS)
          throw new AppError(
            'forbidden',
            `You already have ${MAX_API_KEYS} API keys. Revoke one to create another.`,
          );
        return trx
          .insertInto('api_keys')
          .values({
            id: randomUUID(),
            user_id: userId,
            name: withoutNul(name),
            prefix: secret.slice(0, API_KEY_SHOWN_CHARS),
            secret_hash: sha256(secret).toString('hex'),
            created_at: now(),
            last_used_at: null,
          })
          .returning(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
          .executeTakeFirstOrThrow();
      });
      return { ...summary(row), secret };
    },

    /** The user's keys, newest first (names and prefixes: the secret is never kept). */
    async list(userId: string): Promise<ApiKeySummary[]> {
      const rows = await db
        .selectFrom('api_keys')
        .select(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(summary);
    },

    /** Deletes the caller's key `id`; false when there is no such key of theirs. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('api_keys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    /** The key's user, or undefined for anything that is not a live key. */
    async verify(presented: string): Promise<VerifiedKey | undefined> {
      if (!API_KEY_PATTERN.test(presented)) return undefined;
      const digest = sha256(presented);
      const rows = await db
        .selectFrom('api_keys')
        .innerJoin('users', 'users.id', 'api_keys.user_id')
        .select(['api_keys.id as key_id', 'api_keys.secret_hash', 'api_keys.last_used_at', ...USER_COLUMNS])
        .where('api_keys.prefix', '=', presented.slice(0, API_KEY_SHOWN_CHARS))
        .execute();
      const row = rows.find((r) => timingSafeEqual(Buffer.from(r.secret_hash, 'hex'), digest));
      if (!row) return undefined;
      const { key_id: keyId, secret_hash: _hash, last_used_at: lastUsed, ...user } = row;
      const at = now();
      if (!lastUsed || at.getTime() - lastUsed.getTime() >= LAST_USED_GRAIN_MS) {
        // Guarded again in SQL: instances verifying the same key at once write it once.
        await db
          .updateTable('api_keys')
          .set({ last_used_at: at })
          .where('id', '=', keyId)
          .where((eb) =>
            eb.or([
              eb('last_used_at', 'is', null),
              eb('last_used_at', '<', new Date(at.getTime() - LAST_USED_GRAIN_MS)),
            ]),
          )
          .execute();
      }
      return { user, keyId };
    },

    /** True while key `keyId` of `userId` exists: image links made for a key's requests check it. */
    async isLive(keyId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('api_keys')
        .select('id')
        .where('id', '=', keyId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ApiKeys = ReturnType<typeof createApiKeys>;
