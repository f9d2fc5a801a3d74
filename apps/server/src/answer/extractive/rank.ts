import { analyze, analyzeSubject } from '../../text/analyzer.js';
import { leansOnBefore } from './openers.js';
import type { AnswerType } from '../../text/question.js';
import type { AnswerQuery } from './query.js';
import type { SentenceUnit } from './units.js';
import { genusOf, glossParts, isGloss } from './text/gloss.js';

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
/**
 * Weight of matching a question word exactly as written, on top of matching its stem. Stems give recall
 * ("volcano" finds "volcanoes"), but Porter also merges words a question tells apart ("evaporation",
 * "evaporative"; "used", "useful"): the exact word decides between such sentences.
 */
const FORM_SCORE = 0.5;
/** Share of the question's weight (by rarity) the sources must cover for an answer to be attempted. */
const MIN_COVERAGE = 0.4;
/** A dictionary gloss of a verb, adjective or adverb sense ("tree (verb): chase an animal up a tree"). */
const NON_NOUN_GLOSS = /^[^:]{1,60}\((?:verb|adjective|adverb)\):/iu;
/** A dictionary sense limited to a domain: "gregarious (adjective): (of animals) tending to…". */
const DOMAIN_GLOSS = /^[^:]{1,60}\(\w+\):\s*\((?:of|in|especially of|used of)\s+([^)]{1,40})\)/iu;
/**
 * The defining verb in the sentence's first clause ("A volcano is…", "DNA, short for…, is…"); not one
 * deep inside a dictionary gloss ("dog (noun): someone who is morally reprehensible").
 */
const DEFINING = /^[^;:]{0,80}?\b(?:is|are|was|were|refers? to|means?|denotes?|defined as)\b/iu;

/**
 * The sentence each answer type prefers: a definition says what a thing is, a date names a year, month
 * or century, a number holds a digit. Other types prefer none: "Who wrote Hamlet?" is answered by a
 * sentence naming a person, "What is the capital of Kenya?" by a field or a place's name.
 */
const PREFERRED: Record<AnswerType, RegExp | null> = {
  definition: DEFINING,
  person: null,
  date: /\b(?:1\d{3}|20\d{2})\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|century)\b/iu,
  number: /\d/u,
  place: null,
  comparison: null,
  'how-why': null,
  general: null,
};

/** Inverse document frequency over the sentences; a key no sentence has gets the highest weight. */
function idfTable(
  units: readonly SentenceUnit[],
  keys: Iterable<string>,
  has: (unit: SentenceUnit, key: string) => boolean,
): Map<string, number> {
  const table = new Map<string, number>();
  for (const key of keys) {
    let df = 0;
    for (const unit of units) if (has(unit, key)) df += 1;
    table.set(key, Math.log(1 + (units.length - df + 0.5) / (df + 0.5)));
  }
  return table;
}

/** BM25 score of `keys` (terms or word forms) in one sentence, plus a fixed share for those in its context. */
function bm25(
  keys: ReadonlyMap<string, number>,
  idf: ReadonlyMap<string, number>,
  counts: ReadonlyMap<string, number>,
  context: ReadonlySet<string>,
  norm: number,
): number {
  let score = 0;
  for (const [key, weight] of keys) {
    const tf = counts.get(key) ?? 0;
    const match = (tf * (K1 + 1)) / (tf + norm) + (context.has(key) ? CONTEXT_SCORE : 0);
    score += weight * (idf.get(key) ?? 0) * match;
  }
  return score;
}

/**
 * How often each sentence has each asked word form, for the sentences that have any. Counted here for the
 * few asked forms rather than kept as a map in every sentence unit, most of which a question never matches.
 */
function formCountsByUnit(
  units: readonly SentenceUnit[],
  forms: ReadonlyMap<string, number>,
): Map<SentenceUnit, Map<string, number>> {
  const byUnit = new Map<SentenceUnit, Map<string, number>>();
  for (const unit of units) {
    for (const form of unit.forms) {
      if (!forms.has(form)) continue;
      let counted = byUnit.get(unit);
      if (counted === undefined) byUnit.set(unit, (counted = new Map<string, number>()));
      counted.set(form, (counted.get(form) ?? 0) + 1);
    }
  }
  return byUnit;
}

const NONE: ReadonlyMap<string, number> = new Map();

/** How many of the question's consecutive term pairs the sentence has side by side. */
function bigramCount(unit: SentenceUnit, bigrams: ReadonlyMap<string, ReadonlySet<string>>): number {
  let found = 0;
  for (let i = 1; i < unit.terms.length; i += 1) {
    const first = unit.terms[i - 1];
    if (first !== undefined && bigrams.get(first)?.has(unit.terms[i] ?? '')) found += 1;
  }
  return found;
}

/**
 * True when the sentence says what was asked of another name than the question's: "Greek god of
 * war" or "(Roman mythology) goddess of wisdom" for the god of war in Rome or the Greek goddess of
 * wisdom; "the Greek language" for the language of ancient Rome. The words before the first asked
 * word say whose it is (in a dictionary sense, the words of its definition, not its headword).
 */
function ownedByAnotherName(unit: SentenceUnit, query: AnswerQuery): boolean {
  if (query.names.size === 0) return false;
  const asked = new Set([...query.names].flatMap((name) => [name, ...(query.nameForms.get(name) ?? [])]));
  const definition = glossParts(unit.text)?.definition;
  const terms = definition === undefined ? unit.terms : analyze(definition);
  const first = terms.findIndex((term) => query.focus.has(term) && !asked.has(term));
  const before = terms.slice(0, Math.max(0, first));
  return !before.some((term) => asked.has(term)) && before.some((term) => query.nameForms.has(term));
}

