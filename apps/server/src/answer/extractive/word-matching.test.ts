import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { NOTHING_RELEVANT } from './compose.js';
import { extractAnswer } from './extractive-engine.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `https://example.org/${n}`,
  title,
  text,
});

describe('extractAnswer word matching (shared analyzer)', () => {
  it('matches inflected forms through the Porter stemmer', () => {
    const volcano = source(1, 'Mountains', 'A volcano is an opening in the crust of a planet or moon.');
    expect(extractAnswer('Tell me about volcanoes', [], [volcano]).join('')).toMatch(
      /^A volcano is an opening/u,
    );
  });

  it('prefers the very word asked over a word that only shares its stem', () => {
    const sources = [
      source(
        1,
        'evaporative',
        'Evaporative (adjective): relating to or causing or being caused by evaporation.',
      ),
      source(2, 'evaporated', 'Evaporated (adjective): drawn off in the form of vapor.'),
      source(3, 'evaporable', 'Evaporable (adjective): capable of being volatilized.'),
      source(4, 'evaporation', 'evaporation (noun): the process of becoming a vapor.'),
      source(5, 'evaporate', 'Evaporate (verb): cause to change into a vapor.'),
    ];
    expect(extractAnswer('What does evaporation mean?', [], sources).join('')).toMatch(
      /^Evaporation is the process of becoming a vapor \[4\]\./u,
    );
  });

  it('ignores request filler ("how many", "show me something") when matching', () => {
    const sources = [
      source(1, 'Jupiter', 'Jupiter has 95 known moons orbiting the planet at many distances.'),
      source(2, 'Shops', 'Many shops show something new in their windows every single week.'),
    ];
    const answer = extractAnswer('How many moons does Jupiter have?', [], sources).join('');
    expect(answer).toMatch(/^Jupiter has 95 known moons/u);
    expect(answer).not.toContain('shops');
    expect(extractAnswer('Show me something, anything really', [], sources).join('')).toContain(
      NOTHING_RELEVANT,
    );
  });
});
