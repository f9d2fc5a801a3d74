import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { checksumMatches, segmentIdentity } from './segment-codec.js';

const SEGMENT_SUFFIX = '.segment';

/**
 * Index parts persisted as files `<name>.segment` in one folder (format: segment-codec.ts). The
 * store deals in encoded bytes: the index worker checks and passes them on, and only the thread
 * that searches decodes them.
 */
export class SegmentStore {
  constructor(readonly directory: string) {}

  private pathOf(name: string): string {
    return join(this.directory, `${name}${SEGMENT_SUFFIX}`);
  }

  /**
   * The stored file of segment `name` if it exists, is whole (checksum) and was built from the
   * source `key`; otherwise undefined (the caller rebuilds it).
   */
  async load(name: string, key: string): Promise<Uint8Array | undefined> {
    try {
      const bytes = await readFile(this.pathOf(name));
      if (!checksumMatches(bytes)) return undefined;
      const identity = segmentIdentity(bytes);
      return identity?.name === name && identity.key === key ? bytes : undefined;
    } catch {
      return undefined;
    }
  }

  async save(name: string, bytes: Uint8Array): Promise<void> {
    await writeFileAtomic(this.pathOf(name), bytes);
  }

  /** Deletes stored segments whose names are not in `keep` (e.g. a dictionary that was removed). */
  async prune(keep: ReadonlySet<string>): Promise<void> {
    let entries: string[];
    try {
      entries = await readdir(this.directory);
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.endsWith(SEGMENT_SUFFIX) && !keep.has(entry.slice(0, -SEGMENT_SUFFIX.length))) {
        await rm(join(this.directory, entry), { force: true });
      }
    }
  }
}
