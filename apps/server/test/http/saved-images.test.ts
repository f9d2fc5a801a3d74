import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  getMessagesResponseSchema,
  imageMessageContentSchema,
  sharedReportSchema,
  shareSummarySchema,
  type ImageResult,
  type QuickEvent,
  type SavedMessage,
} from '@pardus/protocol';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { quickRoutes } from '../../src/routes/quick.js';
import { fixtureLookup, onlyFixtureAddress } from '../fixtures/web/fixture-hosts.js';
import { IMAGE_BYTES } from '../fixtures/web/image-bytes.js';
import { startPageServer, type PageServer } from '../fixtures/web/page-server.js';
import { scriptedEngine, scriptedSearch } from '../support/doubles.js';
import { readQuickEvents } from '../support/ndjson.js';
import { describeEachDb } from '../support/test-db.js';
import {
  authed,
  createTestApp,
  newBrowser,
  signIn,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../support/test-app.js';

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
});
afterAll(() => server.close());

const outside = (path: string) => `http://images.fixture.test:${server.port}${path}`;
const imageContent = (message: SavedMessage) => imageMessageContentSchema.parse(JSON.parse(message.content));

describeEachDb('images saved with conversations and shares', (kind) => {
  let t: TestApp;
  let token: string;
  const found = (): ImageResult[] => [
    {
      link: 'https://volcano.example/page',
      imageUrl: outside('/image.gif'),
      thumbnailUrl: outside('/image.png'),
      title: 'Volcano',
    },
    { link: 'https://broken.example/page', imageUrl: outside('/missing.png'), title: 'Broken' },
    {
      link: `${TEST_PUBLIC_URL}/library/factbook-cl`,
      imageUrl: `${TEST_PUBLIC_URL}/library/flags.cl`,
      title: 'Flag of Chile',
    },
  ];
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      daily: 20,
      images: { lookup: fixtureLookup(), isAllowedAddress: onlyFixtureAddress, timeoutMs: 2_000 },
      extra: (base) => ({
        extraApiRoutes: [
          {
            path: '/quick',
            router: quickRoutes({
              search: scriptedSearch(
                [{ url: 'https://volcano.example/page', title: 'Volcano', snippet: 'Hot.' }],
                {
                  images: found(),
                },
              ),
              answer: scriptedEngine(['A volcano is hot [1].']),
              budget: base.budget,
              logger: createLogger('silent'),
              limiter: createStreamLimiter(3),
              imageGraceMs: 1_000,
              images: base.images.links,
            }),
          },
        ],
      }),
    });
    token = (await signIn(t.app, 'saver@example.com')).token;
  });
  afterAll(async () => t.close());

  /** Asks Quick and returns the images event's images. */
  async function askForImages(): Promise<ImageResult[]> {
    const response = await authed(t.app, token, '/api/quick', {
      method: 'POST',
      json: { message: [{ role: 'user', content: 'What is a volcano?' }] },
    });
    const events: QuickEvent[] = await readQuickEvents(response);
    const event = events.find((e) => e.type === 'images');
    if (event?.type !== 'images') throw new Error('no images event');
    return event.images;
  }

  const save = async (images: ImageResult[], extra: SavedMessage[] = []) => {
    const messages: SavedMessage[] = [
      { role: 'user', content: 'What is a volcano?' },
      { role: 'assistant', content: 'A volcano is hot [1].' },
      { role: 'search', content: JSON.stringify({ url: 'https://volcano.example/page', summary: 'Hot.' }) },
      ...images.map((image): SavedMessage => ({ role: 'image', content: JSON.stringify(image) })),
      ...extra,
    ];
    const response = await authed(t.app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title: 'Volcano', messages },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };

  it('Quick hands out outside images only as proxy links, and the library’s as they are', async () => {
    const images = await askForImages();
    expect(images.map((i) => i.title)).toEqual(['Volcano', 'Broken', 'Flag of Chile']);
    expect(images[0]?.imageUrl).toMatch(/^\/api\/images\/[\w-]+\.[\w-]{43}$/);
    expect(images[0]?.thumbnailUrl).toMatch(/^\/api\/images\//);
    expect(images[0]?.link).toBe('https://volcano.example/page'); // a click target, never loaded by itself
    expect(images[2]).toEqual(found()[2]);
    expect(JSON.stringify(images)).not.toContain('fixture.test');
    const loaded = await t.app.request(images[0]?.thumbnailUrl ?? '');
    expect(loaded.status).toBe(200);
    expect(Buffer.from(await loaded.arrayBuffer())).toEqual(IMAGE_BYTES.png);
  });

  it('saves the images with the conversation and shows them after a reload, as fresh links', async () => {
    const images = await askForImages();
    const other = await signIn(t.app, 'other-saver@example.com', newBrowser('10.0.0.5'));
    const asked = await authed(t.app, other.token, '/api/quick', {
      method: 'POST',
      json: { message: [{ role: 'user', content: 'What is a volcano?' }] },
    });
    const foreign = (await readQuickEvents(asked)).find((e) => e.type === 'images');
    const injected: SavedMessage[] = [
      {
        role: 'image',
        content: JSON.stringify({
          link: 'x',
          imageUrl: 'https://tracker.example/pixel.gif',
          title: 'Injected',
        }),
      },
      {
        role: 'image',
        content: JSON.stringify({ link: 'x', imageUrl: '/api/images/forged.token', title: 'Forged' }),
      },
      { role: 'image', content: 'not json' },
      ...(foreign?.type === 'images'
        ? [{ role: 'image' as const, content: JSON.stringify({ ...foreign.images[0], title: 'Foreign' }) }]
        : []),
    ];
    expect(injected).toHaveLength(4);
    const id = await save(images, injected);

    // Stored: the URLs search returned, and nothing that did not come from this user's links.
    const rows = await t.testDb.db
      .selectFrom('messages')
      .select(['role', 'content'])
      .where('conversation_id', '=', id)
      .orderBy('position')
      .execute();
    const stored = rows
      .filter((r) => r.role === 'image')
      .map((r) => imageContent({ role: 'image', content: r.content }));
    expect(stored).toEqual(found());

    // A reload: the same images, as links made for this session, that load.
    const reloaded = getMessagesResponseSchema.parse(
      await (await authed(t.app, token, '/api/msgs/get', { method: 'POST', json: { id } })).json(),
    ).messages;
    expect(reloaded.map((m) => m.role)).toEqual(['user', 'assistant', 'search', 'image', 'image', 'image']);
    const shown = reloaded.filter((m) => m.role === 'image').map(imageContent);
    expect(shown.map((i) => i.title)).toEqual(['Volcano', 'Broken', 'Flag of Chile']);
    expect(shown[0]?.imageUrl).toMatch(/^\/api\/images\//);
    expect(shown[2]?.imageUrl).toBe(`${TEST_PUBLIC_URL}/library/flags.cl`);
    expect(JSON.stringify(reloaded)).not.toContain('fixture.test');
    expect((await t.app.request(shown[0]?.imageUrl ?? '')).headers.get('content-type')).toBe('image/gif');
    // A broken image is still listed (the strip shows its fallback); its link answers an error.
    expect((await t.app.request(shown[1]?.imageUrl ?? '')).status).toBe(502);
  });

  it('a share keeps copies of its images, served to anyone with the link until it is revoked', async () => {
    const id = await save(await askForImages());
    const created = await authed(t.app, token, '/api/shares', {
      method: 'POST',
      json: { conversation_id: id, answer: 0 },
    });
    expect(created.status).toBe(201);
    const share = shareSummarySchema.parse(await created.json());
    const report = sharedReportSchema.parse(await (await t.app.request(`/api/shared/${share.id}`)).json());
    // The broken image is left out; the library's own image is kept as it is.
    expect(report.images).toEqual([
      {
        link: 'https://volcano.example/page',
        imageUrl: `/api/shared/${share.id}/images/0`,
        title: 'Volcano',
      },
      found()[2],
    ]);
    expect(report.sources).toHaveLength(1);

    const before = server.requests.length;
    const copy = await t.app.request(`/api/shared/${share.id}/images/0`); // no session
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/png'); // the thumbnail was kept
    expect(copy.headers.get('cache-control')).toBe('no-store');
    expect(copy.headers.get('x-content-type-options')).toBe('nosniff');
    expect(copy.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await copy.arrayBuffer())).toEqual(IMAGE_BYTES.png);
    expect(server.requests.length).toBe(before); // served from the copy, no outside host asked

    for (const path of ['images/1', 'images/99', 'images/x', 'images/-1'])
      expect((await t.app.request(`/api/shared/${share.id}/${path}`)).status, path).toBe(404);
    expect((await t.app.request(`/api/shared/${'A'.repeat(22)}/images/0`)).status).toBe(404);

    await authed(t.app, token, '/api/shares/revoke', { method: 'POST', json: { id: share.id } });
    expect((await t.app.request(`/api/shared/${share.id}/images/0`)).status).toBe(404);
    const left = await t.testDb.db.selectFrom('shared_report_images').select('share_id').execute();
    expect(left.map((r) => r.share_id)).not.toContain(share.id);
  });
});
