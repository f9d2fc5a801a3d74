/**
 * API throughput as a ratio: requests/s of `GET /api/tokens/status` and `GET /api/msgs/title`
 * (signed in, real app, real HTTP server) ÷ requests/s of a bare Hono route served the same way, with
 * the same 16 keep-alive clients in this process. A read that queues behind write locks shows up
 * as a low ratio on any machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { DbKind } from '../test/support/test-db.js';
import { authed, createTestApp, signIn } from '../test/support/test-app.js';
import type { Report } from './report.js';

const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 3);

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(server));
  });
}

const portOf = (server: ServerType) => (server.address() as AddressInfo).port;

interface Target {
  port: number;
  path: string;
  token?: string;
}

/** Requests per second over `ms` with CLIENTS concurrent keep-alive connections. */
async function throughput({ port, path, token }: Target, ms: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', reject);
    });
  const run = async (ms: number) => {
    let count = 0;
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          await once();
          count++;
        }
      }),
    );
    return count / (ms / 1000);
  };
  await run(100); // connections open, code paths warm
  const rate = await run(ms);
  agent.destroy();
  return rate;
}

/**
 * Each target's throughput, measured in turns of half a second (A, B, C, A, B, C…) for SECONDS
 * each: whatever else the machine does slows every target alike, so their ratios hold.
 */
async function interleaved(targets: Target[]): Promise<number[]> {
  const turns = Math.max(1, Math.round(SECONDS * 2));
  const sums = targets.map(() => 0);
  for (let turn = 0; turn < turns; turn++) {
    for (const [i, target] of targets.entries()) sums[i]! += await throughput(target, 500);
  }
  return sums.map((sum) => sum / turns);
}

const close = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Adds the API ratios for one database kind to the report. */
export async function benchApi(report: Report, kind: DbKind): Promise<void> {
  const bare = await listen(new Hono().get('/bare', (c) => c.json({ status: 'ok' })).fetch);
  const t = await createTestApp({ kind });
  const real = await listen(t.app.fetch);
  try {
    const { token } = await signIn(t.app, `bench-${kind}@example.com`);
    // A user with history: a balance row and twenty saved conversations.
    const userId = (await t.testDb.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    await t.deps.budget.reserve(userId, 1, 'bench-seed');
    for (let i = 0; i < 20; i++) {
      const messages = [
        { role: 'user', content: `question ${i}` },
        { role: 'assistant', content: 'answer' },
      ];
      await authed(t.app, token, '/api/msgs/insert', {
        method: 'POST',
        json: { id: 'new_message', title: `t${i}`, messages },
      });
    }
    const paths = ['/api/tokens/status', '/api/msgs/title'];
    const [baseline = NaN, health = NaN, ...rates] = await interleaved([
      { port: portOf(bare), path: '/bare' },
      { port: portOf(real), path: '/health' },
      ...paths.map((path) => ({ port: portOf(real), path, token })),
    ]);
    for (const [i, path] of paths.entries()) {
      const rate = rates[i] ?? NaN;
      report.add({
        name: `API ${path} ÷ bare route [${kind}]`,
        value: rate / baseline,
        target: 0.5,
        direction: 'min',
        unit: 'ratio',
        detail: `${rate.toFixed(0)} vs ${baseline.toFixed(0)} req/s (app's /health ${health.toFixed(0)}), ${CLIENTS} clients`,
      });
    }
  } finally {
    await close(real);
    await close(bare);
    await t.close();
  }
}
