import { join } from 'node:path';
import type { SearchLogger } from '../search-logger.js';
import { imageTypeOf, textKindOf } from './extract/file-kinds.js';
import { loadFileCache, saveFileCache } from './index/file-cache-store.js';
import type { Segment } from './index/segment.js';
import { buildSegment } from './index/segment.js';
import { imageDocuments } from './sources/image-documents.js';
import type { IndexedFile } from './sources/library-files.js';
import { MAX_LIBRARY_FILE_BYTES, indexLibraryFile } from './sources/library-files.js';
import type { FoundFile } from './sources/scan-folder.js';
import { scanFolder } from './sources/scan-folder.js';
import { yieldToEventLoop } from './sources/yield-to-event-loop.js';

/** Indexed library files: documents and images, except the folder's own README (how-to, not content). */
const isLibraryFile = (path: string): boolean =>
  !/^readme\.[a-z]+$/i.test(path) && (textKindOf(path) !== undefined || imageTypeOf(path) !== undefined);

const versionOf = (file: FoundFile): string => `${file.relativePath}:${file.size}:${file.mtimeMs}`;

/** Counts of what one scan did (added to the build report). */
export interface FolderScan {
  filesRead: number;
  filesReused: number;
}

/**
 * The user's library folder. Files are keyed by path + size + mtime: only new or changed files are
 * read; the analysed files are persisted so a restart reads nothing that did not change. When the
 * folder is unchanged since the last scan, the previous segments are returned as they are.
 */
export class LibraryFolder {
  private files: Map<string, IndexedFile> | undefined;
  private last: { signature: string; text: Segment; images: Segment } | undefined;
  /** Files already reported as skipped, by version, so a rescan does not repeat the warning. */
  private readonly reported = new Set<string>();

  constructor(
    private readonly directory: string,
    private readonly cachePath: string,
    private readonly logger: SearchLogger,
    private readonly persist: (write: () => Promise<void>) => Promise<void>,
  ) {}

  static inIndexDir(
    directory: string,
    indexDir: string,
    logger: SearchLogger,
    persist: LibraryFolder['persist'],
  ) {
    return new LibraryFolder(directory, join(indexDir, 'library-files.cache'), logger, persist);
  }

  /** The folder's segments and its signature (every file's path, size and mtime). */
  async scan(counts: FolderScan): Promise<{ text: Segment; images: Segment; signature: string }> {
    const found = await scanFolder(this.directory, isLibraryFile);
    const previous = (this.files ??= await loadFileCache(this.cachePath));
    const signature = found.map(versionOf).join('\n');
    if (this.last?.signature === signature) {
      counts.filesReused += previous.size;
      return this.last;
    }
    const next = new Map<string, IndexedFile>();
    for (const file of found.filter((f) => textKindOf(f.relativePath))) {
      const cached = previous.get(file.relativePath);
      if (cached && cached.size === file.size && cached.mtimeMs === file.mtimeMs) {
        next.set(file.relativePath, cached);
        counts.filesReused++;
      } else {
        const indexed = await this.read(file);
        if (indexed) next.set(file.relativePath, indexed);
        counts.filesRead++;
        if (counts.filesRead % 50 === 0) await yieldToEventLoop();
      }
    }
    this.files = next;
    if (counts.filesRead > 0 || next.size !== previous.size) {
      await this.persist(() => saveFileCache(this.cachePath, next));
    }
    const indexed = [...next.values()];
    const imageFiles = found.filter((f) => imageTypeOf(f.relativePath));
    const references = indexed.flatMap((f) => f.images);
    const images = imageDocuments(imageFiles, references, { namespace: '', collection: 'library' });
    this.last = {
      signature,
      text: await buildSegment(
        'library',
        'library',
        indexed.map((f) => f.analyzed),
      ),
      images: await buildSegment('library-images', 'library-images', images),
    };
    return this.last;
  }

  private async read(file: FoundFile): Promise<IndexedFile | undefined> {
    const skip = (details: object, message: string): undefined => {
      if (!this.reported.has(versionOf(file)))
        this.logger.warn({ file: file.relativePath, ...details }, message);
      this.reported.add(versionOf(file));
      return undefined;
    };
    if (file.size > MAX_LIBRARY_FILE_BYTES)
      return skip({ bytes: file.size }, 'library file too large; skipped');
    try {
      return await indexLibraryFile(file);
    } catch (error) {
      return skip({ err: error }, 'library file unreadable; skipped');
    }
  }
}
