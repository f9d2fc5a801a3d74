import { sql, type Kysely } from 'kysely';

/**
 * Deep-research runs: every stage's output is stored with its run (queries, sources, outline,
 * sections, failures) so a run can be inspected, resumed or replayed later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('research_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('running', 'done', 'insufficient', 'failed', 'cancelled')`),
    )
    .addColumn('title', 'text')
    .addColumn('stages', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('report', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('research_runs_user_created')
    .on('research_runs')
    .columns(['user_id', 'created_at desc'])
    .execute();
}

/** This migration's tables, dependents first. */
export const TABLES = ['research_runs'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
