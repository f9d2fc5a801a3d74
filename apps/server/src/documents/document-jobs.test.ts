import { afterEach, expect, it } from 'vitest';
import { createTestDb, describeEachDb, type TestDb } from '../../test/support/test-db.js';
import type { Db } from '../db/create-db.js';
import { claimDocument, renewClaims } from './document-jobs.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Queues documents in the order given (`alice-1` is alice's first), one second apart, as uploads
 * finished one after another.
 */
async function queue(db: Db, names: string[]): Promise<void> {
  const start = Date.now() - names.length * 1_000;
  for (const [i, name] of names.entries()) {
    const user = name.split('-')[0]!;
    await db
      .insertInto('users')
      .values({ id: user, sub: `sub-${user}`, email: `${user}@example.com` })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('documents')
      .values({
        id: name,
        user_id: user,
        name: `${name}.txt`,
        media_type: 'text/plain',
        kind: 'text',
        size: 10,
        status: 'queued',
        created_at: new Date(start + i * 1_000),
      })
      .execute();
  }
}

/** The reader is done with a document. */
const finish = (db: Db, id: string) =>
  db.updateTable('documents').set({ status: 'indexed', claimed_by: null }).where('id', '=', id).execute();

describeEachDb('claiming documents to read: fair between owners', (kind) => {
  let testDb: TestDb | undefined;
  afterEach(async () => {
    await testDb?.dispose();
    testDb = undefined;
  });
  const setup = async (names: string[]) => {
    testDb = await createTestDb(kind);
    await queue(testDb.db, names);
    return testDb.db;
  };

  it('serves owners round robin, not oldest first across everyone', async () => {
    const db = await setup(['alice-1', 'alice-2', 'alice-3', 'bob-1', 'carol-1', 'carol-2']);
    const order: string[] = [];
    for (;;) {
      const doc = await claimDocument(db, 'reader', 60_000);
      if (!doc) break;
      order.push(doc.id);
      await finish(db, doc.id);
    }
    expect(order).toEqual(['alice-1', 'bob-1', 'carol-1', 'alice-2', 'carol-2', 'alice-3']);
  });

  it('an owner who was served least recently goes first, whoever uploaded first', async () => {
    const db = await setup(['alice-1', 'bob-1']);
    await db
      .insertInto('document_usage')
      .values([
        { user_id: 'alice', served_at: new Date(Date.now() - 1_000) },
        { user_id: 'bob', served_at: new Date(Date.now() - 60_000) },
      ])
      .execute();
    expect((await claimDocument(db, 'reader', 60_000))?.id).toBe('bob-1');
  });

  it('passes over an owner whose document is being read, on any instance', async () => {
    const db = await setup(['alice-1', 'alice-2', 'bob-1', 'bob-2']);
    expect((await claimDocument(db, 'A', 60_000))?.id).toBe('alice-1');
    expect((await claimDocument(db, 'B', 60_000))?.id).toBe('bob-1');
    // Both owners have a document being read: the rest waits, though readers are free.
    expect(await claimDocument(db, 'B', 60_000)).toBeUndefined();
    await finish(db, 'bob-1');
    expect((await claimDocument(db, 'A', 60_000))?.id).toBe('bob-2');
  });

  it('readers claiming at once take one document per owner, each once', async () => {
    const db = await setup(['alice-1', 'alice-2', 'alice-3', 'bob-1', 'bob-2', 'carol-1']);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimDocument(db, `reader-${i % 3}`, 60_000)),
    );
    const ids = claims.flatMap((doc) => (doc ? [doc.id] : []));
    expect(ids.sort()).toEqual(['alice-1', 'bob-1', 'carol-1']);
  });

  it('takes over a claim that ran out, unless its reader renewed it', async () => {
    const db = await setup(['alice-1']);
    expect((await claimDocument(db, 'A', 300))?.id).toBe('alice-1');
    for (let i = 0; i < 4; i++) {
      await sleep(100);
      await renewClaims(db, 'A', 300);
      expect(await claimDocument(db, 'B', 300)).toBeUndefined();
    }
    await sleep(450);
    expect(await claimDocument(db, 'B', 60_000)).toMatchObject({
      id: 'alice-1',
      claimed_by: 'B',
      attempts: 2,
    });
  });
});
