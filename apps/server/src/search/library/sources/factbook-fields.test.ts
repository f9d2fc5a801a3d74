import { describe, expect, it } from 'vitest';
import { cleanValue, fieldParagraphs } from './factbook-fields.js';

describe('Factbook field values', () => {
  it('turns the " ++ " joins of yearly figures into "; "', () => {
    expect(cleanValue('1.8% (2014 est.) ++ 4.3% (2013 est.) ++ 5.5% (2012 est.)')).toBe(
      '1.8% (2014 est.); 4.3% (2013 est.); 5.5% (2012 est.)',
    );
    expect(cleanValue(' ++ urban: 99.7% of population ++ rural: 93.3% of population')).toBe(
      'urban: 99.7% of population; rural: 93.3% of population',
    );
  });

  it('puts a colon after a part that announces a list, and squeezes spaces', () => {
    expect(cleanValue('Chilean pesos (CLP) per US dollar - ++ 568 (2014 est.) ++ 495.31 (2013 est.)')).toBe(
      'Chilean pesos (CLP) per US dollar: 568 (2014 est.); 495.31 (2013 est.)',
    );
    expect(cleanValue('26.67  cu km/yr')).toBe('26.67 cu km/yr');
  });

  it('gives one paragraph per value, subfields after the field, and nothing for empty values', () => {
    const area = {
      text: 'slightly smaller than twice the size of Montana',
      total: { text: '756,102 sq km' },
      'Area comparison map': { text: null },
    };
    expect(fieldParagraphs('Area', area)).toEqual([
      'Area: slightly smaller than twice the size of Montana',
      'Area — total: 756,102 sq km',
    ]);
    expect(fieldParagraphs('Map', { text: null })).toEqual([]);
  });

  it('leaves out values the Factbook marks as not available', () => {
    const field = {
      text: 'NA%',
      total: { text: 'NA bbl/day (2014 est.)' },
      rural: { text: 'NA% (2014 est.) ++ 2.1% (2013 est.)' },
    };
    expect(fieldParagraphs('Oil', field)).toEqual(['Oil — rural: NA% (2014 est.); 2.1% (2013 est.)']);
  });
});
