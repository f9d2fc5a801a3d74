import { describe, expect, it } from 'vitest';
import { parseFactbookEntry } from './factbook-entry.js';
import { subregionOf } from './factbook-regions.js';

const thailand = {
  Introduction: { Background: { text: 'A unified Thai kingdom was established in the mid-14th century.' } },
  Geography: {
    Location: { text: 'Southeastern Asia, bordering the Andaman Sea and the Gulf of Thailand' },
    Climate: { text: 'tropical; rainy, warm, cloudy southwest monsoon' },
    'Environment - current issues': { text: 'air pollution from vehicle emissions ++ deforestation' },
    'Environment - international agreements': { 'party to': { text: 'Biodiversity, Climate Change' } },
  },
  Government: {
    'Country name': {
      'conventional long form': { text: 'Kingdom of Thailand' },
      'conventional short form': { text: 'Thailand' },
      'local short form': { text: 'Prathet Thai' },
      note: { text: 'Thailand means "land of the free"' },
    },
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

  it('splits the environmental fields out of Geography and drops sections without words', () => {
    expect(entry.sections.map((s) => s.slug)).toEqual([
      'introduction',
      'geography',
      'environment',
      'government',
      'communications',
    ]);
    expect(entry.sections.find((s) => s.name === 'Geography')!.paragraphs).toEqual([
      'Location: Southeastern Asia, bordering the Andaman Sea and the Gulf of Thailand',
    ]);
    expect(entry.sections.find((s) => s.name === 'Environment')!.paragraphs).toEqual([
      'Climate: tropical; rainy, warm, cloudy southwest monsoon',
      'Current environmental issues: air pollution from vehicle emissions; deforestation',
      'International environmental agreements — party to: Biodiversity, Climate Change',
    ]);
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
