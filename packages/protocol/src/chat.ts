import * as z from 'zod/mini';
import { sourceScopeSchema } from './documents.js';
import { MAX_MESSAGES_PER_REQUEST, MAX_SAVED_MESSAGE_CHARS, MAX_USER_MESSAGE_CHARS } from './limits.js';

const userText = z
  .string()
  .check(z.maxLength(MAX_USER_MESSAGE_CHARS, `Message is longer than ${MAX_USER_MESSAGE_CHARS} characters`));

/** One turn of chat history as the web sends it to /api/quick. */
export const chatMessageSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('user'), content: userText }),
  z.strictObject({
    role: z.literal('assistant'),
    content: z.string().check(z.maxLength(MAX_SAVED_MESSAGE_CHARS)),
  }),
]);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/quick body (SPEC §7): prior messages plus the new user message, which must be last. */
export const quickRequestSchema = z.strictObject({
  message: z.array(chatMessageSchema).check(
    z.minLength(1),
    z.maxLength(MAX_MESSAGES_PER_REQUEST),
    z.refine((list) => list.at(-1)?.role === 'user', 'The last message must be the user question'),
    z.refine((list) => (list.at(-1)?.content.trim().length ?? 0) > 0, 'The question is empty'),
  ),
  /** What to search: the web (default), the caller's documents, or both. */
  sources: z.optional(sourceScopeSchema),
});
export type QuickRequest = z.infer<typeof quickRequestSchema>;

/** An image found for the query (SPEC §3). */
export const imageResultSchema = z.object({
  link: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.optional(z.string()),
  title: z.string(),
});
export type ImageResult = z.infer<typeof imageResultSchema>;

/**
 * A cited source (SPEC §3). `title` and `site` are extra: `site` names where a source comes from
 * when its host says nothing (a local library collection: "World Factbook", "WordNet"); the web
 * falls back to the SPEC display name derived from the host.
 */
export const sourceSchema = z.object({
  url: z.string(),
  summary: z.string(),
  title: z.optional(z.string()),
  site: z.optional(z.string()),
});
export type Source = z.infer<typeof sourceSchema>;

/** A source's number, as `[n]` cites it (from 1). */
export const sourceNumber = z.int().check(z.positive());

/**
 * A citation the server could not verify: the numbers, names or most words of `sentence` (plain text, without
 * markdown or citation markers) do not occur in the text of source `n`.
 */
export const unverifiedCitationSchema = z.object({ n: sourceNumber, sentence: z.string() });
export type UnverifiedCitation = z.infer<typeof unverifiedCitationSchema>;

/** The passage of source `n` (numbered like the `search` events, from 1) that the answer's citations of it draw on. */
export const citedPassageSchema = z.object({ n: sourceNumber, summary: z.string() });
export type CitedPassage = z.infer<typeof citedPassageSchema>;

/**
 * Questions a reader of an answer may ask next (issue 21), each one click to ask. Offline, only
 * questions the library was checked to answer; with a model, its suggestions.
 */
export const MAX_RELATED_QUESTIONS = 5;
export const MAX_RELATED_QUESTION_CHARS = 200;
export const relatedQuestionsSchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(MAX_RELATED_QUESTION_CHARS)))
  .check(z.maxLength(MAX_RELATED_QUESTIONS));

/**
 * NDJSON events of POST /api/quick, one JSON object per line.
 * Order: every `search` event (sources, numbered 1..n in order) before the first `response`;
 * `images` may arrive at any time; `citations` (only when some citation could not be verified) follows the
 * answer text, before `done`; `cited` follows the answer text too, giving each cited source the passage its
 * citations draw on as its summary (so a reader can check the claim); `related` (questions to ask next)
 * comes after all of those, never before the answer's last line; exactly one terminal `done` or
 * `error` ends the stream.
 * The web ignores unknown types, so new ones can be added here.
 */
export const quickEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('search'),
    url: z.string(),
    summary: z.string(),
    title: z.optional(z.string()),
    site: z.optional(z.string()),
  }),
  z.object({ type: z.literal('response'), content: z.string() }),
  z.object({ type: z.literal('images'), images: z.array(imageResultSchema) }),
  z.object({ type: z.literal('citations'), unverified: z.array(unverifiedCitationSchema) }),
  z.object({ type: z.literal('cited'), sources: z.array(citedPassageSchema) }),
  z.object({ type: z.literal('related'), questions: relatedQuestionsSchema }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type QuickEvent = z.infer<typeof quickEventSchema>;
export type QuickEventType = QuickEvent['type'];
