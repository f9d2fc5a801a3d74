import { leansOnBefore } from './openers.js';
import { analyzeSubject } from '../../text/analyzer.js';
import { titleCoverage } from '../../text/subject.js';
import type { AnswerQuery } from './query.js';
import { isGloss } from './text/gloss.js';
import type { RankedUnit } from './rank.js';
import type { SentenceUnit } from './units.js';
import { writesName } from './relevance.js';

/** An explanation is a few sentences read in order, not the best sentences picked apart. */
const PASSAGE_SENTENCES = 3;
/** How much a heading naming the question ("How volcanoes form") adds to its passages. */
const HEADING_WEIGHT = 1.5;

/**
 * Share of the question's focus terms the heading names. Not the title, nor what the source is about
 * (`everywhere`): "DNA in science" names DNA as every section of the article "DNA" is about it, and says
 * nothing of copying it.
 */
function headingMatch(heading: string, query: AnswerQuery, everywhere: ReadonlySet<string>): number {
  // Measured against what the question asks beyond the source's own subject: "How black holes form"
  // names all that "How do black holes form?" asks of the article "Black hole".
  const asked = [...query.focus].filter((term) => !everywhere.has(term));
  if (!heading || asked.length === 0) return 0;
  const terms = new Set(analyzeSubject(heading).terms);
  return asked.filter((term) => terms.has(term)).length / asked.length;
}

/** Per source, the terms every one of its sentences has in its context: its title's. */
function titleTerms(units: readonly SentenceUnit[]): Map<number, Set<string>> {
  const shared = new Map<number, Set<string>>();
  for (const unit of units) {
    const known = shared.get(unit.source);
    shared.set(
      unit.source,
      known ? new Set([...known].filter((t) => unit.context.has(t))) : new Set(unit.context),
    );
  }
  return shared;
}

/** A heading naming at least this share of the question is the section that answers it: read from its start. */
const NAMING_HEADING = 0.5;

/**
 * For a how/why question: up to three consecutive sentences of one section that explain — read in
 * order, not picked apart. The section is the one whose best sentence scores highest, raised when its
 * heading names the question ("How do volcanoes form?" → "How volcanoes form"). A section so named is
 * read from its start; otherwise the passage is the run of three with the most relevance, starting with
 * a relevant sentence (the sentences after it explain on, whatever words they use). Only sentences of
 * `relevant` sources count. Empty when no section has a relevant sentence.
 */
export function bestPassage(
  units: readonly SentenceUnit[],
  relevant: readonly RankedUnit[],
  query: AnswerQuery,
): RankedUnit[] {
  // A dictionary sense defines a word; it explains nothing. Passages come from prose when there is any.
  const prose = relevant.filter((r) => !isGloss(r.unit.text));
  const scores = new Map((prose.length > 0 ? prose : relevant).map((r) => [r.unit, r.score]));
  const sources = new Set([...scores.keys()].map((unit) => unit.source));
  const sections = new Map<string, SentenceUnit[]>();
  for (const unit of units) {
    if (!sources.has(unit.source) || unit.isList) continue;
    const key = `${unit.source}\u0000${unit.heading}`;
    sections.set(key, [...(sections.get(key) ?? []), unit]);
  }
  let chosen: { score: number; section: SentenceUnit[]; named: boolean } | undefined;
  const titles = titleTerms(units);
  for (const section of sections.values()) {
    const first = section[0];
    const match = first ? headingMatch(first.heading, query, titles.get(first.source) ?? new Set()) : 0;
    const score = Math.max(0, ...section.map((unit) => scores.get(unit) ?? 0)) * (1 + HEADING_WEIGHT * match);
    if (score > 0 && score > (chosen?.score ?? 0))
      chosen = { score, section, named: match >= NAMING_HEADING };
  }
  if (!chosen) return [];
  const { section, named } = chosen;
  let start = 0;
  if (!named) {
    let best = -1;
    section.forEach((unit, i) => {
      if (!scores.has(unit)) return;
      const run = section.slice(i, i + PASSAGE_SENTENCES).reduce((sum, u) => sum + (scores.get(u) ?? 0), 0);
      if (run > best) [best, start] = [run, i];
    });
  }
  // A passage opens where its thought does: not on "This natural greenhouse effect keeps …", but on
  // the sentence it leans on.
  while (start > 0 && leansOnBefore(section[start]!.text)) start -= 1;
  return section
    .slice(start, start + PASSAGE_SENTENCES)
    .map((unit) => ({ unit, score: scores.get(unit) ?? 0 }));
}

/**
 * For "What is Hawking radiation?" when no source is titled with it: the opening of a section headed
 * with exactly the subject ("Hawking radiation" in the article "Black hole"), two sentences in order.
 */
export function namedSectionOpening(
  units: readonly SentenceUnit[],
  subject: readonly string[],
): RankedUnit[] {
  const first = units.find(
    (unit) => !unit.isList && unit.heading && titleCoverage(unit.heading, subject) === 'same',
  );
  if (!first) return [];
  return units
    .filter((unit) => unit.source === first.source && unit.heading === first.heading && !unit.isList)
    .slice(0, 2)
    .map((unit) => ({ unit, score: 0 }));
}

/** A sentence that builds on the one before: it opens pointing back, or draws a conclusion from it. */
const LEANS_BACK =
  /^(?:it|its|this|that|these|those|they|such|each|both|thus|so|hence)\b|\b(?:therefore|thus|hence|consequently|as a result)\b/iu;

/**
 * For "What is semi-conservative replication?" when an article names the concept inside a sentence
 * ("…, a scheme called semi-conservative replication") rather than titling it: that sentence, after the
 * one before it in its section when it builds on it ("therefore"). The best-ranked such sentence; empty
 * when no relevant prose sentence writes the whole multi-word subject.
 */
export function namingSentence(
  units: readonly SentenceUnit[],
  relevant: readonly RankedUnit[],
  subject: readonly string[],
): RankedUnit[] {
  const naming = relevant.find((r) => !isGloss(r.unit.text) && writesName(r.unit.text, subject));
  if (!naming) return [];
  const { source, heading, position } = naming.unit;
  if (!LEANS_BACK.test(naming.unit.text)) return [naming];
  const before = units.find(
    (u) => u.source === source && u.heading === heading && u.position === position - 1 && !u.isList,
  );
  return before ? [{ unit: before, score: naming.score }, naming] : [naming];
}
