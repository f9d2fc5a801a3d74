import { createHash } from 'node:crypto';
import type { SearchLogger } from '../search-logger.js';
import { imageTypeOf } from './extract/file-kinds.js';
import { buildSegment } from './index/segment.js';
import { encodeSegment } from './index/segment-codec.js';
import { SegmentStore } from './index/segment-store.js';
import type { AnalyzedDocument } from './library-types.js';
import { INDEX_FORMAT_VERSION, LIBRARY_TEXT_VERSION } from './library-types.js';
import { LibraryFolder } from './library-folder.js';
import { dictdDocuments, findDictdDictionaries } from './sources/dictd.js';
import type { FactbookEntry } from './sources/factbook-entry.js';
import type { FactbookLocation } from './sources/factbook.js';
import { FACTBOOK_DOCUMENTS_VERSION, factbookDocuments, readFactbook } from './sources/factbook.js';
import { flagDocuments } from './sources/flags.js';
import { imageDocuments } from './sources/image-documents.js';
import { scanFolder } from './sources/scan-folder.js';
import type { WordNetLocation } from './sources/wordnet.js';
import { WORDNET_DOCUMENTS_VERSION, wordNetDocuments } from './sources/wordnet.js';

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

/**
 * One part of the index as a build hands it over: its file bytes (segment-codec.ts), or none when
 * the receiver said it already holds `name` at this `key`.
 */
export interface SegmentFile {
  name: string;
  key: string;
  bytes?: Uint8Array;
}

/** The parts of the index after a build: text collections and image collections, in order. */
export interface IndexFiles {
  text: SegmentFile[];
  images: SegmentFile[];
}

/**
 * What a build did; `filesRead` counts library files read from disk (0 when nothing changed).
 * `documents` and `images` are counted by whoever decodes the parts (0 here).
 */
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
 * and rebuilt otherwise. It runs in the index worker (index-worker.ts), so it hands over encoded
 * files and never keeps a decoded copy of what it passed on.
 */
export class LibraryIndexer {
  private readonly store: SegmentStore;
  private readonly folder: LibraryFolder;

  constructor(private readonly options: LibraryIndexerOptions) {
    this.store = new SegmentStore(options.indexDir);
    this.folder = LibraryFolder.inIndexDir(options.libraryDir, options.indexDir, options.logger, (write) =>
      this.persist(write),
    );
  }

  /** `held`: the parts (name → key) the receiver already has; they are named, not sent again. */
  async build(
    held: ReadonlyMap<string, string> = new Map(),
  ): Promise<{ files: IndexFiles; report: BuildReport }> {
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
    const libraryKey = `${INDEX_FORMAT_VERSION}|${LIBRARY_TEXT_VERSION}|${hash(library.signature)}`;
    const own = (segment: typeof library.text): SegmentFile =>
      held.get(segment.name) === libraryKey
        ? { name: segment.name, key: libraryKey }
        : { name: segment.name, key: libraryKey, bytes: encodeSegment({ ...segment, key: libraryKey }) };
    const text = [own(library.text)];
    const images = [own(library.images)];
    const keep = new Set<string>();
    const segment = (name: string, key: string, produce: () => Promise<AnalyzedDocument[]>) =>
      this.segment(name, key, held, report, produce);
    const { wordnet, factbook, dictdDir, clipartDir } = this.options;
    if (wordnet) {
      const key = `${INDEX_FORMAT_VERSION}|${wordnet.version}|${WORDNET_DOCUMENTS_VERSION}`;
      text.push(await segment('wordnet', key, () => wordNetDocuments(wordnet)));
      keep.add('wordnet');
    }
    if (factbook) {
      // Profiles are read at most once per build, and not at all when both segments are stored.
      let profiles: Promise<FactbookEntry[]> | undefined;
      const entries = () => (profiles ??= readFactbook(factbook));
      const key = `${INDEX_FORMAT_VERSION}|${factbook.version}|${FACTBOOK_DOCUMENTS_VERSION}`;
      text.push(await segment('factbook', key, async () => factbookDocuments(await entries())));
      keep.add('factbook');
      const { flags } = factbook;
      if (flags) {
        const flagsKey = `${key}|${flags.version}`;
        images.push(await segment('flags', flagsKey, async () => flagDocuments(await entries(), flags)));
        keep.add('flags');
      }
    }
    for (const dictionary of await findDictdDictionaries(dictdDir)) {
      const name = `dictd-${dictionary.name.replace(/[^a-zA-Z0-9._-]/g, '_')}`;
      const key = `${INDEX_FORMAT_VERSION}|${dictionary.fingerprint}`;
      text.push(await segment(name, key, () => dictdDocuments(dictionary)));
      keep.add(name);
    }
    // Clipart is found by its path words only, so the list of paths is its whole fingerprint.
    const clipart = await scanFolder(clipartDir, (path) => imageTypeOf(path) !== undefined, {
      withStats: false,
    });
    if (clipart.length) {
      const key = `${INDEX_FORMAT_VERSION}|${hash(clipart.map((f) => f.relativePath).join('\n'))}`;
      images.push(
        await segment('clipart', key, async () =>
          imageDocuments(clipart, [], { namespace: 'clipart.', collection: 'openclipart' }),
        ),
      );
      keep.add('clipart');
    }
    await this.persist(() => this.store.prune(keep));
    report.ms = Math.round(performance.now() - started);
    return { files: { text, images }, report };
  }

  /** A named part: already held by the receiver, else read from disk, else built and saved, by key. */
  private async segment(
    name: string,
    key: string,
    held: ReadonlyMap<string, string>,
    report: BuildReport,
    produce: () => Promise<AnalyzedDocument[]>,
  ): Promise<SegmentFile> {
    if (held.get(name) === key) return { name, key };
    let bytes = await this.store.load(name, key);
    if (bytes) report.loaded.push(name);
    else {
      const built = encodeSegment(await buildSegment(name, key, await produce()));
      report.built.push(name);
      await this.persist(() => this.store.save(name, built));
      bytes = built;
    }
    return { name, key, bytes };
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
