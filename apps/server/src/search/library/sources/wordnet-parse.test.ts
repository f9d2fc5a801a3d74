import { describe, expect, it } from 'vitest';
import { parseDataFile, parseIndexFile, splitGloss } from './wordnet-parse.js';

const DATA = [
  '  1 This software and database is being provided to you, the LICENSEE, by Princeton University',
  '09493680 17 n 02 volcano 0 vent 0 002 @ 09305479 n 0000 ~ 09306657 n 0000 | a fissure in the earth\'s crust through which molten lava erupts; "the volcano erupted"',
  '00011093 00 a 02 good(a) 0 Good(p) 1 000 | having desirable qualities',
].join('\n');

describe('WordNet parsing', () => {
  it('splits a gloss into definitions and quoted examples', () => {
    expect(splitGloss('a fissure; a vent; "it erupted"; "again"')).toEqual({
      definitions: ['a fissure', 'a vent'],
      examples: ['it erupted', 'again'],
    });
  });

  it("quotes a title WordNet writes `like this' as a reader expects", () => {
    expect(splitGloss("a poem later entitled `The Star-Spangled Banner' (1779-1843)").definitions).toEqual([
      'a poem later entitled “The Star-Spangled Banner” (1779-1843)',
    ]);
  });

  it('parses synsets by offset, skipping license lines, markers and duplicate words', () => {
    const synsets = parseDataFile(DATA);
    expect([...synsets.keys()]).toEqual([9493680, 11093]);
    expect(synsets.get(9493680)).toEqual({
      words: ['volcano', 'vent'],
      definitions: ["a fissure in the earth's crust through which molten lava erupts"],
      examples: ['the volcano erupted'],
    });
    expect(synsets.get(11093)!.words).toEqual(['good']);
  });

  it('parses the index: lemma → synset offsets in sense order', () => {
    const index = '  1 license\nvolcano n 2 5 @ ~ %p + - 2 1 09493680 09495727  \n';
    expect(parseIndexFile(index)).toEqual(new Map([['volcano', [9493680, 9495727]]]));
  });
});
