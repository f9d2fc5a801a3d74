import type { Kysely } from 'kysely';

/**
 * When the document reader last took one of each user's documents (issue 35). The reader used to
 * take the oldest queued document across everyone, so one user's backlog of large files held back
 * every other user's; it now serves owners round robin, the least recently served first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_usage').addColumn('served_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_usage').dropColumn('served_at').execute();
}
