import type { ImageResult } from '@pardus/protocol';
import { z } from 'zod';
import { toPlainText } from '../http/plain-text.js';
import { requestJson } from '../http/request-json.js';
import { endpoint, httpUrl } from '../http/urls.js';
import type { WebApiConfig } from '../http/web-api-config.js';
import { requireKey } from '../http/web-api-config.js';
import type { SearchOptions, SearchProvider, WebResult } from '../search-provider.js';

export const BRAVE_API_URL = 'https://api.search.brave.com';

const webSchema = z.object({
  web: z
    .object({
      results: z.array(
        z.object({
          url: z.string(),
          title: z.string().nullish(),
          description: z.string().nullish(),
          extra_snippets: z.array(z.string()).nullish(),
        }),
      ),
    })
    .nullish(),
});
const imagesSchema = z.object({
  results: z.array(
    z.object({
      url: z.string().nullish(),
      title: z.string().nullish(),
      thumbnail: z.object({ src: z.string().nullish() }).nullish(),
      properties: z.object({ url: z.string().nullish() }).nullish(),
    }),
  ),
});

/** Brave's web (`/res/v1/web/search`) and image (`/res/v1/images/search`) search APIs. */
export function createBraveSearch(config: WebApiConfig): SearchProvider {
  const key = requireKey('brave', config);
  const base = config.apiUrl ?? BRAVE_API_URL;
  const call = <T>(path: string, query: string, count: number, schema: z.ZodType<T>, signal: AbortSignal) => {
    const url = endpoint(base, path);
    url.searchParams.set('q', query);
    url.searchParams.set('count', String(count));
    const headers = { 'X-Subscription-Token': key };
    return requestJson('brave', { url, method: 'GET', headers }, schema, {
      signal,
      timeoutMs: config.timeoutMs,
    });
  };
  return {
    name: 'brave',
    async search(query: string, { limit, signal }: SearchOptions): Promise<WebResult[]> {
      const { web } = await call('/res/v1/web/search', query, Math.min(limit, 20), webSchema, signal);
      return (web?.results ?? [])
        .flatMap((r) => {
          const url = httpUrl(r.url);
          if (!url) return [];
          const snippet = toPlainText(r.description ?? '');
          const extra = (r.extra_snippets ?? []).map(toPlainText);
          return [
            {
              url,
              title: toPlainText(r.title ?? '') || url,
              snippet,
              ...(extra.length ? { content: [snippet, ...extra].join('\n\n') } : {}),
            },
          ];
        })
        .slice(0, limit);
    },
    async searchImages(query: string, { limit, signal }: SearchOptions): Promise<ImageResult[]> {
      const { results } = await call(
        '/res/v1/images/search',
        query,
        Math.min(limit, 100),
        imagesSchema,
        signal,
      );
      return results
        .flatMap((r) => {
          const imageUrl = httpUrl(r.properties?.url);
          if (!imageUrl) return [];
          const thumbnailUrl = httpUrl(r.thumbnail?.src);
          return [
            {
              link: httpUrl(r.url) ?? imageUrl,
              imageUrl,
              title: toPlainText(r.title ?? ''),
              ...(thumbnailUrl ? { thumbnailUrl } : {}),
            },
          ];
        })
        .slice(0, limit);
    },
  };
}
