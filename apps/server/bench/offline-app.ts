/**
 * The default offline setup for measuring tools (`npm run bench`, `npm run eval`): the bundled
 * library (starter articles, WordNet, Factbook) and the real app with Quick and Deep routes over
 * the extractive engine, signed in as one user with a budget that never runs out.
 */
import path from 'node:path';
import type { App } from '../src/app.js';
import { createAnswerEngine } from '../src/answer/index.js';
import { createStreamLimiter } from '../src/http/stream-limiter.js';
import type { Logger } from '../src/logger.js';
import { REPO_ROOT } from '../src/paths.js';
import { quickRoutes } from '../src/routes/quick.js';
import { libraryLookups } from '../src/quick/find-sources.js';
import { offlineRelated } from '../src/related/related-questions.js';
import { loadKnowledge } from '../src/knowledge/knowledge.js';
import { testResearchJobs } from '../test/support/research.js';
import { createLibrarySearch, type LibrarySearch } from '../src/search/library/library-search.js';
import type { DocumentProcessor } from '../src/documents/document-processor.js';
import { startDocumentReader } from '../test/support/documents.js';
import { DEFAULT_DOCUMENT_SETTINGS } from '../src/documents/document-settings.js';
import { createDocumentSearch } from '../src/documents/scoped-search.js';
import { databaseStore } from '../src/documents/storage/database-store.js';
import { documentRoutes } from '../src/routes/documents.js';
import { createTestApp, signIn, TEST_PUBLIC_URL, type TestApp } from '../test/support/test-app.js';

/** The bundled library indexed into `dataDir`; resolves once it is ready, with the build time. */
export async function offlineLibrary(
  dataDir: string,
  logger: Logger,
): Promise<{ library: LibrarySearch; buildMs: number }> {
  const library = createLibrarySearch(
    {
      publicUrl: TEST_PUBLIC_URL,
      libraryDir: path.join(REPO_ROOT, 'library'),
      dataDir,
      dictdDir: '/usr/share/dictd',
      clipartDir: '/usr/share/openclipart',
    },
    { logger },
  );
  const started = performance.now();
  await library.ready();
  return { library, buildMs: performance.now() - started };
}

/**
 * The app with `/api/quick` and `/api/spysearch` over `library`, and a signed-in user's token. With
 * `documents`, also `/api/documents` and its reader, as main.ts wires them (the user's own documents).
 */
export async function offlineApp(
  library: LibrarySearch,
  logger: Logger,
  email: string,
  options: { documents?: boolean } = {},
): Promise<{ t: TestApp; app: App; token: string; processor?: DocumentProcessor }> {
  const answer = createAnswerEngine({
    provider: 'extractive',
    connectTimeoutMs: 1,
    firstTokenTimeoutMs: 1,
    idleTimeoutMs: 1,
  });
  const limiter = createStreamLimiter(3);
  // Questions to ask next, as main.ts offers them with the library and no model.
  const related = offlineRelated({ knowledge: loadKnowledge, logger });
  let processor: DocumentProcessor | undefined;
  const made = await createTestApp({
    daily: 1_000_000,
    extra: (base) => {
      const originals = databaseStore(base.db);
      const documents = options.documents ? createDocumentSearch(base.db, TEST_PUBLIC_URL) : undefined;
      if (documents)
        processor = startDocumentReader({
          db: base.db,
          originals,
          logger,
          settings: DEFAULT_DOCUMENT_SETTINGS,
        });
      const documentRouter = processor && [
        {
          path: '/documents',
          router: documentRoutes({
            db: base.db,
            logger,
            settings: DEFAULT_DOCUMENT_SETTINGS,
            processor,
            originals,
            webLabel: 'Library' as const,
          }),
        },
      ];
      return {
        documentOriginals: originals,
        extraApiRoutes: [
          {
            path: '/quick',
            router: quickRoutes({
              search: library,
              ...(documents ? { documents } : {}),
              knowledge: loadKnowledge,
              ...libraryLookups(library),
              answer,
              budget: base.budget,
              logger,
              limiter,
              imageGraceMs: 0,
              related,
            }),
          },
          ...(documentRouter ?? []),
          ...testResearchJobs(base, {
            search: library,
            maxRunsPerUser: 1_000,
            related,
            unknownWords: (text, signal) => library.unknownWords(text, signal),
            entries: (ids, query) => library.results(ids, query),
          }).apiRoutes,
        ],
      };
    },
  });
  const reader = processor;
  const t: TestApp = reader
    ? {
        ...made,
        close: async () => {
          await reader.stop();
          await made.close();
        },
      }
    : made;
  const { token } = await signIn(t.app, email);
  return { t, app: t.app, token, ...(reader ? { processor: reader } : {}) };
}
