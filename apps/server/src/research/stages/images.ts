import type { ImageResult } from '@pardus/protocol';
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
