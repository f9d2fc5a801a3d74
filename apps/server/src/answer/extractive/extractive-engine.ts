import type { ChatMessage } from '@pardus/protocol';
import type { AnswerEngine, AnswerSource } from '../answer-engine.js';
import { answerNeeds, answers, hasNeeds, numberTokens } from './answer-type.js';
import { analyzeSubject } from '../../text/analyzer.js';
import { composeAbstention, composeAnswer, composeLedAnswer, NO_MODEL_NOTE, NO_SOURCES } from './compose.js';
import { fieldAnswers, type FieldAnswer } from './field-answer.js';
import { buildQuery } from './query.js';
import { rankUnits, type RankedUnit } from './rank.js';
import { keepRelevantSources } from './relevance.js';
import { bestPassage } from './passage.js';
import { selectSentences, similarity, type SelectionLimits } from './select.js';
import { quotable, sentenceUnits } from './units.js';

/** Related material offered when the sources do not answer: a couple of sentences, clearly labelled. */
const RELATED_LIMITS: SelectionLimits = { maxSentences: 3, maxChars: 700 };

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
  if (query.type === 'how-why') {
    const passage = bestPassage(units, relevant, query);
    if (passage.length > 0) {
      const rest = selectSentences(
        relevant.filter((r) => !passage.some((p) => p.unit === r.unit)),
        SUPPORT_LIMITS,
      ).filter((r) => passage.every((p) => similarity(p.unit.termCounts, r.unit.termCounts) < 0.3));
      return composeLedAnswer(
        passage.map((p) => ({ source: p.unit.source, text: p.unit.text })),
        rest,
      );
    }
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

/** Up to two sentences that mention a field's value ("Nairobi is the capital and largest city of Kenya"). */
function aboutValues(relevant: readonly RankedUnit[], fields: readonly FieldAnswer[]): RankedUnit[] {
  const valueTerms = fields.flatMap((field) => analyzeSubject(field.value).terms.slice(0, 2));
  const texts = new Set(fields.map((field) => field.text));
  return relevant
    .filter((r) => !texts.has(r.unit.text) && valueTerms.some((term) => r.unit.termCounts.has(term)))
    .slice(0, 2);
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
