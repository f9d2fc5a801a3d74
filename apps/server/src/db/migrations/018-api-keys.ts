import { sql, type Kysely } from 'kysely';

/**
 * Personal API keys (issue 37). Only a SHA-256 of each key is kept (`secret_hash`); `prefix` (its
 * first characters, shown in lists) is what a request's key is looked up by, and the hashes of the
 * few rows found are then compared in constant time. Revoking deletes the row, and deleting the
 * user deletes its keys: every request reads the row, so either is refused at once everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_prefix').on('api_keys').column('prefix').execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'created_at']).execute();
}

/** This migration's tables. */
export const TABLES = ['api_keys'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
