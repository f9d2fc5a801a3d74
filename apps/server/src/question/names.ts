import nlp from 'compromise';
import type { Gazetteer } from '../knowledge/places/gazetteer.js';
import { fieldsAsked } from '../knowledge/factbook/catalogue.js';

/** Words a question capitalises that name no thing of their own. */
const NOT_NAMES =
  /^(?:I|What|Who|Whom|Whose|Which|Where|When|Why|How|Is|Are|Was|Were|Do|Does|Did|Can|Could|Tell|Name|List|Give|Explain|Describe|Define|Compare|The|A|An|And|Or|Of|In|On)$/u;
/** "TCP", "UDP", "COVID-19", "DNA": an acronym is a name, whatever a tagger makes of it. */
const ACRONYM = /(?<![\p{L}\p{N}])\p{Lu}{2,}(?:-\d+)?(?![\p{L}\p{N}])/gu;
/** "iPhone 15", "macOS", "eBay": a product's name, capitalised inside the word. */
const INNER_CAPITAL = /\b\p{Ll}+\p{Lu}[\p{L}\p{N}]*(?:\s+\d[\d.]*)?/gu;

const clean = (text: string) =>
  text
    .replace(/[?!.,;:"“”]+$/u, '')
    .replace(/^(?:the|a|an)\s+/iu, '')
    .replace(/['’]s$/u, '')
    .trim();

/**
 * The names a question holds that are not places: people, works, organisations, products ("Mona
 * Lisa", "Taylor Swift", "Tesla Motors", "iPhone 15"). The evidence for an answer must name each of
 * them: a source that names only a namesake ("Swift", "monas") does not answer. Read with compromise's
 * proper-noun tagging; places are the gazetteer's and left out.
 */
export function namesIn(question: string, places: Gazetteer): string[] {
  const placeTexts = [...places.placesIn(question), ...places.areasIn(question)].map((m) => m.text);
  const found: string[] = [];
  const add = (name: string) => {
    const words = name.split(/\s+/u).filter((w) => !NOT_NAMES.test(w));
    const text = clean(words.join(' '));
    if (!text || /^\p{N}+$/u.test(text) || placeTexts.some((p) => p === text || text.includes(p))) return;
    if (!found.some((f) => f.toLowerCase() === text.toLowerCase())) found.push(text);
  };
  for (const match of nlp(question).match('#ProperNoun+').out('array') as string[]) add(match);
  for (const match of question.matchAll(INNER_CAPITAL)) add(match[0]);
  // A question typed in capitals throughout has no acronyms to tell apart.
  // One the Factbook asks for ("GDP") is what is asked of a place, not a name.
  if (/\p{Ll}/u.test(question))
    for (const match of question.matchAll(ACRONYM)) if (fieldsAsked(match[0]).length === 0) add(match[0]);
  return found;
}
