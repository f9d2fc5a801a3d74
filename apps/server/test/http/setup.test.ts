import { setupSchema } from '@pardus/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFeatureApp } from '../support/feature-app.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  // As main.ts mounts them, with a web search provider (no library index to build) and a model.
  t = await createFeatureApp({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'fixture-model',
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
