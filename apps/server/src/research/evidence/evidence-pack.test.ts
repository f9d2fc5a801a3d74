import { describe, expect, it } from 'vitest';
import { buildPack } from './evidence-pack.js';
import { splitPassages } from './passages.js';

describe('buildPack', () => {
  const passages = [
    ...splitPassages(3, '## Ash\n\nVolcanic ash grounds aircraft.\n\n## Lava\n\nLava flows are slow.'),
    ...splitPassages(7, 'Ash clouds spread for thousands of kilometres.'),
    ...splitPassages(9, 'Bread is baked.'),
  ];

  it('numbers sources 1..m for the writer and maps them back to report numbers', () => {
    const pack = buildPack(passages, 'volcanic ash', { maxChars: 10_000, maxPassages: 10 });
    expect(pack.passages.map((p) => [p.local, p.passage.source])).toEqual([
      [1, 3],
      [2, 7],
    ]);
    expect([...pack.toGlobal]).toEqual([
      [1, 3],
      [2, 7],
    ]);
  });

  it('keeps within its character budget (but never empty)', () => {
    const pack = buildPack(passages, 'ash', { maxChars: 10, maxPassages: 10 });
    expect(pack.passages).toHaveLength(1);
  });
});

describe('splitPassages', () => {
  it('keeps headings as topics, including plain-text headings, and joins short paragraphs', () => {
    const found = splitPassages(
      1,
      'Formation\n\nMagma rises. It collects below.\n\nIt erupts later on.\n\n## Hazards\n\nAsh falls.',
    );
    expect(found.map((p) => [p.heading, p.text])).toEqual([
      ['Formation', 'Magma rises. It collects below.\n\nIt erupts later on.'],
      ['Hazards', 'Ash falls.'],
    ]);
    expect(found.map((p) => p.id)).toEqual(['1.1', '1.2']);
  });

  it('splits long text at sentence ends', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} talks about lava.`).join(' ');
    const found = splitPassages(2, long, { maxChars: 200, maxPassages: 100 });
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((p) => p.text.length <= 200)).toBe(true);
  });
});
