import { describe, expect, it } from 'vitest';
import { parseFactbookEntry } from './factbook-entry.js';
import { subregionOf } from '../../../knowledge/factbook/regions.js';

const thailand = {
  Introduction: { Background: { text: 'A unified Thai kingdom was established in the mid-14th century.' } },
  Geography: {
    Location: { text: 'Southeastern Asia, bordering the Andaman Sea and the Gulf of Thailand' },
    Climate: { text: 'tropical; rainy, warm, cloudy southwest monsoon' },
  },
  Government: {
    'Country name': {
      'conventional long form': { text: 'Kingdom of Thailand' },
      'conventional short form': { text: 'Thailand' },
      'local short form': { text: 'Prathet Thai' },
      note: 'Thailand means "land of the free"',
    },
    'Executive branch': { 'chief of state': { text: 'King WACHIRALONGKON (since 1 December 2016)' } },
  },
  Economy: {
    'Real GDP per capita': {
      'Real GDP per capita 2023': { text: '$20,600 (2023 est.)' },
      'Real GDP per capita 2024': { text: '$21,100 (2024 est.)' },
      note: '<b>note:</b> data in 2021 dollars',
    },
    'Exchange rates': { Currency: { text: 'baht per US dollar -' } },
  },
  Military: { 'Military branches': { text: null } },
  Communications: { 'Internet country code': { text: '.th' } },
};

describe('parseFactbookEntry', () => {
  const entry = parseFactbookEntry('th', 'east-n-southeast-asia', thailand)!;

  it('names the country, its region and the part of the world its location names', () => {
    expect(entry).toMatchObject({
      code: 'th',
      name: 'Thailand',
      otherNames: ['Kingdom of Thailand', 'Prathet Thai'],
      region: 'East & Southeast Asia',
      subregion: 'Southeast Asia',
      internetCode: '.th',
    });
  });

  it('keeps the profile’s sections in order, drops those without words, and joins a yearly series', () => {
    expect(entry.sections.map((s) => s.slug)).toEqual([
      'introduction',
      'geography',
      'government',
      'economy',
      'communications',
    ]);
    expect(entry.sections.find((s) => s.name === 'Geography')!.paragraphs).toEqual([
      'Location: Southeastern Asia, bordering the Andaman Sea and the Gulf of Thailand',
      'Climate: tropical; rainy, warm, cloudy southwest monsoon',
    ]);
    expect(entry.sections.find((s) => s.name === 'Economy')!.paragraphs).toEqual([
      'Real GDP per capita: $21,100 (2024 est.); $20,600 (2023 est.)',
      'Exchange rates — Currency: baht per US dollar -',
    ]);
  });

  it('writes office holders’ names readably and leaves notes out', () => {
    const government = entry.sections.find((s) => s.name === 'Government')!.paragraphs;
    expect(government).toContain(
      'Executive branch — chief of state: King Wachiralongkon (since 1 December 2016)',
    );
    expect(government.join('\n')).not.toContain('land of the free');
  });

  it('falls back to the long form when the short form is "none", and names the oceans itself', () => {
    const uae = {
      Government: {
        'Country name': {
          'conventional short form': { text: 'none' },
          'conventional long form': { text: 'United Arab Emirates' },
          abbreviation: { text: 'UAE' },
        },
      },
    };
    expect(parseFactbookEntry('ae', 'middle-east', uae)).toMatchObject({
      name: 'United Arab Emirates',
      otherNames: ['UAE'],
    });
    expect(parseFactbookEntry('zh', 'oceans', { Geography: { Climate: { text: 'cold' } } })?.name).toBe(
      'Atlantic Ocean',
    );
  });

  it('reads only region folders and profile-shaped content', () => {
    expect(parseFactbookEntry('ca', 'meta', thailand)).toBeUndefined();
    expect(parseFactbookEntry('th', 'east-n-southeast-asia', { Introduction: 'text' })).toBeUndefined();
  });
});

describe('subregionOf', () => {
  it.each([
    ['Southeastern Asia, bordering the South China Sea', 'Southeast Asia'],
    ['Eastern Asia, bordering the East China Sea', 'East Asia'],
    ['Southern Africa, bordering the South Atlantic Ocean', 'Southern Africa'],
    ['Western Europe, bordering the North Sea', 'Western Europe'],
    ['Southern South America, bordering the South Pacific Ocean', undefined],
    ['Oceania, islands in the South Pacific Ocean', undefined],
  ])('%s → %s', (location, expected) => {
    expect(subregionOf(location)).toBe(expected);
  });
});
