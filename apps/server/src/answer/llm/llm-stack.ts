import type { LimitFunction } from 'p-limit';
import type { Config } from '../../config.js';
import { modelRelated } from '../../related/model-related.js';
import { createLlmResearchModel } from '../../research/model/llm/llm-research-model.js';
import { createAnswerEngine } from '../index.js';
import { connectTimeoutFetch } from './connect-timeout-fetch.js';
import { createLanguageModel } from './language-model.js';

/**
 * Everything that talks to a language model: Quick's engine, Deep's model and the related-question
 * writer, sharing the one concurrency `limit`. Imported only when a model is configured (features.ts):
 * the AI SDK is half of the server's code, and an offline start should not load it.
 */
export function createLlmStack(
  config: Config,
  provider: Exclude<Config['LLM_PROVIDER'], 'extractive'>,
  limit: LimitFunction,
) {
  const answer = createAnswerEngine({
    provider: config.LLM_PROVIDER,
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    connectTimeoutMs: config.LLM_CONNECT_TIMEOUT_MS,
    firstTokenTimeoutMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
    idleTimeoutMs: config.LLM_IDLE_TIMEOUT_MS,
  });
  const model = createLanguageModel(
    {
      provider,
      model: config.LLM_MODEL ?? '',
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
    },
    connectTimeoutFetch(config.LLM_CONNECT_TIMEOUT_MS),
  );
  const research = createLlmResearchModel({
    model,
    limit,
    timeouts: {
      firstTokenTimeoutMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
      idleTimeoutMs: config.LLM_IDLE_TIMEOUT_MS,
    },
  });
  return { answer, research, related: modelRelated({ model, limit }) };
}
