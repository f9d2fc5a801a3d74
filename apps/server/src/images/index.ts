/**
 * Private images: every outside image reaches the browser through this server's proxy, as a link
 * made for one signed-in session (`image-links.ts`), fetched under the page reader's address rules
 * (`image-fetcher.ts`). The browser contacts no other host, so no image host learns who reads what.
 */
import { createImageFetcher, type ImageFetcher, type ImageFetcherOptions } from './image-fetcher.js';
import {
  createImageLinks,
  type ImageLinks,
  type ImageLinksOptions,
  type ImageViewer,
} from './image-links.js';
import type { SearchProvider } from '../search/search-provider.js';

export { IMAGE_PROXY_PATH, type ImageGrant, type ImageLinks, type ImageViewer } from './image-links.js';
export { ImageFetchError, type FetchedImage, type ImageFetcher } from './image-fetcher.js';
export { imagesAfter, presentSavedImages, storableImages } from './saved-images.js';

export interface ImageService {
  links: ImageLinks;
  fetcher: ImageFetcher;
}

/** The links and the fetcher of one process (the fetcher's concurrency limit is per process). */
export function createImageService(options: ImageLinksOptions & ImageFetcherOptions): ImageService {
  return { links: createImageLinks(options), fetcher: createImageFetcher(options) };
}

/**
 * `search` as one viewer's answer uses it: its image results come back as proxy links made for
 * that viewer (Quick sends them straight to the browser). Web results are untouched.
 */
export function withImageLinks(
  search: SearchProvider,
  links: ImageLinks,
  viewer: ImageViewer,
): SearchProvider {
  return {
    name: search.name,
    search: (query, options) => search.search(query, options),
    searchImages: async (query, options) => links.present(viewer, await search.searchImages(query, options)),
  };
}
