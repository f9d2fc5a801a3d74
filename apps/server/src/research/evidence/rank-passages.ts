import { analyzeQuery } from '../../text/analyzer.js';
import type { Passage } from './passages.js';

export interface ScoredPassage {
  passage: Passage;
  score: number;
}

const K1 = 1.2;
const B = 0.6;

/**
 * BM25 of each passage against `query` (idf over the given passages). Passages that mention no
 * query term score 0. Returned best first; ties keep the input order.
 */
export function scorePassages(passages: readonly Passage[], query: string): ScoredPassage[] {
  const terms = analyzeQuery(query);
  if (passages.length === 0 || terms.length === 0) return passages.map((passage) => ({ passage, score: 0 }));
  const average = passages.reduce((sum, p) => sum + p.length, 0) / passages.length;
  const idf = new Map(
    terms.map((term) => {
      const df = passages.filter((p) => p.terms.has(term)).length;
      return [term, Math.log(1 + (passages.length - df + 0.5) / (df + 0.5))];
    }),
  );
  return passages
    .map((passage, index) => {
      let score = 0;
      const norm = K1 * (1 - B + (B * passage.length) / Math.max(1, average));
      for (const term of terms) {
        const tf = passage.terms.get(term) ?? 0;
        if (tf > 0) score += (idf.get(term) ?? 0) * ((tf * (K1 + 1)) / (tf + norm));
      }
      return { passage, score, index };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ passage, score }) => ({ passage, score }));
}

/** Jaccard similarity of two passages' term sets. */
export function termSimilarity(a: Passage, b: Passage): number {
  const [small, large] = a.terms.size <= b.terms.size ? [a.terms, b.terms] : [b.terms, a.terms];
  let shared = 0;
  for (const term of small.keys()) if (large.has(term)) shared += 1;
  const union = a.terms.size + b.terms.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Share of the query's distinct terms that a title contains (0..1). A source or topic named after
 * what was asked ("Chile — Economy" for the economies of Chile and Peru) is about it; one that
 * merely mentions the words in passing is not.
 */
export function titleShare(title: string, query: string): number {
  const terms = analyzeQuery(query);
  if (terms.length === 0) return 0;
  const inTitle = new Set(analyzeQuery(title));
  return terms.filter((t) => inTitle.has(t)).length / terms.length;
}
