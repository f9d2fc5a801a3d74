import { z } from 'zod';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { researchEventSchema } from '@pardus/protocol';
import { createLanguageModel } from '../../src/answer/llm/language-model.js';
import pLimit from 'p-limit';
import { createLlmResearchModel } from '../../src/research/model/llm/llm-research-model.js';
import { createPageReader } from '../../src/research/reader/index.js';
import { createSearxngSearch } from '../../src/search/searxng/searxng-search.js';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
  type RecordedRequest,
} from '../fixtures/openai-compatible-server.js';
import { startFixtureServer, type FixtureServer } from '../fixtures/search/fixture-server.js';
import { fixtureLookup, onlyFixtureAddress } from '../fixtures/web/fixture-hosts.js';
import { searxngAnswer, startResearchSite, type ResearchSite } from '../fixtures/web/research-site.js';
import { citedNumbers, readResearch, readUntil, reportOf, researchApp } from '../support/research.js';
import { authed, type TestApp } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';

const ASK = { query: 'How do volcanoes erupt and what hazards do they pose?', messages: [] };

let site: ResearchSite;
let searx: FixtureServer;
let llm: OpenAiCompatibleServer | undefined;
let t: TestApp | undefined;

beforeEach(async () => {
  site = await startResearchSite();
  searx = await startFixtureServer((request) => ({
    status: 200,
    json: searxngAnswer(site, request.query.get('q') ?? ''),
  }));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await llm?.close();
  llm = undefined;
  await searx.close();
  await site.close();
});

/** The research model over the LLM fixture, with one timeout for first token and idle. */
function fixtureModel(server: OpenAiCompatibleServer, timeoutMs: number, concurrency: number) {
  return createLlmResearchModel({
    model: createLanguageModel(
      { provider: 'openai-compatible', model: 'fixture', baseUrl: server.url },
      fetch,
    ),
    limit: pLimit(concurrency),
    timeouts: { firstTokenTimeoutMs: timeoutMs, idleTimeoutMs: timeoutMs },
  });
}

const reader = () =>
  createPageReader({
    lookup: fixtureLookup(),
    isAllowedAddress: onlyFixtureAddress,
    timeoutMs: 1_500,
    retries: 0,
  });
const search = () => createSearxngSearch({ apiUrl: searx.url, timeoutMs: 2_000 });

