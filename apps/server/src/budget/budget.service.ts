import type { Transaction } from 'kysely';
import { createReadCache } from '../cache/read-cache.js';
import { NO_CHANGE_FEED, type ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/create-db.js';
import type { Database } from '../db/schema.js';
import {
  addLedgerRow,
  debitIfEnough,
  lockBalance,
  readBalance,
  reserveToday,
  requestEntries,
  setBalance,
  settleToday,
} from './budget.repository.js';

export type ReserveResult = { ok: true; remaining: number } | { ok: false; remaining: number };

/**
 * The daily token budget, as the Quick and Deep pipelines see it: reserve before calling any
 * provider, settle on success, refund when nothing reached the user.
 */
export interface Budget {
  /** Tokens left today, as the lazy daily reset would leave them; a plain read (no lock, no write). */
  remaining(userId: string): Promise<number>;
  /** Takes `cost` tokens atomically; idempotent per requestId; never goes below zero. */
  reserve(userId: string, cost: number, requestId: string): Promise<ReserveResult>;
  /** Marks a reservation as spent. No-op when unknown, refunded or already settled. */
  settle(userId: string, requestId: string): Promise<void>;
  /** Gives a reservation back. No-op when unknown, settled or already refunded. */
  refund(userId: string, requestId: string): Promise<void>;
}

export interface BudgetOptions {
  daily: number;
  now?: () => Date;
  /** Database change notices: with them, balances are read from memory until they change. */
  changes?: ChangeFeed;
}

/** UTC calendar day: the budget resets at 00:00 UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function createBudget(
  db: Db,
  { daily, now = () => new Date(), changes = NO_CHANGE_FEED }: BudgetOptions,
): Budget {
  // The stored row (undefined before the first reservation), not the computed figure: the day
  // it belongs to is compared with today's on every read, so a cached row never outlives midnight.
  const balances = createReadCache<Awaited<ReturnType<typeof readBalance>>>({
    feed: changes,
    kinds: ['balance'],
  });
  /** Runs a write, then drops the cached row at once (other instances drop it on the notice). */
  const writing = async <T>(userId: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      balances.forget(userId);
    }
  };

  /**
   * Runs `work` holding the user's balance row lock, after the lazy reset: the first request of
   * a new UTC day restores the balance to `daily`, exactly once, because later requests see
   * today's date on the row they waited for.
   */
  async function withBalance<T>(
    userId: string,
    work: (trx: Transaction<Database>, remaining: number, at: Date) => Promise<T>,
  ): Promise<T> {
    return writing(userId, () =>
      db.transaction().execute(async (trx) => {
        const at = now();
        const today = utcDay(at);
        const balance = await lockBalance(trx, userId, daily, today, at);
        let remaining = balance.remaining;
        if (balance.day < today) {
          await setBalance(trx, userId, daily, today);
          await addLedgerRow(trx, {
            userId,
            requestId: null,
            kind: 'reset',
            delta: daily - remaining,
            balanceAfter: daily,
            at,
          });
          remaining = daily;
        }
        return work(trx, remaining, at);
      }),
    );
  }

  return {
    // A read never takes a lock or writes: a missing row or an older day means a full allowance,
    // which the next reserve/settle/refund records (grant or reset row) under the row lock.
    remaining: async (userId) => {
      const balance = await balances.get(userId, () => readBalance(db, userId));
      return !balance || balance.day < utcDay(now()) ? daily : balance.remaining;
    },

    reserve: async (userId, cost, requestId) => {
      if (!Number.isInteger(cost) || cost <= 0) throw new Error(`Invalid cost ${cost}`);
      const at = now();
      const fast = await writing(userId, () =>
        reserveToday(db, { userId, requestId, cost, day: utcDay(at), at }),
      ).catch((error: unknown) => {
        if (isUniqueViolation(error)) return undefined; // the same request, reserved concurrently
        throw error;
      });
      if (fast !== undefined) return { ok: true, remaining: fast };
      // First use, first request of a day, too little left, or a repeated request id: under the row lock.
      return withBalance(userId, async (trx, remaining, at) => {
        const entries = await requestEntries(trx, userId, requestId);
        if (entries.has('reserve')) return { ok: true, remaining };
        const after = await debitIfEnough(trx, userId, cost);
        if (after === undefined) return { ok: false, remaining };
        await addLedgerRow(trx, {
          userId,
          requestId,
          kind: 'reserve',
          delta: -cost,
          balanceAfter: after,
          at,
        });
        return { ok: true, remaining: after };
      });
    },

    settle: async (userId, requestId) => {
      const at = now();
      // One statement once today's row exists (every answer ends here, so it is the common case).
      const done = await writing(userId, () => settleToday(db, { userId, requestId, day: utcDay(at), at }));
      if (done !== undefined) return;
      // First request of a new day (or no balance row at all): under the row lock, after the reset.
      await withBalance(userId, async (trx, remaining, at) => {
        const entries = await requestEntries(trx, userId, requestId);
        if (!entries.has('reserve') || entries.has('settle') || entries.has('refund')) return;
        await addLedgerRow(trx, { userId, requestId, kind: 'settle', delta: 0, balanceAfter: remaining, at });
      });
    },

    refund: (userId, requestId) =>
      withBalance(userId, async (trx, remaining, at) => {
        const entries = await requestEntries(trx, userId, requestId);
        const reserved = entries.get('reserve');
        if (!reserved || entries.has('settle') || entries.has('refund')) return;
        // A reservation from before today's reset was already wiped by it: nothing to give back.
        const sameDay = utcDay(reserved.created_at) === utcDay(at);
        const delta = sameDay ? Math.min(-reserved.delta, daily - remaining) : 0;
        if (delta > 0) await setBalance(trx, userId, remaining + delta, utcDay(at));
        await addLedgerRow(trx, {
          userId,
          requestId,
          kind: 'refund',
          delta,
          balanceAfter: remaining + delta,
          at,
        });
      }),
  };
}

/** PostgreSQL's unique_violation (pg and PGlite both expose the SQLSTATE as `code`). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
