import * as z from 'zod/mini';

/** Web search providers a server may search (SEARCH_PROVIDER other than the offline library). */
export const webSearchProviderSchema = z.enum(['searxng', 'brave', 'tavily', 'serper']);
export type WebSearchProvider = z.infer<typeof webSearchProviderSchema>;

/** Language-model providers (LLM_PROVIDER other than the offline extractive engine). */
export const modelProviderSchema = z.enum(['openai-compatible', 'openai', 'anthropic']);
export type ModelProvider = z.infer<typeof modelProviderSchema>;

/**
 * `GET /api/setup`: where this server's answers come from, for the home screen to say so. Names
 * only: no address, key or limit of any provider.
 */
export const setupSchema = z.object({
  /** The offline library and its collections (each named with its edition), or a web search provider. */
  search: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('library'), collections: z.array(z.string()) }),
    z.object({ provider: webSearchProviderSchema }),
  ]),
  /** The model that writes answers; null when none is configured (answers quote the sources). */
  model: z.nullable(z.object({ provider: modelProviderSchema, name: z.string() })),
});
export type Setup = z.infer<typeof setupSchema>;

/** Said at the end of every answer written without a language model (the extractive engine's). */
export const NO_MODEL_NOTE =
  '_Answered by extracting sentences from the sources — no language model is configured._';

/**
 * The README's section on configuring a language model and web search, as the server serves the
 * README (`GET /readme`, its headings anchored as GitHub anchors them); a server test checks that
 * the README still has it.
 */
export const CONFIGURE_GUIDE_PATH = '/readme#use-a-real-language-model-eg-ollama';
