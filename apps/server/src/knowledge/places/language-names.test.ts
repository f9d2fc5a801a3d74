import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge, type Knowledge } from '../knowledge.js';
import { withoutLanguageNames } from './language-names.js';

let knowledge: Knowledge;
beforeAll(async () => {
  knowledge = await loadKnowledge();
}, 30_000);

const places = (text: string) =>
  withoutLanguageNames(text, knowledge.gazetteer.placesIn(text)).map((m) => m.place.name);

describe('withoutLanguageNames', () => {
  it('reads a demonym used as a language as no place', () => {
    expect(places('How widely is Russian spoken in the Baltic states?')).toEqual([]);
    expect(places('Do people in Canada speak French?')).toEqual(['Canada']);
    expect(places('Is Russian still spoken in Kazakhstan?')).toEqual(['Kazakhstan']);
    expect(places('How many Spanish speakers live in the United States?')).toEqual(['United States']);
    expect(places('Besides Spanish, which languages are spoken in Bolivia?')).toEqual(['Bolivia']);
    expect(places('Is French or German more widely spoken in Switzerland?')).toEqual(['Switzerland']);
    expect(places('In Cameroon both English and French are official: why?')).toEqual(['Cameroon']);
    // Languages that share words, named in a list: the list shares what follows it.
    expect(places('Why do Italian, Spanish and Romanian share so many words?')).toEqual([]);
    expect(places('Do Portuguese and Spanish share most of their vocabulary?')).toEqual([]);
    expect(places('Do Italian and Spanish people share a lot of history?')).toEqual(['Italy', 'Spain']);
  });

  it('keeps a place named by its own name, and a demonym of its people', () => {
    expect(places('Is Russia a federation?')).toEqual(['Russia']);
    expect(places('What do Kenyans export?')).toEqual(['Kenya']);
    expect(places('What language do Brazilians speak?')).toEqual(['Brazil']);
    expect(places('What languages do Swiss people and Austrians speak?')).toEqual(['Switzerland', 'Austria']);
    // Without a place named by its name, a demonym is the place asked about.
    expect(places('Which languages do the Swiss speak?')).toEqual(['Switzerland']);
  });
});
