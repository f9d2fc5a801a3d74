import { googleLoginResponseSchema } from '@pardus/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import {
  TEST_PUBLIC_URL,
  browserRequest,
  createTestApp,
  newBrowser,
  walkProvider,
  type BrowserSession,
  type RequestTarget,
  type TestApp,
} from '../support/test-app.js';

const OTHER_NAME = 'http://127.0.0.1:8000';

/** A browser as far as cookies go: a jar per host name, as browsers keep them. */
function browserWithHosts() {
  const jars = new Map<string, BrowserSession>();
  const jarOf = (url: string) => {
    const host = new URL(url).hostname;
    const jar = jars.get(host) ?? newBrowser();
    jars.set(host, jar);
    return jar;
  };
  return {
    jarOf,
    request: (app: RequestTarget, url: string, init?: RequestInit) =>
      browserRequest(app, jarOf(url), url, init),
  };
}

/**
 * Signs in as `email` starting on `page` (the origin the user opened): fetches the sign-in address
 * there, navigates to it and follows redirects as a browser does, through the provider, to the
 * page's callback; then trades the code at the origin the callback landed on.
 */
async function signInFrom(app: RequestTarget, page: string, email: string) {
  const browser = browserWithHosts();
  const login = await browser.request(app, `${page}/api/google/login`);
  let url = googleLoginResponseSchema.parse(await login.json()).auth_url;
  const visited: string[] = [];
  // Our own redirects, until the provider's address.
  while (url.startsWith(TEST_PUBLIC_URL) || url.startsWith(OTHER_NAME)) {
    visited.push(url);
    const response = await browser.request(app, url);
    url = new URL(response.headers.get('location') ?? '', url).href;
  }
  const callbackPath = await walkProvider(browser.jarOf(url), url, email);
  const callback = await browser.request(app, `${TEST_PUBLIC_URL}${callbackPath}`);
  const landing = new URL(callback.headers.get('location') ?? '', TEST_PUBLIC_URL);
  const code = /#code=([^&]+)/.exec(landing.hash)?.[1];
  const exchanged = code
    ? await browser.request(app, `${landing.origin}/api/google/exchange-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: decodeURIComponent(code) }),
      })
    : undefined;
  return { visited, landing, exchanged };
}

describe('sign-in from either loopback name (PUBLIC_URL http://localhost:8000)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('started at 127.0.0.1, moves to the public origin first and succeeds', async () => {
    const { visited, landing, exchanged } = await signInFrom(t.app, OTHER_NAME, 'loop@example.com');
    expect(visited).toEqual([`${TEST_PUBLIC_URL}/api/google/start`]);
    expect(landing.pathname + landing.search).toBe('/auth/callback?login=success');
    expect(exchanged?.status).toBe(200);
    expect(await exchanged?.json()).toMatchObject({ user: { email: 'loop@example.com' } });
  });

  it('started on the public origin, goes straight to the provider', async () => {
    const { visited, exchanged } = await signInFrom(t.app, TEST_PUBLIC_URL, 'home@example.com');
    expect(visited).toEqual([]);
    expect(exchanged?.status).toBe(200);
  });

  it('the address asked at 127.0.0.1 sets no cookie there; the start redirects to the same path', async () => {
    const login = await t.app.request(`${OTHER_NAME}/api/google/login`);
    expect(login.headers.getSetCookie()).toEqual([]);
    expect(await login.json()).toEqual({ auth_url: `${TEST_PUBLIC_URL}/api/google/start` });
    const start = await t.app.request(`${OTHER_NAME}/api/google/start`);
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/api/google/start`);
    expect(start.headers.getSetCookie()).toEqual([]);
  });

  it('without the move, the cookie stays at 127.0.0.1 and the callback cannot match the browser', async () => {
    const unmoved = createApp({ ...t.deps, publicUrl: undefined });
    const { landing, exchanged } = await signInFrom(unmoved, OTHER_NAME, 'lost@example.com');
    expect(landing.pathname + landing.search).toBe('/auth/callback?login=error&message=state_mismatch');
    expect(exchanged).toBeUndefined();
  });
});
