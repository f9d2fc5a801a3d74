import { test as base, expect } from '@playwright/test';
import { BASE_URL_ENV } from './env';

/**
 * Playwright's `test` with `baseURL` pointing at the server the global setup started, so specs
 * can `page.goto('/')`. Import `test` and `expect` from here in every spec.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
  baseURL: async ({}, use) => {
    const baseUrl = process.env[BASE_URL_ENV];
    if (!baseUrl) throw new Error(`${BASE_URL_ENV} is not set: run through playwright.config.ts`);
    await use(baseUrl);
  },
});

export { expect };
