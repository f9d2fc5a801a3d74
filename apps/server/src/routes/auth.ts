import { Hono } from 'hono';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  exchangeCodeRequestSchema,
  type ExchangeCodeResponse,
  type GoogleLoginResponse,
  type VerifyResponse,
} from '@pardus/protocol';
import { LoginError, newSecret, type LoginFlow } from '../auth/login-flow.js';
import { signInOrigin } from '../auth/sign-in-origin.js';
import type { Sessions } from '../auth/sessions.js';
import { findUserById, toPublicUser } from '../auth/users.repository.js';
import type { Db } from '../db/create-db.js';
import type { Logger } from '../logger.js';
import { AppError, unauthorized } from '../http/app-error.js';
import type { AppEnv } from '../http/context.js';
import { parseJsonBody } from '../http/parse-body.js';
import type { Store } from 'hono-rate-limiter';
import { perMinuteClientLimits } from '../http/rate-limit.js';
import { requireSession, requireUser, sessionIdOf } from '../http/require-user.js';
import type { ApiKeys } from '../auth/api-keys.js';

/** HttpOnly cookie binding a sign-in (transaction and handoff code) to the browser that started it. */
export const BINDING_COOKIE = 'pardus_login';

export interface AuthRoutesDeps {
  db: Db;
  sessions: Sessions;
  /** Personal API keys: they may ask who they are, never sign a session out. */
  apiKeys?: ApiKeys;
  loginFlow: LoginFlow;
  logger: Logger;
  secureCookies: boolean;
  trustProxy: boolean;
  trustProxyHops?: number;
  /** A rate-limit store per limiter name (shared by every instance); in-process when absent. */
  rateLimitStore?: (name: string) => Store;
  /** PUBLIC_URL: a sign-in arriving on another loopback name starts there (see signInOrigin). */
  publicUrl?: string;
}

/** The navigation that starts a sign-in: sets the browser binding, then goes to the provider. */
const START_PATH = '/api/google/start';

/** Sign-in, handoff exchange, verify and logout (DESIGN §4). Mounted at /api. */
export function authRoutes(deps: AuthRoutesDeps) {
  const { sessions, loginFlow } = deps;
  const limit = perMinuteClientLimits(deps);
  const app = new Hono<AppEnv>();

  /** Binds a new sign-in to this browser (an HttpOnly cookie) and returns the provider's address. */
  const startSignIn = async (c: Context<AppEnv>): Promise<string> => {
    const binding = newSecret();
    let authUrl: string;
    try {
      authUrl = await loginFlow.start(binding);
    } catch (error) {
      deps.logger.error({ err: error }, 'could not start sign-in');
      throw new AppError('unavailable', 'The sign-in provider is unavailable. Please try again.');
    }
    setCookie(c, BINDING_COOKIE, binding, {
      httpOnly: true,
      sameSite: 'Lax', // sent on the provider's top-level redirect back to us, not cross-site
      secure: deps.secureCookies,
      path: '/api',
      maxAge: 15 * 60,
    });
    return authUrl;
  };
  const loginLimit = limit('login', 20);

  // SPEC §7: the page fetches this address and navigates to it. On another loopback name than the
  // public URL's, the address is the public origin's start, so the binding is set where it returns.
  app.get('/google/login', loginLimit, async (c) => {
    const elsewhere = signInOrigin(new URL(START_PATH, c.req.url).href, deps.publicUrl);
    const authUrl = elsewhere ?? (await startSignIn(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ auth_url: authUrl } satisfies GoogleLoginResponse);
  });

  // The same start as a navigation: moved to the public origin first when it arrives elsewhere.
  app.get('/google/start', loginLimit, async (c) => {
    const elsewhere = signInOrigin(c.req.url, deps.publicUrl);
    c.header('Cache-Control', 'no-store');
    return c.redirect(elsewhere ?? (await startSignIn(c)), 302);
  });

  app.get('/auth/google/callback', limit('callback', 20), async (c) => {
    const search = new URL(c.req.url).search;
    try {
      const code = await loginFlow.finish(search, getCookie(c, BINDING_COOKIE));
      c.header('Cache-Control', 'no-store');
      // The code rides in the fragment: never sent to any server, never in logs or Referer.
      return c.redirect(`/auth/callback?login=success#code=${encodeURIComponent(code)}`, 302);
    } catch (error) {
      const reason = error instanceof LoginError ? error.code : 'provider_error';
      deps.logger.warn({ reason, err: error instanceof LoginError ? error.cause : error }, 'sign-in failed');
      return c.redirect(`/auth/callback?login=error&message=${reason}`, 302);
    }
  });

  app.post('/google/exchange-code', limit('exchange', 20), async (c) => {
    const { code } = await parseJsonBody(c, exchangeCodeRequestSchema);
    const userId = await loginFlow.redeem(code, getCookie(c, BINDING_COOKIE));
    if (!userId) throw unauthorized('This sign-in link is invalid or has expired. Please sign in again.');
    const user = await findUserById(deps.db, userId);
    if (!user) throw unauthorized('This sign-in link is invalid or has expired. Please sign in again.');
    deleteCookie(c, BINDING_COOKIE, { path: '/api', secure: deps.secureCookies });
    const token = await sessions.issue(user.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ token, user: toPublicUser(user) } satisfies ExchangeCodeResponse);
  });

  const signedIn = requireUser(sessions, deps.apiKeys);
  app.get('/verify', signedIn, (c) => c.json({ user: toPublicUser(c.get('user')) } satisfies VerifyResponse));

  app.post('/logout', signedIn, requireSession, async (c) => {
    await sessions.revoke(sessionIdOf(c.get('credential')));
    return c.json({ ok: true as const });
  });

  return app;
}
