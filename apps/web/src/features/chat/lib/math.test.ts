import { describe, expect, it } from 'vitest';
import { isInlineMath, preprocessMath, splitOpenFormula } from './math';

describe('isInlineMath', () => {
  it.each([
    // Rule: backslash, brace, caret or underscore → math.
    ['\\alpha', true],
    ['\\frac12', true],
    ['{a}', true],
    ['x^2', true],
    ['a_i', true],
    ['E = mc^2', true],
    // Rule: a letter followed by a symbol → math.
    ['x = 5', true],
    ['a+b', true],
    ['f(x)', true],
    ['n!', true],
    ['x-y', true],
    ['p < q', true],
    // Exception: digits with commas or decimals stay text.
    ['1,000 and ', false],
    ['3.50 or ', false],
    ['1,299.99 vs x=', false],
    // Exception: percentages stay text.
    ['20% off, now ', false],
    ['5 (a 10% discount) and ', false],
    // Exception: K/M/B suffixes stay text.
    ['5M to ', false],
    ['2.5B and ', false],
    ['10k-', false],
    // Exception: a word of 3+ letters and no math symbols stays text.
    ['5 for lunch and ', false],
    ['10 per month, or ', false],
    ['cost-effective and ', false],
    // A long word does not save a span that has math symbols.
    ['cost = price', true],
    // No rule matches → text.
    ['5 and 10', false],
    ['x', false],
    ['10 + 20', false],
    ['   ', false],
    // Strong symbols win over amount-like starts.
    ['1,000^{2}', true],
  ])('%j → %s', (inner, expected) => {
    expect(isInlineMath(inner)).toBe(expected);
  });
});

describe('preprocessMath', () => {
  it.each([
    ['inline math is kept', 'Energy $E = mc^2$ here', 'Energy $E = mc^2$ here'],
    ['two prices are escaped', 'It costs $5 and $10 total', 'It costs \\$5 and \\$10 total'],
    ['price then formula', 'Pay $5 and solve $x^2$', 'Pay \\$5 and solve $x^2$'],
    ['lone dollar is escaped', 'Only $20 today', 'Only \\$20 today'],
    ['spans do not cross lines', 'a $x\ny^2$ b', 'a \\$x\ny^2\\$ b'],
    ['display math on its own lines', '$$\n\\int_0^1 x\\,dx\n$$', '$$\n\\int_0^1 x\\,dx\n$$'],
    ['inline display math becomes a block', 'See $$a^2+b^2$$ now', 'See \n$$\na^2+b^2\n$$\n now'],
    ['multi-line display math', 'Before\n$$\na=1\\\\\nb=2\n$$\nAfter', 'Before\n$$\na=1\\\\\nb=2\n$$\nAfter'],
    ['empty display math stays text', 'cost $$ $$ x', 'cost \\$\\$ \\$\\$ x'],
    ['unclosed display math stays text', 'start $$x^2', 'start \\$\\$x^2'],
    ['escaped dollars are untouched', 'price \\$5 and $x^2$', 'price \\$5 and $x^2$'],
    ['inline code is untouched', 'run `echo $HOME $x^2$` now', 'run `echo $HOME $x^2$` now'],
    ['fenced code is untouched', '```sh\necho $PATH and $1\n```\n$5', '```sh\necho $PATH and $1\n```\n\\$5'],
    ['tilde fences are untouched', '~~~\n$a$ $$b$$\n~~~', '~~~\n$a$ $$b$$\n~~~'],
    ['percent span stays text', 'from $20% to $30%', 'from \\$20% to \\$30%'],
    ['plain text without dollars', 'Hello **world**', 'Hello **world**'],
  ])('%s', (_name, input, expected) => {
    expect(preprocessMath(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const input = 'A $5 fee, $x^2$, $$y$$ and `$z`';
    expect(preprocessMath(preprocessMath(input))).toBe(preprocessMath(input));
  });
});

describe('splitOpenFormula', () => {
  it('cuts a streaming answer where a display formula opens and has not closed', () => {
    expect(splitOpenFormula('Flux:\n\n$$\n\\begin{aligned} q_{1} &= -k \\frac{')).toEqual({
      before: 'Flux:\n\n',
      open: '\\begin{aligned} q_{1} &= -k \\frac{',
    });
    expect(splitOpenFormula('Flux:\n  $$')).toEqual({ before: 'Flux:\n  ', open: '' });
  });

  it('finds the formula after closed ones, inline formulas and code', () => {
    const text = 'See $$a$$ and $x^2$, `$$`.\n\n$$\nb = \\sum_i c_i\n$$\n\n```sh\necho $$\n```\n$$\nd_{';
    expect(splitOpenFormula(text)).toEqual({ before: text.slice(0, text.lastIndexOf('$$')), open: 'd_{' });
  });

  it('leaves an answer whole when no formula is open', () => {
    for (const text of [
      'No math at all',
      '$$\nx^2\n$$\n\nDone.',
      // A `$$` inside a line is prose until closed (preprocessMath keeps it as text).
      'It costs $$5 today',
      // Inside code, dollars are code.
      'Run:\n\n```sh\necho $$\n',
      'Run `$$` now',
      'An escaped \\$$ here',
    ])
      expect(splitOpenFormula(text)).toEqual({ before: text, open: null });
  });
});
