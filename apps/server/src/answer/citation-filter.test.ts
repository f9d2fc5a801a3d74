import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CitationFilter, filterCitations } from './citation-filter.js';

function run(chunks: readonly string[], sources: number): string {
  const filter = new CitationFilter(sources);
  return chunks.map((chunk) => filter.push(chunk)).join('') + filter.flush();
}

/** Cuts `text` at the given positions. */
function cut(text: string, positions: readonly number[]): string[] {
  const sorted = [...new Set(positions.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let start = 0;
  for (const p of sorted) {
    pieces.push(text.slice(start, p));
    start = p;
  }
  pieces.push(text.slice(start));
  return pieces;
}

describe('CitationFilter', () => {
  it('keeps valid citations and removes invalid ones with the space before them', () => {
    expect(run(['Paris is the capital [1]. It is old [7]. It is big [3] and busy [0].'], 3)).toBe(
      'Paris is the capital [1]. It is old. It is big [3] and busy.',
    );
  });

  it('handles a marker split across chunks', () => {
    expect(run(['Paris is the capital [', '1', '2]. Lyon is big [', '2]', '.'], 3)).toBe(
      'Paris is the capital. Lyon is big [2].',
    );
    expect(run(['France [1', '0', '] and Spain [', '2', ']'], 3)).toBe('France and Spain [2]');
  });

  it('rewrites a list to its valid numbers', () => {
    expect(run(['See [1, 5] and [4,6] and [2, 3].'], 3)).toBe('See [1] and and [2, 3].');
  });

  it('leaves code, link texts and other brackets alone', () => {
    const text =
      'Use `arr[10]` here.\n```\nlist[42] = 1\n```\nA [link](https://x.org) and [9](https://y.org), [note] and [10]';
    expect(run([text], 2)).toBe(text.replace(' and [10]', ' and'));
  });

  it('decides a finished marker when code starts right after it', () => {
    expect(run(['Run it [9]', '`npm test`', ' [1]`x`'], 2)).toBe('Run it`npm test` [1]`x`');
  });

  it('resumes filtering after an unclosed inline backtick at a blank line', () => {
    expect(run(['A stray ` tick [9]\n\nThen [9] goes.'], 2)).toBe('A stray ` tick [9]\n\nThen goes.');
  });

  it('gives the same text however the stream is split, with no invalid citation left', () => {
    const piece = fc.constantFrom(
      'Paris',
      ' ',
      '[1]',
      '[4]',
      '[2, 9]',
      '[',
      ']',
      '`',
      '```\n',
      '\n',
      '(',
      'x',
      '.',
      '7',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 60 }),
        fc.array(fc.nat(400), { maxLength: 8 }),
        (pieces, positions) => {
          const text = pieces.join('');
          const whole = run([text], 3);
          expect(run(cut(text, positions), 3)).toBe(whole);
          expect(run([...text], 3)).toBe(whole);
          if (!text.includes('`')) {
            for (const m of whole.matchAll(/\[([\d,\s]+)\](?!\()/gu)) {
              for (const n of (m[1] ?? '').split(',').map(Number)) expect(n >= 1 && n <= 3).toBe(true);
            }
          }
        },
      ),
      { numRuns: 500, seed: 7 },
    );
  });
});

describe('filterCitations', () => {
  it('filters an async stream and yields no empty chunks', async () => {
    async function* source(): AsyncGenerator<string> {
      yield 'Capital [';
      yield '8';
      yield ']';
      yield '. Big [1].';
    }
    const out: string[] = [];
    for await (const chunk of filterCitations(source(), 1)) out.push(chunk);
    expect(out.join('')).toBe('Capital. Big [1].');
    expect(out.every((c) => c !== '')).toBe(true);
  });
});

describe('CitationFilter with renumbering', () => {
  it('rewrites local evidence numbers to report numbers and drops numbers never handed out, across chunks', () => {
    const filter = new CitationFilter(
      3,
      new Map([
        [1, 7],
        [2, 3],
        [3, 7],
      ]),
    );
    const out =
      ['Copper leads exports [', '1]. Growth slowed [2', ', 9]. Both agree [1, 3]. Made up [4].']
        .map((c) => filter.push(c))
        .join('') + filter.flush();
    expect(out).toBe('Copper leads exports [7]. Growth slowed [3]. Both agree [7]. Made up.');
  });
});
