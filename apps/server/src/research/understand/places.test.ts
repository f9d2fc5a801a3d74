import { describe, expect, it } from 'vitest';
import { demonymsOf } from './factbook-places.js';
import { factbookGazetteer } from './factbook-places.js';
import { createGazetteer, type Place } from './places.js';

const place = (name: string, aliases: string[], areas: string[], dependency = false): Place => ({
  name,
  code: name.slice(0, 2).toLowerCase(),
  aliases,
  areas,
  ...(dependency ? { dependency } : {}),
});

const places = [
  place('South Africa', ['South African'], ['Africa', 'Southern Africa']),
  place('Namibia', ['Namibian'], ['Africa', 'Southern Africa']),
  place('Chad', ['Chadian'], ['Africa']),
  place('India', ['Indian'], ['South Asia']),
  place('Pakistan', ['Pakistani'], ['South Asia']),
  place('Christmas Island', [], ['South Asia'], true),
];
const gazetteer = createGazetteer(places);

describe('gazetteer', () => {
  it('finds places by name and demonym, first mention first, each once', () => {
    const found = gazetteer.placesIn('How does the Indian economy compare with Chad and India?');
    expect(found.map((m) => [m.place.name, m.text])).toEqual([
      ['India', 'Indian'],
      ['Chad', 'Chad'],
    ]);
  });

  it('lets the longer phrase win: South Africa is a place, not the area Africa', () => {
    expect(gazetteer.placesIn('Tell me about South Africa').map((m) => m.place.name)).toEqual([
      'South Africa',
    ]);
    expect(gazetteer.areasIn('Tell me about South Africa')).toEqual([]);
    expect(gazetteer.areasIn('Energy in Southern Africa')[0]?.places.map((p) => p.name)).toEqual([
      'South Africa',
      'Namibia',
    ]);
  });

  it('reads a lower-case word as a word in a text that capitalises names', () => {
    expect(gazetteer.placesIn('What does chad mean in Namibian elections?').map((m) => m.place.name)).toEqual(
      ['Namibia'],
    );
    expect(gazetteer.placesIn('compare chad and india').map((m) => m.place.name)).toEqual(['Chad', 'India']);
  });

  it("leaves another country's territories out of a region", () => {
    expect(gazetteer.areasIn('South Asia')[0]?.places.map((p) => p.name)).toEqual(['India', 'Pakistan']);
  });
});

describe('Factbook places', () => {
  it('reads demonyms from the Nationality field', () => {
    expect(demonymsOf('Norwegian(s)')).toEqual(['Norwegian']);
    expect(demonymsOf('Swiss (singular and plural)')).toEqual(['Swiss']);
    expect(demonymsOf('Briton(s), British (collective plural)')).toEqual(['Briton', 'British']);
    expect(demonymsOf(undefined)).toEqual([]);
  });

  it('knows the installed Factbook: names, demonyms, regions, named groups', async () => {
    const real = await factbookGazetteer();
    expect(real.placesIn('the Swiss economy and Norwegian politics').map((m) => m.place.name)).toEqual([
      'Switzerland',
      'Norway',
    ]);
    expect(real.placesIn('Is the US richer than the UK?').map((m) => m.place.name)).toEqual([
      'United States',
      'United Kingdom',
    ]);
    const southeast = real.areasIn('environmental issues in Southeast Asia')[0]!.places.map((p) => p.name);
    expect(southeast).toEqual(expect.arrayContaining(['Thailand', 'Vietnam', 'Indonesia']));
    expect(southeast).not.toContain('Japan');
    expect(southeast).not.toContain('Christmas Island');
    expect(
      real
        .areasIn('Scandinavia')[0]!
        .places.map((p) => p.name)
        .sort(),
    ).toEqual(['Denmark', 'Norway', 'Sweden']);
    expect(real.areasIn('the Middle East')[0]!.places.map((p) => p.name)).toContain('Saudi Arabia');
  });
});
