import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountExportSchema, DOCUMENT_SITE_NAME } from '@pardus/protocol';
import { textPdf } from '../../src/documents/extract/test-fixtures.js';
import { scriptedSearch } from '../support/doubles.js';
import {
  documentDetail,
  documentsApp,
  listDocuments,
  uploadAndRead,
  type DocumentsApp,
} from '../support/documents.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';
import { citedNumbers, readResearch, reportOf } from '../support/research.js';
import { authed } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';

/** A scripted web search that keeps every query it was sent (what left the server). */
function recordingSearch(results: typeof WEB) {
  const scripted = scriptedSearch(results);
  const queries: string[] = [];
  return Object.assign(scripted, {
    queries,
    search: (query: string) => {
      queries.push(query);
      scripted.calls += 1;
      return Promise.resolve(results);
    },
  });
}

/** A thesis whose facts are on known pages; nothing on the web knows them. */
const THESIS = [
  'Soil moisture in the Okavango Delta. A thesis by Lerato Dube, University of Botswana, 2025.',
  'Chapter 1. Methods. Soil probes were installed at a northern site near Shakawe and a southern site near Maun. Readings were taken every hour from January to December 2024.',
  'Chapter 2. Results. The average soil moisture at the northern site was 23.4 percent in July 2024, while the southern site averaged 11.8 percent. The flood pulse reached the northern site in April.',
  'Chapter 3. Discussion. The difference between the sites follows the arrival of the annual flood pulse, which reaches Maun about three months after Shakawe.',
];

const WEB = [
  {
    url: 'https://web.example/okavango',
    title: 'Okavango Delta - Web Encyclopedia',
    snippet: 'The Okavango Delta is a large inland delta in Botswana.',
    content:
      'The Okavango Delta is a large inland delta in Botswana, formed where the Okavango River reaches a tectonic trough. Its annual flood pulse peaks between June and August.',
  },
];

const quick = (d: DocumentsApp, token: string, content: string, sources?: string) =>
  authed(d.app, token, '/api/quick', {
    method: 'POST',
    json: { message: [{ role: 'user', content }], ...(sources ? { sources } : {}) },
  });

