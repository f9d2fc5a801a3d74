import { sql, type Selectable } from 'kysely';
import type { DocumentErrorCode, DocumentPassage, UserDocument } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { DocumentsTable } from '../db/schema.js';
import { releaseDocument } from './document-quota.js';

export type DocumentRow = Selectable<DocumentsTable>;

/**
 * Storage of a user's documents. Every function that takes a `userId` filters by it inside SQL, so
 * another user's id reads exactly like a missing one. Rows still `uploading` are invisible: they
 * become documents only once the whole original is stored.
 */

/** A document as the API shows it; `ahead` has the queued ones' places (see {@link documentsAhead}). */
export function documentView(row: DocumentRow, ahead?: ReadonlyMap<string, number>): UserDocument {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    media_type: row.media_type,
    kind: row.kind,
    status: row.status === 'uploading' ? 'queued' : row.status,
    pages: row.pages,
    passages: row.passages,
    error: row.error_code && row.error_message ? { code: row.error_code, message: row.error_message } : null,
    created_at: row.created_at.toISOString(),
    indexed_at: row.indexed_at?.toISOString() ?? null,
    ahead: row.status === 'queued' ? (ahead?.get(row.id) ?? null) : null,
  };
}

/**
 * For each of the user's queued documents, how many documents will be read before it, in the
 * order claimDocument takes them: owners in turn (the least recently served first, then the one
 * whose oldest document waited longest), each owner's documents oldest first. So the document's
 * place is its turn among its owner's queued documents, then its owner's place in that turn.
 */
export async function documentsAhead(db: Db, userId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string; ahead: number }>`
    with waiting as (
      select d.id, d.user_id, u.served_at,
        row_number() over (partition by d.user_id order by d.created_at, d.id) as turn,
        min(d.created_at) over (partition by d.user_id) as first_at
      from documents d left join document_usage u on u.user_id = d.user_id
      where d.status = 'queued'
    ), ordered as (
      select id, user_id,
        (row_number() over (order by turn, served_at nulls first, first_at, user_id) - 1)::int as ahead
      from waiting
    )
    select id, ahead from ordered where user_id = ${userId}`.execute(db);
  return new Map(rows.map((row) => [row.id, row.ahead]));
}

/** The visible states; `uploading` rows are left out of every read. */
const VISIBLE = ['queued', 'reading', 'indexed', 'failed'] as const;

export async function listDocuments(db: Db, userId: string): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', VISIBLE)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findDocument(db: Db, userId: string, id: string): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', VISIBLE)
    .executeTakeFirst();
}

/** The whole original is stored: the document is queued for reading. */
export async function finishUpload(db: Db, id: string, size: number): Promise<DocumentRow> {
  return db
    .updateTable('documents')
    .set({ size, status: 'queued' })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deletes a document with its passages and index entries (and its original, when that is in the
 * database: cascade), in one transaction that also takes its words out of the owner's word
 * statistics (a question asked right after no longer finds it) and gives back what it held of the
 * owner's limits. Returns the original's size (to remove it from an outside store), undefined when
 * the user has no such document.
 */
export async function deleteDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<{ size: number } | undefined> {
  return db.transaction().execute(async (tx) => {
    const doc = await tx
      .selectFrom('documents')
      .select(['id', 'size', 'status'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', 'in', VISIBLE)
      .forUpdate()
      .executeTakeFirst();
    if (!doc) return undefined;
    if (doc.status === 'indexed') {
      await sql`update document_terms t set passages = t.passages - c.n
        from (select u.lexeme, count(*) as n from document_passages p, unnest(p.search) u
              where p.document_id = ${id} group by u.lexeme) c
        where t.user_id = ${userId} and t.lexeme = c.lexeme`.execute(tx);
      await tx
        .deleteFrom('document_terms')
        .where('user_id', '=', userId)
        .where('passages', '<=', 0)
        .execute();
    }
    await tx.deleteFrom('documents').where('id', '=', id).execute();
    // A failed document gave back its file slot and bytes when it failed.
    if (doc.status !== 'failed') await releaseDocument(tx, userId, Number(doc.size));
    return { size: Number(doc.size) };
  });
}

/** A document's passages in order. */
export async function documentPassages(db: Db, documentId: string): Promise<DocumentPassage[]> {
  return db
    .selectFrom('document_passages')
    .select(['ordinal', 'page', 'heading', 'text'])
    .where('document_id', '=', documentId)
    .orderBy('ordinal')
    .execute();
}

export type { DocumentErrorCode };
