import { describe, expect, it } from 'vitest';
import { renderFormula } from './formula';

describe('renderFormula', () => {
  it('typesets a display formula and an inline one with KaTeX', () => {
    const display = renderFormula('q = -k \\frac{\\partial T}{\\partial z}', true);
    expect(display.html).toContain('katex-display');
    expect(display.error).toBeUndefined();
    const inline = renderFormula('x^2', false);
    expect(inline.html).toContain('class="katex"');
    expect(inline.html).not.toContain('katex-display');
  });

  it('returns the KaTeX error text for a formula that does not parse', () => {
    const { html, error } = renderFormula('\\frac{1', true);
    expect(html).toBeUndefined();
    expect(error).toMatch(/^ParseError: KaTeX parse error/);
  });

  it('never emits links or HTML from the formula (trust is off)', () => {
    const { html = '' } = renderFormula('\\href{javascript:alert(1)}{x} + \\htmlClass{evil}{y}', false);
    expect(html).not.toMatch(/<a\b/);
    expect(html).not.toMatch(/href=/); // the URL may show as text, never as a link
    expect(html).not.toContain('class="evil"');
  });

  it('typesets each formula once (a streamed block re-renders many times)', () => {
    expect(renderFormula('e^{i\\pi} + 1 = 0', true)).toBe(renderFormula('e^{i\\pi} + 1 = 0', true));
  });
});
