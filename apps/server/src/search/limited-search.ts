import pLimit from 'p-limit';
import type { SearchService } from './index.js';
import type { SearchOptions } from './search-provider.js';

/**
 * The configured search provider behind one concurrency limit for the whole process. Quick answers
 * and every Deep research run share it, so a burst of research queries queues here instead of
 * hitting the provider's rate limit (a limiter per run or per call would not bound the total).
 */
export function limitedSearch(search: SearchService, concurrency: number): SearchService {
  const limit = pLimit(concurrency);
  /** Runs `call` in a slot; a caller that left while queued never reaches the provider. */
  const inSlot = <T>(options: SearchOptions, call: () => Promise<T>) =>
    limit(() => (options.signal.aborted ? Promise.reject(options.signal.reason as Error) : call()));
  return {
    ...search,
    search: (query, options) => inSlot(options, () => search.search(query, options)),
    searchImages: (query, options) => inSlot(options, () => search.searchImages(query, options)),
  };
}
