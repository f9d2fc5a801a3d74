import { describe, expect, it } from 'vitest';
import { answerNeeds, answers, numberTokens, withMakerWords } from './answer-type.js';
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

  it('needs the outcome stated for "who won / lost / beat", not the event alone', () => {
    const needs = answerNeeds('who won the battle of hastings');
    expect(needs.terms).not.toContain('won');
    expect(
      answers(unit('Hastings was the battle in which William the Conqueror defeated the Saxons.'), needs),
    ).toBe(true);
    expect(answers(unit('Hastings is a town near where the battle of Hastings took place.'), needs)).toBe(
      false,
    );
    const cup = answerNeeds('who won the 2022 world cup');
    expect(answers(unit('Qatar was the first Arab country to host the World Cup in 2022.'), cup)).toBe(false);
  });

  it('needs a time of day for "what time" and opening hours; a date is none', () => {
    const needs = answerNeeds('what time does the louvre close');
    expect(answers(unit('The Louvre closes at 6 p.m. on most days.'), needs)).toBe(true);
    expect(answers(unit('The Louvre closes at 18:00 on most days.'), needs)).toBe(true);
    expect(answers(unit('The Louvre closes to the public on Tuesdays.'), needs)).toBe(false);
    expect(answerNeeds('when does the eiffel tower close').needsClockTime).toBe(true);
    expect(answerNeeds('When did the Roman Empire close its borders?').needsClockTime).toBeUndefined();
  });

  it('needs weather or climate for the weather asked, not the place’s entry', () => {
    const needs = answerNeeds('what is the weather in london');
    expect(answers(unit('London is the capital and largest city of England.'), needs)).toBe(false);
    expect(answers(unit('London has a temperate climate with mild winters.'), needs)).toBe(true);
    // Another place's climate, or a treaty on climate change, is not London's weather.
    const tomorrow = answerNeeds('weather in london tomorrow');
    expect(answers(unit('Climate: tropical monsoon; few temperature and weather extremes.'), tomorrow)).toBe(
      false,
    );
    expect(
      answers(unit('Party to: Climate Change-Kyoto Protocol, Marine Dumping-London Convention.'), tomorrow),
    ).toBe(false);
    expect(answers(unit('London has mild, wet winters.'), tomorrow)).toBe(true);
    // Weather asked by its verb: "will it rain in Paris tomorrow" needs Paris's weather, not a louvre's.
    const rain = answerNeeds('will it rain in paris tomorrow');
    expect(rain.needsWeather).toBe(true);
    expect(answers(unit('A louvre is a slat in a window to admit air and reject rain.'), rain)).toBe(false);
  });

  it('does not need the kind a work is named by: a play’s entry need not say “play”', () => {
    const needs = answerNeeds('who wrote the play hamlet');
    expect(needs.terms).toEqual(['hamlet']);
    expect(answers(unit("Hamlet is the hero of William Shakespeare's tragedy."), needs)).toBe(true);
  });

  it('needs a price stated as one for a price asked by its noun; the word itself asks its meaning', () => {
    const needs = answerNeeds('bitcoin price today');
    expect(answers(unit('Bitcoin sold for $40,000 in January.'), needs)).toBe(true);
    expect(answers(unit('El Salvador took a $1.3 billion loan and adopted Bitcoin.'), needs)).toBe(false);
    expect(answerNeeds('how expensive is a big mac in norway').needsMoney).toBe(true);
    expect(answerNeeds('price of gold per ounce').needsMoney).toBe(true);
    expect(answerNeeds('What is a price?').needsMoney).toBeUndefined();
    expect(answerNeeds('How much did the tank cost?').needsPriceWord).toBeUndefined();
  });

  it('reads "best" and "worst" before a thing as superlatives, but not "best known" or "the best way"', () => {
    const needs = answerNeeds('best restaurant in paris');
    expect(needs.superlativeOf).toBe('restaur');
    expect(answers(unit('Paris is the capital and largest city of France.'), needs)).toBe(false);
    expect(answerNeeds('what is the best way to learn typescript').needsSuperlative).toBeUndefined();
    expect(answerNeeds('what is paris best known for').needsSuperlative).toBeUndefined();
  });

  it('searches a maker asked with "made" by the words of making, not "made"', () => {
    expect(withMakerWords('made periodic table', 'who made the periodic table')).toBe(
      'periodic table developed created invented',
    );
    expect(withMakerWords('invented telephone', 'Who invented the telephone?')).toBe(
      'invented telephone inventor invention',
    );
    expect(withMakerWords('glass made of', 'what is glass made of')).toBe('glass made of');
  });

  it('reads the father of a science as its founder, said so or plainly, and searches both', () => {
    const needs = answerNeeds('who is the father of genetics');
    const mendel =
      'Mendel (noun): Augustinian monk whose experiments led to his recognition as founder of the science of genetics.';
    expect(answers(unit(mendel), needs)).toBe(true);
    expect(answers(unit('Herodotus (noun): the ancient Greek known as the father of genetics.'), needs)).toBe(
      true,
    );
    expect(answers(unit('genetic (adjective): of or relating to the science of genetics.'), needs)).toBe(
      false,
    );
    expect(withMakerWords('father genetics', 'who is the father of genetics')).toBe(
      'father|founder genetics',
    );
    // A god's mother is a mother: a sentence on who built the satellites named after him is no answer.
    const mother = answerNeeds('who was the mother of horus');
    expect(
      answers(unit('2023 - three satellites (Horus-1 and Horus-2) built jointly with China.'), mother),
    ).toBe(false);
  });

  it('reads a finding or making asked by a phrase as its verb: "worked out", "came up with"', () => {
    expect(withMakerWords('who worked out the structure of dna', 'who worked out the structure of dna')).toBe(
      'who discovered the structure of dna',
    );
    expect(withMakerWords('came up with general relativity', 'who came up with general relativity')).toBe(
      'developed general relativity',
    );
    expect(withMakerWords('who described the blood', 'who described the blood')).toBe(
      'who described the blood',
    );
    const needs = answerNeeds('who figured out how blood circulates');
    expect(needs.needsMaker).toBe(true);
    expect(
      answers(
        unit('Harvey: English physician who described the circulation of the blood (1578-1657).'),
        needs,
      ),
    ).toBe(true);
    expect(answers(unit('The heart pumps blood, which circulates through the body.'), needs)).toBe(false);
    // A sense equated with another names no maker: the goddess Nike founded no company.
    expect(
      answers(
        unit('Nike: winged goddess of victory; identified with Roman Victoria.'),
        answerNeeds('who founded nike'),
      ),
    ).toBe(false);
    expect(answers(unit('The blood is described as circulating.'), needs)).toBe(false);
    expect(answerNeeds('who first described the double helix').needsMaker).toBe(true);
    expect(
      answers(
        unit('Sorensen: Danish chemist who devised the pH scale (1868-1939).'),
        answerNeeds('who thought up the ph scale'),
      ),
    ).toBe(true);
    // The phrase asks only at the start: "who is it that worked out" is no different, "what worked out" is no maker.
    expect(answerNeeds('what worked out in the end').needsMaker).toBeUndefined();
  });

  it('asks nothing extra of other questions', () => {
    expect(
      answers(unit('A volcano is an opening in the crust of a planet.'), answerNeeds('What is a volcano?')),
    ).toBe(true);
  });
});
