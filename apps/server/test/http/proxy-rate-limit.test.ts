import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { describeEachDb } from '../support/test-db.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** 25 sign-in starts whose left-most X-Forwarded-For entries rotate, as a spoofing client would. */
async function spoofedLogins(app: App, tail: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 25; i++) {
    const headers = { 'x-forwarded-for': `203.0.113.${i}, ${tail}` };
    statuses.push((await app.request('/api/google/login', { headers })).status);
  }
  return statuses;
}

describeEachDb('sign-in rate limit behind a proxy', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('rotating spoofed left-most entries with the proxy-written right-most constant: limited at 20', async () => {
    const statuses = await spoofedLogins(t.app, '192.0.2.10');
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it('TRUST_PROXY_HOPS=2: keyed on the second entry from the right', async () => {
    const app = createApp({ ...t.deps, trustProxyHops: 2 });
    const statuses = await spoofedLogins(app, '192.0.2.20, 10.0.0.1');
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  });
});

it('TRUST_PROXY_HOPS: a positive integer, 1 by default', () => {
  expect(loadConfig({}).TRUST_PROXY_HOPS).toBe(1);
  expect(loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
  expect(() => loadConfig({ TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
  expect(() => loadConfig({ TRUST_PROXY_HOPS: 'two' })).toThrow(/TRUST_PROXY_HOPS/);
});
