import { describe, expect, it } from 'vitest';
import { answerNeeds, answers, numberTokens } from './answer-type.js';
import { sentenceUnits } from './units.js';

const unit = (text: string) => {
  const [u] = sentenceUnits([{ n: 1, url: 'u', title: 'T', text }]);
  if (!u) throw new Error('no unit');
  return u;
};

describe('answer types', () => {
  it('reads numbers as whole tokens', () => {
    expect(numberTokens('Version 5.0 of 2,500 users, not 0.5 or v15.')).toEqual(['5.0', '2500', '0.5']);
  });

  it('needs the numbers the question names, as whole tokens', () => {
    const needs = answerNeeds('When was TypeScript 5.0 released?');
    expect(answers(unit('TypeScript 5.0 was released in March 2023.'), needs)).toBe(true);
    expect(answers(unit('TypeScript was first released in October 2012.'), needs)).toBe(false);
    expect(answers(unit('A dose of 0.5 mg was released in 2012 as a test.'), needs)).toBe(false);
  });

  it('needs a count of the counted things for "how many"', () => {
    const needs = answerNeeds('How many moons does Neptune have?');
    expect(answers(unit('Neptune has sixteen known moons orbiting it today.'), needs)).toBe(true);
    expect(answers(unit('Neptune has 16 known moons orbiting it today.'), needs)).toBe(true);
    expect(answers(unit('Triton is the largest moon of the planet Neptune.'), needs)).toBe(false);
    expect(answers(unit('Neptune is about 30 times as far from the Sun as Earth.'), needs)).toBe(false);
  });

  it('needs a date for "when"', () => {
    const needs = answerNeeds('When did Vesuvius bury Pompeii?');
    expect(answers(unit('Vesuvius buried Pompeii in AD 79 under metres of ash.'), needs)).toBe(true);
    expect(answers(unit('Vesuvius buried Pompeii under metres of ash and pumice.'), needs)).toBe(false);
    expect(
      answers(
        unit('The western empire lasted only until 476, when its last emperor was deposed.'),
        answerNeeds('When was the last western emperor deposed?'),
      ),
    ).toBe(true);
  });

  it('needs a superlative of the thing asked for a superlative question; "most of" is a share, not one', () => {
    const needs = answerNeeds('tallest building in new york city');
    expect(needs.superlativeOf).toBe('build');
    expect(answers(unit('The tallest building in the city is One World Trade Center.'), needs)).toBe(true);
    expect(answers(unit('The Empire State Building is 1250 feet tall.'), needs)).toBe(false);
    expect(answers(unit('New York City is the largest city in the state.'), needs)).toBe(false);
    expect(answerNeeds('Which is the most populous country?').needsSuperlative).toBe(true);
    expect(answerNeeds("Where is most of the planet's fresh water stored?").needsSuperlative).toBeUndefined();
  });

  it('needs digits for a code or a number to dial', () => {
    const needs = answerNeeds('what is the zip code for beverly hills');
    expect(answers(unit('Beverly Hills has the ZIP code 90210.'), needs)).toBe(true);
    expect(answers(unit('A ZIP code is a code added to a postal address.'), needs)).toBe(false);
  });

  it('asks nothing extra of other questions', () => {
    expect(
      answers(unit('A volcano is an opening in the crust of a planet.'), answerNeeds('What is a volcano?')),
    ).toBe(true);
  });
});
