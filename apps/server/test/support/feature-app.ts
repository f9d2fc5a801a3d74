import { loadConfig } from '../../src/config.js';
import { createProviders, featureRoutes } from '../../src/features.js';
import { createLogger } from '../../src/logger.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The app with the feature routes exactly as main.ts mounts them, for `env` (a web search provider
 * by default: no library index to build).
 */
export async function createFeatureApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SEARCH_PROVIDER: 'searxng',
    SEARCH_API_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const logger = createLogger('silent');
  const providers = await createProviders(config, logger);
  return createTestApp({
    extra: (base) => {
      const { routes, apiRoutes } = featureRoutes(providers, {
        config,
        budget: base.budget,
        logger,
        db: base.db,
        images: base.images,
        apiKeys: base.apiKeys,
        conversations: base.conversations,
      });
      return { extraRoutes: routes, extraApiRoutes: apiRoutes };
    },
  });
}
