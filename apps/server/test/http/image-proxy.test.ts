import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createImageService, IMAGE_PROXY_PATH, type ImageViewer } from '../../src/images/index.js';
import type { ImageFetcherOptions } from '../../src/images/image-fetcher.js';
import { memoryLogger } from '../support/memory-logger.js';
import { fixtureLookup, onlyFixtureAddress } from '../fixtures/web/fixture-hosts.js';
import { IMAGE_BYTES } from '../fixtures/web/image-bytes.js';
import { startPageServer, type PageServer } from '../fixtures/web/page-server.js';
import { PRIVATE_HOSTS, privateLiteralUrls } from '../fixtures/web/private-hosts.js';
import { describeEachDb } from '../support/test-db.js';
import {
  authed,
  createTestApp,
  newBrowser,
  signIn,
  TEST_PUBLIC_URL,
  TEST_SESSION_SECRET,
  type TestApp,
} from '../support/test-app.js';

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
});
afterAll(() => server.close());

const fixtureUrl = (path: string, host = 'images.fixture.test') => `http://${host}:${server.port}${path}`;
/** The session id inside an app token (the JWT's `sid` claim). */
const sessionOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

/** An image service like the app's (same secret), with its own fetcher settings. */
const imageService = (options: ImageFetcherOptions) =>
  createImageService({ secret: TEST_SESSION_SECRET, publicUrl: TEST_PUBLIC_URL, ...options });

