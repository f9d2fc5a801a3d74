import { analyzeSubject } from '../../text/analyzer.js';
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
}

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
  return {
    numbers: numberTokens(question),
    ...(countedTerm ? { countedTerm } : {}),
    needsDate: /^\s*when\b|\bwhat (?:year|date|century)\b|\bin which year\b/u.test(q),
  };
}

/** True when the sentence holds what the question asks for. */
export function answers(unit: RankedUnit['unit'], needs: AnswerNeeds): boolean {
  const tokens = numberTokens(unit.text);
  if (!needs.numbers.every((n) => tokens.includes(n))) return false;
  if (needs.countedTerm !== undefined) {
    const own = tokens.filter((n) => !needs.numbers.includes(n));
    if (own.length === 0 && !NUMBER_WORD.test(unit.text)) return false;
    if (!unit.termCounts.has(needs.countedTerm) && !unit.context.has(needs.countedTerm)) return false;
  }
  if (needs.needsDate && !DATE.test(unit.text)) return false;
  return true;
}

/** True when the question asks for something a sentence can lack (a number, a count, a date). */
export function hasNeeds(needs: AnswerNeeds): boolean {
  return needs.numbers.length > 0 || needs.countedTerm !== undefined || needs.needsDate;
}
