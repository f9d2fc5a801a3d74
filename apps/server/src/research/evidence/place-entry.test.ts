import { describe, expect, it } from 'vitest';
import type { Place } from '../../knowledge/places/gazetteer.js';
import { entrySentence, placeOfEntry } from './place-entry.js';

const kenya: Place = { name: 'Kenya', code: 'ke', aliases: ['Kenyan'], areas: ['Africa'] };
const timor: Place = { name: 'Timor-Leste', code: 'tt', aliases: ['East Timor'], areas: ['Asia'] };

describe('placeOfEntry', () => {
  it("finds a place's own dictionary entry by any of its names", () => {
    const text =
      'East Timor (noun): a republic on the eastern part of the island of Timor; achieved independence in 2002.';
    expect(placeOfEntry([kenya, timor], 'East Timor', text)?.place).toBe(timor);
  });

  it('keeps the definition only, not the synonyms and examples after it', () => {
    const text =
      'Switzerland (noun): a landlocked federal republic in central Europe. Synonyms: Swiss Confederation, Suisse.';
    const swiss: Place = { name: 'Switzerland', code: 'sz', aliases: ['Swiss'], areas: ['Europe'] };
    expect(placeOfEntry([swiss], 'Switzerland', text)?.definition).toBe(
      'a landlocked federal republic in central Europe',
    );
  });

  it("is not the entry of its people, its language, or a page that is no dictionary's", () => {
    expect(
      placeOfEntry([kenya], 'Kenyan', 'Kenyan (noun): a native or inhabitant of Kenya.'),
    ).toBeUndefined();
    expect(placeOfEntry([kenya], 'Kenya', 'Kenya is a republic in eastern Africa.')).toBeUndefined();
  });
});

describe('entrySentence', () => {
  it('says what the place is, the first clause of its definition', () => {
    expect(
      entrySentence(
        'Kenya',
        'a republic in eastern Africa; achieved independence from the United Kingdom in 1963; major archeological discoveries',
      ),
    ).toBe('Kenya is a republic in eastern Africa');
  });
});