describeEachDb('image proxy', (kind) => {
  let t: TestApp;
  let viewer: ImageViewer;
  let token: string;
  beforeAll(async () => {
    // Fixture names reach the page fixture; every other non-public address stays refused.
    t = await createTestApp({
      kind,
      images: {
        lookup: fixtureLookup(),
        isAllowedAddress: onlyFixtureAddress,
        maxBytes: 256 * 1024,
        timeoutMs: 800,
      },
    });
    const signedIn = await signIn(t.app, 'images@example.com');
    token = signedIn.token;
    viewer = { userId: signedIn.user.id, sessionId: sessionOf(token) };
  });
  afterAll(async () => t.close());

  /** The proxy link the server would hand `viewer` for an outside image URL. */
  const linkFor = (url: string, who = viewer) => {
    const [image] = t.deps.images.links.present(who, [{ link: url, imageUrl: url, title: 't' }]);
    if (!image?.imageUrl.startsWith(IMAGE_PROXY_PATH)) throw new Error(`no link for ${url}`);
    return image.imageUrl;
  };
  /** An `<img>` load: no bearer token, no cookie. */
  const load = (path: string, app = t.app) => app.request(path);
  const requestsTo = (path: string) => server.requests.filter((r) => r.path === path).length;

  it('serves an image search returned, without a bearer token, sending nothing of the reader on', async () => {
    const before = server.requests.length;
    const response = await load(linkFor(fixtureUrl('/image.png')));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(IMAGE_BYTES.png);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('set-cookie')).toBeNull(); // the fixture tried to set one
    const upstream = server.requests.slice(before);
    expect(upstream).toHaveLength(1);
    expect(upstream[0]?.headers['user-agent']).toBe('PardusBot/0.1 (image proxy)');
    for (const header of ['cookie', 'referer', 'authorization', 'x-forwarded-for'])
      expect(upstream[0]?.headers[header], header).toBeUndefined();
  });

  it('serves the type the bytes are, not the one declared', async () => {
    const gif = await load(linkFor(fixtureUrl('/image.gif')));
    expect(gif.headers.get('content-type')).toBe('image/gif');
    const untyped = await load(linkFor(fixtureUrl('/image-no-type')));
    expect(untyped.status).toBe(200);
    expect(untyped.headers.get('content-type')).toBe('image/png');
    const mislabelled = await load(linkFor(fixtureUrl('/image-wrong-type')));
    expect(mislabelled.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses non-images and SVG, whether declared or hidden behind an image type', async () => {
    for (const path of ['/image-html', '/image.svg', '/image-svg-as-png', '/article']) {
      const response = await load(linkFor(fixtureUrl(path)));
      expect(response.status, path).toBe(502);
      expect(response.headers.get('content-type'), path).toContain('application/json');
      expect(await response.json(), path).toMatchObject({ error: { code: 'upstream_failed' } });
    }
  });

  it('refuses oversized images, announced or streamed, without reading them whole', async () => {
    for (const path of ['/image-huge', '/image-huge-declared']) {
      const started = requestsTo(path);
      const response = await load(linkFor(fixtureUrl(path)));
      expect(response.status, path).toBe(502);
      expect(requestsTo(path) - started, path).toBe(1);
      const request = await server.waitForEnd(server.requests.length - 1);
      expect(request.aborted, path).toBe(true); // cut off, not read to the end
    }
  });

  it('gives up on a slow image at the time cap while other images are served at once', async () => {
    const started = Date.now();
    const slow = load(linkFor(fixtureUrl('/image-slow')));
    const quick = await load(linkFor(fixtureUrl('/image.png')));
    expect(quick.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
    expect((await slow).status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('serves only links it handed out: unknown, tampered, foreign-key and expired tokens are 404s', async () => {
    const before = server.requests.length;
    const good = linkFor(fixtureUrl('/image.png')).slice(IMAGE_PROXY_PATH.length);
    const [payload = '', mac = ''] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, u: 'http://169.254.169.254/latest/meta-data/' }));
    const otherKey = createImageService({
      secret: 'another-secret-another-secret-0123456789',
      publicUrl: TEST_PUBLIC_URL,
    });
    const expired = createImageService({
      secret: TEST_SESSION_SECRET,
      publicUrl: TEST_PUBLIC_URL,
      now: () => Date.now() - 25 * 3600_000,
    });
    const notOurs = [
      'abc',
      `${payload}.${'A'.repeat(43)}`,
      `${forged.toString('base64url')}.${mac}`,
      `${payload}.${mac.slice(0, -2)}`,
      `${payload}x.${mac}`,
      otherKey.links
        .present(viewer, [{ link: 'x', imageUrl: fixtureUrl('/image.png'), title: 't' }])[0]
        ?.imageUrl.slice(IMAGE_PROXY_PATH.length) ?? '',
      expired.links
        .present(viewer, [{ link: 'x', imageUrl: fixtureUrl('/image.png'), title: 't' }])[0]
        ?.imageUrl.slice(IMAGE_PROXY_PATH.length) ?? '',
      encodeURIComponent(fixtureUrl('/image.png')),
    ];
    for (const candidate of notOurs) {
      const response = await load(`${IMAGE_PROXY_PATH}${candidate}`);
      expect(response.status, candidate).toBe(404);
    }
    expect(server.requests.length).toBe(before);
  });

  it('serves a link only while the session it was made for is signed in', async () => {
    const other = await signIn(t.app, 'leaving@example.com', newBrowser('10.0.0.7'));
    const link = linkFor(fixtureUrl('/image.png'), {
      userId: other.user.id,
      sessionId: sessionOf(other.token),
    });
    expect((await load(link)).status).toBe(200);
    // Someone else's session id with this user's id (or the reverse) is not a signed-in session.
    expect(
      (
        await load(
          linkFor(fixtureUrl('/image.png'), { userId: viewer.userId, sessionId: sessionOf(other.token) }),
        )
      ).status,
    ).toBe(401);
    expect((await authed(t.app, other.token, '/api/logout', { method: 'POST' })).status).toBe(200);
    const before = server.requests.length;
    const response = await load(link);
    expect(response.status).toBe(401);
    expect(server.requests.length).toBe(before);
  });

  it('refuses every private address form at connect time, over http and https', async () => {
    const app = createApp({ ...t.deps, images: imageService({ lookup: fixtureLookup(PRIVATE_HOSTS) }) });
    const before = server.requests.length;
    for (const host of Object.keys(PRIVATE_HOSTS)) {
      for (const scheme of ['http', 'https']) {
        const url = `${scheme}://${host}:${server.port}/image.png`;
        expect((await load(linkFor(url), app)).status, url).toBe(502);
      }
    }
    // *.fixture.test is 127.0.0.1 too, and a server listens there: still refused by default.
    expect((await load(linkFor(fixtureUrl('/image.png')), app)).status).toBe(502);
    for (const url of privateLiteralUrls(server.port))
      expect((await load(linkFor(url), app)).status, url).toBe(502);
    expect(server.requests.length).toBe(before);
  });

  it('checks every redirect: loopback, metadata and private-resolving targets are refused', async () => {
    // The first host is allowed by name (an operator's exception); every hop after it meets the rules.
    const app = createApp({
      ...t.deps,
      images: imageService({
        lookup: fixtureLookup({ 'private.example': '10.0.0.1' }),
        allowHosts: ['start.fixture.test'],
      }),
    });
    for (const path of [
      '/redirect-loopback',
      '/redirect-metadata',
      `/redirect-to?to=${encodeURIComponent('http://private.example/image.png')}`,
      `/redirect-to?to=${encodeURIComponent(fixtureUrl('/image.png', 'other.fixture.test'))}`,
    ]) {
      const before = server.requests.length;
      expect((await load(linkFor(fixtureUrl(path, 'start.fixture.test')), app)).status, path).toBe(502);
      expect(server.requests.length - before, path).toBe(1); // only the first hop reached the fixture
    }
    const followed = await load(
      linkFor(fixtureUrl(`/redirect-to?to=${encodeURIComponent('/image.png')}`, 'start.fixture.test')),
      app,
    );
    expect(followed.status).toBe(200);
  });

  it('logs an outcome code and a time, never the image URL, the link or the user', async () => {
    const { logger, text } = memoryLogger();
    const app = createApp({ ...t.deps, logger });
    const served = linkFor(fixtureUrl('/image.png?who=secret-query'));
    const refused = linkFor(fixtureUrl('/image.svg'));
    expect((await load(served, app)).status).toBe(200);
    expect((await load(refused, app)).status).toBe(502);
    const logged = text();
    const lines = logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const proxied = lines.filter((l) => l.msg === 'image proxied');
    expect(proxied).toEqual([expect.objectContaining({ outcome: 'ok' })]);
    expect(typeof proxied[0]?.ms).toBe('number');
    expect(lines.filter((l) => l.msg === 'image not proxied')).toEqual([
      expect.objectContaining({ outcome: 'not_image' }),
    ]);
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.path)).toEqual([
      '/api/images/:id',
      '/api/images/:id',
    ]);
    for (const secret of ['fixture.test', 'secret-query', 'image.svg', viewer.userId, served.slice(13, 40)])
      expect(logged, secret).not.toContain(secret);
  });
});

