/**
 * Start of the compiled server (`node apps/server/dist/main.js`, what `npm start` and the container
 * run), from process spawn: to the first `200` from /health (listening) and from /ready (database
 * open, library index and places loaded). A first start (empty data folder: the database is created
 * and the index built) is measured once; a restart (all of it on disk) three times, the median kept.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths.js';
import type { Report } from './report.js';

const MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const PORT = 18_931;

interface StartTimes {
  live: number;
  ready: number;
}

async function ok(pathname: string): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}${pathname}`)).ok;
  } catch {
    return false; // not listening yet
  }
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<StartTimes> {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const times: StartTimes = { live: NaN, ready: NaN };
  for (let i = 0; i < 12_000 && child.exitCode === null && Number.isNaN(times.ready); i++) {
    if (Number.isNaN(times.live) && (await ok('/health'))) times.live = performance.now() - started;
    if (!Number.isNaN(times.live) && (await ok('/ready'))) times.ready = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGTERM');
  await exited;
  return times;
}

async function restarts(dataDir: string, env?: Record<string, string>) {
  const runs: StartTimes[] = [];
  for (let i = 0; i < 3; i++) runs.push(await start(dataDir, env));
  const median = (key: keyof StartTimes) => runs.map((r) => r[key]).sort((a, b) => a - b)[1] ?? NaN;
  const list = (key: keyof StartTimes) => runs.map((r) => r[key].toFixed(0)).join(', ');
  return {
    live: median('live'),
    ready: median('ready'),
    detail: (key: keyof StartTimes) => `median of ${list(key)} ms`,
  };
}

export async function benchColdStart(report: Report): Promise<void> {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--server-only'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pardus-cold-'));
  try {
    const first = await start(dataDir);
    report.add({
      name: 'first start (empty data folder) to /health',
      value: first.live,
      target: 1500,
      direction: 'max',
      unit: 'ms',
      detail: 'creates the database and builds the library index after listening',
    });
    report.add({
      name: 'first start to /ready (database created, library index built)',
      value: first.ready,
      target: 30_000,
      direction: 'max',
      unit: 'ms',
      detail: 'WordNet and the Factbook are indexed once, in a worker thread; questions wait meanwhile',
    });
    const again = await restarts(dataDir);
    report.add({
      name: 'restart to /health',
      value: again.live,
      target: 1500,
      direction: 'max',
      unit: 'ms',
      detail: again.detail('live'),
    });
    report.add({
      name: 'restart to /ready (library index loaded from disk)',
      value: again.ready,
      target: 1000,
      direction: 'max',
      unit: 'ms',
      detail: again.detail('ready'),
    });
    // The same start with a web search provider: the server's own start, without the library's work.
    const web = await restarts(dataDir, { SEARCH_PROVIDER: 'searxng', SEARCH_API_URL: 'http://127.0.0.1:9' });
    report.add({
      name: 'restart to /ready, web search (no library index)',
      value: web.ready,
      target: 1000,
      direction: 'max',
      unit: 'ms',
      detail: web.detail('ready'),
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
