import { describe, expect, it } from 'vitest';
import type { Place } from '../places/gazetteer.js';
import { borderLength, borderWith } from './borders.js';

const place = (name: string, aliases: string[] = []): Place => ({ name, code: 'xx', aliases, areas: [] });

describe('borderWith', () => {
  const spain = [
    'Andorra 63 km',
    'France 646 km',
    'Portugal 1,224 km',
    'Morocco (Ceuta) 8 km and Morocco (Melilla) 10.5 km',
  ];
  it('finds the item naming the neighbour, by any of its names', () => {
    expect(borderWith(spain, place('Portugal'))).toBe('Portugal 1,224 km');
    expect(borderWith(spain, place('Kingdom of Morocco', ['Morocco']))).toBe(
      'Morocco (Ceuta) 8 km and Morocco (Melilla) 10.5 km',
    );
    expect(borderWith(['The Gambia 749 km'], place('The Gambia'))).toBe('The Gambia 749 km');
  });
  it('finds none for a place that is no neighbour, nor one a neighbour’s name only starts like', () => {
    expect(borderWith(spain, place('Germany'))).toBeUndefined();
    expect(borderWith(['Guinea-Bissau 341 km'], place('Guinea'))).toBeUndefined();
  });
});

describe('borderLength', () => {
  it('reads one stretch with its note, and no length of several', () => {
    expect(borderLength('Portugal 1,224 km')).toEqual({ length: '1,224 km' });
    expect(borderLength('Canada 8,891 km (including 2,475 km with Alaska)')).toEqual({
      length: '8,891 km',
      note: '(including 2,475 km with Alaska)',
    });
    expect(borderLength('Morocco (Ceuta) 8 km and Morocco (Melilla) 10.5 km')).toBeUndefined();
  });
});
