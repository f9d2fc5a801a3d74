import { streamText, type LanguageModel } from 'ai';
import type { AnswerEngine, AnswerRequest } from '../answer-engine.js';
import { filterCitations } from '../citation-filter.js';
import { toAnswerError } from './errors.js';
import { buildPrompt } from './prompt.js';
import { thinkingText } from './thinking-text.js';

export interface LlmEngineOptions {
  name: string;
  model: LanguageModel;
  /** Cap on generated tokens (Anthropic requires one). */
  maxOutputTokens?: number;
  /** Clock for the date in the prompt (tests pin it). */
  now?: () => Date;
}

/**
 * An answer engine backed by an AI SDK language model: streams a grounded, cited answer, with reasoning
 * wrapped in `<think>` and citations of non-existent sources removed. No retries or timeouts of its own;
 * wrap it with `withTimeouts`.
 */
export function createLlmEngine(options: LlmEngineOptions): AnswerEngine {
  return {
    name: options.name,
    usesLanguageModel: true,
    answer: (request) => filterCitations(streamAnswer(options, request), request.sources.length),
  };
}

async function* streamAnswer(options: LlmEngineOptions, request: AnswerRequest): AsyncGenerator<string> {
  const { system, messages } = buildPrompt(
    request.question,
    request.history,
    request.sources,
    options.now?.(),
  );
  try {
    const result = streamText({
      model: options.model,
      system,
      messages,
      maxRetries: 0,
      maxOutputTokens: options.maxOutputTokens ?? 2048,
      abortSignal: request.signal,
      // Errors arrive as stream parts and are thrown by `thinkingText`; the default handler would log them.
      onError: () => undefined,
    });
    yield* thinkingText(result.fullStream, request.signal);
  } catch (error) {
    throw toAnswerError(error, request.signal);
  }
}
