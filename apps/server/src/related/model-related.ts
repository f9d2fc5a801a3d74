import { generateText, Output, type LanguageModel } from 'ai';
import type { LimitFunction } from 'p-limit';
import { z } from 'zod';
import { MAX_RELATED_QUESTIONS } from '@pardus/protocol';
import { freshQuestions, type RelatedQuestions } from './related-questions.js';

const suggestionsSchema = z.object({ questions: z.array(z.string()).max(8) });

/** Longest part of the answer shown to the model: the questions follow its gist, not its detail. */
const ANSWER_CHARS = 4_000;

/**
 * Related questions written by the language model: one short call made after the answer has ended
 * (it never holds the answer back), under the model's one concurrency limit, with its own time cap.
 * It costs the user no token. A failure or a late reply offers nothing.
 */
export function modelRelated(options: {
  model: LanguageModel;
  limit: LimitFunction;
  timeMs?: number;
}): RelatedQuestions {
  return {
    suggest: ({ question, asked, answer, signal }) =>
      options.limit(async () => {
        const { output } = await generateText({
          model: options.model,
          output: Output.object({ schema: suggestionsSchema }),
          system:
            'You suggest follow-up questions. Given a question and its answer, write 3 to 5 short questions ' +
            'a reader of this answer would plausibly ask next: each standalone (names its subject, no "it"), ' +
            'under 15 words, not a repeat of the question, in the language of the question.',
          prompt: `Question: ${question}\n\nAnswer:\n${answer.slice(0, ANSWER_CHARS)}`,
          maxRetries: 0,
          maxOutputTokens: 300,
          abortSignal: AbortSignal.any([signal, AbortSignal.timeout(options.timeMs ?? 8_000)]),
        });
        const cleaned = output.questions.map((q) => q.replace(/\s+/gu, ' ').trim());
        return freshQuestions(cleaned, [question, ...asked]).slice(0, MAX_RELATED_QUESTIONS);
      }),
  };
}
