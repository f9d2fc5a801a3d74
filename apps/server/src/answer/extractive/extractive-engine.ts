import type { ChatMessage } from '@pardus/protocol';
import type { AnswerEngine, AnswerSource } from '../answer-engine.js';
import { planAnswer, type AnswerReading } from './answer-plan.js';
import { senseTerms } from './query.js';
import { loadLexicon } from '../../knowledge/lexicon/kinds.js';
import { loadNameForms } from '../../knowledge/lexicon/name-forms.js';
import {
  composeAbstention,
  composeAnswer,
  composeLedAnswer,
  composeUnnamed,
  NO_MODEL_NOTE,
  NO_SOURCES,
} from './compose.js';
import type { SelectionLimits } from './select.js';

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
  reading: AnswerReading = {},
): string[] {
  if (sources.length === 0) return [NO_SOURCES, `\n\n${NO_MODEL_NOTE}`];
  const plan = planAnswer(question, history, sources, limits, reading);
  switch (plan.kind) {
    case 'facts':
      return [plan.lead, `\n\n${NO_MODEL_NOTE}`];
    case 'unnamed':
      return composeUnnamed(plan.names, plan.searched, plan.work);
    case 'led':
      return composeLedAnswer(plan.lead, plan.support);
    case 'abstain':
      return composeAbstention(plan.related);
    case 'ranked':
      return composeAnswer(plan.chosen);
  }
}

/** The offline default engine: extracts and cites sentences; no model, no network, a few milliseconds. */
export function createExtractiveEngine(): AnswerEngine {
  // Read while the server starts, so that no question waits for the dictionary's adjectives.
  const nameForms = loadNameForms();
  return {
    name: 'extractive',
    usesLanguageModel: false,
    async *answer({ question, history, sources, signal, frame, facts }) {
      // A sense picked by its kind ("python, as in the snake") needs the dictionary's kinds.
      const lexicon = senseTerms(question).size > 0 ? await loadLexicon() : undefined;
      const reading = {
        nameForms: await nameForms,
        ...(frame ? { frame } : {}),
        ...(facts ? { facts } : {}),
        ...(lexicon
          ? { kinds: (word: string, definition: string) => lexicon.kindsOf(word, definition) }
          : {}),
      };
      for (const chunk of extractAnswer(question, history, sources, QUICK_ANSWER_LIMITS, reading)) {
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
