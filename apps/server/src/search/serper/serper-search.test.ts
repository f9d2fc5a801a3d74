import { afterEach, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { startFixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { loadFixture } from '../../../test/fixtures/search/load-fixture.js';
import { createSerperSearch } from './serper-search.js';

let server: FixtureServer;
const options = (limit = 10) => ({ limit, signal: new AbortController().signal });

afterEach(() => server?.close());

async function start(status = 200) {
  server = await startFixtureServer((r) =>
    status !== 200
      ? { status, json: { message: 'Not enough credits', statusCode: status } }
      : { status, json: loadFixture(r.path === '/images' ? 'serper-images.json' : 'serper-search.json') },
  );
  return createSerperSearch({ apiUrl: server.url, apiKey: 'serper-key', timeoutMs: 2_000 });
}

describe('serper provider', () => {
  it('needs a key', () => {
    expect(() => createSerperSearch({ timeoutMs: 1 })).toThrow(/API key/);
  });

  it('POSTs /search with X-API-KEY and maps organic results', async () => {
    const provider = await start();
    const results = await provider.search('volcano', options(5));
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/search');
    expect(request.headers['x-api-key']).toBe('serper-key');
    expect(JSON.parse(request.body)).toEqual({ q: 'volcano', num: 5 });
    expect(results).toEqual([
      {
        url: 'https://en.wikipedia.org/wiki/Volcano',
        title: 'Volcano - Wikipedia',
        snippet: expect.stringContaining('hot lava, volcanic ash') as string,
      },
      {
        url: 'https://www.nationalgeographic.com/environment/article/volcanoes',
        title: 'Volcanoes | National Geographic',
        snippet: "Volcanoes are openings in Earth's crust.",
      },
    ]);
  });

  it('POSTs /images and maps imageUrl / thumbnailUrl / link', async () => {
    const provider = await start();
    const images = await provider.searchImages('volcano', options(1));
    expect(server.requests[0]!.path).toBe('/images');
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ q: 'volcano', num: 1 });
    expect(images).toEqual([
      {
        link: 'https://en.wikipedia.org/wiki/Volcano',
        imageUrl: 'https://upload.wikimedia.org/wikipedia/commons/volcano.jpg',
        thumbnailUrl: 'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9Gc1',
        title: 'Volcano - Wikipedia',
      },
    ]);
  });

  it('maps 403 to a non-retryable SearchError', async () => {
    const provider = await start(403);
    await expect(provider.searchImages('volcano', options())).rejects.toMatchObject({
      name: 'SearchError',
      retryable: false,
    });
  });

  it('aborts an in-flight request when the caller aborts', async () => {
    server = await startFixtureServer(() => ({ hang: true }));
    const provider = createSerperSearch({ apiUrl: server.url, apiKey: 'k', timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = provider.search('volcano', { limit: 3, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
