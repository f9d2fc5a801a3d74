import { analyzeSubject } from '../../text/analyzer.js';
import { comparedItems } from '../../text/question.js';
import type { RankedUnit } from './rank.js';
import { isGloss } from './text/gloss.js';
import type { SentenceUnit } from './units.js';

/** Share of the best score a section's opening sentence gains when its heading names the item. */
const NAMED_SECTION_BONUS = 0.5;

interface Candidate {
  unit: SentenceUnit;
  score: number;
}

/**
 * The sentences that speak of one compared thing: its own terms ("C4" of "C4 plants" beside "C3
 * plants") in the sentence or its heading (the title names the whole source, not one side). The opening
 * sentence of a section named after it ("Translation") is its description even without the word.
 */
function candidates(
  units: readonly SentenceUnit[],
  scores: ReadonlyMap<SentenceUnit, number>,
  own: readonly string[],
  best: number,
): Candidate[] {
  const headingTerms = new Map<string, Set<string>>();
  const opened = new Set<string>();
  const found: Candidate[] = [];
  for (const unit of units) {
    const key = `${unit.source}\u0000${unit.heading}`;
    let heading = headingTerms.get(key);
    if (!heading) headingTerms.set(key, (heading = new Set(analyzeSubject(unit.heading).terms)));
    const first = !opened.has(key);
    opened.add(key);
    const inHeading = own.every((t) => heading.has(t));
    if (!inHeading && !own.every((t) => unit.termCounts.has(t))) continue;
    const bonus = inHeading && first ? NAMED_SECTION_BONUS * best : 0;
    found.push({ unit, score: (scores.get(unit) ?? 0) + bonus });
  }
  return found.sort((a, b) => b.score - a.score);
}

/**
 * The lead of a comparison ("What is the difference between C3 and C4 plants?"): a sentence about each
 * thing compared, from prose when there is any (a dictionary sense defines a word; it does not compare),
 * both from the one source that discusses both when there is one, so the two are set side by side.
 * Empty unless both have a sentence.
 */
export function comparisonLead(
  question: string,
  units: readonly SentenceUnit[],
  relevant: readonly RankedUnit[],
): RankedUnit[] {
  const items = comparedItems(question);
  if (!items) return [];
  const [a, b] = items.map((item) => analyzeSubject(item).terms);
  if (!a?.length || !b?.length) return [];
  // "C3" and "C4 plants": a term both share ("plants") tells nothing apart.
  const ownA = a.filter((t) => !b.includes(t));
  const ownB = b.filter((t) => !a.includes(t));
  if (ownA.length === 0 || ownB.length === 0) return [];
  const scores = new Map(relevant.map((r) => [r.unit, r.score]));
  const sources = new Set(relevant.map((r) => r.unit.source));
  const usable = units.filter((u) => sources.has(u.source));
  const prose = usable.filter((u) => !isGloss(u.text));
  const pool = prose.length > 0 ? prose : usable;
  const best = relevant[0]?.score ?? 1;
  const forA = candidates(pool, scores, ownA, best).filter(
    (c) => !ownB.every((t) => c.unit.termCounts.has(t)),
  );
  const forB = candidates(pool, scores, ownB, best).filter(
    (c) => !ownA.every((t) => c.unit.termCounts.has(t)),
  );
  let pair: [Candidate, Candidate] | undefined;
  for (const x of forA) {
    const y = forB.find((c) => c.unit.source === x.unit.source && c.unit !== x.unit);
    if (y && x.score + y.score > (pair ? pair[0].score + pair[1].score : 0)) pair = [x, y];
  }
  const first = forA[0];
  const second = forB.find((c) => c.unit !== first?.unit);
  pair ??= first && second ? [first, second] : undefined;
  return pair ? pair.map((c) => ({ unit: c.unit, score: c.score })) : [];
}
