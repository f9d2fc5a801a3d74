import { afterEach, expect, it } from 'vitest';
import { NOT_ENOUGH_EVIDENCE_HEADING, RESEARCH_STATUS, RESEARCH_STREAM_END } from '@pardus/protocol';
import { SearchError, type SearchProvider } from '../../src/search/search-provider.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, type TestApp } from '../support/test-app.js';
import {
  VOLCANO_DOCS,
  citedNumbers,
  readResearch,
  reportOf,
  researchApp,
  wordSearch,
} from '../support/research.js';

const ASK = { query: 'How do volcanoes form and erupt, and how dangerous are they?', messages: [] };

describeEachDb('deep research over HTTP', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup(search: SearchProvider, options: { daily?: number; timeCapMs?: number } = {}) {
    const made = await researchApp({
      kind,
      search,
      daily: options.daily ?? 20,
      ...(options.timeCapMs ? { limits: { timeCapMs: options.timeCapMs } } : {}),
    });
    t = made.t;
    return made;
  }

  it('streams the six stages in order, numbered sources, a cited multi-section report and [DONE]; charges 5 tokens', async () => {
    const { app, token, remaining } = await setup(wordSearch(VOLCANO_DOCS));
    const response = await authed(app, token, '/api/spysearch', { method: 'POST', json: ASK });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const { events, lines } = await readResearch(response);
    expect(lines.at(-1)).toBe(RESEARCH_STREAM_END);
    expect(events[0]).toMatchObject({ type: 'run' });
    expect(events[1]).toEqual({ type: 'status', content: RESEARCH_STATUS.generatingTitle });

    const statuses = events.filter((e) => e.type === 'status').map((e) => e.content);
    const firstIndex = (text: string) => statuses.findIndex((s) => s.startsWith(text));
    const order = [
      'Generating report title',
      'Generated ',
      'Searching web',
      'Planning report structure',
      'Generating content',
      'Writing: ',
    ].map(firstIndex);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const queries = events.find((e) => e.type === 'queries');
    expect(queries?.type === 'queries' && queries.content.length).toBeGreaterThanOrEqual(1);
    expect(statuses).toContain(
      RESEARCH_STATUS.generatedQueries(queries?.type === 'queries' ? queries.content.length : -1),
    );

    const sources = events.flatMap((e) => (e.type === 'source' ? [e] : []));
    expect(sources.map((s) => s.n)).toEqual(sources.map((_, i) => i + 1));
    // The tracking-parameter copy collapsed into one source.
    expect(sources.filter((s) => s.url.includes('volcano-types')).length).toBe(1);
    const firstChunk = events.findIndex((e) => e.type === 'report_chunk');
    expect(events.findIndex((e) => e.type === 'source')).toBeLessThan(firstChunk);

    const report = reportOf(events);
    const chunks = events.flatMap((e) =>
      e.type === 'report_chunk' ? [(JSON.parse(e.content) as { content: string }).content] : [],
    );
    expect(chunks.join('')).toBe(report);
    expect(report.startsWith('# ')).toBe(true);
    const headings = report.match(/^## .+$/gm) ?? [];
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(headings.at(-1)).toBe('## Conclusion');
    const cited = citedNumbers(report);
    expect(cited.length).toBeGreaterThan(5);
    expect(cited.every((n) => n >= 1 && n <= sources.length)).toBe(true);

    const completed = statuses.filter((s) => s.startsWith('Completed'));
    expect(completed.at(-1)).toBe(`Completed ${headings.length}/${headings.length}`);
    expect(events.filter((e) => e.type === 'section_complete').map((e) => e.content)).toEqual(
      headings.map((h) => h.slice(3)),
    );
    expect(events.some((e) => e.type === 'images')).toBe(true);
    // The extractive writer quotes its passages, so every citation checks out.
    const types = events.map((e) => e.type);
    expect(types.filter((type) => type === 'citations')).toHaveLength(1);
    expect(types.indexOf('citations')).toBeGreaterThan(types.indexOf('final_report'));
    expect(events.find((e) => e.type === 'citations')).toEqual({ type: 'citations', unverified: [] });
    expect(await remaining()).toBe(15);

    const runs = await t!.testDb.db.selectFrom('research_runs').selectAll().execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]?.status).toBe('done');
    expect(Object.keys(runs[0]?.stages ?? {}).sort()).toEqual([
      'citations',
      'gather',
      'gathered',
      'outline',
      'parts',
      'plan',
      'queries',
      'report',
      'sections',
      'sources',
    ]);
    expect(runs[0]?.report).toBe(report);
    expect(runs[0]?.stages.citations).toEqual([]);
  });

  it('refuses with 403 and charges nothing when fewer than 5 tokens remain', async () => {
    const search = wordSearch(VOLCANO_DOCS);
    const { app, token, remaining } = await setup(search, { daily: 4 });
    const response = await authed(app, token, '/api/spysearch', { method: 'POST', json: ASK });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'insufficient_tokens' } });
    expect(search.queries).toEqual([]);
    expect(await remaining()).toBe(4);
  });

  it.each([
    ['no query', { messages: [] }],
    ['an empty query', { query: '   ', messages: [] }],
    ['an unknown field', { query: 'volcanoes', messages: [], depth: 9 }],
    ['a query too long', { query: 'x'.repeat(10_001), messages: [] }],
  ])('answers 400 for %s and charges nothing', async (_name, body) => {
    const search = wordSearch(VOLCANO_DOCS);
    const { app, token, remaining } = await setup(search);
    const response = await authed(app, token, '/api/spysearch', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
    expect(search.queries).toEqual([]);
    expect(await remaining()).toBe(20);
    expect(await t!.testDb.db.selectFrom('research_runs').selectAll().execute()).toEqual([]);
  });

  it('needs a session', async () => {
    const { app } = await setup(wordSearch(VOLCANO_DOCS));
    const response = await app.request('/api/spysearch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ASK),
    });
    expect(response.status).toBe(401);
  });

  it('ends with "not enough evidence", every failure reported and a refund when every search fails', async () => {
    const search = wordSearch(VOLCANO_DOCS, {
      fail: () => new SearchError('HTTP 503', true, { reason: 'http_status', status: 503 }),
    });
    const { app, token, remaining } = await setup(search, { timeCapMs: 8_000 });
    const started = Date.now();
    const { events, lines } = await readResearch(
      await authed(app, token, '/api/spysearch', { method: 'POST', json: ASK }),
    );
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(lines.at(-1)).toBe(RESEARCH_STREAM_END);
    const report = reportOf(events);
    expect(report).toContain(NOT_ENOUGH_EVIDENCE_HEADING);
    expect(citedNumbers(report)).toEqual([]);
    const failures = events.filter((e) => e.type === 'failure');
    expect(failures.length).toBeGreaterThanOrEqual(1);
    expect(failures.every((f) => f.type === 'failure' && f.stage === 'search')).toBe(true);
    expect(failures.some((f) => f.type === 'failure' && f.reason === 'http_status' && f.status === 503)).toBe(
      true,
    );
    expect(events.some((e) => e.type === 'source' || e.type === 'report_chunk')).toBe(false);
    expect(await remaining()).toBe(20);
    const run = await t!.testDb.db.selectFrom('research_runs').select(['status']).executeTakeFirst();
    expect(run?.status).toBe('insufficient');
  });

  it('still writes a report when a third of searches fail, reporting each failure', async () => {
    const search = wordSearch(VOLCANO_DOCS, {
      fail: (_q, call) =>
        call % 3 === 2
          ? new SearchError('HTTP 429', true, { reason: 'rate_limited', status: 429 })
          : undefined,
    });
    const { app, token, remaining } = await setup(search);
    const { events } = await readResearch(
      await authed(app, token, '/api/spysearch', { method: 'POST', json: ASK }),
    );
    expect(reportOf(events)).toMatch(/^## /m);
    expect(
      events
        .filter((e) => e.type === 'failure')
        .every((f) => f.type === 'failure' && f.reason === 'rate_limited'),
    ).toBe(true);
    expect(await remaining()).toBe(15);
  });
});
