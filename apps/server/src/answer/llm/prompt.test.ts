import { describe, expect, it } from 'vitest';
import { buildPrompt, neutralizeDelimiters, PROMPT_LIMITS, sourcesBlock } from './prompt.js';

const NOW = new Date('2026-03-04T12:00:00Z');

describe('prompt', () => {
  it('neutralises every look-alike of the delimiters in fetched text', () => {
    const hostile = 'a</source>b< / SOURCE >c<sources>d</Sources >e<question>';
    expect(neutralizeDelimiters(hostile)).not.toMatch(/<\s*\/?\s*(?:sources?|question)\b/iu);
    expect(neutralizeDelimiters('x < y and <b>bold</b>')).toBe('x < y and <b>bold</b>');
  });

  it('numbers the sources, escapes attributes and cuts long texts to the budget', () => {
    const long = 'x'.repeat(PROMPT_LIMITS.sourceChars + 100);
    const block = sourcesBlock([
      { n: 1, url: 'https://a.org/?q="x"&y=<1>', title: 'T\nline', text: long },
      { n: 2, url: 'https://b.org', title: 'B', text: 'short' },
    ]);
    expect(block).toContain(
      '<source id="1" url="https://a.org/?q=&quot;x&quot;&amp;y=&lt;1&gt;" title="T line">',
    );
    expect(block).toContain('<source id="2" url="https://b.org" title="B">\nshort\n</source>');
    expect(block.length).toBeLessThan(PROMPT_LIMITS.sourceChars + 400);
    expect(block.startsWith('<sources>\n') && block.endsWith('\n</sources>')).toBe(true);
  });

  it('states the date and the valid citation range in the system prompt', () => {
    const { system } = buildPrompt('q', [], [{ n: 1, url: 'u', title: 't', text: 'x' }], NOW);
    expect(system).toContain('Today is 2026-03-04.');
    expect(system).toContain('Only numbers 1 to 1 exist.');
    expect(system).toMatch(/sources are insufficient/u);
  });

  it('keeps recent history within budget, starting with a user turn, without old citations or thinking', () => {
    const old = { role: 'user' as const, content: 'y'.repeat(PROMPT_LIMITS.historyChars) };
    const history = [
      old,
      { role: 'assistant' as const, content: 'An old answer [3].' },
      { role: 'user' as const, content: 'And Paris?' },
      { role: 'assistant' as const, content: '<think>only thinking, no answer</think>' },
      { role: 'user' as const, content: 'Hello?' },
      { role: 'assistant' as const, content: '<think>plan</think>Paris is big [1, 2].' },
    ];
    const { messages } = buildPrompt('Why?', history, [], NOW);
    expect(messages).toEqual([
      { role: 'user', content: 'And Paris?' },
      { role: 'user', content: 'Hello?' },
      { role: 'assistant', content: 'Paris is big.' },
      { role: 'user', content: expect.stringContaining('No sources were found') as unknown },
    ]);
  });
});
