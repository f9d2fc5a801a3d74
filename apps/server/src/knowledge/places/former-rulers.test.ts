import { describe, expect, it } from 'vitest';
import { withoutFormerRulers } from './former-rulers.js';

/** The mentions of `names` in `text`, as the gazetteer gives them. */
const mentions = (text: string, names: string[]) =>
  names.map((name) => ({ text: name, index: text.toLowerCase().indexOf(name.toLowerCase()) }));
const kept = (text: string, names: string[]) =>
  withoutFormerRulers(text, mentions(text, names)).map((m) => m.text);

describe('withoutFormerRulers', () => {
  it('drops the place another gained independence from or was freed from', () => {
    expect(kept('when did india gain independence from britain', ['india', 'britain'])).toEqual(['india']);
    expect(kept('when was india freed from british rule', ['india', 'british'])).toEqual(['india']);
    expect(kept('When did Bangladesh break away from Pakistan?', ['Bangladesh', 'Pakistan'])).toEqual([
      'Bangladesh',
    ]);
    expect(kept('Peru under Spanish colonial rule', ['Peru', 'Spanish'])).toEqual(['Peru']);
    expect(
      kept('Brunei is rich. When did it stop being British, and what does Brunei sell?', [
        'Brunei',
        'British',
      ]),
    ).toEqual(['Brunei']);
    expect(kept('Is Kenya a former British colony?', ['Kenya', 'British'])).toEqual(['Kenya']);
  });

  it('drops the rulers a place once was by their adjectives, one after another', () => {
    expect(
      kept('Cameroon was German before it was French and British. Who leads it?', [
        'Cameroon',
        'German',
        'French',
        'British',
      ]),
    ).toEqual(['Cameroon']);
    expect(
      kept('Guyana and Suriname, one once British and the other Dutch: how rich are they?', [
        'Guyana',
        'Suriname',
        'British',
        'Dutch',
      ]),
    ).toEqual(['Guyana', 'Suriname']);
    expect(kept('How did Malta end up British?', ['Malta', 'British'])).toEqual(['Malta']);
    // A place called by its name, or a people of today, stays.
    expect(kept('Was Malta richer than Britain?', ['Malta', 'Britain'])).toEqual(['Malta', 'Britain']);
    expect(kept('Are the Dutch taller than the Belgians?', ['Dutch', 'Belgians'])).toEqual([
      'Dutch',
      'Belgians',
    ]);
  });

  it('keeps places named otherwise, and a lone place whatever it is said of', () => {
    expect(kept('flights from spain to portugal', ['spain', 'portugal'])).toEqual(['spain', 'portugal']);
    expect(kept('compare india and britain', ['india', 'britain'])).toEqual(['india', 'britain']);
    expect(kept('independence from britain', ['britain'])).toEqual(['britain']);
  });
});
