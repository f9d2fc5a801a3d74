import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { startFixtureServer } from '../../../test/fixtures/search/fixture-server.js';
import { loadFixture } from '../../../test/fixtures/search/load-fixture.js';
import { createTavilySearch } from './tavily-search.js';

let server: FixtureServer;
const options = (limit = 10) => ({ limit, signal: new AbortController().signal });
const bodySchema = z.object({ query: z.string(), max_results: z.number(), include_images: z.boolean() });

afterEach(() => server?.close());

async function start(status = 200) {
  server = await startFixtureServer((r) => {
    if (status !== 200)
      return { status, json: { detail: { error: 'Unauthorized: missing or invalid API key.' } } };
    const body = bodySchema.parse(JSON.parse(r.body));
    return { status, json: loadFixture(body.include_images ? 'tavily-images.json' : 'tavily-search.json') };
  });
  return createTavilySearch({ apiUrl: server.url, apiKey: 'tvly-test', timeoutMs: 2_000 });
}

describe('tavily provider', () => {
  it('needs a key', () => {
    expect(() => createTavilySearch({ timeoutMs: 1 })).toThrow(/API key/);
  });

  it('POSTs /search with a bearer key and maps results (raw_content as content)', async () => {
    const provider = await start();
    const results = await provider.search('volcano', options(5));
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/search');
    expect(request.headers.authorization).toBe('Bearer tvly-test');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toMatchObject({
      query: 'volcano',
      max_results: 5,
      include_images: false,
    });
    expect(results).toEqual([
      {
        url: 'https://education.nationalgeographic.org/resource/volcano/',
        title: 'Volcano - National Geographic Education',
        snippet:
          "A volcano is an opening in Earth's crust that allows molten rock, gases, and debris to escape to the surface.",
      },
      {
        url: 'https://www.britannica.com/science/volcano',
        title: 'Volcano | Definition, Types, & Facts',
        snippet:
          'Volcano, vent in the crust of the Earth or another planet from which molten rock and gases issue.',
        content: expect.stringContaining('shield volcanoes') as string,
      },
    ]);
  });

  it('asks include_images for images and maps both image forms', async () => {
    const provider = await start();
    const images = await provider.searchImages('volcano', options());
    expect(JSON.parse(server.requests[0]!.body)).toMatchObject({
      include_images: true,
      include_image_descriptions: true,
    });
    expect(images).toEqual([
      {
        link: 'https://upload.example.org/etna-2021.jpg',
        imageUrl: 'https://upload.example.org/etna-2021.jpg',
        title: 'Mount Etna erupting lava fountains in February 2021.',
      },
      {
        link: 'https://upload.example.org/kilauea.png',
        imageUrl: 'https://upload.example.org/kilauea.png',
        title: 'volcano',
      },
      {
        link: 'https://upload.example.org/fuji.jpg',
        imageUrl: 'https://upload.example.org/fuji.jpg',
        title: 'volcano',
      },
    ]);
  });

  it('maps 401 to a non-retryable error and 502 to a retryable one', async () => {
    let provider = await start(401);
    await expect(provider.search('volcano', options())).rejects.toMatchObject({
      name: 'SearchError',
      retryable: false,
    });
    await server.close();
    provider = await start(502);
    await expect(provider.search('volcano', options())).rejects.toMatchObject({
      name: 'SearchError',
      retryable: true,
    });
  });
  it('aborts an in-flight request when the caller aborts', async () => {
    server = await startFixtureServer(() => ({ hang: true }));
    const provider = createTavilySearch({ apiUrl: server.url, apiKey: 'k', timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = provider.searchImages('volcano', { limit: 3, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
