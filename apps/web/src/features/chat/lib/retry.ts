import type { SearchMode } from '@pardus/protocol';
import { SEARCH_ERRORS } from '../api/search-errors';
import type { Message } from '../types';

/** What asking the conversation's last question again (Retry) needs. */
export interface RetryTarget {
  /** The answer asked again: the conversation's last message. */
  answer: Message;
  /** Its question, kept as it is. */
  question: Message;
  /** Every message before the question: the history it is asked with again. */
  prior: Message[];
  /** The mode that produced the answer; the retry is asked (and charged) in it. */
  mode: SearchMode;
  /** The answer's number among the conversation's answers as saved (progress panels are not). */
  answerIndex: number;
}

/**
 * The answer Retry may ask again: the last message, when it is a finished answer right after its
 * question and its mode is known (answers loaded from a saved conversation do not record theirs).
 */
export function retryTarget(messages: readonly Message[]): RetryTarget | undefined {
  const answer = messages.at(-1);
  const question = messages.at(-2);
  if (answer?.type !== 'assistant' || answer.isProgress || !answer.mode || question?.type !== 'user')
    return undefined;
  const prior = messages.slice(0, -2);
  const answerIndex = prior.filter((m) => m.type === 'assistant' && !m.isProgress).length;
  return { answer, question, prior, mode: answer.mode, answerIndex };
}

/** True for an answer that came: text, and no error or apology in its place. */
export function isAnswered(message: Message): boolean {
  return (
    message.content !== '' &&
    message.error === undefined &&
    message.content !== SEARCH_ERRORS.assistantFallback
  );
}
