import { exchangeCodeResponseSchema, googleLoginResponseSchema } from '@pardus/protocol';
import { createApp, type App } from '../../src/app.js';
import { startDevIdentityProvider, type DevIdentityProvider } from '../../src/auth/dev-idp.js';
import { createLoginFlow } from '../../src/auth/login-flow.js';
import { createOidcClient } from '../../src/auth/oidc-client.js';
import { createSessions } from '../../src/auth/sessions.js';
import { createApiKeys } from '../../src/auth/api-keys.js';
import { createBudget } from '../../src/budget/budget.service.js';
import { createConversationService } from '../../src/conversations/conversation.service.js';
import type { AppDeps } from '../../src/app.js';
import { createLogger, type Logger } from '../../src/logger.js';
import { createImageService } from '../../src/images/index.js';
import type { ImageFetcherOptions } from '../../src/images/image-fetcher.js';
import { createTestDb, type DbKind, type TestDb } from './test-db.js';
import { CookieJar } from './cookie-jar.js';

export const TEST_PUBLIC_URL = 'http://localhost:8000';
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: App;
  testDb: TestDb;
  deps: AppDeps;
  idp: DevIdentityProvider;
  close(): Promise<void>;
}

export interface TestAppOptions {
  kind?: DbKind;
  /** PGlite in this folder instead of the shared in-memory one (benchmarks). */
  pgliteDir?: string;
  daily?: number;
  /** Where the app logs (silent by default): tests that read log lines pass their own. */
  logger?: Logger;
  now?: () => Date;
  sessionTtlHours?: number;
  /** The image proxy's fetcher settings (tests reach fixtures through a lookup of their own). */
  images?: ImageFetcherOptions;
  extra?: (
    deps: Omit<AppDeps, 'extraRoutes' | 'extraApiRoutes'>,
  ) => Pick<AppDeps, 'extraRoutes' | 'extraApiRoutes' | 'documentOriginals' | 'loaded'>;
}

/** The real app over a fresh database, signing in through a real development identity provider. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb(options.kind, { pgliteDir: options.pgliteDir });
  const redirectUri = `${TEST_PUBLIC_URL}/api/auth/google/callback`;
  const idp = await startDevIdentityProvider({ redirectUri, nodeEnv: 'test' });
  const oidc = createOidcClient({
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    redirectUri,
    allowInsecureRequests: true,
  });
  const now = options.now ?? (() => new Date());
  const budget = createBudget(testDb.db, { daily: options.daily ?? 20, now, changes: testDb.changes });
  const base = {
    db: testDb.db,
    logger: options.logger ?? createLogger('silent'),
    sessions: createSessions(testDb.db, {
      secret: TEST_SESSION_SECRET,
      ttlHours: options.sessionTtlHours ?? 24,
      now,
      changes: testDb.changes,
    }),
    apiKeys: createApiKeys(testDb.db, { now }),
    loginFlow: createLoginFlow(testDb.db, oidc, now),
    budget,
    conversations: createConversationService(testDb.db, { now, changes: testDb.changes, budget }),
    images: createImageService({
      secret: TEST_SESSION_SECRET,
      publicUrl: TEST_PUBLIC_URL,
      now: () => now().getTime(),
      ...options.images,
    }),
    secureCookies: false,
    trustProxy: true,
    publicUrl: TEST_PUBLIC_URL,
  };
  const deps: AppDeps = { ...base, ...options.extra?.(base) };
  return {
    app: createApp(deps),
    testDb,
    deps,
    idp,
    async close() {
      await idp.close();
      await testDb.dispose();
    },
  };
}

/** What the helpers below call: the app itself, or a real server reached over HTTP (`remoteApp`). */
export type RequestTarget = Pick<App, 'request'>;

/** A real server at `baseUrl` as a RequestTarget (redirects are returned, not followed, as app.request does). */
export function remoteApp(baseUrl: string): RequestTarget {
  return {
    request: (input, init) =>
      fetch(new URL(input instanceof Request ? input.url : String(input), baseUrl), {
        ...init,
        redirect: 'manual',
      }),
  };
}

export interface BrowserSession {
  jar: CookieJar;
  /** Client address the rate limiter sees (TRUST_PROXY is on in tests). */
  ip: string;
}

export const newBrowser = (ip = '10.0.0.1'): BrowserSession => ({ jar: new CookieJar(), ip });

/** A request to the app from one simulated browser (its cookies and address). */
export async function browserRequest(
  app: RequestTarget,
  browser: BrowserSession,
  path: string,
  init: RequestInit = {},
) {
  const headers = new Headers(init.headers);
  headers.set('cookie', browser.jar.header());
  headers.set('x-forwarded-for', browser.ip);
  const response = await app.request(path, { ...init, headers });
  browser.jar.store(response);
  return response;
}

/** Starts a sign-in and walks the identity provider up to its redirect back to the app. */
export async function loginAtProvider(
  app: RequestTarget,
  browser: BrowserSession,
  email: string,
): Promise<string> {
  const start = await browserRequest(app, browser, '/api/google/login');
  const { auth_url } = googleLoginResponseSchema.parse(await start.json());
  return walkProvider(browser, auth_url, email);
}

/** Signs in as `email` at the identity provider from `authUrl` up to its redirect back to the app. */
export async function walkProvider(browser: BrowserSession, authUrl: string, email: string): Promise<string> {
  let url = authUrl;
  for (let hop = 0; hop < 10; hop++) {
    const isForm = /\/interaction\/[\w-]+$/.test(new URL(url).pathname);
    const response = await fetch(url, {
      redirect: 'manual',
      method: isForm ? 'POST' : 'GET',
      headers: {
        cookie: browser.jar.header(),
        ...(isForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: isForm ? new URLSearchParams({ email }).toString() : undefined,
    });
    browser.jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`identity provider stopped at ${response.status}`);
    url = new URL(location, url).href;
    if (url.startsWith(TEST_PUBLIC_URL)) return url.slice(TEST_PUBLIC_URL.length);
  }
  throw new Error('too many redirects at the identity provider');
}

/** Follows the app's callback redirect and returns the handoff code from the URL fragment. */
export async function finishCallback(app: RequestTarget, browser: BrowserSession, callbackPath: string) {
  const response = await browserRequest(app, browser, callbackPath);
  const location = response.headers.get('location') ?? '';
  const code = /#code=([^&]+)/.exec(location)?.[1];
  return { response, location, code: code ? decodeURIComponent(code) : undefined };
}

export async function exchange(app: RequestTarget, browser: BrowserSession, code: string) {
  return browserRequest(app, browser, '/api/google/exchange-code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
}

/** A full sign-in as `email`: returns the session token and the user. */
export async function signIn(app: RequestTarget, email: string, browser = newBrowser()) {
  const callback = await loginAtProvider(app, browser, email);
  const { code } = await finishCallback(app, browser, callback);
  if (!code) throw new Error('no handoff code');
  const response = await exchange(app, browser, code);
  if (response.status !== 200) throw new Error(`exchange failed: ${response.status}`);
  const body = exchangeCodeResponseSchema.parse(await response.json());
  return { ...body, browser };
}

/** A JSON request with a bearer token. */
export function authed(
  app: RequestTarget,
  token: string,
  path: string,
  init: RequestInit & { json?: unknown } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return app.request(path, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}
