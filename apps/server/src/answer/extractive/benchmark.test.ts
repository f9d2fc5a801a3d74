import { describe, expect, it } from 'vitest';
import { benchmarkExtractive, syntheticSources } from './benchmark.js';
import { extractAnswer } from './extractive-engine.js';

describe('benchmarkExtractive', () => {
  it('answers from ten 20k-character sources in milliseconds', () => {
    const result = benchmarkExtractive({ runs: 5 });
    expect(result).toMatchObject({ sources: 10, charsPerSource: 20_000, runs: 5 });
    expect(result.p50Ms).toBeGreaterThan(0);
    // Typically ~15 ms; the bound only catches pathological regressions (e.g. quadratic regexes) on busy CI.
    expect(result.p50Ms).toBeLessThan(250);
  });

  it('benchmarks real work: the synthetic sources produce a cited answer', () => {
    const sources = syntheticSources(3, 5_000);
    expect(sources.every((s) => s.text.length === 5_000)).toBe(true);
    expect(extractAnswer('railway bridge harbour', [], sources).join('')).toMatch(/\[[1-3]\]/u);
  });
});
