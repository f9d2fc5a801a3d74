import { describe, expect, it } from 'vitest';
import { mathErrorText } from './math';

describe('mathErrorText', () => {
  it.each([
    ['ParseError: KaTeX parse error: Expected }', '\\frac{1', 'LaTeX Error: \\frac{1'],
    ['Error: Too many expansions', 'x', 'Error: Too many expansions'],
    ['RangeError: stack', 'y', 'Error: RangeError: stack'],
  ])('%j on %j → %j', (error, source, expected) => {
    expect(mathErrorText(error, source)).toBe(expected);
  });
});
