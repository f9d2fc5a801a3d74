import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import {
  instrumentAnswer,
  instrumentBudget,
  instrumentLimiter,
  instrumentSearch,
} from '../../src/metrics/instrument.js';
import { metricsApp } from '../../src/metrics/metrics-app.js';
import { createMetrics, type Metrics } from '../../src/metrics/metrics.js';
import { countRunsByState } from '../../src/research/jobs/run-states.js';
import { quickRoutes } from '../../src/routes/quick.js';
import { scriptedEngine, scriptedSearch } from '../support/doubles.js';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';

let t: TestApp;
let app: App;
let metrics: Metrics;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  metrics = createMetrics();
  const budget = instrumentBudget(t.deps.budget, metrics);
  const search = scriptedSearch([
    { url: 'https://example.com/a', title: 'A', snippet: 'Alpha is a letter.' },
  ]);
  const quick = quickRoutes({
    search: instrumentSearch({ ...search, ready: async () => undefined, isReady: () => true }, metrics),
    answer: instrumentAnswer(scriptedEngine(['Alpha is a letter [1].']), metrics),
    budget,
    logger: createLogger('silent'),
    limiter: instrumentLimiter(createStreamLimiter(3), metrics),
    imageGraceMs: 0,
  });
  // The app as main.ts builds it with METRICS_PORT set: instrumented dependencies, metrics middleware.
  app = createApp({ ...t.deps, budget, metrics, extraApiRoutes: [{ path: '/quick', router: quick }] });
  token = (await signIn(app, 'metrics@example.com')).token;
});
afterAll(async () => t.close());

const scrape = async () => {
  const response = await metricsApp(metrics).request('/metrics');
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

it('counts requests by route pattern and status, never by raw path', async () => {
  await authed(app, token, '/api/tokens/status');
  await authed(app, token, '/api/tokens/status');
  await authed(app, token, '/api/no-such/secret-looking-path');
  const text = await scrape();
  expect(text).toContain(
    'pardus_http_requests_total{method="GET",route="/api/tokens/status",status="200"} 2',
  );
  expect(text).toContain('route="/api/*",status="404"');
  expect(text).not.toContain('secret-looking-path');
  expect(text).toMatch(
    /pardus_http_request_duration_seconds_count\{method="GET",route="\/api\/tokens\/status",status="200"\} 2/,
  );
  expect(text).toContain('pardus_process_cpu_seconds_total');
});

it('counts a Quick answer: budget reserve and settle, provider calls, and the stream closing', async () => {
  const response = await authed(app, token, '/api/quick', {
    method: 'POST',
    json: { message: [{ role: 'user', content: 'What is alpha?' }] },
  });
  expect(await response.text()).toContain('"type":"done"');
  const text = await scrape();
  expect(text).toContain('pardus_budget_operations_total{operation="reserve",outcome="ok"} 1');
  expect(text).toContain('pardus_budget_operations_total{operation="settle",outcome="ok"} 1');
  expect(text).toMatch(
    /pardus_provider_call_duration_seconds_count\{provider="scripted",call="search"\} [1-9]/,
  );
  expect(text).toMatch(/pardus_provider_call_duration_seconds_count\{provider="scripted",call="answer"\} 1/);
  expect(text).toContain('pardus_open_streams 0');
});

it('gives every response a request id: the caller’s when it is a plain token, else a fresh one', async () => {
  const fresh = await app.request('/health');
  expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const kept = await app.request('/health', { headers: { 'x-request-id': 'lb-1234' } });
  expect(kept.headers.get('x-request-id')).toBe('lb-1234');
  const odd = await app.request('/health', { headers: { 'x-request-id': 'a b\u00e9<script>' } });
  expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

it('writes the request id on the access log line', async () => {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const logged = createApp({ ...t.deps, logger });
  const response = await authed(logged, token, '/api/tokens/status', {
    headers: { 'x-request-id': 'trace-77' },
  });
  expect(response.status).toBe(200);
  const entry = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((e) => e.msg === 'request');
  expect(entry).toMatchObject({ reqId: 'trace-77', path: '/api/tokens/status', status: 200 });
});

it('reports research runs by state, as the database holds them', async () => {
  const counted = createMetrics({ researchRunsByState: () => countRunsByState(t.deps.db) });
  const { id: userId } = await t.deps.db
    .insertInto('users')
    .values({ id: 'u-metrics', sub: 'sub-metrics', email: 'runs@example.com' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [id, status] of [
    ['r1', 'done'],
    ['r2', 'done'],
    ['r3', 'cancelled'],
  ] as const)
    await t.deps.db
      .insertInto('research_runs')
      .values({ id, user_id: userId, question: 'q', status, stages: '{}', updated_at: new Date() })
      .execute();
  const text = await (await metricsApp(counted).request('/metrics')).text();
  expect(text).toContain('pardus_research_runs{state="done"} 2');
  expect(text).toContain('pardus_research_runs{state="cancelled"} 1');
});
