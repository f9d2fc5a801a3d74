import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import { AppError } from './app-error.js';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/**
 * The client address for rate limiting. Without TRUST_PROXY it is the socket's peer and
 * X-Forwarded-For is ignored (anyone can write it). With TRUST_PROXY it is the entry `hops` from
 * the RIGHT of X-Forwarded-For: each proxy appends the address it saw, so the right-most entries
 * are written by our proxies while everything left of them is whatever the client sent. With N
 * trusted proxies, the N-th from the right is the client as seen by the outermost one. A missing
 * or non-IP entry falls back to the socket address.
 */
export function clientAddress(c: Context, trustProxy: boolean, hops = 1): string {
  if (trustProxy) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const chosen = entries[entries.length - hops];
    if (chosen && isIP(chosen)) return chosen;
  }
  return socketAddress(c);
}

interface WindowOptions {
  name: string;
  limit: number;
  windowMs: number;
  /** Where hits are counted; in this process's memory when absent. */
  store?: Store;
}

/** A fixed-window limiter counting by `key`; past the limit, 429 with Retry-After in our error shape. */
function fixedWindow(options: WindowOptions, key: (c: Context) => string): MiddlewareHandler {
  return rateLimiter({
    ...(options.store ? { store: options.store } : {}),
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => `${options.name}:${key(c)}`,
    handler: () => {
      // The window length is an upper bound on the wait, and never too short.
      throw new AppError('rate_limited', 'Too many requests, please try again later.', {
        'Retry-After': String(Math.ceil(options.windowMs / 1000)),
      });
    },
  });
}

/** Fixed-window limit per client address. */
export function limitPerClient(
  options: WindowOptions & {
    trustProxy: boolean;
    /** How many trusted proxies append to X-Forwarded-For (TRUST_PROXY_HOPS); 1 when unset. */
    trustProxyHops?: number;
  },
): MiddlewareHandler {
  return fixedWindow(options, (c) => clientAddress(c, options.trustProxy, options.trustProxyHops));
}

/** `(name, max)` → a limit of `max` requests a minute per client address, counted in `rateLimitStore`. */
export function perMinuteClientLimits(deps: {
  trustProxy: boolean;
  trustProxyHops?: number;
  rateLimitStore?: (name: string) => Store;
}) {
  return (name: string, max: number) =>
    limitPerClient({
      name,
      limit: max,
      windowMs: 60_000,
      trustProxy: deps.trustProxy,
      trustProxyHops: deps.trustProxyHops,
      store: deps.rateLimitStore?.(name),
    });
}

/**
 * Fixed-window limit per signed-in user (mount after requireUser): what a user may do however
 * many addresses they come from.
 */
export function limitPerUser(options: WindowOptions): MiddlewareHandler {
  // The limiter's context is typed without our variables (its stores are): the user is read untyped and checked.
  return fixedWindow(options, (c) => `user:${signedInUserId(Reflect.get(c.var, 'user'))}`);
}

/** The id of the user requireUser put on the context. */
function signedInUserId(user: unknown): string {
  if (typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'string')
    return user.id;
  throw new Error('limitPerUser needs requireUser before it');
}
