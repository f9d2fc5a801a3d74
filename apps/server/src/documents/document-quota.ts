import { sql, type Kysely, type Transaction } from 'kysely';
import type { DocumentKind } from '@pardus/protocol';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A user's document limits, held in their `document_usage` row (016-document-quota). Every change
 * is one guarded statement on that row, like the token budget's debit: PostgreSQL re-checks the
 * guard on the latest version of the row when concurrent statements queue on it, so uploads in
 * flight, on any instance, can never take more than the limits together. Each change happens in
 * the same statement (or transaction) as the document change it stands for, so the row never
 * drifts from the documents, even when an instance stops midway.
 */

/** Files and bytes the user's documents hold, uploads in flight included. */
export async function documentUsage(db: Executor, userId: string): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('document_usage')
    .select(['files', 'bytes'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export interface NewDocument {
  id: string;
  userId: string;
  name: string;
  mediaType: string;
  kind: DocumentKind;
}

/**
 * Starts an upload (a row no read shows until it is finished) in the same statement that takes a
 * file slot; false, and nothing written, when the user already holds `maxFiles`.
 */
export async function startUpload(db: Executor, doc: NewDocument, maxFiles: number): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    with slot as (
      insert into document_usage as u (user_id, bytes, files)
      select ${doc.userId}, 0, 1 where ${maxFiles} > 0
      on conflict (user_id) do update set files = u.files + 1 where u.files < ${maxFiles}
      returning u.user_id
    )
    insert into documents (id, user_id, name, media_type, kind, size, status)
    select ${doc.id}, user_id, ${doc.name}, ${doc.mediaType}, ${doc.kind}, 0, 'uploading' from slot
    returning id`.execute(db);
  return rows.length === 1;
}

/**
 * Reserves `bytes` more for an upload before they are stored, and adds them to its size in the
 * same statement; false, and nothing reserved, when the user's documents would pass `maxBytes`.
 * A negative `bytes` gives back what was reserved and not used.
 */
export async function reserveBytes(
  db: Executor,
  upload: { id: string; userId: string; bytes: number },
  maxBytes: number,
): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    with reserved as (
      update document_usage set bytes = bytes + ${upload.bytes}
      where user_id = ${upload.userId} and bytes + ${upload.bytes} <= ${maxBytes}
        and exists (select from documents where id = ${upload.id} and status = 'uploading')
      returning user_id
    )
    update documents set size = size + ${upload.bytes}
    where id = ${upload.id} and exists (select from reserved)
    returning id`.execute(db);
  return rows.length === 1;
}

/** Gives back what a document held (one file and its bytes) when it fails or is deleted. */
export async function releaseDocument(db: Executor, userId: string, bytes: number): Promise<void> {
  await sql`update document_usage set bytes = bytes - ${bytes}, files = files - 1
    where user_id = ${userId}`.execute(db);
}

/** Drops an upload that did not finish (refused, aborted, over a limit) and what it reserved. */
export async function dropUpload(db: Executor, id: string): Promise<void> {
  await sql`
    with dropped as (
      delete from documents where id = ${id} and status = 'uploading' returning user_id, size
    )
    update document_usage u set bytes = u.bytes - d.size, files = u.files - 1
    from dropped d where u.user_id = d.user_id`.execute(db);
}

/**
 * Uploads left half-done by an instance that stopped (older than `olderThanMs`) are dropped with
 * what they reserved; their ids.
 */
export async function dropStaleUploads(db: Executor, olderThanMs: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with dropped as (
      delete from documents
      where status = 'uploading' and created_at < ${new Date(Date.now() - olderThanMs)}
      returning id, user_id, size
    ), released as (
      update document_usage u set bytes = u.bytes - d.bytes, files = u.files - d.files
      from (select user_id, sum(size) as bytes, count(*) as files from dropped group by user_id) d
      where u.user_id = d.user_id
    )
    select id from dropped`.execute(db);
  return rows.map((row) => row.id);
}
