import {
  DOCUMENT_NAME_HEADER,
  documentDetailSchema,
  documentListSchema,
  documentUploadResponseSchema,
  type UserDocument,
} from '@pardus/protocol';
import { createExtractiveEngine } from '../../src/answer/extractive/extractive-engine.js';
import { createDocumentExtractor } from '../../src/documents/extract/document-extractor.js';
import { createDocumentProcessor, type DocumentProcessor } from '../../src/documents/document-processor.js';
import { DEFAULT_DOCUMENT_SETTINGS, type DocumentSettings } from '../../src/documents/document-settings.js';
import { createDocumentSearch } from '../../src/documents/scoped-search.js';
import { databaseStore } from '../../src/documents/storage/database-store.js';
import type { OriginalStore } from '../../src/documents/storage/original-store.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger, type Logger } from '../../src/logger.js';
import type { Db } from '../../src/db/create-db.js';
import type { ResearchJobs } from '../../src/research/jobs/index.js';
import { documentRoutes } from '../../src/routes/documents.js';
import { quickRoutes } from '../../src/routes/quick.js';
import type { SearchProvider } from '../../src/search/search-provider.js';
import { scriptedSearch } from './doubles.js';
import { testResearchJobs } from './research.js';
import {
  authed,
  createTestApp,
  newBrowser,
  signIn,
  TEST_PUBLIC_URL,
  type RequestTarget,
  type TestApp,
} from './test-app.js';
import type { DbKind } from './test-db.js';

export interface DocumentsSetup {
  kind: DbKind;
  settings?: Partial<DocumentSettings>;
  /** The "web" side of a question (a scripted provider: the outside world). */
  web?: SearchProvider;
  extractTimeoutMs?: number;
  /** Most a DOCX may unpack to (DOCUMENT_MAX_UNPACKED_MB). */
  maxUnpackedBytes?: number;
  daily?: number;
  /** Uploads one user may start per minute. */
  uploadsPerMinute?: number;
  /** PGlite in this folder instead of the shared in-memory one (benchmarks). */
  pgliteDir?: string;
  /** Where originals go; the database when absent. */
  originals?: OriginalStore;
  /** Where the app and its features log (silent by default). */
  logger?: Logger;
}

export interface DocumentsApp {
  t: TestApp;
  app: TestApp['app'];
  alice: string;
  bob: string;
  processor: DocumentProcessor;
  jobs: ResearchJobs;
}

/**
 * The reader of uploaded documents as main.ts starts it (the real extractor in worker threads),
 * polling often, started.
 */
export function startDocumentReader(options: {
  db: Db;
  originals: OriginalStore;
  logger: Logger;
  settings: DocumentSettings;
  extractTimeoutMs?: number;
  maxUnpackedBytes?: number;
}): DocumentProcessor {
  const extractor = createDocumentExtractor({
    timeoutMs: options.extractTimeoutMs ?? 30_000,
    maxPages: options.settings.maxPages,
    maxUnpackedBytes: options.maxUnpackedBytes ?? 50 * 1024 * 1024,
  });
  const processor = createDocumentProcessor({
    db: options.db,
    originals: options.originals,
    extractor,
    logger: options.logger,
    pollMs: 100,
    maxFileBytes: options.settings.maxFileBytes,
  });
  processor.start();
  return processor;
}

/**
 * The real app with the documents routes, Quick and Deep exactly as main.ts wires them (the
 * extractive writers, the real extractor in worker threads, the document reader started), a
 * scripted web search, and two signed-in users.
 */
