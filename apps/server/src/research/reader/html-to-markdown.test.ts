import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.js';

const base = new URL('https://news.example/articles/snow-leopard');

describe('htmlToMarkdown', () => {
  it('writes ATX headings, paragraphs and lists', () => {
    const md = htmlToMarkdown(
      '<h2>Habitat</h2><p>High <em>mountains</em>.</p><ul><li>one</li><li>two</li></ul>',
      base,
    );
    expect(md).toContain('## Habitat');
    expect(md).toContain('High _mountains_.');
    expect(md).toMatch(/^-\s+one$/m);
  });

  it('drops scripts, styles, iframes and forms', () => {
    const md = htmlToMarkdown(
      '<p>Kept</p><script>alert("SCRIPT")</script><style>p{color:red}</style><iframe src="https://ads.example/">FRAME</iframe><form><label>FORM</label><input name="q"></form>',
      base,
    );
    expect(md).toBe('Kept');
  });

  it('keeps only http(s) link targets, resolved against the page', () => {
    const md = htmlToMarkdown(
      '<p><a href="/wiki/Ibex">ibex</a>, <a href="javascript:alert(1)">click me</a>, <a href="data:text/html,x">data</a>, <a href="https://x.example/a (b)">paren</a></p>',
      base,
    );
    expect(md).toContain('[ibex](https://news.example/wiki/Ibex)');
    expect(md).toContain('click me');
    expect(md).not.toContain('javascript:');
    expect(md).not.toContain('data:');
    expect(md).toContain('[paren](https://x.example/a%20%28b%29)');
  });

  it('turns images into their alt text, never a remote image link', () => {
    const md = htmlToMarkdown(
      '<p>Before <img src="https://tracker.example/p.png" alt="A snow leopard"> after <img src="x.png"></p>',
      base,
    );
    expect(md).toBe('Before A snow leopard after');
    expect(md).not.toContain('tracker.example');
    expect(md).not.toContain('![');
  });
});
