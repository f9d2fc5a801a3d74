import type { ResearchFailureReason, ResearchFailureStage } from '@pardus/protocol';
import { SearchError } from '../../search/search-provider.js';

/** One failed search, page read or model call, as reported to the user and stored with the run. */
export interface ResearchFailure {
  stage: ResearchFailureStage;
  target: string;
  reason: ResearchFailureReason;
  status?: number;
  message: string;
}

/** Anything that failed with a research reason (the page reader's ReadError has this shape). */
interface ReasonedError {
  reason: ResearchFailureReason;
  status?: number;
  message: string;
}

function hasReason(error: unknown): error is ReasonedError {
  return error instanceof Error && 'reason' in error && typeof error.reason === 'string';
}

const PLAIN_WORDS: Record<ResearchFailureReason, string> = {
  timeout: 'timed out',
  blocked: 'was blocked for safety',
  too_large: 'was too large',
  http_status: 'answered an HTTP error',
  rate_limited: 'was rate limited',
  not_text: 'is not a readable page',
  network: 'could not be reached',
  invalid_response: 'sent an invalid response',
  empty: 'had no readable text',
  too_many_redirects: 'redirected too many times',
  invalid_url: 'has an address that cannot be read',
  over_budget: 'was skipped: the run reached its time or size limit',
};

/** Turns whatever a search or read threw into a reported failure (never the raw upstream body). */
export function describeFailure(
  stage: ResearchFailureStage,
  target: string,
  error: unknown,
): ResearchFailure {
  let reason: ResearchFailureReason = 'network';
  let status: number | undefined;
  if (error instanceof SearchError) {
    reason = error.reason;
    status = error.status;
  } else if (hasReason(error)) {
    reason = error.reason;
    status = error.status;
  } else if (
    error instanceof Error &&
    (error.name === 'TimeoutError' || /timed? ?out/i.test(error.message))
  ) {
    reason = 'timeout';
  }
  const what = stage === 'search' ? 'The search' : stage === 'read' ? 'The page' : 'The model call';
  const code = status !== undefined ? ` (HTTP ${status})` : '';
  return {
    stage,
    target,
    reason,
    ...(status !== undefined ? { status } : {}),
    message: `${what} ${PLAIN_WORDS[reason]}${code}.`,
  };
}

/** A failure for work the run's caps stopped before it started or finished. */
export function overBudget(stage: ResearchFailureStage, target: string): ResearchFailure {
  return {
    stage,
    target,
    reason: 'over_budget',
    message: `${stage === 'search' ? 'The search' : 'The page'} ${PLAIN_WORDS.over_budget}.`,
  };
}
