import type { Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A regular file found under a folder, with what identifies its version. */
export interface FoundFile {
  /** Path relative to the scanned folder, with '/' separators. */
  relativePath: string;
  absolutePath: string;
  size: number;
  mtimeMs: number;
}

/**
 * Lists the regular files under `root` (recursively) that `accept` wants. Hidden entries and
 * node_modules are skipped, and symbolic links are never followed, so nothing outside `root` is
 * ever indexed or served. A missing root yields an empty list. Without `withStats` (when only names
 * matter) size and mtime are 0 and no file is stat'ed, which keeps large clipart trees cheap.
 */
export async function scanFolder(
  root: string,
  accept: (relativePath: string) => boolean,
  { withStats = true }: { withStats?: boolean } = {},
): Promise<FoundFile[]> {
  const found: FoundFile[] = [];
  const visit = async (relativeDir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(join(root, relativeDir), { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const relativePath = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await visit(relativePath);
      else if (entry.isFile() && accept(relativePath)) {
        const absolutePath = join(root, relativePath);
        if (!withStats) {
          found.push({ relativePath, absolutePath, size: 0, mtimeMs: 0 });
          continue;
        }
        try {
          const stats = await lstat(absolutePath);
          found.push({ relativePath, absolutePath, size: stats.size, mtimeMs: stats.mtimeMs });
        } catch {
          // Deleted between listing and stat: simply not there.
        }
      }
    }
  };
  await visit('');
  return found;
}
