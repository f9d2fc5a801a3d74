import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export interface LanguageModelSettings {
  provider: 'openai-compatible' | 'openai' | 'anthropic';
  model: string;
  baseUrl?: string;
  apiKey?: string;
}

/**
 * Builds the AI SDK model for a provider. OpenAI is used through Chat Completions (the wire format every
 * compatible server shares); `baseUrl` overrides the official endpoints (proxies, gateways, tests).
 */
export function createLanguageModel(
  settings: LanguageModelSettings,
  fetch: typeof globalThis.fetch,
): LanguageModel {
  const baseURL = settings.baseUrl?.replace(/\/+$/u, '');
  switch (settings.provider) {
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? '',
        apiKey: settings.apiKey,
        includeUsage: true,
        fetch,
      }).chatModel(settings.model);
    case 'openai':
      return createOpenAI({ apiKey: settings.apiKey, baseURL, fetch }).chat(settings.model);
    case 'anthropic':
      return createAnthropic({ apiKey: settings.apiKey, baseURL, fetch })(settings.model);
  }
}
