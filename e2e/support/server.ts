import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
const DIST_INDEX = path.join(WEB_DIR, 'dist/index.html');

/** Newest modification time under `dir` (recursive), 0 when missing. */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir)) newest = Math.max(newest, newestMtime(path.join(dir, entry)));
  return newest;
}

/** Builds apps/web when dist is missing or older than any source (or when PARDUS_E2E_BUILD=1). */
export function buildWebIfNeeded(): void {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(WEB_DIR, p),
  );
  const builtAt = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const changedAt = Math.max(
    ...sources.map(newestMtime),
    newestMtime(path.join(REPO_ROOT, 'packages/protocol/src')),
  );
  if (process.env.PARDUS_E2E_BUILD !== '1' && builtAt > changedAt) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@pardus/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`web build failed with exit code ${String(result.status)}`);
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits for readiness (`/ready`: started, database open, library loaded), so the first test does not
 * spend its own time limit on a first start's index build.
 */
async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited early (${child.exitCode ?? child.signalCode}); see test-results/server-*.log`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server was not ready at ${baseUrl}/ready within ${timeoutMs} ms`);
}

export interface RunningServer {
  baseUrl: string;
  /** PUBLIC_URL: `baseUrl` unless another host name was asked for. */
  publicUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`tsx apps/server/src/main.ts`) on a free 127.0.0.1 port with a fresh
 * data directory and NODE_ENV=test (plus `extraEnv`); its output goes to test-results/server-<port>.log.
 * `publicHost` names the server in PUBLIC_URL (default 127.0.0.1, as `baseUrl`; `localhost` is the
 * development default, under which a browser on 127.0.0.1 is somewhere else).
 */
export async function startServer(
  extraEnv: NodeJS.ProcessEnv = {},
  { publicHost = '127.0.0.1' }: { publicHost?: string } = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const publicUrl = `http://${publicHost}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pardus-e2e-'));
  const logDir = path.join(REPO_ROOT, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `server-${port}.log`));

  const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: signals meant for the test runner's group do not stop it midway,
    // and stopping the group reaches both tsx and the node process it starts.
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Should the runner exit without teardown, the server must not outlive it.
  const killOnExit = () => signalGroup('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      signalGroup('SIGTERM');
      const force = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, publicUrl, stop };
}
