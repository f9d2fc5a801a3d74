import { afterAll, beforeAll, expect, it } from 'vitest';
import { DOCUMENT_NAME_HEADER } from '@pardus/protocol';
import {
  corruptPdf,
  docxBomb,
  docxSharedStreamBomb,
  encryptedPdf,
  scannedPdf,
  textPdf,
} from '../../src/documents/extract/test-fixtures.js';
import {
  documentsApp,
  listDocuments,
  upload,
  uploadAndRead,
  type DocumentsApp,
} from '../support/documents.js';
import { authed } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describeEachDb('private documents: bad files and limits', (kind) => {
  let d: DocumentsApp;
  beforeAll(async () => {
    d = await documentsApp({
      kind,
      maxUnpackedBytes: 4 * 1024 * 1024,
      settings: { maxFileBytes: 96 * 1024, maxTotalBytes: 384 * 1024, maxFiles: 12, maxPages: 50 },
    });
  });
  afterAll(async () => d.t.close());

  /** Nothing of a refused or unreadable file is kept: no original, no passages. */
  async function storedNothing() {
    const db = d.t.testDb.db;
    const failed = await db.selectFrom('documents').select('id').where('status', '=', 'failed').execute();
    const ids = failed.map((row) => row.id);
    if (ids.length > 0) {
      expect(
        await db.selectFrom('document_blobs').select('seq').where('document_id', 'in', ids).execute(),
      ).toEqual([]);
      expect(
        await db.selectFrom('document_passages').select('ordinal').where('document_id', 'in', ids).execute(),
      ).toEqual([]);
    }
    expect(await db.selectFrom('documents').select('id').where('status', '=', 'uploading').execute()).toEqual(
      [],
    );
  }

  it.each([
    ['encrypted.pdf', () => encryptedPdf(), 'encrypted', /password-protected/],
    ['broken.pdf', () => corruptPdf(), 'corrupt', /damaged or is not a valid PDF/],
    ['scan.pdf', () => scannedPdf(3), 'no_text', /^No text found: this looks like a scan/],
    [
      'long.pdf',
      () => textPdf(Array.from({ length: 51 }, (_, i) => `Page ${i + 1} text.`)),
      'too_many_pages',
      /51 pages/,
    ],
    ['bomb.docx', () => docxBomb(8 * 1024 * 1024), 'unpacks_too_large', /unpacks to more than/],
    // Hundreds of entries naming one stream, each declaring 1 byte; and one entry that lies.
    [
      'shared.docx',
      () => docxSharedStreamBomb(300, 1024 * 1024),
      'unpacks_too_large',
      /unpacks to more than/,
    ],
    [
      'liar.docx',
      () => docxBomb(12 * 1024 * 1024, { declaredBytes: 1000 }),
      'unpacks_too_large',
      /unpacks to more than/,
    ],
  ])(
    '%s is listed as failed with its reason, and nothing of it is kept',
    async (name, make, code, message) => {
      const doc = await uploadAndRead(d, d.alice, name, make());
      expect(doc.status).toBe('failed');
      expect(doc.error?.code).toBe(code);
      expect(doc.error?.message).toMatch(message);
      await storedNothing();
      expect((await authed(d.app, d.alice, `/api/documents/${doc.id}/file`)).status).toBe(404);
    },
  );

  it.each([
    ['a PDF named as text', 'notes.txt', textPdf(['Hello']), 415, /does not match its type/],
    ['text named as a PDF', 'report.pdf', utf8('just some words'), 415, /does not match its type/],
    ['an unsupported type', 'setup.exe', utf8('MZ binary'), 415, /Unsupported file type/],
    ['a name with a path', '../../etc/passwd.txt', utf8('x'), 400, /path separators/],
    ['a name with a backslash', 'dir\\notes.txt', utf8('x'), 400, /path separators/],
    ['a name with control characters', 'notes\u0000.txt', utf8('x'), 400, /control characters/],
    ['a name with a line break', 'notes\n.txt', utf8('x'), 400, /control characters/],
    ['an empty file', 'empty.txt', new Uint8Array(0), 400, /empty/],
    ['a file over the limit', 'big.txt', utf8('word '.repeat(20_000)), 413, /larger than 96 KB/],
  ])('refuses %s at once and stores nothing', async (_label, name, bytes, status, message) => {
    const before = (await listDocuments(d.app, d.alice)).documents.length;
    const response = await upload(d.app, d.alice, name, bytes);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(message);
    expect((await listDocuments(d.app, d.alice)).documents.length).toBe(before);
    await storedNothing();
  });

  it('refuses an upload without a name', async () => {
    const response = await authed(d.app, d.alice, '/api/documents', { method: 'POST', body: utf8('hello') });
    expect(response.status).toBe(400);
    expect(await listDocuments(d.app, d.alice).then((l) => l.usage.files)).toBeGreaterThanOrEqual(0);
  });

  it('refuses uploads from someone not signed in before reading them', async () => {
    const response = await d.app.request('/api/documents', {
      method: 'POST',
      headers: { [DOCUMENT_NAME_HEADER]: 'a.txt' },
      body: utf8('hello'),
    });
    expect(response.status).toBe(401);
  });

  it('holds each user to the space and the number of files allowed', async () => {
    // Bob's limits are his own: Alice's failed uploads above do not count against him.
    const chunk = utf8('Notes about rivers and deltas. '.repeat(2_900)); // ~90 KB each
    for (let i = 0; i < 4; i++) expect((await upload(d.app, d.bob, `part-${i}.txt`, chunk)).status).toBe(202);
    const over = await upload(d.app, d.bob, 'part-5.txt', chunk);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: { message: string } }).error.message).toMatch(/more than 384 KB/);
    const list = await listDocuments(d.app, d.bob);
    expect(list.usage).toEqual({ files: 4, bytes: 4 * chunk.length });
    expect(list.limits).toMatchObject({ max_total_bytes: 384 * 1024, max_files: 12 });
    for (let i = 4; i < 12; i++)
      expect((await upload(d.app, d.bob, `note-${i}.md`, utf8(`# Note ${i}`))).status).toBe(202);
    const thirteenth = await upload(d.app, d.bob, 'note-13.md', utf8('# One more'));
    expect(thirteenth.status).toBe(413);
    expect(((await thirteenth.json()) as { error: { message: string } }).error.message).toBe(
      'You have 12 documents, the most allowed. Delete some to upload more.',
    );
    await storedNothing();
  });
});

describeEachDb('private documents: upload rate limit', (kind) => {
  let d: DocumentsApp;
  beforeAll(async () => {
    d = await documentsApp({ kind, uploadsPerMinute: 2 });
  });
  afterAll(async () => d.t.close());

  it('answers 429 with Retry-After past the uploads a user may start in a minute, and stores nothing', async () => {
    for (let i = 0; i < 2; i++)
      expect((await upload(d.app, d.alice, `n${i}.md`, utf8('# Note'))).status).toBe(202);
    const third = await upload(d.app, d.alice, 'n3.md', utf8('# Note'));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
    expect((await listDocuments(d.app, d.alice)).documents).toHaveLength(2);
    // Another user has an allowance of their own.
    expect((await upload(d.app, d.bob, 'b.md', utf8('# Note'))).status).toBe(202);
  });
});
