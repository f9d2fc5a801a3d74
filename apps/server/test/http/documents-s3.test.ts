import { afterAll, beforeAll, expect, it } from 'vitest';
import { encryptedPdf, textPdf } from '../../src/documents/extract/test-fixtures.js';
import { s3Store } from '../../src/documents/storage/s3-store.js';
import { startObjectStoreServer, type ObjectStoreServer } from '../fixtures/s3/object-store-server.js';
import { documentsApp, upload, uploadAndRead, type DocumentsApp } from '../support/documents.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';
import { authed } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';

const KEY = { accessKeyId: 'pardus-test', region: 'eu-central-1' };

describeEachDb('private documents with originals in an S3-compatible store', (kind) => {
  let s3: ObjectStoreServer;
  let d: DocumentsApp;
  beforeAll(async () => {
    s3 = await startObjectStoreServer(KEY);
    const originals = s3Store({ ...KEY, endpoint: s3.url, bucket: 'documents', secretAccessKey: 'secret' });
    d = await documentsApp({ kind, originals, settings: { maxFileBytes: 3 * 1024 * 1024 } });
  });
  afterAll(async () => {
    await d.t.close();
    await s3.close();
  });
  const keysOf = (id: string) =>
    [...s3.objects.keys()].filter((key) => key.startsWith(`documents/documents/${id}/`));

  it('stores the original there in 1 MB objects, reads and serves it from there, and keeps none in the database', async () => {
    // Over 2 MB, so the original spans three objects.
    const pages = Array.from(
      { length: 300 },
      (_, i) => `Page ${i + 1}. ${'The heron colony grows every spring. '.repeat(200)}`,
    );
    const pdf = textPdf(['The heron colony at Lake Ngami counted 412 nests in 2024.', ...pages]);
    expect(pdf.length).toBeGreaterThan(2 * 1024 * 1024);
    const doc = await uploadAndRead(d, d.alice, 'herons.pdf', pdf);
    expect(doc).toMatchObject({ status: 'indexed', pages: 301 });
    expect(keysOf(doc.id)).toEqual([0, 1, 2].map((seq) => `documents/documents/${doc.id}/${seq}`));
    expect(await d.t.testDb.db.selectFrom('document_blobs').select('seq').execute()).toEqual([]);
    const file = await authed(d.app, d.alice, `/api/documents/${doc.id}/file`);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    const ask = {
      message: [{ role: 'user', content: 'How many heron nests were counted at Lake Ngami?' }],
      sources: 'documents',
    };
    const events = await readQuickEvents(
      await authed(d.app, d.alice, '/api/quick', { method: 'POST', json: ask }),
    );
    expect(answerText(events)).toContain('412');

    expect((await authed(d.app, d.alice, `/api/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(keysOf(doc.id)).toEqual([]);
  });

  it('keeps no original of a file that cannot be read, or of an upload refused midway', async () => {
    const failed = await uploadAndRead(d, d.alice, 'locked.pdf', encryptedPdf());
    expect(failed.status).toBe('failed');
    expect(keysOf(failed.id)).toEqual([]);
    const tooBig = await upload(d.app, d.alice, 'big.txt', new TextEncoder().encode('word '.repeat(700_000)));
    expect(tooBig.status).toBe(413);
    expect([...s3.objects.keys()]).toEqual([]);
  });

  it("removes an account's originals with the account", async () => {
    const doc = await uploadAndRead(
      d,
      d.bob,
      'notes.md',
      new TextEncoder().encode('# Herons\n\nThe colony nests in reeds.'),
    );
    expect(keysOf(doc.id)).toHaveLength(1);
    const deleted = await authed(d.app, d.bob, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: 'bob@example.com' },
    });
    expect(deleted.status).toBe(200);
    expect(keysOf(doc.id)).toEqual([]);
    expect(s3.refused).toBe(0);
  });
});
