import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown-text.js';

describe('markdownToText', () => {
  it('takes the first heading as title and strips inline markup', () => {
    const { title, text } = markdownToText(
      '# The *Water* Cycle\n\nWater **evaporates** from [the ocean](https://x.example) and `condenses`.\nIt falls as rain.\n',
    );
    expect(title).toBe('The Water Cycle');
    expect(text).toBe(
      '# The Water Cycle\n\nWater evaporates from the ocean and condenses. It falls as rain.',
    );
  });

  it('prefers a front-matter title and keeps snake_case words intact', () => {
    const { title, text } = markdownToText(
      '---\ntitle: "Notes"\ndate: 2024\n---\n# Heading\n\nuse my_var_name here _emphasis_\n',
    );
    expect(title).toBe('Notes');
    expect(text).toContain('use my_var_name here emphasis');
    expect(text).not.toContain('date');
  });

  it('reads setext headings, list items (marked), tables and code blocks as separate blocks', () => {
    const md =
      'Title\n=====\n\n- first item\n- second *item*\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst x = 1;\n```\n';
    const { title, text } = markdownToText(md);
    expect(title).toBe('Title');
    expect(text.split('\n\n')).toEqual([
      '# Title',
      '- first item',
      '- second item',
      'a | b',
      '1 | 2',
      'const x = 1;',
    ]);
  });

  it('collects images (Markdown and HTML) with alt text, heading and paragraph as context', () => {
    const md =
      '# Etna\n\n![Lava fountain](img/etna.jpg "Etna") Lava fountain at night.\n\n<img src="diagram.svg" alt="Cross section">\n';
    const { text, images } = markdownToText(md);
    expect(text).not.toContain('img/etna.jpg');
    expect(images).toEqual([
      { src: 'img/etna.jpg', context: 'Lava fountain. Etna. Lava fountain at night.' },
      { src: 'diagram.svg', context: 'Cross section. Etna' },
    ]);
  });
});
