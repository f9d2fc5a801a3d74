import { sql, type Kysely } from 'kysely';

/**
 * Per-user word statistics of indexed documents (issue 19): in how many of a user's passages each
 * word (an `english` lexeme, as in the passages' search vectors) occurs. BM25 needs this rarity for
 * every query word; counting it over the passages at query time cost hundreds of milliseconds for
 * a user with 500 documents (bench/documents.ts), reading it here costs one index lookup per word.
 * Kept up to date when a document is indexed or deleted; goes with the user (cascade).
 *
 * Also: originals' chunks are stored without compression (`storage external`). Uploads are mostly
 * compressed already (PDF streams, DOCX zips), and trying to compress each chunk again made every
 * write several times slower for nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_terms')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lexeme', 'text', (c) => c.notNull())
    .addColumn('passages', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_terms_pk', ['user_id', 'lexeme'])
    .execute();
  await sql`alter table document_blobs alter column data set storage external`.execute(db);
}

/** This migration's tables. */
export const TABLES = ['document_terms'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table document_blobs alter column data set storage extended`.execute(db);
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
