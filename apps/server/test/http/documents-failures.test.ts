import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KEPT_FAILURES } from '../../src/documents/document-jobs.js';
import {
  documentsApp,
  listDocuments,
  upload,
  uploadAndRead,
  type DocumentsApp,
} from '../support/documents.js';
import { describeEachDb } from '../support/test-db.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * Failed uploads keep a row (so the list says why) but nothing else: they do not count towards the
 * file limit, and only a user's newest failures are kept, so they cannot pile up.
 */
describeEachDb('private documents: failed uploads', (kind) => {
  let d: DocumentsApp;
  beforeAll(async () => {
    d = await documentsApp({ kind, settings: { maxFiles: 2 } });
  });
  afterAll(async () => d.t.close());

  it(`keeps only the newest ${KEPT_FAILURES} failures, and none counts towards the file limit`, async () => {
    // Failures from earlier days, seeded as the reader leaves them (reading 50 files takes long).
    const db = d.t.testDb.db;
    const alice = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'alice@example.com')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('documents')
      .values(
        Array.from({ length: KEPT_FAILURES }, (_, i) => ({
          id: randomUUID(),
          user_id: alice.id,
          name: `old-${i}.txt`,
          media_type: 'text/plain',
          kind: 'text' as const,
          size: 3,
          status: 'failed' as const,
          error_code: 'empty' as const,
          error_message: 'This file has no text.',
          created_at: new Date(Date.now() - (i + 1) * 60_000),
        })),
      )
      .execute();
    for (const name of ['blank-1.txt', 'blank-2.txt'])
      expect((await uploadAndRead(d, d.alice, name, utf8('   \n  '))).status).toBe('failed');

    const list = await listDocuments(d.app, d.alice);
    expect(list.usage).toEqual({ files: 0, bytes: 0 });
    const names = list.documents.map((doc) => doc.name);
    expect(names).toHaveLength(KEPT_FAILURES);
    expect(names.slice(0, 2)).toEqual(['blank-2.txt', 'blank-1.txt']);
    expect(names).toContain(`old-${KEPT_FAILURES - 3}.txt`);
    expect(names).not.toContain(`old-${KEPT_FAILURES - 2}.txt`);
    expect(names).not.toContain(`old-${KEPT_FAILURES - 1}.txt`);

    // The file limit (2) counts only documents that were read, or are waiting to be.
    for (const name of ['a.md', 'b.md'])
      expect((await upload(d.app, d.alice, name, utf8('# Note'))).status).toBe(202);
    expect((await upload(d.app, d.alice, 'c.md', utf8('# Note'))).status).toBe(413);
  });

  it("leaves another user's failures alone", async () => {
    const doc = await uploadAndRead(d, d.bob, 'blank.txt', utf8(' '));
    expect(doc.status).toBe('failed');
    expect((await listDocuments(d.app, d.bob)).documents).toHaveLength(1);
    expect((await listDocuments(d.app, d.alice)).documents.filter((x) => x.status === 'failed')).toHaveLength(
      KEPT_FAILURES,
    );
  });
});
