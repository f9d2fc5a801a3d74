import pLimit, { type LimitFunction } from 'p-limit';
import type { SearchService } from './index.js';

/**
 * The configured search provider behind one concurrency limit for the whole process. Quick answers
 * and every Deep research run share it, so a burst of research queries queues here instead of
 * hitting the provider's rate limit (a limiter per run or per call would not bound the total).
 */
export function limitedSearch(
  search: SearchService,
  concurrency: number,
): SearchService & { limit: LimitFunction } {
  const limit = pLimit(concurrency);
  return {
    ...search,
    name: search.name,
    limit,
    search: (query, options) =>
      limit(() =>
        options.signal.aborted
          ? Promise.reject(options.signal.reason as Error)
          : search.search(query, options),
      ),
    searchImages: (query, options) =>
      limit(() =>
        options.signal.aborted
          ? Promise.reject(options.signal.reason as Error)
          : search.searchImages(query, options),
      ),
    ready: () => search.ready(),
  };
}
