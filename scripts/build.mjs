#!/usr/bin/env node
// `npm run build`: the server bundled into apps/server/dist/main.js and its document extraction
// worker into dist/extract-worker.js (our code and the protocol package compiled in, npm
// dependencies left as imports), and the web app built by Vite.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';
import { PARTS, ROOT } from './build-state.mjs';

export async function buildServer(outfile = PARTS.server.output) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8'));
  const started = performance.now();
  rmSync(path.join(path.dirname(outfile), 'chunks'), { recursive: true, force: true });
  await build({
    // The document extraction worker is a second entry, emitted beside the server as
    // extract-worker.js (a worker thread loads it by path; see documents/extract/worker-thread.ts).
    entryPoints: {
      [path.basename(outfile, '.js')]: path.join(ROOT, 'apps/server/src/main.ts'),
      'extract-worker': path.join(ROOT, 'apps/server/src/documents/extract/extract-worker.ts'),
    },
    // Split so modules loaded with import() (the development sign-in) stay out of a production start.
    outdir: path.dirname(outfile),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Workspace packages are TypeScript sources, so they are compiled in; the rest stay in node_modules.
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@pardus/')),
  });
  console.log(
    `server built in ${Math.round(performance.now() - started)} ms → ${path.relative(ROOT, outfile)}`,
  );
}

export function buildWeb() {
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', '@pardus/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('web build failed');
}

// `node scripts/build.mjs [--server-only] [--outfile <path>]` (tests build the server elsewhere).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outfile = args.includes('--outfile')
    ? path.resolve(args[args.indexOf('--outfile') + 1] ?? '')
    : undefined;
  await buildServer(outfile);
  if (!args.includes('--server-only')) buildWeb();
}
