import { describe, expect, it } from 'vitest';
import type { PlaceMention } from './gazetteer.js';
import { withoutGroupsElsewhere } from './group-names.js';

/** Mentions of the words given, as the gazetteer finds them: each word names the place given. */
function mentionsIn(text: string, words: Record<string, string>): PlaceMention[] {
  const byName = new Map<string, PlaceMention['place']>();
  return Object.entries(words).map(([word, name]) => {
    const place = byName.get(name) ?? { name, code: name.slice(0, 2).toLowerCase(), aliases: [], areas: [] };
    byName.set(name, place);
    return { place, text: word, index: text.indexOf(word) };
  });
}

const places = (text: string, words: Record<string, string>) =>
  withoutGroupsElsewhere(text, mentionsIn(text, words)).map((m) => m.text);

describe('demonyms that name a group of people living elsewhere', () => {
  it('leaves out the group and keeps the places it lives in', () => {
    const q = 'How large are the Russian minorities in Estonia and Latvia today?';
    expect(places(q, { Russian: 'Russia', Estonia: 'Estonia', Latvia: 'Latvia' })).toEqual([
      'Estonia',
      'Latvia',
    ]);
    const ethnic = 'How many ethnic Russians are there in Kazakhstan?';
    expect(places(ethnic, { Russians: 'Russia', Kazakhstan: 'Kazakhstan' })).toEqual(['Kazakhstan']);
    const living = 'How many Turks live in Germany?';
    expect(places(living, { Turks: 'Turkey', Germany: 'Germany' })).toEqual(['Germany']);
    const descended = 'What share of Guyana is descended from Indian labourers?';
    expect(places(descended, { Guyana: 'Guyana', Indian: 'India' })).toEqual(['Guyana']);
  });

  it('leaves out the peoples named after minorities are asked for, and keeps places named as places', () => {
    const q = 'Which minorities live in Romania and Bulgaria, I mean the Hungarians, the Turks and the Roma?';
    expect(
      places(q, { Romania: 'Romania', Bulgaria: 'Bulgaria', Hungarians: 'Hungary', Turks: 'Turkey' }),
    ).toEqual(['Romania', 'Bulgaria']);
    const named = 'Which minorities live in Hungary and Romania?';
    expect(places(named, { Hungary: 'Hungary', Romania: 'Romania' })).toEqual(['Hungary', 'Romania']);
  });

  it('leaves out the group living in a region the question names', () => {
    const q = 'How many people live in each of the Baltic states, and how big are their Russian minorities?';
    expect(withoutGroupsElsewhere(q, mentionsIn(q, { Russian: 'Russia' }), true)).toEqual([]);
    expect(withoutGroupsElsewhere(q, mentionsIn(q, { Russian: 'Russia' }))).toHaveLength(1);
  });

  it('keeps a demonym that is the only place, or one that names no group', () => {
    expect(places('Where do Russian speakers live?', { Russian: 'Russia' })).toEqual(['Russian']);
    const trade = 'How much Russian gas does Latvia buy?';
    expect(places(trade, { Russian: 'Russia', Latvia: 'Latvia' })).toEqual(['Russian', 'Latvia']);
  });
});
