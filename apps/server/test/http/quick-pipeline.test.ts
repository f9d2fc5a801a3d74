import { afterEach, expect, it } from 'vitest';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { quickRoutes } from '../../src/routes/quick.js';
import type { AnswerEngine } from '../../src/answer/answer-engine.js';
import type { SearchProvider } from '../../src/search/search-provider.js';
import { SearchError } from '../../src/search/search-provider.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';
import { scriptedEngine, scriptedSearch } from '../support/doubles.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';

const RESULTS = [
  {
    url: 'https://a.example/volcano',
    title: 'Volcano',
    snippet: 'A volcano is a rupture.',
    content: 'A volcano is a rupture in the crust.',
  },
  { url: 'https://b.example/magma', title: 'Magma', snippet: 'Magma is molten rock.' },
];
const ask = { message: [{ role: 'user', content: 'What is a volcano?' }] };

describeEachDb('quick answer pipeline', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  async function setup(
    search: SearchProvider,
    answer: AnswerEngine,
    options: { daily?: number; maxStreams?: number } = {},
  ) {
    const limiter = createStreamLimiter(options.maxStreams ?? 3);
    t = await createTestApp({
      kind,
      daily: options.daily ?? 5,
      extra: (base) => ({
        extraApiRoutes: [
          {
            path: '/quick',
            router: quickRoutes({
              search,
              answer,
              budget: base.budget,
              logger: createLogger('silent'),
              limiter,
              imageGraceMs: 200,
            }),
          },
        ],
      }),
    });
    const { token, user } = await signIn(t.app, 'quick@example.com');
    const remaining = async () =>
      (
        (await (await authed(t!.app, token, '/api/tokens/status')).json()) as {
          daily_tokens_remaining: number;
        }
      ).daily_tokens_remaining;
    return { app: t.app, token, limiter, remaining, userId: user.id };
  }

  it('streams sources first, then the answer, then done; settles one token', async () => {
    const engine = scriptedEngine(['A volcano ', 'is a rupture [1].']);
    const images = [{ link: 'https://a.example/p', imageUrl: 'https://a.example/i.png', title: 'Volcano' }];
    const { app, token, remaining } = await setup(scriptedSearch(RESULTS, { images }), engine);
    const response = await authed(app, token, '/api/quick', { method: 'POST', json: ask });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const events = await readQuickEvents(response);
    const types = events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['search', 'search']);
    expect(types.indexOf('response')).toBeGreaterThan(types.lastIndexOf('search'));
    expect(types.at(-1)).toBe('done');
    expect(events).toContainEqual({ type: 'images', images });
    expect(answerText(events)).toBe('A volcano is a rupture [1].');
    expect(engine.requests[0]?.sources.map((s) => [s.n, s.url])).toEqual([
      [1, RESULTS[0]!.url],
      [2, RESULTS[1]!.url],
    ]);
    expect(engine.requests[0]?.sources[0]?.text).toBe(RESULTS[0]!.content);
    expect(await remaining()).toBe(4);
  });

  it('403 with nothing called when tokens are short', async () => {
    const search = scriptedSearch(RESULTS);
    const { app, token } = await setup(search, scriptedEngine(['x']), { daily: 0 });
    const response = await authed(app, token, '/api/quick', { method: 'POST', json: ask });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'insufficient_tokens' } });
    expect(search.calls).toBe(0);
  });

  it('refunds when the search fails before any answer text (after one retry)', async () => {
    const search = scriptedSearch(RESULTS, { fail: () => new SearchError('upstream 503', true) });
    const { app, token, remaining } = await setup(search, scriptedEngine(['x']));
    const events = await readQuickEvents(
      await authed(app, token, '/api/quick', { method: 'POST', json: ask }),
    );
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'upstream_failed' });
    expect(search.calls).toBe(2);
    expect(await remaining()).toBe(5);
  });

  it('refunds when the engine fails before its first chunk; settles when it fails after', async () => {
    const { app, token, remaining } = await setup(
      scriptedSearch(RESULTS),
      scriptedEngine(['a', 'b'], { failAfter: 0 }),
    );
    const failed = await readQuickEvents(
      await authed(app, token, '/api/quick', { method: 'POST', json: ask }),
    );
    expect(failed.at(-1)?.type).toBe('error');
    expect(await remaining()).toBe(5);
    await t!.close();

    const second = await setup(scriptedSearch(RESULTS), scriptedEngine(['partial '], { failAfter: 1 }));
    const partial = await readQuickEvents(
      await authed(second.app, second.token, '/api/quick', { method: 'POST', json: ask }),
    );
    expect(answerText(partial)).toBe('partial ');
    expect(partial.at(-1)?.type).toBe('error');
    expect(await second.remaining()).toBe(4);
  });

  it('a client disconnect aborts the engine promptly and refunds when nothing was answered', async () => {
    const engine = scriptedEngine(['never sent'], { hangAfter: 0 });
    const { app, token, remaining, limiter, userId } = await setup(scriptedSearch(RESULTS), engine);
    const response = await authed(app, token, '/api/quick', { method: 'POST', json: ask });
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
    let received = '';
    while (received.split('\n').length <= RESULTS.length) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    await expect.poll(() => engine.requests.length).toBe(1); // the engine is now waiting
    const cancelledAt = Date.now();
    await reader.cancel();
    await expect.poll(() => engine.aborted, { timeout: 1000 }).toBe(true);
    expect(Date.now() - cancelledAt).toBeLessThan(1000);
    await expect.poll(remaining).toBe(5);
    await expect.poll(() => limiter.openFor(userId)).toBe(0);
  });

  it('caps concurrent streams per user with 429', async () => {
    const engine = scriptedEngine(['slow'], { hangAfter: 0 });
    const { app, token } = await setup(scriptedSearch(RESULTS), engine, { maxStreams: 1 });
    const first = await authed(app, token, '/api/quick', { method: 'POST', json: ask });
    const second = await authed(app, token, '/api/quick', { method: 'POST', json: ask });
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ error: { code: 'too_many_streams' } });
    await first.body!.cancel();
  });

  it('rejects bad bodies before reserving anything', async () => {
    const search = scriptedSearch(RESULTS);
    const { app, token, remaining } = await setup(search, scriptedEngine(['x']));
    for (const json of [
      { message: [] },
      { message: [{ role: 'assistant', content: 'last is not a question' }] },
      { message: [{ role: 'user', content: '   ' }] },
      { message: [{ role: 'user', content: 'x'.repeat(10_001) }] },
      { message: [{ role: 'search', content: 'x' }] },
      { query: 'wrong shape' },
    ]) {
      const response = await authed(app, token, '/api/quick', { method: 'POST', json });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
    }
    expect(search.calls).toBe(0);
    expect(await remaining()).toBe(5);
  });
});
