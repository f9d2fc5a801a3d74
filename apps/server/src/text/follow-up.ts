/**
 * Follow-up questions, rewritten as the standalone question they stand for. A conversation has a subject
 * (Chile, photosynthesis, Julius Caesar) and an aspect (its population, what it is): "And what is its
 * population?" after "What is the capital of Chile?" asks for Chile's population; "What about Peru?" after
 * that asks for Peru's; "and the economy?" keeps Chile and changes the aspect. Search and answer both work
 * from the rewritten question, so neither has to guess which earlier words matter.
 */
import { analyzeSubject } from './analyzer.js';
import { capitalise } from './capitalise.js';
import { fieldsAsked } from '../knowledge/factbook/catalogue.js';
import { isMeaningQuestion, questionCore } from './question.js';

/** Where a question names what it is about: the words and their place in the question. */
export interface SubjectSpan {
  text: string;
  start: number;
  end: number;
}

/** Capitalised words in a row, glued by the small words inside names ("Bosnia and Herzegovina"). */
const NAME =
  /\p{Lu}[\p{L}\p{N}’'.-]*(?:\s+(?:(?:of|and|the|de|del|da|du|la|le|al)\s+)*\p{Lu}[\p{L}\p{N}’'.-]*)*/gu;
/** Possessives that stand for a subject named before: "its population", "their language". */
const POSSESSIVES = ['its', 'their', 'his', 'her'];
/** Pronouns that stand for a person or thing named before: "What do they speak?", "When did he die?". */
const PERSONAL_PRONOUNS = [...POSSESSIVES, 'it', 'they', 'them', 'he', 'she', 'him'];
/**
 * Words that point back to what an earlier turn named: the pronouns, "there" ("What is the climate
 * there?") and the demonstratives ("Why is that?"). A question holding one leans on the conversation.
 */
export const POINTING_WORDS: ReadonlySet<string> = new Set([
  ...PERSONAL_PRONOUNS,
  'there',
  'this',
  'that',
  'these',
  'those',
]);
/** Any of `words`, as a whole word, in any case. */
export const anyWord = (words: Iterable<string>, flags = 'iu'): RegExp =>
  new RegExp(`\\b(?:${[...words].join('|')})\\b`, flags);
