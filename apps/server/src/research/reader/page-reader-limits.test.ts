import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureLookup, onlyFixtureAddress } from '../../../test/fixtures/web/fixture-hosts.js';
import { startPageServer, type PageServer } from '../../../test/fixtures/web/page-server.js';
import { readFailure } from '../../../test/fixtures/web/read-failure.js';
import { createPageReader, ReadError, type PageReaderOptions } from './index.js';

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
});
afterAll(() => server.close());

const signal = () => new AbortController().signal;
const url = (path: string, host = 'site.fixture.test') => `http://${host}:${server.port}${path}`;
const reader = (options: PageReaderOptions = {}) =>
  createPageReader({ lookup: fixtureLookup(), isAllowedAddress: onlyFixtureAddress, ...options });
const indexOfNext = () => server.requests.length;

describe('page reader: size', () => {
  it('stops a streamed body without Content-Length at maxBytes', async () => {
    const error = await readFailure(reader({ maxBytes: 1024 * 1024 }).read(url('/huge'), signal()));
    expect(error.reason).toBe('too_large');
  });

  it('refuses early when Content-Length is over the cap, without reading the body', async () => {
    const index = indexOfNext();
    const error = await readFailure(reader({ maxBytes: 1024 * 1024 }).read(url('/huge-declared'), signal()));
    expect(error.reason).toBe('too_large');
    expect((await server.waitForEnd(index)).aborted).toBe(true);
  });

  it('counts decompressed bytes: a gzip bomb is stopped at the cap without inflating it', async () => {
    expect(server.gzipBomb.compressedBytes).toBeLessThan(200 * 1024);
    const before = process.memoryUsage().rss;
    const error = await readFailure(reader().read(url('/gzip-bomb'), signal()));
    const grown = process.memoryUsage().rss - before;
    expect(error.reason).toBe('too_large');
    expect(grown).toBeLessThan(20 * 1024 * 1024); // the bomb inflates to 50 MB
  });
});

describe('page reader: time', () => {
  it('times out a page that never finishes, and closes the connection', async () => {
    const index = indexOfNext();
    const started = Date.now();
    const error = await readFailure(reader({ timeoutMs: 300 }).read(url('/slow'), signal()));
    expect(error).toMatchObject({ reason: 'timeout', retryable: false });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect((await server.waitForEnd(index)).aborted).toBe(true);
  });

  it("rejects with the caller's abort reason within a few hundred ms and drops the socket", async () => {
    const index = indexOfNext();
    const controller = new AbortController();
    const reason = new Error('the user left');
    setTimeout(() => controller.abort(reason), 100);
    const started = Date.now();
    const outcome = await reader()
      .read(url('/slow'), controller.signal)
      .catch((error: unknown) => error);
    expect(outcome).toBe(reason);
    expect(Date.now() - started).toBeLessThan(500);
    const request = await server.waitForEnd(index, 500);
    expect(request.aborted).toBe(true);
    expect(request.endedAt ?? Infinity).toBeLessThan(started + 600);
  });

  it('rejects with an AbortError (not a ReadError) for a plain abort, also when aborted before the call', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const outcome = await reader()
      .read(url('/slow'), controller.signal)
      .catch((error: unknown) => error);
    expect(outcome).not.toBeInstanceOf(ReadError);
    expect(outcome).toMatchObject({ name: 'AbortError' });
    await expect(reader().read(url('/article'), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('page reader: per-host concurrency', () => {
  it('reads at most two pages of one host at once, other hosts alongside', async () => {
    const shared = reader();
    const reads = [
      ...Array.from({ length: 6 }, () => shared.read(url('/delayed?ms=150', 'busy.fixture.test'), signal())),
      ...Array.from({ length: 2 }, () => shared.read(url('/delayed?ms=150', 'other.fixture.test'), signal())),
    ];
    await Promise.all(reads);
    expect(server.peakConcurrency((r) => r.host === 'busy.fixture.test')).toBe(2);
    expect(server.peakConcurrency((r) => r.path === '/delayed')).toBeGreaterThanOrEqual(3);
  });
});

describe('page reader: retries', () => {
  it('retries a 429 once, after the Retry-After the site asked for', async () => {
    const path = '/flaky?status=429&retryAfter=1&key=retry-after';
    const page = await reader().read(url(path), signal());
    expect(page.markdown).toContain('snow leopard');
    const attempts = server.requests.filter((r) => r.query.get('key') === 'retry-after');
    expect(attempts).toHaveLength(2);
    expect((attempts[1]?.startedAt ?? 0) - (attempts[0]?.startedAt ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('retries a 5xx once with backoff, then gives up with the status', async () => {
    await reader().read(url('/flaky?status=503&key=once'), signal());
    expect(server.requests.filter((r) => r.query.get('key') === 'once')).toHaveLength(2);
    const error = await readFailure(reader().read(url('/flaky?status=503&fail=5&key=twice'), signal()));
    expect(error).toMatchObject({ reason: 'http_status', status: 503, retryable: true });
    expect(server.requests.filter((r) => r.query.get('key') === 'twice')).toHaveLength(2);
  });

  it('does not retry when retries is 0', async () => {
    await readFailure(reader({ retries: 0 }).read(url('/flaky?status=500&key=none'), signal()));
    expect(server.requests.filter((r) => r.query.get('key') === 'none')).toHaveLength(1);
  });
});
