import * as z from 'zod/mini';
import { researchRunStatusSchema } from './research.js';
import { savedMessageSchema } from './conversations.js';
import { documentPassageSchema, documentSchema } from './documents.js';

/**
 * POST /api/me/delete: deletes the account and everything kept about it. The caller types their
 * email as the confirmation, so a stray request (or click) cannot erase an account.
 */
export const deleteAccountRequestSchema = z.strictObject({
  confirm_email: z.string().check(z.maxLength(320)),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export const deleteAccountResponseSchema = z.object({ ok: z.literal(true) });

const isoTime = z.string();

/** GET /api/me/export: everything the server keeps about the caller (no secrets, no hashes). */
export const accountExportSchema = z.object({
  exported_at: isoTime,
  user: z.object({
    id: z.string(),
    /** The identity provider's id for the account (Google's `sub`). */
    sub: z.string(),
    email: z.string(),
    name: z.nullable(z.string()),
    picture: z.nullable(z.string()),
    created_at: isoTime,
  }),
  conversations: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      created_at: isoTime,
      updated_at: isoTime,
      messages: z.array(savedMessageSchema),
    }),
  ),
  research_runs: z.array(
    z.object({
      id: z.string(),
      conversation_id: z.nullable(z.string()),
      question: z.string(),
      status: researchRunStatusSchema,
      title: z.nullable(z.string()),
      report: z.nullable(z.string()),
      /** The chat history the question was asked with. */
      history: z.unknown(),
      /** Each stage's output: plan, documents searched and read, sources, outline. */
      stages: z.record(z.string(), z.unknown()),
      created_at: isoTime,
      finished_at: z.nullable(isoTime),
      events: z.array(
        z.object({ seq: z.number(), type: z.string(), payload: z.unknown(), created_at: isoTime }),
      ),
    }),
  ),
  token_balance: z.nullable(z.object({ remaining: z.number(), day: z.string() })),
  token_ledger: z.array(
    z.object({
      kind: z.string(),
      delta: z.number(),
      balance_after: z.number(),
      request_id: z.nullable(z.string()),
      created_at: isoTime,
    }),
  ),
  /** Read-only links to answers (the id is the link's secret; `snapshot` is what the link shows). */
  shared_links: z.array(
    z.object({
      id: z.string(),
      conversation_id: z.string(),
      answer_index: z.number(),
      snapshot: z.unknown(),
      created_at: isoTime,
      revoked_at: z.nullable(isoTime),
    }),
  ),
  /**
   * The user's own documents with the text read from each (by page or heading). The originals are
   * not inlined (up to hundreds of MB): `download` is the API path that serves each one.
   */
  documents: z.array(
    z.extend(documentSchema, {
      download: z.string(),
      passages: z.array(documentPassageSchema),
    }),
  ),
  /** Personal API keys: their names and first characters, never the secret or its hash. */
  api_keys: z.array(
    z.object({
      name: z.string(),
      prefix: z.string(),
      created_at: isoTime,
      last_used_at: z.nullable(isoTime),
    }),
  ),
  /** Sign-in sessions (no token, no id: only when they began and end). */
  sessions: z.array(
    z.object({
      created_at: isoTime,
      expires_at: isoTime,
      revoked_at: z.nullable(isoTime),
      current: z.boolean(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
