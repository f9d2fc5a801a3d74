import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LIBRARY_LOADING_NOTICE } from '@pardus/protocol';
import { createAnswerEngine } from '../../src/answer/index.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { quickRoutes } from '../../src/routes/quick.js';
import { createLibrarySearch, type LibrarySearch } from '../../src/search/library/library-search.js';
import type { SearchProvider } from '../../src/search/search-provider.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';
import { readResearch, reportOf, testResearchJobs } from '../support/research.js';
import { TEST_PUBLIC_URL, authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';
import type { ResearchJobs } from '../../src/research/jobs/index.js';

/**
 * The library loads after the server starts, in its worker thread. Readiness says when it is
 * loaded; questions asked before then wait for it.
 */
const logger = createLogger('silent');
let root: string;
let library: LibrarySearch | undefined;
let t: TestApp | undefined;
let jobs: ResearchJobs | undefined;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pardus-ready-'));
  await writeFile(
    path.join(root, 'geyser.md'),
    '# Geyser\n\nA geyser is a spring that spouts hot water and steam into the air from time to time.\n' +
      'Geysers form where groundwater meets rock heated by magma.\n',
  );
  await writeFile(
    path.join(root, 'old-faithful.md'),
    '# Old Faithful\n\nOld Faithful is a geyser in Yellowstone that erupts about every 90 minutes.\n' +
      'Its water is heated by magma a few kilometres below and boils up through a narrow vent.\n',
  );
  await writeFile(
    path.join(root, 'hot-springs.md'),
    '# Hot springs\n\nGeysers are rare hot springs whose plumbing traps water until it flashes to steam.\n' +
      'Fewer than a thousand geysers exist, most of them in Yellowstone, Iceland, Chile and Kamchatka.\n',
  );
});
afterEach(async () => {
  await jobs?.stop(0);
  await t?.close();
  await library?.close();
  await rm(root, { recursive: true, force: true });
});

/** The app first; the library is created (and starts loading) only when asked, after sign-in. */
async function setup() {
  // Searches go to whichever library `load` made; the app exists before it, as in main.ts.
  const search: SearchProvider = {
    name: 'library',
    search: (query, options) => loadedLibrary().search(query, options),
    searchImages: (query, options) => loadedLibrary().searchImages(query, options),
  };
  const loadedLibrary = () => {
    if (!library) throw new Error('load() first');
    return library;
  };
  t = await createTestApp({
    daily: 10,
    extra: (base) => {
      jobs = testResearchJobs(base, {
        search,
        library: { isReady: () => loadedLibrary().isReady(), ready: () => loadedLibrary().ready() },
      });
      const quick = quickRoutes({
        search,
        answer: createAnswerEngine({
          provider: 'extractive',
          connectTimeoutMs: 1000,
          firstTokenTimeoutMs: 1000,
          idleTimeoutMs: 1000,
        }),
        budget: base.budget,
        logger,
        limiter: createStreamLimiter(3),
      });
      return {
        extraApiRoutes: [{ path: '/quick', router: quick }, ...jobs.apiRoutes],
        loaded: () => library?.isReady() ?? false,
      };
    },
  });
  const { token } = await signIn(t.app, 'early@example.com');
  const load = () => {
    library = createLibrarySearch(
      {
        publicUrl: TEST_PUBLIC_URL,
        libraryDir: root,
        dataDir: path.join(root, 'data'),
        dictdDir: path.join(root, 'none'),
        clipartDir: path.join(root, 'none'),
        wordnet: null,
        factbook: null,
        buildIn: 'worker',
      },
      { logger },
    );
    return library;
  };
  return { app: t.app, token, load };
}

it('says "loading" until the library is loaded, then "ready"', async () => {
  const { app, load } = await setup();
  const loading = load();
  const before = await app.request('/ready');
  expect([before.status, await before.json()]).toEqual([503, { status: 'loading' }]);
  expect((await app.request('/health/ready')).status).toBe(503);
  // Liveness never depends on it.
  expect((await app.request('/health')).status).toBe(200);
  await loading.ready();
  const after = await app.request('/ready');
  expect([after.status, await after.json()]).toEqual([200, { status: 'ready' }]);
});

it('a Quick question asked while the library loads waits for it and is answered from the whole index', async () => {
  const { app, token, load } = await setup();
  const loading = load();
  const asked = authed(app, token, '/api/quick', {
    method: 'POST',
    json: { message: [{ role: 'user', content: 'What is a geyser?' }] },
  });
  expect(loading.isReady()).toBe(false);
  const events = await readQuickEvents(await asked);
  expect(events.filter((e) => e.type === 'error')).toEqual([]);
  expect(answerText(events)).toMatch(/spouts hot water/);
  const sources = events.find((e) => e.type === 'search');
  expect(JSON.stringify(sources)).toContain('Geyser');
});

it('a Deep run started while the library loads says it waits, then reports from the whole index', async () => {
  const { app, token, load } = await setup();
  const loading = load();
  const response = await authed(app, token, '/api/spysearch', {
    method: 'POST',
    json: { query: 'How do geysers form?' },
  });
  expect(loading.isReady()).toBe(false);
  const { events } = await readResearch(response);
  const notice = events.findIndex((e) => e.type === 'notice');
  const firstStatus = events.findIndex((e) => e.type === 'status');
  expect(events[notice]).toEqual({ type: 'notice', content: LIBRARY_LOADING_NOTICE });
  expect(notice).toBeLessThan(firstStatus);
  expect(events.filter((e) => e.type === 'error')).toEqual([]);
  expect(reportOf(events)).toMatch(/magma/);
});

it('a question asked once the library is loaded shows no notice', async () => {
  const { app, token, load } = await setup();
  await load().ready();
  const { events } = await readResearch(
    await authed(app, token, '/api/spysearch', { method: 'POST', json: { query: 'How do geysers form?' } }),
  );
  expect(events.some((e) => e.type === 'notice')).toBe(false);
  expect(reportOf(events)).toMatch(/magma/);
});
