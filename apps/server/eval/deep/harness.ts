/**
 * The real Deep research path for `npm run eval:deep`: the bundled library, the extractive research model
 * and POST /api/spysearch through `app.request()`, as a signed-in user, over durable research jobs as
 * main.ts builds them (as apps/server/bench/offline-app.ts does, with the user's documents added: the
 * fixtures of `eval/documents/`, uploaded and read as the app does, for the document questions). Nothing
 * measured is replaced or patched.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RESEARCH_STREAM_END, researchEventSchema } from '@pardus/protocol';
import { createLogger, type Logger } from '../../src/logger.js';
import { REPO_ROOT } from '../../src/paths.js';
import { DEFAULT_RESEARCH_LIMITS } from '../../src/research/research-limits.js';
import { offlineLibrary } from '../../bench/offline-app.js';
import { loadKnowledge } from '../../src/knowledge/knowledge.js';
import { offlineRelated } from '../../src/related/related-questions.js';
import type { LibrarySearch } from '../../src/search/library/library-search.js';
import type { DocumentProcessor } from '../../src/documents/document-processor.js';
import { DEFAULT_DOCUMENT_SETTINGS } from '../../src/documents/document-settings.js';
import { createDocumentSearch } from '../../src/documents/scoped-search.js';
import { databaseStore } from '../../src/documents/storage/database-store.js';
import { documentRoutes } from '../../src/routes/documents.js';
import { startDocumentReader, uploadAndRead } from '../../test/support/documents.js';
import { testResearchJobs } from '../../test/support/research.js';
import { authed, createTestApp, signIn, TEST_PUBLIC_URL, type TestApp } from '../../test/support/test-app.js';
import type { DeepRun } from './score.js';

/** One Deep run as the user received it, with its wall time. */
export interface DeepResult extends DeepRun {
  title: string;
  /** From sending the request to the end of the stream. */
  ms: number;
}

export interface DeepHarness {
  /** The index build, in ms (short when a built index was reused). */
  buildMs: number;
  /** With `documents`, over the user's own documents only (`sources: 'documents'`), as the app asks. */
  ask(question: string, options?: { documents?: boolean }): Promise<DeepResult>;
  close(): Promise<void>;
}

/**
 * Where the library index is kept between runs unless DATA_DIR says: a cache the indexer updates
 * incrementally (files by size and mtime, packages by version), so a rerun skips the ~20 s build and the
 * whole eval stays under a minute. `npm ci` clears it with node_modules.
 */
export const EVAL_INDEX_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'pardus-eval-deep');

/**
 * The query budget of the harness's runs: offline-app.ts builds research jobs with the default limits,
 * whose `maxQueries` is RESEARCH_MAX_QUERIES's default (6), as a server with no RESEARCH_* set has it.
 */
export const DEEP_QUERY_BUDGET = DEFAULT_RESEARCH_LIMITS.maxQueries;

/** The eval user's own documents, shared with the Quick eval. */
export const EVAL_DOCUMENTS_DIR = path.join(REPO_ROOT, 'apps/server/eval/documents');

/**
 * The app of offline-app.ts (`offlineApp`) for Deep: /api/spysearch over `library` as a signed-in user,
 * with /api/documents and its reader, and the research jobs given the user's documents as main.ts gives
 * them (offlineApp's jobs have none, so a run asked over documents would search the library instead).
 */
