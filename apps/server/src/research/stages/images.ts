import type { ImageResult } from '@pardus/protocol';
import type { SearchProvider } from '../../search/search-provider.js';
import type { Evidence } from '../evidence/select-evidence.js';
import { aspectOf } from '../model/extractive/plan-queries.js';
import { analyzeQuery } from '../../text/analyzer.js';

/**
 * The images worth showing with a report: those whose title shares a word with the question or
 * with one of the report's sources (a flag of Chile for a report citing "Chile — Economy"), at
 * most `limit`, without repeats. Images that match neither are someone else's subject.
 */
export function relevantImages(
  images: readonly ImageResult[],
  question: string,
  sourceTitles: readonly string[],
  limit: number,
): ImageResult[] {
  const wanted = new Set([question, ...sourceTitles].flatMap((text) => analyzeQuery(text)));
  const seen = new Set<string>();
  return images
    .filter((image) => {
      if (seen.has(image.imageUrl)) return false;
      seen.add(image.imageUrl);
      return analyzeQuery(image.title).some((term) => wanted.has(term));
    })
    .slice(0, limit);
}

/**
 * The images for the report: those of the question's own image search that fit the question or a
 * source; when fewer than three do, one more image search per leading source (a country's flag
 * for its Factbook entry).
 */
export async function imagesFor(
  deps: { search: SearchProvider; limits: { images: number } },
  question: string,
  evidence: Evidence,
  found: Promise<ImageResult[]>,
  signal: AbortSignal,
): Promise<ImageResult[]> {
  const limit = deps.limits.images;
  const titles = evidence.sources.map((s) => aspectOf(s));
  const first = relevantImages(await found, question, titles, limit);
  if (first.length >= 3) return first;
  const leading = [
    ...new Set(evidence.sources.slice(0, 3).map((s) => s.title.split(/\s+[—–|-]\s+/u)[0] ?? s.title)),
  ];
  const more = await Promise.all(
    leading.map((title) =>
      deps.search.searchImages(title, { limit: 2, signal }).catch((): ImageResult[] => []),
    ),
  );
  return relevantImages([...first, ...more.flat()], question, titles, limit);
}
