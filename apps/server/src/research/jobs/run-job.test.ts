import { expect, it } from 'vitest';
import { DEFAULT_RESEARCH_LIMITS } from '../research-limits.js';
import { remainingLimits } from './run-job.js';

const cap = DEFAULT_RESEARCH_LIMITS.timeCapMs;

it('counts the time cap from the run’s creation, leaving a resumed run a quarter of it at least', () => {
  expect(remainingLimits(DEFAULT_RESEARCH_LIMITS, new Date()).timeCapMs).toBeGreaterThan(cap * 0.99);
  const halfway = new Date(Date.now() - cap / 2);
  expect(remainingLimits(DEFAULT_RESEARCH_LIMITS, halfway).timeCapMs).toBeLessThanOrEqual(cap / 2 + 50);
  expect(remainingLimits(DEFAULT_RESEARCH_LIMITS, halfway).timeCapMs).toBeGreaterThan(cap / 2 - 1_000);
  const longAgo = new Date(Date.now() - 10 * cap);
  expect(remainingLimits(DEFAULT_RESEARCH_LIMITS, longAgo).timeCapMs).toBe(cap * 0.25);
});
