import { MAX_RELATED_QUESTIONS, MAX_RELATED_QUESTION_CHARS } from '@pardus/protocol';
import type { AnswerEngine } from '../answer/answer-engine.js';
import { isAbstention } from '../answer/extractive/compose.js';
import { createExtractiveEngine } from '../answer/extractive/extractive-engine.js';
import type { Logger } from '../logger.js';
import { findSources, readQuestion, type SourceDeps } from '../quick/find-sources.js';
import { analyze } from '../text/analyzer.js';
import { questionCore } from '../text/question.js';
import { isMakerQuestion } from '../answer/extractive/answer-type.js';
import type { Knowledge } from '../knowledge/knowledge.js';
import type { SearchProvider } from '../search/search-provider.js';
import { personQuestions } from './person-questions.js';
import { placeQuestions } from './place-questions.js';
import { sourceQuestions, type AnswerSourceText } from './source-questions.js';
import { rephrasings, topicQuestions } from './topic-questions.js';

/** What the questions to ask next are made from: the question, the conversation, the answer. */
export interface RelatedContext {
  /** The question as it was searched (a follow-up resolved). */
  question: string;
  /**
   * The question as the user asked it, a follow-up resolved, when it differs from what was searched
   * ("What does the word serendipity mean?" searched as "serendipity"): its form says what it asks.
   */
  askedAs?: string;
  /** Every question the user asked in the conversation, this one included (none is offered again). */
  asked: readonly string[];
  answer: string;
  /** False when the answer says it found nothing (only rephrasings that find something are offered). */
  found: boolean;
  sourceTitles: readonly string[];
  /** The answer's sources with their text, cited first: an article's subtopics, a word's related words. */
  sources?: readonly AnswerSourceText[];
  /** Where the answer searched (the library, the user's documents or both): candidates are checked there. */
  search: SearchProvider;
  /** The library's documents by id, where the answer searched the library (see SourceDeps). */
  factSources?: SourceDeps['factSources'];
  signal: AbortSignal;
}

/** Questions a reader may ask next: 3 to 5 when enough are found, never one that repeats the conversation. */
export interface RelatedQuestions {
  suggest(context: RelatedContext): Promise<string[]>;
}

/** A question's content words, stemmed and sorted: "What are banks?" and "What is a bank?" are one. */
const normal = (q: string) => [...new Set(analyze(questionCore(q)))].sort().join(' ');

/** Distinct questions not asked before (in other words too), within the protocol's limits. */
export function freshQuestions(candidates: readonly string[], asked: readonly string[]): string[] {
  const seen = new Set(asked.map(normal));
  return candidates.filter((q) => {
    const key = normal(q);
    if (!key || q.length > MAX_RELATED_QUESTION_CHARS || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Asks the library the way a Quick question does (read once, searched, the facts' documents first,
 * then the extractive engine) and says whether it answers: a cited answer, not one of the "not
 * found" forms.
 */
export async function libraryAnswers(
  question: string,
  deps: SourceDeps & { engine: AnswerEngine; signal: AbortSignal },
): Promise<boolean> {
  const read = await readQuestion(deps, question, []);
  const { sources } = await findSources({ ...deps, sourceLimit: 6 }, read, deps.signal);
  if (sources.length === 0) return false;
  let text = '';
  const reading = {
    ...(read.frame ? { frame: read.frame } : {}),
    ...(read.facts ? { facts: read.facts } : {}),
  };
  for await (const chunk of deps.engine.answer({
    question,
    history: [],
    sources,
    signal: deps.signal,
    ...reading,
  }))
    text += chunk;
  return !isAbstention(text) && /\[\d+\]/u.test(text);
}

const CHECKS_AT_ONCE = 3;

export interface OfflineRelatedDeps {
  knowledge: () => Promise<Knowledge>;
  logger: Logger;
  /** Candidates asked at most (each is one library search and one extractive answer). */
  maxChecks?: number;
  /** Longest time spent finding them; what is checked by then is offered. */
  timeMs?: number;
}

/**
 * Related questions with no language model: built from what the library holds next to the answer
 * (other attributes of the place asked about, the same attribute of its neighbours, the entries
 * beside what was cited) and offered only when the library answers them, checked by asking. After a
 * "not found" answer only rephrasings that find something are offered.
 */
export function offlineRelated(deps: OfflineRelatedDeps): RelatedQuestions {
  const engine = createExtractiveEngine();
  return {
    async suggest({
      question,
      askedAs = question,
      asked,
      answer,
      found,
      sourceTitles,
      sources = [],
      search,
      factSources,
      signal,
    }) {
      const { gazetteer } = await deps.knowledge();
      const candidates = found
        ? [
            ...personQuestions(askedAs, answer, gazetteer),
            ...placeQuestions(question, gazetteer),
            ...sourceQuestions(question, sources, askedAs),
            // After "Who …?" the entries beside the cited one are other people's and works' (Karl
            // Marx beside Hamlet): the people the answer names are what a reader asks next.
            ...(isMakerQuestion(askedAs) ? [] : topicQuestions(question, sourceTitles)),
          ]
        : rephrasings(question);
      const toCheck = freshQuestions(candidates, [question, ...asked]).slice(0, deps.maxChecks ?? 10);
      const time = AbortSignal.any([signal, AbortSignal.timeout(deps.timeMs ?? 4_000)]);
      const offered: string[] = [];
      // A few at a time, in the candidates' order, until enough are found: each check is a search
      // and an extractive answer, so none is made that is not needed.
      for (let at = 0; at < toCheck.length && offered.length < MAX_RELATED_QUESTIONS; at += CHECKS_AT_ONCE) {
        const batch = toCheck.slice(at, at + CHECKS_AT_ONCE);
        const verdicts = await Promise.all(
          batch.map((q) =>
            libraryAnswers(q, {
              search,
              knowledge: deps.knowledge,
              ...(factSources ? { factSources } : {}),
              engine,
              signal: time,
            }).catch((error: unknown) => {
              if (!time.aborted) deps.logger.warn({ err: error }, 'related question check failed');
              return false;
            }),
          ),
        );
        offered.push(...batch.filter((_, i) => verdicts[i]));
        if (time.aborted) break;
      }
      return offered.slice(0, MAX_RELATED_QUESTIONS);
    },
  };
}
