import type { Kysely } from 'kysely';

/**
 * Runs are looked up by conversation on every conversation save (a report the server wrote is kept)
 * and when a conversation is opened (its unfinished run is followed): an index, not a scan of every run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('research_runs_conversation')
    .on('research_runs')
    .column('conversation_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('research_runs_conversation').ifExists().execute();
}
