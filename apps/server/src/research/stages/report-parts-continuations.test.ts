import { describe, expect, it } from 'vitest';
import { splitPassages } from '../evidence/passages.js';
import { withContinuations } from './report-parts.js';

describe('withContinuations', () => {
  it('keeps the passages that go on with a key paragraph, not the next field', () => {
    const background = `Background: ${'Indigenous groups lived here for thousands of years before the Spanish arrived. '.repeat(2)}`;
    const text = [
      background,
      'Economic reforms maintained since the 1980s contributed to steady growth and reduced poverty by half.',
      'Legislative branch: a bicameral National Congress of a Senate and a Chamber of Deputies, elected for four and eight years.',
    ].join('\n\n');
    const passages = splitPassages(2, text, { maxChars: 200, maxPassages: 10 });
    expect(passages.length).toBeGreaterThanOrEqual(3);
    const key = passages.filter((p) => p.text.startsWith('Background: '));
    const kept = withContinuations(passages, key).map((p) => p.text);
    expect(kept.some((t) => t.includes('Economic reforms'))).toBe(true);
    expect(kept.some((t) => t.startsWith('Legislative branch'))).toBe(false);
  });
});
