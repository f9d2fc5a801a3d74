import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Db } from '../../src/db/create-db.js';
import { createSharedRateLimitStore } from '../../src/http/shared-rate-limit-store.js';
import { createSharedStreamLimiter } from '../../src/http/shared-stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { quickRoutes } from '../../src/routes/quick.js';
import { scriptedEngine, scriptedSearch } from '../support/doubles.js';
import { insertUser } from '../support/fixtures.js';
import {
  authed,
  createTestApp,
  newBrowser,
  browserRequest,
  signIn,
  type TestApp,
} from '../support/test-app.js';

// Two app instances on one PostgreSQL database (each with its own connection pool and its own
// limiter objects, as two processes behind a load balancer): the per-user stream cap and the
// sign-in rate limit must hold across them. Runs when TEST_DATABASE_URL is set (CI sets it).

const logger = createLogger('silent');
const ask = { message: [{ role: 'user', content: 'What is a volcano?' }] };
const RESULTS = [{ url: 'https://a.example/volcano', title: 'Volcano', snippet: 'A volcano is a rupture.' }];

describe.runIf(process.env.TEST_DATABASE_URL)('limits shared by two instances [postgres]', () => {
  let t: TestApp | undefined;
  const closers: (() => void)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) close();
    await t?.close();
  });

  /** One more instance over its own pool: shared stream limiter, shared rate limits, a hanging model. */
  function instance(db: Db, maxStreams: number): App {
    const limiter = createSharedStreamLimiter(db, { maxPerUser: maxStreams, logger });
    closers.push(limiter.close);
    const quick = quickRoutes({
      search: scriptedSearch(RESULTS),
      answer: scriptedEngine(['slow'], { hangAfter: 0 }),
      budget: t!.deps.budget,
      logger,
      limiter,
      imageGraceMs: 0,
    });
    return createApp({
      ...t!.deps,
      rateLimitStore: (name) => createSharedRateLimitStore(db, name),
      extraApiRoutes: [{ path: '/quick', router: quick }],
    });
  }

  async function twoInstances(maxStreams: number) {
    t = await createTestApp({ kind: 'postgres', daily: 100 });
    const db = t.testDb.db;
    return { a: instance(db, maxStreams), b: instance(t.testDb.connectAgain!(), maxStreams), db };
  }

  it('caps a user’s streams across instances, and frees a slot when its stream ends', async () => {
    const { a, b } = await twoInstances(2);
    const { token } = await signIn(a, 'streams@example.com');
    const first = await authed(a, token, '/api/quick', { method: 'POST', json: ask });
    const second = await authed(b, token, '/api/quick', { method: 'POST', json: ask });
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await authed(a, token, '/api/quick', { method: 'POST', json: ask });
    const fourth = await authed(b, token, '/api/quick', { method: 'POST', json: ask });
    expect([third.status, fourth.status]).toEqual([429, 429]);
    expect(await fourth.json()).toMatchObject({ error: { code: 'too_many_streams' } });

    await first.body!.cancel(); // the client leaves: instance A frees its slot
    const retried: Response[] = [];
    await expect
      .poll(
        async () => {
          const response = await authed(b, token, '/api/quick', { method: 'POST', json: ask });
          retried.push(response);
          return response.status;
        },
        { timeout: 5_000 },
      )
      .toBe(200);
    for (const response of [second, ...retried]) await response.body?.cancel();
  });

  it('lets exactly the cap through when both instances race for the last slots', async () => {
    const { db } = await twoInstances(3);
    const a = createSharedStreamLimiter(db, { maxPerUser: 3, logger });
    const b = createSharedStreamLimiter(t!.testDb.connectAgain!(), { maxPerUser: 3, logger });
    closers.push(a.close, b.close);
    const user = await insertUser(db);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).acquire(user.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await b.openFor(user.id)).toBe(3);
  });

  it('frees the slots of an instance that died once their lease runs out; a live one keeps renewing', async () => {
    const { db } = await twoInstances(1);
    const user = await insertUser(db);
    const other = await insertUser(db);
    const dead = createSharedStreamLimiter(db, { maxPerUser: 1, logger, ttlMs: 600 });
    const live = createSharedStreamLimiter(t!.testDb.connectAgain!(), { maxPerUser: 1, logger, ttlMs: 600 });
    closers.push(live.close);
    await dead.acquire(user.id);
    dead.close(); // stops renewing, as a crashed process would
    const release = await live.acquire(other.id);
    await expect(live.acquire(user.id)).rejects.toMatchObject({ code: 'too_many_streams' });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    (await live.acquire(user.id))(); // the dead instance's lease expired
    await expect(live.acquire(other.id)).rejects.toMatchObject({ code: 'too_many_streams' }); // renewed
    release();
  });

  it('counts sign-in attempts from one address on both instances together', async () => {
    const { a, b } = await twoInstances(1);
    const browser = newBrowser('203.0.113.9');
    for (let i = 0; i < 20; i++) {
      const response = await browserRequest(i % 2 ? a : b, browser, '/api/google/login');
      expect(response.status, `attempt ${i + 1}`).toBe(200);
    }
    const over = await browserRequest(a, browser, '/api/google/login');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
    expect((await browserRequest(b, newBrowser('203.0.113.10'), '/api/google/login')).status).toBe(200);
  });
});
