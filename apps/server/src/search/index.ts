import type { ImageResult } from '@pardus/protocol';
import { createBraveSearch } from './brave/brave-search.js';
import type { LibrarySearch } from './library/library-search.js';
import { createLibrarySearch } from './library/library-search.js';
import { createSearxngSearch } from './searxng/searxng-search.js';
import type { SearchLogger } from './search-logger.js';
import type { SearchProvider } from './search-provider.js';
import { createSerperSearch } from './serper/serper-search.js';
import { createTavilySearch } from './tavily/tavily-search.js';

export type { LibrarySearch } from './library/library-search.js';
export type { LibraryDocument } from './library/library-types.js';
export type { SearchLogger } from './search-logger.js';

/** Search settings, as produced by config.ts. */
export interface SearchConfig {
  provider: 'library' | 'searxng' | 'brave' | 'tavily' | 'serper';
  /** Base URL of the web search API (required for searxng; the others default to the public API). */
  apiUrl?: string;
  /** API key (required for brave, tavily and serper; optional bearer token for searxng). */
  apiKey?: string;
  /** Public origin of this app (e.g. http://localhost:8000): library results link to `${publicUrl}/library/<id>`. */
  publicUrl: string;
  libraryDir: string;
  /** The library index is kept under `${dataDir}/library-index/`. */
  dataDir: string;
  /** Folder of dictd dictionaries (Debian: /usr/share/dictd); absent is fine. */
  dictdDir: string;
  /** Folder of clipart images (Debian: /usr/share/openclipart); absent is fine. */
  clipartDir: string;
  /** Upper bound for one web search API call. */
  timeoutMs: number;
  /** Index WordNet into the library (default true; tests turn it off to skip its build). */
  wordnet?: boolean;
}

/**
 * The configured search provider. `ready()` resolves once it can answer (the library index is
 * built; immediately for web APIs). `library` is set only for the library provider: mount
 * `libraryRoutes(search.library)` at `/library` so its result URLs resolve.
 */
export interface SearchService extends SearchProvider {
  ready(): Promise<void>;
  /** True once `ready()` has settled (a question asked before then waits for it). */
  isReady(): boolean;
  readonly library?: LibrarySearch;
}

const isHttpUrl = (url: string | undefined): boolean => {
  try {
    const protocol = url === undefined ? '' : new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Web image results the proxy may fetch: http(s) URLs only (a thumbnail with another scheme is
 * dropped, and the image then falls back to its full-size URL). Plain http is fine now that the
 * browser never loads them itself: the server fetches them like the page reader reads http pages,
 * and serves only bytes that are a raster image.
 */
export function httpImagesOnly(images: readonly ImageResult[]): ImageResult[] {
  return images
    .filter((image) => isHttpUrl(image.imageUrl))
    .map(({ thumbnailUrl, ...image }) => (isHttpUrl(thumbnailUrl) ? { ...image, thumbnailUrl } : image));
}

/**
 * Builds the provider named by `config.provider`. Throws an Error naming the missing setting when a
 * provider lacks its key or URL (boot reports it as a configuration error). The library provider
 * starts indexing in the background; it never delays server start.
 */
export function createSearchProvider(config: SearchConfig, deps: { logger: SearchLogger }): SearchService {
  const web = { apiUrl: config.apiUrl, apiKey: config.apiKey, timeoutMs: config.timeoutMs };
  const withReady = (provider: SearchProvider): SearchService => ({
    name: provider.name,
    search: (query, options) => provider.search(query, options),
    searchImages: (query, options) => provider.searchImages(query, options),
    ready: async () => undefined,
    isReady: () => true,
  });
  // Web image results go through the image proxy; the library's own images are served by this app.
  const webProvider = (provider: SearchProvider): SearchService => ({
    ...withReady(provider),
    searchImages: async (query, options) => httpImagesOnly(await provider.searchImages(query, options)),
  });
  switch (config.provider) {
    case 'library': {
      const { wordnet, ...paths } = config;
      const library = createLibrarySearch(
        { ...paths, ...(wordnet === false ? { wordnet: null } : {}) },
        deps,
      );
      return {
        ...withReady(library),
        ready: () => library.ready(),
        isReady: () => library.isReady(),
        library,
      };
    }
    case 'searxng':
      return webProvider(createSearxngSearch(web));
    case 'brave':
      return webProvider(createBraveSearch(web));
    case 'tavily':
      return webProvider(createTavilySearch(web));
    case 'serper':
      return webProvider(createSerperSearch(web));
  }
}
