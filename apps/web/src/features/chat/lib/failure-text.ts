import type { ResearchFailureReason, ResearchFailureStage } from '@pardus/protocol';
import type { ResearchFailure } from '../types';

/** Plain words for each failure reason; a Record so a new reason must be worded here. */
const REASON_TEXT: Record<ResearchFailureReason, string> = {
  timeout: 'timed out',
  blocked: 'blocked for safety',
  too_large: 'too large',
  http_status: 'HTTP error',
  rate_limited: 'rate limited',
  not_text: 'not a readable page',
  network: 'could not connect',
  invalid_response: 'unreadable answer',
  empty: 'nothing found',
  too_many_redirects: 'too many redirects',
  invalid_url: 'not a valid address',
  over_budget: 'skipped, over the research budget',
};

/** What failed, as shown before the target in the failure list. */
export const STAGE_TEXT: Record<ResearchFailureStage, string> = {
  plan: 'Planning',
  search: 'Search',
  read: 'Page',
  write: 'Writing',
};

/** Why one search or page read failed, in plain words ("HTTP 404", "timed out"). */
export function failureReasonText({ reason, status }: Pick<ResearchFailure, 'reason' | 'status'>): string {
  if (reason === 'http_status' && status !== undefined) return `HTTP ${status}`;
  return REASON_TEXT[reason];
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/**
 * One line summing up what failed, e.g. "2 searches failed and 3 pages could not be read";
 * '' when nothing failed.
 */
export function failureSummary(failures: readonly ResearchFailure[]): string {
  const of = (stage: ResearchFailureStage) => failures.filter((f) => f.stage === stage).length;
  const failed = [
    of('search') > 0 ? count(of('search'), 'search', 'searches') : '',
    of('plan') > 0 ? count(of('plan'), 'planning step', 'planning steps') : '',
    of('write') > 0 ? count(of('write'), 'writing step', 'writing steps') : '',
  ].filter((part) => part !== '');
  const pages = of('read');
  const clauses = [
    failed.length > 0 ? `${joinAnd(failed)} failed` : '',
    pages > 0 ? `${count(pages, 'page', 'pages')} could not be read` : '',
  ].filter((clause) => clause !== '');
  return clauses.join(' and ');
}
