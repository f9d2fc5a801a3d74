import { describe, expect, it } from 'vitest';
import { cleanInline } from './inline-markdown.js';
import { proseBlocks } from './markdown-blocks.js';

describe('proseBlocks', () => {
  it('drops code fences, tables, rules, images and reference definitions, and keeps prose under its heading', () => {
    const markdown = [
      '# Paris',
      '',
      'Paris is the **capital** of [France](https://example.org/france).',
      '',
      '```js',
      'const notProse = "This is code. It must not appear.";',
      '```',
      '',
      '| City | Population |',
      '| --- | --- |',
      '| Paris | 2.1 M |',
      '',
      '---',
      '![Eiffel tower](https://example.org/eiffel.png)',
      '[ref]: https://example.org/ref',
      '',
      '## History',
      '> The city was founded in the 3rd century BC.',
    ].join('\n');
    expect(proseBlocks(markdown)).toEqual([
      { text: 'Paris is the capital of France.', heading: 'Paris', within: '' },
      { text: 'The city was founded in the 3rd century BC.', heading: 'History', within: '' },
    ]);
  });

  it('turns every list item into its own block without its marker', () => {
    const blocks = proseBlocks(
      'Facts:\n\n- It has 20 arrondissements\n* It hosts the Louvre museum\n3. It lies on the Seine river',
    );
    expect(blocks.map((b) => b.text)).toEqual([
      'Facts:',
      'It has 20 arrondissements',
      'It hosts the Louvre museum',
      'It lies on the Seine river',
    ]);
  });

  it('joins hard-wrapped lines but keeps one dictionary gloss per line apart', () => {
    expect(
      proseBlocks('The river flows through the city centre and\ndivides it into two banks.').map(
        (b) => b.text,
      ),
    ).toEqual(['The river flows through the city centre and divides it into two banks.']);
    const wordnet =
      'dog (noun)\na member of the genus Canis that has been domesticated by man; "the dog barked"\ninformal term for a man; "you lucky dog"';
    expect(proseBlocks(wordnet).map((b) => b.text)).toEqual([
      'dog (noun)',
      'a member of the genus Canis that has been domesticated by man; "the dog barked"',
      'informal term for a man; "you lucky dog"',
    ]);
  });

  it('reads setext headings and skips indented code', () => {
    const blocks = proseBlocks('Overview\n========\n\nSome text here.\n\n    indented code line\n');
    expect(blocks).toEqual([{ text: 'Some text here.', heading: 'Overview', within: '' }]);
  });

  it('names the headings a subsection sits within, below the page title', () => {
    const markdown = [
      '# The water cycle',
      '## The main processes',
      '### Condensation',
      'Vapour condenses into droplets.',
      '#### In clouds',
      'Droplets grow.',
      '## How long water stays',
      'Weeks in a river.',
      '#### Skipped a level',
      'Still within its section.',
    ].join('\n\n');
    expect(proseBlocks(markdown).map((b) => [b.heading, b.within])).toEqual([
      ['Condensation', 'The main processes'],
      ['In clouds', 'The main processes — Condensation'],
      ['How long water stays', ''],
      ['Skipped a level', 'How long water stays'],
    ]);
  });
});

describe('cleanInline', () => {
  it("removes the source's own reference markers so they cannot pass for our citations", () => {
    expect(cleanInline('Paris is large.[3] It is old [12, 14][citation needed] and busy.[^2]')).toBe(
      'Paris is large. It is old and busy.',
    );
  });

  it('keeps link text, drops bare URLs, tags and emphasis, decodes entities', () => {
    expect(
      cleanInline('See <b>the</b> [guide](https://x.org/a_(b)) at https://x.org &amp; _more_ __here__.'),
    ).toBe('See the guide at & more here.');
  });

  it('keeps balanced inline code and drops a stray backtick', () => {
    expect(cleanInline('Call `fetch()` first.')).toBe('Call `fetch()` first.');
    expect(cleanInline('A stray ` tick.')).toBe('A stray tick.');
  });
});

describe('bold lead-ins', () => {
  it('make the topic of their paragraph, under the heading above', () => {
    const blocks = proseBlocks(
      '## Observing\n\n- **Gravitational waves.** When two black holes merge, they send ripples.\n  The LIGO detectors first recorded such waves in 2015.\n- Plain item without a lead-in.',
    );
    expect(blocks[0]).toMatchObject({
      heading: 'Observing: Gravitational waves',
      // Joined to its sentence: alone, "Gravitational waves." would state nothing.
      text: 'Gravitational waves: When two black holes merge, they send ripples. The LIGO detectors first recorded such waves in 2015.',
    });
    expect(blocks.at(-1)).toMatchObject({ heading: 'Observing', text: 'Plain item without a lead-in.' });
  });

  it('are read from plain text where several paragraphs open with one, but a lone short sentence is no lead-in', () => {
    const blocks = proseBlocks(
      'Accretion disks. Gas spirals inward and glows.\n\nGravitational waves. When two black holes merge, they send ripples.',
    );
    expect(blocks.map((b) => b.heading)).toEqual(['Accretion disks', 'Gravitational waves']);
    expect(blocks.map((b) => b.text)).toEqual([
      'Accretion disks: Gas spirals inward and glows.',
      'Gravitational waves: When two black holes merge, they send ripples.',
    ]);
    expect(proseBlocks('Magma rises. It collects below.\n\nIt erupts later on.')[0]).toMatchObject({
      heading: '',
    });
  });
});

describe('headings with a colon', () => {
  it('are headings when prose follows, and fields when fields follow', () => {
    const article = proseBlocks(
      'Photosynthesis\n\nVariations: C3, C4 and CAM plants\n\nMost plants, such as wheat and rice, are C3 plants and simply tolerate this loss of energy and carbon.',
    );
    expect(article.map((b) => [b.heading, b.text.slice(0, 11)])).toEqual([
      ['Variations: C3, C4 and CAM plants', 'Most plants'],
    ]);
    const fields = proseBlocks(
      'Capital — name: Nairobi\n\nCapital — time difference: UTC+3 (8 hours ahead of Washington)',
    );
    expect(fields.map((b) => b.text)).toEqual([
      'Capital — name: Nairobi',
      'Capital — time difference: UTC+3 (8 hours ahead of Washington)',
    ]);
  });

  it('leave a paragraph as written where its sentence repeats the lead-in or bold is no lead-in', () => {
    expect(proseBlocks('**Paris.** Paris is the capital.')[0]?.text).toBe('Paris. Paris is the capital.');
    expect(proseBlocks('**Paris** is the capital of France.')[0]?.text).toBe(
      'Paris is the capital of France.',
    );
  });
});
