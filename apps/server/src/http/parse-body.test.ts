import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createErrorHandler } from './error-handler.js';
import { MAX_BODY_BYTES, parseJsonBody } from './parse-body.js';
import { BODY_CHUNK_BYTES, endlessBody } from '../../test/support/endless-body.js';

/** parseJsonBody alone, without the app's bodyLimit in front: its own cap must hold too. */
function bareApp() {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.post('/echo', async (c) => c.json(await parseJsonBody(c, z.strictObject({ a: z.number() }))));
  return app;
}

describe('parseJsonBody', () => {
  it('stops reading a streamed body without Content-Length at MAX_BODY_BYTES → 413', async () => {
    const { stream, stats } = endlessBody(64 * 1024 * 1024);
    const response = await bareApp().request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(stats.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * BODY_CHUNK_BYTES);
  });

  it('still parses a valid body, and rejects the wrong type (415) and bad JSON (400)', async () => {
    const post = (body: string, type = 'application/json') =>
      bareApp().request('/echo', { method: 'POST', headers: { 'content-type': type }, body });
    const ok = await post('{"a":1}');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ a: 1 });
    expect((await post('{"a":1}', 'text/plain')).status).toBe(415);
    expect((await post('{"a":')).status).toBe(400);
    expect((await post('{"a":1,"b":2}')).status).toBe(400);
  });
});

describe('parseJsonBody behind a real Node server', () => {
  let server: ServerType;
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: bareApp().fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
        url = `http://127.0.0.1:${info.port}/echo`;
        resolve();
      });
    });
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('reads a body of declared length whole: parsed, a BOM dropped, bad JSON and bad shapes rejected', async () => {
    const ok = await post('{"a":1}');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ a: 1 });
    expect(await (await post('\uFEFF{"a":2}')).json()).toEqual({ a: 2 });
    expect((await post('{"a":')).status).toBe(400);
    expect((await post('{"a":1,"b":2}')).status).toBe(400);
  });

  it('answers 413 from the declared length alone, past MAX_BODY_BYTES', async () => {
    const response = await post(`{"a":1${' '.repeat(MAX_BODY_BYTES)}}`);
    expect(response.status).toBe(413);
  });
});
