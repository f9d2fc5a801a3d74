import type { Kysely } from 'kysely';

/**
 * Retry (issue 21): a Deep run that asks a conversation's last question again records which answer
 * it replaces (its number among the conversation's answers), so the run's end puts the report in
 * that answer's place instead of appending a second answer. Null for every other run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('research_runs').addColumn('replaces_answer', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('research_runs').dropColumn('replaces_answer').execute();
}
