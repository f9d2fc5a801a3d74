import { readFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { z } from 'zod';
import { INDEX_FORMAT_VERSION, LIBRARY_TEXT_VERSION } from '../library-types.js';
import type { IndexedFile } from '../sources/library-files.js';
import { writeFileAtomic } from './atomic-write.js';

const indexedFileSchema = z.object({
  relativePath: z.string(),
  size: z.number(),
  mtimeMs: z.number(),
  analyzed: z.object({
    doc: z.object({
      id: z.string(),
      title: z.string(),
      text: z.string(),
      kind: z.enum(['markdown', 'html', 'text']),
      sourcePath: z.string(),
    }),
    terms: z.array(z.string()),
    freqs: z.array(z.number()),
    length: z.number(),
  }),
  images: z.array(z.object({ target: z.string(), context: z.string(), pageId: z.string() })),
});

const storedSchema = z.object({
  format: z.literal(INDEX_FORMAT_VERSION),
  // The files' text as an older reader made it is read again.
  text: z.literal(LIBRARY_TEXT_VERSION),
  files: z.array(indexedFileSchema),
});

/**
 * The analysed library files, persisted so a restart re-reads only files whose size or mtime changed.
 * An unreadable or outdated cache is treated as empty.
 */
export async function loadFileCache(path: string): Promise<Map<string, IndexedFile>> {
  try {
    const parsed = storedSchema.safeParse(deserialize(await readFile(path)));
    if (parsed.success) return new Map(parsed.data.files.map((f) => [f.relativePath, f]));
  } catch {
    // Missing or corrupt: rebuild.
  }
  return new Map();
}

export async function saveFileCache(path: string, files: ReadonlyMap<string, IndexedFile>): Promise<void> {
  await writeFileAtomic(
    path,
    serialize({ format: INDEX_FORMAT_VERSION, text: LIBRARY_TEXT_VERSION, files: [...files.values()] }),
  );
}
