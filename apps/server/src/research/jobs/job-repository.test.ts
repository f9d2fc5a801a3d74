import { afterEach, expect, it } from 'vitest';
import { createTestDb, describeEachDb, type TestDb } from '../../../test/support/test-db.js';
import { sql } from 'kysely';
import { appendEvent, claimRun, createRun, eventsAfter, heartbeat, requestCancel } from './job-repository.js';
import { deleteOldEvents, finishRun } from './finish-run.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDb('research job claiming, leases and heartbeat', (kind) => {
  let testDb: TestDb | undefined;
  afterEach(async () => {
    await testDb?.dispose();
    testDb = undefined;
  });

  async function withRuns(count: number) {
    testDb = await createTestDb(kind);
    const { db } = testDb;
    await db.insertInto('users').values({ id: 'u1', sub: 'sub-1', email: 'u1@example.com' }).execute();
    for (let i = 0; i < count; i++) {
      const run = { id: `r${i}`, userId: 'u1', conversationId: null, question: `q${i}`, history: [] };
      expect(await createRun(db, run, 100)).toBe(true);
    }
    return db;
  }

  it('two workers claiming at once never take the same run, and every run is taken once', async () => {
    const db = await withRuns(6);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claimRun(db, i % 2 === 0 ? 'A' : 'B', 10_000)),
    );
    const ids = claims.flatMap((row) => (row ? [row.id] : []));
    expect(ids.sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    const rows = await db.selectFrom('research_runs').select(['lease_owner', 'attempts', 'status']).execute();
    expect(rows.every((r) => r.status === 'running' && r.attempts === 1 && r.lease_owner !== null)).toBe(
      true,
    );
    expect(await claimRun(db, 'C', 10_000)).toBeUndefined();
  });

  it('takes over a run whose lease expired; the old holder can no longer write to it', async () => {
    const db = await withRuns(1);
    const first = await claimRun(db, 'A', 300);
    expect(first?.id).toBe('r0');
    expect(await appendEvent(db, 'r0', 'A', { type: 'status', content: 'one' })).toBe(1);
    expect(await claimRun(db, 'B', 300)).toBeUndefined();
    await sleep(450);
    const taken = await claimRun(db, 'B', 10_000);
    expect(taken).toMatchObject({ id: 'r0', lease_owner: 'B', attempts: 2 });
    expect(await heartbeat(db, 'A', 300)).toEqual([]);
    expect(await appendEvent(db, 'r0', 'A', { type: 'status', content: 'zombie' })).toBeUndefined();
    expect(await appendEvent(db, 'r0', 'B', { type: 'status', content: 'two' })).toBe(2);
  });

  it('a heartbeat keeps the lease: nobody else claims the run while its holder is alive', async () => {
    const db = await withRuns(1);
    await claimRun(db, 'A', 300);
    for (let i = 0; i < 6; i++) {
      await sleep(100);
      expect(await heartbeat(db, 'A', 300)).toEqual([{ id: 'r0', cancel_requested: false }]);
      expect(await claimRun(db, 'B', 300)).toBeUndefined();
    }
    await requestCancel(db, 'u1', 'r0');
    expect(await heartbeat(db, 'A', 300)).toEqual([{ id: 'r0', cancel_requested: true }]);
  });

  it('refuses a run past the per-user limit', async () => {
    const db = await withRuns(2);
    const run = { id: 'r9', userId: 'u1', conversationId: null, question: 'q', history: [] };
    expect(await createRun(db, run, 2)).toBe(false);
    expect(await createRun(db, run, 3)).toBe(true);
  });

  it('keeps the events of a finished run for the retention time, then deletes them (the report stays)', async () => {
    const db = await withRuns(2);
    for (const id of ['r0', 'r1']) {
      await claimRun(db, 'A', 10_000);
      await appendEvent(db, id, 'A', { type: 'final_report', content: `report ${id}` });
      await finishRun(db, id, 'A', { status: 'done', report: `report ${id}`, delivered: true, sources: [] });
    }
    await sql`update research_runs set finished_at = now() - interval '3 hours' where id = 'r0'`.execute(db);
    await deleteOldEvents(db, 2);
    expect(await eventsAfter(db, 'r0', 0)).toEqual([]);
    expect(await eventsAfter(db, 'r1', 0)).toHaveLength(1);
    const kept = await db
      .selectFrom('research_runs')
      .select('report')
      .where('id', '=', 'r0')
      .executeTakeFirstOrThrow();
    expect(kept.report).toBe('report r0');
  });
});
