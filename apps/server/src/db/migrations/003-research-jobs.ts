import { sql, type Kysely } from 'kysely';

/**
 * Deep research runs become durable jobs: a run is queued, claimed by one worker under a lease
 * it renews by heartbeat, and resumed from its stored stage outputs by whichever instance claims
 * it after the lease expires. Every event a run streams is stored (run id, seq) so any instance
 * can replay it to a reconnecting browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table research_runs drop constraint if exists research_runs_status_check`.execute(db);
  await sql`alter table research_runs add constraint research_runs_status_check
    check (status in ('queued', 'running', 'done', 'insufficient', 'failed', 'cancelled'))`.execute(db);
  await db.schema
    .alterTable('research_runs')
    .addColumn('conversation_id', 'text', (c) => c.references('conversations.id').onDelete('set null'))
    .addColumn('history', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('stage', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_requested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('delivered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cost_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('reserved')
        .check(sql`cost_state in ('reserved', 'settled', 'refunded')`),
    )
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // Runs that ended before this migration were settled or refunded by the code of the time.
  await sql`update research_runs set cost_state = 'settled' where status <> 'running'`.execute(db);
  await sql`create index research_runs_claimable on research_runs (created_at)
    where status in ('queued', 'running')`.execute(db);
  await db.schema
    .createTable('research_run_events')
    .addColumn('run_id', 'text', (c) => c.notNull().references('research_runs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('research_run_events_pk', ['run_id', 'seq'])
    .execute();
}

/** This migration's new tables, dependents first. */
export const TABLES = ['research_run_events'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
