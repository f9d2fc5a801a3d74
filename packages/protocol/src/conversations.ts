import * as z from 'zod/mini';
import { imageResultSchema, relatedQuestionsSchema } from './chat.js';
import {
  MAX_MESSAGES_PER_REQUEST,
  MAX_SAVED_MESSAGE_CHARS,
  MAX_TITLE_CHARS,
  MAX_USER_MESSAGE_CHARS,
} from './limits.js';

/** Ids never hold control characters (PostgreSQL text cannot even store NUL): refused, not cleaned. */
const conversationId = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^\P{Cc}*$/u, 'Conversation id must not contain control characters'),
  );
const title = z
  .string()
  .check(z.maxLength(MAX_TITLE_CHARS, `Title is longer than ${MAX_TITLE_CHARS} characters`));

const savedText = z.string().check(z.maxLength(MAX_SAVED_MESSAGE_CHARS));

/**
 * A saved message (SPEC §3). A `search` message's content is JSON text `{url, summary}`; an `image`
 * message's (an addition: older clients and conversations have none) is JSON text of one
 * `ImageResult`; a `related` message's (another addition) JSON text `{questions}`, the questions
 * offered after the answer. All belong to the nearest assistant message before them, in that order.
 */
export const savedMessageSchema = z.discriminatedUnion('role', [
  z.strictObject({
    role: z.literal('user'),
    content: z
      .string()
      .check(
        z.maxLength(MAX_USER_MESSAGE_CHARS, `Message is longer than ${MAX_USER_MESSAGE_CHARS} characters`),
      ),
  }),
  /** `mode`: Quick or Deep, the mode that produced the answer (an addition; older answers have none). */
  z.strictObject({
    role: z.literal('assistant'),
    content: savedText,
    mode: z.optional(z.enum(['quick', 'deep'])),
  }),
  z.strictObject({ role: z.literal('search'), content: savedText }),
  z.strictObject({ role: z.literal('image'), content: savedText }),
  z.strictObject({ role: z.literal('related'), content: savedText }),
]);
export type SavedMessage = z.infer<typeof savedMessageSchema>;
export type SavedRole = SavedMessage['role'];

/** Content of a `search` message, parsed (`title` and `site` are optional extras, see `sourceSchema`). */
export const searchMessageContentSchema = z.object({
  url: z.string(),
  summary: z.string(),
  title: z.optional(z.string()),
  site: z.optional(z.string()),
});

/**
 * The content of a `search` or `image` message (JSON text) read with `schema`; undefined when it is
 * not JSON or not of that shape (such messages are skipped, never fatal).
 */
export function parseMessageContent<T>(schema: z.ZodMiniType<T>, content: string): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Content of an `image` message, parsed: the image as search found it (SPEC §3 "Image result"). */
export const imageMessageContentSchema = imageResultSchema;

/** Content of a `related` message, parsed. */
export const relatedMessageContentSchema = z.object({ questions: relatedQuestionsSchema });

export const conversationTitleSchema = z.object({ id: z.string(), title: z.string() });
export type ConversationTitle = z.infer<typeof conversationTitleSchema>;
export const conversationTitlesResponseSchema = z.array(conversationTitleSchema);

/** POST /api/msgs/get */
export const getMessagesRequestSchema = z.strictObject({ id: conversationId, title: z.optional(title) });
export type GetMessagesRequest = z.infer<typeof getMessagesRequestSchema>;
export const getMessagesResponseSchema = z.object({ messages: z.array(savedMessageSchema) });
export type GetMessagesResponse = z.infer<typeof getMessagesResponseSchema>;

/** POST /api/msgs/insert — `id: "new_message"` creates; any other id replaces that conversation. */
export const insertMessagesRequestSchema = z.strictObject({
  id: conversationId,
  title,
  messages: z.array(savedMessageSchema).check(z.maxLength(MAX_MESSAGES_PER_REQUEST)),
});
export type InsertMessagesRequest = z.infer<typeof insertMessagesRequestSchema>;
export const insertMessagesResponseSchema = conversationTitleSchema;
export type InsertMessagesResponse = z.infer<typeof insertMessagesResponseSchema>;

/** A title a user typed (rename): trimmed, never empty, at most MAX_TITLE_CHARS, one line. */
const typedTitle = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Title must not be empty'),
    z.maxLength(MAX_TITLE_CHARS, `Title is longer than ${MAX_TITLE_CHARS} characters`),
    z.regex(/^\P{Cc}*$/u, 'Title must not contain control characters'),
  );

/** POST /api/msgs/rename */
export const renameConversationRequestSchema = z.strictObject({ id: conversationId, title: typedTitle });
export type RenameConversationRequest = z.infer<typeof renameConversationRequestSchema>;
export const renameConversationResponseSchema = conversationTitleSchema;

/** POST /api/msgs/delete: the conversation, its messages, sources and Deep research runs. */
export const deleteConversationRequestSchema = z.strictObject({ id: conversationId });
export type DeleteConversationRequest = z.infer<typeof deleteConversationRequestSchema>;
export const deleteConversationResponseSchema = z.object({ ok: z.literal(true) });

/** Longest search text (characters); longer text is refused, not cut. */
export const MAX_SEARCH_CHARS = 200;

/** GET /api/msgs/search?q=: the caller's conversations whose title or messages hold every word (by prefix). */
export const conversationSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Search text must not be empty'),
      z.maxLength(MAX_SEARCH_CHARS, `Search text is longer than ${MAX_SEARCH_CHARS} characters`),
    ),
});
export type ConversationSearchQuery = z.infer<typeof conversationSearchQuerySchema>;
