import { sql } from 'kysely';
import type { DocumentErrorCode } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { DocumentRow } from './document.repository.js';

/** A passage ready to store: a PDF page (or part of one) or a section under a heading. */
export interface PassageInput {
  page: number | null;
  heading: string | null;
  text: string;
}

/** Rows per INSERT: keeps each statement's parameters well under PostgreSQL's limit. */
const INSERT_BATCH = 200;

/**
 * Takes the oldest document waiting to be read (or one whose reader's claim ran out: its instance
 * stopped) for `owner` until `leaseMs` from now, by the database's clock. `skip locked` lets
 * instances claim side by side; a document is never held by two.
 */
export async function claimDocument(
  db: Db,
  owner: string,
  leaseMs: number,
): Promise<DocumentRow | undefined> {
  const result = await sql<DocumentRow>`
    update documents set status = 'reading', claimed_by = ${owner},
      claimed_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
    where id = (
      select id from documents
      where status = 'queued' or (status = 'reading' and claimed_until < now())
      order by created_at limit 1 for update skip locked)
    returning *`.execute(db);
  return result.rows[0];
}

/**
 * Stores a document's passages and marks it indexed, in one transaction fenced by the claim: a
 * document deleted meanwhile (or taken over) gets nothing. Each passage's `term_count` is the number
 * of word positions in its own search vector, so BM25's lengths agree with what PostgreSQL matched.
 */
export async function saveIndexed(
  db: Db,
  doc: DocumentRow,
  owner: string,
  result: { pages: number | null; passages: readonly PassageInput[] },
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const held = await tx
      .selectFrom('documents')
      .select('id')
      .where('id', '=', doc.id)
      .where('claimed_by', '=', owner)
      .forUpdate()
      .executeTakeFirst();
    if (!held) return false;
    await tx.deleteFrom('document_passages').where('document_id', '=', doc.id).execute();
    for (let start = 0; start < result.passages.length; start += INSERT_BATCH) {
      const rows = result.passages.slice(start, start + INSERT_BATCH).map((p, i) => ({
        document_id: doc.id,
        user_id: doc.user_id,
        ordinal: start + i + 1,
        page: p.page,
        heading: p.heading,
        doc_name: doc.name,
        text: p.text,
        term_count: 0,
      }));
      await tx.insertInto('document_passages').values(rows).execute();
    }
    await sql`update document_passages p set term_count = coalesce(
        (select sum(coalesce(array_length(u.positions, 1), 1)) from unnest(p.search) u), 0)
      where p.document_id = ${doc.id}`.execute(tx);
    await sql`update documents d set status = 'indexed', pages = ${result.pages},
        passages = ${result.passages.length}, indexed_at = now(), claimed_by = null, claimed_until = null,
        term_count = (select coalesce(sum(term_count), 0) from document_passages where document_id = d.id)
      where d.id = ${doc.id}`.execute(tx);
    return true;
  });
}

/**
 * A document that cannot be read keeps its row (so the list can say why) but nothing else: its
 * original and any passages are deleted in the same transaction.
 */
export async function saveFailed(
  db: Db,
  doc: DocumentRow,
  owner: string,
  error: { code: DocumentErrorCode; message: string },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const held = await tx
      .updateTable('documents')
      .set({
        status: 'failed',
        error_code: error.code,
        error_message: error.message,
        claimed_by: null,
        claimed_until: null,
        passages: 0,
      })
      .where('id', '=', doc.id)
      .where('claimed_by', '=', owner)
      .executeTakeFirst();
    if (held.numUpdatedRows === 0n) return;
    await tx.deleteFrom('document_blobs').where('document_id', '=', doc.id).execute();
    await tx.deleteFrom('document_passages').where('document_id', '=', doc.id).execute();
  });
}
