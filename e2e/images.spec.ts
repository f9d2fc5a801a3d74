/// <reference lib="dom" />
// Callbacks passed to locator.evaluate run in the browser.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { IMAGE_BYTES } from '../apps/server/test/fixtures/web/image-bytes';
import { ask, waitForAnswer } from './support/chat';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * A stand-in for a SearXNG instance and the image hosts its results point to, on 127.0.0.1: web
 * results about volcanoes, and three images: one that loads, one missing (404), one SVG.
 */
interface ImageWeb {
  url: string;
  /** Requests for images, with the headers they came with. */
  imageRequests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

async function startImageWeb(): Promise<ImageWeb> {
  const imageRequests: ImageWeb['imageRequests'] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    if (url.pathname === '/search') {
      const images = url.searchParams.get('categories') === 'images';
      const results = images
        ? [
            {
              url: 'https://volcano.example/arenal',
              title: 'Arenal volcano at dusk',
              img_src: `${origin}/img/arenal.png`,
              thumbnail_src: `${origin}/img/arenal-thumb.png`,
            },
            {
              url: 'https://volcano.example/gone',
              title: 'Volcano photo gone',
              img_src: `${origin}/img/gone.png`,
            },
            {
              url: 'https://volcano.example/svg',
              title: 'Volcano drawing',
              img_src: `${origin}/img/drawing.svg`,
            },
          ]
        : [
            {
              url: 'https://volcano.example/what',
              title: 'What is a volcano?',
              content:
                'A volcano is an opening in the crust of a planet through which molten rock, ash and gases escape.',
            },
            {
              url: 'https://volcano.example/kinds',
              title: 'Kinds of volcano',
              content: 'Shield volcanoes have gentle slopes, while stratovolcanoes are steep and explosive.',
            },
          ];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ query: url.searchParams.get('q'), results }));
      return;
    }
    imageRequests.push({ path: url.pathname, headers: req.headers });
    if (url.pathname === '/img/arenal.png' || url.pathname === '/img/arenal-thumb.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'set-cookie': 'tracker=1' });
      res.end(IMAGE_BYTES.png);
    } else if (url.pathname === '/img/drawing.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(IMAGE_BYTES.svg);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    imageRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A server of its own whose web search is the stand-in above; the operator allows the proxy to
// reach 127.0.0.1 (READ_ALLOW_HOSTS), as an intranet image host would be allowed.
const test = base.extend<object, { imageWeb: ImageWeb; imageServer: RunningServer }>({
  imageWeb: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, use) => {
      const web = await startImageWeb();
      await use(web);
      await web.close();
    },
    { scope: 'worker' },
  ],
  imageServer: [
    async ({ imageWeb }, use) => {
      const server = await startServer({
        SEARCH_PROVIDER: 'searxng',
        SEARCH_API_URL: imageWeb.url,
        READ_ALLOW_HOSTS: '127.0.0.1',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ imageServer }, use) => use(imageServer.baseUrl),
});

const QUESTION = 'What is a volcano?';

/** Every request the page makes, with its kind, to show where images come from. */
function recordRequests(page: Page): { url: string; type: string }[] {
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  return requests;
}

/** Waits until `img` has loaded a picture (not a broken image). */
async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() =>
      img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
}

/** Opens the answer's Images tab and checks the one good image loads and the two bad ones fall back. */
async function expectImagesTab(page: Page, origin: string) {
  await page
    .getByRole('tab', { name: /^Images/ })
    .last()
    .click();
  const panel = page.getByRole('tabpanel').last();
  const good = panel.locator('img[alt="Arenal volcano at dusk"]');
  await expectLoaded(good);
  expect(await good.getAttribute('src')).toMatch(new RegExp(`^${origin}/api/images/[\\w-]+\\.[\\w-]+$`));
  // A missing image and an SVG: the proxy refuses both, and each tile shows its title instead.
  for (const title of ['Volcano photo gone', 'Volcano drawing']) {
    const tile = panel.getByRole('img', { name: title });
    await expect(tile).toBeVisible();
    await expect(tile).toHaveJSProperty('tagName', 'SPAN');
  }
}

test('images come only through our server: after a reload and on the share page too', async ({
  page,
  browser,
  imageWeb,
  imageServer,
}) => {
  test.setTimeout(120_000);
  const origin = imageServer.baseUrl;
  const seen = recordRequests(page);

  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).toContain("img-src 'self' data: blob:");

  await signIn(page, 'images.e2e@example.com');
  await ask(page, QUESTION);
  await waitForAnswer(page);
  await page.waitForURL(/\?c=[\w-]+$/);
  await expectImagesTab(page, origin);

  // The server fetched the image for us, saying nothing of the reader.
  const fetched = imageWeb.imageRequests.find((r) => r.path === '/img/arenal-thumb.png');
  expect(fetched?.headers['user-agent']).toBe('PardusBot/0.1 (image proxy)');
  expect(fetched?.headers.referer).toBeUndefined();
  expect(fetched?.headers.cookie).toBeUndefined();

  // After a reload the images are still there (saved with the conversation).
  await page.waitForTimeout(500); // the auto-save follows the answer by about 100 ms
  await page.reload();
  await expect(page.getByText(/A volcano is an opening in the crust/).first()).toBeVisible();
  await expectImagesTab(page, origin);

  // The share page serves its own copies of the images to a signed-out visitor.
  await page.getByRole('tab', { name: 'Pardus' }).last().click();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const url = await page
    .getByLabel('Anyone with this link can read this answer and its sources:')
    .inputValue();
  const shareId = /\/share\/([\w-]{22})$/.exec(url)?.[1] ?? '';
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorSeen = recordRequests(visitor);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  await visitor.getByRole('button', { name: 'Images (1)' }).click();
  const copy = visitor.locator('img[alt="Arenal volcano at dusk"]');
  await expectLoaded(copy);
  expect(await copy.getAttribute('src')).toBe(`${origin}/api/shared/${shareId}/images/0`);
  await visitorContext.close();

  // Neither browser ever contacted the image host; every image they loaded came from our origin.
  const all = [...seen, ...visitorSeen];
  expect(all.filter((r) => r.url.startsWith(imageWeb.url))).toEqual([]);
  const images = all.filter((r) => r.type === 'image' && !r.url.startsWith('data:'));
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((r) => !r.url.startsWith(`${origin}/`))).toEqual([]);
});
