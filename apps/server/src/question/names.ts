import nlp from 'compromise';
import type { Gazetteer } from '../knowledge/places/gazetteer.js';
import { fieldsAsked } from '../knowledge/factbook/catalogue.js';
import { qualifiedSubject } from '../answer/extractive/query.js';

/** Words a question capitalises that name no thing of their own. */
const NOT_NAMES =
  /^(?:I|What|Who|Whom|Whose|Which|Where|When|Why|How|Is|Are|Was|Were|Do|Does|Did|Can|Could|Tell|Name|List|Give|Explain|Describe|Define|Compare|The|A|An|And|Or|Of|In|On)$/u;
/** "TCP", "UDP", "COVID-19", "DNA": an acronym is a name, whatever a tagger makes of it. */
const ACRONYM = /(?<![\p{L}\p{N}])\p{Lu}{2,}(?:-\d+)?(?![\p{L}\p{N}])/gu;
/** "iPhone 15", "macOS", "eBay": a product's name, capitalised inside the word. */
const INNER_CAPITAL = /\b\p{Ll}+\p{Lu}[\p{L}\p{N}]*(?:\s+\d[\d.]*)?/gu;

/**
 * Where a question names a song, film, show or book, however it is typed ("lyrics to bohemian
 * rhapsody", "who directed pulp fiction", "cast of the godfather", "who plays the joker in the dark
 * knight"): the title follows these words.
 */
const WORK_TITLE = [
  /\b(?:lyrics|words)\s+(?:to|of|for|from)\s+(?:the\s+song\s+)?(?<title>.+)$/iu,
  /\bwho\s+(?:sang|sings|sung|performs|performed|directed|directs|produced|starred\s+in|stars\s+in|voiced)\s+(?<title>.+)$/iu,
  /\b(?:cast|episodes?|seasons?|soundtrack)\s+(?:\d+\s+)?(?:of|in|from)\s+(?:(?:season|series)\s+\d+\s+of\s+)?(?<title>.+)$/iu,
  /\bwho\s+(?:plays?|played|portrays?|portrayed)\s+.+?\s+in\s+(?<title>.+)$/iu,
  /\bthe\s+(?:movie|film|song|album|tv\s+show|show|sitcom|series)\s+(?<title>.+)$/iu,
];
/** What may follow a title in the question ("… are there", "… in 1994"), and words that are no title. */
const AFTER_TITLE = /\s+(?:are there|is there|were there|has|have|had|in \d{4}|originally)$/iu;
const NOT_A_TITLE = /^(?:it|this|that|these|those|them|he|she|they)$/iu;
const MAX_TITLE_WORDS = 6;

/** The title of a work the question names, as typed; undefined when it names none. */
function workTitle(question: string): string | undefined {
  const text = question.replace(/[?!.]+\s*$/u, '').trim();
  for (const pattern of WORK_TITLE) {
    const title = pattern.exec(text)?.groups?.title?.replace(AFTER_TITLE, '').trim();
    if (!title || NOT_A_TITLE.test(title) || title.split(/\s+/u).length > MAX_TITLE_WORDS) continue;
    return title;
  }
  return undefined;
}

const withoutQuestionWords = (name: string) =>
  name
    .split(/\s+/u)
    .filter((w) => !NOT_NAMES.test(w))
    .join(' ');

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
  const add = (name: string, text = clean(withoutQuestionWords(name))) => {
    if (!text || /^\p{N}+$/u.test(text) || placeTexts.some((p) => p === text || text.includes(p))) return;
    // An acronym the Factbook asks for ("GDP") is what is asked of a place, however it was tagged.
    if (/^\p{Lu}{2,}$/u.test(text) && fieldsAsked(text).length > 0) return;
    // "California" inside "hotel california" is part of the name already asked for.
    const lower = ` ${text.toLowerCase()} `;
    if (!found.some((f) => ` ${f.toLowerCase()} `.includes(lower))) found.push(text);
  };
  // "Who was Mercury, the Roman god?": the qualifier picks a sense of the subject; it is no name
  // the evidence must hold.
  const qualifier = qualifiedSubject(question)?.qualifier.toLowerCase();
  const inQualifier = (name: string) => qualifier !== undefined && qualifier.includes(name.toLowerCase());
  const title = workTitle(question);
  // A one-word title keeps its article: "the godfather" is the film, "godfather" anyone's.
  if (title) add(title, /^(?:the|a|an)\s+\S+$/iu.test(title) ? title : clean(title));
  for (const match of nlp(question).match('#ProperNoun+').out('array') as string[]) add(match);
  for (const match of question.matchAll(INNER_CAPITAL)) add(match[0]);
  // A question typed in capitals throughout has no acronyms to tell apart.
  // One the Factbook asks for ("GDP") is what is asked of a place, not a name: add() leaves it out.
  if (/\p{Ll}/u.test(question)) for (const match of question.matchAll(ACRONYM)) add(match[0]);
  return found.filter((name) => !inQualifier(name));
}
