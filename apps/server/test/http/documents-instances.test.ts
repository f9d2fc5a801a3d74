import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createDocumentExtractor } from '../../src/documents/extract/document-extractor.js';
import { createDocumentProcessor, type DocumentProcessor } from '../../src/documents/document-processor.js';
import { DEFAULT_DOCUMENT_SETTINGS } from '../../src/documents/document-settings.js';
import { databaseStore } from '../../src/documents/storage/database-store.js';
import { createDocumentSearch } from '../../src/documents/scoped-search.js';
import { textPdf } from '../../src/documents/extract/test-fixtures.js';
import { createExtractiveEngine } from '../../src/answer/extractive/extractive-engine.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { documentRoutes } from '../../src/routes/documents.js';
import { quickRoutes } from '../../src/routes/quick.js';
import type { Db } from '../../src/db/create-db.js';
import { scriptedSearch } from '../support/doubles.js';
import {
  documentsApp,
  listDocuments,
  upload,
  waitForDocument,
  type DocumentsApp,
} from '../support/documents.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';
import { authed, TEST_PUBLIC_URL } from '../support/test-app.js';
import { describe } from 'vitest';

// Two instances share PostgreSQL: what one receives, the other reads, lists, finds and deletes.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('private documents across instances', () => {
  let d: DocumentsApp;
  let db2: Db;
  let reader2: DocumentProcessor;
  let second: ReturnType<typeof createApp>;
  beforeAll(async () => {
    d = await documentsApp({ kind: 'postgres' });
    await d.processor.stop(); // only the second instance reads documents
    const connect = d.t.testDb.connectAgain;
    if (!connect) throw new Error('PostgreSQL test database expected');
    db2 = connect();
    const logger = createLogger('silent');
    const extractor = createDocumentExtractor({
      timeoutMs: 30_000,
      maxPages: 100,
      maxUnpackedBytes: 1 << 26,
    });
    const originals = databaseStore(db2);
    reader2 = createDocumentProcessor({
      db: db2,
      originals,
      extractor,
      logger,
      pollMs: 50,
      maxFileBytes: 1 << 25,
    });
    reader2.start();
    const documents = createDocumentSearch(db2, TEST_PUBLIC_URL);
    second = createApp({
      ...d.t.deps,
      db: db2,
      extraApiRoutes: [
        {
          path: '/documents',
          router: documentRoutes({
            db: db2,
            logger,
            settings: DEFAULT_DOCUMENT_SETTINGS,
            processor: reader2,
            originals,
            webLabel: 'Web',
          }),
        },
        {
          path: '/quick',
          router: quickRoutes({
            search: scriptedSearch([]),
            documents,
            answer: createExtractiveEngine(),
            budget: d.t.deps.budget,
            logger,
            limiter: createStreamLimiter(3),
          }),
        },
      ],
    });
  });
  afterAll(async () => {
    await reader2?.stop();
    await d?.t.close();
  });

  it('a document uploaded through one instance is read, listed, cited and deleted through the other', async () => {
    const response = await upload(
      d.app,
      d.alice,
      'field-notes.pdf',
      textPdf(['Field notes.', 'The heron colony at Lake Ngami counted 412 nests in 2024.']),
    );
    expect(response.status).toBe(202);
    const { document } = (await response.json()) as { document: { id: string } };
    const read = await waitForDocument({ app: second, processor: reader2 }, d.alice, document.id);
    expect(read).toMatchObject({ status: 'indexed', pages: 2 });
    expect((await listDocuments(d.app, d.alice)).documents.map((doc) => doc.status)).toEqual(['indexed']);

    const ask = {
      message: [{ role: 'user', content: 'How many heron nests were counted at Lake Ngami?' }],
      sources: 'documents',
    };
    const events = await readQuickEvents(
      await authed(second, d.alice, '/api/quick', { method: 'POST', json: ask }),
    );
    expect(answerText(events)).toContain('412');
    expect(events.find((e) => e.type === 'search')).toMatchObject({ title: 'field-notes.pdf, p. 2' });

    expect((await authed(d.app, d.alice, `/api/documents/${document.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await authed(second, d.alice, `/api/documents/${document.id}`)).status).toBe(404);
    const after = await readQuickEvents(
      await authed(second, d.alice, '/api/quick', { method: 'POST', json: ask }),
    );
    expect(after.filter((e) => e.type === 'search')).toEqual([]);
  });
});
