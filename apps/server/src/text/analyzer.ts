import { porterStem } from './porter-stemmer.js';
import { QUESTION_WORDS, STOP_WORDS } from './stop-words.js';

/** A word as it appears in the original text, with its position and its index term (null for stop words). */
export interface TextToken {
  start: number;
  end: number;
  term: string | null;
}

const WORD = /[\p{L}\p{N}]+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const NON_ASCII = /[\u0080-\uffff]/;
const MAX_WORD_LENGTH = 40;
const TERM_CACHE_LIMIT = 200_000;
/** Words repeat a lot (WordNet has ~4M words but ~100k distinct), so terms are memoised. */
const termCache = new Map<string, string | null>();

/** Lowercases and strips accents so "Café" and "cafe" meet. */
export function foldCase(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function computeTerm(word: string): string | null {
  if (word.length > MAX_WORD_LENGTH || STOP_WORDS.has(word)) return null;
  let lettersOnly = true;
  let hasDigit = false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 48 && code <= 57) hasDigit = true;
    if (code < 97 || code > 122) lettersOnly = false;
  }
  if (word.length < 2 && !hasDigit) return null;
  return lettersOnly ? porterStem(word) : word;
}

/** The index term of one folded word, or null when it should not be indexed. */
export function termOf(foldedWord: string): string | null {
  const cached = termCache.get(foldedWord);
  if (cached !== undefined) return cached;
  const term = computeTerm(foldedWord);
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
  termCache.set(foldedWord, term);
  return term;
}

/** What a text is about, for matching a question against sentences (the extractive answer engine). */
export interface SubjectAnalysis {
  /** Every word, folded, in order, stop words included: for counting words and spotting pronouns. */
  words: string[];
  /** Terms of the content words, in order: stemmed, without stop words and question words. */
  terms: string[];
  /** The same content words as written (folded, not stemmed), index for index with `terms`. */
  forms: string[];
}

/**
 * Splits a text into its words and the terms of its content words. Unlike `analyzeQuery`, question words
 * ("tell", "explain", "meaning") are always left out: they say what kind of answer is wanted, never what
 * a sentence is about. The unstemmed `forms` let a ranker prefer the very word asked for over a word that
 * only shares its stem ("evaporation" over "evaporative").
 */
export function analyzeSubject(text: string): SubjectAnalysis {
  const words = foldCase(text).match(WORD) ?? [];
  const terms: string[] = [];
  const forms: string[] = [];
  for (const word of words) {
    if (QUESTION_WORDS.has(word)) continue;
    const term = termOf(word);
    if (term === null) continue;
    terms.push(term);
    forms.push(word);
  }
  return { words, terms, forms };
}

/** Index terms of a text, in order (stop words removed). */
export function analyze(text: string): string[] {
  const terms: string[] = [];
  for (const word of foldCase(text).split(NON_WORD)) {
    if (!word) continue;
    const term = termOf(word);
    if (term !== null) terms.push(term);
  }
  return terms;
}

/**
 * Every word of `text` with its offsets in `text` itself (not in a folded copy, whose length may
 * differ), for snippets and highlighting.
 */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ start: match.index, end: match.index + match[0].length, term: termOf(foldCase(match[0])) });
  }
  return tokens;
}

/**
 * The terms of a search query, deduplicated, in order. Words such as "define" or "explain" are
 * dropped when the query has other content ("define serendipity" searches for serendipity).
 */
export function analyzeQuery(query: string): string[] {
  const words = [...foldCase(query).matchAll(WORD)].map((m) => m[0]);
  const content = words.filter((w) => !QUESTION_WORDS.has(w));
  const kept = content.some((w) => termOf(w) !== null) ? content : words;
  const terms = kept.map(termOf).filter((t): t is string => t !== null);
  return [...new Set(terms)];
}

/** Weighted term frequencies of a document: title words count `titleWeight` times. */
export function termFrequencies(
  title: string,
  text: string,
  titleWeight: number,
): { freqs: Map<string, number>; length: number } {
  const freqs = new Map<string, number>();
  let length = 0;
  const add = (terms: string[], weight: number): void => {
    for (const term of terms) freqs.set(term, (freqs.get(term) ?? 0) + weight);
    length += terms.length * weight;
  };
  add(analyze(title), titleWeight);
  add(analyze(text), 1);
  return { freqs, length };
}
