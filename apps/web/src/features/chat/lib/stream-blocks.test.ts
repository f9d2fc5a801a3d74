import { describe, expect, it } from 'vitest';
import { splitBlocks } from './blocks';
import { preprocessMath, splitOpenFormula } from './math';
import { createBlockSplitter } from './stream-blocks';

/** What the answer view computed from the whole answer on every chunk before: the reference. */
function fromWhole(answer: string, streaming: boolean) {
  const { before, open } = streaming ? splitOpenFormula(answer) : { before: answer, open: null };
  return { blocks: splitBlocks(preprocessMath(before)), open };
}

/** Pieces of answers, the awkward ones included: what could reach across a blank line does. */
const PIECES = [
  'A plain paragraph with $x^2$ math, a $5 price and 20% more.',
  '- item one\n- item two',
  '1. first\n\n2. second, in a loose list',
  '  an indented continuation line',
  '```js\nconst a = 1;\n\nconst b = `x`;\n```',
  '~~~\ncode with $$ and `\n\n~~~',
  '$$\nx = \\frac{1}{2}\n$$',
  'Inline display $$a + b$$ in a sentence.',
  '$$\na formula\n\nwith a blank line inside\n$$',
  'A lone backtick ` here, closed much later',
  'Code spans `a $ b` and `` double `tick` `` stay as they are.',
  'Escaped \\$ dollars and \\\\ backslashes.',
  '| a | b |\n|---|---|\n| 1 | $y_1$ |',
  '> a quote\n> that goes on',
  '## A heading',
  '$$ a display formula left open',
  'Text with $$ in the middle of a line',
  '    four-space indented code',
  'Two lines\nof one paragraph',
];
const JOINS = ['\n\n', '\n', '\n\n\n', '\n \n'];

/** A small seeded generator, so a failure names the seed that reproduces it. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

function answerFrom(next: (below: number) => number): string {
  let text = PIECES[next(PIECES.length)]!;
  for (let i = next(14); i > 0; i--) text += JOINS[next(JOINS.length)]! + PIECES[next(PIECES.length)]!;
  return text;
}

describe('createBlockSplitter', () => {
  it('gives what the whole answer gives, after every chunk, however the answer is cut', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const answer = answerFrom(next);
      const split = createBlockSplitter();
      for (let end = 0; end < answer.length; end += 1 + next(12)) {
        const shown = answer.slice(0, end);
        expect(split(shown, true), `seed ${seed}, ${end} characters`).toEqual(fromWhole(shown, true));
      }
      expect(split(answer, false), `seed ${seed}, finished`).toEqual(fromWhole(answer, false));
    }
  });

  it('hands out the same strings for the blocks it has kept (memoized blocks skip them for free)', () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} says $x_${i}$ once.`);
    const answer = paragraphs.join('\n\n');
    const split = createBlockSplitter();
    const early = split(answer.slice(0, answer.length / 2), true).blocks;
    const late = split(answer, true).blocks;
    expect(late).toHaveLength(40);
    // All but the last two blocks of the early call were behind a clean cut.
    for (let i = 0; i < early.length - 2; i++) expect(late[i]).toBe(early[i]);
  });

  it('starts over when the answer is not the one before grown (another answer, a retry)', () => {
    const split = createBlockSplitter();
    split('First answer.\n\nIts second paragraph.\n\nAnd a third.', true);
    expect(split('Another answer.\n\nEntirely.', true)).toEqual(
      fromWhole('Another answer.\n\nEntirely.', true),
    );
  });

  it('keeps nothing behind an open code fence, whose blank lines are not cuts', () => {
    const split = createBlockSplitter();
    const answer = 'Intro.\n\n```\nline one\n\nline two\n\nline three\n';
    expect(split(answer, true)).toEqual(fromWhole(answer, true));
    expect(split(`${answer}\`\`\`\n\nAfter.`, true)).toEqual(fromWhole(`${answer}\`\`\`\n\nAfter.`, true));
  });
});
