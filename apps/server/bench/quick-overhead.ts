/**
 * The Quick path's own overhead: time from sending `POST /api/quick` (real HTTP server, real app,
 * real budget and database) to the first answer line, minus the fixed latencies of a stub search
 * and a stub model, at 1 and at 100 concurrent streams (100 users, so no per-user cap applies).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { serve, type ServerType } from '@hono/node-server';
import type { AnswerEngine } from '../src/answer/answer-engine.js';
import { createStreamLimiter } from '../src/http/stream-limiter.js';
import { createLogger } from '../src/logger.js';
import { quickRoutes } from '../src/routes/quick.js';
import type { SearchProvider } from '../src/search/search-provider.js';
import { insertUser } from '../test/support/fixtures.js';
import { createTestApp } from '../test/support/test-app.js';
import type { DbKind } from '../test/support/test-db.js';
import type { Report } from './report.js';

const SEARCH_MS = 50;
const MODEL_MS = 50;
/**
 * The stubs' own waits as they really lasted (a timer fires a little late, more so on a busy
 * machine): that lateness is the stub's, not the server's, so it is subtracted with the wait.
 */
const waited: number[] = [];
const wait = async (ms: number) => {
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  waited.push(performance.now() - started);
};

const stubSearch: SearchProvider = {
  name: 'stub',
  async search() {
    await wait(SEARCH_MS);
    return [1, 2, 3, 4].map((i) => ({
      url: `https://stub.test/${i}`,
      title: `Source ${i}`,
      snippet: `Fact ${i} about lava.`,
    }));
  },
  searchImages: async () => [],
};

const stubModel: AnswerEngine = {
  name: 'stub',
  usesLanguageModel: true,
  async *answer() {
    await wait(MODEL_MS);
    yield 'Lava is molten rock [1]. ';
    yield 'It cools into basalt [2].';
  },
};

/** The clients, in their own thread (first-lines-client.mjs): `run` resolves with ms per stream. */
function startClients() {
  const worker = new Worker(new URL('./first-lines-client.mjs', import.meta.url));
  const body = JSON.stringify({ message: [{ role: 'user', content: 'What is lava?' }] });
  let failed: ((error: Error) => void) | undefined;
  worker.on('error', (error) => failed?.(error));
  return {
    /**
     * Ms from each request to its first `response` line, minus the stub search's and model's waits
     * (as they lasted: for concurrent streams, their mean).
     */
    run: (port: number, tokens: string[]) =>
      new Promise<number[]>((resolve, reject) => {
        failed = reject;
        waited.length = 0;
        worker.once('message', (ms: number[]) => {
          const stubs = (waited.reduce((sum, w) => sum + w, 0) / Math.max(1, waited.length)) * 2;
          resolve(ms.map((m) => m - stubs));
        });
        worker.postMessage({ port, tokens, body });
      }),
    stop: () => worker.terminate(),
  };
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

export async function benchQuickOverhead(report: Report, kind: DbKind = 'pglite'): Promise<void> {
  const logger = createLogger('silent');
  // The embedded database as `npm start` runs it: in a folder, in its own thread.
  const pgliteDir = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'pardus-bench-quick-')) : undefined;
  const t = await createTestApp({
    kind,
    ...(pgliteDir ? { pgliteDir } : {}),
    daily: 1_000_000,
    extra: (base) => ({
      extraApiRoutes: [
        {
          path: '/quick',
          router: quickRoutes({
            search: stubSearch,
            answer: stubModel,
            budget: base.budget,
            logger,
            limiter: createStreamLimiter(3),
            imageGraceMs: 0,
          }),
        },
      ],
    }),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const clients = startClients();
  try {
    const port = (server.address() as AddressInfo).port;
    const tokens: string[] = [];
    for (let i = 0; i < 100; i++)
      tokens.push(await t.deps.sessions.issue((await insertUser(t.testDb.db)).id));
    // Warm-up: every user's first question of the day takes the budget's locked path (creating or
    // resetting the balance row); the figures are for the questions after it, as most are.
    await clients.run(port, tokens);
    const single: number[] = [];
    for (let i = 0; i < 30; i++) single.push(...(await clients.run(port, [tokens[i % 100]!])));
    const hundred = await clients.run(port, tokens);
    const add = (name: string, values: number[], q: number, target: number) =>
      report.add({
        name: `Quick server overhead ${name} [${kind}]`,
        value: percentile(values, q),
        target,
        direction: 'max',
        unit: 'ms',
        detail: `first answer line − the stub search's and model's waits (${SEARCH_MS} ms each, as timed), ${values.length} streams`,
      });
    add('p50, 1 stream', single, 0.5, 5);
    add('p95, 1 stream', single, 0.95, 15);
    // No target at 100 streams: reported to show how the overhead grows with load.
    add('p50, 100 streams', hundred, 0.5, Infinity);
    add('p95, 100 streams', hundred, 0.95, Infinity);
  } finally {
    await clients.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  }
}
