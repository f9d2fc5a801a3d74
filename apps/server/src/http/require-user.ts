import { createMiddleware } from 'hono/factory';
import { API_KEY_PREFIX } from '@pardus/protocol';
import type { ApiKeys } from '../auth/api-keys.js';
import type { Sessions } from '../auth/sessions.js';
import { AppError, unauthorized } from './app-error.js';
import type { AppEnv } from './context.js';

/** Reads `Authorization: Bearer <token>` (and nothing else: tokens never travel in URLs). */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

const MISSING = 'Authentication required. Please login first.';
/** One answer for every token that signs nothing in, session or key: none can be told apart. */
const INVALID = 'Your session is invalid or has expired. Please sign in again.';

/**
 * 401 unless the request carries a valid, unrevoked session or, where `apiKeys` is given, a live
 * personal API key (`pdk_…`, read from the database on every request: a revoked key is refused at
 * once on every instance). Puts the user and the credential on the context.
 */
export function requireUser(sessions: Sessions, apiKeys?: ApiKeys) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized(MISSING);
    if (apiKeys && token.startsWith(API_KEY_PREFIX)) {
      const key = await apiKeys.verify(token);
      if (!key) throw unauthorized(INVALID);
      c.set('user', key.user);
      c.set('credential', { kind: 'api_key', id: key.keyId });
    } else {
      const session = await sessions.verify(token);
      if (!session) throw unauthorized(INVALID);
      c.set('user', session.user);
      c.set('credential', { kind: 'session', id: session.sessionId });
    }
    await next();
  });
}

/**
 * 403 for a request signed in with an API key (mount after requireUser): managing keys, deleting the
 * account, signing out and publishing share links need the person at a browser, so a leaked key can
 * neither lock its owner out nor outlive its revocation.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('credential').kind !== 'session')
    throw new AppError('forbidden', 'This needs a browser session: an API key cannot do it.');
  await next();
});

/** The session id of a request that passed requireSession. */
export function sessionIdOf(credential: AppEnv['Variables']['credential']): string {
  if (credential.kind !== 'session') throw new AppError('forbidden', 'This needs a browser session.');
  return credential.id;
}
