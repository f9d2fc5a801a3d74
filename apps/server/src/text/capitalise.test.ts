import { describe, expect, it } from 'vitest';
import { capitalise } from './capitalise.js';

describe('capitalise', () => {
  it('raises only the first letter, keeping the rest as written', () => {
    expect(capitalise('lattice of iPhone cases')).toBe('Lattice of iPhone cases');
    expect(capitalise('Norway')).toBe('Norway');
    expect(capitalise('')).toBe('');
  });
});
