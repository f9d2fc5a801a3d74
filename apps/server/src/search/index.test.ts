import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../test/fixtures/search/fixture-server.js';
import { startFixtureServer } from '../../test/fixtures/search/fixture-server.js';
import { loadFixture } from '../../test/fixtures/search/load-fixture.js';
import type { SearchConfig } from './index.js';
import { createSearchProvider, httpImagesOnly } from './index.js';

const logger = { info: () => undefined, warn: () => undefined };
let root: string;
let base: SearchConfig;
let server: FixtureServer | undefined;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pardus-search-'));
  base = {
    provider: 'library',
    publicUrl: 'http://localhost:8000',
    libraryDir: join(root, 'library'),
    dataDir: join(root, 'data'),
    dictdDir: join(root, 'dictd'),
    clipartDir: join(root, 'clipart'),
    timeoutMs: 2_000,
  };
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(root, { recursive: true, force: true });
});

describe('createSearchProvider', () => {
  it.each(['brave', 'tavily', 'serper'] as const)(
    'refuses %s without an API key, naming the setting',
    (provider) => {
      expect(() => createSearchProvider({ ...base, provider }, { logger })).toThrow(/SEARCH_API_KEY/);
    },
  );

  it('refuses searxng without a URL, naming the setting', () => {
    expect(() => createSearchProvider({ ...base, provider: 'searxng' }, { logger })).toThrow(
      /SEARCH_API_URL/,
    );
  });

  it('builds each web provider, ready at once and without library documents', async () => {
    for (const provider of ['brave', 'tavily', 'serper'] as const) {
      const search = createSearchProvider({ ...base, provider, apiKey: 'k' }, { logger });
      expect(search.name).toBe(provider);
      expect(search.library).toBeUndefined();
      await expect(search.ready()).resolves.toBeUndefined();
    }
  });

  it('passes the base URL, key and timeout through to the provider', async () => {
    server = await startFixtureServer(() => ({ status: 200, json: loadFixture('serper-search.json') }));
    const search = createSearchProvider(
      { ...base, provider: 'serper', apiUrl: server.url, apiKey: 'secret' },
      { logger },
    );
    const results = await search.search('volcano', { limit: 1, signal: new AbortController().signal });
    expect(results.map((r) => r.url)).toEqual(['https://en.wikipedia.org/wiki/Volcano']);
    expect(server.requests[0]!.headers['x-api-key']).toBe('secret');
  });

  it('builds the library provider with its documents for the /library route', async () => {
    await mkdir(base.libraryDir);
    await writeFile(join(base.libraryDir, 'geyser.md'), '# Geyser\n\nA geyser spouts hot water.\n');
    const search = createSearchProvider({ ...base, wordnet: false }, { logger });
    expect(search.name).toBe('library');
    await search.ready();
    const [result] = await search.search('geyser', { limit: 3, signal: new AbortController().signal });
    expect(result!.url).toMatch(/^http:\/\/localhost:8000\/library\//);
    await expect(search.library!.getDocument(result!.url.split('/').pop()!)).resolves.toMatchObject({
      title: 'Geyser',
    });
    await expect(search.library!.getDocument('wordnet.geyser')).resolves.toBeUndefined();
  });

  it("keeps the library's own images, served by this app (the https-only rule is for web results)", async () => {
    await mkdir(base.libraryDir);
    await writeFile(join(base.libraryDir, 'geyser.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const search = createSearchProvider({ ...base, wordnet: false }, { logger });
    await search.ready();
    const images = await search.searchImages('geyser', { limit: 3, signal: new AbortController().signal });
    expect(images.map((i) => i.imageUrl)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:8000\/library\//),
    ]);
  });

  it('keeps http and https image results of a web provider (both are fetched by the proxy)', async () => {
    server = await startFixtureServer(() => ({
      status: 200,
      json: {
        query: 'q',
        results: [
          {
            url: 'https://a.test/p',
            title: 'a',
            img_src: 'http://a.test/i.png',
            thumbnail_src: 'http://a.test/t.png',
          },
          { url: 'https://b.test/p', title: 'b', img_src: 'https://b.test/i.png' },
        ],
      },
    }));
    const search = createSearchProvider({ ...base, provider: 'searxng', apiUrl: server.url }, { logger });
    const images = await search.searchImages('q', { limit: 5, signal: new AbortController().signal });
    expect(images.map((i) => i.imageUrl)).toEqual(['http://a.test/i.png', 'https://b.test/i.png']);
  });
});

describe('httpImagesOnly', () => {
  it('keeps http(s) images (the proxy fetches them), drops other schemes and such thumbnails', () => {
    expect(
      httpImagesOnly([
        {
          link: 'https://a.test/p',
          imageUrl: 'https://a.test/i.png',
          thumbnailUrl: 'ftp://a.test/t.png',
          title: 'a',
        },
        { link: 'https://b.test/p', imageUrl: 'data:image/png;base64,AAAA', title: 'b' },
        { link: 'https://d.test/p', imageUrl: 'http://d.test/i.png', thumbnailUrl: 'nonsense', title: 'd' },
        {
          link: 'https://c.test/p',
          imageUrl: 'https://c.test/i.png',
          thumbnailUrl: 'https://c.test/t.png',
          title: 'c',
        },
      ]),
    ).toEqual([
      { link: 'https://a.test/p', imageUrl: 'https://a.test/i.png', title: 'a' },
      { link: 'https://d.test/p', imageUrl: 'http://d.test/i.png', title: 'd' },
      {
        link: 'https://c.test/p',
        imageUrl: 'https://c.test/i.png',
        thumbnailUrl: 'https://c.test/t.png',
        title: 'c',
      },
    ]);
  });
});
