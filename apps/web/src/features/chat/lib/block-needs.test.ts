import { describe, expect, it } from 'vitest';
import { blockNeeds } from './block-needs';
import { preprocessMath } from './math';

const needs = (markdown: string) => blockNeeds(preprocessMath(markdown));

describe('blockNeeds', () => {
  it.each([
    ['plain prose', 'Lava is **hot** [1], see [the survey](https://example.com).'],
    ['a table and a list', '| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n- two'],
    ['prices and percentages', 'It costs $5 and $10, or $20% off.'],
    ['an escaped dollar', 'Pay \\$5 today.'],
    ['dollars in inline code', 'Run `echo $HOME $x^2$` now.'],
    ['dollars in fenced code without a language', '```\necho $PATH\n```'],
    ['a bare fence', '~~~\nplain text\n~~~'],
    ['inline code', 'Call `print()` here.'],
  ])('%s needs neither KaTeX nor the highlighter', (_name, markdown) => {
    expect(needs(markdown)).toEqual({ math: false, code: false });
  });

  it.each([
    ['inline math', 'Energy $E = mc^2$ here.'],
    ['display math', '$$\n\\int_0^1 x\\,dx\n$$'],
    ['display math written inline', 'See $$a^2+b^2$$ now.'],
    ['math after an escaped backslash', 'A path \\\\$x^2$ here.'],
    ['math beside a price', 'Pay $5 and solve $x^2$.'],
    ['math after inline code', 'Run `ls` then $a_i$.'],
  ])('%s needs KaTeX', (_name, markdown) => {
    expect(needs(markdown).math).toBe(true);
  });

  it.each([
    ['a backtick fence with a language', '```python\nprint("hi")\n```'],
    ['a tilde fence with a language', '~~~js\nconst x = 1;\n~~~'],
    ['a fence with spaces before the language', '```  sh\nls\n```'],
    ['a fence in a list item', '- step:\n\n    ```bash\n    make\n    ```'],
    ['a fence in a quote', '> ```ts\n> let a = 1;\n> ```'],
    ['a fence still streaming', '```rust\nfn main() {'],
  ])('%s needs the highlighter', (_name, markdown) => {
    expect(needs(markdown).code).toBe(true);
  });

  it('dollars inside a highlighted code block need the highlighter only', () => {
    expect(needs('```sh\necho $PATH and $1\n```')).toEqual({ math: false, code: true });
  });
});
