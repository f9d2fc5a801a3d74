import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// Beside the real dist, so `npm start` running at the same time is not disturbed.
const outDir = path.join(root, 'apps/server', `dist-test-${process.pid}`);

afterAll(async () => rm(outDir, { recursive: true, force: true }));

it('the compiled server runs on plain Node: serves /health, metrics on their own port, stops cleanly on SIGTERM', async () => {
  const built = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--server-only', '--outfile', path.join(outDir, 'main.js')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(built.status, built.stderr).toBe(0);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'pardus-build-'));
  // No tsx loader: plain node on the bundle. A web-search provider keeps the library index out of it.
  // A model that is never called and Redis (in CI) exercise the modules loaded only when configured.
  const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      SEARCH_PROVIDER: 'searxng',
      SEARCH_API_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'info',
      METRICS_PORT: '0',
      // Redis and a language model are loaded lazily, from chunks of their own: they must load too.
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'test-model',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const port = await new Promise<number | undefined>((resolve) => {
    const check = setInterval(() => {
      const match = /"port":(\d+),"msg":"Pardus is listening"/.exec(output);
      if (!match) return;
      clearInterval(check);
      resolve(Number(match[1]));
    }, 50);
    void exited.then(() => {
      clearInterval(check);
      resolve(undefined);
    });
  });
  expect(port, output).toBeDefined();
  const health = await fetch(`http://127.0.0.1:${port}/health`);
  expect(await health.json()).toEqual({ status: 'ok' });
  // Ready once started (a web-search provider has no index; the places load in a moment).
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/ready`)).status, {
      timeout: 30_000,
      interval: 100,
    })
    .toBe(200);
  // Answered by the app now (the first was answered while it started), so it is counted.
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  // Metrics on their own port (METRICS_PORT=0 picks a free one), not on the public one.
  const metricsPort = /"port":(\d+),"msg":"metrics at \/metrics"/.exec(output)?.[1];
  expect(metricsPort, output).toBeDefined();
  const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(scraped).toContain('pardus_http_requests_total{method="GET",route="/health",status="200"} 1');
  expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).not.toContain('pardus_');
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);
