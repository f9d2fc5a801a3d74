import type { Segment } from './segment.js';
import { documentFrequency } from './segment.js';

/** One document that matched a query, with its BM25 score and how many query terms it contains. */
export interface Hit {
  segment: Segment;
  docIndex: number;
  score: number;
  matchedTerms: number;
}

const K1 = 1.2;
const B = 0.75;

/** Okapi BM25's rarity of a term found in `df` of `totalDocs` documents. */
export function bm25Idf(totalDocs: number, df: number): number {
  return Math.log(1 + (totalDocs - df + 0.5) / (df + 0.5));
}

/** What one term adds to a document's BM25 score: `freq` occurrences in a document of `length` terms. */
export function bm25Gain(idf: number, freq: number, length: number, averageLength: number): number {
  const norm = K1 * (1 - B + (B * length) / (averageLength || 1));
  return (idf * freq * (K1 + 1)) / (freq + norm);
}

/** Other terms that stand for a query term ("persia" → "persian"): a document with either has it. */
export type OtherForms = ReadonlyMap<string, readonly string[]>;

/**
 * Okapi BM25 over several segments. Term rarity (idf) is global, so a word common in WordNet is
 * common everywhere; length normalisation uses each segment's own average (see Segment). A term's
 * other forms score as the term: a document gains its best form's score, and matches the term once.
 */
export function scoreBm25(
  segments: readonly Segment[],
  terms: readonly string[],
  otherForms: OtherForms = new Map(),
): Hit[] {
  const totalDocs = segments.reduce((sum, s) => sum + s.docs.length, 0);
  const hits = new Map<Segment, Map<number, Hit>>();
  const add = (segment: Segment, docIndex: number, gain: number) => {
    let bySegment = hits.get(segment);
    if (!bySegment) hits.set(segment, (bySegment = new Map<number, Hit>()));
    const hit = bySegment.get(docIndex);
    if (hit) {
      hit.score += gain;
      hit.matchedTerms++;
    } else bySegment.set(docIndex, { segment, docIndex, score: gain, matchedTerms: 1 });
  };
  for (const term of new Set(terms)) {
    const forms = [...new Set([term, ...(otherForms.get(term) ?? [])])];
    // A term of one form adds its gains directly; one of several keeps each document's best first.
    const best = forms.length > 1 ? new Map<Segment, Map<number, number>>() : undefined;
    for (const form of forms) {
      const df = segments.reduce((sum, s) => sum + documentFrequency(s, form), 0);
      if (df === 0) continue;
      const idf = bm25Idf(totalDocs, df);
      for (const segment of segments) {
        const t = segment.termIndex.get(form);
        if (t === undefined) continue;
        let byDoc = best?.get(segment);
        if (best && !byDoc) best.set(segment, (byDoc = new Map<number, number>()));
        for (let p = segment.starts[t]!; p < segment.starts[t + 1]!; p++) {
          const docIndex = segment.postingDocs[p]!;
          const gain = bm25Gain(
            idf,
            segment.postingFreqs[p]!,
            segment.lengths[docIndex]!,
            segment.averageLength,
          );
          if (byDoc) byDoc.set(docIndex, Math.max(gain, byDoc.get(docIndex) ?? 0));
          else add(segment, docIndex, gain);
        }
      }
    }
    for (const [segment, byDoc] of best ?? [])
      for (const [docIndex, gain] of byDoc) add(segment, docIndex, gain);
  }
  return [...hits.values()].flatMap((bySegment) => [...bySegment.values()]);
}
