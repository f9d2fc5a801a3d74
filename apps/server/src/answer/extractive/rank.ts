import type { AnswerQuery, QuestionKind } from './query.js';
import type { SentenceUnit } from './units.js';

/** A sentence with its relevance to the question. */
export interface RankedUnit {
  unit: SentenceUnit;
  score: number;
}

const K1 = 1.2;
/** Mild length normalisation: sentences vary less than documents, and short ones are not better answers. */
const B = 0.5;
/**
 * A term found only in the title/heading scores like this fixed fraction of a sentence match, independent of
 * the sentence's length (the context belongs to every sentence under it equally).
 */
const CONTEXT_SCORE = 0.35;
/** Share of the question's weight (by rarity) the sources must cover for an answer to be attempted. */
const MIN_COVERAGE = 0.4;
const DANGLING_START =
  /^(?:it|its|this|that|these|those|they|he|she|his|her|their|however|but|also|and|so|thus|therefore|moreover|furthermore|such)\b/iu;
const KIND_PATTERNS: Record<QuestionKind, RegExp | null> = {
  definition: /\b(?:is|are|was|were|refers? to|means?|denotes?|defined as)\b/iu,
  time: /\b(?:1\d{3}|20\d{2})\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|century)\b/iu,
  quantity: /\d/u,
  general: null,
};

/** Inverse document frequency over the sentences; a term no sentence has gets the highest weight. */
function idfTable(units: readonly SentenceUnit[], query: AnswerQuery): Map<string, number> {
  const table = new Map<string, number>();
  for (const term of query.weights.keys()) {
    let df = 0;
    for (const unit of units) if (unit.termCounts.has(term)) df += 1;
    table.set(term, Math.log(1 + (units.length - df + 0.5) / (df + 0.5)));
  }
  return table;
}

/** How many of the question's consecutive term pairs the sentence has side by side. */
function bigramCount(unit: SentenceUnit, bigrams: ReadonlyMap<string, ReadonlySet<string>>): number {
  let found = 0;
  for (let i = 1; i < unit.terms.length; i += 1) {
    const first = unit.terms[i - 1];
    if (first !== undefined && bigrams.get(first)?.has(unit.terms[i] ?? '')) found += 1;
  }
  return found;
}

function mentions(unit: SentenceUnit, term: string): boolean {
  return unit.termCounts.has(term) || unit.context.has(term);
}

/**
 * Scores every sentence with BM25 over weighted query terms (plus a fixed share for terms of the
 * title/heading), then nudges by phrase matches, the kind of fact asked for, the conversation's topic,
 * position in the source, source order, length, and a start that leans on a previous sentence ("It was…").
 * Only sentences mentioning a focus term count; when they cover too little of the question, nothing is
 * relevant and the list is empty. Sorted best first; ties keep source and document order.
 */
export function rankUnits(
  units: readonly SentenceUnit[],
  query: AnswerQuery,
  sourceCount: number,
): RankedUnit[] {
  if (units.length === 0 || query.focus.size === 0) return [];
  const idf = idfTable(units, query);
  const averageLength = units.reduce((sum, unit) => sum + unit.terms.length, 0) / units.length;
  const focus = [...query.focus];
  let eligible = units.filter((unit) => focus.some((term) => mentions(unit, term)));
  const topicShare = new Map(eligible.map((unit) => [unit, share(unit, query.topic)]));
  if (query.followUp && eligible.some((unit) => (topicShare.get(unit) ?? 0) > 0)) {
    eligible = eligible.filter((unit) => (topicShare.get(unit) ?? 0) > 0);
  }
  if (coverage(eligible, query, idf) < MIN_COVERAGE) return [];
  const kindPattern = KIND_PATTERNS[query.kind];
  const ranked = eligible.map((unit): RankedUnit => {
    const norm = K1 * (1 - B + (B * unit.terms.length) / averageLength);
    let score = 0;
    for (const [term, weight] of query.weights) {
      const tf = unit.termCounts.get(term) ?? 0;
      const match = (tf * (K1 + 1)) / (tf + norm) + (unit.context.has(term) ? CONTEXT_SCORE : 0);
      score += weight * (idf.get(term) ?? 0) * match;
    }
    if (query.bigrams.size > 0) score *= 1 + Math.min(0.3, 0.1 * bigramCount(unit, query.bigrams));
    if (kindPattern?.test(unit.text)) score *= 1.15;
    score *= 1 + (query.followUp ? 0.6 : 0.2) * (topicShare.get(unit) ?? 0);
    // Sources open with their most general statement; dictionaries list the commonest sense first.
    score *= query.kind === 'definition' ? 1 + 0.5 / (1 + unit.position) : 1 + 0.2 / (1 + unit.position / 3);
    score *= 1 + 0.1 * (1 - (unit.source - 1) / Math.max(1, sourceCount));
    if (DANGLING_START.test(unit.text)) score *= 0.8;
    if (unit.wordCount < 7) score *= 0.7;
    else if (unit.wordCount > 55) score *= 0.8;
    return { unit, score };
  });
  const best = Math.max(...ranked.map((r) => r.score));
  return ranked
    .filter((r) => r.score >= best * 0.25)
    .sort((a, b) => b.score - a.score || a.unit.source - b.unit.source || a.unit.position - b.unit.position);
}

/** Share of the topic's weight that the sentence (or its title/heading) mentions. */
function share(unit: SentenceUnit, topic: ReadonlyMap<string, number>): number {
  let total = 0;
  let found = 0;
  for (const [term, weight] of topic) {
    total += weight;
    if (mentions(unit, term)) found += weight;
  }
  return total === 0 ? 0 : found / total;
}

/** Share of the focus terms' rarity-weighted mass that the eligible sentences mention at all. */
function coverage(
  eligible: readonly SentenceUnit[],
  query: AnswerQuery,
  idf: ReadonlyMap<string, number>,
): number {
  let total = 0;
  let covered = 0;
  for (const term of query.focus) {
    const weight = idf.get(term) ?? 0;
    total += weight;
    if (eligible.some((unit) => mentions(unit, term))) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}
