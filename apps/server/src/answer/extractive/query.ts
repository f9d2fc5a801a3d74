import type { ChatMessage } from '@pardus/protocol';
import { analyzeSubject } from '../../text/analyzer.js';
import { isAspect, POINTING_WORDS, subjectOf } from '../../text/follow-up.js';
import { askingVerbTerms } from './answer-type.js';
import type { NameForms } from '../../knowledge/lexicon/name-forms.js';
import {
  answerType,
  isMeaningQuestion,
  MEASURE_WORDS,
  questionCore,
  type AnswerType,
} from '../../text/question.js';

/** A question turned into weighted search terms. */
export interface AnswerQuery {
  /** Stemmed term → weight: the question's own terms (for a bare "why?", the previous question's). */
  weights: Map<string, number>;
  /** The same words as written (folded, unstemmed) → weight: a sentence with the very word asked ranks higher. */
  forms: Map<string, number>;
  /** A sentence must mention one of these to be used. */
  focus: Set<string>;
  /** Terms of earlier user turns → weight (recent turns weigh more): the subject of the conversation. */
  topic: Map<string, number>;
  /** True when the question leans on earlier turns ("what about its population?"): the topic must match. */
  followUp: boolean;
  /**
   * Consecutive question terms ("new york" → york after new): sentences with the phrase rank higher.
   * A name's adjective before another asked word is the name's phrase too ("the god of war in Rome":
   * "Roman god").
   */
  bigrams: Map<string, Set<string>>;
  /** The question as written (its capitals tell a name from a common word). */
  text: string;
  /** The kind of answer asked for (question understanding shared with Deep research). */
  type: AnswerType;
  /** The question's content words as written (folded, unstemmed), in order: what it is about. */
  subject: string[];
  /**
   * Terms of a qualifier that picks one sense of the subject ("Io, the moon of Jupiter" → moon,
   * jupit; "bank, as in the bank of a river" → river): sentences naming none are another sense.
   */
  sense: Set<string>;
  /**
   * Terms of the names the question asks about ("rome" in "what language was spoken in ancient
   * rome"): when some sentence names them all, the sentences naming none are about something else.
   */
  names: Set<string>;
  /**
   * The term a described thing is named by ("god" in "who was the god of war in Rome"): the entry
   * whose sense opens with it is one; one that only mentions it is something else (a sea nymph).
   */
  described?: string;
  /** Names and their adjectives ("rome" ↔ "roman"), to tell whose thing a sentence speaks of. */
  nameForms: NameForms;
}

const FOLLOW_UP_START = /^(?:and|but|so|also|what about|how about|why|more)\b/u;

function weightsOf(terms: readonly string[]): Map<string, number> {
  return new Map(terms.map((term) => [term, 1]));
}

