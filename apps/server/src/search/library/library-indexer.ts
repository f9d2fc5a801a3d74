import { createHash } from 'node:crypto';
import type { SearchLogger } from '../search-logger.js';
import { imageTypeOf } from './extract/file-kinds.js';
import type { Segment } from './index/segment.js';
import { buildSegment } from './index/segment.js';
import { SegmentStore } from './index/segment-store.js';
import type { AnalyzedDocument } from './library-types.js';
import { INDEX_FORMAT_VERSION } from './library-types.js';
import { LibraryFolder } from './library-folder.js';
import { dictdDocuments, findDictdDictionaries } from './sources/dictd.js';
import type { FactbookEntry } from './sources/factbook-entry.js';
import type { FactbookLocation } from './sources/factbook.js';
import { FACTBOOK_DOCUMENTS_VERSION, factbookDocuments, readFactbook } from './sources/factbook.js';
import { flagDocuments } from './sources/flags.js';
import { imageDocuments } from './sources/image-documents.js';
import { scanFolder } from './sources/scan-folder.js';
import type { WordNetLocation } from './sources/wordnet.js';
import { wordNetDocuments } from './sources/wordnet.js';

export interface LibraryIndexerOptions {
  libraryDir: string;
  /** Folder of the persisted index (`${dataDir}/library-index`). */
  indexDir: string;
  dictdDir: string;
  clipartDir: string;
  /** Undefined leaves WordNet out. */
  wordnet: WordNetLocation | undefined;
  /** Undefined leaves the Factbook (and its flags) out. */
  factbook: FactbookLocation | undefined;
  logger: SearchLogger;
}

/** The searchable state after a build: text collections and image collections. */
export interface LibraryIndexState {
  text: Segment[];
  images: Segment[];
}

/** What a build did; `filesRead` counts library files read from disk (0 when nothing changed). */
export interface BuildReport {
  filesRead: number;
  filesReused: number;
  built: string[];
  loaded: string[];
  documents: number;
  images: number;
  ms: number;
}

const hash = (value: string): string => createHash('sha256').update(value).digest('hex').slice(0, 16);

/**
 * Builds the library index incrementally. Library files are keyed by path + size + mtime and only
 * changed ones are re-read; WordNet, the Factbook and its flags, each dictd dictionary and the clipart
 * folder are segments keyed by package version or file stats, loaded from disk when the key matches
 * and rebuilt otherwise.
 */
export class LibraryIndexer {
  private readonly store: SegmentStore;
  private readonly folder: LibraryFolder;
  private readonly segments = new Map<string, Segment>();

  constructor(private readonly options: LibraryIndexerOptions) {
    this.store = new SegmentStore(options.indexDir);
    this.folder = LibraryFolder.inIndexDir(options.libraryDir, options.indexDir, options.logger, (write) =>
      this.persist(write),
    );
  }

  async build(): Promise<{ state: LibraryIndexState; report: BuildReport }> {
    const started = performance.now();
    const report: BuildReport = {
      filesRead: 0,
      filesReused: 0,
      built: [],
      loaded: [],
      documents: 0,
      images: 0,
      ms: 0,
    };
    const library = await this.folder.scan(report);
    const text = [library.text];
    const images = [library.images];
    const keep = new Set<string>();
    const { wordnet, factbook, dictdDir, clipartDir } = this.options;
    if (wordnet) {
      const key = `${INDEX_FORMAT_VERSION}|${wordnet.version}`;
      text.push(await this.segment('wordnet', key, report, () => wordNetDocuments(wordnet)));
      keep.add('wordnet');
    }
    if (factbook) {
      // Profiles are read at most once per build, and not at all when both segments are stored.
      let profiles: Promise<FactbookEntry[]> | undefined;
      const entries = () => (profiles ??= readFactbook(factbook));
      const key = `${INDEX_FORMAT_VERSION}|${factbook.version}|${FACTBOOK_DOCUMENTS_VERSION}`;
      text.push(await this.segment('factbook', key, report, async () => factbookDocuments(await entries())));
      keep.add('factbook');
      const { flags } = factbook;
      if (flags) {
        const flagsKey = `${key}|${flags.version}`;
        images.push(
          await this.segment('flags', flagsKey, report, async () => flagDocuments(await entries(), flags)),
        );
        keep.add('flags');
      }
    }
    for (const dictionary of await findDictdDictionaries(dictdDir)) {
      const name = `dictd-${dictionary.name.replace(/[^a-zA-Z0-9._-]/g, '_')}`;
      const key = `${INDEX_FORMAT_VERSION}|${dictionary.fingerprint}`;
      text.push(await this.segment(name, key, report, () => dictdDocuments(dictionary)));
      keep.add(name);
    }
    // Clipart is found by its path words only, so the list of paths is its whole fingerprint.
    const clipart = await scanFolder(clipartDir, (path) => imageTypeOf(path) !== undefined, {
      withStats: false,
    });
    if (clipart.length) {
      const key = `${INDEX_FORMAT_VERSION}|${hash(clipart.map((f) => f.relativePath).join('\n'))}`;
      images.push(
        await this.segment('clipart', key, report, async () =>
          imageDocuments(clipart, [], { namespace: 'clipart.', collection: 'openclipart' }),
        ),
      );
      keep.add('clipart');
    }
    for (const name of this.segments.keys()) if (!keep.has(name)) this.segments.delete(name);
    await this.persist(() => this.store.prune(keep));
    report.documents = text.reduce((n, s) => n + s.docs.length, 0);
    report.images = images.reduce((n, s) => n + s.docs.length, 0);
    report.ms = Math.round(performance.now() - started);
    return { state: { text, images }, report };
  }

  /** A named segment: kept in memory, else loaded from disk, else built and saved, by key. */
  private async segment(
    name: string,
    key: string,
    report: BuildReport,
    produce: () => Promise<AnalyzedDocument[]>,
  ): Promise<Segment> {
    const inMemory = this.segments.get(name);
    if (inMemory?.key === key) return inMemory;
    let segment = await this.store.load(name, key);
    if (segment) report.loaded.push(name);
    else {
      segment = await buildSegment(name, key, await produce());
      report.built.push(name);
      const built = segment;
      await this.persist(() => this.store.save(built));
    }
    this.segments.set(name, segment);
    return segment;
  }

  /** Persisting is an optimisation: a read-only data folder costs rebuild time, not search. */
  private async persist(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.options.logger.warn({ err: error, dir: this.options.indexDir }, 'library index not saved');
    }
  }
}
