import { describe, expect, it } from 'vitest';
import type { Fact } from '../../knowledge/factbook/facts.js';
import type { Place } from '../../knowledge/places/gazetteer.js';
import { foldName, namedThings, thingOfEntry, thingsQueries } from './named-things.js';

const za: Place = { name: 'South Africa', code: 'sf', aliases: [], areas: [] };
const source = { id: 'factbook.sf.people-and-society', section: 'People and Society', line: 'Languages' };
const languages: Fact = {
  place: 'sf',
  field: 'languages',
  text: '…',
  items: [
    'isiZulu or Zulu (official) 25.3%',
    'other (includes sign language) 2%',
    'Afrikaans (official) 12.2%',
  ],
  source,
};
const rivers: Fact = {
  place: 'sf',
  field: 'rivers',
  text: '…',
  ranked: [
    { name: 'Río de la Plata/Paraná', amount: 4880, stated: '4,880 km' },
    { name: 'Orange', amount: 2092, stated: '2,092 km' },
  ],
  source,
};
const things = namedThings([languages, rivers], [za], ['rivers', 'languages']);

describe('things a place’s facts name', () => {
  it('reads one name an item goes by, the shortest, in the order of the fields asked', () => {
    expect(things.map((t) => [t.name, t.field])).toEqual([
      ['Paraná', 'rivers'],
      ['Orange', 'rivers'],
      ['Zulu', 'languages'],
      ['Afrikaans', 'languages'],
    ]);
    expect(thingsQueries(things)).toEqual(['Paraná Orange river', 'Zulu Afrikaans language']);
    expect(thingsQueries([...things, { ...things[0]!, name: 'Tocantins' }])[0]).toBe('Paraná Orange river');
  });

  it('reads the name of an item cut out of a list inside brackets, and no name from its symbols', () => {
    const religions: Fact = {
      place: 'pa',
      field: 'religions',
      text: '…',
      items: [
        'Roman Catholic 87.6%',
        'Protestant (Evangelical Pentecostal <',
        'Adventist <',
        'Protestant <) 7.6%',
      ],
      source,
    };
    const py: Place = { name: 'Paraguay', code: 'pa', aliases: [], areas: [] };
    const names = namedThings([religions], [py], ['religions']).map((t) => t.name);
    expect(names).toEqual(['Roman Catholic', 'Protestant', 'Adventist']);
    expect(thingsQueries(namedThings([religions], [py], ['religions'])).join(' ')).not.toMatch(/[<()]/u);
  });

  it('takes an entry for a thing only in the sense of its kind', () => {
    expect(
      thingOfEntry(
        things,
        'Parana River',
        'Parana River (noun): a South American river; tributary of Rio de la Plata.',
      )?.definition,
    ).toBe('a South American river; tributary of Rio de la Plata');
    const zulu =
      'Zulu (noun): a member of the tall Negroid people of eastern South Africa who speak the Zulu language.  Zulu (noun): the Bantu language spoken by the Zulu.';
    expect(thingOfEntry(things, 'Zulu', zulu)?.definition).toBe('the Bantu language spoken by the Zulu');
    // The orange is a fruit and a colour before it is a river: no sense of that kind, no entry.
    expect(
      thingOfEntry(
        things,
        'orange',
        'orange (noun): round yellow to orange fruit of any of several citrus trees.',
      ),
    ).toBeUndefined();
  });

  it('compares names without accents or the words a language adds for a lake or river', () => {
    expect(foldName('Río Paraná')).toBe(foldName('Parana River'));
    expect(foldName('Lake Aral')).toBe(foldName('Aral Sea'));
    expect(foldName('Ozero Balkhash')).toBe('balkhash');
  });
});
