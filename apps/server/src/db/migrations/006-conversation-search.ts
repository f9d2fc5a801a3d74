import { sql, type Kysely } from 'kysely';

/**
 * Everyday use (issue 13): conversation search, and the budget left by deleted accounts (below).
 *
 * Finding a past conversation by its title or the words of its messages. A stored generated
 * `tsvector` (the `simple` configuration: no stemming and no stop words, so any language and any
 * word the user typed can be found, by prefix), parsed once when a row is written, with a GIN index
 * on each table for queries across many rows; both work the same on PGlite and PostgreSQL. The
 * sidebar's search walks one user's conversations and matches these stored vectors
 * (`conversation-search.ts`). `strip` drops word positions (only matching is needed, not ranking) and
 * `left` bounds the indexed text, so the longest report a conversation may hold can never exceed
 * PostgreSQL's tsvector size limit and fail a save. Sources (`search` messages: JSON of a URL and a
 * summary) are not indexed: a hit there would show a conversation for words nobody wrote in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createDeletedAccountBudgets(db);
  await sql`alter table conversations add column search tsvector
    generated always as (to_tsvector('simple'::regconfig, title)) stored`.execute(db);
  await sql`create index conversations_search on conversations using gin (search)`.execute(db);
  await sql`alter table messages add column search tsvector
    generated always as (case when role = 'search' then null
      else strip(to_tsvector('simple'::regconfig, left(content, 100000))) end) stored`.execute(db);
  await sql`create index messages_search on messages using gin (search)`.execute(db);
}

/**
 * Deleting an account (managed in the same issue as search) must not hand out a fresh daily budget:
 * whoever signs in again with the same identity the same UTC day gets back only what was left. Kept
 * per identity as a one-way hash of the provider's `sub` (no user id, no email), for that day only.
 */
async function createDeletedAccountBudgets(db: Kysely<unknown>) {
  await db.schema
    .createTable('deleted_account_budgets')
    .addColumn('sub_hash', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .execute();
}

/** This migration's new tables. */
export const TABLES = ['deleted_account_budgets'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
  await sql`drop index if exists messages_search`.execute(db);
  await sql`alter table messages drop column if exists search`.execute(db);
  await sql`drop index if exists conversations_search`.execute(db);
  await sql`alter table conversations drop column if exists search`.execute(db);
}
