import type { Kysely } from 'kysely';

/**
 * Deleting an account must not hand out a fresh daily budget: whoever signs in again with the same
 * identity the same UTC day gets back only what was left. Kept per identity as a one-way hash of the
 * provider's `sub` (no user id, no email), for the rest of that day only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deleted_account_budgets')
    .addColumn('sub_hash', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .execute();
}

/** This migration's tables. */
export const TABLES = ['deleted_account_budgets'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
