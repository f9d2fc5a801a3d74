import { sql } from 'kysely';
import type { DocumentErrorCode } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { DocumentRow } from './document.repository.js';
import { releaseDocument } from './document-quota.js';

/** A passage ready to store: a PDF page (or part of one) or a section under a heading. */
export interface PassageInput {
  page: number | null;
  heading: string | null;
  text: string;
}

/**
 * Takes the next document to read for `owner` until `leaseMs` from now, by the database's clock:
 * owners are served round robin (the one served least recently first, then their oldest
 * document), and an owner whose document is being read waits until it is done, so one user's
 * backlog can never hold more than one reader while someone else's file waits. A document whose
 * reader's claim ran out (its instance stopped) is taken again in the same order. Claims take
 * turns behind one transaction-scoped advisory lock, so every instance sees the claims before its
 * own and the order holds across instances.
 */
export async function claimDocument(
  db: Db,
  owner: string,
  leaseMs: number,
): Promise<DocumentRow | undefined> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('pardus:document-claims'))`.execute(tx);
    const result = await sql<DocumentRow>`
      with next as (
        select d.id, d.user_id from documents d
        left join document_usage u on u.user_id = d.user_id
        where (d.status = 'queued' or (d.status = 'reading' and d.claimed_until < now()))
          and not exists (select from documents r where r.user_id = d.user_id
            and r.status = 'reading' and r.claimed_until >= now())
        order by u.served_at nulls first, d.created_at, d.id
        limit 1
      ), served as (
        insert into document_usage as u (user_id, served_at) select user_id, clock_timestamp() from next
        on conflict (user_id) do update set served_at = excluded.served_at
      )
      update documents d set status = 'reading', claimed_by = ${owner},
        claimed_until = now() + ${leaseMs} * interval '1 millisecond', attempts = d.attempts + 1
      from next where d.id = next.id
      returning d.*`.execute(tx);
    return result.rows[0];
  });
}

/** Keeps `owner`'s claims alive while it is still reading them (a long file outlives one lease). */
export async function renewClaims(db: Db, owner: string, leaseMs: number): Promise<void> {
  await sql`update documents set claimed_until = now() + ${leaseMs} * interval '1 millisecond'
    where claimed_by = ${owner} and status = 'reading'`.execute(db);
}

/** Rows per INSERT: small enough that no statement holds an embedded PGlite (and so the event loop) long. */
const INSERT_BATCH = 10;

/** Word statistics per INSERT. */
const TERMS_BATCH = 500;

/**
 * Stores a document's passages and marks it indexed. The passages go in small batches, each its own
 * statement (PGlite lets the event loop run between statements), so a 2 000-page PDF never holds the database (one connection, on
 * PGlite) or the event loop for long; searches see them only once the document is `indexed`. Each
 * passage's `term_count` is the number of word positions in its own search vector, so BM25's
 * lengths agree with what PostgreSQL matched. The last step (word statistics and the state) is one
 * transaction fenced by the claim: a document deleted meanwhile, or taken over, gets nothing.
 */
export async function saveIndexed(
  db: Db,
  doc: DocumentRow,
  owner: string,
  result: { pages: number | null; passages: readonly PassageInput[] },
): Promise<boolean> {
  await db.deleteFrom('document_passages').where('document_id', '=', doc.id).execute();
  /** In how many of the document's passages each word occurs, counted batch by batch. */
  const words = new Map<string, number>();
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
    try {
      await db.insertInto('document_passages').values(rows).execute();
    } catch (error) {
      if (!(await stillHeld(db, doc.id, owner))) return false; // deleted (or taken over) meanwhile
      throw error;
    }
    const batch = sql`p.document_id = ${doc.id} and p.ordinal > ${start} and p.ordinal <= ${start + rows.length}`;
    await sql`update document_passages p set term_count = coalesce(
        (select sum(coalesce(array_length(u.positions, 1), 1)) from unnest(p.search) u), 0)
      where ${batch}`.execute(db);
    const counted = await sql<{ lexeme: string; n: number }>`
      select u.lexeme, count(*)::int as n from document_passages p, unnest(p.search) u
      where ${batch} group by u.lexeme`.execute(db);
    for (const { lexeme, n } of counted.rows) words.set(lexeme, (words.get(lexeme) ?? 0) + n);
  }
  return db.transaction().execute(async (tx) => {
    const held = await tx
      .selectFrom('documents')
      .select('id')
      .where('id', '=', doc.id)
      .where('claimed_by', '=', owner)
      .where('status', '=', 'reading')
      .forUpdate()
      .executeTakeFirst();
    if (!held) return false;
    const entries = [...words];
    for (let start = 0; start < entries.length; start += TERMS_BATCH) {
      const rows = entries
        .slice(start, start + TERMS_BATCH)
        .map(([lexeme, passages]) => ({ user_id: doc.user_id, lexeme, passages }));
      await tx
        .insertInto('document_terms')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'lexeme'])
            .doUpdateSet({ passages: sql`document_terms.passages + excluded.passages` }),
        )
        .execute();
    }
    await sql`update documents d set status = 'indexed', pages = ${result.pages},
        passages = ${result.passages.length}, indexed_at = now(), claimed_by = null, claimed_until = null,
        term_count = (select coalesce(sum(term_count), 0) from document_passages where document_id = d.id)
      where d.id = ${doc.id}`.execute(tx);
    return true;
  });
}

async function stillHeld(db: Db, id: string, owner: string): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('id', '=', id)
    .where('claimed_by', '=', owner)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Failed documents kept per user, newest first. They take no space and do not count towards the
 * file limit, so without a cap a user (or a script) could pile up rows without end.
 */
export const KEPT_FAILURES = 50;

/**
 * A document that cannot be read keeps its row (so the list can say why) but nothing else: its
 * original and any passages are deleted, and what it held of the owner's limits given back, in the
 * same transaction; so are the owner's failures older than the newest {@link KEPT_FAILURES} (they
 * hold nothing else to remove).
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
    await releaseDocument(tx, doc.user_id, Number(doc.size));
    await tx.deleteFrom('document_blobs').where('document_id', '=', doc.id).execute();
    await tx.deleteFrom('document_passages').where('document_id', '=', doc.id).execute();
    const kept = tx
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', doc.user_id)
      .where('status', '=', 'failed')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(KEPT_FAILURES);
    await tx
      .deleteFrom('documents')
      .where('user_id', '=', doc.user_id)
      .where('status', '=', 'failed')
      .where('id', 'not in', kept)
      .execute();
  });
}
