import { randomBytes } from 'node:crypto';
import { sharedReportSchema, type SharedReport, type ShareSummary } from '@pardus/protocol';
import { findMessages } from '../conversations/conversation.repository.js';
import type { Db } from '../db/create-db.js';
import { notFound } from '../http/app-error.js';
import {
  conversationTitle,
  findLiveImage,
  findLiveSnapshot,
  insertShare,
  listShares,
  revokeShare,
} from './share.repository.js';
import { snapshotOf } from './snapshot.js';
import type { ImageService } from '../images/index.js';
import { copySharedImages } from './share-images.js';

/** The same answer as POST /api/msgs/get gives for a conversation that is missing or not yours. */
const CONVERSATION_NOT_FOUND = 'Conversation not found';
const SHARE_NOT_FOUND = 'Shared report not found';

/** 128 random bits, base64url: a link nobody can guess or enumerate. */
export const newShareId = () => randomBytes(16).toString('base64url');

function summary(row: {
  id: string;
  conversation_id: string;
  answer_index: number;
  snapshot: unknown;
  created_at: Date;
}): ShareSummary {
  const snapshot = sharedReportSchema.safeParse(row.snapshot);
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    answer: row.answer_index,
    title: snapshot.success ? snapshot.data.question || snapshot.data.title : '',
    created_at: row.created_at.toISOString(),
  };
}

export interface ShareServiceOptions {
  /** Copies the answer's outside images for the link (through the image proxy's fetcher). */
  images: ImageService;
  now?: () => Date;
}

/** Read-only links to one answer of a user's conversation (a snapshot taken at share time). */
export function createShareService(db: Db, { images, now = () => new Date() }: ShareServiceOptions) {
  return {
    /** 404 (as /api/msgs/get) unless the conversation is the caller's and has that answer. */
    async create(userId: string, conversationId: string, answer: number): Promise<ShareSummary> {
      const title = await conversationTitle(db, userId, conversationId);
      const messages = await findMessages(db, userId, conversationId);
      if (title === undefined || !messages) throw notFound(CONVERSATION_NOT_FOUND);
      const snapshot = snapshotOf(title, messages, answer, now());
      if (!snapshot) throw notFound('Answer not found');
      const id = newShareId();
      const { images: shown, copies } = await copySharedImages(
        images,
        id,
        snapshot.images ?? [],
        AbortSignal.timeout(30_000),
      );
      const { images: _found, ...text } = snapshot;
      const row = await insertShare(
        db,
        {
          id,
          userId,
          conversationId,
          answerIndex: answer,
          snapshot: shown.length > 0 ? { ...text, images: shown } : text,
        },
        copies,
      );
      return summary(row);
    },

    list: async (userId: string) => (await listShares(db, userId)).map(summary),

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await revokeShare(db, userId, id))) throw notFound(SHARE_NOT_FOUND);
    },

    /** Public: copy number `position` of a live link's images; 404 for unknown and revoked links alike. */
    async image(id: string, position: number): Promise<{ type: string; body: Buffer }> {
      const row = await findLiveImage(db, id, position);
      if (!row) throw notFound('Image not found');
      return { type: row.media_type, body: row.data };
    },
    /** Public: the snapshot behind a live link; 404 for unknown and revoked ones alike. */
    async read(id: string): Promise<SharedReport> {
      const snapshot = sharedReportSchema.safeParse(await findLiveSnapshot(db, id));
      if (!snapshot.success) throw notFound(SHARE_NOT_FOUND);
      return snapshot.data;
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
