import { afterEach, expect, it } from 'vitest';
import { documentUploadResponseSchema, errorBodySchema } from '@pardus/protocol';
import type { DocumentProcessor } from '../../src/documents/document-processor.js';
import { DEFAULT_DOCUMENT_SETTINGS, type DocumentSettings } from '../../src/documents/document-settings.js';
import { databaseStore } from '../../src/documents/storage/database-store.js';
import { createLogger } from '../../src/logger.js';
import {
  documentsApp,
  listDocuments,
  startDocumentReader,
  upload,
  waitForDocument,
  type DocumentsApp,
} from '../support/documents.js';
import { describeEachDb } from '../support/test-db.js';

const note = (text: string) => new TextEncoder().encode(`${text}\n\nNotes about rivers and deltas.`);

/**
 * One user's backlog must not starve everyone else's files (issue 35): the reader used to take the
 * oldest queued document across all users, so another user's 1 KB note waited behind two minutes
 * of someone else's files. Here the reader is stopped while files queue up, so the order is known.
 */
describeEachDb('fair reading between users', (kind) => {
  let d: DocumentsApp | undefined;
  let reader: DocumentProcessor | undefined;
  afterEach(async () => {
    await reader?.stop();
    await d?.t.close();
    d = undefined;
    reader = undefined;
  });

  /** The app with its reader stopped: uploads queue up until `read()` starts one. */
  async function setup(settings: Partial<DocumentSettings> = {}) {
    const app = await documentsApp({ kind, settings, uploadsPerMinute: 100 });
    d = app;
    await app.processor.stop();
    const read = () => {
      reader = startDocumentReader({
        db: app.t.testDb.db,
        originals: databaseStore(app.t.testDb.db),
        logger: createLogger('silent'),
        settings: { ...DEFAULT_DOCUMENT_SETTINGS, ...settings },
      });
      return reader;
    };
    const send = async (token: string, name: string) => {
      const response = await upload(app.app, token, name, note(name));
      expect(response.status).toBe(202);
      return documentUploadResponseSchema.parse(await response.json()).document;
    };
    return { app, read, send };
  }

  it("reads another user's note before the first user's backlog, and says how many are ahead", async () => {
    const { app, read, send } = await setup();
    const backlog = [];
    for (const name of ['a-1.txt', 'a-2.txt', 'a-3.txt']) backlog.push(await send(app.alice, name));
    const bobs = await send(app.bob, 'b-note.txt');
    // The upload's answer already has the place: alice's first, then bob's turn.
    expect(backlog.map((doc) => doc.ahead)).toEqual([0, 1, 2]);
    expect(bobs.ahead).toBe(1);

    const ahead = async (token: string) =>
      Object.fromEntries(
        (await listDocuments(app.app, token)).documents.map((doc) => [doc.name, [doc.status, doc.ahead]]),
      );
    expect(await ahead(app.alice)).toEqual({
      'a-1.txt': ['queued', 0],
      'a-2.txt': ['queued', 2],
      'a-3.txt': ['queued', 3],
    });
    expect(await ahead(app.bob)).toEqual({ 'b-note.txt': ['queued', 1] });

    const processor = read();
    const done = await Promise.all(
      [...backlog, bobs].map((doc) =>
        waitForDocument({ app: app.app, processor }, doc === bobs ? app.bob : app.alice, doc.id),
      ),
    );
    expect(done.map((doc) => doc.status)).toEqual(['indexed', 'indexed', 'indexed', 'indexed']);
    expect(done.every((doc) => doc.ahead === null)).toBe(true);
    const at = (i: number) => Date.parse(done[i]!.indexed_at!);
    expect(at(3)).toBeLessThan(at(1));
    expect(at(3)).toBeLessThan(at(2));
  }, 60_000);

  it("refuses an upload past the user's documents waiting to be read, even sent at once", async () => {
    const { app, read, send } = await setup({ maxQueued: 2 });
    const statuses = await Promise.all(
      [1, 2, 3, 4, 5].map(
        async (i) => (await upload(app.app, app.alice, `n-${i}.txt`, note(`n${i}`))).status,
      ),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);

    const refused = await upload(app.app, app.alice, 'more.txt', note('more'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(errorBodySchema.parse(await refused.json()).error).toEqual({
      code: 'rate_limited',
      message: 'You have 2 documents waiting to be read, the most allowed. Upload more once some are read.',
    });
    expect((await listDocuments(app.app, app.alice)).usage.files).toBe(2);
    // Another user's files are not held back by it.
    await send(app.bob, 'bob.txt');

    // Once read, they make room again.
    const processor = read();
    for (const doc of (await listDocuments(app.app, app.alice)).documents)
      expect((await waitForDocument({ app: app.app, processor }, app.alice, doc.id)).status).toBe('indexed');
    await send(app.alice, 'later.txt');
  }, 60_000);
});
