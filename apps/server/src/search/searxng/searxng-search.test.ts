import { afterEach, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { startFixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { loadFixture } from '../../../test/fixtures/search/load-fixture.js';
import { SearchError } from '../search-provider.js';
import { createSearxngSearch } from './searxng-search.js';

let server: FixtureServer;
const options = () => ({ limit: 10, signal: new AbortController().signal });

afterEach(() => server?.close());

async function start(status = 200) {
  server = await startFixtureServer((r) =>
    status !== 200
      ? { status, json: { error: 'x' } }
      : {
          status,
          json: loadFixture(
            r.query.get('categories') === 'images' ? 'searxng-images.json' : 'searxng-web.json',
          ),
        },
  );
  return createSearxngSearch({ apiUrl: `${server.url}/searx/`, timeoutMs: 2_000 });
}

describe('searxng provider', () => {
  it('needs an instance URL', () => {
    expect(() => createSearxngSearch({ timeoutMs: 1 })).toThrow(/SEARCH_API_URL/);
  });

  it('queries /search with format=json and maps web results', async () => {
    const provider = await start();
    const results = await provider.search('what is a volcano', options());
    const request = server.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/searx/search');
    expect(request.query.get('q')).toBe('what is a volcano');
    expect(request.query.get('format')).toBe('json');
    expect(request.query.get('categories')).toBe('general');
    expect(request.headers.authorization).toBeUndefined();
    expect(results).toEqual([
      {
        url: 'https://en.wikipedia.org/wiki/Volcano',
        title: 'Volcano - Wikipedia',
        snippet: expect.stringContaining('A volcano is a rupture') as string,
      },
      {
        url: 'https://www.usgs.gov/programs/VHP/about-volcanoes',
        title: 'About Volcanoes | U.S. Geological Survey',
        snippet:
          "Volcanoes are openings, or vents where lava, tephra (small rocks), and steam erupt onto the Earth's surface.",
      },
      {
        url: 'https://www.nationalgeographic.com/environment/article/volcanoes',
        title: 'Volcanoes, explained',
        snippet: '',
      },
    ]);
    expect(await provider.search('volcano', { ...options(), limit: 1 })).toHaveLength(1);
  });

  it('asks categories=images for images and maps img_src / thumbnail_src', async () => {
    const provider = await start();
    const images = await provider.searchImages('volcano', options());
    expect(server.requests[0]!.query.get('categories')).toBe('images');
    expect(images).toEqual([
      {
        link: 'https://commons.wikimedia.org/wiki/File:Arenal_volcano.jpg',
        imageUrl: 'https://upload.wikimedia.org/wikipedia/commons/a/a1/Arenal_volcano.jpg',
        thumbnailUrl:
          'https://upload.wikimedia.org/wikipedia/commons/thumb/a/a1/Arenal_volcano.jpg/320px-Arenal_volcano.jpg',
        title: 'Arenal volcano at dusk',
      },
      {
        link: 'https://www.flickr.com/photos/example/123456',
        imageUrl: 'https://live.staticflickr.com/65535/123456_b.jpg',
        title: 'Lava flow',
      },
    ]);
  });

  it('sends an optional key as a bearer token', async () => {
    server = await startFixtureServer(() => ({ status: 200, json: { results: [] } }));
    await createSearxngSearch({ apiUrl: server.url, apiKey: 'k1', timeoutMs: 2_000 }).search('x', options());
    expect(server.requests[0]!.headers.authorization).toBe('Bearer k1');
  });

  it('turns a 403 (json format disabled) into a non-retryable SearchError', async () => {
    const provider = await start(403);
    const error = await provider.search('volcano', options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchError);
    expect(error).toMatchObject({ retryable: false });
  });
  it('aborts an in-flight request when the caller aborts', async () => {
    server = await startFixtureServer(() => ({ hang: true }));
    const provider = createSearxngSearch({ apiUrl: server.url, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = provider.searchImages('volcano', { limit: 3, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
