import { writeFactbookArchive } from '../../test/support/factbook-archive.js';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibrarySearch } from '../search/library/library-search.js';
import { createLibrarySearch } from '../search/library/library-search.js';
import { libraryRoutes } from './library.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
let root: string;
let library: LibrarySearch;
let app: Hono;
const idOf = (url: string) => url.split('/').pop()!;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pardus-library-route-'));
  const libraryDir = join(root, 'library');
  await mkdir(join(libraryDir, 'img'), { recursive: true });
  await writeFile(
    join(libraryDir, 'lava.md'),
    '# Lava & "Magma"\n\nLava is molten rock.\n\n## Where it flows\n\nDownhill, slowly.\n',
  );
  await writeFile(
    join(libraryDir, 'notes.txt'),
    'Tephra notes: <script>alert("x")</script> & <img src=x onerror=alert(1)>\n',
  );
  await writeFile(join(libraryDir, 'img', 'crater.png'), PNG);
  await writeFile(join(libraryDir, 'img', 'gone.png'), PNG);
  await writeFile(join(root, 'secret.txt'), 'outside the library');
  const factbook = await writeFactbook(join(root, 'factbook'));
  library = createLibrarySearch(
    {
      publicUrl: 'http://localhost:8000',
      libraryDir,
      dataDir: join(root, 'data'),
      dictdDir: root,
      clipartDir: join(root, 'none'),
      wordnet: null,
      factbook,
    },
    { logger: { info: () => undefined, warn: () => undefined } },
  );
  await library.ready();
  app = new Hono();
  app.route('/library', libraryRoutes(library));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A one-profile Factbook with its flag, in the layout of the npm packages. */
async function writeFactbook(directory: string) {
  const profile = {
    // The final edition writes HTML entities in its texts: decoded, they must still reach the page escaped.
    Introduction: { Background: { text: 'Freedonia &lt;b&gt;rose&lt;/b&gt; from "the sea" &amp; stayed.' } },
    Geography: { Area: { total: { text: '10 sq km' }, land: { text: '9 sq km' } } },
    Environment: { Climate: { text: 'mild<br><br>&lt;script&gt;alert(1)&lt;/script&gt;' } },
    Government: { 'Country name': { 'conventional short form': { text: 'Freedonia' } } },
    Communications: { 'Internet country code': { text: '.zz' } },
  };
  const archive = await writeFactbookArchive(join(directory, 'factbook.tar.gz'), {
    'europe/fd.json': profile,
  });
  await mkdir(join(directory, 'flags', '3x2'), { recursive: true });
  await writeFile(join(directory, 'flags', '3x2', 'ZZ.svg'), SVG);
  return {
    archive,
    version: 'factbook@test',
    flags: { directory: join(directory, 'flags'), version: 'country-flag-icons@test' },
  };
}

const search = { limit: 5, signal: new AbortController().signal };

describe('GET /library/:id', () => {
  it('renders a document as a self-contained, escaped, script-free page with a way back', async () => {
    const [lava] = await library.search('lava', search);
    const response = await app.request(`/library/${idOf(lava!.url)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<title>Lava &amp; &quot;Magma&quot; · Pardus library</title>');
    expect(html).toContain('<h1>Lava &amp; &quot;Magma&quot;</h1>');
    expect(html).toContain('<p>Lava is molten rock.</p>');
    expect(html).toContain('<h2>Where it flows</h2>');
    expect(html).not.toContain('<p>Lava &amp; &quot;Magma&quot;</p>');
    expect(html).toContain('lava.md');
    expect(html).toContain('<a href="/">');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link|src=/i);
  });

  it("renders a Markdown document's headings as headings of their level, its title once", async () => {
    const [lava] = await library.search('lava', search);
    const html = await (await app.request(`/library/${idOf(lava!.url)}`)).text();
    expect(html).toContain('<h1>Lava &amp; &quot;Magma&quot;</h1>');
    expect(html).not.toContain('<h2>Lava');
    expect(html).toContain('<h2>Where it flows</h2>');
    expect(html).not.toContain('##');
  });

  it('escapes markup in document text', async () => {
    const [notes] = await library.search('tephra', search);
    const html = await (await app.request(`/library/${idOf(notes!.url)}`)).text();
    expect(html).toContain(
      'Tephra notes: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('serves library images with their content type and a sandboxing policy', async () => {
    const [image] = await library.searchImages('crater', search);
    const response = await app.request(`/library/${idOf(image!.imageUrl)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('renders a Factbook section with its source and region, each field by name, all escaped', async () => {
    const response = await app.request('/library/factbook.fd.environment');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Freedonia — Environment</h1>');
    expect(html).toContain('<p class="meta">CIA World Factbook, final edition (January 2026) · Europe</p>');
    expect(html).toContain('<p><strong>Climate:</strong> mild; &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).not.toContain('# Freedonia');
    expect(html).not.toMatch(/<script|<link|src=/i);
  });

  it('groups a field with several values under a small heading', async () => {
    const html = await (await app.request('/library/factbook.fd.geography')).text();
    expect(html).toContain(
      '<h3>Area</h3>\n<p><strong>total:</strong> 10 sq km</p>\n<p><strong>land:</strong> 9 sq km</p>',
    );
    const intro = await (await app.request('/library/factbook.fd.introduction')).text();
    expect(intro).toContain(
      '<p><strong>Background:</strong> Freedonia &lt;b&gt;rose&lt;/b&gt; from &quot;the sea&quot; &amp; stayed.</p>',
    );
  });

  it('serves a flag as a sandboxed SVG, found by the country name and linking to its entry', async () => {
    const [flag] = await library.searchImages('Freedonia', search);
    expect(flag).toMatchObject({
      title: 'Flag of Freedonia',
      link: 'http://localhost:8000/library/factbook.fd.introduction',
    });
    const response = await app.request(`/library/${idOf(flag!.imageUrl)}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toBe(SVG);
  });

  it('answers 404 for an image whose file has gone', async () => {
    const [image] = await library.searchImages('gone', search);
    await rm(join(root, 'library', 'img', 'gone.png'));
    expect((await app.request(`/library/${idOf(image!.imageUrl)}`)).status).toBe(404);
  });

  it.each([
    '/library/unknown-id',
    '/library/lava.md',
    '/library/..%2Fsecret.txt',
    '/library/..%2F..%2Fetc%2Fpasswd',
    '/library/%2e%2e',
    '/library/img%2Fcrater.png',
    '/library/..',
    '/library/../secret.txt',
  ])('answers 404 for %s (ids are looked up, never used as paths)', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside the library');
  });

  it('is not fooled by an id that looks like a file of the library', async () => {
    const readme = await readFile(join(root, 'library', 'lava.md'), 'utf8');
    const response = await app.request('/library/lava');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(readme.slice(0, 20));
  });
});
