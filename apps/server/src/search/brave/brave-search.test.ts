import { afterEach, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { startFixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { loadFixture } from '../../../test/fixtures/search/load-fixture.js';
import { SearchError } from '../search-provider.js';
import { createBraveSearch } from './brave-search.js';

let server: FixtureServer;
const options = (limit = 10) => ({ limit, signal: new AbortController().signal });

afterEach(() => server?.close());

async function start(status = 200) {
  server = await startFixtureServer((r) =>
    status !== 200
      ? { status, json: { type: 'ErrorResponse', error: { status } } }
      : { status, json: loadFixture(r.path.includes('/images/') ? 'brave-images.json' : 'brave-web.json') },
  );
  return createBraveSearch({ apiUrl: server.url, apiKey: 'brave-key', timeoutMs: 2_000 });
}

describe('brave provider', () => {
  it('needs a key', () => {
    expect(() => createBraveSearch({ timeoutMs: 1 })).toThrow(/API key/);
  });

  it('calls the web search API with the subscription token and maps results', async () => {
    const provider = await start();
    const results = await provider.search('volcano', options(50));
    const request = server.requests[0]!;
    expect(request.path).toBe('/res/v1/web/search');
    expect(request.query.get('q')).toBe('volcano');
    expect(request.query.get('count')).toBe('20');
    expect(request.headers['x-subscription-token']).toBe('brave-key');
    expect(request.headers.accept).toBe('application/json');
    expect(results[0]).toEqual({
      url: 'https://en.wikipedia.org/wiki/Volcano',
      title: 'Volcano - Wikipedia',
      snippet:
        'A volcano is a rupture in the crust of a planetary-mass object & the vent through which lava escapes.',
      content: expect.stringContaining("Earth's volcanoes occur because") as string,
    });
    expect(results[1]).toEqual({
      url: 'https://www.example.edu/volcanoes/how-they-work',
      title: 'How Volcanoes Work',
      snippet: 'Magma rises because it is less dense than the surrounding rock.',
    });
  });

  it('calls the image search API and maps properties.url / thumbnail.src', async () => {
    const provider = await start();
    const images = await provider.searchImages('volcano', options(8));
    expect(server.requests[0]!.path).toBe('/res/v1/images/search');
    expect(server.requests[0]!.query.get('count')).toBe('8');
    expect(images).toEqual([
      {
        link: 'https://www.example.com/gallery/stromboli',
        imageUrl: 'https://www.example.com/images/stromboli.jpg',
        thumbnailUrl: 'https://imgs.search.brave.com/abc123/rs:fit:500:0:0/stromboli.jpg',
        title: 'Stromboli erupting at night',
      },
    ]);
  });

  it('treats a response without web results as no results', async () => {
    server = await startFixtureServer(() => ({
      status: 200,
      json: { type: 'search', query: { original: 'x' } },
    }));
    const provider = createBraveSearch({ apiUrl: server.url, apiKey: 'k', timeoutMs: 2_000 });
    await expect(provider.search('x', options())).resolves.toEqual([]);
  });

  it('maps 429 (rate limited) to a retryable SearchError and 422 to a final one', async () => {
    let provider = await start(429);
    await expect(provider.search('volcano', options())).rejects.toMatchObject({ retryable: true });
    await server.close();
    provider = await start(422);
    const error = await provider.searchImages('volcano', options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchError);
    expect(error).toMatchObject({ retryable: false });
  });
  it('aborts an in-flight request when the caller aborts', async () => {
    server = await startFixtureServer(() => ({ hang: true }));
    const provider = createBraveSearch({ apiUrl: server.url, apiKey: 'k', timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = provider.search('volcano', { limit: 3, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
