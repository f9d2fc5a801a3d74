import type { RankedUnit } from './rank.js';

export interface SelectionLimits {
  maxSentences: number;
  maxChars: number;
}

/** Weight of relevance against novelty in maximal marginal relevance. */
const LAMBDA = 0.7;
/** Sentences this similar to one already chosen say the same thing (syndicated text, repeated leads). */
const DUPLICATE_SIMILARITY = 0.55;
const CANDIDATES = 60;

/** Jaccard similarity of two term sets (a map's keys are its set). */
export function similarity(a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const term of small.keys()) if (large.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * Picks relevant, non-redundant sentences with maximal marginal relevance: each step takes the sentence
 * that best balances its own relevance against its similarity to what is already chosen. Returns them in
 * the order chosen (most relevant first). Deterministic: ties keep the ranked order.
 */
export function selectSentences(ranked: readonly RankedUnit[], limits: SelectionLimits): RankedUnit[] {
  const pool = ranked.slice(0, CANDIDATES);
  const best = pool[0]?.score ?? 0;
  const chosen: RankedUnit[] = [];
  const seenTexts = new Set<string>();
  let chars = 0;
  while (chosen.length < limits.maxSentences && pool.length > 0) {
    let pick = -1;
    let pickValue = -Infinity;
    for (let i = 0; i < pool.length; i += 1) {
      const candidate = pool[i];
      if (candidate === undefined) continue;
      const overlap = Math.max(
        0,
        ...chosen.map((c) => similarity(c.unit.termCounts, candidate.unit.termCounts)),
      );
      if (overlap >= DUPLICATE_SIMILARITY) continue;
      const value = LAMBDA * (candidate.score / best) - (1 - LAMBDA) * overlap;
      if (value > pickValue) {
        pick = i;
        pickValue = value;
      }
    }
    if (pick < 0) break;
    const [taken] = pool.splice(pick, 1);
    if (taken === undefined) break;
    const key = taken.unit.text.toLowerCase().replace(/\W+/gu, ' ').trim();
    if (seenTexts.has(key)) continue;
    if (chosen.length > 0 && chars + taken.unit.text.length > limits.maxChars) continue;
    seenTexts.add(key);
    chosen.push(taken);
    chars += taken.unit.text.length;
  }
  return chosen;
}
