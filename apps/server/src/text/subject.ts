import { foldCase } from './analyzer.js';
import { STOP_WORDS } from './stop-words.js';

const WORD = /[\p{L}\p{N}]+/gu;
const LEADING_ARTICLES = new Set(['the', 'a', 'an']);
/** " - Wikipedia", " | Britannica", " — Site": what follows is the site's name, not the page's subject. */
const SITE_SUFFIX = /\s+[-|–—]\s+.*$/u;

/** How a title relates to the subject of a question. */
export type TitleRelation =
  /** Every title word is a subject word: the source is about the thing asked ("Volcano", "The water cycle"). */
  | 'about'
  /** Shares a subject word among other words: a different thing named after it ("Volcano Islands", "Cat box"). */
  | 'namesake'
  /** Shares no subject word. */
  | 'unrelated';

/**
 * True when two folded words are the same word up to an English plural ending: "volcano"/"volcanoes",
 * "cat"/"cats", "berry"/"berries". Deliberately simple: a few suffix rules rather than a stemmer, which
 * would also merge words a title tells apart ("starring" and "star").
 */
export function sameWordIgnoringPlural(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long === `${short}s` || long === `${short}es`) return true;
  return short.endsWith('y') && long === `${short.slice(0, -1)}ies`;
}

/**
 * The words of a title that name its subject: folded, without a site name after a dash or bar
 * ("Paris - Wikipedia") and without a leading article ("The water cycle"). Stop words are kept: in a
 * title they are part of the name ("Dog do", "Black Hole of Calcutta").
 */
export function titleWords(title: string): string[] {
  const words = foldCase(title.replace(SITE_SUFFIX, '')).match(WORD) ?? [];
  while (words.length > 1 && LEADING_ARTICLES.has(words[0] ?? '')) words.shift();
  return words;
}

const includesWord = (words: readonly string[], word: string): boolean =>
  words.some((w) => sameWordIgnoringPlural(w, word));

/**
 * True when the title names exactly the subject (in order, ignoring case, accents and plurals):
 * "Volcano" for the subject ["volcanoes"], but not "Volcano Islands". `subject` holds folded words.
 */
export function titleEqualsSubject(title: string, subject: readonly string[]): boolean {
  const words = titleWords(title);
  return (
    subject.length > 0 &&
    words.length === subject.length &&
    words.every((word, i) => sameWordIgnoringPlural(word, subject[i] ?? ''))
  );
}

/** How `title` relates to a question's subject (its folded content words). */
export function titleRelation(title: string, subject: readonly string[]): TitleRelation {
  const words = titleWords(title);
  if (words.length === 0 || subject.length === 0) return 'unrelated';
  const shared = words.filter((word) => includesWord(subject, word)).length;
  if (shared === words.length) return 'about';
  return shared > 0 ? 'namesake' : 'unrelated';
}

/**
 * How a title's content words ("Constantine the Great" → constantine, great) stand to the subject's:
 * `same` names exactly the subject; `part` names only some of it ("Caesar" for Julius Caesar, "Hawking"
 * for Stephen Hawking): beside a source named `same`, a `part` source is about a namesake.
 */
export function titleCoverage(title: string, subject: readonly string[]): 'same' | 'part' | 'other' {
  // Stop words inside a name are part of it only as glue ("Constantine the Great"); at its end they
  // make another thing ("Dog do").
  const all = titleWords(title);
  const words = all.filter((word, i) => !(i > 0 && i < all.length - 1 && STOP_WORDS.has(word)));
  if (words.length === 0 || subject.length === 0) return 'other';
  if (!words.every((word) => includesWord(subject, word))) return 'other';
  return subject.every((word) => includesWord(words, word)) ? 'same' : 'part';
}
