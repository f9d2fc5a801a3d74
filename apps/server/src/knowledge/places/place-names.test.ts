import { describe, expect, it } from 'vitest';
import type { Place } from './gazetteer.js';
import { opensWithItsPlace } from './place-names.js';

const eritrea: Place = { name: 'Eritrea', code: 'er', aliases: ['State of Eritrea', 'Eritrean'], areas: [] };

describe('opensWithItsPlace', () => {
  it('reads a value whose subject is its own place as a clause of its own', () => {
    expect(opensWithItsPlace(eritrea, 'Eritrea mandates military service for all citizens age 18-40')).toBe(
      true,
    );
    expect(opensWithItsPlace(eritrea, 'State of Eritrea has no constitution in force')).toBe(true);
  });

  it('leaves values that only name the place', () => {
    expect(opensWithItsPlace(eritrea, '18-40 years of age')).toBe(false);
    expect(opensWithItsPlace(eritrea, 'Eritrean Defense Forces (EDF): Eritrean Ground Forces')).toBe(false);
    expect(opensWithItsPlace(eritrea, 'Eritrea Ports Authority')).toBe(false);
  });
});
