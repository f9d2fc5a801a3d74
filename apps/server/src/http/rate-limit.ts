import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimiter } from 'hono-rate-limiter';
import { AppError } from './app-error.js';

/**
 * The client address for rate limiting. Behind a load balancer set TRUST_PROXY so the first
 * X-Forwarded-For hop counts; otherwise that header is attacker-controlled and ignored.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** Fixed-window limit per client address; past it, 429 with Retry-After in our error shape. */
export function limitPerClient(options: {
  name: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
}): MiddlewareHandler {
  return rateLimiter({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => `${options.name}:${clientAddress(c, options.trustProxy)}`,
    handler: () => {
      // The window length is an upper bound on the wait, and never too short.
      throw new AppError('rate_limited', 'Too many requests, please try again later.', {
        'Retry-After': String(Math.ceil(options.windowMs / 1000)),
      });
    },
  });
}
