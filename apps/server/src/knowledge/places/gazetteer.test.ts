import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge.js';
import { demonymsOf, populationOf } from './factbook-places.js';
import { createGazetteer, type Place } from './gazetteer.js';

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

  it('calls a place of two names joined by "and" by its first, unless another place has that name', () => {
    const two = createGazetteer([
      place('Turkey', ['Turks', 'Turkish'], ['Middle East']),
      place('Trinidad and Tobago', ['Trinidadian'], ['Caribbean']),
      place('Turks and Caicos Islands', [], ['Caribbean'], true),
    ]);
    expect(two.placesIn('what is the capital of trinidad').map((m) => m.place.name)).toEqual([
      'Trinidad and Tobago',
    ]);
    expect(two.placesIn('Trinidad and Tobago exports').map((m) => m.text)).toEqual(['Trinidad and Tobago']);
    expect(two.placesIn('how many Turks live there').map((m) => m.place.name)).toEqual(['Turkey']);
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
    // A part of the world by its direction is often written with the direction in lower case.
    expect(gazetteer.areasIn('What does southern Africa export?').map((m) => m.area)).toEqual([
      'Southern Africa',
    ]);
    expect(gazetteer.areasIn('What does africa export to Chad?')).toEqual([]);
  });

  it('lists a region most populous first, places of unknown population last', () => {
    const region = createGazetteer([
      { ...place('Qatar', [], ['Gulf']), population: 2_194_817 },
      { ...place('Oman', [], ['Gulf']) },
      { ...place('Iraq', [], ['Gulf']), population: 37_056_169 },
      { ...place('Kuwait', [], ['Gulf']), population: 2_788_534 },
    ]);
    expect(region.areasIn('the Gulf')[0]?.places.map((p) => p.name)).toEqual([
      'Iraq',
      'Kuwait',
      'Qatar',
      'Oman',
    ]);
  });

  it("leaves another country's territories out of a region", () => {
    expect(gazetteer.areasIn('South Asia')[0]?.places.map((p) => p.name)).toEqual(['India', 'Pakistan']);
  });
});

describe('Factbook places', () => {
  it('reads demonyms from the Nationality field, a plural where the Factbook writes one', () => {
    expect(demonymsOf('Norwegian(s)')).toEqual(['Norwegian', 'Norwegians']);
    expect(demonymsOf('Swiss (singular and plural)')).toEqual(['Swiss']);
    expect(demonymsOf('Briton(s), British (collective plural)')).toEqual(['Briton', 'Britons', 'British']);
    expect(demonymsOf(undefined)).toEqual([]);
  });

  it('reads the population figure, an uninhabited place as none', () => {
    expect(populationOf('27,752,316')).toBe(27_752_316);
    expect(populationOf('1,869,055 (July 2015 est.)')).toBe(1_869_055);
    expect(populationOf('48 (July 2014 est.)')).toBe(48);
    expect(populationOf('no indigenous inhabitants')).toBe(0);
    expect(populationOf('see entry for West Bank')).toBeUndefined();
    expect(populationOf(undefined)).toBeUndefined();
  });

  it('knows a sea or lake by the states on its shores: those whose location names it or who share it', async () => {
    const real = (await loadKnowledge()).gazetteer;
    const shores = (text: string) =>
      real
        .areasIn(text)[0]
        ?.places.map((p) => p.name)
        .sort();
    // Kazakhstan's location names no sea: its lakes field shares the Caspian with the others.
    expect(shores('the countries around the Caspian Sea')).toEqual([
      'Azerbaijan',
      'Iran',
      'Kazakhstan',
      'Russia',
      'Turkmenistan',
    ]);
    expect(shores('Which countries border the Black Sea?')).toEqual(
      expect.arrayContaining(['Bulgaria', 'Georgia', 'Romania', 'Turkey', 'Ukraine']),
    );
    expect(shores('What do the countries around Lake Victoria export?')).toEqual([
      'Kenya',
      'Tanzania',
      'Uganda',
    ]);
    // A water named as a direction's landmark is no shore, and a water has no adjective ("Caspian Sean").
    expect(real.areasIn('a Caspian Sean dish')).toEqual([]);
    // "the oceans" in lower case is the word, even in a text with no other capital; "the Oceans" is the group.
    expect(real.areasIn('do forests and the oceans help slow global warming?')).toEqual([]);
    expect(real.areasIn('Which are the Oceans of the world?').map((a) => a.area)).toEqual(['Oceans']);
  });

  it('knows the installed Factbook: names, demonyms, regions, named groups', async () => {
    const real = (await loadKnowledge()).gazetteer;
    expect(real.placesIn('the Swiss economy and Norwegian politics').map((m) => m.place.name)).toEqual([
      'Switzerland',
      'Norway',
    ]);
    expect(real.placesIn('Is the US richer than the UK?').map((m) => m.place.name)).toEqual([
      'United States',
      'United Kingdom',
    ]);
    // An abbreviation typed in lower case names its place where no word is meant: one with no vowel
    // ("uk", "nz") anywhere, one after "the" ("the usa", "the us"); "us", "the car" and "as" stay words.
    const lower = (text: string) => real.placesIn(text).map((m) => m.place.name);
    expect(lower('how old do you have to be to join the army in the uk')).toEqual(['United Kingdom']);
    expect(lower('what is the capital of nz')).toEqual(['New Zealand']);
    expect(lower('who is the president of the usa')).toEqual(['United States']);
    expect(lower('is the us bigger than the uae')).toEqual(['United States', 'United Arab Emirates']);
    expect(lower('tell us how fast the car is, as fast as it goes')).toEqual([]);
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
    // Groupings people name that no profile spells out, each of them a known place.
    expect(real.areasIn('the Balkans')[0]!.places.map((p) => p.name)).toHaveLength(9);
    expect(
      real
        .areasIn('the Caucasus')[0]!
        .places.map((p) => p.name)
        .sort(),
    ).toEqual(['Armenia', 'Azerbaijan', 'Georgia']);
    // The folder "Central Asia" also holds Russia, whose own location says North Asia.
    const names = (area: string) => real.areasIn(area)[0]!.places.map((p) => p.name);
    expect(names('Central Asia').sort()).toEqual([
      'Kazakhstan',
      'Kyrgyzstan',
      'Tajikistan',
      'Turkmenistan',
      'Uzbekistan',
    ]);
    expect(names('North Asia')).toContain('Russia');
    // The European Union is a place by name, yet not one of Europe's places.
    expect(names('Europe')).not.toContain('European Union');
    expect(real.placesIn('the European Union economy').map((m) => m.place.name)).toEqual(['European Union']);
    // Most populous first: the countries a reader expects lead a region, whatever their codes.
    expect(
      real
        .areasIn('the Middle East')[0]!
        .places.map((p) => p.name)
        .slice(0, 4),
    ).toEqual(['Iran', 'Turkey', 'Iraq', 'Saudi Arabia']);
  });
});
