import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createRedisRateLimitStore, createRedisStreamLimiter } from '../../src/http/redis-limits.js';
import { createLogger } from '../../src/logger.js';
import { browserRequest, createTestApp, newBrowser, type TestApp } from '../support/test-app.js';

// Two instances sharing their limits through one Redis (each with its own client, as two processes
// would). Runs when TEST_REDIS_URL is set, e.g. redis://127.0.0.1:6379.
const url = process.env.TEST_REDIS_URL;
const logger = createLogger('silent');

describe.runIf(url)('limits shared through Redis', () => {
  let a: Redis;
  let b: Redis;
  const closers: (() => void)[] = [];
  beforeAll(() => {
    a = new Redis(url ?? '');
    b = new Redis(url ?? '');
  });
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });
  afterAll(async () => {
    await a.quit();
    await b.quit();
  });

  const limiters = (max: number, ttlMs?: number) => {
    const first = createRedisStreamLimiter(a, { maxPerUser: max, logger, ttlMs });
    const second = createRedisStreamLimiter(b, { maxPerUser: max, logger, ttlMs });
    closers.push(first.close, second.close);
    return [first, second] as const;
  };

  it('lets exactly the cap through when two instances race, and frees a slot on release', async () => {
    const [first, second] = limiters(3);
    const user = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).acquire(user)),
    );
    const taken = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(taken).toHaveLength(3);
    expect(await second.openFor(user)).toBe(3);
    taken[0]?.();
    await expect.poll(() => first.openFor(user)).toBe(2);
    await expect(second.acquire(user)).resolves.toBeTypeOf('function');
  });

  it('frees the slots of an instance that died once their lease runs out; a live one keeps renewing', async () => {
    const [dead, live] = limiters(1, 600);
    const user = randomUUID();
    const other = randomUUID();
    await dead.acquire(user);
    dead.close();
    await live.acquire(other);
    await expect(live.acquire(user)).rejects.toMatchObject({ code: 'too_many_streams' });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    await expect(live.acquire(user)).resolves.toBeTypeOf('function');
    await expect(live.acquire(other)).rejects.toMatchObject({ code: 'too_many_streams' });
  });

  describe('sign-in rate limit', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    it('counts attempts from one address on both instances together', async () => {
      const first = createApp({ ...t.deps, rateLimitStore: (name) => createRedisRateLimitStore(a, name) });
      const second = createApp({ ...t.deps, rateLimitStore: (name) => createRedisRateLimitStore(b, name) });
      const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      await a.del(`pardus:rate:login:${address}`);
      const browser = newBrowser(address);
      for (let i = 0; i < 20; i++)
        expect((await browserRequest(i % 2 ? first : second, browser, '/api/google/login')).status).toBe(200);
      const over = await browserRequest(first, browser, '/api/google/login');
      expect(over.status).toBe(429);
      await a.del(`pardus:rate:login:${address}`);
    });
  });
});
