import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { z } from 'zod';
import { INDEX_FORMAT_VERSION } from '../library-types.js';
import { writeFileAtomic } from './atomic-write.js';
import type { Segment } from './segment.js';
import { fromSegmentData, toSegmentData } from './segment.js';

const SEGMENT_SUFFIX = '.segment';

const libraryDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  kind: z.enum(['markdown', 'html', 'text', 'wordnet', 'dictd', 'image']),
  sourcePath: z.string(),
  filePath: z.string().optional(),
  pageId: z.string().optional(),
});

const storedSegmentSchema = z.object({
  format: z.literal(INDEX_FORMAT_VERSION),
  data: z.object({
    name: z.string(),
    key: z.string(),
    docs: z.array(libraryDocumentSchema),
    lengths: z.instanceof(Uint32Array),
    terms: z.array(z.string()),
    starts: z.instanceof(Uint32Array),
    postingDocs: z.instanceof(Uint32Array),
    postingFreqs: z.instanceof(Uint16Array),
  }),
});

/** Index parts persisted as files `<name>.segment` in one folder (v8 structured-clone format). */
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
      const parsed = storedSegmentSchema.safeParse(deserialize(bytes));
      if (!parsed.success || parsed.data.data.key !== key || parsed.data.data.name !== name) return undefined;
      return fromSegmentData(parsed.data.data);
    } catch {
      return undefined;
    }
  }

  async save(segment: Segment): Promise<void> {
    const bytes = serialize({ format: INDEX_FORMAT_VERSION, data: toSegmentData(segment) });
    await writeFileAtomic(this.pathOf(segment.name), bytes);
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
