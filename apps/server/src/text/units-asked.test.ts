import { describe, expect, it } from 'vitest';
import { conversionsAsked, inUnitsAsked } from './units-asked.js';

const converted = (question: string, text: string) => inUnitsAsked(text, conversionsAsked(question));

describe('units asked', () => {
  it('gives an area asked in square miles, each amount the text states', () => {
    expect(
      converted(
        'what is the area of france in square miles',
        "France's total area is 643,801 sq km; 551,500 sq km (metropolitan France) [1].",
      ),
    ).toBe('That is about 248,573 sq mi and 212,935 sq mi.');
  });

  it('gives lengths asked in miles and heights asked in feet', () => {
    expect(converted('how long is the coastline of italy in miles', 'coastline is 7,600 km')).toBe(
      'That is about 4,722 mi.',
    );
    expect(converted('how tall is mount everest in feet', 'Mount Everest 8,849 m [1] [2].')).toBe(
      'That is about 29,032 ft.',
    );
    expect(converted('how deep in ft', 'a depth of 0.5 m')).toBe('That is about 1.6 ft.');
  });

  it('converts nothing asked in the units stated, in nautical miles, or in no unit', () => {
    expect(converted('area of japan in square kilometers', '377,915 sq km')).toBeUndefined();
    expect(converted('territorial sea in nautical miles', 'territorial sea: 12 nm; 22 km')).toBeUndefined();
    expect(converted('how big is france', '643,801 sq km')).toBeUndefined();
  });

  it('reads a square-mile question as an area, never as a length', () => {
    expect(converted('how many square miles is japan', '377,915 sq km; coastline 29,751 km')).toBe(
      'That is about 145,914 sq mi.',
    );
  });

  it('leaves a million, a metre cubed and a long table of figures alone', () => {
    expect(converted('how many feet', '8.5 million people; 12 m³ of water')).toBeUndefined();
    expect(converted('in miles', '1 km; 2 km; 3 km; 4 km; 5 km')).toBeUndefined();
  });
});
