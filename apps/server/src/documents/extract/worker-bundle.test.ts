import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { REPO_ROOT } from '../../paths.js';
import { textPdf } from './test-fixtures.js';
import { WORKER_BUNDLE_FILE } from './worker-thread.js';

// Beside the real dist (npm dependencies resolve from the repository; git ignores dist-test-*).
const outDir = path.join(REPO_ROOT, 'apps/server', `dist-test-extract-${process.pid}`);
afterAll(() => rm(outDir, { recursive: true, force: true }));

it('the production build emits the worker, and the bundled extractor reads a PDF on plain Node', async () => {
  const built = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--server-only', '--outfile', path.join(outDir, 'main.js')],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
  expect(existsSync(path.join(outDir, WORKER_BUNDLE_FILE))).toBe(true);

  // Nothing in main.ts uses the extractor yet, so it is bundled here the way build.mjs bundles,
  // into chunks/ where split code lives: the worker must be found one folder up.
  const manifest = z
    .object({ dependencies: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8')));
  await build({
    entryPoints: [path.join(REPO_ROOT, 'apps/server/src/documents/extract/document-extractor.ts')],
    outfile: path.join(outDir, 'chunks', 'extractor.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@pardus/')),
  });
  await writeFile(path.join(outDir, 'sample.pdf'), textPdf(['Read by the bundle', 'Page two']));

  // Plain node, no tsx loader: what production runs. (A file, not -e: a worker inherits the
  // parent's flags, and --input-type is refused for a worker started from a file.)
  const script = `
    import { readFileSync } from 'node:fs';
    const { createDocumentExtractor } = await import(${JSON.stringify(pathToFileURL(path.join(outDir, 'chunks', 'extractor.js')).href)});
    const extractor = createDocumentExtractor({ timeoutMs: 20000, maxPages: 10, maxUnpackedBytes: 1048576 });
    const bytes = new Uint8Array(readFileSync(${JSON.stringify(path.join(outDir, 'sample.pdf'))}));
    console.log(JSON.stringify(await extractor.extract({ bytes, name: 'sample.pdf', kind: 'pdf' })));
    await extractor.close();`;
  await writeFile(path.join(outDir, 'run.mjs'), script);
  const run = spawnSync(process.execPath, [path.join(outDir, 'run.mjs')], { cwd: outDir, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({
    ok: true,
    pages: 2,
    passages: [
      { page: 1, heading: null, text: 'Read by the bundle' },
      { page: 2, heading: null, text: 'Page two' },
    ],
  });
}, 60_000);
