import { describe, expect, it } from 'vitest';
import { createCityIndex, isCapitalName, type City } from './cities.js';
import type { Place } from './gazetteer.js';

const place = (name: string, code: string): Place => ({ name, code, aliases: [], areas: [] });
const us = place('United States', 'us');
const sn = place('Singapore', 'sn');
const city = (p: Place, name: string, amount: number, capital = false): City => ({
  place: p,
  urbanArea: { name, amount, stated: `${amount / 1e6} million` },
  capital,
});
const index = createCityIndex(
  [
    city(us, 'Dallas-Fort Worth', 6.574e6),
    city(us, 'Washington, D.C.', 5.49e6, true),
    city(sn, 'Singapore', 6e6),
  ],
  {
    isPlaceName: (name) => name === 'Singapore',
    names: (text, p) => p === us && /\b(?:US|United States)\b/u.test(text),
  },
);

describe('cities named in a question', () => {
  it('finds a city however it is written, a joined urban area by its first city', () => {
    expect(index.citiesIn('what is the population of dallas').map((c) => c.urbanArea.name)).toEqual([
      'Dallas-Fort Worth',
    ]);
    expect(index.citiesIn('How many people live in Dallas-Fort Worth?')[0]?.text).toBe('Dallas-Fort Worth');
    expect(index.citiesIn('Washington, D.C. population')[0]?.capital).toBe(true);
  });

  it('leaves a country’s own name to the country, and a word inside another to itself', () => {
    expect(index.citiesIn('What is the population of Singapore?')).toEqual([]);
    expect(index.citiesIn('What is the population of Dallasville?')).toEqual([]);
  });

  it('takes a name qualified by somewhere else for another town of that name', () => {
    expect(index.citiesIn('What is the population of Dallas, Oregon?')).toEqual([]);
    expect(index.citiesIn('What is the population of Dallas, US?')).toHaveLength(1);
  });

  it('knows a capital by its name as the profile writes it', () => {
    expect(isCapitalName('Washington, D.c.', 'Washington, D.C.')).toBe(true);
    expect(isCapitalName('Mombassa', 'Nairobi')).toBe(false);
    expect(isCapitalName('Paris', undefined)).toBe(false);
  });
});