/** Capitalised only because they open the question, or only pointing back: never a subject. */
const NOT_NAMES = new Set([
  ...(
    'what who whom whose where when why how which is are was were do does did can could will would should ' +
    'has have had and but so also tell name list give explain describe define compare i ok okay then please ' +
    'in on of for'
  ).split(' '),
  ...POINTING_WORDS,
]);
/** "What is X?", "Who was X?": the rest of the question is the subject. */
const IS_FRAME = /^(?:what|who)(?:'s|\s+(?:is|are|was|were))\s+(?:(?:a|an|the)\s+)?(?<x>.+)$/iu;
const POSSESSIVE = anyWord(POSSESSIVES);
const PERSONAL_PRONOUN = anyWord(PERSONAL_PRONOUNS);
const PRONOUN = anyWord([...PERSONAL_PRONOUNS, 'there']);
const PRONOUNS = new RegExp(PRONOUN.source, 'giu');
/** "Is there…", "there are…": an existential "there" points nowhere. */
const EXISTENTIAL_THERE = /\b(?:is|are|was|were)\s+there\b|\bthere\s+(?:is|are|was|were|be)\b/iu;
const OPENER = /^(?:and|but|so|also|ok(?:ay)?|then|well)\b[,\s]*/iu;
/** "What about Peru?", "how about the economy?", "and Peru?", "and its economy?". */
const ABOUT = /^(?:(?:and|but|so)\s+)?(?:(?:what|how)\s+about|what\s+of|and)\s+(?<x>.+)$/iu;
/** What follows "and" in "And what is its population?" is a question of its own, not a new subject. */
const ASKS =
  /^(?:what|who|whom|whose|where|when|why|how|which|is|are|was|were|do|does|did|can|could|has|have|had|will|would|should|tell|name|list|give|explain|describe)\b/iu;
/**
 * Aspects a follow-up can switch to without a field of its own in the Factbook's catalogue: the sections of a
 * country entry (the bundled Factbook's, and most encyclopedias') and a few words readers use for them.
 */
const ASPECT_WORDS =
  /\b(?:economy|economic|economics|history|historical|background|government|politics|political|geography|society|people|culture|military|defen[cs]e|energy|electricity|environment|environmental|transport|transportation|communications|infrastructure|education|health|demographics?|neighbou?rs)\b/iu;
const END = /[\s?.!]+$/u;

const clean = (text: string) => text.replace(/\s+/gu, ' ').trim().replace(END, '');

/**
 * The subject a question names: its first proper name ("Chile", "Norway and Sweden", "DNA"), else the
 * thing a "What is…?" or "How does… work?" question asks about, else what follows its last "of". Undefined
 * when it names none of its own ("What is its population?", "Why?").
 */
export function subjectOf(question: string): SubjectSpan | undefined {
  const text = clean(question);
  for (const match of text.matchAll(NAME)) {
    const words = match[0].replace(/['’]s$/u, '').split(/\s+/u);
    // "What Chile…" never happens; "What" before a name is the question word, not part of it.
    while (words.length > 0 && NOT_NAMES.has((words[0] ?? '').toLowerCase())) words.shift();
    if (words.length === 0) continue;
    const name = words.join(' ');
    const start = text.indexOf(name, match.index);
    return { text: name, start, end: start + name.length };
  }
  const framed = IS_FRAME.exec(text)?.groups?.x ?? questionCore(text);
  const concept = clean(/\bof\s+(?:the\s+)?(?<y>[^,]+)$/iu.exec(framed)?.groups?.y ?? framed);
  if (concept === text || !concept || PRONOUN.test(concept) || concept.split(' ').length > 5)
    return undefined;
  const start = text.toLowerCase().lastIndexOf(concept.toLowerCase());
  return start < 0
    ? undefined
    : { text: text.slice(start, start + concept.length), start, end: start + concept.length };
}

/** True when the words name an aspect of a subject ("the economy", "population") rather than a subject. */
export function isAspect(words: string): boolean {
  return fieldsAsked(words).length > 0 || ASPECT_WORDS.test(words);
}

const possessive = (name: string) => (/s$/u.test(name) ? `${name}’` : `${name}’s`);

/** "What is the economy of Chile?": a bare aspect asked of the conversation's subject. */
function aspectQuestion(aspect: string, subject: string): string {
  const bare = aspect.replace(/^(?:the|its|their|his|her)\s+/iu, '');
  const verb = /[^s]s$/u.test(bare) ? 'are' : 'is';
  return `What ${verb} the ${bare} of ${subject}?`;
}

/** "its" → "Chile’s", "it" → "Chile", "there" → "in Chile". */
function replacePronouns(question: string, subject: string): string {
  const existential = EXISTENTIAL_THERE.test(question);
  return question.replace(PRONOUNS, (word, offset: number, whole: string) => {
    const lower = word.toLowerCase();
    if (lower === 'there') return existential ? word : `in ${subject}`;
    // "her" before a noun is a possessive ("her reign"), at the end an object ("succeeded her").
    const beforeNoun = lower === 'her' && /^\s+\p{L}/u.test(whole.slice(offset + word.length));
    return lower === 'its' || lower === 'their' || lower === 'his' || beforeNoun
      ? possessive(subject)
      : subject;
  });
}

/** Words before a pronoun that may be what it refers to: "cats" in "Why do cats purr when they…". */
const ANTECEDENT_ROOM = 1;

/**
 * True when the question's pronoun points to an earlier turn rather than to a word of its own: "there"
 * always (a place the question would have named), "it", "its", "they"… when at most one content word
 * comes before it ("What languages do they speak?", not "Why do cats purr when they are happy?").
 */
function pointsBack(question: string): boolean {
  const first = PERSONAL_PRONOUN.exec(question);
  if (!first) return EXISTENTIAL_THERE.test(question) === false;
  return analyzeSubject(question.slice(0, first.index)).terms.length <= ANTECEDENT_ROOM;
}

/**
 * One question resolved against the previous (already resolved) one; undefined when it stands alone or
 * the previous one names no subject to borrow.
 */
function resolveAgainst(question: string, previous: string): string | undefined {
  const text = clean(question);
  const earlier = subjectOf(previous);
  if (!earlier || isMeaningQuestion(text)) return undefined;
  const about = ABOUT.exec(text)?.groups?.x;
  if (about && !ASKS.test(about)) {
    const named = subjectOf(about);
    // "its economy", "the economy": same subject, new aspect.
    if (POSSESSIVE.test(about) || (isAspect(about) && !named)) return aspectQuestion(about, earlier.text);
    // "Peru's economy": a question of its own.
    if (named && isAspect(about)) return `What is ${about}?`;
    // "Peru": a new subject, asked the same thing as before.
    const asked = clean(previous);
    // "What is a volcano?" → "What about black holes?": the article belonged to the old subject.
    const before = asked.slice(0, earlier.start);
    const kept = /^\p{Lu}/u.test(earlier.text) ? before : before.replace(/\b(?:a|an|the)\s+$/iu, '');
    return `${kept}${about}${asked.slice(earlier.end)}?`;
  }
  const rest = text.replace(OPENER, '');
  if (!PRONOUN.test(rest) || subjectOf(rest) || !pointsBack(rest)) return undefined;
  return `${capitalise(replacePronouns(rest, earlier.text))}?`;
}

/**
 * The question as it stands on its own, given the user's earlier questions (oldest first): pronouns
 * ("its", "there", "it") name the conversation's subject, "what about X" asks the previous question of
 * X (or, when X is an aspect, asks X of the subject). A question that needs nothing earlier is returned
 * as it is.
 */
export function resolveFollowUp(question: string, earlier: readonly string[]): string {
  // Each earlier question is resolved in turn, so the third turn borrows from what the second meant.
  let context: string | undefined;
  for (const asked of earlier) {
    const resolved = context === undefined ? asked : (resolveAgainst(asked, context) ?? asked);
    if (subjectOf(resolved)) context = resolved;
  }
  if (context === undefined) return question;
  return resolveAgainst(question, context) ?? question;
}
