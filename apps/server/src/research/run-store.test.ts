import { afterEach, expect, it } from 'vitest';
import { createRunStore, storableJson } from './run-store.js';
import { createTestDb, describeEachDb, type TestDb } from '../../test/support/test-db.js';

it('storableJson removes NUL from every string value', () => {
  expect(JSON.parse(storableJson({ a: ['x\u0000y', 1, { z: 'p\u0000' }] }))).toEqual({
    a: ['xy', 1, { z: 'p' }],
  });
});

describeEachDb('research run store', (kind) => {
  let testDb: TestDb | undefined;
  afterEach(async () => testDb?.dispose());

  it('keeps each stage output beside the others and ends the run; NUL in fetched text is dropped', async () => {
    testDb = await createTestDb(kind);
    const { db } = testDb;
    await db.insertInto('users').values({ id: 'u1', sub: 's1', email: 'a@example.com' }).execute();
    const store = createRunStore(db);
    await store.start({ id: 'r1', userId: 'u1', question: 'what\u0000 is lava?' });
    await store.saveStage('r1', 'queries', ['lava', 'magma']);
    await store.saveStage('r1', 'sources', [
      { n: 1, url: 'https://x.test', summary: 'page with \u0000 inside' },
    ]);
    await store.finish('r1', { status: 'done', title: 'Lava', report: '# Lava\u0000\n' });
    const run = await db.selectFrom('research_runs').selectAll().executeTakeFirstOrThrow();
    expect(run.question).toBe('what is lava?');
    expect(run.stages).toEqual({
      queries: ['lava', 'magma'],
      sources: [{ n: 1, url: 'https://x.test', summary: 'page with  inside' }],
    });
    expect(run).toMatchObject({ status: 'done', title: 'Lava', report: '# Lava\n' });
  });
});
