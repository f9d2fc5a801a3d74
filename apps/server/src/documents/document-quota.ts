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

/** The states of a document not yet read: still arriving, waiting, or being read. */
export const UNREAD = ['uploading', 'queued', 'reading'] as const;

/** Why an upload could not start: the user's file limit, or their documents waiting to be read. */
export type StartRefusal = 'files' | 'queue';

/**
 * Starts an upload (a row no read shows until it is finished) and takes a file slot for it;
 * refused, and nothing written, when the user already holds `maxFiles` or has `maxQueued`
 * documents not yet read. The user's usage row is locked first (as createRun locks the user for
 * Deep runs), so concurrent uploads of one user, on any instance, count one another.
 */
export async function startUpload(
  db: Kysely<Database>,
  doc: NewDocument,
  limits: { maxFiles: number; maxQueued: number },
): Promise<StartRefusal | undefined> {
  return db.transaction().execute(async (tx) => {
    await sql`insert into document_usage (user_id) values (${doc.userId}) on conflict do nothing`.execute(tx);
    await tx
      .selectFrom('document_usage')
      .select('files')
      .where('user_id', '=', doc.userId)
      .forUpdate()
      .execute();
    const { unread } = await tx
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('unread'))
      .where('user_id', '=', doc.userId)
      .where('status', 'in', UNREAD)
      .executeTakeFirstOrThrow();
    if (Number(unread) >= limits.maxQueued) return 'queue';
    const { rows } = await sql<{ id: string }>`
      with slot as (
        update document_usage set files = files + 1
        where user_id = ${doc.userId} and files < ${limits.maxFiles}
        returning user_id
      )
      insert into documents (id, user_id, name, media_type, kind, size, status)
      select ${doc.id}, user_id, ${doc.name}, ${doc.mediaType}, ${doc.kind}, 0, 'uploading' from slot
      returning id`.execute(tx);
    return rows.length === 1 ? undefined : 'files';
  });
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
