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

  it('keeps places named otherwise, and a lone place whatever it is said of', () => {
    expect(kept('flights from spain to portugal', ['spain', 'portugal'])).toEqual(['spain', 'portugal']);
    expect(kept('compare india and britain', ['india', 'britain'])).toEqual(['india', 'britain']);
    expect(kept('independence from britain', ['britain'])).toEqual(['britain']);
  });
});
