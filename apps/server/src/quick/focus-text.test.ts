import { describe, expect, it } from 'vitest';
import { focusText } from './focus-text.js';

const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `Field ${i}: a long paragraph about agriculture and industry number ${i}.`,
  );

describe('focusText', () => {
  it('returns a short text whole', () => {
    expect(focusText('# Title\n\nShort text.', 'anything', 1000)).toBe('# Title\n\nShort text.');
  });

  it('keeps the opening, the headings and the paragraphs about the question, in order, within the budget', () => {
    const text = [
      '# Japan — Economy',
      'Economy - overview: Japan is a large economy.',
      ...filler(200),
      '## Money',
      'Exchange rates: yen (JPY) per US dollar - 105.94 (2014 est.)',
    ].join('\n\n');
    const focused = focusText(text, 'What currency does Japan use?', 2000);
    expect(focused.length).toBeLessThanOrEqual(2000);
    expect(focused.startsWith('# Japan — Economy\n\nEconomy - overview')).toBe(true);
    expect(focused).toContain('## Money\n\nExchange rates: yen');
    expect(text.indexOf('Exchange rates')).toBeGreaterThan(2000);
  });
});
