import { sql, type Kysely } from 'kysely';

/**
 * An answer's mode (issue 21): Quick or Deep is saved with the assistant message, so a reloaded
 * conversation asks its related questions, and retries, in the mode that produced the answer. Null
 * for other messages and for answers saved before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('mode', 'text', (c) => c.check(sql`mode in ('quick', 'deep')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('mode').execute();
}
