import { describe, expect, it } from 'vitest';
import { readableGloss } from './gloss.js';

describe('readableGloss', () => {
  it.each([
    [
      "volcano (noun): a fissure in the earth's crust through which lava erupts.",
      "a volcano is a fissure in the earth's crust through which lava erupts.",
    ],
    ['elephant (noun): a five-toed pachyderm.', 'an elephant is a five-toed pachyderm.'],
    [
      'Japan (noun): a constitutional monarchy occupying the Japanese Archipelago.',
      'Japan is a constitutional monarchy occupying the Japanese Archipelago.',
    ],
    [
      'gregarious (adjective): temperamentally seeking and enjoying the company of others.',
      '“Gregarious” means temperamentally seeking and enjoying the company of others.',
    ],
    ['dog (noun): informal term for a man.', '“Dog” means informal term for a man.'],
    [
      'evaporation (noun): the process of becoming a vapor.',
      'evaporation is the process of becoming a vapor.',
    ],
    [
      'Mount St. Helens (noun): an active volcano in Washington.',
      'Mount St. Helens is an active volcano in Washington.',
    ],
    ['erupt (verb): start abruptly.', '“Erupt” means start abruptly.'],
    [
      'James Watson (noun): United States geneticist who helped discover the structure of DNA (born in 1928).',
      'James Watson is a United States geneticist who helped discover the structure of DNA (born in 1928).',
    ],
    [
      'Alpine glacier (noun): a glacier that moves down from a high valley.',
      'an Alpine glacier is a glacier that moves down from a high valley.',
    ],
    ['Jane Doe (noun): British novelist (1990-).', 'Jane Doe is a British novelist (1990-).'],
    [
      'Francis Crick (noun): English biochemist who helped discover the helical structure of DNA (1916-2004).',
      'Francis Crick was an English biochemist who helped discover the helical structure of DNA (1916-2004).',
    ],
    [
      'Melvin Calvin (noun): United States chemist noted for discovering reactions in photosynthesis (1911-).',
      'Melvin Calvin was a United States chemist noted for discovering reactions in photosynthesis (1911-).',
    ],
  ])('%s', (gloss, sentence) => {
    expect(readableGloss(gloss)).toBe(sentence);
  });

  it('leaves other sentences alone', () => {
    expect(readableGloss('Climate: tropical; hot, humid.')).toBe('Climate: tropical; hot, humid.');
    expect(readableGloss('A volcano is an opening.')).toBe('A volcano is an opening.');
  });
});