function mentions(unit: SentenceUnit, term: string): boolean {
  return unit.termCounts.has(term) || unit.context.has(term);
}

/**
 * Scores every sentence with BM25 over weighted query terms and, at a lower weight, over the question's
 * words as written (each plus a fixed share for the title/heading), then nudges by phrase matches, the
 * kind of fact asked for, the conversation's topic, position in the source, source order, length, and a
 * start that leans on a previous sentence ("It was…").
 * Only sentences mentioning a focus term count; when they cover too little of the question, nothing is
 * relevant and the list is empty. Sorted best first; ties keep source and document order.
 */
export function rankUnits(
  units: readonly SentenceUnit[],
  query: AnswerQuery,
  sourceCount: number,
): RankedUnit[] {
  if (units.length === 0 || query.focus.size === 0) return [];
  const idf = idfTable(units, query.weights.keys(), (unit, term) => unit.termCounts.has(term));
  const formCounts = formCountsByUnit(units, query.forms);
  const formIdf = idfTable(
    units,
    query.forms.keys(),
    (unit, form) => formCounts.get(unit)?.has(form) ?? false,
  );
  const averageLength = units.reduce((sum, unit) => sum + unit.terms.length, 0) / units.length;
  const focus = [...query.focus];
  let eligible = units.filter((unit) => focus.some((term) => mentions(unit, term)));
  const topicShare = new Map(eligible.map((unit) => [unit, share(unit, query.topic)]));
  if (query.followUp && eligible.some((unit) => (topicShare.get(unit) ?? 0) > 0)) {
    eligible = eligible.filter((unit) => (topicShare.get(unit) ?? 0) > 0);
  }
  // A qualifier picks the sense: the sentences naming most of it are the thing asked about; the
  // others are about a namesake ("Io, the moon of Jupiter": not the maiden loved by Zeus).
  if (query.sense.size > 0) {
    // A gloss's usage examples show its sense too ("he sat on the bank of the river").
    const named = (unit: SentenceUnit) =>
      [...query.sense].filter((term) => mentions(unit, term) || unit.examples?.has(term)).length;
    const most = Math.max(0, ...eligible.map(named));
    if (most > 0) eligible = eligible.filter((unit) => named(unit) === most);
    // "Java, the programming language": an entry on programming languages names the qualifier, not Java.
    const own = [...query.focus].filter((term) => !query.sense.has(term));
    const namesSubject = (unit: SentenceUnit) => own.every((term) => mentions(unit, term));
    if (own.length > 0 && eligible.some(namesSubject)) eligible = eligible.filter(namesSubject);
  }
  // "what language was spoken in ancient rome": the Scythians' language is spoken and ancient, but not Rome's.
  const namesAll = (unit: SentenceUnit) => [...query.names].every((term) => mentions(unit, term));
  if (query.names.size > 0 && eligible.some(namesAll)) eligible = eligible.filter(namesAll);
  if (coverage(eligible, query, idf) < MIN_COVERAGE) return [];
  const preferred = PREFERRED[query.type];
  const ranked = eligible.map((unit): RankedUnit => {
    const norm = K1 * (1 - B + (B * unit.terms.length) / averageLength);
    let score =
      bm25(query.weights, idf, unit.termCounts, unit.context, norm) +
      FORM_SCORE * bm25(query.forms, formIdf, formCounts.get(unit) ?? NONE, unit.contextForms, norm);
    // The sense asked for, shown by the gloss's usage examples, counts as the gloss's context would.
    for (const term of query.sense)
      if (unit.examples?.has(term) && !mentions(unit, term)) score += CONTEXT_SCORE * (idf.get(term) ?? 0);
    if (query.bigrams.size > 0) score *= 1 + Math.min(0.3, 0.1 * bigramCount(unit, query.bigrams));
    if (ownedByAnotherName(unit, query)) score *= 0.8;
    if (query.described && analyzeSubject(genusOf(unit.text)).terms.includes(query.described)) score *= 1.2;
    if (preferred?.test(unit.text)) score *= 1.15;
    // "What is a tree?" asks for a thing: a verb sense that merely repeats the word is not what was meant.
    if (query.type === 'definition' && NON_NOUN_GLOSS.test(unit.text)) score *= 0.75;
    // "(of animals) tending to form a group": a sense of a domain the question does not name.
    const domain = DOMAIN_GLOSS.exec(unit.text)?.[1];
    if (domain && !analyzeSubject(domain).terms.some((term) => query.weights.has(term))) score *= 0.75;
    score *= 1 + (query.followUp ? 0.6 : 0.2) * (topicShare.get(unit) ?? 0);
    // Sources open with their most general statement; dictionaries list the commonest sense first.
    score *= query.type === 'definition' ? 1 + 0.5 / (1 + unit.position) : 1 + 0.2 / (1 + unit.position / 3);
    score *= 1 + 0.1 * (1 - (unit.source - 1) / Math.max(1, sourceCount));
    if (leansOnBefore(unit.text)) score *= 0.8;
    // A short sentence says little; a dictionary sense is whole however short ("python: large Old World boas").
    if (unit.wordCount < 7 && !isGloss(unit.text)) score *= 0.7;
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
