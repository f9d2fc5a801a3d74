import { sql, type Kysely } from 'kysely';

/**
 * Limits shared by every instance on one PostgreSQL database: open answer streams per user (a
 * row per stream, kept alive by its instance and expiring when that instance dies) and
 * fixed-window rate-limit counters per key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_slots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stream_slots_user')
    .on('stream_slots')
    .columns(['user_id', 'expires_at'])
    .execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** This migration's tables, dependents first. */
export const TABLES = ['stream_slots', 'rate_limits'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
