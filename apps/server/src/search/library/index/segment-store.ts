import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import type { Segment } from './segment.js';
import { decodeSegment, encodeSegment } from './segment-codec.js';

const SEGMENT_SUFFIX = '.segment';

/** Index parts persisted as files `<name>.segment` in one folder (format: segment-codec.ts). */
export class SegmentStore {
  constructor(readonly directory: string) {}

  private pathOf(name: string): string {
    return join(this.directory, `${name}${SEGMENT_SUFFIX}`);
  }

  /**
   * The stored segment `name` if it exists, is readable and was built from the source `key`;
   * otherwise undefined (the caller rebuilds it).
   */
  async load(name: string, key: string): Promise<Segment | undefined> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.pathOf(name));
    } catch {
      return undefined;
    }
    try {
      return await decodeSegment(bytes, name, key);
    } catch {
      return undefined;
    }
  }

  async save(segment: Segment): Promise<void> {
    await writeFileAtomic(this.pathOf(segment.name), await encodeSegment(segment));
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
