import { sql } from 'kysely';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Db } from '../db/create-db.js';

/**
 * A hono-rate-limiter store in PostgreSQL, so a fixed window counts a client's requests on every
 * instance. Each hit is one atomic upsert that restarts an expired window; times are the
 * database's, so instance clocks do not matter. `name` is the limiter's (its keys already start with it).
 */
export function createSharedRateLimitStore(db: Db, name: string): Store {
  let windowMs = 60_000;
  const key = (k: string) => k;
  return {
    prefix: name,
    localKeys: false,
    init(options) {
      windowMs = options.windowMs;
    },
    async increment(k): Promise<ClientRateLimitInfo> {
      const window = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
      const expired = sql<boolean>`rate_limits.reset_at <= now()`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key: key(k), hits: 1, reset_at: window })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql<Date>`case when ${expired} then ${window} else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      // Old windows of clients that never came back: cleared now and then, by whoever hits.
      if (Math.random() < 0.01)
        await db
          .deleteFrom('rate_limits')
          .where('reset_at', '<', sql<Date>`now() - interval '1 hour'`)
          .execute();
      return { totalHits: row.hits, resetTime: row.reset_at };
    },
    async decrement(k) {
      await db
        .updateTable('rate_limits')
        .set({ hits: sql<number>`greatest(hits - 1, 0)` })
        .where('key', '=', key(k))
        .execute();
    },
    async resetKey(k) {
      await db.deleteFrom('rate_limits').where('key', '=', key(k)).execute();
    },
  };
}
