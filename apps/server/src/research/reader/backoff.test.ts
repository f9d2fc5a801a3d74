import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff.js';

describe('backoffDelayMs', () => {
  it('honours Retry-After exactly', () => {
    expect(backoffDelayMs(0, 1500, () => 0.9)).toBe(1500);
    expect(backoffDelayMs(3, 0, () => 0.9)).toBe(0);
  });

  it('doubles per attempt, with jitter of up to one step', () => {
    expect(backoffDelayMs(0, undefined, () => 0)).toBe(250);
    expect(backoffDelayMs(0, undefined, () => 0.999)).toBe(500);
    expect(backoffDelayMs(2, undefined, () => 0)).toBe(1000);
    expect(backoffDelayMs(2, undefined, () => 0.5)).toBe(1500);
  });
});
