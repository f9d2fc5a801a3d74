import { describe, expect, it } from 'vitest';
import { citedPassages } from './cited-passages.js';

const sources = [
  {
    n: 1,
    url: 'u1',
    title: 'Kenya — Government',
    text: '# Kenya — Government\n\nCountry name — conventional long form: Republic of Kenya\n\nCapital — name: Nairobi\n\nCapital — geographic coordinates: 1 17 S, 36 49 E',
  },
  { n: 2, url: 'u2', title: 'Other', text: 'Nothing here is about the question at all, only weather.' },
  {
    n: 3,
    url: 'u3',
    title: 'Nairobi',
    text: 'Nairobi (noun): the capital and largest city of Kenya; a center for tourist safaris.',
  },
];

describe('citedPassages', () => {
  it('gives each cited source the passage its first citation draws on', () => {
    const answer =
      'Capital of Kenya: Nairobi [1].\n\nNairobi is the capital and largest city of Kenya [3]. Something else [2].';
    expect(citedPassages(answer, sources)).toEqual([
      { n: 1, summary: 'Capital — name: Nairobi' },
      {
        n: 3,
        summary: 'Nairobi (noun): the capital and largest city of Kenya; a center for tourist safaris.',
      },
    ]);
  });

  it('leaves out sources that are not cited or whose text shares too little with the sentence', () => {
    expect(citedPassages('No citations here.', sources)).toEqual([]);
    expect(citedPassages('An unrelated claim about volcanoes [2].', sources)).toEqual([]);
  });
});
