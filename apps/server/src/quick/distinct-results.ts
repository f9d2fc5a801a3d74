import { canonicalUrl } from '../research/canonical-url.js';
import type { WebResult } from '../search/search-provider.js';
import { analyze } from '../text/analyzer.js';

/** Results whose words overlap this much say the same thing ("capital of Kenya" and "Nairobi" share one gloss). */
const DUPLICATE_SIMILARITY = 0.8;

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * The results with repeats left out, in order, at most `limit`: the same page under another URL (tracking
 * parameters, "www.", a trailing slash) or near-identical text (a syndicated article, two dictionary
 * entries sharing one definition). The first, better-ranked one is kept, so no source slot is spent
 * on a copy.
 */
export function distinctResults(results: readonly WebResult[], limit: number): WebResult[] {
  const kept: { result: WebResult; terms: Set<string> }[] = [];
  const urls = new Set<string>();
  for (const result of results) {
    if (kept.length >= limit) break;
    const url = canonicalUrl(result.url);
    if (urls.has(url)) continue;
    const terms = new Set(analyze(`${result.content ?? result.snippet}`));
    if (kept.some((k) => jaccard(k.terms, terms) >= DUPLICATE_SIMILARITY)) continue;
    urls.add(url);
    kept.push({ result, terms });
  }
  return kept.map((k) => k.result);
}
