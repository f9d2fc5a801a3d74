import { request as httpRequest } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_BODY_BYTES, MAX_BODY_BYTES } from '../../src/http/parse-body.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';
import { BODY_CHUNK_BYTES, endlessBody } from '../support/endless-body.js';

/** One chunk of the raw socket body: spaces, valid JSON whitespace. */
const SPACES = Buffer.alloc(BODY_CHUNK_BYTES, 0x20);

const postStream = (t: TestApp, path: string, body: ReadableStream) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  });

describeEachDb('request body limits', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('a never-ending body without Content-Length → 413 at the limit, Connection: close', async () => {
    const { stream, stats } = endlessBody(256 * 1024 * 1024);
    const started = performance.now();
    const response = await postStream(t, '/api/google/exchange-code', stream);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Request body is too large' },
    });
    expect(stats.pulled).toBeLessThan(DEFAULT_BODY_BYTES + 4 * BODY_CHUNK_BYTES);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('a 70 KB body to the code exchange → 413', async () => {
    const body = JSON.stringify({ code: 'x'.repeat(70 * 1024) });
    const response = await t.app.request('/api/google/exchange-code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('Quick and Deep accept long histories (up to 2 MB) but not more', async () => {
    for (const path of ['/api/quick', '/api/spysearch']) {
      const long = await postStream(t, path, endlessBody(MAX_BODY_BYTES - BODY_CHUNK_BYTES).stream);
      expect(long.status).not.toBe(413); // no such route in this app: past the limit, it is 404
      const { stream, stats } = endlessBody(64 * 1024 * 1024);
      expect((await postStream(t, path, stream)).status).toBe(413);
      expect(stats.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * BODY_CHUNK_BYTES);
    }
  });

  it('a 1.5 MB conversation save still succeeds', async () => {
    const { token } = await signIn(t.app, 'big@example.com');
    const messages = Array.from({ length: 8 }, () => ({ role: 'assistant', content: 'x'.repeat(190_000) }));
    const json = { id: 'new_message', title: 'Long', messages };
    expect(JSON.stringify(json).length).toBeGreaterThan(1.4 * 1024 * 1024);
    const response = await authed(t.app, token, '/api/msgs/insert', { method: 'POST', json });
    expect(response.status).toBe(200);
  });
});

describeEachDb('request body limits on a real server', (kind) => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  it('judges a body by its Content-Length: 413 past the limit of its route, read and parsed within it', async () => {
    const post = (path: string, body: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const big = await post('/api/google/exchange-code', JSON.stringify({ code: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.headers.get('connection')).toBe('close');
    expect(await big.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    // Within the limit, the body reaches the route: a well-formed code it does not know.
    const small = await post(
      '/api/google/exchange-code',
      JSON.stringify({ code: 'never-handed-out-0123456789' }),
    );
    expect(small.status).toBe(401);
  });

  it('answers a chunked never-ending body with 413 quickly, without memory growing with the body', async () => {
    const budget = 200 * 1024 * 1024;
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let sent = 0;
    const started = performance.now();
    const answer = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/google/exchange-code',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      let answered = false;
      req.on('response', (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode, connection: response.headers.connection });
        req.destroy();
      });
      // Once the server has answered and closed, writes fail: that is the point, not an error.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sent < budget) {
          sent += BODY_CHUNK_BYTES;
          peak = Math.max(peak, process.memoryUsage().rss);
          if (!req.write(SPACES)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(answer).toEqual({ status: 413, connection: 'close' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(sent).toBeLessThan(budget / 4);
    expect(peak - baseline).toBeLessThan(50 * 1024 * 1024);
  });
});
