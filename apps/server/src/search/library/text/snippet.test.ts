import { describe, expect, it } from 'vitest';
import { makeSnippet } from './snippet.js';

const filler = (word: string, n: number) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

describe('makeSnippet', () => {
  it('centres the snippet on the matched terms, with ellipses on cut sides', () => {
    const text = `${filler('alpha', 80)} Lava flows from the volcano crater. ${filler('omega', 80)}`;
    const snippet = makeSnippet(text, ['volcano'], 120);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    const at = snippet.indexOf('volcano');
    expect(at).toBeGreaterThan(30);
    expect(snippet.length - at).toBeGreaterThan(30);
    expect(snippet.length).toBeLessThanOrEqual(122);
  });

  it('never cuts words', () => {
    const text = `${filler('word', 100)} volcano ${filler('tail', 100)}`;
    const snippet = makeSnippet(text, ['volcano'], 100).replace(/…/g, '');
    for (const word of snippet.split(' ')) expect(word).toMatch(/^(word|tail)\d+$|^volcano$/);
  });

  it('prefers the window with the most distinct query terms', () => {
    const text = `volcano ${filler('x', 60)} lava alone ${filler('y', 60)} volcano lava together ${filler('z', 60)}`;
    expect(makeSnippet(text, ['volcano', 'lava'], 80)).toContain('volcano lava together');
  });

  it('prefers the earliest of equally good windows (the defining sentence)', () => {
    const text = `Volcano. A volcano is an opening in the crust. ${filler('q', 60)} volcano, volcano`;
    expect(makeSnippet(text, ['volcano'], 60).startsWith('Volcano. A volcano is')).toBe(true);
  });

  it('falls back to the start of the text and squashes whitespace', () => {
    expect(makeSnippet('First line\n\nsecond   line', ['absent'])).toBe('First line second line');
  });

  it("shows a document's other headings as words, without their marks", () => {
    const text = '# Volcano\n\nA volcano vents magma.\n\n## How volcanoes form\n\nMagma rises.';
    expect(makeSnippet(text, ['magma'])).toBe('A volcano vents magma. How volcanoes form Magma rises.');
  });

  it("prefers the text's opening sentence among windows of as many terms", () => {
    const text = `A volcano is an opening in the crust. ${'Lava and ash pile up over time. '.repeat(8)}Most people picture a volcano as a cone. Volcanoes are found on Mars.`;
    expect(makeSnippet(text, ['volcano'])).toMatch(/^A volcano is an opening in the crust/u);
  });

  it('leaves out a leading Markdown heading, which only repeats the title', () => {
    expect(makeSnippet('# Chile — Economy (South America)\n\nCopper leads exports.', ['copper'])).toBe(
      'Copper leads exports.',
    );
  });
});
