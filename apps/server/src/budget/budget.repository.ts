import type { Kysely, Transaction } from 'kysely';
import type { Database, LedgerKind } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Locks the user's balance row for this transaction (creating it with a grant on first use). */
export async function lockBalance(
  trx: Transaction<Database>,
  userId: string,
  daily: number,
  day: string,
  at: Date,
) {
  const created = await trx
    .insertInto('token_balances')
    .values({ user_id: userId, remaining: daily, day })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('remaining')
    .executeTakeFirst();
  if (created)
    await addLedgerRow(trx, {
      userId,
      requestId: null,
      kind: 'grant',
      delta: daily,
      balanceAfter: daily,
      at,
    });
  return trx
    .selectFrom('token_balances')
    .select(['remaining', 'day'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The stored balance row, read without any lock (undefined before the user's first reservation). */
export async function readBalance(db: Executor, userId: string) {
  return db
    .selectFrom('token_balances')
    .select(['remaining', 'day'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function setBalance(trx: Transaction<Database>, userId: string, remaining: number, day: string) {
  await trx.updateTable('token_balances').set({ remaining, day }).where('user_id', '=', userId).execute();
}

/** Subtracts `cost` only when enough is left; the WHERE clause is the never-below-zero guard. */
export async function debitIfEnough(trx: Transaction<Database>, userId: string, cost: number) {
  const row = await trx
    .updateTable('token_balances')
    .set((eb) => ({ remaining: eb('remaining', '-', cost) }))
    .where('user_id', '=', userId)
    .where('remaining', '>=', cost)
    .returning('remaining')
    .executeTakeFirst();
  return row?.remaining;
}

export interface LedgerEntry {
  userId: string;
  requestId: string | null;
  kind: LedgerKind;
  delta: number;
  balanceAfter: number;
  at: Date;
}

export async function addLedgerRow(db: Executor, entry: LedgerEntry) {
  await db
    .insertInto('token_ledger')
    .values({
      user_id: entry.userId,
      request_id: entry.requestId,
      kind: entry.kind,
      delta: entry.delta,
      balance_after: entry.balanceAfter,
      created_at: entry.at,
    })
    .execute();
}

/** The ledger rows of one request (reserve / settle / refund), keyed by kind. */
export async function requestEntries(db: Executor, userId: string, requestId: string) {
  const rows = await db
    .selectFrom('token_ledger')
    .select(['kind', 'delta', 'created_at'])
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .execute();
  return new Map(rows.map((r) => [r.kind, r]));
}

export async function ledgerFor(db: Executor, userId: string) {
  return db.selectFrom('token_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
