import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_HTML,
  ARTICLE_SENTENCES,
  FURNITURE_MARKERS,
  LATIN1_TEXT,
  PLAIN_TEXT,
} from '../../../test/fixtures/web/article-page.js';
import { fixtureLookup, onlyFixtureAddress } from '../../../test/fixtures/web/fixture-hosts.js';
import { startPageServer, type PageServer } from '../../../test/fixtures/web/page-server.js';
import { readFailure } from '../../../test/fixtures/web/read-failure.js';
import { createPageReader, type PageReaderOptions } from './index.js';

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
});
afterAll(() => server.close());

const signal = () => new AbortController().signal;
const site = (path: string) => `http://site.fixture.test:${server.port}${path}`;
const reader = (options: PageReaderOptions = {}) =>
  createPageReader({ lookup: fixtureLookup(), isAllowedAddress: onlyFixtureAddress, ...options });
const requestsTo = (path: string) => server.requests.filter((r) => r.path === path).length;

describe('page reader: reading', () => {
  it('extracts the article as Markdown: title, paragraphs and headings, without page furniture', async () => {
    const page = await reader().read(site('/article'), signal());
    expect(page.url).toBe(site('/article'));
    expect(page.finalUrl).toBe(site('/article'));
    expect(page.title).toBe('The Snow Leopard: Ghost of the Mountains'); // Readability drops the site suffix
    expect(page.siteName).toBe('Wildlife Weekly');
    expect(page.excerpt).toBeTruthy();
    expect(page.bytes).toBe(Buffer.byteLength(ARTICLE_HTML));
    for (const sentence of ARTICLE_SENTENCES) expect(page.markdown).toContain(sentence);
    expect(page.markdown).toMatch(/^## Habitat$/m);
    expect(page.markdown).toMatch(/^## Diet$/m);
    for (const marker of [...FURNITURE_MARKERS, 'FRAMETEXT']) expect(page.markdown).not.toContain(marker);
    expect(page.markdown).toContain(`[the ibex](${site('/wiki/Ibex')})`);
    expect(page.markdown).toContain('click here');
    expect(page.markdown).not.toContain('javascript:');
    expect(page.markdown).toContain('A snow leopard resting on a rock');
    expect(page.markdown).not.toContain('tracker.example');
  });

  it('decompresses gzip, deflate and br bodies itself', async () => {
    const plain = await reader().read(site('/article'), signal());
    for (const path of ['/article-gzip', '/article-deflate', '/article-br']) {
      const page = await reader().read(site(path), signal());
      expect(page.markdown, path).toBe(plain.markdown);
      expect(page.bytes, path).toBe(plain.bytes);
    }
    expect(server.requests.at(-1)?.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('sniffs a page without Content-Type, and returns plain text as it is', async () => {
    expect((await reader().read(site('/article-no-type'), signal())).markdown).toContain(
      ARTICLE_SENTENCES[0],
    );
    const text = await reader().read(site('/plain'), signal());
    expect(text.markdown).toBe(PLAIN_TEXT.trim());
    expect(text.title).toBe('Plain notes on snow leopards');
  });

  it('decodes the charset the page declares', async () => {
    const page = await reader().read(site('/latin1'), signal());
    expect(page.markdown).toContain(LATIN1_TEXT);
    expect(page.title).toBe('Leçon');
  });

  it('refuses non-text types, error statuses, empty pages and corrupt compression', async () => {
    expect((await readFailure(reader().read(site('/pdf'), signal()))).reason).toBe('not_text');
    const missing = await readFailure(reader().read(site('/missing'), signal()));
    expect(missing).toMatchObject({ reason: 'http_status', status: 404, retryable: false });
    expect(requestsTo('/missing')).toBe(1); // a 404 is not retried
    expect((await readFailure(reader().read(site('/empty'), signal()))).reason).toBe('empty');
    expect((await readFailure(reader().read(site('/corrupt-gzip'), signal()))).reason).toBe(
      'invalid_response',
    );
  });

  it('reports a 429 with its Retry-After, without waiting past the deadline to retry', async () => {
    const started = Date.now();
    const error = await readFailure(reader().read(site('/rate-limited'), signal()));
    expect(error).toMatchObject({
      reason: 'rate_limited',
      status: 429,
      retryAfterMs: 120_000,
      retryable: true,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(requestsTo('/rate-limited')).toBe(1);
  });

  it('refuses URLs that are not http(s) or carry credentials, before any request', async () => {
    const before = server.requests.length;
    for (const url of [
      'ftp://site.fixture.test/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'nonsense',
      `http://user:pw@site.fixture.test:${server.port}/article`,
    ]) {
      expect((await readFailure(reader().read(url, signal()))).reason, url).toBe('invalid_url');
    }
    expect(server.requests.length).toBe(before);
  });

  it('rejects nonsense limits when built', () => {
    expect(() => createPageReader({ maxBytes: 0 })).toThrow();
    expect(() => createPageReader({ timeoutMs: -1 })).toThrow();
    expect(() => createPageReader({ perHostConcurrency: 1.5 })).toThrow();
  });
});
