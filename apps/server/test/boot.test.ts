import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Starts the real entry point (as `npm start` does) and waits for its ready line. */
async function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number | undefined>((resolve) => {
    const check = setInterval(() => {
      const match = /"port":(\d+),"msg":"Pardus is listening"/.exec(output);
      if (match) {
        clearInterval(check);
        resolve(Number(match[1]));
      }
    }, 100);
    void exited.then(() => {
      clearInterval(check);
      resolve(undefined);
    });
  });
  return { child, port, exited, output: () => output };
}

describe('boot', () => {
  it('starts with no configuration: live at once, ready once the library is built; shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pardus-boot-'));
    const server = await startServer({ PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test' });
    expect(server.port, server.output()).toBeDefined();
    const url = (p: string) => `http://127.0.0.1:${server.port}${p}`;
    const health = await fetch(url('/health'));
    expect(await health.json()).toEqual({ status: 'ok' });
    // A first start builds the library index (WordNet, the Factbook) after listening.
    const early = await fetch(url('/ready'));
    expect(early.status).toBe(503);
    expect(['starting', 'loading']).toContain(((await early.json()) as { status: string }).status);
    const login = await fetch(url('/api/google/login'));
    expect(((await login.json()) as { auth_url: string }).auth_url).toMatch(
      /^http:\/\/localhost:\d+\/auth\?/,
    );
    await expect
      .poll(async () => (await fetch(url('/ready'))).status, { timeout: 150_000, interval: 250 })
      .toBe(200);
    // The log line may reach the pipe a moment after /ready turns.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/"msg":"Pardus is ready"/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);

  it('shuts down cleanly when stopped while it is still starting', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pardus-boot-'));
    // It finishes creating its database first (a half-created one would not open again): from
    // source, on a busy machine, that can take longer than the default grace.
    const server = await startServer({
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SHUTDOWN_GRACE_MS: '60000',
    });
    expect(server.port, server.output()).toBeDefined();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/"level":50/);
  }, 90_000);

  it('refuses to start in production without Google sign-in, saying why', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'pardus-boot-')),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/GOOGLE_CLIENT_ID\/GOOGLE_CLIENT_SECRET: required in production/);
  }, 60_000);
});
