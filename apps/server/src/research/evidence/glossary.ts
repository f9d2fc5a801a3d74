import { headwordId } from '../../search/library/ids.js';
import type { WebResult } from '../../search/search-provider.js';
import type { GatheredDoc } from './select-evidence.js';

/** Library entries by id, in the order asked, unknown ids left out (search/library). */
export type LibraryEntries = (ids: readonly string[], query: string) => Promise<WebResult[]>;

/** A markdown heading's words: "## The Calvin cycle" → "The Calvin cycle". */
const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/gmu;
/** Words that open a heading before the thing it names: "The Calvin cycle", "Types of volcano". */
const OPENING = /^(?:the|a|an|types?\s+of|kinds?\s+of)\s+/iu;
/** A heading that asks or tells rather than names ("What limits the rate", "How volcanoes form"). */
const ASKS = /^(?:how|what|why|when|where|which|who|living|from)\b/iu;
/** At most this many entries are looked up for one report: its articles' subjects and parts. */
const MAX_ENTRIES = 24;

/**
 * The dictionary entries a concept report may define its article's subject and parts by: the
 * WordNet headwords of each article's title and section headings ("Photosynthesis", "The Calvin
 * cycle", "Hazards"), singular and as written. Whether an entry is in the sense the article uses is
 * for the evidence to judge (select-evidence.ts); this only names the ids to look up.
 */
export function glossaryIds(docs: readonly GatheredDoc[]): string[] {
  const phrases = docs
    .filter(isLibraryArticle)
    .flatMap((doc) => [doc.title, ...[...doc.text.matchAll(HEADING)].map((m) => m[1] ?? '')]);
  const ids = phrases
    .filter((phrase) => !ASKS.test(phrase.trim()))
    .map((phrase) =>
      phrase
        .replace(OPENING, '')
        .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
        .trim(),
    )
    .filter((phrase) => phrase !== '' && phrase.split(/\s+/u).length <= 3)
    .flatMap((phrase) => [phrase, phrase.replace(/(?<=\p{L}{3})s$/u, '')])
    .map((phrase) => headwordId('wordnet', phrase));
  return [...new Set(ids)].slice(0, MAX_ENTRIES);
}

/** A library article ("science-photosynthesis"): neither a dictionary entry nor a country profile. */
export const isLibraryArticle = (doc: GatheredDoc): boolean =>
  doc.libraryId !== undefined && !/^(?:wordnet|factbook)\./u.test(doc.libraryId);

/** The glossary entries not gathered already, as documents of the report's evidence. */
export async function glossaryDocs(
  docs: readonly GatheredDoc[],
  entries: LibraryEntries,
  query: string,
): Promise<GatheredDoc[]> {
  const held = new Set(docs.map((d) => d.libraryId ?? d.url));
  const wanted = glossaryIds(docs).filter((id) => !held.has(id));
  if (wanted.length === 0) return [];
  const found = await entries(wanted, query);
  return found
    .filter((r) => !held.has(r.libraryId ?? r.url))
    .map((r) => ({
      url: r.url,
      title: r.title,
      snippet: r.snippet,
      text: r.content || r.snippet,
      via: r.content ? ('content' as const) : ('snippet' as const),
      ...(r.libraryId ? { libraryId: r.libraryId } : {}),
      glossary: true as const,
    }));
}
