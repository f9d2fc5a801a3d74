import * as z from 'zod/mini';

/**
 * A user's own documents (uploads that Quick and Deep search and cite). Every route is the owner's
 * only: another user's id answers 404, like a missing one.
 *
 * Upload: `POST /api/documents` with the file's bytes as the raw body (not multipart, so it streams),
 * `Content-Type` the file's media type and `X-File-Name` its name, percent-encoded (encodeURIComponent).
 * Answers 202 `{ document }` in state `queued`; it is read in the background (`reading`) and ends
 * `indexed` or `failed` (with `error`; a failed document keeps no original and no passages).
 * Refused at once (4xx in the usual error shape, nothing stored): a name with path separators or
 * control characters (400 `bad_request`), an unsupported type or content that does not match it
 * (415 `unsupported_media_type`), a file or an account over its limit (413 `payload_too_large`).
 */
export const DOCUMENT_NAME_HEADER = 'X-File-Name';

/** What a document's text was read as. */
export const documentKindSchema = z.enum(['pdf', 'docx', 'html', 'markdown', 'text', 'csv']);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** queued → reading → indexed, or failed with a reason. */
export const documentStatusSchema = z.enum(['queued', 'reading', 'indexed', 'failed']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** Why a document could not be read; `message` is shown to the user as it is. */
export const documentErrorCodeSchema = z.enum([
  'encrypted',
  'corrupt',
  'empty',
  'no_text',
  'too_many_pages',
  'unpacks_too_large',
  'type_mismatch',
  'timeout',
  'internal',
]);
export type DocumentErrorCode = z.infer<typeof documentErrorCodeSchema>;

export const documentSchema = z.object({
  id: z.string(),
  /** The name as uploaded (no path, no control characters). */
  name: z.string(),
  /** Bytes of the original. */
  size: z.number(),
  media_type: z.string(),
  kind: documentKindSchema,
  status: documentStatusSchema,
  /** Pages of a PDF once read; null for other kinds and before reading. */
  pages: z.nullable(z.number()),
  /** Passages indexed (0 until indexed). */
  passages: z.number(),
  error: z.nullable(z.object({ code: documentErrorCodeSchema, message: z.string() })),
  created_at: z.string(),
  indexed_at: z.nullable(z.string()),
  /**
   * While `queued`: how many documents, of any user, will be read before this one (the reader
   * serves users in turn, so another user's backlog never puts a file far back); null otherwise.
   */
  ahead: z.nullable(z.number()),
});
export type UserDocument = z.infer<typeof documentSchema>;

/** The limits that apply to the caller's uploads (settings of the server). */
export const documentLimitsSchema = z.object({
  max_file_bytes: z.number(),
  max_pages: z.number(),
  max_total_bytes: z.number(),
  max_files: z.number(),
});
export type DocumentLimits = z.infer<typeof documentLimitsSchema>;

/** GET /api/documents: the caller's documents, newest first, with what they use of the limits. */
export const documentListSchema = z.object({
  documents: z.array(documentSchema),
  usage: z.object({ bytes: z.number(), files: z.number() }),
  limits: documentLimitsSchema,
  /** What the "web" source searches on this server: a web search API ("Web") or the offline library ("Library"). */
  web_label: z.enum(['Web', 'Library']),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** POST /api/documents answer (202). */
export const documentUploadResponseSchema = z.object({ document: documentSchema });

/** One passage of a document: a PDF's page (`page`) or a section under a heading (`heading`). */
export const documentPassageSchema = z.object({
  /** 1-based order within the document; `?passage=` of a citation link. */
  ordinal: z.number(),
  page: z.nullable(z.number()),
  heading: z.nullable(z.string()),
  text: z.string(),
});
export type DocumentPassage = z.infer<typeof documentPassageSchema>;

/** GET /api/documents/:id: the document and its extracted passages (the web viewer shows them). */
export const documentDetailSchema = z.object({
  document: documentSchema,
  passages: z.array(documentPassageSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** DELETE /api/documents/:id answer: the original, passages and index entries are gone. */
export const documentDeleteResponseSchema = z.object({ ok: z.literal(true) });

/**
 * What a question searches (`sources` of POST /api/quick and /api/spysearch): the web (or the
 * library when no web search is configured), the caller's documents, or both. Default `web`.
 */
export const sourceScopeSchema = z.enum(['web', 'documents', 'both']);
export type SourceScope = z.infer<typeof sourceScopeSchema>;

/** Where a document citation link points: `/documents/<id>?page=12` (PDF) or `?passage=3`. */
export const DOCUMENT_SITE_NAME = 'My documents';
