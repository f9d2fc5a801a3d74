import type { ChatMessage } from '@pardus/protocol';
import type { AnswerEngine, AnswerSource } from '../answer-engine.js';
import { answerNeeds, answers, hasNeeds, numberTokens } from './answer-type.js';
import { analyzeSubject } from '../../text/analyzer.js';
import { composeAbstention, composeAnswer, composeLedAnswer, NO_MODEL_NOTE, NO_SOURCES } from './compose.js';
import { fieldAnswers, type FieldAnswer } from './field-answer.js';
import { buildQuery } from './query.js';
import { rankUnits, type RankedUnit } from './rank.js';
import { keepRelevantSources } from './relevance.js';
import { comparisonLead } from './comparison.js';
import { bestPassage } from './passage.js';
import { selectSentences, similarity, type SelectionLimits } from './select.js';
import { quotable, sentenceUnits } from './units.js';

/** Related material offered when the sources do not answer: a couple of sentences, clearly labelled. */
const RELATED_LIMITS: SelectionLimits = { maxSentences: 3, maxChars: 700 };

/** Sentences under this share of the best one's relevance are not worth adding to a lead. */
const SUPPORT_BAR = 0.5;
const asLead = (r: RankedUnit) => ({ source: r.unit.source, text: r.unit.text });

/** What follows an explanation passage: a couple of sentences from elsewhere. */
const SUPPORT_LIMITS: SelectionLimits = { maxSentences: 3, maxChars: 700 };

/** A quick answer: a lead and a handful of supporting sentences. */
export const QUICK_ANSWER_LIMITS: SelectionLimits = { maxSentences: 7, maxChars: 1600 };

/**
 * Composes a cited markdown answer from the sources without a language model, as chunks in reading order.
 * Pure and deterministic: the same input always gives the same chunks. Every `[n]` cites an existing source.
 */
export function extractAnswer(
  question: string,
  history: readonly ChatMessage[],
  sources: readonly AnswerSource[],
  limits: SelectionLimits = QUICK_ANSWER_LIMITS,
): string[] {
  if (sources.length === 0) return [NO_SOURCES, `\n\n${NO_MODEL_NOTE}`];
  const query = buildQuery(question, history);
  const units = sentenceUnits(sources);
  const ranked = rankUnits(units, query, sources.length);
  const relevant = quotable(keepRelevantSources(ranked, sources, query));
  const needs = answerNeeds(question);
  // A field answers only when it holds every number the question names ("GDP in 2023" is not 2014's).
  const fields = fieldAnswers(question, sources).filter((field) =>
    needs.numbers.every((n) => numberTokens(field.value).includes(n)),
  );
  if (fields.length > 0) return composeLedAnswer(fields, aboutValues(relevant, fields));
  const compared = query.type === 'comparison' ? comparisonLead(question, units, relevant) : [];
  if (compared.length > 0) return composeLedAnswer(compared.map(asLead), support(relevant, compared));
  if (query.type === 'how-why') {
    const passage = bestPassage(units, relevant, query);
    if (passage.length > 0) return composeLedAnswer(passage.map(asLead), support(relevant, passage));
  }
  if (!hasNeeds(needs) || relevant.length === 0) return composeAnswer(selectSentences(relevant, limits));
  // The lead must hold what was asked (a count, a date, the version named); without one, say so.
  // The sentence before may name what this one calls "such waves" or "it".
  const before = new Map(units.map((unit) => [`${unit.source}:${unit.position + 1}`, unit]));
  const answering = relevant.find((r) =>
    answers(r.unit, needs, before.get(`${r.unit.source}:${r.unit.position}`)),
  );
  if (!answering) return composeAbstention(selectSentences(relevant, RELATED_LIMITS));
  const lead = { ...answering, score: (relevant[0]?.score ?? 0) + 1e-6 };
  return composeAnswer(selectSentences([lead, ...relevant.filter((r) => r !== answering)], limits));
}

/**
 * Up to two sentences about a field's value when it is a name ("Nairobi is the capital and largest
 * city of Kenya"); a figure ("30,444,999 (July 2015 est.)") has nothing more to say about it.
 */
function aboutValues(relevant: readonly RankedUnit[], fields: readonly FieldAnswer[]): RankedUnit[] {
  const names = fields.flatMap((field) => {
    const first = /^\p{Lu}[\p{L}'’-]+/u.exec(field.value)?.[0];
    return first ? analyzeSubject(first).terms : [];
  });
  // The field's own line ("Languages: Portuguese…") is not said twice.
  const values = fields.map((field) => field.value);
  return relevant
    .filter((r) => names.some((term) => r.unit.termCounts.has(term)))
    .filter((r) => !values.some((value) => r.unit.text.includes(value)))
    .slice(0, 2);
}

/** Sentences that add to a lead: relevant ones well above the noise, not already said. */
function support(relevant: readonly RankedUnit[], lead: readonly RankedUnit[]): RankedUnit[] {
  const bar = SUPPORT_BAR * (relevant[0]?.score ?? 0);
  return selectSentences(
    relevant.filter((r) => r.score >= bar && !lead.some((l) => l.unit === r.unit)),
    SUPPORT_LIMITS,
  ).filter((r) => lead.every((l) => similarity(l.unit.termCounts, r.unit.termCounts) < 0.3));
}

/** The offline default engine: extracts and cites sentences; no model, no network, a few milliseconds. */
export function createExtractiveEngine(): AnswerEngine {
  return {
    name: 'extractive',
    usesLanguageModel: false,
    async *answer({ question, history, sources, signal }) {
      for (const chunk of extractAnswer(question, history, sources)) {
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
