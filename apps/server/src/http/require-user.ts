import { createMiddleware } from 'hono/factory';
import type { Sessions } from '../auth/sessions.js';
import { unauthorized } from './app-error.js';
import type { AppEnv } from './context.js';

/** Reads `Authorization: Bearer <token>` (and nothing else: tokens never travel in URLs). */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** 401 unless the request carries a valid, unrevoked session; puts the user on the context. */
export function requireUser(sessions: Sessions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized('Authentication required. Please login first.');
    const session = await sessions.verify(token);
    if (!session) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
    c.set('user', session.user);
    c.set('sessionId', session.sessionId);
    await next();
  });
}
