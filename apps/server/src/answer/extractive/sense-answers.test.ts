import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { extractAnswer } from './extractive-engine.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `https://example.org/${n}`,
  title,
  text,
});

/** WordNet as the library serves it: one paragraph per sense, its usage examples after its gloss. */
const BANK = source(
  1,
  'bank',
  [
    'bank (noun): sloping land (especially the slope beside a body of water). Example: "they pulled the canoe up on the bank". Example: "he sat on the bank of the river and watched the currents".',
    'bank (noun): a financial institution that accepts deposits and channels the money into lending activities. Example: "he cashed a check at the bank".',
  ].join('\n\n'),
);
const WEST_BANK = source(
  2,
  'West Bank',
  'West Bank (noun): an area between Israel and Jordan on the west bank of the Jordan river; populated largely by Palestinians.',
);

describe('a sense question ("X as in Y")', () => {
  it('answers with the sense whose usage examples name the qualifier, not a namesake that does', () => {
    const answer = extractAnswer('bank as in the bank of a river', [], [BANK, WEST_BANK]).join('');
    expect(answer).toMatch(/^“Bank” means sloping land/u);
    expect(answer).not.toMatch(/West Bank|financial institution/u);
  });
});
