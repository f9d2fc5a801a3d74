import { describe, expect, it } from 'vitest';
import { markdownSections, plainInline } from './read-markdown.js';

describe('markdownSections', () => {
  it('splits at ATX headings, each section under the path of headings above it', () => {
    const sections = markdownSections(
      'Intro line.\n\n# Title\nBody one.\n\n## Part *two* ##\nBody two.\n######Not a heading',
    );
    expect(sections).toEqual([
      { heading: null, text: 'Intro line.\n' },
      { heading: 'Title', text: 'Body one.\n' },
      { heading: 'Title › Part *two*', text: 'Body two.\n######Not a heading' },
    ]);
  });

  it('keeps a subsection under its title and drops headings deeper than the next one', () => {
    const sections = markdownSections(
      '# Garden report 2025\n## Money\nSpent.\n### Grants\nCouncil.\n## People\nVolunteers.\n# Plans\nMore.',
    );
    expect(sections.filter((s) => s.text.trim()).map((s) => s.heading)).toEqual([
      'Garden report 2025 › Money',
      'Garden report 2025 › Money › Grants',
      'Garden report 2025 › People',
      'Plans',
    ]);
  });

  it('roots every path at the given title, saying a heading that repeats it once', () => {
    const sections = markdownSections('Lead.\n# Doc title\nA.\n## Part\nB.', 'Doc title');
    expect(sections.map((s) => s.heading)).toEqual(['Doc title', 'Doc title', 'Doc title › Part']);
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
