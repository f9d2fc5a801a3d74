import { describe, expect, it } from 'vitest';
import {
  cleanText,
  figureOf,
  isNotAvailable,
  readableNames,
  seriesOf,
  seriesPhrase,
  usableText,
  yearOf,
} from './values.js';

describe('usableText', () => {
  it('reads a shared river without the marks of its source and mouth, which look like citations', () => {
    expect(
      usableText(
        'Amazon river mouth (shared with Peru [s]) - 6,400 km; Tocantins - 3,650 km<br><br><strong>note:</strong> [s] after country name indicates river source; [m] after country name indicates river mouth',
      ),
    ).toBe('Amazon (shared with Peru) - 6,400 km; Tocantins - 3,650 km');
  });
});

describe('cleanText', () => {
  it('decodes the final edition’s entities and tags', () => {
    expect(cleanText('Bras&iacute;lia')).toBe('Brasília');
    expect(cleanText('rockslides, avalanches <br><br><strong>volcanism:</strong> Beerenberg (2,227 m)')).toBe(
      'rockslides, avalanches; volcanism: Beerenberg (2,227 m)',
    );
    expect(cleanText('<p>First.</p><p>Second.</p>')).toBe('First. Second.');
    expect(cleanText('tsunamis <br><br>volcanism: Etna')).toBe('tsunamis; volcanism: Etna');
    expect(cleanText('a&nbsp;b')).toBe('a b');
    expect(cleanText('643,801 sq km ; 551,500 sq km (metropolitan France)')).toBe(
      '643,801 sq km; 551,500 sq km (metropolitan France)',
    );
  });

  it('joins the 2015 edition’s parts, a part that announces a list with a colon', () => {
    expect(cleanText('1.8% (2014 est.) ++ 4.3% (2013 est.)')).toBe('1.8% (2014 est.); 4.3% (2013 est.)');
    expect(cleanText('yen per US dollar - ++ 105.94 (2014 est.)')).toBe(
      'yen per US dollar: 105.94 (2014 est.)',
    );
  });

  it('leaves "not available" out', () => {
    expect(isNotAvailable('NA')).toBe(true);
    expect(isNotAvailable('NA bbl/day (2014 est.)')).toBe(true);
    expect(isNotAvailable('NATO member')).toBe(false);
    expect(usableText('NA%')).toBeUndefined();
    expect(usableText(null)).toBeUndefined();
    expect(usableText(' Oslo ')).toBe('Oslo');
  });
});

describe('readableNames', () => {
  it('writes capitalised surnames as names, keeping numerals and abbreviations', () => {
    expect(readableNames('Prime Minister Jonas Gahr STORE (since 14 October 2021)')).toBe(
      'Prime Minister Jonas Gahr Store (since 14 October 2021)',
    );
    expect(readableNames('King HARALD V (since 17 January 1991)')).toBe(
      'King Harald V (since 17 January 1991)',
    );
    expect(readableNames('King CARL XVI GUSTAF')).toBe('King Carl XVI Gustaf');
    expect(readableNames('Prime Minister Bart DE WEVER')).toBe('Prime Minister Bart De Wever');
    expect(readableNames('President Frank-Walter STEINMEIER')).toBe('President Frank-Walter Steinmeier');
    expect(readableNames('Sheikh Tamim bin Hamad AL THANI; note - the US')).toBe(
      'Sheikh Tamim bin Hamad Al Thani; note - the US',
    );
    // A surname ending in an accented capital is one word.
    expect(readableNames('President José Enrique JERÍ Oré')).toBe('President José Enrique Jerí Oré');
    expect(readableNames('President Andrés Manuel LÓPEZ OBRADOR')).toBe(
      'President Andrés Manuel López Obrador',
    );
  });
});

describe('figureOf', () => {
  it('reads the number, its unit and its year', () => {
    expect(figureOf('5,509,733 (2024 est.)')).toEqual({ number: 5509733, unit: '', year: 2024 });
    expect(figureOf('$507.68 billion (2024 est.)')).toEqual({
      number: 507.68e9,
      unit: 'US dollars',
      year: 2024,
    });
    expect(figureOf('323,802 sq km')).toEqual({ number: 323802, unit: 'sq km' });
    // A thousands separator and a decimal part together: one number, not 7,281 and ".5 km".
    expect(figureOf('7,281.5 km (2014)')).toEqual({ number: 7281.5, unit: 'km', year: 2014 });
    expect(figureOf('82.9 years (2024 est.)')).toEqual({ number: 82.9, unit: 'years', year: 2024 });
    expect(figureOf('-0.3% (2024 est.)')).toEqual({ number: -0.3, unit: '%', year: 2024 });
    expect(figureOf('Oslo')).toBeUndefined();
  });

  it('reads a value’s year of estimate', () => {
    expect(yearOf('Buddhist 92.5%, Muslim 5.4% (2015 est.)')).toBe(2015);
    expect(yearOf('Oslo')).toBeUndefined();
  });
});

describe('seriesOf and seriesPhrase', () => {
  it('reads a yearly series oldest first and says it so', () => {
    const series = seriesOf('58.5% (2024 est.); 53.9% (2023 est.); 72.3% (2022 est.)');
    expect(series?.map((e) => e.year)).toEqual([2022, 2023, 2024]);
    expect(seriesPhrase(series!)).toBe('72.3% in 2022, 53.9% in 2023 and 58.5% in 2024');
  });
  it('says a long unit every amount shares once, after the last', () => {
    const series = seriesOf(
      '85.162 Russian rubles (RUB) per US dollar (2023 est.); 68.485 Russian rubles (RUB) per US dollar (2022 est.)',
    );
    expect(seriesPhrase(series!)).toBe(
      '68.485 in 2022 and 85.162 Russian rubles (RUB) per US dollar in 2023',
    );
  });
  it('reads no series in one value or a list', () => {
    expect(seriesOf('58.5% (2024 est.)')).toBeUndefined();
    expect(seriesOf('deforestation; air pollution')).toBeUndefined();
  });
});
