import {
  accountExportSchema,
  conversationSearchQuerySchema,
  conversationTitlesResponseSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  deleteConversationRequestSchema,
  deleteConversationResponseSchema,
  documentDeleteResponseSchema,
  documentDetailSchema,
  documentListSchema,
  documentUploadResponseSchema,
  errorBodySchema,
  exchangeCodeRequestSchema,
  exchangeCodeResponseSchema,
  getMessagesRequestSchema,
  getMessagesResponseSchema,
  googleLoginResponseSchema,
  insertMessagesRequestSchema,
  insertMessagesResponseSchema,
  createShareRequestSchema,
  revokeShareRequestSchema,
  revokeShareResponseSchema,
  setupSchema,
  sharedReportSchema,
  shareListSchema,
  shareSummarySchema,
  logoutResponseSchema,
  quickEventSchema,
  quickRequestSchema,
  renameConversationRequestSchema,
  renameConversationResponseSchema,
  researchCancelResponseSchema,
  researchEventSchema,
  researchRequestSchema,
  researchRunListSchema,
  tokenStatusSchema,
  verifyResponseSchema,
} from '@pardus/protocol';
import { z } from 'zod';

/** One HTTP operation as the API reference describes it; schemas are the protocol's own. */
export interface Operation {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI path syntax (`{id}`). */
  path: string;
  summary: string;
  tag:
    | 'health'
    | 'auth'
    | 'tokens'
    | 'answers'
    | 'conversations'
    | 'documents'
    | 'account'
    | 'shares'
    | 'library'
    | 'images'
    | 'meta';
  signedIn: boolean;
  /** Needs a browser session: an API key is refused (403). */
  sessionOnly?: true;
  request?: z.core.$ZodType;
  /** A raw file as the body (any media type), its name in the X-File-Name header. */
  upload?: true;
  /** Query-string parameters, one per key of the object. */
  query?: z.core.$ZodObject;
  /** The 2xx answer: a JSON body, an NDJSON stream of the given line schema, a redirect or a page. */
  response:
    | { kind: 'json'; schema: z.core.$ZodType; status?: 201 | 202 }
    | { kind: 'file'; note: string }
    | { kind: 'ndjson'; line: z.core.$ZodType; note: string }
    | { kind: 'redirect'; note: string }
    | { kind: 'html'; note: string };
}

const health = z.object({ status: z.enum(['ok', 'ready', 'starting', 'loading', 'unavailable']) });
const READINESS =
  'Readiness: 200 once the server has started, its database answers and the library (index and ' +
  'places) is loaded; 503 with `starting`, `loading` or `unavailable` before. Questions asked ' +
  'before then wait for it.';

