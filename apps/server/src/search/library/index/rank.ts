import type { LibraryDocument } from '../library-types.js';
import { analyze } from '../../../text/analyzer.js';
import type { Hit } from './bm25.js';
import { scoreBm25 } from './bm25.js';
import type { Segment } from './segment.js';

/** A ranked document with its final score. */
export interface RankedDocument {
  doc: LibraryDocument;
  score: number;
}

/** Prior weight of a collection's documents (e.g. the user's own files over generic dictionaries). */
export type CollectionWeight = (segment: Segment) => number;

const RERANK_POOL = 100;
const PHRASE_SCAN_CHARS = 50_000;

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Multiplier for the signals BM25 does not see: how much of the query a document covers, whether the
 * title is (or contains) the query, and whether the query words appear as a phrase.
 */
function boost(hit: Hit, terms: readonly string[]): number {
  const doc = hit.segment.docs[hit.docIndex]!;
  let factor = 0.5 + (0.5 * hit.matchedTerms) / terms.length;
  const titleTerms = analyze(doc.title);
  const titleSet = new Set(titleTerms);
  if (terms.every((t) => titleSet.has(t))) {
    factor *= titleTerms.length === terms.length ? 2 : 1.5;
  }
  if (terms.length > 1) {
    const inTitle = containsSequence(titleTerms, terms);
    if (inTitle || containsSequence(analyze(doc.text.slice(0, PHRASE_SCAN_CHARS)), terms)) factor *= 1.3;
  }
  return factor;
}

/** Ranks documents of `segments` for the analysed query `terms`: BM25, then re-ranking of the top. */
export function rankDocuments(
  segments: readonly Segment[],
  terms: readonly string[],
  limit: number,
  weight: CollectionWeight,
): RankedDocument[] {
  if (terms.length === 0 || limit <= 0) return [];
  const pool = scoreBm25(segments, terms)
    .map((hit) => ({ hit, score: hit.score * weight(hit.segment) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(RERANK_POOL, limit));
  return pool
    .map(({ hit, score }) => ({ doc: hit.segment.docs[hit.docIndex]!, score: score * boost(hit, terms) }))
    .sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title))
    .slice(0, limit);
}
