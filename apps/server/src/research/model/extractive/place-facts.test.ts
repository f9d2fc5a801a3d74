import { describe, expect, it } from 'vitest';
import { factsOfProfile } from '../../../knowledge/factbook/facts.js';
import type { Place } from '../../../knowledge/places/gazetteer.js';
import { packOf } from '../../evidence/evidence-pack.js';
import { splitPassages } from '../../evidence/passages.js';
import { factsOf, listItems, shortValue } from './place-facts.js';
import { figureOf } from './place-sentences.js';

describe('shortValue', () => {
  it("keeps a figure's latest year and cuts a parenthesis at its first clause", () => {
    expect(shortValue('$69,300 (2015 est.); $68,700 (2014 est.)')).toBe('$69,300 (2015 est.)');
    // An election's year heads words, not an amount: the results are kept.
    expect(
      shortValue('2024: Mahamat Idriss DÉBY elected president; percent of vote - DÉBY (MPS) 61%', 200),
    ).toBe('2024: Mahamat Idriss DÉBY elected president; percent of vote - DÉBY (MPS) 61%');
    expect(shortValue('unicameral Parliament or Storting (169 seats; members directly elected)')).toBe(
      'unicameral Parliament or Storting (169 seats)',
    );
  });

  it("keeps the year a figure's note ends with", () => {
    expect(
      shortValue('181,562,056; note - estimates take into account the effects of AIDS (July 2015 est.)'),
    ).toBe('181,562,056 (July 2015 est.)');
  });

  it('reads a value that opens with a number but says more as a list, not a figure', () => {
    expect(
      shortValue(
        '18 years of age for compulsory military service; conscript service obligation is 36 months',
        200,
      ),
    ).toBe('18 years of age for compulsory military service; conscript service obligation is 36 months');
  });

  it('keeps as many items of a list as fit, cut at a word with the parenthesis closed', () => {
    expect(shortValue('deforestation; industrial pollution; soil erosion', 40)).toBe(
      'deforestation; industrial pollution',
    );
    expect(shortValue('Israel Defense Forces (IDF), Israel Naval Force (IN), Israel Air Force', 30)).toBe(
      'Israel Defense Forces (IDF)…',
    );
  });
});

describe('comparing values', () => {
  it('reads figures with their scale and unit', () => {
    expect(figureOf('$445.2 billion (2014 est.)')).toEqual({
      number: 445.2e9,
      unit: 'US dollars',
      year: 2014,
    });
    expect(figureOf('43.9% of total installed capacity (2012 est.)')).toEqual({
      number: 43.9,
      unit: '%',
      year: 2012,
    });
    expect(figureOf('constitutional monarchy')).toBeUndefined();
  });

  it('names list items by their last word, so "active volcanoes" meets "many dormant and some active volcanoes"', () => {
    expect(listItems('many dormant and some active volcanoes; tsunamis; typhoons')).toEqual([
      'volcanoes',
      'tsunamis',
      'typhoons',
    ]);
    expect(listItems('$250.8 billion (2014 est.)')).toBeUndefined();
  });

  it('names an item said to be frequent by its subject: "droughts are common" lists droughts', () => {
    expect(listItems('tsunamis; droughts are common')).toEqual(['tsunamis', 'droughts']);
    expect(listItems('flooding is very frequent, earthquakes')).toEqual(['flooding', 'earthquakes']);
    // A share of answers naming nothing is no item two places share.
    expect(listItems('Latvian (official) 56.3%, Russian 33.8%, unspecified 9.4%, none 2%')).toEqual([
      'latvian',
      'russian',
    ]);
  });

  it('reads adjectives in a series as modifiers of the noun that ends it, not as items', () => {
    const items = listItems(
      'deforestation; industrial, municipal, and agricultural pollution of inland waterways; soil erosion',
    );
    expect(items).not.toContain('industrial');
    expect(items).not.toContain('municipal');
    expect(items).toContain('deforestation');
    // Nouns in a series are items each.
    expect(listItems('coffee, cocoa, and cut flowers')).toEqual(['coffee', 'cocoa', 'flowers']);
  });

  it('names an item by its own noun, not by where or when it happens', () => {
    expect(listItems('numerous volcanoes in mountains, with occasional violent earthquakes')).toEqual([
      'volcanoes',
      'earthquakes',
    ]);
    expect(listItems('forest fires in the Darien area')).toEqual(['fires']);
  });

  it('names an item by its last two words when the last names nothing alone', () => {
    expect(listItems('machinery, refined petroleum products, iron ore, copper; Air Force')).toEqual([
      'machinery',
      'petroleum products',
      'iron ore',
      'copper',
      'air force',
    ]);
    // Wood products are not petroleum products; a bare "products" names nothing to compare.
    expect(listItems('wood products, products, other manufactures, and parts')).toEqual(['wood products']);
    expect(listItems('Malay (official), English, Chinese dialects')).toEqual([
      'malay',
      'english',
      'chinese dialects',
    ]);
  });
});

describe('factsOf', () => {
  const norway: Place = { name: 'Norway', code: 'no', aliases: [], areas: ['Europe'] };
  const facts = factsOfProfile('no', {
    Government: {
      'Government type': { text: 'parliamentary constitutional monarchy' },
      'Legal system': { text: 'mixed legal system of civil, common, and customary law' },
    },
  });
  const frame = { places: [norway], facts };
  const passage = (n: number, text: string, libraryId?: string) =>
    splitPassages(n, text).map((p) => ({
      ...p,
      sourceTitle: 'Norway — Government',
      ...(libraryId ? { libraryId } : {}),
    }));

  it("gives the typed facts whose document and paragraph a pack's passage holds", () => {
    const pack = packOf(
      passage(1, 'Government type: parliamentary constitutional monarchy', 'factbook.no.government'),
    );
    expect(factsOf(pack.passages, frame)).toEqual([
      {
        place: norway,
        field: 'government-type',
        value: 'parliamentary constitutional monarchy',
        local: 1,
        held: '\n\nGovernment type: parliamentary constitutional monarchy',
      },
    ]);
  });

  it('gives nothing from a page that only looks like the entry, or a passage without the paragraph', () => {
    const lookalike = packOf(passage(1, 'Government type: absolute monarchy\n\nLegal system: none'));
    expect(factsOf(lookalike.passages, frame)).toEqual([]);
    const otherDocument = packOf(passage(1, 'Government type: absolute monarchy', 'factbook.no.economy'));
    expect(factsOf(otherDocument.passages, frame)).toEqual([]);
    const otherParagraph = packOf(passage(1, 'Capital: Oslo', 'factbook.no.government'));
    expect(factsOf(otherParagraph.passages, frame)).toEqual([]);
  });
});
