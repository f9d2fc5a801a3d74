import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  DocumentErrorCode,
  DocumentKind,
  DocumentStatus,
  ResearchRunStatus,
  SourceScope,
} from '@pardus/protocol';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: string;
  /** Google's stable subject id: users are keyed by it, never by email. */
  sub: string;
  email: string;
  name: string | null;
  picture: string | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

/** One row per started sign-in: binds state, PKCE verifier and nonce to the starting browser. */
export interface LoginTransactionsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  browser_hash: string;
  expires_at: Date;
}

/** One-time codes that carry a finished sign-in from the redirect to the page (hashes only). */
export interface HandoffCodesTable {
  code_hash: string;
  user_id: string;
  browser_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface TokenBalancesTable {
  user_id: string;
  remaining: number;
  /** UTC day (YYYY-MM-DD) the balance belongs to; an older day means a reset is due. */
  day: string;
}

export type LedgerKind = 'grant' | 'reset' | 'reserve' | 'settle' | 'refund';

export interface TokenLedgerTable {
  id: Generated<number>;
  user_id: string;
  request_id: string | null;
  kind: LedgerKind;
  delta: number;
  balance_after: number;
  created_at: CreatedAt;
}

/**
 * `conversations.search` and `messages.search` (migration 006) are generated tsvector columns: never
 * written, only matched in raw SQL (`conversation-search.ts`), so they are left out of these types.
 */
export interface ConversationsTable {
  id: string;
  user_id: string;
  title: string;
  created_at: CreatedAt;
  updated_at: Date;
}

export interface MessagesTable {
  conversation_id: string;
  position: number;
  role: 'user' | 'assistant' | 'search' | 'image' | 'related';
  content: string;
  /** The mode that produced an assistant message (014-answer-mode); null for the others and older answers. */
  mode: 'quick' | 'deep' | null;
}

export type { ResearchRunStatus };

export type CostState = 'reserved' | 'settled' | 'refunded';

/** One Deep research run; `stages` holds each stage's output by name (JSON). */
export interface ResearchRunsTable {
  id: string;
  user_id: string;
  question: string;
  status: ResearchRunStatus;
  title: string | null;
  stages: ColumnType<Record<string, unknown>, string | undefined, string>;
  report: string | null;
  created_at: CreatedAt;
  updated_at: Date;
  /** Where the server writes the finished report (null: not saved into a conversation). */
  conversation_id: string | null;
  /** The chat history the question was asked with (JSON). */
  history: ColumnType<unknown, string | undefined, string>;
  /** Last stage started, for operators. */
  stage: string | null;
  /** Worker holding the run; it must renew `lease_expires_at` by heartbeat or lose the run. */
  lease_owner: string | null;
  lease_expires_at: Date | null;
  heartbeat_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  cancel_requested: ColumnType<boolean, boolean | undefined, boolean>;
  /** True once any report text was streamed (decides settle vs refund). */
  delivered: ColumnType<boolean, boolean | undefined, boolean>;
  cost_state: ColumnType<CostState, CostState | undefined, CostState>;
  finished_at: Date | null;
  /** What the run searches (see 009-user-documents). */
  sources: ColumnType<SourceScope, SourceScope | undefined, SourceScope>;
  /** A Retry: the number of the conversation's answer the report replaces (see 013-retry-runs). */
  replaces_answer: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One stored stream event of a run; `seq` counts from 1 per run. */
export interface ResearchRunEventsTable {
  run_id: string;
  seq: number;
  type: string;
  payload: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** One open answer stream, shared by every instance (see 004-shared-limits). */
export interface StreamSlotsTable {
  id: string;
  user_id: string;
  /** Renewed while the stream runs; a slot whose instance died frees itself at this time. */
  expires_at: Date;
}

/** One fixed-window rate-limit counter. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: ColumnType<Date, Date | undefined, Date>;
}

/** What was left of today's budget when an account was deleted (see 006-conversation-search). */
export interface DeletedAccountBudgetsTable {
  /** SHA-256 of the identity provider's `sub`. */
  sub_hash: string;
  /** UTC day (YYYY-MM-DD) the remaining tokens belong to. */
  day: string;
  remaining: number;
}

/** A read-only link to one answer (see 007-shared-reports); `snapshot` is a SharedReport as JSON. */
export interface SharedReportsTable {
  id: string;
  user_id: string;
  conversation_id: string;
  answer_index: number;
  snapshot: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

/** A copy of one image of a shared report (010-saved-images), served at /api/shared/:id/images/:position. */
export interface SharedReportImagesTable {
  share_id: string;
  position: number;
  /** One of the proxy's raster types, from the bytes. */
  media_type: string;
  data: Buffer;
}

/** A user's uploaded document (see 009-user-documents); `status` moves queued → reading → indexed | failed. */
export interface DocumentsTable {
  id: string;
  user_id: string;
  name: string;
  size: ColumnType<string | number, number, number>;
  media_type: string;
  kind: DocumentKind;
  /** `uploading` until the whole original is stored; no read shows such a row. */
  status: DocumentStatus | 'uploading';
  pages: number | null;
  passages: ColumnType<number, number | undefined, number>;
  /** Words indexed over all passages (BM25's average passage length). */
  term_count: ColumnType<string | number, number | undefined, number>;
  error_code: DocumentErrorCode | null;
  error_message: string | null;
  /** Instance reading the document; another may take it over once `claimed_until` passes. */
  claimed_by: string | null;
  claimed_until: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  indexed_at: Date | null;
}

/** One chunk (≤ 1 MB) of a document's original, in upload order. */
export interface DocumentBlobsTable {
  document_id: string;
  seq: number;
  data: Uint8Array;
}

/**
 * One passage of a document's text: a PDF page (or part of one) or a section under a heading.
 * `search` (a generated tsvector) is matched in raw SQL only and so left out here.
 */
export interface DocumentPassagesTable {
  document_id: string;
  user_id: string;
  ordinal: number;
  page: number | null;
  heading: string | null;
  doc_name: string;
  text: string;
  term_count: number;
}

/** In how many of a user's indexed passages a word occurs (see 011-document-terms). */
export interface DocumentTermsTable {
  user_id: string;
  lexeme: string;
  passages: number;
}

/**
 * What a user's documents hold of their limits, uploads in flight included (see 016-document-quota):
 * reserved before bytes are stored, released when a document fails, is refused or is deleted.
 */
export interface DocumentUsageTable {
  user_id: string;
  bytes: ColumnType<string | number, number | undefined, number>;
  files: ColumnType<number, number | undefined, number>;
  /** When the reader last took one of the user's documents (see 017-fair-reading); null: never. */
  served_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A personal API key (see 018-api-keys): the SHA-256 of the key, never the key. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** The key's first characters: shown in lists, and what a presented key is looked up by. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  secret_hash: string;
  created_at: CreatedAt;
  /** Updated at most once a minute per key. */
  last_used_at: Date | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_transactions: LoginTransactionsTable;
  handoff_codes: HandoffCodesTable;
  token_balances: TokenBalancesTable;
  token_ledger: TokenLedgerTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  research_runs: ResearchRunsTable;
  research_run_events: ResearchRunEventsTable;
  stream_slots: StreamSlotsTable;
  rate_limits: RateLimitsTable;
  deleted_account_budgets: DeletedAccountBudgetsTable;
  shared_reports: SharedReportsTable;
  shared_report_images: SharedReportImagesTable;
  documents: DocumentsTable;
  document_blobs: DocumentBlobsTable;
  document_passages: DocumentPassagesTable;
  document_terms: DocumentTermsTable;
  document_usage: DocumentUsageTable;
  api_keys: ApiKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type LedgerRow = Selectable<TokenLedgerTable>;
