import { describe, expect, it } from 'vitest';
import type { SearchService } from './index.js';
import { limitedSearch } from './limited-search.js';

function slowSearch() {
  const seen = { running: 0, peak: 0, calls: 0 };
  const service: SearchService = {
    name: 'slow',
    ready: async () => undefined,
    isReady: () => true,
    async search() {
      seen.calls += 1;
      seen.running += 1;
      seen.peak = Math.max(seen.peak, seen.running);
      await new Promise((r) => setTimeout(r, 15));
      seen.running -= 1;
      return [];
    },
    searchImages: async () => [],
  };
  return { service, seen };
}

describe('limitedSearch', () => {
  it('never runs more searches at once than the limit, across all callers', async () => {
    const { service, seen } = slowSearch();
    const limited = limitedSearch(service, 2);
    const signal = new AbortController().signal;
    await Promise.all(Array.from({ length: 9 }, (_, i) => limited.search(`q${i}`, { limit: 3, signal })));
    expect(seen.calls).toBe(9);
    expect(seen.peak).toBe(2);
  });

  it('drops a queued search whose caller has already gone', async () => {
    const { service, seen } = slowSearch();
    const limited = limitedSearch(service, 1);
    const first = limited.search('a', { limit: 1, signal: new AbortController().signal });
    const gone = new AbortController();
    const second = limited.search('b', { limit: 1, signal: gone.signal });
    gone.abort(new Error('client left'));
    await first;
    await expect(second).rejects.toThrow('client left');
    expect(seen.calls).toBe(1);
  });
});
