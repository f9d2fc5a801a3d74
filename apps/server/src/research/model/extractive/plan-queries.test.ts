import { describe, expect, it } from 'vitest';
import { planExtractiveQueries } from './plan-queries.js';

const result = (title: string, content = '', site?: string) => ({
  url: `https://example.com/${encodeURIComponent(title)}`,
  title,
  snippet: '',
  content,
  ...(site ? { site } : {}),
});

describe('planExtractiveQueries', () => {
  it('asks about each compared name and the aspects the first results are organised by', () => {
    const probe = [
      result('Chile — Economy', '', 'World Factbook'),
      result('Peru — Economy', '', 'World Factbook'),
      result('Chile — Economy', '', 'World Factbook'),
      result('Bolivia — Energy', '', 'World Factbook'),
    ];
    // The names as the question's frame reads them.
    const queries = planExtractiveQueries('Compare the economies of Chile and Peru', probe, 6, [
      'Chile',
      'Peru',
    ]);
    expect(queries[0]).toBe('compare economies chile peru');
    expect(queries).toContain('Chile economies');
    expect(queries).toContain('Peru economies');
    expect(queries).not.toContain('Bolivia Energy');
    expect(new Set(queries).size).toBe(queries.length);
  });

  it('uses the top result headings as sub-topics and never exceeds the cap', () => {
    const probe = [
      result(
        'Volcano - Wikipedia',
        '# Volcano\n\n## Formation\ntext\n## Eruption styles\ntext\n## Hazards\ntext\n## Etymology\n',
      ),
    ];
    const queries = planExtractiveQueries('What is a volcano?', probe, 4);
    expect(queries).toEqual(['volcano', 'volcano Formation', 'volcano Eruption styles', 'volcano Hazards']);
  });
});
