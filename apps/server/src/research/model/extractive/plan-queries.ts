import { DOCUMENT_SITE_NAME } from '@pardus/protocol';
import { analyzeQuery, analyzeSubject } from '../../../text/analyzer.js';
import type { WebResult } from '../../../search/search-provider.js';

/** " - Wikipedia", " | BBC News": a web page title's site name, not its subject. */
const WEB_SITE_SUFFIX = /\s+[-|–]\s+[^-|–]{1,40}$/u;
/** Words that start a question or request: never part of a name, even when capitalised. */
const OPENERS = new Set([
  'what',
  'which',
  'who',
  'why',
  'how',
  'when',
  'where',
  'compare',
  'contrast',
  'write',
  'tell',
  'explain',
  'describe',
  'give',
  'list',
  'is',
  'are',
  'does',
  'do',
  'please',
]);

/**
 * A result's title without a web page's site name ("Volcano - Wikipedia" → "Volcano"); library
 * titles are kept. A passage of the user's own documents is titled by its file without the
 * extension and the place in it ("thesis.pdf, p. 3" → "thesis"): every page is about its document.
 */
export function cleanTitle(result: Pick<WebResult, 'title' | 'site'>): string {
  if (result.site === DOCUMENT_SITE_NAME) {
    const file = result.title.replace(/, (?:p\. \d+|§ .*)$/u, '');
    return (
      file
        .replace(/\.[a-z0-9]{1,5}$/iu, '')
        .replace(/[_-]+/g, ' ')
        .trim() || file
    );
  }
  return (result.site ? result.title : result.title.replace(WEB_SITE_SUFFIX, '')).replace(/\s+/g, ' ').trim();
}

/**
 * The title of a result as search words: "Chile — Economy" → "Chile Economy". A passage of the
 * user's own documents offers its heading ("notes.md, § Methods" → "Methods"); a page number
 * ("thesis.pdf, p. 3") is no topic, so it offers nothing.
 */
export function aspectOf(result: Pick<WebResult, 'title' | 'site'>): string {
  if (result.site === DOCUMENT_SITE_NAME) return /, § (.+)$/u.exec(result.title)?.[1]?.trim() ?? '';
  return cleanTitle(result).replace(/\s+[—–-]\s+/gu, ' ');
}

/** Markdown headings (## …) of a text, in order. */
function headingsOf(text: string): string[] {
  return [...text.matchAll(/^#{2,3}\s+(.+?)\s*#*$/gmu)].map((m) => m[1]?.trim() ?? '').filter(Boolean);
}

const keyOf = (query: string): string => [...new Set(analyzeQuery(query))].sort().join(' ');

/**
 * Search queries without a language model, from the question and what a first search of it found:
 * the question's own words; each name it mentions with the rest of the question ("Chile economies",
 * "Peru economies"); the titles of the first results that share its words (the aspects the
 * sources are organised by: "Thailand Environment", "Vietnam Environment"); then sub-topics from the
 * top result's headings. Distinct by their stemmed words, at most `max`, never fewer than one.
 */
export function planExtractiveQueries(
  question: string,
  probe: readonly WebResult[],
  max: number,
  /** The names the question asks about, as its frame reads them ("TCP", "UDP"). */
  entities: readonly string[] = [],
): string[] {
  const subject = analyzeSubject(question);
  const keywords = subject.forms.join(' ') || question.trim();
  const questionTerms = new Set(subject.terms);
  const queries: string[] = [];
  const keys = new Set<string>();
  const add = (query: string) => {
    const text = query.replace(/\s+/g, ' ').trim().slice(0, 200);
    const key = keyOf(text);
    if (!text || !key || keys.has(key) || queries.length >= max) return;
    keys.add(key);
    queries.push(text);
  };
  add(keywords);

  if (entities.length > 1) {
    const entityTerms = new Set(entities.flatMap((e) => analyzeSubject(e).terms));
    const rest = subject.forms
      .filter((form, i) => !entityTerms.has(subject.terms[i] ?? '') && !OPENERS.has(form))
      .join(' ');
    for (const entity of entities) add(`${entity} ${rest}`);
  }
  const shares = (text: string) => analyzeSubject(text).terms.some((t) => questionTerms.has(t));
  // When the question names things, an aspect must be about one of them ("Chile Geography", not
  // "Australia Economy" because it shares the word "economy").
  const nameTerms = new Set(entities.flatMap((e) => analyzeSubject(e).terms));
  const aboutName = (text: string) =>
    nameTerms.size === 0 || analyzeSubject(text).terms.some((t) => nameTerms.has(t));
  for (const result of probe.slice(0, 10)) {
    const aspect = aspectOf(result);
    // The name may sit in the result's opening rather than its title ("Laos — Environment" is in Southeast Asia).
    const opening = `${aspect} ${(result.content ?? result.snippet).slice(0, 300)}`;
    if (shares(aspect) && aboutName(entities.length > 1 ? aspect : opening)) add(aspect);
  }
  const top = probe[0];
  if (top) {
    const lead = subject.forms.slice(0, 3).join(' ');
    for (const heading of headingsOf(top.content ?? ''))
      add(shares(heading) ? heading : `${lead} ${heading}`);
  }
  return queries;
}
