import type { CitedPassage, Source } from '@pardus/protocol';

/**
 * A Source from a stream event or saved JSON: `url` and `summary`, plus `title` and `site` only
 * when they carry text, so sources without them look (and save) exactly as before.
 */
export function toSource({ url, summary, title, site }: Source): Source {
  return {
    url,
    summary,
    ...(title?.trim() ? { title } : {}),
    ...(site?.trim() ? { site } : {}),
  };
}

/**
 * Source n (cited as [n], from 1) with the passage its citations draw on (a `cited` event) as its
 * summary; the rest keep theirs. Holes (a Deep source not arrived yet) stay holes.
 */
export function withCitedPassages<T extends Source | undefined>(
  sources: readonly T[],
  cited: readonly CitedPassage[],
): T[] {
  const byNumber = new Map(cited.map((c) => [c.n, c.summary]));
  return sources.map((source, i) => {
    const summary = byNumber.get(i + 1);
    return source === undefined || summary === undefined ? source : { ...source, summary };
  });
}
