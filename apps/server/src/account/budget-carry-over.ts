import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { utcDay } from '../budget/budget.service.js';
import type { Db } from '../db/create-db.js';
import type { Database } from '../db/schema.js';

const subHash = (sub: string) => createHash('sha256').update(sub).digest('base64url');

/**
 * At account deletion (inside its transaction): remembers what was left of today's budget under a
 * hash of the identity, so signing in again the same day does not start from a full allowance.
 * Earlier days' rows are dropped on the way (they no longer mean anything).
 */
export async function keepSpentBudget(
  trx: Transaction<Database>,
  user: { id: string; sub: string },
  at: Date,
): Promise<void> {
  const today = utcDay(at);
  await trx.deleteFrom('deleted_account_budgets').where('day', '<', today).execute();
  const balance = await trx
    .selectFrom('token_balances')
    .select(['remaining', 'day'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!balance || balance.day !== today) return;
  await trx
    .insertInto('deleted_account_budgets')
    .values({ sub_hash: subHash(user.sub), day: today, remaining: balance.remaining })
    .onConflict((oc) => oc.column('sub_hash').doUpdateSet({ day: today, remaining: balance.remaining }))
    .execute();
}

/**
 * At sign-in: a user whose identity deleted an account today starts today's budget from what that
 * account had left (a `grant` of that amount in the ledger), not from the daily allowance. The row is
 * used up either way; a user who already has a balance keeps it.
 */
export async function restoreSpentBudget(db: Db, user: { id: string; sub: string }, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const kept = await trx
      .deleteFrom('deleted_account_budgets')
      .where('sub_hash', '=', subHash(user.sub))
      .returning(['day', 'remaining'])
      .executeTakeFirst();
    if (!kept || kept.day !== utcDay(at)) return;
    const created = await trx
      .insertInto('token_balances')
      .values({ user_id: user.id, remaining: kept.remaining, day: kept.day })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('remaining')
      .executeTakeFirst();
    if (!created) return;
    await trx
      .insertInto('token_ledger')
      .values({
        user_id: user.id,
        request_id: null,
        kind: 'grant',
        delta: kept.remaining,
        balance_after: kept.remaining,
        created_at: at,
      })
      .execute();
  });
}
