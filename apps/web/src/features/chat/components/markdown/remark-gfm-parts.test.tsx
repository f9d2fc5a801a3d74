import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { gfmPartsKey, remarkGfmParts } from './remark-gfm-parts';

const ALL_PARTS = '01234';
const html = (markdown: string, key: string) =>
  renderToStaticMarkup(<Markdown remarkPlugins={[[remarkGfmParts, key]]}>{markdown}</Markdown>);

describe('gfmPartsKey', () => {
  it.each([
    ['plain prose [1] with a citation', '-----'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', '0----'],
    ['one column\n:-:\nno pipes', '0----'],
    ['> quoted\n> --:', '0----'],
    ['see www.example.com', '-1---'],
    ['see https://example.com', '-1---'],
    ['write to a@b.co', '-1---'],
    ['- [ ] to do\n- [x] done', '--2--'],
    ['~~gone~~', '---3-'],
    ['a note[^1]\n\n[^1]: here', '----4'],
  ])('%j → %j', (markdown, key) => {
    expect(gfmPartsKey(markdown)).toBe(key);
  });

  it('tables, autolinks, task lists, strikethrough and footnotes render as remark-gfm renders them', () => {
    const markdown = [
      '| a | b |\n|---|:-:|\n| 1 | 2 |',
      'www.example.com and https://example.com/x and a@b.co',
      '- [ ] to do\n- [x] done',
      '~one~ and ~~two~~',
      'a note[^1]\n\n[^1]: here',
    ].join('\n\n');
    const out = html(markdown, gfmPartsKey(markdown));
    expect(out).toContain('<table>');
    expect(out).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(out).toContain('<a href="mailto:a@b.co">a@b.co</a>');
    expect(out).toContain('<input type="checkbox" disabled=""/>');
    expect(out).toContain('<del>one</del> and <del>two</del>');
    expect(out).toContain('data-footnotes');
  });

  // A property, not a timing: 400 random blocks per run (each rendered twice, a few ms apiece), with
  // a deadline far above what that takes, so a busy machine slows it down without failing it. Every
  // run draws new blocks (fast-check prints the seed of a failure), so runs add up to more cases.
  it('leaving out the parts a block lacks never changes how it renders', { timeout: 60_000 }, () => {
    const piece = fc.constantFrom(
      '|',
      '-',
      ':',
      '---',
      ':-:',
      '--:',
      'www.',
      'example.com',
      'http://',
      'https://',
      'a@b.co',
      '~',
      '~~',
      '[ ]',
      '[x]',
      '[^1]',
      '[^1]: ',
      '[1]',
      '- ',
      '1. ',
      '> ',
      '#',
      '`',
      '*',
      '_',
      ' ',
      'text',
      '\n',
      '\n\n',
      '\\',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const markdown = pieces.join('');
        expect(html(markdown, gfmPartsKey(markdown))).toBe(html(markdown, ALL_PARTS));
      }),
      { numRuns: 400 },
    );
  });
});
