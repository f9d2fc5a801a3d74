import { generateText, Output, streamText, type LanguageModel, type TextStreamPart, type ToolSet } from 'ai';
import { AnswerError } from '../../../answer/answer-engine.js';
import { toAnswerError } from '../../../answer/llm/errors.js';
import type { LimitFunction } from 'p-limit';
import { z } from 'zod';
import { Deadlines } from '../../deadline.js';
import type { ResearchModel } from '../research-model.js';
import { outlinePrompt, partPrompt, queriesPrompt, titlePrompt } from './prompts.js';
import { streamWithTimeouts, type StreamTimeouts } from './stream-with-timeouts.js';

export interface LlmResearchModelOptions {
  model: LanguageModel;
  /** The process-wide limit on concurrent calls to this language model (shared with Quick). */
  limit: LimitFunction;
  timeouts: StreamTimeouts;
  /** Output tokens of each planning call (title, queries, outline). */
  planTokens?: number;
  now?: () => Date;
}

const titleSchema = z.object({ title: z.string().min(1).max(200) });
const queriesSchema = z.object({ queries: z.array(z.string().min(1).max(300)).min(1).max(12) });
const outlineSchema = z.object({
  sections: z
    .array(z.object({ title: z.string().min(1).max(120), focus: z.string().max(400) }))
    .min(1)
    .max(12),
});

/**
 * The research model backed by an AI SDK language model: title, queries and outline as
 * structured output (zod-validated JSON), every part streamed. Each call waits for a slot of the
 * shared limiter, is bounded by the first-token and idle timeouts, and aborts with the run.
 */
export function createLlmResearchModel(options: LlmResearchModelOptions): ResearchModel {
  const now = options.now ?? (() => new Date());
  const planTokens = options.planTokens ?? 600;
  async function structured<T>(
    schema: z.ZodType<T>,
    prompt: { system: string; prompt: string },
    signal: AbortSignal,
  ): Promise<T> {
    return options.limit(async () => {
      signal.throwIfAborted();
      const deadlines = new Deadlines(signal);
      try {
        const { output } = await generateText({
          model: options.model,
          output: Output.object({ schema }),
          ...prompt,
          maxRetries: 1,
          maxOutputTokens: planTokens,
          abortSignal: deadlines.after(options.timeouts.firstTokenTimeoutMs),
        });
        return output;
      } finally {
        deadlines.dispose();
      }
    });
  }
  return {
    usesLanguageModel: true,
    plansFromProbe: false,
    async title(input, signal) {
      const { title } = await structured(titleSchema, titlePrompt(input), signal);
      return title.replace(/^["'“”]+|["'“”.]+$/g, '').trim() || input.question;
    },
    async planQueries(input, _probe, max, signal) {
      const { queries } = await structured(
        queriesSchema,
        queriesPrompt(input, Math.min(3, max), max, now()),
        signal,
      );
      return queries.slice(0, max);
    },
    async outline(input, evidence, limits, signal) {
      const { sections } = await structured(outlineSchema, outlinePrompt(input, evidence, limits), signal);
      return sections.slice(0, limits.max);
    },
    writeParts(request, signal) {
      return request.parts.map((part) =>
        streamWithTimeouts(
          (attemptSignal) => {
            const result = streamText({
              model: options.model,
              ...partPrompt(request, part, now()),
              maxRetries: 0,
              maxOutputTokens: request.maxTokensPerPart,
              abortSignal: attemptSignal,
              onError: () => undefined,
            });
            return reportText(result.fullStream, attemptSignal);
          },
          { ...options.timeouts, limit: options.limit, signal },
        ),
      );
    },
  };
}

/**
 * The report text of a model stream. Reasoning is left out (a report shows conclusions, not the
 * model's scratchpad); an error part is thrown, never swallowed, so a failed part is reported.
 */
async function* reportText(
  parts: AsyncIterable<TextStreamPart<ToolSet>>,
  signal: AbortSignal,
): AsyncGenerator<string> {
  for await (const part of parts) {
    if (part.type === 'text-delta' && part.text !== '') yield part.text;
    else if (part.type === 'error') throw toAnswerError(part.error, signal);
    else if (part.type === 'abort')
      throw new AnswerError('The answer was aborted', false, { kind: 'aborted' });
  }
}
