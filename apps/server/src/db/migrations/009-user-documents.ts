import { sql, type Kysely } from 'kysely';

/**
 * A user's own documents (issue 19). Everything lives in the database, so every instance sees the
 * same documents: the original in `document_blobs` (chunks of at most 1 MB, written as the upload
 * streams in, so no layer holds a whole file twice), the extracted text in `document_passages`.
 *
 * Search (`document-search.ts`): each passage has a stored `tsvector` (the `english` configuration,
 * so "rivers" finds "river"; the document's name and the passage's heading weighted A) with a GIN
 * index; candidates are the owner's passages that match any query word, re-ranked by BM25 with the
 * per-passage `term_count`. Every row carries `user_id`, and every query filters by it in SQL.
 * Deleting a document (or the user) removes its blobs and passages by cascade, in one statement.
 *
 * `research_runs.sources` records what a Deep run searches (web, documents or both), so a run
 * resumed by another instance searches the same places.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer')
    .addColumn('passages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('term_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('indexed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('documents_user').on('documents').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('documents_status').on('documents').columns(['status']).execute();
  await db.schema
    .createTable('document_blobs')
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_blobs_pk', ['document_id', 'seq'])
    .execute();
  await db.schema
    .createTable('document_passages')
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('page', 'integer')
    .addColumn('heading', 'text')
    .addColumn('doc_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('term_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_passages_pk', ['document_id', 'ordinal'])
    .execute();
  // Names split at dots, dashes and underscores, so "field-notes_2024.pdf" matches "field notes".
  await sql`alter table document_passages add column search tsvector generated always as (
      setweight(to_tsvector('english'::regconfig,
        regexp_replace(doc_name || ' ' || coalesce(heading, ''), '[._-]+', ' ', 'g')), 'A')
      || to_tsvector('english'::regconfig, text)) stored`.execute(db);
  await sql`create index document_passages_search on document_passages using gin (search)`.execute(db);
  await db.schema
    .createIndex('document_passages_user')
    .on('document_passages')
    .columns(['user_id'])
    .execute();
  await sql`alter table research_runs add column sources text not null default 'web'`.execute(db);
}

/** This migration's tables, dependents first. */
export const TABLES = ['document_passages', 'document_blobs', 'documents'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table research_runs drop column if exists sources`.execute(db);
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
