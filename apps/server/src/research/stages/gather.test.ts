import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { SearchError, type SearchProvider, type WebResult } from '../../search/search-provider.js';
import type { PageReader } from '../reader/index.js';
import type { ResearchFailure } from './failures.js';
import { GATHER_LIMITS, Gatherer } from './gather.js';

const web = (id: string): WebResult => ({
  url: `https://site.test/${id}`,
  title: id,
  snippet: `snippet ${id}`,
});

function slowSearch(delays: Record<string, number>, fail: Set<string> = new Set()): SearchProvider {
  return {
    name: 'slow',
    async search(query) {
      await new Promise((r) => setTimeout(r, delays[query] ?? 0));
      if (fail.has(query)) throw new SearchError('HTTP 500', false, { reason: 'http_status', status: 500 });
      return [web(`${query}-1`), web(`${query}-2`)];
    },
    searchImages: async () => [],
  };
}

describe('Gatherer', () => {
  it('reads a result as soon as its search returns, while slower searches are still running', async () => {
    const log: string[] = [];
    const reader: PageReader = {
      async read(url) {
        log.push(`read ${url.split('/').pop() ?? ''}`);
        return { url, finalUrl: url, title: 'T', markdown: `Text of ${url}`, bytes: 10 };
      },
    };
    const search = slowSearch({ fast: 5, slow: 80 });
    const wrapped: SearchProvider = {
      ...search,
      search: async (q, o) => {
        const r = await search.search(q, o);
        log.push(`searched ${q}`);
        return r;
      },
    };
    const gatherer = new Gatherer(
      { search: wrapped, reader, readLimit: pLimit(4) },
      GATHER_LIMITS,
      new AbortController().signal,
      () => undefined,
    );
    void gatherer.add('fast');
    void gatherer.add('slow');
    const docs = await gatherer.settle();
    expect(log.indexOf('read fast-1')).toBeLessThan(log.indexOf('searched slow'));
    expect(docs.map((d) => d.url)).toEqual(
      ['fast-1', 'fast-2', 'slow-1', 'slow-2'].map((id) => `https://site.test/${id}`),
    );
    expect(docs.every((d) => d.via === 'page')).toBe(true);
  });

  it('reports every failed search and read, keeps the snippet of an unread page, and skips work past its caps', async () => {
    const failures: ResearchFailure[] = [];
    const reader: PageReader = {
      read: async () => {
        throw Object.assign(new Error('too big'), { reason: 'too_large' as const });
      },
    };
    const gatherer = new Gatherer(
      { search: slowSearch({}, new Set(['broken'])), reader, readLimit: pLimit(2) },
      { ...GATHER_LIMITS, maxSearches: 2, retries: 0 },
      new AbortController().signal,
      (f) => failures.push(f),
    );
    void gatherer.add('ok');
    void gatherer.add('broken');
    void gatherer.add('one too many');
    const docs = await gatherer.settle();
    expect(docs.map((d) => [d.via, d.text])).toEqual([
      ['snippet', 'snippet ok-1'],
      ['snippet', 'snippet ok-2'],
    ]);
    expect(failures.map((f) => [f.stage, f.reason]).sort()).toEqual([
      ['read', 'too_large'],
      ['read', 'too_large'],
      ['search', 'http_status'],
      ['search', 'over_budget'],
    ]);
    expect(gatherer.stats).toEqual({ searches: 1, searchFailures: 1, pagesRead: 0, readFailures: 2 });
  });

  it('retries a rate-limited search with backoff', async () => {
    let calls = 0;
    const flaky: SearchProvider = {
      name: 'flaky',
      async search() {
        calls += 1;
        if (calls === 1)
          throw new SearchError('HTTP 429', true, { reason: 'rate_limited', status: 429, retryAfterMs: 20 });
        return [web('x')];
      },
      searchImages: async () => [],
    };
    const failures: ResearchFailure[] = [];
    const gatherer = new Gatherer(
      { search: flaky, reader: null, readLimit: pLimit(1) },
      GATHER_LIMITS,
      new AbortController().signal,
      (f) => failures.push(f),
    );
    void gatherer.add('q');
    expect((await gatherer.settle()).map((d) => d.url)).toEqual(['https://site.test/x']);
    expect(calls).toBe(2);
    expect(failures).toEqual([]);
  });
});
