import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { QuickEvent } from '@pardus/protocol';
import { createAnswerEngine, type AnswerEngine } from '../../src/answer/index.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { libraryRoutes } from '../../src/routes/library.js';
import { quickRoutes } from '../../src/routes/quick.js';
import { createLibrarySearch, type LibrarySearch } from '../../src/search/library/library-search.js';
import type { AppEnv } from '../../src/http/context.js';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '../fixtures/openai-compatible-server.js';
import { describeEachDb } from '../support/test-db.js';
import { TEST_PUBLIC_URL, authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';

const DOCS: Record<string, string> = {
  'volcano.md': `# Volcano

A volcano is a rupture in the crust of a planet that allows hot lava, volcanic ash and gases to escape from a magma chamber below the surface.
Volcanoes are most often found where tectonic plates diverge or converge.
An eruption happens when pressure from gases in the magma becomes too high.`,
  'glacier.md': `# Glacier

A glacier is a persistent body of dense ice that is constantly moving under its own weight.
Glaciers form where the accumulation of snow exceeds its ablation over many years.`,
  'bread.txt': 'Bread is a staple food prepared from a dough of flour and water, usually by baking.',
};

const logger = createLogger('silent');
let libraryDir: string;
let dataDir: string;
let library: LibrarySearch;

beforeAll(async () => {
  libraryDir = await mkdtemp(path.join(tmpdir(), 'pardus-lib-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'pardus-data-'));
  for (const [name, text] of Object.entries(DOCS)) await writeFile(path.join(libraryDir, name), text);
  library = createLibrarySearch(
    {
      publicUrl: TEST_PUBLIC_URL,
      libraryDir,
      dataDir,
      dictdDir: '/nonexistent',
      clipartDir: '/nonexistent',
      wordnet: null,
    },
    { logger },
  );
  await library.ready();
});

const citedNumbers = (text: string) => [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
const sourcesOf = (events: QuickEvent[]) => events.filter((e) => e.type === 'search');

describeEachDb('quick answers with real providers', (kind) => {
  let t: TestApp | undefined;
  let llm: OpenAiCompatibleServer | undefined;
  afterEach(async () => {
    await t?.close();
    await llm?.close();
    llm = undefined;
  });

  async function setup(answer: AnswerEngine) {
    t = await createTestApp({
      kind,
      daily: 5,
      extra: (base) => ({
        extraRoutes: [{ path: '/library', router: libraryRoutes<AppEnv>(library) }],
        extraApiRoutes: [
          {
            path: '/quick',
            router: quickRoutes({
              search: library,
              answer,
              budget: base.budget,
              logger,
              limiter: createStreamLimiter(3),
            }),
          },
        ],
      }),
    });
    const { token } = await signIn(t.app, 'real@example.com');
    const ask = async (content: string) =>
      readQuickEvents(
        await authed(t!.app, token, '/api/quick', {
          method: 'POST',
          json: { message: [{ role: 'user', content }] },
        }),
      );
    const remaining = async () =>
      (
        (await (await authed(t!.app, token, '/api/tokens/status')).json()) as {
          daily_tokens_remaining: number;
        }
      ).daily_tokens_remaining;
    return { app: t.app, token, ask, remaining };
  }

  const llmEngine = (server: OpenAiCompatibleServer) =>
    createAnswerEngine({
      provider: 'openai-compatible',
      baseUrl: server.url,
      model: 'test-model',
      connectTimeoutMs: 2000,
      firstTokenTimeoutMs: 3000,
      idleTimeoutMs: 3000,
    });

  it('library + extractive: a cited answer whose every [n] was sent as a source, served at /library/<id>', async () => {
    const { app, ask, remaining } = await setup(
      createAnswerEngine({
        provider: 'extractive',
        connectTimeoutMs: 1,
        firstTokenTimeoutMs: 1,
        idleTimeoutMs: 1,
      }),
    );
    const events = await ask('What is a volcano?');
    const sources = sourcesOf(events);
    expect(sources.length).toBeGreaterThan(0);
    // Library sources carry their collection's name, so the web never shows "Localhost".
    expect(sources[0]).toMatchObject({ title: 'Volcano', site: 'Library' });
    const text = answerText(events);
    expect(text).toMatch(/rupture in the crust/);
    expect(text).toMatch(/no language model is configured/i);
    const cited = citedNumbers(text);
    expect(cited.length).toBeGreaterThan(0);
    for (const n of cited) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(sources.length);
    }
    expect(events.at(-1)?.type).toBe('done');
    expect(await remaining()).toBe(4);

    const page = await app.request(new URL(sources[0]!.url).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('magma chamber');
  });

  it('AI SDK engine against an OpenAI-compatible server: grounded prompt, streamed text, invalid citations removed', async () => {
    llm = await startOpenAiCompatibleServer({
      chunks: ['A volcano ', 'is a rupture [1', '] in the crust [7].'],
    });
    const { ask, remaining } = await setup(llmEngine(llm));
    const events = await ask('What is a volcano?');
    const text = answerText(events);
    expect(text.replace(/\s+/g, ' ')).toContain('A volcano is a rupture [1] in the crust');
    expect(text).not.toContain('[7]');
    expect(events.filter((e) => e.type === 'response').length).toBeGreaterThan(1);
    const body = JSON.stringify(llm.requests[0]?.body);
    expect(body).toContain('magma chamber'); // the source text reached the prompt
    expect(body).toContain('What is a volcano?');
    expect(await remaining()).toBe(4);
  });

  it('model failure before the first byte (after one retry) → error event and the token is refunded', async () => {
    llm = await startOpenAiCompatibleServer({ status: 500 });
    const { ask, remaining } = await setup(llmEngine(llm));
    const events = await ask('What is a volcano?');
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'upstream_failed' });
    expect(llm.requests.length).toBe(2);
    expect(await remaining()).toBe(5);
  });

  it('a client disconnect reaches the model server within a second', async () => {
    llm = await startOpenAiCompatibleServer({ chunks: ['Thinking'], hang: 'after-chunks' });
    const { app, token } = await setup(llmEngine(llm));
    const response = await authed(app, token, '/api/quick', {
      method: 'POST',
      json: { message: [{ role: 'user', content: 'What is a volcano?' }] },
    });
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
    let received = '';
    while (!received.includes('"response"'))
      received += new TextDecoder().decode((await reader.read()).value);
    const cancelledAt = Date.now();
    await reader.cancel();
    const upstream = await llm.waitForClose(0, 2000);
    expect(upstream.aborted).toBe(true);
    expect(upstream.closedAt! - cancelledAt).toBeLessThan(1000);
  });
});