describe('image proxy links', () => {
  it('keep the library’s own images as they are and leave out what is not an http(s) URL', () => {
    const { links } = imageService({});
    const viewer = { userId: 'u', sessionId: 's' };
    const presented = links.present(viewer, [
      { link: 'l', imageUrl: `${TEST_PUBLIC_URL}/library/flags.cl`, title: 'Flag' },
      { link: 'l', imageUrl: 'javascript:alert(1)', title: 'Script' },
      { link: 'l', imageUrl: 'https://img.example/a.jpg', thumbnailUrl: 'data:image/png,x', title: 'Photo' },
    ]);
    expect(presented).toHaveLength(2);
    expect(presented[0]).toEqual({
      link: 'l',
      imageUrl: `${TEST_PUBLIC_URL}/library/flags.cl`,
      title: 'Flag',
    });
    expect(presented[1]?.imageUrl.startsWith(IMAGE_PROXY_PATH)).toBe(true);
    expect(presented[1]?.thumbnailUrl).toBeUndefined();
  });

  it('give their URL back to the user they were made for, and to nobody else', () => {
    const { links } = imageService({});
    const [mine] = links.present({ userId: 'u', sessionId: 's' }, [
      { link: 'l', imageUrl: 'https://img.example/a.jpg', title: 'Photo' },
    ]);
    if (!mine) throw new Error('no link');
    expect(links.recover('u', [mine])).toEqual([
      { link: 'l', imageUrl: 'https://img.example/a.jpg', title: 'Photo' },
    ]);
    expect(links.recover('u', [{ ...mine, imageUrl: `${TEST_PUBLIC_URL}${mine.imageUrl}` }])).toHaveLength(1);
    expect(links.recover('someone-else', [mine])).toEqual([]);
    expect(
      links.recover('u', [{ link: 'l', imageUrl: 'https://img.example/a.jpg', title: 'Injected' }]),
    ).toEqual([]);
    expect(
      links.recover('u', [{ link: 'l', imageUrl: 'https://elsewhere.example/api/images/x.y', title: 'x' }]),
    ).toEqual([]);
  });
});
