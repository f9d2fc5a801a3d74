import type { ImageResult } from '@pardus/protocol';
import { z } from 'zod';
import { toPlainText } from '../http/plain-text.js';
import { requestJson } from '../http/request-json.js';
import { endpoint, httpUrl } from '../http/urls.js';
import type { WebApiConfig } from '../http/web-api-config.js';
import { requireKey } from '../http/web-api-config.js';
import type { SearchOptions, SearchProvider, WebResult } from '../search-provider.js';

export const SERPER_API_URL = 'https://google.serper.dev';

const searchSchema = z.object({
  organic: z
    .array(z.object({ link: z.string(), title: z.string().nullish(), snippet: z.string().nullish() }))
    .nullish(),
});
const imagesSchema = z.object({
  images: z
    .array(
      z.object({
        imageUrl: z.string(),
        title: z.string().nullish(),
        thumbnailUrl: z.string().nullish(),
        link: z.string().nullish(),
      }),
    )
    .nullish(),
});

/** Serper's Google search API: `POST /search` and `POST /images`, key in `X-API-KEY`. */
export function createSerperSearch(config: WebApiConfig): SearchProvider {
  const key = requireKey('serper', config);
  const base = config.apiUrl ?? SERPER_API_URL;
  const call = <T>(path: string, query: string, num: number, schema: z.ZodType<T>, signal: AbortSignal) =>
    requestJson(
      'serper',
      { url: endpoint(base, path), method: 'POST', headers: { 'X-API-KEY': key }, body: { q: query, num } },
      schema,
      { signal, timeoutMs: config.timeoutMs },
    );
  return {
    name: 'serper',
    async search(query: string, { limit, signal }: SearchOptions): Promise<WebResult[]> {
      const { organic } = await call(
        '/search',
        query,
        Math.min(Math.max(limit, 1), 100),
        searchSchema,
        signal,
      );
      return (organic ?? [])
        .flatMap((r) => {
          const url = httpUrl(r.link);
          return url
            ? [{ url, title: toPlainText(r.title ?? '') || url, snippet: toPlainText(r.snippet ?? '') }]
            : [];
        })
        .slice(0, limit);
    },
    async searchImages(query: string, { limit, signal }: SearchOptions): Promise<ImageResult[]> {
      const { images } = await call(
        '/images',
        query,
        Math.min(Math.max(limit, 1), 100),
        imagesSchema,
        signal,
      );
      return (images ?? [])
        .flatMap((r) => {
          const imageUrl = httpUrl(r.imageUrl);
          if (!imageUrl) return [];
          const thumbnailUrl = httpUrl(r.thumbnailUrl);
          return [
            {
              link: httpUrl(r.link) ?? imageUrl,
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