export async function documentsApp(setup: DocumentsSetup): Promise<DocumentsApp> {
  const settings = { ...DEFAULT_DOCUMENT_SETTINGS, ...setup.settings };
  const web = setup.web ?? scriptedSearch([]);
  let processor: DocumentProcessor | undefined;
  let jobs: ResearchJobs | undefined;
  const made = await createTestApp({
    kind: setup.kind,
    ...(setup.pgliteDir ? { pgliteDir: setup.pgliteDir } : {}),
    daily: setup.daily ?? 50,
    ...(setup.logger ? { logger: setup.logger } : {}),
    extra: (base) => {
      const logger = setup.logger ?? createLogger('silent');
      const originals = setup.originals ?? databaseStore(base.db);
      processor = startDocumentReader({
        db: base.db,
        originals,
        logger,
        settings,
        ...(setup.extractTimeoutMs ? { extractTimeoutMs: setup.extractTimeoutMs } : {}),
        ...(setup.maxUnpackedBytes ? { maxUnpackedBytes: setup.maxUnpackedBytes } : {}),
      });
      const documents = createDocumentSearch(base.db, TEST_PUBLIC_URL);
      jobs = testResearchJobs(base, { search: web, documents });
      const quick = quickRoutes({
        search: web,
        documents,
        answer: createExtractiveEngine(),
        budget: base.budget,
        logger,
        limiter: createStreamLimiter(3),
        imageGraceMs: 50,
      });
      return {
        documentOriginals: originals,
        extraApiRoutes: [
          {
            path: '/documents',
            router: documentRoutes({
              db: base.db,
              logger,
              settings,
              processor,
              originals,
              webLabel: 'Web',
              ...(setup.uploadsPerMinute ? { uploadsPerMinute: setup.uploadsPerMinute } : {}),
            }),
          },
          { path: '/quick', router: quick },
          ...jobs.apiRoutes,
        ],
      };
    },
  });
  if (!processor || !jobs) throw new Error('documents app was not built');
  const reader = processor;
  const research = jobs;
  const t: TestApp = {
    ...made,
    close: async () => {
      await research.stop(0);
      await reader.stop();
      await made.close();
    },
  };
  const alice = (await signIn(t.app, 'alice@example.com')).token;
  const bob = (await signIn(t.app, 'bob@example.com', newBrowser('10.0.0.2'))).token;
  return { t, app: t.app, alice, bob, processor: reader, jobs: research };
}

/** POST /api/documents with the file as the raw body. */
export function upload(app: RequestTarget, token: string, name: string, bytes: Uint8Array, type = '') {
  const headers: Record<string, string> = { [DOCUMENT_NAME_HEADER]: encodeURIComponent(name) };
  if (type) headers['content-type'] = type;
  return authed(app, token, '/api/documents', { method: 'POST', headers, body: bytes });
}

/** Uploads and waits until the document is read; returns it as the list shows it. */
export async function uploadAndRead(
  d: Pick<DocumentsApp, 'app' | 'processor'>,
  token: string,
  name: string,
  bytes: Uint8Array,
  type = '',
): Promise<UserDocument> {
  const response = await upload(d.app, token, name, bytes, type);
  if (response.status !== 202) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { document } = documentUploadResponseSchema.parse(await response.json());
  return waitForDocument(d, token, document.id);
}

/** Waits until a document is indexed or failed. */
export async function waitForDocument(
  d: Pick<DocumentsApp, 'app' | 'processor'>,
  token: string,
  id: string,
): Promise<UserDocument> {
  for (let attempt = 0; attempt < 200; attempt++) {
    d.processor.wake();
    await d.processor.idle();
    const found = (await listDocuments(d.app, token)).documents.find((doc) => doc.id === id);
    if (!found) throw new Error(`document ${id} is gone`);
    if (found.status === 'indexed' || found.status === 'failed') return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${id} was not read in time`);
}

export async function listDocuments(app: RequestTarget, token: string) {
  const response = await authed(app, token, '/api/documents');
  if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
  return documentListSchema.parse(await response.json());
}

export async function documentDetail(app: RequestTarget, token: string, id: string) {
  const response = await authed(app, token, `/api/documents/${id}`);
  return {
    status: response.status,
    detail: response.status === 200 ? documentDetailSchema.parse(await response.json()) : undefined,
  };
}
