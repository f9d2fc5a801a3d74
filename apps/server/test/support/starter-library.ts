import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { REPO_ROOT } from '../../src/paths.js';
import { createLibrarySearch, type LibrarySearch } from '../../src/search/library/library-search.js';

/**
 * The default offline search for a test file: the bundled starter library plus the full WordNet and
 * the CIA World Factbook with its flags (the installed packages, as in production), indexed once
 * (cold, 5–20 s here; the Factbook adds about 1 s) into a private temp folder before the file's tests
 * run. Returns a getter, since the library exists only once `beforeAll` has run.
 */
export function useStarterLibrary(): () => LibrarySearch {
  let dataDir: string | undefined;
  let library: LibrarySearch | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pardus-starter-'));
    library = createLibrarySearch(
      {
        publicUrl: 'http://localhost:8000',
        libraryDir: join(REPO_ROOT, 'library'),
        dataDir,
        dictdDir: join(dataDir, 'none'),
        clipartDir: join(dataDir, 'none'),
      },
      { logger: { info: () => undefined, warn: () => undefined } },
    );
    await library.ready();
  }, 180_000);
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!library) throw new Error('the starter library is built in beforeAll');
    return library;
  };
}
