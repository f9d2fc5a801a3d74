import type { AnswerSource } from '../answer-engine.js';
import { foldCase } from '../../text/analyzer.js';
import { titleCoverage, titleRelation, type TitleRelation } from '../../text/subject.js';
import type { AnswerQuery } from './query.js';
import type { RankedUnit } from './rank.js';
import { isGloss } from './text/gloss.js';

/**
 * A source whose title is not about the subject is used only when its best sentence scores at least this
 * share of the best sentence overall: a passing mention ("Asama: a volcano in central Honshu") is dropped
 * rather than padded into the answer.
 */
const MIN_SOURCE_SHARE = 0.6;
/**
 * When a definition question has a source about its subject, another source must also mention the subject
 * in at least this many relevant sentences: an article that discusses it ("Volcano" for "What is lava?")
 * rather than one entry naming it in passing ("Asama: a volcano in central Honshu").
 */
const MIN_SENTENCES_BESIDE_SUBJECT = 2;

/**
 * Keeps the sentences of the sources relevant enough to answer from. A source titled after the question's
 * subject ("Volcano" for "What is a volcano?") always counts. For a definition question that has such a
 * source, sources named after something else that merely contains a subject word ("Volcano Islands",
 * "Cat box") are dropped: the reader wants the thing itself. Every other source must come close to the
 * best sentence's score. Order is kept.
 */
export function keepRelevantSources(
  ranked: readonly RankedUnit[],
  sources: readonly AnswerSource[],
  query: AnswerQuery,
): RankedUnit[] {
  const best = ranked[0]?.score ?? 0;
  // A title naming exactly the subject's content words is about it ("Constantine the Great").
  const relation = new Map<number, TitleRelation>(
    sources.map((source) => [
      source.n,
      titleCoverage(source.title, query.subject) === 'same'
        ? 'about'
        : titleRelation(source.title, query.subject),
    ]),
  );
  const partOfName = partialNamesakes(sources, query);
  for (const n of partOfName) relation.delete(n);
  const sourceBest = new Map<number, number>();
  const sentences = new Map<number, number>();
  for (const { unit, score } of ranked) {
    sourceBest.set(unit.source, Math.max(sourceBest.get(unit.source) ?? 0, score));
    sentences.set(unit.source, (sentences.get(unit.source) ?? 0) + 1);
  }
  const aboutSubject = [...sourceBest.keys()].some((n) => relation.get(n) === 'about');
  // A sense question ("bank as in the bank of a river") asks what the word means too: "West Bank" is
  // a namesake, whatever river it lies on.
  const dropNamesakes = aboutSubject && (query.type === 'definition' || query.sense.size > 0);
  // "Who was Abraham Lincoln?" beside his own entry: a day, a bridge or a relative named after him
  // ("Lincoln's Birthday", "George Washington Bridge", "Joliot-Curie") is not who he was.
  const ownEntry =
    query.type === 'person' &&
    sources.some((s) => sourceBest.has(s.n) && titleCoverage(s.title, query.subject) === 'same');
  const kept = new Set(
    [...sourceBest]
      .filter(([n, score]) => {
        if (partOfName.has(n)) return false;
        const kind = relation.get(n) ?? 'unrelated';
        if (kind === 'about') return true;
        if (ownEntry && kind === 'namesake') return false;
        if (
          dropNamesakes &&
          (kind === 'namesake' || (sentences.get(n) ?? 0) < MIN_SENTENCES_BESIDE_SUBJECT)
        ) {
          return false;
        }
        return score >= best * MIN_SOURCE_SHARE;
      })
      .map(([n]) => n),
  );
  return ranked.filter(({ unit }) => kept.has(unit.source));
}

/**
 * For "Who was Julius Caesar?", "What is a black hole?", "How tall is the Eiffel Tower?": when a
 * source is titled with the whole name, sources titled with only part of it ("Caesar", the comedian;
 * "Hawking", selling goods; "Einstein", a genius) are namesakes, however well their sentences score.
 * So is a common word beside a name the question capitalises ("typescript", typewritten matter, beside
 * "TypeScript" the language; "java", coffee, beside "Java").
 */
function partialNamesakes(sources: readonly AnswerSource[], query: AnswerQuery): Set<number> {
  if (query.type === 'comparison') return new Set();
  const coverage = sources.map((source) => ({
    n: source.n,
    title: source.title,
    kind: titleCoverage(source.title, query.subject),
  }));
  const same = coverage.filter((c) => c.kind === 'same');
  // "Who was Romulus Augustulus?": a source that writes the whole name counts like one titled with it.
  const named = query.type === 'person' && sources.some((source) => writesName(source.text, query.subject));
  // "What is semi-conservative replication?": an article that writes the whole concept explains it;
  // the dictionary's senses of one of its words ("replication") are namesakes.
  const explained =
    query.type === 'definition' &&
    sources.some((source) => !isGloss(source.text) && writesName(source.text, query.subject));
  if (same.length === 0 && !named && explained) {
    return new Set(
      coverage.filter((c, i) => c.kind === 'part' && isGloss(sources[i]?.text ?? '')).map((c) => c.n),
    );
  }
  if (same.length === 0 && !named) return new Set();
  const dropped = new Set(
    query.subject.length >= 2 ? coverage.filter((c) => c.kind === 'part').map((c) => c.n) : [],
  );
  if (namesProperly(query.text, query.subject) && same.some((c) => /\p{Lu}/u.test(c.title))) {
    for (const c of same) if (!/\p{Lu}/u.test(c.title)) dropped.add(c.n);
  }
  return dropped;
}

/** True when the text has the subject's words in a row ("Romulus Augustulus"), for a name of 2+ words. */
export function writesName(text: string, subject: readonly string[]): boolean {
  if (subject.length < 2) return false;
  const words = foldCase(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.some((_, i) => subject.every((word, j) => words[i + j] === word));
}

/** True when the question writes a subject word with a capital inside the sentence ("What is TypeScript?"). */
function namesProperly(question: string, subject: readonly string[]): boolean {
  const words = question.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(1).some((word) => /\p{Lu}/u.test(word) && subject.includes(foldCase(word)));
}
