import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_HEADER } from '@pardus/protocol';
import { sql } from 'kysely';
import { createApp } from '../../src/app.js';
import { DEFAULT_DOCUMENT_SETTINGS, type DocumentSettings } from '../../src/documents/document-settings.js';
import { databaseStore } from '../../src/documents/storage/database-store.js';
import { createLogger } from '../../src/logger.js';
import { documentRoutes } from '../../src/routes/documents.js';
import {
  documentsApp,
  listDocuments,
  upload,
  uploadAndRead,
  waitForDocument,
  type DocumentsApp,
} from '../support/documents.js';
import { authed, type RequestTarget } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';

const KB = 1024;
const LIMITS = { maxFileBytes: 200 * KB, maxTotalBytes: 500 * KB, maxFiles: 20 };

/** A text file of exactly `bytes` bytes. */
const note = (bytes: number) =>
  new TextEncoder().encode('Notes about rivers and deltas. '.repeat(bytes / 16).slice(0, bytes));

/** Originals stored and documents kept (failed ones hold nothing), as the database has them. */
async function stored(d: DocumentsApp) {
  const db = d.t.testDb.db;
  const { rows } = await sql<{
    bytes: string | null;
  }>`select sum(octet_length(data)) as bytes from document_blobs`.execute(db);
  const files = await db.selectFrom('documents').select('id').where('status', '!=', 'failed').execute();
  return { files: files.length, bytes: Number(rows[0]?.bytes ?? 0) };
}

/** POST /api/documents with a Content-Length, as browsers send a file. */
function uploadSized(app: RequestTarget, token: string, name: string, bytes: Uint8Array) {
  return authed(app, token, '/api/documents', {
    method: 'POST',
    headers: { [DOCUMENT_NAME_HEADER]: name, 'content-length': String(bytes.length) },
    body: bytes,
  });
}

/** Sends `count` uploads at once, round robin over `apps`; their statuses. */
async function uploadAtOnce(apps: RequestTarget[], token: string, count: number, bytes: number) {
  const responses = await Promise.all(
    Array.from({ length: count }, async (_, i) =>
      uploadSized(apps[i % apps.length]!, token, `part-${i}.txt`, note(bytes)),
    ),
  );
  return responses.map((r) => r.status);
}

/**
 * The space and file limits hold when uploads arrive together: what each takes is reserved as its
 * bytes arrive, in one statement per chunk, so uploads in flight count (they used to count as
 * nothing: ten uploads at once all fitted in the room one had).
 */
describeEachDb('document limits under concurrent uploads', (kind) => {
  let d: DocumentsApp | undefined;
  afterEach(async () => {
    await d?.t.close();
    d = undefined;
  });
  const setup = async (settings: Partial<DocumentSettings> = LIMITS) => {
    d = await documentsApp({ kind, settings, uploadsPerMinute: 100 });
    return d;
  };

  it('ten uploads at once take no more than the space allowed', async () => {
    const app = await setup();
    const statuses = await uploadAtOnce([app.app], app.alice, 10, 120 * KB);
    expect(statuses.filter((s) => s === 202)).toHaveLength(4);
    expect(statuses.filter((s) => s === 413)).toHaveLength(6);
    expect((await listDocuments(app.app, app.alice)).usage).toEqual({ files: 4, bytes: 480 * KB });
    expect(await stored(app)).toEqual({ files: 4, bytes: 480 * KB });
  });

  it('uploads at once without a declared length hold the space allowed too', async () => {
    const app = await setup();
    const responses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => upload(app.app, app.alice, `part-${i}.txt`, note(120 * KB))),
    );
    const accepted = responses.filter((r) => r.status === 202).length;
    expect(accepted).toBeLessThanOrEqual(4);
    expect(responses.filter((r) => r.status === 413)).toHaveLength(10 - accepted);
    expect(await stored(app)).toEqual({ files: accepted, bytes: accepted * 120 * KB });
    expect((await listDocuments(app.app, app.alice)).usage).toEqual(await stored(app));
  });

  it('uploads at once take no more than the files allowed', async () => {
    const app = await setup({ ...LIMITS, maxFiles: 3 });
    const statuses = await uploadAtOnce([app.app], app.alice, 8, KB);
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect((await listDocuments(app.app, app.alice)).usage).toEqual({ files: 3, bytes: 3 * KB });
    expect((await stored(app)).files).toBe(3);
  });

  it('gives back what a refused, failed or deleted upload held', async () => {
    const app = await setup();
    const kept = await Promise.all(
      [0, 1, 2].map((i) => uploadAndRead(app, app.alice, `n${i}.txt`, note(120 * KB))),
    );
    const usage = async () => (await listDocuments(app.app, app.alice)).usage;
    expect(await usage()).toEqual({ files: 3, bytes: 360 * KB });
    // Over the file size, then over the space left: refused midway, nothing held.
    expect((await upload(app.app, app.alice, 'big.txt', note(250 * KB))).status).toBe(413);
    expect((await upload(app.app, app.alice, 'more.txt', note(150 * KB))).status).toBe(413);
    expect(await usage()).toEqual({ files: 3, bytes: 360 * KB });
    // A file that cannot be read keeps its row, not its place.
    const blank = await uploadAndRead(app, app.alice, 'blank.txt', new TextEncoder().encode('   \n '));
    expect(blank.status).toBe('failed');
    expect(await usage()).toEqual({ files: 3, bytes: 360 * KB });
    const deleted = await authed(app.app, app.alice, `/api/documents/${kept[0]!.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await usage()).toEqual({ files: 2, bytes: 240 * KB });
    expect((await upload(app.app, app.alice, 'more.txt', note(150 * KB))).status).toBe(202);
    expect(await usage()).toEqual({ files: 3, bytes: 390 * KB });
    expect(await stored(app)).toEqual(await usage());
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('document limits across two instances', () => {
  let d: DocumentsApp | undefined;
  afterEach(async () => d?.t.close());

  it('uploads at once through two instances take no more than the space allowed', async () => {
    d = await documentsApp({ kind: 'postgres', settings: LIMITS, uploadsPerMinute: 100 });
    const connect = d.t.testDb.connectAgain;
    if (!connect) throw new Error('PostgreSQL test database expected');
    const db2 = connect();
    const second = createApp({
      ...d.t.deps,
      db: db2,
      extraApiRoutes: [
        {
          path: '/documents',
          router: documentRoutes({
            db: db2,
            logger: createLogger('silent'),
            settings: { ...DEFAULT_DOCUMENT_SETTINGS, ...LIMITS },
            processor: d.processor,
            originals: databaseStore(db2),
            webLabel: 'Web',
            uploadsPerMinute: 100,
          }),
        },
      ],
    });
    try {
      const statuses = await uploadAtOnce([d.app, second], d.alice, 10, 120 * KB);
      expect(statuses.filter((s) => s === 202)).toHaveLength(4);
      expect((await listDocuments(second, d.alice)).usage).toEqual({ files: 4, bytes: 480 * KB });
      expect(await stored(d)).toEqual({ files: 4, bytes: 480 * KB });
      const last = (await listDocuments(d.app, d.alice)).documents[0]!;
      expect((await waitForDocument(d, d.alice, last.id)).status).toBe('indexed');
    } finally {
      await db2.destroy();
    }
  });
});
