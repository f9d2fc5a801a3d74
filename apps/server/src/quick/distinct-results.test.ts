import { describe, expect, it } from 'vitest';
import { distinctResults } from './distinct-results.js';

const result = (url: string, title: string, content: string) => ({
  url,
  title,
  snippet: content.slice(0, 40),
  content,
});

describe('distinctResults', () => {
  it('leaves out the same page under another URL and near-identical texts, keeping the first', () => {
    const results = [
      result(
        'https://www.example.org/a/?utm_source=x',
        'A',
        'Volcanoes form where rock melts under the crust of a planet.',
      ),
      result(
        'https://example.org/a',
        'A again',
        'Something else entirely about tracking parameters and pages.',
      ),
      result(
        'http://localhost:8000/library/wordnet.capital_of_kenya',
        'capital of Kenya',
        'capital of Kenya (noun): the capital and largest city of Kenya; a center for tourist safaris. Synonyms: Nairobi.',
      ),
      result(
        'http://localhost:8000/library/wordnet.nairobi',
        'Nairobi',
        'Nairobi (noun): the capital and largest city of Kenya; a center for tourist safaris. Synonyms: capital of Kenya.',
      ),
      result('https://example.org/b', 'B', 'Kenya has 47 counties and a bicameral parliament.'),
    ];
    expect(distinctResults(results, 6).map((r) => r.title)).toEqual(['A', 'capital of Kenya', 'B']);
    expect(distinctResults(results, 2).map((r) => r.title)).toEqual(['A', 'capital of Kenya']);
  });
});
