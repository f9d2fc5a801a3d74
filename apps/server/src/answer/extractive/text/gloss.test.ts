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
  ])('%s', (gloss, sentence) => {
    expect(readableGloss(gloss)).toBe(sentence);
  });

  it('leaves other sentences alone', () => {
    expect(readableGloss('Climate: tropical; hot, humid.')).toBe('Climate: tropical; hot, humid.');
    expect(readableGloss('A volcano is an opening.')).toBe('A volcano is an opening.');
  });
});
