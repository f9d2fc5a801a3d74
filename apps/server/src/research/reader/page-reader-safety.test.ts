import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureLookup, onlyFixtureAddress } from '../../../test/fixtures/web/fixture-hosts.js';
import { startPageServer, type PageServer } from '../../../test/fixtures/web/page-server.js';
import { PRIVATE_HOSTS, privateLiteralUrls } from '../../../test/fixtures/web/private-hosts.js';
import { readFailure } from '../../../test/fixtures/web/read-failure.js';
import { createPageReader, ReadError, type PageReaderOptions } from './index.js';

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
});
afterAll(() => server.close());

const signal = () => new AbortController().signal;
const url = (host: string, path = '/article') => `http://${host}:${server.port}${path}`;
/** Reaches the fixture through `*.fixture.test` names, refusing every other non-public address. */
const reader = (options: PageReaderOptions = {}) =>
  createPageReader({ lookup: fixtureLookup(), isAllowedAddress: onlyFixtureAddress, ...options });

describe('page reader: address policy (the default one)', () => {
  it('refuses a hostname resolving to any non-public address, before connecting', async () => {
    const defaults = createPageReader({ lookup: fixtureLookup(PRIVATE_HOSTS) });
    const before = server.requests.length;
    for (const host of Object.keys(PRIVATE_HOSTS)) {
      expect((await readFailure(defaults.read(url(host), signal()))).reason, host).toBe('blocked');
      // https goes through its own agent; the same lookup must guard it (refused before any TLS).
      const secure = `https://${host}:${server.port}/article`;
      expect((await readFailure(defaults.read(secure, signal()))).reason, secure).toBe('blocked');
    }
    // *.fixture.test is 127.0.0.1 too: refused by default even though a server listens there.
    expect((await readFailure(defaults.read(url('site.fixture.test'), signal()))).reason).toBe('blocked');
    expect(server.requests.length).toBe(before);
  });

  it('refuses localhost through the system resolver, and literal IP hosts', async () => {
    const defaults = createPageReader();
    const before = server.requests.length;
    for (const target of privateLiteralUrls(server.port)) {
      expect((await readFailure(defaults.read(target, signal()))).reason, target).toBe('blocked');
    }
    expect(server.requests.length).toBe(before);
  });

  it('lets an allowHosts name through, case-insensitively, and nothing else', async () => {
    const lookup = fixtureLookup();
    const blocked = createPageReader({ lookup });
    expect((await readFailure(blocked.read(url('intranet.fixture.test'), signal()))).reason).toBe('blocked');
    const allowed = createPageReader({ lookup, allowHosts: ['INTRANET.Fixture.test'] });
    expect((await allowed.read(url('intranet.fixture.test'), signal())).markdown).toContain('snow leopard');
    expect((await readFailure(allowed.read(url('other.fixture.test'), signal()))).reason).toBe('blocked');
  });
});

describe('page reader: redirects', () => {
  // The start host is allowed by name; every hop after it meets the default policy.
  const allowStart = () =>
    createPageReader({
      lookup: fixtureLookup({ 'private.example': '10.0.0.1' }),
      allowHosts: ['start.fixture.test'],
    });

  it('checks every hop: loopback, metadata and private-resolving targets are blocked', async () => {
    for (const path of [
      '/redirect-loopback',
      '/redirect-metadata',
      `/redirect-to?to=${encodeURIComponent('http://private.example/secret')}`,
      `/redirect-to?to=${encodeURIComponent(url('other.fixture.test'))}`,
    ]) {
      const before = server.requests.length;
      expect(
        (await readFailure(allowStart().read(url('start.fixture.test', path), signal()))).reason,
        path,
      ).toBe('blocked');
      expect(server.requests.length, path).toBe(before + 1); // only the first hop reached the fixture
    }
  });

  it('refuses a redirect to another scheme', async () => {
    const target = url('site.fixture.test', `/redirect-to?to=${encodeURIComponent('file:///etc/passwd')}`);
    expect((await readFailure(reader().read(target, signal()))).reason).toBe('invalid_url');
  });

  it('follows up to five redirects and refuses the sixth', async () => {
    const page = await reader().read(url('site.fixture.test', '/redirect?n=5'), signal());
    expect(page.finalUrl).toBe(url('site.fixture.test'));
    const before = server.requests.length;
    const error = await readFailure(reader().read(url('site.fixture.test', '/redirect?n=6'), signal()));
    expect(error.reason).toBe('too_many_redirects');
    expect(server.requests.length - before).toBe(6);
  });
});

describe('page reader: network failures', () => {
  it('reports a reset, a refused connection and an unknown host as network errors', async () => {
    expect(
      (await readFailure(reader({ retries: 0 }).read(url('site.fixture.test', '/reset'), signal()))).reason,
    ).toBe('network');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await readFailure(
      reader({ retries: 0 }).read(`http://site.fixture.test:${port}/`, signal()),
    );
    expect(refused).toMatchObject({ reason: 'network', retryable: true });
    expect(String(refused.message)).toContain('ECONNREFUSED');
    expect((await readFailure(reader({ retries: 0 }).read('http://nowhere.invalid/', signal()))).reason).toBe(
      'network',
    );
  });

  it('retries a network failure once', async () => {
    const before = server.requests.filter((r) => r.path === '/reset').length;
    expect((await readFailure(reader().read(url('site.fixture.test', '/reset'), signal()))).reason).toBe(
      'network',
    );
    expect(server.requests.filter((r) => r.path === '/reset').length - before).toBe(2);
  });
});

it('keeps ReadError reasons inside the protocol list', () => {
  expect(new ReadError('blocked', 'x').reason).toBe('blocked');
});
