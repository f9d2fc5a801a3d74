import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FixtureReply, FixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { startFixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { SearchError } from '../search-provider.js';
import { requestJson } from './request-json.js';

const schema = z.object({ results: z.array(z.string()) });
let server: FixtureServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function call(reply: FixtureReply, options: { signal?: AbortSignal; timeoutMs?: number } = {}) {
  server = await startFixtureServer(() => reply);
  return requestJson('test', { url: new URL(`${server.url}/search`), method: 'GET', headers: {} }, schema, {
    signal: options.signal ?? new AbortController().signal,
    timeoutMs: options.timeoutMs ?? 2_000,
  });
}

async function failure(promise: Promise<unknown>): Promise<SearchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof SearchError)) throw new Error(`expected a SearchError, got ${String(error)}`);
  return error;
}

describe('requestJson', () => {
  it('returns the parsed body of a 2xx answer, ignoring extra fields', async () => {
    await expect(call({ status: 200, json: { results: ['a'], extra: 1 } })).resolves.toEqual({
      results: ['a'],
    });
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [400, false],
    [401, false],
    [404, false],
  ])('HTTP %i becomes a SearchError (retryable: %s)', async (status, retryable) => {
    const error = await failure(call({ status, json: { error: 'nope' } }));
    expect(error.retryable).toBe(retryable);
    expect(error.message).toContain(`HTTP ${status}`);
    expect(error.status).toBe(status);
    expect(error.reason).toBe(status === 429 ? 'rate_limited' : 'http_status');
  });

  it('rejects malformed JSON and unexpected shapes as non-retryable', async () => {
    expect((await failure(call({ status: 200, text: '<html>oops' }))).retryable).toBe(false);
    await server?.close();
    expect((await failure(call({ status: 200, json: { results: 'not a list' } }))).message).toContain(
      'unexpected response',
    );
  });

  it('times out with a retryable SearchError', async () => {
    const started = Date.now();
    const error = await failure(call({ hang: true }, { timeoutMs: 150 }));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("rethrows the caller's abort reason when the caller aborts", async () => {
    const controller = new AbortController();
    const reason = new Error('client went away');
    setTimeout(() => controller.abort(reason), 50);
    await expect(call({ hang: true }, { signal: controller.signal, timeoutMs: 5_000 })).rejects.toBe(reason);
  });

  it('reports an unreachable server as a retryable network error', async () => {
    server = await startFixtureServer(() => ({ status: 200, json: {} }));
    const url = new URL(`${server.url}/search`);
    await server.close();
    server = undefined;
    const error = await failure(
      requestJson('test', { url, method: 'GET', headers: {} }, schema, {
        signal: new AbortController().signal,
        timeoutMs: 2_000,
      }),
    );
    expect(error.retryable).toBe(true);
  });
});
