import { describe, expect, it } from 'vitest';
import { isEntryOfAnotherWord, readableGloss } from './gloss.js';

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
    // A rank makes its holder the one; a life before Christ is past.
    [
      'Abraham Lincoln (noun): 16th President of the United States; was assassinated by Booth (1809-1865).',
      'Abraham Lincoln was the 16th President of the United States; was assassinated by Booth (1809-1865).',
    ],
    [
      'Julius Caesar (noun): conqueror of Gaul and master of Italy (100-44 BC).',
      'Julius Caesar was a conqueror of Gaul and master of Italy (100-44 BC).',
    ],
    ['Mariner 9 (noun): probe launched in 1971 (3).', '“Mariner 9” means probe launched in 1971 (3).'],
  ])('%s', (gloss, sentence) => {
    expect(readableGloss(gloss)).toBe(sentence);
  });

  it('leaves other sentences alone', () => {
    expect(readableGloss('Climate: tropical; hot, humid.')).toBe('Climate: tropical; hot, humid.');
    expect(readableGloss('A volcano is an opening.')).toBe('A volcano is an opening.');
  });
});

describe('isEntryOfAnotherWord', () => {
  it.each([
    ['lyrically (adverb): in a lyrical manner.', 'lyrics to bohemian rhapsody', true],
    ['second-best (adverb): in second place.', 'best pizza place near me', true],
    ['gregariously (adverb): in a sociable manner.', 'What does it mean when a person is gregarious?', true],
    [
      'gregarious (adjective): seeking the company of others.',
      'What does it mean when a person is gregarious?',
      false,
    ],
    ['erupt (verb): start abruptly.', 'Why do volcanoes keep erupting?', false],
    ['lyric (adjective): expressing deep emotion.', 'lyrics to bohemian rhapsody', false],
    // A thing's entry is not a word's: the maker of a work is found in an entry the question does not name.
    ['Crick (noun): English biochemist (1916-2004).', 'Who discovered the structure of DNA?', false],
  ])('%s for "%s": %s', (entry, question, other) => {
    expect(isEntryOfAnotherWord(entry, question)).toBe(other);
  });
});
