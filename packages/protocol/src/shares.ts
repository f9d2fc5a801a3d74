import * as z from 'zod/mini';
import { imageResultSchema, sourceSchema } from './chat.js';

/**
 * A share link id: 16 random bytes (128 bits) in base64url, 22 characters. Anything else is not a
 * link that could exist, and is answered like an unknown one.
 */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const shareIdSchema = z.string().check(z.regex(SHARE_ID_PATTERN, 'Not a share link id'));

/** POST /api/shares — shares answer number `answer` (0-based, among the assistant's) of a saved conversation. */
export const createShareRequestSchema = z.strictObject({
  conversation_id: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^\P{Cc}*$/u, 'Conversation id must not contain control characters'),
    ),
  answer: z.int().check(z.gte(0), z.lte(10_000)),
});
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

/** One of the owner's live links (GET /api/shares, and the answer to a create). */
export const shareSummarySchema = z.object({
  id: shareIdSchema,
  conversation_id: z.string(),
  answer: z.int(),
  title: z.string(),
  created_at: z.string(),
});
export type ShareSummary = z.infer<typeof shareSummarySchema>;
export const shareListSchema = z.object({ shares: z.array(shareSummarySchema) });
export type ShareList = z.infer<typeof shareListSchema>;

/** POST /api/shares/revoke */
export const revokeShareRequestSchema = z.strictObject({ id: shareIdSchema });
export type RevokeShareRequest = z.infer<typeof revokeShareRequestSchema>;
export const revokeShareResponseSchema = z.object({ revoked: z.literal(true) });

/**
 * GET /api/shared/{id}, public: the snapshot taken when the link was made (later edits of the
 * conversation do not show). Nothing else of the owner's: no email, no other messages. `images`
 * (absent from links made before images were saved) are copies kept with the link, served at
 * `/api/shared/{id}/images/{n}`, or the library's own images.
 */
export const sharedReportSchema = z.object({
  title: z.string(),
  question: z.string(),
  answer: z.string(),
  sources: z.array(sourceSchema),
  images: z.optional(z.array(imageResultSchema)),
  created_at: z.string(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;