describeEachDb('deep research with a web search API and a language model', (kind) => {
  it('reads the found pages safely, reports each failed read, and cites only what it read (offline writer)', async () => {
    const made = await researchApp({
      kind,
      search: search(),
      reader: reader(),
      limits: {
        gather: {
          maxSearches: 2,
          maxPages: 12,
          resultsPerSearch: 6,
          readsPerSearch: 6,
          retries: 0,
          backoffMs: 10,
        },
      },
    });
    t = made.t;
    const { events } = await readResearch(
      await authed(made.app, made.token, '/api/spysearch', { method: 'POST', json: ASK }),
    );
    const sources = events.flatMap((e) => (e.type === 'source' ? [e] : []));
    expect(sources.map((s) => new URL(s.url).pathname).sort()).toEqual(
      expect.arrayContaining(['/eruptions', '/hazards']),
    );
    const failures = events.flatMap((e) => (e.type === 'failure' ? [e] : []));
    const failed = (path: string) => failures.find((f) => f.target === site.url(path));
    expect(failed('/missing')).toMatchObject({ stage: 'read', reason: 'http_status', status: 404 });
    expect(failed('/slow')).toMatchObject({ stage: 'read', reason: 'timeout' });
    expect(failed('/private')).toMatchObject({ stage: 'read', reason: 'blocked' });
    const report = reportOf(events);
    expect(report).toContain('Pyroclastic flows');
    expect(report).not.toMatch(/NAVNOISE|SCRIPTNOISE|FOOTERNOISE/);
    expect(citedNumbers(report).every((n) => n >= 1 && n <= sources.length)).toBe(true);
    expect(await made.remaining()).toBe(15);
  });

  it('plans, outlines and writes with the model: structured output, parallel streamed sections, only handed-out citations', async () => {
    llm = await startOpenAiCompatibleServer((request: RecordedRequest) => {
      const system = JSON.stringify(request.body).slice(0, 4_000);
      if (system.includes('You name research reports'))
        return { chunks: ['{"title":"Volcanic Eruptions and Their Hazards"}'] };
      if (system.includes('You plan web searches'))
        return { chunks: ['{"queries":["how volcanoes erupt","volcanic hazards","magma formation"]}'] };
      if (system.includes('You plan the sections')) {
        return {
          chunks: [
            JSON.stringify({
              sections: [
                { title: 'Where magma comes from', focus: 'magma forms mantle melts rises' },
                { title: 'Why eruptions differ', focus: 'eruption pressure gas basaltic sticky magma' },
                { title: 'Dangers to people', focus: 'pyroclastic flows ash lahars hazards' },
              ],
            }),
          ],
        };
      }
      return {
        chunks: [
          'Magma rises because it is light [1]. ',
          'An invented claim [42]. ',
          'Ash travels far [1][2].',
        ],
        chunkDelayMs: 150,
      };
    });
    const model = fixtureModel(llm, 5_000, 8);
    const made = await researchApp({ kind, search: search(), reader: reader(), model });
    t = made.t;
    const response = await authed(made.app, made.token, '/api/spysearch', { method: 'POST', json: ASK });
    const { events } = await readResearch(response);
    expect(events.find((e) => e.type === 'title')).toEqual({
      type: 'title',
      content: 'Volcanic Eruptions and Their Hazards',
    });
    expect(events.find((e) => e.type === 'queries')).toEqual({
      type: 'queries',
      content: ['how volcanoes erupt', 'volcanic hazards', 'magma formation'],
    });
    const report = reportOf(events);
    expect(report.match(/^## .+$/gm)).toEqual([
      '## Where magma comes from',
      '## Why eruptions differ',
      '## Dangers to people',
      '## Conclusion',
    ]);
    const sources = events.filter((e) => e.type === 'source');
    const cited = citedNumbers(report);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((n) => n >= 1 && n <= sources.length)).toBe(true);
    expect(report).not.toContain('[42]');

    // The five parts (summary, three sections, conclusion) were written at the same time.
    const parts = llm.requests.filter((r) => JSON.stringify(r.body).includes('You write one part'));
    expect(parts).toHaveLength(5);
    const starts = parts.map((r) => r.receivedAt);
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(300);
    expect(parts.every((r) => (r.body as { stream?: boolean }).stream === true)).toBe(true);
    // Fetched text reaches the model fenced as untrusted passages, never as instructions.
    expect(JSON.stringify(parts[1]?.body)).toContain('<passage source=\\"1\\"');
    expect(JSON.stringify(parts[1]?.body)).toContain('untrusted');
    for (const line of events) researchEventSchema.parse(line);
  });

  it('falls back to the offline writer when the model fails, and still reports every failure', async () => {
    llm = await startOpenAiCompatibleServer({ status: 500 });
    const model = fixtureModel(llm, 2_000, 4);
    const made = await researchApp({ kind, search: search(), reader: reader(), model });
    t = made.t;
    const { events } = await readResearch(
      await authed(made.app, made.token, '/api/spysearch', { method: 'POST', json: ASK }),
    );
    const report = reportOf(events);
    expect(report).toMatch(/^# /);
    expect(report).toMatch(/^## Conclusion$/m);
    expect(events.some((e) => e.type === 'failure' && e.stage === 'write')).toBe(true);
    expect(
      citedNumbers(report).every((n) => n >= 1 && n <= events.filter((e) => e.type === 'source').length),
    ).toBe(true);
  });

  it('a stop reaches the model server within a second and refunds', async () => {
    llm = await startOpenAiCompatibleServer({ hang: 'before-headers' });
    const model = fixtureModel(llm, 30_000, 4);
    const made = await researchApp({ kind, search: search(), reader: reader(), model });
    t = made.t;
    const response = await authed(made.app, made.token, '/api/spysearch', { method: 'POST', json: ASK });
    const body = response.body!.getReader();
    const [first] = await readUntil(body, () => true);
    const { id } = z.object({ id: z.string() }).parse(JSON.parse(first ?? ''));
    await llm.waitForRequests(2);
    const cancelledAt = Date.now();
    await authed(made.app, made.token, `/api/research/${id}/cancel`, { method: 'POST' });
    await body.cancel();
    const upstream = await llm.waitForClose(0, 2_000);
    expect(upstream.aborted).toBe(true);
    expect(upstream.closedAt! - cancelledAt).toBeLessThan(1_000);
    await expect.poll(() => made.remaining(), { timeout: 2_000 }).toBe(20);
  });
});
