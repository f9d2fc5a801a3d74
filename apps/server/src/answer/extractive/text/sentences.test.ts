import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('splits plain prose at full stops, question and exclamation marks', () => {
    expect(splitSentences('Paris is big. Is it old? Yes! It was founded long ago.')).toEqual([
      'Paris is big.',
      'Is it old?',
      'Yes!',
      'It was founded long ago.',
    ]);
  });

  it('keeps abbreviations, initials, decimals and URLs inside their sentence', () => {
    const text =
      'Dr. Smith met J. R. R. Tolkien in the U.S. in 1950. The tower is approx. 324.5 m tall, e.g. taller than most. See example.com/a.b for more.';
    expect(splitSentences(text)).toEqual([
      'Dr. Smith met J. R. R. Tolkien in the U.S. in 1950.',
      'The tower is approx. 324.5 m tall, e.g. taller than most.',
      'See example.com/a.b for more.',
    ]);
  });

  it('ends a sentence after "etc." when a capital follows, but not before a lower-case word', () => {
    expect(splitSentences('They sell apples, pears, etc. The shop opens at nine.')).toHaveLength(2);
    expect(splitSentences('They sell apples, pears, etc. and also bread.')).toHaveLength(1);
  });

  it('ends a sentence at a word that is also an abbreviation ("Sun", "lit") when a capital follows', () => {
    expect(
      splitSentences('It has four million times the mass of the Sun. How it grew is open.'),
    ).toHaveLength(2);
    expect(splitSentences('The hall was lit. Then the doors opened.')).toHaveLength(2);
    expect(splitSentences('Opening hours: Sat. 10 to 4 and Sun. 12 to 4.')).toHaveLength(1);
  });

  it('splits after closing quotes and brackets', () => {
    expect(splitSentences('He said "stop." Then he left. (It rained.) Later it cleared.')).toEqual([
      'He said "stop."',
      'Then he left.',
      '(It rained.)',
      'Later it cleared.',
    ]);
  });

  it('keeps a WordNet gloss definition and drops its quoted usage examples', () => {
    const gloss =
      'a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds; "the dog barked all night"';
    expect(splitSentences(gloss)).toEqual([
      'a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds',
    ]);
  });

  it('removes leading sense numbers from dictionary entries', () => {
    expect(splitSentences('1. A domesticated carnivorous mammal. 2. A mean, worthless fellow.')).toEqual([
      'A domesticated carnivorous mammal.',
      'A mean, worthless fellow.',
    ]);
  });

  it('splits CJK text at its own full stops', () => {
    expect(splitSentences('巴黎是法国的首都。它位于塞纳河畔。')).toEqual([
      '巴黎是法国的首都。',
      '它位于塞纳河畔。',
    ]);
  });
});

describe('splitSentences with Factbook abbreviations', () => {
  it('does not split after "elev." or "sq."', () => {
    expect(splitSentences('Cotopaxi (elev. 5,897 m) is active. The area is 1,000 sq. km in all.')).toEqual([
      'Cotopaxi (elev. 5,897 m) is active.',
      'The area is 1,000 sq. km in all.',
    ]);
  });
});
