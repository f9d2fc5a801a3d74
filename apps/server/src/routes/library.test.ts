import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibrarySearch } from '../search/library/library-search.js';
import { createLibrarySearch } from '../search/library/library-search.js';
import { libraryRoutes } from './library.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
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
  library = createLibrarySearch(
    {
      publicUrl: 'http://localhost:8000',
      libraryDir,
      dataDir: join(root, 'data'),
      dictdDir: root,
      clipartDir: join(root, 'none'),
      wordnet: null,
      factbook: null,
    },
    { logger: { info: () => undefined, warn: () => undefined } },
  );
  await library.ready();
  app = new Hono();
  app.route('/library', libraryRoutes(library));
});
afterAll(() => rm(root, { recursive: true, force: true }));

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
