import type { ResearchFailureReason } from '@pardus/protocol';

/** Why one page read failed; a subset of the protocol's research failure reasons. */
export type ReadFailureReason = Extract<
  ResearchFailureReason,
  | 'timeout'
  | 'blocked'
  | 'too_large'
  | 'http_status'
  | 'rate_limited'
  | 'not_text'
  | 'network'
  | 'invalid_response'
  | 'empty'
  | 'too_many_redirects'
  | 'invalid_url'
>;

/** Details a read failure may carry besides its reason. */
export interface ReadErrorDetails {
  /** HTTP status of the response that failed (http_status, rate_limited). */
  status?: number;
  /** How long the site asked us to wait (parsed Retry-After), in ms. */
  retryAfterMs?: number;
  /** What went wrong underneath (a socket error, a zlib error…). */
  cause?: unknown;
}

/**
 * The one error a page read fails with (aborts by the caller excepted: those reject with the
 * signal's reason). `retryable` is decided here, once, so the retry loop and the pipeline agree:
 * a site that is busy, throttling or unreachable may answer a second time; a refusal will not.
 */
export class ReadError extends Error {
  override readonly name = 'ReadError';
  readonly reason: ReadFailureReason;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly retryable: boolean;

  constructor(reason: ReadFailureReason, message: string, details: ReadErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.reason = reason;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
    this.retryable = isRetryable(reason, details.status);
  }
}

function isRetryable(reason: ReadFailureReason, status: number | undefined): boolean {
  if (reason === 'rate_limited' || reason === 'network') return true;
  return reason === 'http_status' && status !== undefined && status >= 500;
}
