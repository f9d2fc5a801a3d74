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

/** The kinds of work a question names a title by ("the film Chicago", "Kansas the band"). */
const WORK_KINDS =
  'movie|film|song|album|single|band|novel|book|play|poem|opera|musical|painting|tv\\s+show|show|sitcom|series|video\\s+game';

/**
 * Where a question names a song, film, show or book, however it is typed ("lyrics to bohemian
 * rhapsody", "who directed pulp fiction", "cast of the godfather", "who plays the joker in the dark
 * knight"): the title follows these words.
 */
const WORK_TITLE = [
  /\b(?:lyrics|words)\s+(?:to|of|for|from)\s+(?<title>.+)$/iu,
  /\bwho\s+(?:sang|sings|sung|performs|performed|directed|directs|produced|starred\s+in|stars\s+in|voiced)\s+(?<title>.+)$/iu,
  /\b(?:cast|episodes?|seasons?|soundtrack)\s+(?:\d+\s+)?(?:of|in|from)\s+(?:(?:season|series)\s+\d+\s+of\s+)?(?<title>.+)$/iu,
  /\bwho\s+(?:plays?|played|portrays?|portrayed)\s+.+?\s+in\s+(?<title>.+)$/iu,
  new RegExp(`\\bthe\\s+(?:${WORK_KINDS})\\s+(?!of\\b)(?<title>.+)$`, 'iu'),
];
/** "the tarzan books", "the star wars films": a series named by its title before its kind, in the plural. */
const SERIES_OF =
  /\bthe\s+(?<title>[\p{L}'’ -]+?)\s+(?<kind>books|novels|stories|films|movies|plays|poems|songs|albums|operas)$/iu;
/** The kind of one of a series: "stories" are books, as a source's words for writing say. */
const ONE_OF_SERIES: Readonly<Record<string, string>> = { stories: 'book' };
/** "the song africa" → kind "song", title "africa": a title said with its kind. */
const KIND_BEFORE = new RegExp(`^(?:the\\s+)?(?<kind>${WORK_KINDS})\\s+(?!of\\b)(?<title>.+)$`, 'iu');
/** "casablanca the movie", "kansas (the band)": the kind after the title ends the question. */
const KIND_AFTER = new RegExp(`^(?<before>.+?)\\s+\\(?the\\s+(?<kind>${WORK_KINDS})\\)?$`, 'iu');
/** Words that end a title read backwards from its kind ("the end of | casablanca the movie"). */
const BEFORE_TITLE =
  /^(?:of|about|in|on|from|at|for|to|is|was|me|watch|watched|see|saw|read|hear|heard|what|who|tell)$/iu;
/** What may follow a title in the question ("… are there", "… in 1994"), and words that are no title. */
const AFTER_TITLE = /\s+(?:are there|is there|were there|has|have|had|in \d{4}|originally|about|end)$/iu;
/** A preposition inside a title ("industry in India"): the words may be a phrase, not a title. */
const INNER_PHRASE = /\s(?:in|of|on|at|for|from|with|by)\s/iu;
const NOT_A_TITLE = /^(?:it|this|that|these|those|them|he|she|they)$/iu;
const MAX_TITLE_WORDS = 6;

/** A work a question names: its title as a name the evidence must hold, and its kind when the question says it ("film"). */
export interface WorkAsked {
  title: string;
  kind?: string;
}

/** The title of a work the question names, as typed, with its kind; undefined when it names none. */
export function workAsked(question: string): WorkAsked | undefined {
  const text = question.replace(/[?!.]+\s*$/u, '').trim();
  const after = KIND_AFTER.exec(text)?.groups;
  if (after?.before && after.kind) {
    const words = after.before.split(/\s+/u);
    const start = words.findLastIndex((w) => BEFORE_TITLE.test(w)) + 1;
    const title = words.slice(start).join(' ');
    if (title && !NOT_A_TITLE.test(title) && words.length - start <= MAX_TITLE_WORDS)
      return { title: asName(title), kind: after.kind.toLowerCase().replace(/\s+/gu, ' ') };
  }
  const series = SERIES_OF.exec(text)?.groups;
  if (series?.title && series.kind && !NOT_A_TITLE.test(series.title)) {
    const plural = series.kind.toLowerCase();
    return { title: asName(series.title), kind: ONE_OF_SERIES[plural] ?? plural.replace(/s$/u, '') };
  }
  for (const pattern of WORK_TITLE) {
    const found = pattern.exec(text)?.groups?.title?.replace(AFTER_TITLE, '').trim();
    if (!found) continue;
    const said = KIND_BEFORE.exec(found)?.groups;
    const title = said?.title ?? found;
    if (NOT_A_TITLE.test(title) || title.split(/\s+/u).length > MAX_TITLE_WORDS) continue;
    const kind =
      said?.kind ?? new RegExp(`\\bthe\\s+(${WORK_KINDS})\\s+${escaped(title)}\\b`, 'iu').exec(text)?.[1];
    // "the film industry in India" may be no title at all: a kind is read only for a plain title.
    const plain = kind !== undefined && !INNER_PHRASE.test(title);
    return { title: asName(title), ...(plain ? { kind: kind.toLowerCase().replace(/\s+/gu, ' ') } : {}) };
  }
  return undefined;
}

/**
 * The words a source uses for each kind of work: what the thing is ("a gothic horror novel", "a
 * song"), not what someone did (a physicist "directed the project", a stone is "rock").
 */
const FILM = /\b(?:films?|movies?|motion\s+pictures?|screenplay|cinema)\b/iu;
const TELEVISION = /\b(?:television|tv|sitcoms?|episodes?|broadcasts?)\b/iu;
const MUSIC = /\b(?:songs?|sang|sung|singers?|albums?|singles?|lyrics|music(?:al|ian)?|bands?)\b/iu;
const WRITING =
  /\b(?:books?|novels?|novelist|poems?|poets?|plays?|playwright|tragedy|comedy|drama|story|stories|fiction(?:al)?)\b/iu;
const KIND_WORDS: Readonly<Record<string, RegExp>> = {
  movie: FILM,
  film: FILM,
  'tv show': TELEVISION,
  show: TELEVISION,
  sitcom: TELEVISION,
  series: TELEVISION,
  song: MUSIC,
  album: MUSIC,
  single: MUSIC,
  band: MUSIC,
  opera: /\b(?:operas?|libretto)\b/iu,
  musical: /\b(?:musicals?|broadway)\b/iu,
  novel: WRITING,
  book: WRITING,
  play: WRITING,
  poem: WRITING,
  painting: /\b(?:paintings?|painted|painter|portraits?|canvas|fresco)\b/iu,
  'video game': /\b(?:games?|video)\b/iu,
};

/** Whether a text speaks of a work of the kind ("a gothic horror novel" is a novel's entry; a port is no film's). */
export const speaksOfKind = (kind: string, text: string): boolean => KIND_WORDS[kind]?.test(text) ?? true;

/** A one-word title keeps its article: "the godfather" is the film, "godfather" anyone's. */
const asName = (title: string) => (/^(?:the|a|an)\s+\S+$/iu.test(title) ? title : clean(title));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

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
export function namesIn(
  question: string,
  places: Gazetteer,
  work: WorkAsked | undefined = workAsked(question),
): string[] {
  const placeTexts = [...places.placesIn(question), ...places.areasIn(question)].map((m) => m.text);
  // "Chad Johnson", "Kenya Moore": a person's full name holds a place's name and is still a person's.
  const people = new Set(
    (nlp(question).match('#ProperNoun+').if('#Person').out('array') as string[])
      .map((name) => clean(withoutQuestionWords(name)).toLowerCase())
      .filter((name) => name.includes(' ')),
  );
  // A word of a place's name is the place's too: "america" of "central america", typed in lower case.
  const inPlace = (text: string, place: string) =>
    ` ${place.toLowerCase()} `.includes(` ${text.toLowerCase()} `);
  const isPlace = (text: string) =>
    placeTexts.some(
      (p) => p === text || inPlace(text, p) || (text.includes(p) && !people.has(text.toLowerCase())),
    );
  const found: string[] = [];
  const add = (name: string, text = clean(withoutQuestionWords(name))) => {
    if (!text || /^\p{N}+$/u.test(text) || isPlace(text)) return;
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
  // A title said with its kind is the work's even when a place has the name ("the song Africa").
  if (work?.kind) found.push(work.title);
  else if (work) add(work.title, work.title);
  for (const match of nlp(question).match('#ProperNoun+').out('array') as string[]) add(match);
  for (const match of question.matchAll(INNER_CAPITAL)) add(match[0]);
  // A question typed in capitals throughout has no acronyms to tell apart.
  // One the Factbook asks for ("GDP") is what is asked of a place, not a name: add() leaves it out.
  if (/\p{Ll}/u.test(question)) for (const match of question.matchAll(ACRONYM)) add(match[0]);
  return found.filter((name) => !inQualifier(name));
}
