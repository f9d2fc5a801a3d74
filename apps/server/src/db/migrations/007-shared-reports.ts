import { sql, type Kysely } from 'kysely';

/**
 * Read-only links to one answer of a conversation. The shared content is a snapshot taken when the
 * link is made (`snapshot`, JSON), so later edits of the conversation never reach the link. A
 * revoked link keeps its row (`revoked_at`) and answers 404 like one that never existed; deleting
 * the conversation or the user deletes its links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('answer_index', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('shared_reports_user')
    .on('shared_reports')
    .columns(['user_id', 'created_at'])
    .execute();
}

/** This migration's tables, dependents first. */
export const TABLES = ['shared_reports'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
