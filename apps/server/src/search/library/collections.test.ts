import { describe, expect, it } from 'vitest';
import { querySubject } from './index/rank.js';
import type { LibraryDocument } from './library-types.js';
import { namedSectionPrior, siteOf } from './collections.js';

const doc = (kind: LibraryDocument['kind'], title: string, sourcePath = 'x'): LibraryDocument => ({
  id: 'x',
  title,
  text: '',
  kind,
  sourcePath,
});

describe('namedSectionPrior', () => {
  const query = querySubject('Compare the economies of Chile and Peru');

  it('favours a Factbook section whose country and section the query both names', () => {
    expect(namedSectionPrior(doc('factbook', 'Chile — Economy'), query)).toBeGreaterThan(1);
    expect(namedSectionPrior(doc('factbook', 'Chile — Geography'), query)).toBe(1);
    expect(namedSectionPrior(doc('factbook', 'Bolivia — Economy'), query)).toBe(1);
  });

  it('favours the section holding the field asked of the country the query names', () => {
    const asked = querySubject('What currency does Japan use?');
    expect(namedSectionPrior(doc('factbook', 'Japan — Economy'), asked)).toBeGreaterThan(1);
    expect(namedSectionPrior(doc('factbook', 'Japan — Geography'), asked)).toBe(1);
    expect(namedSectionPrior(doc('factbook', 'Tonga — Economy'), asked)).toBe(1);
  });

  it('leaves other collections alone', () => {
    expect(namedSectionPrior(doc('wordnet', 'Chile'), query)).toBe(1);
  });
});

describe('siteOf', () => {
  it.each([
    [doc('factbook', 'Chile — Economy', 'CIA World Factbook'), 'World Factbook'],
    [doc('wordnet', 'volcano', 'WordNet 3.1'), 'WordNet'],
    [
      doc('dictd', 'volcano', 'The Collaborative International Dictionary of English'),
      'The Collaborative International Dictionary of English',
    ],
    [doc('markdown', 'Volcano', 'science/volcanoes.md'), 'Library'],
  ])('%#: names the collection', (d, site) => {
    expect(siteOf(d)).toBe(site);
  });
});