async function deepApp(
  library: LibrarySearch,
  logger: Logger,
  email: string,
): Promise<{ t: TestApp; token: string; processor: DocumentProcessor }> {
  const related = offlineRelated({ knowledge: loadKnowledge, logger });
  let processor: DocumentProcessor | undefined;
  const made = await createTestApp({
    daily: 1_000_000,
    extra: (base) => {
      const originals = databaseStore(base.db);
      const documents = createDocumentSearch(base.db, TEST_PUBLIC_URL);
      const reader = startDocumentReader({
        db: base.db,
        originals,
        logger,
        settings: DEFAULT_DOCUMENT_SETTINGS,
      });
      processor = reader;
      return {
        documentOriginals: originals,
        extraApiRoutes: [
          {
            path: '/documents',
            router: documentRoutes({
              db: base.db,
              logger,
              settings: DEFAULT_DOCUMENT_SETTINGS,
              processor: reader,
              originals,
              webLabel: 'Library' as const,
            }),
          },
          ...testResearchJobs(base, {
            search: library,
            documents,
            maxRunsPerUser: 1_000,
            related,
            unknownWords: (text, signal) => library.unknownWords(text, signal),
            entries: (ids, query) => library.results(ids, query),
          }).apiRoutes,
        ],
      };
    },
  });
  if (!processor) throw new Error('the document reader was not started');
  const reader = processor;
  const t: TestApp = {
    ...made,
    close: async () => {
      await reader.stop();
      await made.close();
    },
  };
  const { token } = await signIn(t.app, email);
  return { t, token, processor: reader };
}

/** Builds (or updates) the library index under DATA_DIR or EVAL_INDEX_DIR and a signed-in app. */
/** With `documents: false`, the eval user's files are not uploaded (a quick look at library reports). */
export async function createDeepHarness({ documents = true } = {}): Promise<DeepHarness> {
  const logger = createLogger('silent');
  const dataDir = process.env.DATA_DIR ?? EVAL_INDEX_DIR;
  await mkdir(dataDir, { recursive: true });
  const { library, buildMs } = await offlineLibrary(dataDir, logger);
  const { t, token, processor } = await deepApp(library, logger, 'eval-deep@example.com');
  for (const name of documents ? await readdir(EVAL_DOCUMENTS_DIR) : []) {
    const bytes = new Uint8Array(await readFile(path.join(EVAL_DOCUMENTS_DIR, name)));
    const doc = await uploadAndRead({ app: t.app, processor }, token, name, bytes);
    if (doc.status !== 'indexed') throw new Error(`eval document ${name} was not read: ${doc.status}`);
  }

  /** The durable run's final status: the pipeline's own word on "insufficient" vs "done". */
  const statusOf = async (id: string | undefined) =>
    id === undefined
      ? undefined
      : (
          await t.testDb.db
            .selectFrom('research_runs')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirst()
        )?.status;

  return {
    buildMs,
    async ask(question, options = {}) {
      const started = performance.now();
      const response = await authed(t.app, token, '/api/spysearch', {
        method: 'POST',
        json: { query: question, messages: [], ...(options.documents ? { sources: 'documents' } : {}) },
      });
      const body = await response.text();
      const ms = performance.now() - started;
      const result: DeepResult = {
        title: '',
        report: '',
        sources: [],
        unverified: [],
        ms,
        plan: { queries: [], budget: DEEP_QUERY_BUDGET },
      };
      if (response.status !== 200) return { ...result, error: `HTTP ${response.status}` };
      let runId: string | undefined;
      for (const raw of body.split('\n')) {
        const line = raw.replace(/^data: /u, '').trim();
        if (!line || line === RESEARCH_STREAM_END) continue;
        const event = researchEventSchema.parse(JSON.parse(line));
        if (event.type === 'run') runId = event.id;
        if (event.type === 'title') result.title = event.content;
        if (event.type === 'final_report') result.report = event.content;
        if (event.type === 'source') result.sources.push({ n: event.n, url: event.url, title: event.title });
        if (event.type === 'citations') result.unverified = event.unverified;
        if (event.type === 'queries') result.plan = { queries: event.content, budget: DEEP_QUERY_BUDGET };
        if (event.type === 'error') result.error = `${event.code}: ${event.message}`;
        // A run taken over after a crash writes its report again: only the last one counts.
        if (event.type === 'resumed') result.report = '';
      }
      const status = await statusOf(runId);
      return status === undefined ? result : { ...result, status };
    },
    async close() {
      await t.close();
    },
  };
}
