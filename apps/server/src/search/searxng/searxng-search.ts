import type { ImageResult } from '@pardus/protocol';
import { z } from 'zod';
import { toPlainText } from '../http/plain-text.js';
import { requestJson } from '../http/request-json.js';
import { endpoint, httpUrl } from '../http/urls.js';
import type { WebApiConfig } from '../http/web-api-config.js';
import type { SearchOptions, SearchProvider, WebResult } from '../search-provider.js';

const resultSchema = z.object({
  url: z.string().nullish(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  img_src: z.string().nullish(),
  thumbnail_src: z.string().nullish(),
});
const responseSchema = z.object({ results: z.array(resultSchema) });

/**
 * SearXNG's JSON API (`GET /search?format=json`); the instance must enable the json format.
 * Images come from `categories=images`. An API key, if set, is sent as a bearer token (for
 * instances behind an authenticating proxy).
 */
export function createSearxngSearch(config: WebApiConfig): SearchProvider {
  if (!config.apiUrl) throw new Error('The searxng search provider needs the instance URL (SEARCH_API_URL)');
  const base = config.apiUrl;
  const call = (query: string, category: 'general' | 'images', signal: AbortSignal) => {
    const url = endpoint(base, '/search');
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('categories', category);
    const headers: Record<string, string> = config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {};
    return requestJson('searxng', { url, method: 'GET', headers }, responseSchema, {
      signal,
      timeoutMs: config.timeoutMs,
    });
  };
  return {
    name: 'searxng',
    async search(query: string, { limit, signal }: SearchOptions): Promise<WebResult[]> {
      const { results } = await call(query, 'general', signal);
      return results
        .flatMap((r) => {
          const url = httpUrl(r.url);
          const snippet = toPlainText(r.content ?? '');
          return url ? [{ url, title: toPlainText(r.title ?? '') || url, snippet }] : [];
        })
        .slice(0, limit);
    },
    async searchImages(query: string, { limit, signal }: SearchOptions): Promise<ImageResult[]> {
      const { results } = await call(query, 'images', signal);
      return results
        .flatMap((r) => {
          const imageUrl = httpUrl(r.img_src);
          if (!imageUrl) return [];
          const thumbnailUrl = httpUrl(r.thumbnail_src);
          const title = toPlainText(r.title ?? '');
          return [
            { link: httpUrl(r.url) ?? imageUrl, imageUrl, title, ...(thumbnailUrl ? { thumbnailUrl } : {}) },
          ];
        })
        .slice(0, limit);
    },
  };
}
