import { describe, expect, it } from 'vitest';
import { loadNameForms, nameForms, parsePertainyms } from './name-forms.js';

// Lines of WordNet 3.1's data.adj (pointers trimmed to the ones that matter here).
const ROMAN =
  '02932638 01 a 02 Roman 1 Romanic 0 002 ;r 08824749 n 0000 \\ 08824749 n 0101 | of or relating to or derived from Rome';
const SOLAR = '02871436 01 a 01 solar 0 001 \\ 09475046 n 0101 | relating to or derived from the sun';
const GREEK =
  '02958367 01 a 03 Greek 0 Grecian 0 Hellenic 0 002 \\ 08717059 n 0101 \\ 08717059 n 0201 | of or relating to Greece';

describe('pertainyms of names', () => {
  it('reads each capitalised adjective with the noun word it points to', () => {
    expect(parsePertainyms([ROMAN, SOLAR, GREEK])).toEqual([
      { adjective: 'Roman', nounOffset: 8824749, nounWord: 1 },
      { adjective: 'Greek', nounOffset: 8717059, nounWord: 1 },
      { adjective: 'Grecian', nounOffset: 8717059, nounWord: 1 },
    ]);
  });

  it('counts an adjective’s derivation only when it has no pertainym of its own', () => {
    // "Persian" has no pertainym (the line's is "Iranian" → "Iran"); "Nigerian" pertains to Nigeria.
    const IRANIAN =
      '03086619 01 a 02 Iranian 0 Persian 0 002 + 08930441 n 0203 \\ 08930441 n 0101 | of or relating to Iran';
    const NIGERIAN =
      '03040946 01 a 01 Nigerian 0 002 + 09021313 n 0101 \\ 09021503 n 0101 | of or relating to Nigeria';
    expect(parsePertainyms([IRANIAN, NIGERIAN])).toEqual([
      { adjective: 'Iranian', nounOffset: 8930441, nounWord: 1 },
      { adjective: 'Nigerian', nounOffset: 9021503, nounWord: 1 },
      { adjective: 'Persian', nounOffset: 8930441, nounWord: 3 },
    ]);
  });

  it('links a name and its adjective both ways, by their stems', () => {
    const forms = nameForms([
      ['Roman', 'Rome'],
      ['Greek', 'Greece'],
      ['French', 'France'],
    ]);
    expect(forms.get('rome')).toEqual(['roman']);
    expect(forms.get('roman')).toEqual(['rome']);
    expect(forms.get('franc')).toEqual(['french']);
  });

  it('links no words that do not begin alike, nor names of more than one word', () => {
    const forms = nameForms([
      ['Moslem', 'Islamism'],
      ['Sinitic', 'Chinese'],
      ['North_American', 'North_America'],
      ['Aztec', 'Aztec'],
    ]);
    expect(forms.size).toBe(0);
  });

  it('reads the installed WordNet once', async () => {
    const forms = await loadNameForms();
    expect(forms.get('rome')).toContain('roman');
    expect(forms.get('egypt')).toContain('egyptian');
    expect(forms.get('persia')).toContain('persian');
    expect(forms.get('niger')).toBeUndefined();
    expect(await loadNameForms()).toBe(forms);
  });
});
