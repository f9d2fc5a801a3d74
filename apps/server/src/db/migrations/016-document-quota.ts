import { sql, type Kysely } from 'kysely';

/**
 * What each user's documents take of their limits, kept in one row per user (issue 35). The room
 * left used to be computed once before an upload streamed in, with uploads in flight counting as
 * nothing: ten uploads at once all fitted. Now every file slot and every stored chunk is reserved
 * here first, by one guarded statement on this row (as the token budget is debited), in the same
 * statement or transaction that changes the document; failed documents hold nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_usage')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('files', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into document_usage (user_id, bytes, files)
    select user_id, coalesce(sum(size), 0), count(*) from documents
    where status <> 'failed' group by user_id`.execute(db);
}

/** This migration's tables. */
export const TABLES = ['document_usage'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
