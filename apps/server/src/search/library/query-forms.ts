import { analyzeQuery } from '../../text/analyzer.js';
import type { OtherForms } from './index/bm25.js';

/**
 * A query's words written with the words that may stand for them ("father|founder genetics": the
 * founder of genetics answers as its father does), split into the query itself and each term's
 * other forms, merged with the name forms the library knows ("persia" → "persian").
 */
export function queryForms(
  written: string,
  nameForms: OtherForms,
): { query: string; otherForms: OtherForms } {
  const otherForms = new Map<string, string[]>();
  const query = written.replace(/(\S+)((?:\|\S+)+)/gu, (_, word: string, others: string) => {
    const term = analyzeQuery(word)[0];
    if (term) otherForms.set(term, analyzeQuery(others.replace(/\|/gu, ' ')));
    return word;
  });
  for (const term of analyzeQuery(query)) {
    const names = nameForms.get(term);
    if (names) otherForms.set(term, [...(otherForms.get(term) ?? []), ...names]);
  }
  return { query, otherForms };
}
