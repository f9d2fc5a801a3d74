import { describe, expect, it } from 'vitest';
import { ratioPhrase } from './ratio.js';

describe('ratioPhrase', () => {
  it('says how many times as much, rounded as a reader reads it', () => {
    expect(ratioPhrase(343, 150)).toBe(', about 2.3 times as much');
    expect(ratioPhrase(30_200, 15_700)).toBe(', about twice as much');
    expect(ratioPhrase(3, 1)).toBe(', about 3 times as much');
    expect(ratioPhrase(12_345, 1_000)).toBe(', about 12 times as much');
    // Past a hundred, the order of magnitude says it.
    expect(ratioPhrase(870, 1)).toBe(', over a hundred times as much');
    expect(ratioPhrase(66_918_000, 17)).toBe(', over a thousand times as much');
  });

  it('says nothing below half again as much, or of amounts that cannot be compared', () => {
    expect(ratioPhrase(140, 100)).toBe('');
    expect(ratioPhrase(5, 0)).toBe('');
    expect(ratioPhrase(5, -2)).toBe('');
  });
});
