import { randomUUID } from 'node:crypto';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '../logger.js';
import { once, tooManyStreams, type StreamLimiter } from './stream-limiter.js';

// The same shared limits as in PostgreSQL, for deployments that set REDIS_URL. Each check is one
// Lua script, so it is atomic on the Redis server, and uses the server's clock (TIME).

/** KEYS[1] the user's slots (a sorted set scored by expiry); ARGV: slot id, max, ttl ms. 1 when taken. */
const TAKE_SLOT = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1`;

/** KEYS[1] the user's slots; ARGV: ttl ms, then slot ids to renew (only those still present). */
const RENEW_SLOTS = `
local t = redis.call('TIME')
local until_ms = t[1] * 1000 + math.floor(t[2] / 1000) + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', until_ms, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1`;

/** KEYS[1] the user's slots: how many are live. */
const COUNT_SLOTS = `
local t = redis.call('TIME')
return redis.call('ZCOUNT', KEYS[1], '(' .. (t[1] * 1000 + math.floor(t[2] / 1000)), '+inf')`;

/** KEYS[1] a window counter; ARGV[1] window ms. Returns { hits, ms left }. */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1])) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1])); left = tonumber(ARGV[1]) end
return { hits, left }`;

const count = z.coerce.number();
const hitReply = z.tuple([z.coerce.number(), z.coerce.number()]);
const slotsKey = (userId: string) => `pardus:streams:${userId}`;

/** Per-user stream cap across instances in Redis: leased slots, renewed while their streams run. */
export function createRedisStreamLimiter(
  redis: Redis,
  { maxPerUser, logger, ttlMs = 60_000 }: { maxPerUser: number; logger: Logger; ttlMs?: number },
): StreamLimiter & { close: () => void } {
  const held = new Map<string, string>(); // slot id → user id
  const renew = setInterval(() => {
    const byUser = new Map<string, string[]>();
    for (const [id, userId] of held) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
    for (const [userId, ids] of byUser)
      redis
        .eval(RENEW_SLOTS, 1, slotsKey(userId), ttlMs, ...ids)
        .catch((error: unknown) => logger.warn({ err: error }, 'could not renew stream slots'));
  }, ttlMs / 3);
  renew.unref();
  return {
    async acquire(userId) {
      const id = randomUUID();
      const taken = count.parse(await redis.eval(TAKE_SLOT, 1, slotsKey(userId), id, maxPerUser, ttlMs));
      if (taken !== 1) throw tooManyStreams(maxPerUser);
      held.set(id, userId);
      return once(() => {
        held.delete(id);
        redis
          .zrem(slotsKey(userId), id)
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'could not free a stream slot (it expires by itself)'),
          );
      });
    },
    openFor: async (userId) => count.parse(await redis.eval(COUNT_SLOTS, 1, slotsKey(userId))),
    close: () => clearInterval(renew),
  };
}

/** A hono-rate-limiter store in Redis: one fixed-window counter per key, expiring with its window. */
export function createRedisRateLimitStore(redis: Redis, name: string): Store {
  let windowMs = 60_000;
  const key = (k: string) => `pardus:rate:${k}`;
  return {
    prefix: name,
    localKeys: false,
    init(options) {
      windowMs = options.windowMs;
    },
    async increment(k): Promise<ClientRateLimitInfo> {
      const [hits, left] = hitReply.parse(await redis.eval(HIT, 1, key(k), windowMs));
      return { totalHits: hits, resetTime: new Date(Date.now() + left) };
    },
    async decrement(k) {
      await redis.decr(key(k));
    },
    async resetKey(k) {
      await redis.del(key(k));
    },
  };
}
