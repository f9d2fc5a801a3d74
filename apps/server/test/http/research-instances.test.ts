import { afterEach, expect, it } from 'vitest';
import { RESEARCH_STREAM_END } from '@pardus/protocol';
import { createApp } from '../../src/app.js';
import type { ResearchJobs } from '../../src/research/jobs/index.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, type TestApp } from '../support/test-app.js';
import {
  VOLCANO_DOCS,
  readUntil,
  researchApp,
  slowWriter,
  testResearchJobs,
  wordSearch,
} from '../support/research.js';

const ASK = { query: 'How do volcanoes form and erupt, and how dangerous are they?', messages: [] };
const parse = (line: string) => JSON.parse(line) as { type: string; id?: string; seq?: number };

// Two server instances on one database (PostgreSQL when TEST_DATABASE_URL is set, as CI does): each
// has its own worker (owner id, lease, heartbeat) and its own in-process event notifier, so what B
// shows of A's run comes only through the database.
describeEachDb('two instances on one database', (kind) => {
  let t: TestApp | undefined;
  let b: ResearchJobs | undefined;
  afterEach(async () => {
    await b?.stop(0);
    await t?.close();
    t = b = undefined;
  }, 60_000);

  it('shows a run started on A live through B, and B takes it over when A dies and its lease expires', async () => {
    const search = wordSearch(VOLCANO_DOCS);
    const a = await researchApp({ kind, search, model: slowWriter(25), leaseMs: 1_000 });
    t = a.t;
    b = testResearchJobs(a.t.deps, { search, model: slowWriter(25), leaseMs: 1_000, startWorker: false });
    const appB = createApp({ ...a.t.deps, extraApiRoutes: b.apiRoutes });

    const started = await authed(a.app, a.token, '/api/spysearch', { method: 'POST', json: ASK });
    const onA = started.body!.getReader();
    const id = parse((await readUntil(onA, () => true))[0] ?? '').id ?? '';
    const view = await authed(appB, a.token, `/api/research/${id}/events?after=0`);
    expect(view.status).toBe(200);
    const viaB = view.body!.getReader();
    // Report text written by A's worker reaches the browser watching through B while the run goes on.
    const live = await readUntil(viaB, (line) => parse(line).type === 'report_chunk');
    expect(live.at(-1)).toContain('report_chunk');
    const before = await a.t.testDb.db
      .selectFrom('research_runs')
      .select(['status', 'lease_owner'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(before.status).toBe('running');
    expect(before.lease_owner).toBe(a.jobs.worker.owner);

    // A dies without giving the run back; B claims it once the lease ran out and finishes it.
    await a.jobs.worker.crash();
    await onA.cancel();
    b.start();
    const rest = await readUntil(viaB, (line) => line === RESEARCH_STREAM_END);
    const events = rest.filter((l) => l !== RESEARCH_STREAM_END).map(parse);
    expect(events.some((e) => e.type === 'resumed')).toBe(true);
    expect(events.some((e) => e.type === 'final_report')).toBe(true);
    const seqs = [...live, ...rest].filter((l) => l !== RESEARCH_STREAM_END).map((l) => parse(l).seq ?? 0);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));

    const after = await a.t.testDb.db
      .selectFrom('research_runs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'done', attempts: 2, lease_owner: null });
    await expect.poll(() => a.remaining()).toBe(15);
    const ledger = await a.t.testDb.db
      .selectFrom('token_ledger')
      .select('kind')
      .where('request_id', '=', id)
      .execute();
    expect(ledger.map((r) => r.kind).sort()).toEqual(['reserve', 'settle']);
  }, 60_000);

  it('on shutdown an instance ends its views without [DONE] and hands its run back at once; another resumes it', async () => {
    const search = wordSearch(VOLCANO_DOCS);
    // A lease far longer than the test: only handing the run back lets B take it in time.
    const a = await researchApp({ kind, search, model: slowWriter(25), leaseMs: 60_000 });
    t = a.t;
    b = testResearchJobs(a.t.deps, { search, model: slowWriter(25), leaseMs: 60_000, startWorker: false });
    const appB = createApp({ ...a.t.deps, extraApiRoutes: b.apiRoutes });
    const started = await authed(a.app, a.token, '/api/spysearch', { method: 'POST', json: ASK });
    const onA = started.body!.getReader();
    const id = parse((await readUntil(onA, (line) => parse(line).type === 'report_chunk'))[0] ?? '').id ?? '';

    await a.jobs.stop(0);
    const endOfA = await readUntil(onA, (line) => line === RESEARCH_STREAM_END);
    expect(endOfA).not.toContain(RESEARCH_STREAM_END);
    const handedBack = await a.t.testDb.db
      .selectFrom('research_runs')
      .select(['status', 'lease_owner'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(handedBack).toEqual({ status: 'running', lease_owner: null });

    b.start();
    const view = await authed(appB, a.token, `/api/research/${id}/events?after=0`);
    const lines = await readUntil(view.body!.getReader(), (line) => line === RESEARCH_STREAM_END);
    const events = lines.filter((l) => l !== RESEARCH_STREAM_END).map(parse);
    const resumedAt = events.findIndex((e) => e.type === 'resumed');
    expect(resumedAt).toBeGreaterThan(0);
    // The plan and the gathered documents were stored: B starts again at the outline.
    expect(events.slice(resumedAt).some((e) => e.type === 'queries')).toBe(false);
    expect(events.some((e) => e.type === 'final_report')).toBe(true);
    await expect.poll(() => a.remaining()).toBe(15);
  }, 60_000);

  it.runIf(kind === 'postgres')(
    "wakes B's view of A's run by LISTEN/NOTIFY, not by polling",
    async () => {
      const search = wordSearch(VOLCANO_DOCS);
      const a = await researchApp({ kind, search, model: slowWriter(5) });
      t = a.t;
      // B polls once a minute: within this test only a notification can show it A's events.
      b = testResearchJobs(a.t.deps, {
        search,
        startWorker: false,
        pollMs: 60_000,
        databaseUrl: process.env.TEST_DATABASE_URL ?? '',
      });
      b.start();
      await b.worker.stop(0);
      const appB = createApp({ ...a.t.deps, extraApiRoutes: b.apiRoutes });
      // Let B's LISTEN take effect before the run starts.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = await authed(a.app, a.token, '/api/spysearch', { method: 'POST', json: ASK });
      const onA = started.body!.getReader();
      const id = parse((await readUntil(onA, () => true))[0] ?? '').id ?? '';
      const view = await authed(appB, a.token, `/api/research/${id}/events?after=0`);
      const lines = await readUntil(view.body!.getReader(), (line) => line === RESEARCH_STREAM_END);
      expect(lines.at(-1)).toBe(RESEARCH_STREAM_END);
      expect(lines.some((l) => l !== RESEARCH_STREAM_END && parse(l).type === 'final_report')).toBe(true);
      await onA.cancel();
    },
    60_000,
  );
});
