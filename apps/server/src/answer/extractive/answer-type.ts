import { analyzeSubject } from '../../text/analyzer.js';
import { answerType, MEASURE_WORDS, questionCore } from '../../text/question.js';
import type { RankedUnit } from './rank.js';

/**
 * What an answer sentence must contain to answer the question, beyond sharing its words:
 * - every number the question names ("TypeScript 5.0", "in 2023"), as a whole token;
 * - for "how many <things>": a number of its own and the things counted;
 * - for "when" / "what year": a date.
 * A sentence without them may be related, but it does not answer.
 */
export interface AnswerNeeds {
  numbers: string[];
  countedTerm?: string;
  needsDate: boolean;
  /** "How fast…?", "What is the population of…?": a number of the sentence's own. */
  needsQuantity: boolean;
  /** "Who designed…?": a name the question does not already hold. */
  needsName: boolean;
  /**
   * Terms the sentence, its title or its heading must all mention: what the question is about and
   * what it asks of it ("When did Anders Hejlsberg retire?" → anders, hejlsberg, retir).
   */
  terms: string[];
  /** The question's words, lower-cased: a name it already holds answers nothing. */
  questionWords: ReadonlySet<string>;
}

/**
 * Words a question uses to ask rather than to say what about: "What currency does Japan use?", "Where do
 * volcanoes lie?", and the measures a number or date in the answer stands for ("How tall…?", "What
 * percentage…?", "in the year AD 69").
 */
const ASKING_TERMS = new Set(
  (
    'use used uses live lives people today now currently first happen happened called known exactly ' +
    'approximately roughly usually typically lie lies located situated found last lasted take took ' +
    // A time frame's preposition, a function word like "before" and "after" (which are stop words).
    'since'
  )
    .split(' ')
    .concat([...MEASURE_WORDS])
    .map((word) => analyzeSubject(word).terms[0] ?? word),
);
/** Words that refer to something named in the sentence before. */
const POINTS_BACK = /\b(?:such|it|its|they|them|their|this|these|those|he|she|his|her)\b/iu;
/** With this many terms to find, a sentence may lack one (a paraphrase: "saw four emperors" for "ruled"). */
const TERMS_WITH_SLACK = 4;

/** Types whose answer is one fact about the question's subject: its every term must be in the sentence. */
const FACT_TYPES = new Set(['person', 'date', 'number', 'place']);

/** Numbers as whole tokens: "2,500" and "2500" are one number; "0.5" is not "5.0". */
export function numberTokens(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}.,])\d[\d,]*(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu)].map((m) =>
    m[0].replace(/,/gu, ''),
  );
}

const DATE =
  /\b(?:1\d{3}|20\d{2})\b|\b(?:in|until|by|since|from|after|before|around|about|circa|c\.)\s+\d{1,4}\b|\b\d{1,4}\s*(?:BC|BCE|AD|CE)\b|\b(?:AD|CE)\s*\d{1,4}\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\bcentury\b/iu;

const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|dozen|hundred|thousand|million|billion)\b/iu;

