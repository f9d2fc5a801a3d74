import type { LibraryDocument } from '../library-types.js';
import { analyze, analyzeQuery, analyzeSubject } from '../../../text/analyzer.js';
import { titleEqualsSubject } from '../../../text/subject.js';
import type { Hit, OtherForms } from './bm25.js';
import { scoreBm25 } from './bm25.js';
import type { Segment } from './segment.js';

/** A ranked document with its final score. */
export interface RankedDocument {
  doc: LibraryDocument;
  score: number;
}

/** Prior weight of a collection's documents (e.g. the user's own files over generic dictionaries). */
export type CollectionWeight = (segment: Segment) => number;

const RERANK_POOL = 100;
const PHRASE_SCAN_CHARS = 50_000;
/** Subjects up to this many words are names of things, where a title naming exactly that thing wins. */
const SHORT_SUBJECT_WORDS = 3;
/**
 * Extra weight of a title that is the query's subject itself ("Volcano" for "What is a volcano?") over
 * one that merely has its terms ("Volcano Islands", "Dog do", "Starring"): enough to outweigh BM25's
 * preference for short entries over the long entry of a common word with many senses.
 */
const EXACT_TITLE_FACTOR = 1.75;

/** Extra weight of an article whose title is made only of query words, covering at least half of them. */
const PART_TITLE_FACTOR = 1.5;
const ARTICLE_KINDS: ReadonlySet<LibraryDocument['kind']> = new Set(['markdown', 'html', 'text']);

/** What a query asks about: its folded content words, for comparing with titles. */
export interface QuerySubject {
  terms: readonly string[];
  /** Folded, unstemmed content words (no stop or question words), in order; may be empty. */
  subject: readonly string[];
  /** The query as written. */
  text: string;
  /** Other forms of its terms that documents may write instead ("persia" → "persian"). */
  otherForms?: OtherForms;
}

/** The query's search terms and its subject words ("What is a volcano?" → volcano). */
export function querySubject(query: string, terms: readonly string[] = analyzeQuery(query)): QuerySubject {
  return { terms, subject: analyzeSubject(query).forms, text: query };
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const headOf = ({ segment: { docs }, docIndex }: Hit) => ({
  title: docs.titleAt(docIndex),
  kind: docs.kindAt(docIndex),
});

/** True for a short query's entry whose title is its subject ("Volcano" for "What is a volcano?"). */
function isNamedLikeSubject(hit: Hit, { subject }: QuerySubject): boolean {
  return (
    subject.length <= SHORT_SUBJECT_WORDS &&
    titleEqualsSubject(hit.segment.docs.titleAt(hit.docIndex), subject)
  );
}

/**
 * Multiplier for the signals BM25 does not see: how much of the query a document covers, whether the
 * title is (or contains) the query, and whether the query words appear as a phrase.
 */
function boost(hit: Hit, doc: LibraryDocument, query: QuerySubject): number {
  const { terms } = query;
  let factor = 0.5 + (0.5 * hit.matchedTerms) / terms.length;
  const titleTerms = analyze(doc.title);
  const titleSet = new Set(titleTerms);
  if (terms.every((t) => titleSet.has(t))) {
    factor *= titleTerms.length === terms.length ? 2 : 1.5;
    if (isNamedLikeSubject(hit, query)) factor *= EXACT_TITLE_FACTOR;
  } else if (
    ARTICLE_KINDS.has(doc.kind) &&
    titleSet.size > 0 &&
    [...titleSet].every((t) => terms.includes(t)) &&
    titleSet.size * 2 >= terms.length
  ) {
    // An article named after the thing the question is about ("Climate change" for "What causes
    // climate change?"), not one of many entries that mention its words. Dictionary entries
    // are left out: their short headwords ("double helix") would outrank the article ("DNA").
    factor *= PART_TITLE_FACTOR;
  }
  if (terms.length > 1) {
    const inTitle = containsSequence(titleTerms, terms);
    if (inTitle || containsSequence(analyze(doc.text.slice(0, PHRASE_SCAN_CHARS)), terms)) factor *= 1.3;
  }
  return factor;
}

/**
 * Extra weight of one document of the re-ranking pool for this query (1 = none). It sees only the
 * title and kind, which are read without parsing the document (it is asked of every hit).
 */
export type DocumentPrior = (doc: Pick<LibraryDocument, 'title' | 'kind'>, query: QuerySubject) => number;

/**
 * Ranks documents of `segments` for the analysed query: BM25 over its terms, then re-ranking of the top
 * by the signals of `boost` and the caller's `prior`.
 */
export function rankDocuments(
  segments: readonly Segment[],
  query: QuerySubject,
  limit: number,
  weight: CollectionWeight,
  prior: DocumentPrior = () => 1,
): RankedDocument[] {
  const { terms } = query;
  if (terms.length === 0 || limit <= 0) return [];
  const scored = scoreBm25(segments, terms, query.otherForms)
    .map((hit) => ({ hit, score: hit.score * weight(hit.segment) }))
    .sort((a, b) => b.score - a.score);
  const size = Math.max(RERANK_POOL, limit);
  // The entry named exactly like the subject joins the pool even when BM25 buries it: a common word's long
  // entry ("dog") scores below a hundred short compounds ("dog biscuit", "dog breeding", …). So does a
  // document the prior favours (the section holding the field asked for).
  const named = scored
    .slice(size)
    .filter(({ hit }) => isNamedLikeSubject(hit, query) || prior(headOf(hit), query) > 1);
  return [...scored.slice(0, size), ...named]
    .map(({ hit, score }) => {
      const doc = hit.segment.docs.at(hit.docIndex);
      return { doc, score: score * boost(hit, doc, query) * prior(doc, query) };
    })
    .sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title))
    .slice(0, limit);
}
