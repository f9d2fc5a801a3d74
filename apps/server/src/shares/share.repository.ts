import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ImageCopy } from './share-images.js';

// Every owner query filters by the owner's id in SQL: another user's link looks like a missing one.

export interface NewShare {
  id: string;
  userId: string;
  conversationId: string;
  answerIndex: number;
  snapshot: unknown;
}

export async function insertShare(db: Kysely<Database>, share: NewShare, images: readonly ImageCopy[] = []) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('shared_reports')
      .values({
        id: share.id,
        user_id: share.userId,
        conversation_id: share.conversationId,
        answer_index: share.answerIndex,
        snapshot: JSON.stringify(share.snapshot),
      })
      .returning(['id', 'conversation_id', 'answer_index', 'snapshot', 'created_at'])
      .executeTakeFirstOrThrow();
    if (images.length > 0)
      await trx
        .insertInto('shared_report_images')
        .values(
          images.map((image) => ({
            share_id: share.id,
            position: image.position,
            media_type: image.mediaType,
            data: image.data,
          })),
        )
        .execute();
    return row;
  });
}

/** Copy number `position` of a live link's images, for anyone holding the link id. */
export async function findLiveImage(db: Kysely<Database>, id: string, position: number) {
  return db
    .selectFrom('shared_report_images')
    .innerJoin('shared_reports', 'shared_reports.id', 'shared_report_images.share_id')
    .select(['shared_report_images.media_type', 'shared_report_images.data'])
    .where('shared_report_images.share_id', '=', id)
    .where('shared_report_images.position', '=', position)
    .where('shared_reports.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The owner's live (unrevoked) links, newest first. */
export async function listShares(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('shared_reports')
    .select(['id', 'conversation_id', 'answer_index', 'snapshot', 'created_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Revokes the owner's live link; false when it is not theirs, unknown or already revoked. The row
 * goes with it: a revoked link keeps no copy of the answer it showed.
 */
export async function revokeShare(db: Kysely<Database>, userId: string, id: string) {
  const row = await db
    .deleteFrom('shared_reports')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The snapshot behind a live link, for anyone holding the id. */
export async function findLiveSnapshot(db: Kysely<Database>, id: string): Promise<unknown> {
  const row = await db
    .selectFrom('shared_reports')
    .select('snapshot')
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.snapshot;
}

export async function conversationTitle(db: Kysely<Database>, userId: string, id: string) {
  const row = await db
    .selectFrom('conversations')
    .select('title')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.title;
}