/** Reads what the question's answer must contain. */
export function answerNeeds(question: string): AnswerNeeds {
  const q = question.toLowerCase();
  const counted = /\bhow many\s+([\p{L}-]+)/u.exec(q)?.[1];
  const countedTerm = counted ? analyzeSubject(counted).terms[0] : undefined;
  const type = answerType(question);
  // "Who was Hadrian?" asks for a description; "Who designed the dome?" and "Who was the first Roman
  // emperor?" for a name.
  const asksForName = type === 'person' && !/^\s*who(?:'s|\s+(?:is|was|are|were))\s+(?!the\b|an?\b)/u.test(q);
  // "What is the largest volcano on Mars?" asks for one thing, as a fact question does.
  const superlative =
    /^\s*(?:what|which|who)(?:'s|\s+(?:is|was|are|were))\s+the\s+(?:\w+est|most|least)\b/u.test(q);
  const asksForFact = (FACT_TYPES.has(type) && (type !== 'person' || asksForName)) || superlative;
  return {
    numbers: numberTokens(question),
    ...(countedTerm ? { countedTerm } : {}),
    needsDate: /^\s*when\b|\bwhat (?:year|date|century)\b|\bin which year\b/u.test(q),
    needsQuantity: type === 'number' && countedTerm === undefined,
    needsName: asksForName,
    questionWords: new Set(question.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []),
    terms: asksForFact
      ? [...new Set(analyzeSubject(questionCore(question)).terms)].filter((t) => !ASKING_TERMS.has(t))
      : [],
  };
}

/** True when the sentence holds what the question asks for. */
export function answers(
  unit: RankedUnit['unit'],
  needs: AnswerNeeds,
  previous?: RankedUnit['unit'],
): boolean {
  const questionWords = needs.questionWords;
  const tokens = numberTokens(unit.text);
  if (!needs.numbers.every((n) => tokens.includes(n))) return false;
  if (needs.countedTerm !== undefined) {
    const own = tokens.filter((n) => !needs.numbers.includes(n));
    if (own.length === 0 && !NUMBER_WORD.test(unit.text)) return false;
    if (!unit.termCounts.has(needs.countedTerm) && !unit.context.has(needs.countedTerm)) return false;
  }
  if (needs.needsDate && !DATE.test(unit.text)) return false;
  if (needs.needsQuantity && !holdsQuantity(unit.text)) return false;
  if (needs.needsName && !namesSomeoneElse(unit.text, questionWords)) return false;
  // The sentence before counts only when this one points back to it ("such waves", "it", "they").
  const before = previous && POINTS_BACK.test(unit.text) ? previous : undefined;
  const missing = needs.terms.filter((term) => !mentions(unit, term) && !(before && mentions(before, term)));
  return missing.length === 0 || (needs.terms.length >= TERMS_WITH_SLACK && missing.length === 1);
}

/**
 * True when the sentence, its title or heading has the term, or a longer word starting with it
 * ("detect" in "detectors", "retir" in "retirement"; only for terms long enough not to be a prefix
 * of unrelated words).
 */
function mentions(unit: RankedUnit['unit'], term: string): boolean {
  if (unit.termCounts.has(term) || unit.context.has(term)) return true;
  if (term.length < 5) return false;
  for (const own of unit.termCounts.keys()) if (own.startsWith(term)) return true;
  return false;
}

/** Years in brackets say when someone lived or something was written, not how much: "(1832-1923)", "(born 1922)". */
const BRACKETED_YEARS = /\((?:[^()]*?\b(?:born|died|c\.|circa|est\.)\s*)?\d{3,4}(?:\s*[-–]\s*\d{2,4})?\)/giu;

/**
 * True when the sentence states an amount: a number that is not a bracketed year, with what it counts
 * or measures after it ("300 meters", "97 percent", "9,984,670 sq km"), or a number word ("four").
 */
function holdsQuantity(text: string): boolean {
  const plain = text.replace(BRACKETED_YEARS, ' ');
  return /\d[\d,.]*\s*(?:%|°|[\p{L}])/u.test(plain) || NUMBER_WORD.test(plain);
}

/** True when the sentence holds a capitalised name (not its first word) that the question does not. */
function namesSomeoneElse(text: string, questionWords: ReadonlySet<string>): boolean {
  const words = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  return words.slice(1).some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !questionWords.has(word.toLowerCase()));
}

/** True when the question asks for something a sentence can lack (a number, a count, a date). */
export function hasNeeds(needs: AnswerNeeds): boolean {
  return (
    needs.numbers.length > 0 ||
    needs.countedTerm !== undefined ||
    needs.needsDate ||
    needs.needsQuantity ||
    needs.needsName ||
    needs.terms.length > 0
  );
}
