import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONFIGURE_GUIDE_PATH } from '@pardus/protocol';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.js';
import { headingAnchor, renderReadmePage } from './readme-page.js';
import { readmeRoutes } from './readme.js';

describe('GET /readme', () => {
  it("serves the repository's README with the section the home screen links to", async () => {
    const response = await readmeRoutes(path.join(REPO_ROOT, 'README.md')).request('/');
    expect(response.status).toBe(200);
    const page = await response.text();
    const anchor = CONFIGURE_GUIDE_PATH.split('#')[1];
    expect(page).toContain(`<h3 id="${anchor}">Use a real language model (e.g. Ollama)</h3>`);
    // The web search section follows it: one link reaches both.
    expect(page.indexOf('id="use-a-real-web-search-eg-searxng"')).toBeGreaterThan(
      page.indexOf(`id="${anchor}"`),
    );
    expect(page).not.toMatch(/<script/i);
  });

  it('is a 404 on an install without a README', async () => {
    const response = await readmeRoutes(path.join(REPO_ROOT, 'no-such-README.md')).request('/');
    expect(response.status).toBe(404);
  });

  it('reads the file once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pardus-readme-'));
    const file = path.join(dir, 'README.md');
    await writeFile(file, '# One\n');
    const routes = readmeRoutes(file);
    expect(await (await routes.request('/')).text()).toContain('>One</h1>');
    await writeFile(file, '# Two\n');
    expect(await (await routes.request('/')).text()).toContain('>One</h1>');
  });
});

describe('renderReadmePage', () => {
  it('anchors headings as GitHub does, numbering repeats, and leaves code as code', () => {
    const page = renderReadmePage(
      ['# Pardus', '## Tests', '```sh', '# a comment, not a heading', 'npm test', '```', '## Tests'].join(
        '\n',
      ),
    );
    expect(page).toContain('<h1 id="pardus">Pardus</h1>');
    expect(page).toContain('<h2 id="tests">Tests</h2>');
    expect(page).toContain('<h2 id="tests-1">Tests</h2>');
    expect(page).toContain('<pre># a comment, not a heading\nnpm test</pre>');
  });

  it('joins a paragraph, keeps the lines of a list and the alignment of a table', () => {
    const page = renderReadmePage(
      ['One line', 'and the next.', '', '- first', '- second', '', '| a | b |', '|---|---|'].join('\n'),
    );
    expect(page).toContain('<p>One line and the next.</p>');
    expect(page).toContain('<p class="lines">- first\n- second</p>');
    expect(page).toContain('<pre>| a | b |\n|---|---|</pre>');
  });

  it('escapes everything, headings and text alike', () => {
    const page = renderReadmePage('## <b>"x"</b>\n<img src=x onerror=alert(1)>');
    expect(page).toContain('<h2 id="bxb">&lt;b&gt;&quot;x&quot;&lt;/b&gt;</h2>');
    expect(page).toContain('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('makes anchors of words, digits and dashes only', () => {
    expect(headingAnchor('Use a real web search (e.g. SearXNG)')).toBe('use-a-real-web-search-eg-searxng');
    expect(headingAnchor('Export, print and share')).toBe('export-print-and-share');
  });
});
