import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/create-db.js';
import type { Logger } from '../logger.js';
import { once, tooManyStreams, type StreamLimiter } from './stream-limiter.js';

export interface SharedStreamLimiterOptions {
  maxPerUser: number;
  logger: Logger;
  /** A slot lives this long past its last renewal; renewals run every third of it. */
  ttlMs?: number;
}

/**
 * The per-user stream cap across every instance on one PostgreSQL database: one `stream_slots` row
 * per open stream. Taking a slot counts and inserts under a per-user advisory lock, so two
 * instances cannot both take the last one. The instance renews its slots while their streams run;
 * if it dies they expire after the TTL instead of blocking the user for good. Times are the
 * database's (`now()`), so instance clocks do not matter.
 */
export function createSharedStreamLimiter(
  db: Db,
  { maxPerUser, logger, ttlMs = 60_000 }: SharedStreamLimiterOptions,
): StreamLimiter & { close: () => void } {
  const ttl = sql<Date>`now() + make_interval(secs => ${ttlMs / 1000})`;
  const held = new Set<string>();
  const renew = setInterval(() => {
    if (held.size === 0) return;
    db.updateTable('stream_slots')
      .set({ expires_at: ttl })
      .where('id', 'in', [...held])
      .execute()
      .catch((error: unknown) => logger.warn({ err: error }, 'could not renew stream slots'));
  }, ttlMs / 3);
  renew.unref();

  const live = (userId: string) =>
    db
      .selectFrom('stream_slots')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where('user_id', '=', userId)
      .where('expires_at', '>', sql<Date>`now()`);

  return {
    async acquire(userId) {
      const id = randomUUID();
      const taken = await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`pardus:streams:${userId}`}))`.execute(trx);
        await trx
          .deleteFrom('stream_slots')
          .where('user_id', '=', userId)
          .where('expires_at', '<=', sql<Date>`now()`)
          .execute();
        const { open } = await trx
          .selectFrom('stream_slots')
          .select((eb) => eb.fn.countAll<string>().as('open'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(open) >= maxPerUser) return false;
        await trx.insertInto('stream_slots').values({ id, user_id: userId, expires_at: ttl }).execute();
        return true;
      });
      if (!taken) throw tooManyStreams(maxPerUser);
      held.add(id);
      return once(() => {
        held.delete(id);
        db.deleteFrom('stream_slots')
          .where('id', '=', id)
          .execute()
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'could not free a stream slot (it expires by itself)'),
          );
      });
    },
    async openFor(userId) {
      return Number((await live(userId).executeTakeFirstOrThrow()).open);
    },
    close: () => clearInterval(renew),
  };
}
