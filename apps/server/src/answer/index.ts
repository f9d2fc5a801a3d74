import { answerConfigProblems, type AnswerConfig } from './answer-config.js';
import type { AnswerEngine } from './answer-engine.js';
import { createExtractiveEngine } from './extractive/extractive-engine.js';
import { connectTimeoutFetch } from './llm/connect-timeout-fetch.js';
import { createLanguageModel } from './llm/language-model.js';
import { createLlmEngine } from './llm/llm-engine.js';
import { withTimeouts } from './with-timeouts.js';

export type { AnswerConfig } from './answer-config.js';
export { answerConfigProblems } from './answer-config.js';
export {
  AnswerError,
  type AnswerEngine,
  type AnswerErrorKind,
  type AnswerRequest,
  type AnswerSource,
} from './answer-engine.js';
export { CitationFilter, filterCitations } from './citation-filter.js';
export {
  createExtractiveEngine,
  extractAnswer,
  QUICK_ANSWER_LIMITS,
} from './extractive/extractive-engine.js';
export { benchmarkExtractive, type ExtractiveBenchmark } from './extractive/benchmark.js';
export { NO_MODEL_NOTE } from './extractive/compose.js';
export { createLlmEngine } from './llm/llm-engine.js';
export { withTimeouts, type TimeoutOptions } from './with-timeouts.js';

/**
 * Builds the configured answer engine. `extractive` (the offline default) needs nothing else; the language
 * model providers get a connect timeout on every request, then `withTimeouts` (first chunk, idle, one retry
 * before the first byte, caller abort). Throws an Error listing every missing or invalid setting.
 */
export function createAnswerEngine(config: AnswerConfig): AnswerEngine {
  const problems = answerConfigProblems(config);
  if (problems.length > 0) throw new Error(`Invalid answer engine configuration: ${problems.join('; ')}.`);
  if (config.provider === 'extractive') return createExtractiveEngine();
  const model = createLanguageModel(
    { provider: config.provider, model: config.model ?? '', baseUrl: config.baseUrl, apiKey: config.apiKey },
    connectTimeoutFetch(config.connectTimeoutMs),
  );
  const engine = createLlmEngine({
    name: `${config.provider}:${config.model ?? ''}`,
    model,
    maxOutputTokens: config.maxOutputTokens,
  });
  return withTimeouts(engine, {
    firstTokenTimeoutMs: config.firstTokenTimeoutMs,
    idleTimeoutMs: config.idleTimeoutMs,
    retries: 1,
  });
}
