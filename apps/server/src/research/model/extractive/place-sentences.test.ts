import { describe, expect, it } from 'vitest';
import type { KeyField } from '../../understand/aspects.js';
import type { Place } from '../../understand/places.js';
import { sharedItemsSentence } from './place-sentences.js';

const place = (name: string, code: string): Place => ({ name, code, aliases: [], areas: ['Asia'] });
const field = (noun: string): KeyField => ({ label: /x/u, noun, row: noun });
const facts = (values: [Place, string][]) =>
  values.map(([p, value], i) => ({ place: p, fact: { place: p, label: 'x', value, local: i + 1 } }));

const kyrgyzstan = place('Kyrgyzstan', 'kg');
const kazakhstan = place('Kazakhstan', 'kz');
const japan = place('Japan', 'ja');
const philippines = place('Philippines', 'rp');

describe('sharedItemsSentence', () => {
  it('writes names as the sources do, capitalised', () => {
    const sentence = sharedItemsSentence(
      field('religions'),
      facts([
        [kyrgyzstan, 'Muslim 75%, Russian Orthodox 20%, other 5%'],
        [kazakhstan, 'Christian 26.2%, Muslim 70.2%, other 0.2%'],
      ]),
    );
    expect(sentence).toBe('Kyrgyzstan and Kazakhstan both list Muslim among their religions [1] [2].');
  });

  it('writes a name capitalised also when it opens every value', () => {
    const sentence = sharedItemsSentence(
      field('languages'),
      facts([
        [place('Switzerland', 'sz'), 'German (official) 64.9%, French (official) 22.6%'],
        [place('Austria', 'au'), 'German (official) 88.6%, Turkish 2.3%, Serbian 2.2%'],
      ]),
    );
    expect(sentence).toBe('Switzerland and Austria both list German among their languages [1] [2].');
  });

  it('keeps common words in lower case, also where one opens a value', () => {
    const sentence = sharedItemsSentence(
      field('natural hazards'),
      facts([
        [japan, 'Volcanoes; tsunamis; typhoons'],
        [philippines, 'typhoons; landslides; active volcanoes; tsunamis'],
      ]),
    );
    expect(sentence).toBe(
      'Japan and the Philippines both list volcanoes, tsunamis and typhoons among their natural hazards [1] [2].',
    );
  });
});
