import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Repository root, found upwards from this module so the same code works from `src/` (tsx), from
 * the bundle in `dist/`, and from a bundle built elsewhere by a test.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/server/package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '../../..');
  }
}

/** Defaults are resolved from here so `npm start -w` and `npm start` agree. */
export const REPO_ROOT = findRoot(fileURLToPath(new URL('.', import.meta.url)));
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/**
 * The path of `fileName`, an entry point esbuild emits beside the bundle's main.js (such as a
 * worker), found from the calling module's URL; code split into `chunks/` sits one folder below.
 * Null when the caller runs from source (tsx, Vitest), where there is no bundle.
 */
export function bundleEntry(moduleUrl: string, fileName: string): string | null {
  if (moduleUrl.endsWith('.ts')) return null;
  const dir = path.dirname(fileURLToPath(moduleUrl));
  return path.join(path.basename(dir) === 'chunks' ? path.dirname(dir) : dir, fileName);
}
