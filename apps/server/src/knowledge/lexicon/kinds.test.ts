import { describe, expect, it } from 'vitest';
import { createLexicon, loadLexicon, parseNounSenses } from './kinds.js';

/** Lines as `data.noun` writes them: offset, file, type, word count (hex), words, pointers, gloss. */
const DATA = [
  '00000010 05 n 01 animal 0 000 | a living organism characterized by voluntary movement',
  '00000020 05 n 01 reptile 0 001 @ 00000010 n 0000 | any cold-blooded vertebrate of the class Reptilia',
  '00000030 05 n 01 snake 0 001 @ 00000020 n 0000 | limbless scaly elongate reptile',
  '00000040 05 n 01 boa 0 001 @ 00000030 n 0000 | any of several chiefly tropical constrictors',
  '00000050 05 n 01 python 0 001 @ 00000040 n 0000 | large Old World boas',
  '00000060 18 n 01 python 1 000 | a soothsaying spirit or a person who is possessed by such a spirit',
];

describe('lexicon: the kinds of a noun sense', () => {
  const lexicon = createLexicon(parseNounSenses(DATA));

  it('gives every kind above the sense the definition names, and none of another sense', () => {
    expect([...lexicon.kindsOf('python', 'large Old World boas.')]).toEqual([
      'boa',
      'snake',
      'reptile',
      'animal',
    ]);
    expect(
      lexicon.kindsOf('Python', 'a soothsaying spirit or a person who is possessed by such a spirit').size,
    ).toBe(0);
    expect(lexicon.kindsOf('python', 'a kind of pastry').size).toBe(0);
  });

  it('reads the installed WordNet: a mole, the burrowing one, is an animal', async () => {
    const installed = await loadLexicon();
    expect(
      installed?.kindsOf(
        'mole',
        'small velvety-furred burrowing mammal having small eyes and fossorial forefeet',
      ),
    ).toContain('animal');
    expect(installed?.kindsOf('mole', 'spicy sauce often containing chocolate')).not.toContain('animal');
  });
});
