#!/usr/bin/env node
// `npm run build`: the server bundled into apps/server/dist/main.js and its worker threads into
// dist/extract-worker.js (documents), dist/index-worker.js (the library index) and
// dist/pglite-worker.js (the embedded database), with our code
// and the protocol package compiled in and npm dependencies left as imports; the web app by Vite.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';
import { PARTS, ROOT } from './build-state.mjs';

/**
 * npm packages compiled into the bundle rather than imported from node_modules at run time. Loading
 * a package's hundreds of small ES modules costs more than its code: kysely alone took 200 ms of a
 * start, `ai` 150 ms. Packages that read files beside their own code (PGlite's WebAssembly, pdf.js's
 * worker, the data packages) or that start threads of their own (pino's transports) stay external.
 */
const BUNDLED = new Set([
  '@ai-sdk/anthropic',
  '@ai-sdk/openai',
  '@ai-sdk/openai-compatible',
  '@hono/node-server',
  'ai',
  'aws4fetch',
  'hono',
  'hono-rate-limiter',
  'ioredis',
  'ipaddr.js',
  'jose',
  'kysely',
  'openid-client',
  'p-limit',
  'prom-client',
  'zod',
]);

export async function buildServer(outfile = PARTS.server.output) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8'));
  const started = performance.now();
  rmSync(path.join(path.dirname(outfile), 'chunks'), { recursive: true, force: true });
  await build({
    // Each worker thread is an entry of its own, emitted beside the server (a thread loads its
    // file by path; see start-worker.ts).
    entryPoints: {
      [path.basename(outfile, '.js')]: path.join(ROOT, 'apps/server/src/main.ts'),
      'extract-worker': path.join(ROOT, 'apps/server/src/documents/extract/extract-worker.ts'),
      'index-worker': path.join(ROOT, 'apps/server/src/search/library/index-worker.ts'),
      'pglite-worker': path.join(ROOT, 'apps/server/src/db/pglite-worker.ts'),
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
    // CommonJS packages among BUNDLED call require() for Node's modules, which ES modules lack.
    banner: {
      js: "import { createRequire as __pardusRequire } from 'node:module'; const require = __pardusRequire(import.meta.url);",
    },
    // Workspace packages are TypeScript sources, so they are compiled in, with the BUNDLED packages.
    external: Object.keys(manifest.dependencies).filter(
      (name) => !name.startsWith('@pardus/') && !BUNDLED.has(name),
    ),
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
