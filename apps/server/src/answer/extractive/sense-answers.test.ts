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

describe('a sense asked by its kind ("X, the animal")', () => {
  const MOLE = source(
    1,
    'mole',
    [
      'mole (noun): the molecular weight of a substance expressed in grams.',
      'mole (noun): a spy who works against enemy espionage.',
      'mole (noun): small velvety-furred burrowing mammal having small eyes and fossorial forefeet.',
    ].join('\n\n'),
  );
  /** The dictionary's kinds of each sense, as the lexicon gives them. */
  const KINDS: Record<string, string[]> = {
    'a spy who works against enemy espionage': ['secret agent', 'person', 'organism', 'animate thing'],
    'small velvety-furred burrowing mammal having small eyes and fossorial forefeet': [
      'insectivore',
      'mammal',
      'animal',
    ],
  };
  const kinds = (_headword: string, definition: string) =>
    new Set(KINDS[definition.replace(/\.$/u, '')] ?? []);

  it('answers with the sense whose kinds name the qualifier, though its gloss does not', () => {
    const answer = extractAnswer('What is a mole, the animal?', [], [MOLE], undefined, { kinds }).join('');
    expect(answer).toContain('burrowing mammal');
    expect(answer).not.toMatch(/molecular weight|spy/u);
  });

  it('matches a kind by its head noun: a person is an "animate thing" and a pelt an "animal skin", not animals', () => {
    const person = { 'a spy who works against enemy espionage': ['animate thing', 'animal skin'] };
    const only = (_h: string, d: string) =>
      new Set(person[d.replace(/\.$/u, '') as keyof typeof person] ?? []);
    const answer = extractAnswer('What is a mole, the animal?', [], [MOLE], undefined, { kinds: only }).join(
      '',
    );
    expect(answer).not.toContain('spy');
  });
});
