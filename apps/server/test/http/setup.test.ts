import { setupSchema } from '@pardus/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createProviders, featureRoutes } from '../../src/features.js';
import { createLogger } from '../../src/logger.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  // As main.ts mounts them, with a web search provider (no library index to build) and a model.
  const config = loadConfig({
    NODE_ENV: 'test',
    SEARCH_PROVIDER: 'searxng',
    SEARCH_API_URL: 'http://127.0.0.1:9',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'fixture-model',
  });
  const logger = createLogger('silent');
  const providers = await createProviders(config, logger);
  t = await createTestApp({
    extra: (base) => {
      const { routes, apiRoutes } = featureRoutes(providers, {
        config,
        budget: base.budget,
        logger,
        db: base.db,
        images: base.images,
      });
      return { extraRoutes: routes, extraApiRoutes: apiRoutes };
    },
  });
});
afterAll(async () => t.close());

it('tells anyone, signed in or not, where answers come from', async () => {
  const response = await t.app.request('/api/setup');
  expect(response.status).toBe(200);
  expect(setupSchema.parse(await response.json())).toEqual({
    search: { provider: 'searxng' },
    model: { provider: 'openai-compatible', name: 'fixture-model' },
  });
});

it('serves the README page the home screen links to', async () => {
  const response = await t.app.request('/readme');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
});
