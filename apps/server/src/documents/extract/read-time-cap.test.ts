import { describe, expect, it } from 'vitest';
import { readTimeCapMs } from './read-time-cap.js';

const MB = 1024 * 1024;
const cap = { maxMs: 60_000, baseMs: 15_000, perMbMs: 4_000 };

describe('the time cap of reading one file', () => {
  it('gives a small file little more than the base, not the whole cap', () => {
    expect(readTimeCapMs(1_024, 'text', cap)).toBe(15_004);
    // The 1.1 MB HTML files of issue 35 each held the reader for the whole 60 s.
    expect(readTimeCapMs(1.1 * MB, 'html', cap)).toBe(19_400);
  });

  it('grows with the size, up to the cap and never past it', () => {
    expect(readTimeCapMs(5 * MB, 'markdown', cap)).toBe(35_000);
    expect(readTimeCapMs(24 * MB, 'text', cap)).toBe(60_000);
  });

  it('counts compressed formats by what they hold, not their size on disk', () => {
    expect(readTimeCapMs(0.5 * MB, 'pdf', cap)).toBe(35_000);
    expect(readTimeCapMs(0.5 * MB, 'docx', cap)).toBe(35_000);
    expect(readTimeCapMs(0.5 * MB, 'csv', cap)).toBe(17_000);
    expect(readTimeCapMs(2 * MB, 'pdf', cap)).toBe(60_000);
  });
});
