import { describe, expect, it } from 'vitest';
import type { ResearchFailure } from '../types';
import { failureReasonText, failureSummary } from './failure-text';

const failure = (stage: ResearchFailure['stage'], extra: Partial<ResearchFailure> = {}): ResearchFailure => ({
  stage,
  target: 'x',
  reason: 'timeout',
  message: 'x',
  ...extra,
});

describe('failureSummary', () => {
  it.each([
    [[], ''],
    [[failure('search')], '1 search failed'],
    [[failure('read')], '1 page could not be read'],
    [[failure('search'), failure('search'), failure('read'), failure('read'), failure('read')], '2 searches failed and 3 pages could not be read'],
    [[failure('read'), failure('read')], '2 pages could not be read'],
    [[failure('plan'), failure('search'), failure('write'), failure('write')], '1 search, 1 planning step and 2 writing steps failed'],
  ])('%# → %j', (failures, text) => {
    expect(failureSummary(failures)).toBe(text);
  });
});

describe('failureReasonText', () => {
  it.each([
    [{ reason: 'timeout' }, 'timed out'],
    [{ reason: 'blocked' }, 'blocked for safety'],
    [{ reason: 'too_large' }, 'too large'],
    [{ reason: 'http_status', status: 404 }, 'HTTP 404'],
    [{ reason: 'http_status' }, 'HTTP error'],
    [{ reason: 'rate_limited', status: 429 }, 'rate limited'],
    [{ reason: 'not_text' }, 'not a readable page'],
    [{ reason: 'network' }, 'could not connect'],
    [{ reason: 'over_budget' }, 'skipped, over the research budget'],
  ] as const)('%j → %s', (failure, text) => {
    expect(failureReasonText(failure)).toBe(text);
  });
});
