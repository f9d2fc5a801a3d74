import nlp from 'compromise';
import { analyze } from '../text/analyzer.js';
import { answerType } from '../text/question.js';
import { isMakerQuestion } from '../answer/extractive/answer-type.js';
import { whatIs } from './topic-questions.js';

/** One source the answer was drawn from, as the search returned it (the library sends its text). */
export interface AnswerSourceText {
  title: string;
  text: string;
  /** "WordNet", "Library", "World Factbook"…: which kind of document the text is. */
  site?: string;
}

const ORDINAL = /\b(?:main|two|three|four|first|second|other|many|some|more|everyday)\b/iu;
const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}*(?:\s|$)/u.test(text) ? text.charAt(0).toLocaleLowerCase('en') + text.slice(1) : text;

/**
 * What an article heading asks, when it names a subtopic a reader can ask on its own: "Types of
 * volcano" → "What are the types of volcano?", "How volcanoes form" → "How do volcanoes form?",
 * "Runoff, infiltration and groundwater" → one question each, "The Calvin cycle" → "What is the
 * Calvin cycle?", "Hazards" → "What are the hazards of volcanoes?". A heading that reads as a
 * sentence or a story ("From republic to empire", "Where the water is") is left out.
 */
export function headingQuestions(heading: string, subject: string): string[] {
  const text = heading.replace(/[.:]+$/u, '').trim();
  const kinds = /^(types|kinds|forms|causes|effects|uses|parts|stages)\s+of\s+(.+)$/iu.exec(text);
  if (kinds) return [`What are the ${kinds[1]!.toLowerCase()} of ${kinds[2]}?`];
  // "How volcanoes form": a plural subject and a bare verb.
  const how = /^(how|why)\s+(\p{Ll}+s)\s+(\p{Ll}+)$/u.exec(lowerFirst(text));
  if (how) return [`${how[1] === 'how' ? 'How' : 'Why'} do ${how[2]} ${how[3]}?`];
  const words = text.split(/\s+/u);
  if (/^(?:how|why|what|where|when|who|which|from|living|describing)\b/iu.test(text) || ORDINAL.test(text))
    return [];
  if (/,|\band\b/u.test(text) && words.length <= 5)
    return text
      .split(/,\s*|\s+and\s+/u)
      .filter((part) => part.split(' ').length <= 3)
      .map((part) => whatIs(lowerFirst(part)));
  if (/^the\s/iu.test(text) && words.length <= 4) return [whatIs(`the ${text.slice(4)}`)];
  if (words.length === 1) {
    const word = lowerFirst(text);
    return /(?:tion|sion|ment|ance|ence)$/u.test(word) || !subject
      ? [whatIs(word)]
      : [`What ${/[^s]s$/u.test(word) ? 'are' : 'is'} the ${word} of ${subject}?`];
  }
  if (words.length === 2 && !/ing$/u.test(words[0]!)) {
    const phrase = lowerFirst(text);
    return /[^s]s$/u.test(phrase) && subject ? [`What are the ${phrase} of ${subject}?`] : [whatIs(phrase)];
  }
  return [];
}

/**
 * The article's subject as a question names it: its title, in the plural when the article writes it
 * so ("Volcano" → "volcanoes"), "the" kept ("the water cycle"), names as written ("DNA").
 */
function subjectOfArticle(text: string): string {
  const title = /^#\s+(.+)$/mu.exec(text)?.[1]?.trim() ?? '';
  if (/^the\s/iu.test(title)) return `the ${title.slice(4)}`;
  const own = lowerFirst(title);
  if (own !== title || title.includes(' ')) {
    const plural = [`${own}es`, `${own}s`].find((p) => new RegExp(`\\b${p}\\b`, 'iu').test(text));
    if (plural && !/s$/u.test(own)) return plural;
  }
  return lowerFirst(title);
}

