import { describe, expect, it } from 'vitest';
import { splitBlocks } from './blocks';

describe('splitBlocks', () => {
  it.each([
    ['paragraphs', 'One\n\nTwo\n\n\nThree', ['One', 'Two', 'Three']],
    ['heading with its paragraph', '# Title\nText', ['# Title\nText']],
    ['code fence with blank lines stays whole', 'Intro\n\n```ts\na\n\nb\n```\n\nAfter', ['Intro', '```ts\na\n\nb\n```', 'After']],
    ['unclosed fence runs to the end', 'Intro\n\n```py\nx\n\ny', ['Intro', '```py\nx\n\ny']],
    ['display math with blank lines stays whole', '$$\na\n\nb\n$$\n\nNext', ['$$\na\n\nb\n$$', 'Next']],
    ['loose list stays one block', '- a\n\n- b\n\nEnd', ['- a\n\n- b', 'End']],
    ['ordered loose list', '1. a\n\n2. b', ['1. a\n\n2. b']],
    ['indented continuation joins the item', '- a\n\n  more of a\n\nEnd', ['- a\n\n  more of a', 'End']],
    ['table is one block', '| a | b |\n|---|---|\n| 1 | 2 |\n\nx', ['| a | b |\n|---|---|\n| 1 | 2 |', 'x']],
    ['trailing blank lines are dropped', 'A\n\n', ['A']],
    ['empty input', '', []],
  ])('%s', (_name, input, expected) => {
    expect(splitBlocks(input)).toEqual(expected);
  });

  it('keeps finished blocks identical as the text grows', () => {
    const full = 'Para one.\n\n```js\nconst a = 1;\n```\n\n- x\n- y\n\nLast paragraph grows';
    const finalBlocks = splitBlocks(full);
    for (let end = 1; end <= full.length; end++) {
      const partial = splitBlocks(full.slice(0, end));
      // Every block except the last equals the corresponding final block.
      partial.slice(0, -1).forEach((block, i) => expect(block).toBe(finalBlocks[i]));
    }
  });
});
