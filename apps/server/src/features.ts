import type { Hono } from 'hono';
import { createAnswerEngine } from './answer/index.js';
import type { Budget } from './budget/budget.service.js';
import { ConfigError, type Config } from './config.js';
import type { AppEnv } from './http/context.js';
import { createStreamLimiter } from './http/stream-limiter.js';
import type { Logger } from './logger.js';
import { libraryRoutes } from './routes/library.js';
import { quickRoutes } from './routes/quick.js';
import { createSearchProvider, type SearchService } from './search/index.js';
import type { AnswerEngine } from './answer/answer-engine.js';

export interface Providers {
  search: SearchService;
  answer: AnswerEngine;
}

/** Builds the configured search provider and answer engine; a bad setting is a ConfigError. */
export function createProviders(config: Config, logger: Logger): Providers {
  try {
    const search = createSearchProvider(
      {
        provider: config.SEARCH_PROVIDER,
        apiUrl: config.SEARCH_API_URL,
        apiKey: config.SEARCH_API_KEY,
        publicUrl: config.publicUrl,
        libraryDir: config.LIBRARY_DIR,
        dataDir: config.DATA_DIR,
        dictdDir: config.DICTD_DIR,
        clipartDir: config.CLIPART_DIR,
        timeoutMs: config.SEARCH_TIMEOUT_MS,
      },
      { logger: logger.child({ module: 'search' }) },
    );
    const answer = createAnswerEngine({
      provider: config.LLM_PROVIDER,
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      connectTimeoutMs: config.LLM_CONNECT_TIMEOUT_MS,
      firstTokenTimeoutMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
      idleTimeoutMs: config.LLM_IDLE_TIMEOUT_MS,
    });
    return { search, answer };
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)]);
  }
}

export interface FeatureRoutes {
  routes: { path: string; router: Hono<AppEnv> }[];
  apiRoutes: { path: string; router: Hono<AppEnv> }[];
}

/** The routes built on the providers: library documents and Quick answers. */
export function featureRoutes(
  { search, answer }: Providers,
  { config, budget, logger }: { config: Config; budget: Budget; logger: Logger },
): FeatureRoutes {
  const limiter = createStreamLimiter(config.MAX_STREAMS_PER_USER);
  const quick = quickRoutes({ search, answer, budget, logger: logger.child({ module: 'quick' }), limiter });
  return {
    routes: search.library ? [{ path: '/library', router: libraryRoutes<AppEnv>(search.library) }] : [],
    apiRoutes: [{ path: '/quick', router: quick }],
  };
}
