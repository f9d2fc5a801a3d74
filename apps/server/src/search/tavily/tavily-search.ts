import type { ImageResult } from '@pardus/protocol';
import { z } from 'zod';
import { toPlainText } from '../http/plain-text.js';
import { requestJson } from '../http/request-json.js';
import { endpoint, httpUrl } from '../http/urls.js';
import type { WebApiConfig } from '../http/web-api-config.js';
import { requireKey } from '../http/web-api-config.js';
import type { SearchOptions, SearchProvider, WebResult } from '../search-provider.js';

export const TAVILY_API_URL = 'https://api.tavily.com';

const imageSchema = z.union([z.string(), z.object({ url: z.string(), description: z.string().nullish() })]);
const responseSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
      raw_content: z.string().nullish(),
    }),
  ),
  images: z.array(imageSchema).nullish(),
});

/** Tavily's search API (`POST /search`, bearer key); images come from `include_images`. */
export function createTavilySearch(config: WebApiConfig): SearchProvider {
  const key = requireKey('tavily', config);
  const base = config.apiUrl ?? TAVILY_API_URL;
  const call = (query: string, maxResults: number, images: boolean, signal: AbortSignal) =>
    requestJson(
      'tavily',
      {
        url: endpoint(base, '/search'),
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
        body: {
          query,
          max_results: maxResults,
          search_depth: 'basic',
          include_answer: false,
          include_images: images,
          include_image_descriptions: images,
        },
      },
      responseSchema,
      { signal, timeoutMs: config.timeoutMs },
    );
  return {
    name: 'tavily',
    async search(query: string, { limit, signal }: SearchOptions): Promise<WebResult[]> {
      const { results } = await call(query, Math.min(Math.max(limit, 1), 20), false, signal);
      return results
        .flatMap((r) => {
          const url = httpUrl(r.url);
          if (!url) return [];
          const snippet = toPlainText(r.content ?? '');
          return [
            {
              url,
              title: toPlainText(r.title ?? '') || url,
              snippet,
              ...(r.raw_content ? { content: r.raw_content } : {}),
            },
          ];
        })
        .slice(0, limit);
    },
    async searchImages(query: string, { limit, signal }: SearchOptions): Promise<ImageResult[]> {
      const { images } = await call(query, 5, true, signal);
      return (images ?? [])
        .flatMap((image) => {
          const imageUrl = httpUrl(typeof image === 'string' ? image : image.url);
          const description = typeof image === 'string' ? '' : toPlainText(image.description ?? '');
          // Tavily gives no page for an image: the image itself is the link.
          return imageUrl ? [{ link: imageUrl, imageUrl, title: description || query }] : [];
        })
        .slice(0, limit);
    },
  };
}