/** "Who was the god of war in Rome?", "What was the capital of ancient Persia?": a thing described. */
const DESCRIBED =
  /^\s*(?:who|what)(?:'s|\s+(?:is|was|are|were))\s+the\s+(?<description>.+?)(?=\s+(?:of|in|on|for|from|at|who|that|which)\b|\s*\?|\s*$)/iu;

/**
 * "Io, the moon of Jupiter", "Who was Mars, the Roman god?", "bank, as in the bank of a river". A
 * list or a question after the comma qualifies nothing ("the island nations of the Indian Ocean,
 * the Maldives, Mauritius and Comoros: how high …").
 */
const QUALIFIED =
  /^(?:(?:what|who)(?:'s|\s+(?:is|was|are|were))\s+)?(?<subject>[^,?]+?)(?:,\s*(?:as in\s+)?|\s+as in\s+)(?:the|a|an)\s+(?<qualifier>[^?:;,]+?)\s*\??$/iu;

/** "bank as in the bank of a river" → bank and "bank of a river"; undefined for an unqualified question. */
export function qualifiedSubject(question: string): { subject: string; qualifier: string } | undefined {
  const groups = QUALIFIED.exec(question.trim())?.groups;
  return groups?.subject && groups.qualifier
    ? { subject: groups.subject, qualifier: groups.qualifier }
    : undefined;
}

/** The qualifier's own terms (the subject's words left out), or none. */
export function senseTerms(question: string): Set<string> {
  const { subject, qualifier } = qualifiedSubject(question) ?? {};
  if (!subject || !qualifier) return new Set();
  const own = new Set(analyzeSubject(subject).terms);
  return new Set(analyzeSubject(qualifier).terms.filter((term) => !own.has(term)));
}

/**
 * A short question that names a subject of its own ("What does "fugacious" mean?", "What is a
 * caldera?") is a new question, not a follow-up, unless it points back ("What does it mean?") or asks
 * an aspect of the earlier subject ("What is the capital?").
 */
function namesOwnSubject(question: string, words: readonly string[]): boolean {
  if (words.some((w) => POINTING_WORDS.has(w)) || FOLLOW_UP_START.test(question.toLowerCase().trim()))
    return false;
  if (isMeaningQuestion(question)) return true;
  const subject = subjectOf(question);
  return subject !== undefined && !isAspect(subject.text);
}

/**
 * Builds the weighted query. Earlier user turns become the conversation's topic: a follow-up ("what about
 * its population?") only uses sentences on that topic when there are any; a new question merely prefers them.
 * A question with no content words of its own ("why?") is answered for the previous question.
 * `nameForms` tells names from common words ("Rome": "Roman"), however they are typed.
 */
export function buildQuery(
  question: string,
  history: readonly ChatMessage[],
  nameForms: NameForms = new Map(),
): AnswerQuery {
  // "What does it mean when a person is gregarious?" is about "gregarious", not about persons.
  const asking = analyzeSubject(questionCore(question));
  const own = asking.terms;
  const userTurns = history.filter((m) => m.role === 'user').map((m) => analyzeSubject(m.content));
  const followUp =
    userTurns.length > 0 &&
    ((own.length <= 2 && !namesOwnSubject(question, asking.words)) ||
      asking.words.some((w) => POINTING_WORDS.has(w)) ||
      FOLLOW_UP_START.test(question.toLowerCase().trim()));
  const topic = new Map<string, number>();
  let weight = 1;
  for (const { terms } of userTurns.slice(-3).reverse()) {
    for (const term of terms)
      if (!own.includes(term)) topic.set(term, Math.max(topic.get(term) ?? 0, weight));
    weight /= 2;
  }
  const asked = own.length > 0 ? asking : (userTurns.at(-1) ?? asking);
  const bigrams = new Map<string, Set<string>>();
  own.forEach((term, i) => {
    const next = own[i + 1];
    if (next !== undefined) bigrams.set(term, (bigrams.get(term) ?? new Set<string>()).add(next));
  });
  const measured = asked.forms.map((form) => MEASURE_WORDS.has(form) && asked.forms.length > 1);
  const sense = senseTerms(question);
  const verbs = askingVerbTerms(question);
  const focus = new Set(
    asked.terms.filter((term, i) => !measured[i] && !sense.has(term) && !verbs.has(term)),
  );
  const names = new Set([...focus].filter((term) => nameForms.has(term)));
  for (const name of names)
    for (const adjective of nameForms.get(name) ?? [])
      for (const term of focus)
        if (term !== name) bigrams.set(adjective, (bigrams.get(adjective) ?? new Set<string>()).add(term));
  const described = analyzeSubject(DESCRIBED.exec(question)?.groups?.description ?? '').terms.at(-1);
  return {
    ...(described && focus.has(described) ? { described } : {}),
    weights: weightsOf(asked.terms),
    forms: weightsOf(asked.forms),
    // "How tall is the Eiffel Tower?" is answered by "300 meters high": the measure word ranks, but a
    // sentence need not have it to be used. Nor need the qualifier's words, which only pick a sense: the
    // gloss of a bank "beside a body of water" is the river's bank.
    focus,
    topic,
    followUp,
    bigrams,
    type: answerType(question),
    text: question,
    subject: asked.forms.filter((_, i) => !measured[i]),
    sense,
    names,
    nameForms,
  };
}