/** An article's subtopics as questions: its headings (sections, then their subsections). */
export function articleQuestions(text: string): string[] {
  const subject = subjectOfArticle(text);
  const sections = [...text.matchAll(/^(#{2,4})\s+(.+)$/gmu)];
  // Subsections name the article's own terms ("Condensation"): they come first.
  const ordered = [
    ...sections.filter((m) => m[1]!.length > 2),
    ...sections.filter((m) => m[1]!.length === 2),
  ];
  return ordered.flatMap((m) => headingQuestions(m[2]!, m[1]!.length > 2 ? '' : subject));
}

/** Gloss words too common to be worth asking about. */
const COMMON = new Set(
  'anything something someone somebody others thing things person people part kind sort type time'.split(' '),
);

/** The nouns a definition is made of, singular: "good luck in making … discoveries" → luck, discovery. */
function glossNouns(gloss: string): string[] {
  const nouns = nlp(gloss).match('#Noun').not('#Pronoun').out('array') as string[];
  return nouns
    .map((w) => w.replace(/['’]s$/u, '').toLocaleLowerCase('en'))
    .filter((w) => /^\p{Ll}{4,}$/u.test(w) && !COMMON.has(w))
    .map((w) => nlp(w).nouns().toSingular().text() || w);
}

/** Endings a word's derived forms swap ("serendipity" → "serendipitous", "ephemeral" → "ephemerality"). */
const DERIVED: readonly [RegExp, string][] = [
  [/ity$/u, 'itous'],
  [/ity$/u, 'ous'],
  [/ous$/u, 'ity'],
  [/ous$/u, 'ousness'],
  [/al$/u, 'ality'],
  [/ic$/u, 'ically'],
  [/y$/u, 'ic'],
  [/e$/u, 'ation'],
];

/** Forms a word may derive, two at most: the library's check keeps only those it has an entry for. */
export function derivations(word: string): string[] {
  return DERIVED.filter(([end]) => end.test(word))
    .map(([end, other]) => word.replace(end, other))
    .slice(0, 2);
}

/**
 * A dictionary entry's related words, each a headword of its own: the synonyms of each of its senses,
 * one sense after another (its other senses' words before a second synonym of the first), then the
 * words its definitions are made of ("serendipity": good luck in making … discoveries → "luck",
 * "discoveries"), the kind of thing it is being named there.
 */
export function wordQuestions(text: string, ownEntry = true): string[] {
  const senses = [...text.matchAll(/Synonyms: ([^\n]+?)\.(?:\s|$)/gu)].map((m) =>
    m[1]!.split(',').map((w) => w.trim()),
  );
  const words: string[] = [];
  for (let i = 0; senses.some((s) => i < s.length); i++)
    for (const sense of senses) if (sense[i]) words.push(sense[i]!);
  const headword = /^([\p{Ll}-]+) \(/u.exec(text)?.[1];
  if (!ownEntry) return asked(words);
  if (headword) words.push(...derivations(headword));
  const glosses = [...text.matchAll(/^[^\n(]+\((?:noun|verb|adjective|adverb)\): ([^\n]+?)\.(?:\s|$)/gmu)];
  for (const [, gloss] of glosses.slice(0, 3)) words.push(...glossNouns(gloss!.split(';')[0]!).slice(0, 3));
  return asked(words);
}

/** Each word once, as a question on its meaning. */
function asked(words: readonly string[]): string[] {
  return [...new Set(words)]
    .filter((w) => /^[\p{L}][\p{L}' -]*$/u.test(w))
    .map((w) => `What does "${w}" mean?`);
}

/**
 * Questions about what the answer's first sources hold beside the subject asked: an article's
 * subtopics (headings, defined terms), a word's related words. The subject itself is left out.
 */
export function sourceQuestions(
  question: string,
  sources: readonly AnswerSourceText[],
  askedAs = question,
): string[] {
  const asked = new Set(analyze(question));
  // A definition's words are related to the word asked, not to a concept a dictionary entry stood
  // beside: only the first source's entry gives them, and only to a question on what a word or thing
  // is. A maker's work is not asked about as a word: "Who wrote Hamlet?" is not asking what a
  // village or a crossroads (a hamlet's other sense) is.
  const definition = answerType(askedAs) === 'definition';
  const maker = isMakerQuestion(askedAs);
  const candidates = sources.slice(0, 2).flatMap((source, i) => {
    if (source.site === 'WordNet') return maker ? [] : wordQuestions(source.text, definition && i === 0);
    if (source.site === 'Library') return articleQuestions(source.text);
    return [];
  });
  // A question on exactly what was asked ("What is a volcano?" after "What are volcanoes?") is dropped.
  return candidates.filter((q) => {
    const terms = analyze(q.replace(/^What (?:is|are|does)\s+|\s+mean\?$|\?$/gu, ''));
    return terms.length > 0 && !terms.every((t) => asked.has(t));
  });
}