describeEachDb('private documents: upload, answers, privacy', (kind) => {
  let d: DocumentsApp;
  const web = recordingSearch(WEB);
  beforeAll(async () => {
    d = await documentsApp({ kind, web });
  });
  afterAll(async () => d.t.close());

  it('reads an uploaded PDF page by page and serves it back only as a file that cannot run', async () => {
    const bytes = textPdf(THESIS);
    const doc = await uploadAndRead(d, d.alice, 'thesis.pdf', bytes, 'application/pdf');
    expect(doc).toMatchObject({ name: 'thesis.pdf', kind: 'pdf', status: 'indexed', pages: 4, error: null });
    expect(doc.size).toBe(bytes.length);
    const { detail } = await documentDetail(d.app, d.alice, doc.id);
    const page3 = detail?.passages.find((p) => p.text.includes('23.4 percent'));
    expect(page3?.page).toBe(3);

    const file = await authed(d.app, d.alice, `/api/documents/${doc.id}/file`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="thesis.pdf"/);
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('Quick answers from the documents only, citing the page, and asks nothing of the web', async () => {
    const before = web.calls;
    const events = await readQuickEvents(
      await quick(d, d.alice, 'What was the average soil moisture at the northern site?', 'documents'),
    );
    const sources = events.flatMap((e) => (e.type === 'search' ? [e] : []));
    const answer = answerText(events);
    expect(answer).toContain('23.4 percent');
    const cited = citedNumbers(answer).map((n) => sources[n - 1]);
    expect(cited.length).toBeGreaterThan(0);
    for (const source of cited) {
      expect(source?.site).toBe(DOCUMENT_SITE_NAME);
      expect(source?.url).toMatch(/^http:\/\/localhost:8000\/documents\/[\w-]+\?page=\d+$/);
    }
    expect(cited.map((s) => s?.title)).toContain('thesis.pdf, p. 3');
    expect(events.some((e) => e.type === 'images')).toBe(false);
    expect(web.calls).toBe(before);
  });

  it('"both" puts the documents and the web side by side', async () => {
    const events = await readQuickEvents(
      await quick(d, d.alice, 'When does the Okavango flood pulse arrive?', 'both'),
    );
    const sites = events.flatMap((e) => (e.type === 'search' ? [e.site ?? 'web'] : []));
    expect(sites).toContain(DOCUMENT_SITE_NAME);
    expect(sites).toContain('web');
  });

  it('Deep plans over the documents, reads them whole and cites pages', async () => {
    const response = await authed(d.app, d.alice, '/api/spysearch', {
      method: 'POST',
      json: {
        query: 'What does the thesis find about soil moisture at the two sites?',
        sources: 'documents',
      },
    });
    expect(response.status).toBe(200);
    const { events } = await readResearch(response);
    const sources = events.flatMap((e) => (e.type === 'source' ? [e] : []));
    const report = reportOf(events);
    expect(report).toContain('23.4');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.title).toMatch(/^thesis\.pdf, p\. \d$/);
    expect(citedNumbers(report).length).toBeGreaterThan(0);
  });

  it('Deep over documents and the web sends the web no query made from the documents', async () => {
    const notes =
      '# Bladderwort transects near Xakanaxa\n\nBladderwort covered 40 percent of the lagoon floor in 2024. ' +
      'Bladderwort is a carnivorous water plant that traps small animals in bladders along its stems, and it ' +
      'grows fastest in the warm, still water that the flood leaves behind.';
    const doc = await uploadAndRead(d, d.alice, 'notes.md', new TextEncoder().encode(notes));
    web.queries.length = 0;
    const response = await authed(d.app, d.alice, '/api/spysearch', {
      method: 'POST',
      json: { query: 'What do my notes say about bladderwort?', sources: 'both' },
    });
    const { events } = await readResearch(response);
    expect(reportOf(events)).toContain('40 percent');
    expect(web.queries.length).toBeGreaterThan(0);
    for (const query of web.queries) expect(query).not.toMatch(/transect|xakanaxa/i);
    expect((await authed(d.app, d.alice, `/api/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it("is the owner's only: another user gets 404 everywhere and finds nothing", async () => {
    const [doc] = (await listDocuments(d.app, d.alice)).documents;
    expect(doc).toBeDefined();
    const id = doc!.id;
    expect((await listDocuments(d.app, d.bob)).documents).toEqual([]);
    const missing = await authed(d.app, d.bob, '/api/documents/00000000-0000-0000-0000-000000000000');
    for (const [path, method] of [
      [`/api/documents/${id}`, 'GET'],
      [`/api/documents/${id}/file`, 'GET'],
      [`/api/documents/${id}`, 'DELETE'],
    ] as const) {
      const response = await authed(d.app, d.bob, path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual(await missing.clone().json());
    }
    const events = await readQuickEvents(
      await quick(d, d.bob, 'What was the average soil moisture at the northern site?', 'documents'),
    );
    expect(events.filter((e) => e.type === 'search')).toEqual([]);
    expect(answerText(events)).not.toContain('23.4');
    expect((await documentDetail(d.app, d.alice, id)).status).toBe(200);
  });

  it('is in the export of the account, with its text by page', async () => {
    const response = await authed(d.app, d.alice, '/api/me/export');
    const exported = accountExportSchema.parse(await response.json());
    const [doc] = exported.documents;
    expect(doc).toMatchObject({
      name: 'thesis.pdf',
      status: 'indexed',
      download: `/api/documents/${doc?.id}/file`,
    });
    expect(doc?.passages.some((p) => p.page === 3 && p.text.includes('23.4 percent'))).toBe(true);
  });

  it('Delete removes the original, the passages and the index entries at once', async () => {
    const [doc] = (await listDocuments(d.app, d.alice)).documents;
    const response = await authed(d.app, d.alice, `/api/documents/${doc!.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const events = await readQuickEvents(
      await quick(d, d.alice, 'What was the average soil moisture at the northern site?', 'documents'),
    );
    expect(events.filter((e) => e.type === 'search')).toEqual([]);
    expect((await documentDetail(d.app, d.alice, doc!.id)).status).toBe(404);
    const db = d.t.testDb.db;
    expect(await db.selectFrom('document_blobs').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('document_passages').selectAll().execute()).toEqual([]);
  });

  it('leaves with the account: deleting it removes every document, original and passage', async () => {
    await uploadAndRead(
      d,
      d.bob,
      'notes.md',
      new TextEncoder().encode('# Herons\n\nThe colony nests in reeds.'),
    );
    const deleted = await authed(d.app, d.bob, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: 'bob@example.com' },
    });
    expect(deleted.status).toBe(200);
    const db = d.t.testDb.db;
    expect(await db.selectFrom('documents').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('document_blobs').select('seq').execute()).toEqual([]);
    expect(await db.selectFrom('document_passages').select('ordinal').execute()).toEqual([]);
  });
});
