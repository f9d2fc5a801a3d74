import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
  role: 'user' | 'assistant' | 'search';
  content: string;
}

export type ResearchRunStatus = 'running' | 'done' | 'insufficient' | 'failed' | 'cancelled';

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
  stream_slots: StreamSlotsTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type LedgerRow = Selectable<TokenLedgerTable>;
