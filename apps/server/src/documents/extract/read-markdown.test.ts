import { describe, expect, it } from 'vitest';
import { markdownSections, plainInline } from './read-markdown.js';

describe('markdownSections', () => {
  it('splits at ATX headings, each section under its own heading', () => {
    const sections = markdownSections(
      'Intro line.\n\n# Title\nBody one.\n\n## Part *two* ##\nBody two.\n######Not a heading',
    );
    expect(sections).toEqual([
      { heading: null, text: 'Intro line.\n' },
      { heading: 'Title', text: 'Body one.\n' },
      { heading: 'Part *two*', text: 'Body two.\n######Not a heading' },
    ]);
  });

  it('puts the text before the first heading under the given title', () => {
    expect(markdownSections('Lead.\n# A\nx', 'Doc title')[0]).toEqual({
      heading: 'Doc title',
      text: 'Lead.',
    });
  });

  it('ignores # lines inside code fences', () => {
    const sections = markdownSections('# Code\n```sh\n# a comment\n```\n~~~\n# another\n~~~\n# Next\ny');
    expect(sections.map((s) => s.heading)).toEqual([null, 'Code', 'Next']);
    expect(sections[1]!.text).toContain('# a comment');
  });

  it('reads CRLF files', () => {
    expect(markdownSections('# A\r\nx\r\n# B\r\ny').map((s) => s.heading)).toEqual([null, 'A', 'B']);
  });
});

describe('plainInline', () => {
  it('keeps a link or image text and drops its target', () => {
    expect(plainInline('See [the docs](https://example.com/a_(b) "Docs") and ![a chart](c.png).')).toBe(
      'See the docs and a chart.',
    );
  });
});