/** Every operation the server mounts (a test checks both directions against the real app). */
export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/health',
    tag: 'health',
    signedIn: false,
    summary: 'Liveness: the process answers.',
    response: { kind: 'json', schema: health },
  },
  {
    method: 'get',
    path: '/ready',
    tag: 'health',
    signedIn: false,
    summary: READINESS,
    response: { kind: 'json', schema: health },
  },
  {
    method: 'get',
    path: '/health/ready',
    tag: 'health',
    signedIn: false,
    summary: `${READINESS} The same as /ready.`,
    response: { kind: 'json', schema: health },
  },
  {
    method: 'get',
    path: '/api/google/login',
    tag: 'auth',
    signedIn: false,
    summary:
      "Starts a sign-in: the identity provider URL to open, and a browser-binding cookie. Asked on another loopback name than PUBLIC_URL's (127.0.0.1 for localhost), the URL is /api/google/start on PUBLIC_URL's origin instead, and no cookie is set.",
    response: { kind: 'json', schema: googleLoginResponseSchema },
  },
  {
    method: 'get',
    path: '/api/google/start',
    tag: 'auth',
    signedIn: false,
    summary:
      "Starts a sign-in as a navigation: sets the browser-binding cookie and redirects to the identity provider; on another loopback name than PUBLIC_URL's, redirects to the same path there first.",
    response: {
      kind: 'redirect',
      note: "302 to the identity provider, or to PUBLIC_URL's /api/google/start",
    },
  },
  {
    method: 'get',
    path: '/api/auth/google/callback',
    tag: 'auth',
    signedIn: false,
    summary:
      'OpenID Connect redirect URI: validates the answer and redirects to the web app with a one-time code in the URL fragment.',
    response: {
      kind: 'redirect',
      note: '302 to /auth/callback?login=success#code=… or ?login=error&message=<reason>',
    },
  },
  {
    method: 'post',
    path: '/api/google/exchange-code',
    tag: 'auth',
    signedIn: false,
    summary: 'Trades the one-time code (60 s, same browser) for a session token.',
    request: exchangeCodeRequestSchema,
    response: { kind: 'json', schema: exchangeCodeResponseSchema },
  },
  {
    method: 'get',
    path: '/api/verify',
    tag: 'auth',
    signedIn: true,
    summary: 'The signed-in user.',
    response: { kind: 'json', schema: verifyResponseSchema },
  },
  {
    method: 'post',
    path: '/api/logout',
    tag: 'auth',
    signedIn: true,
    sessionOnly: true,
    summary: 'Revokes the session server-side.',
    response: { kind: 'json', schema: logoutResponseSchema },
  },
  {
    method: 'get',
    path: '/api/tokens/status',
    tag: 'tokens',
    signedIn: true,
    summary: 'Tokens left today (resets at 00:00 UTC).',
    response: { kind: 'json', schema: tokenStatusSchema },
  },
  {
    method: 'post',
    path: '/api/quick',
    tag: 'answers',
    signedIn: true,
    summary: 'A Quick answer (1 token): sources, then the answer text, then done or error.',
    request: quickRequestSchema,
    response: { kind: 'ndjson', line: quickEventSchema, note: 'One JSON event per line.' },
  },
  {
    method: 'post',
    path: '/api/spysearch',
    tag: 'answers',
    signedIn: true,
    summary: 'A Deep research report (5 tokens) with live progress.',
    request: researchRequestSchema,
    response: {
      kind: 'ndjson',
      line: researchEventSchema,
      note: 'One JSON event per line (optionally prefixed `data: `), ending with a `[DONE]` line.',
    },
  },
  {
    method: 'get',
    path: '/api/research',
    tag: 'answers',
    signedIn: true,
    summary: "The caller's unfinished Deep runs (`?conversation_id=` narrows them to one conversation).",
    response: { kind: 'json', schema: researchRunListSchema },
  },
  {
    method: 'get',
    path: '/api/research/{id}/events',
    tag: 'answers',
    signedIn: true,
    summary:
      'A Deep run as it goes: the stored events after `?after=<seq>`, then new ones live (any instance).',
    response: {
      kind: 'ndjson',
      line: researchEventSchema,
      note: 'The same events as /api/spysearch, ending with a `[DONE]` line once the run has ended.',
    },
  },
  {
    method: 'post',
    path: '/api/research/{id}/cancel',
    tag: 'answers',
    signedIn: true,
    summary: 'Stops a Deep run: a partial report stays (charged), nothing written is refunded.',
    response: { kind: 'json', schema: researchCancelResponseSchema },
  },
  {
    method: 'get',
    path: '/api/msgs/title',
    tag: 'conversations',
    signedIn: true,
    summary: 'Saved conversations, newest first.',
    response: { kind: 'json', schema: conversationTitlesResponseSchema },
  },
  {
    method: 'post',
    path: '/api/msgs/get',
    tag: 'conversations',
    signedIn: true,
    summary: 'The messages of one saved conversation.',
    request: getMessagesRequestSchema,
    response: { kind: 'json', schema: getMessagesResponseSchema },
  },
  {
    method: 'post',
    path: '/api/msgs/insert',
    tag: 'conversations',
    signedIn: true,
    summary: 'Saves a conversation (`id: "new_message"` creates one).',
    request: insertMessagesRequestSchema,
    response: { kind: 'json', schema: insertMessagesResponseSchema },
  },
  {
    method: 'post',
    path: '/api/shares',
    tag: 'shares',
    signedIn: true,
    sessionOnly: true,
    summary:
      'Makes a read-only link to one answer of your conversation (a snapshot of it now); 20 a minute per user (429).',
    request: createShareRequestSchema,
    response: { kind: 'json', schema: shareSummarySchema, status: 201 },
  },
  {
    method: 'get',
    path: '/api/shares',
    tag: 'shares',
    signedIn: true,
    sessionOnly: true,
    summary: 'Your live share links, newest first.',
    response: { kind: 'json', schema: shareListSchema },
  },
  {
    method: 'post',
    path: '/api/shares/revoke',
    tag: 'shares',
    signedIn: true,
    sessionOnly: true,
    summary: 'Revokes one of your share links: it answers 404 from then on.',
    request: revokeShareRequestSchema,
    response: { kind: 'json', schema: revokeShareResponseSchema },
  },
  {
    method: 'get',
    path: '/api/shared/{id}',
    tag: 'shares',
    signedIn: false,
    summary:
      'A shared report by link id, for anyone with the link (404 when unknown or revoked; `X-Robots-Tag: noindex`).',
    response: { kind: 'json', schema: sharedReportSchema },
  },
  {
    method: 'get',
    path: '/api/shared/{id}/images/{n}',
    tag: 'shares',
    signedIn: false,
    summary:
      'Image number `n` of a shared report: the copy kept with the link when it was made (404 when the link is unknown or revoked).',
    response: { kind: 'file', note: 'A PNG, JPEG, GIF, WebP or AVIF image; `Cache-Control: no-store`.' },
  },
  {
    method: 'get',
    path: '/api/images/{token}',
    tag: 'images',
    signedIn: false,
    summary:
      'The image proxy: the outside image behind a link the server handed out in image results (`imageUrl`/`thumbnailUrl`), for the signed-in session it was made for. No bearer token (an <img> load sends none): the link names its session, which must still be signed in (401 otherwise); any other token is a 404; an image that is broken, too large (IMAGE_MAX_BYTES), too slow (IMAGE_TIMEOUT_MS), not a raster image (SVG included) or on a private address is a 502.',
    response: {
      kind: 'file',
      note: "A PNG, JPEG, GIF, WebP or AVIF image, its type read from its bytes; `Cache-Control: private`, `Content-Security-Policy: default-src 'none'`.",
    },
  },
  {
    method: 'get',
    path: '/api/msgs/search',
    tag: 'conversations',
    signedIn: true,
    summary:
      'Saved conversations whose title or messages contain every word of `q` (as a word start: "volc" finds "volcano"), newest first, at most 100.',
    query: conversationSearchQuerySchema,
    response: { kind: 'json', schema: conversationTitlesResponseSchema },
  },
  {
    method: 'post',
    path: '/api/msgs/rename',
    tag: 'conversations',
    signedIn: true,
    summary: 'Renames a saved conversation (1–200 characters, one line); its place in the list stays.',
    request: renameConversationRequestSchema,
    response: { kind: 'json', schema: renameConversationResponseSchema },
  },
  {
    method: 'post',
    path: '/api/msgs/delete',
    tag: 'conversations',
    signedIn: true,
    summary:
      'Deletes a saved conversation with its messages, sources and Deep research runs (a running run is stopped; its tokens are refunded unless report text was shown).',
    request: deleteConversationRequestSchema,
    response: { kind: 'json', schema: deleteConversationResponseSchema },
  },
  {
    method: 'get',
    path: '/api/me/export',
    tag: 'account',
    signedIn: true,
    sessionOnly: true,
    summary:
      'Everything kept about the caller as a JSON download: profile, conversations, Deep runs with their events, tokens and ledger, sessions (no secrets).',
    response: { kind: 'json', schema: accountExportSchema },
  },
  {
    method: 'post',
    path: '/api/me/delete',
    tag: 'account',
    signedIn: true,
    sessionOnly: true,
    summary:
      "Deletes the caller's account and all its data, signing out every session at once; `confirm_email` must be the account's email.",
    request: deleteAccountRequestSchema,
    response: { kind: 'json', schema: deleteAccountResponseSchema },
  },
  {
    method: 'get',
    path: '/api/documents',
    tag: 'documents',
    signedIn: true,
    summary:
      "The caller's own documents, newest first (queued, reading, indexed or failed with the reason), what they use and the limits.",
    response: { kind: 'json', schema: documentListSchema },
  },
  {
    method: 'post',
    path: '/api/documents',
    tag: 'documents',
    signedIn: true,
    summary:
      'Uploads a document (PDF, DOCX, HTML, Markdown, text or CSV): the raw file as the body, streamed. It is read in the background; poll the list until it is indexed or failed.',
    upload: true,
    response: { kind: 'json', schema: documentUploadResponseSchema, status: 202 },
  },
  {
    method: 'get',
    path: '/api/documents/{id}',
    tag: 'documents',
    signedIn: true,
    summary: "One of the caller's documents with the text read from it, by page (PDF) or heading.",
    response: { kind: 'json', schema: documentDetailSchema },
  },
  {
    method: 'get',
    path: '/api/documents/{id}/file',
    tag: 'documents',
    signedIn: true,
    summary:
      'The original file, to its owner only (a PDF inline, other kinds as a download; nothing in it can run).',
    response: { kind: 'file', note: 'The file as uploaded.' },
  },
  {
    method: 'delete',
    path: '/api/documents/{id}',
    tag: 'documents',
    signedIn: true,
    summary: 'Deletes a document: its original, its text and its index entries, at once.',
    response: { kind: 'json', schema: documentDeleteResponseSchema },
  },
  {
    method: 'get',
    path: '/library/{id}',
    tag: 'library',
    signedIn: false,
    summary: 'One library document as a readable page (with the library search provider).',
    response: { kind: 'html', note: 'An HTML page.' },
  },
  {
    method: 'get',
    path: '/api/setup',
    tag: 'meta',
    signedIn: false,
    summary:
      "Where answers come from: the offline library's collections (with their editions) or the web search provider, and the language model or none. Names only, no addresses or keys.",
    response: { kind: 'json', schema: setupSchema },
  },
  {
    method: 'get',
    path: '/readme',
    tag: 'meta',
    signedIn: false,
    summary: "The repository's README as a page, its headings anchored as GitHub anchors them.",
    response: { kind: 'html', note: 'An HTML page; 404 when the install has no README.' },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'meta',
    signedIn: false,
    summary: 'This API description (OpenAPI 3.1).',
    response: { kind: 'json', schema: z.record(z.string(), z.unknown()) },
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'meta',
    signedIn: false,
    summary: 'This API reference as a page (works offline).',
    response: { kind: 'html', note: 'An HTML page.' },
  },
];

export const ERROR_BODY = errorBodySchema;
