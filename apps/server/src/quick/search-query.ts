import type { ChatMessage } from '@pardus/protocol';
import { qualifiedSubject } from '../answer/extractive/query.js';
import { anyWord, POINTING_WORDS, resolveFollowUp } from '../text/follow-up.js';
import { questionCore } from '../text/question.js';

/** A short question with one of these ("why?", "what about its neighbours?") leans on the one before. */
const FOLLOW_UP = anyWord([...POINTING_WORDS, 'why', 'how', 'more'], 'i');

/** Characters a search query keeps: a search box's length, not a long question's every clause. */
const MAX_QUERY_CHARS = 400;

/**
 * A question as read for its meaning, whole: a follow-up whose subject or aspect comes from earlier
 * turns ("What about Peru?") as the question it stands for; another short follow-up ("why?") with the
 * previous question's words, which it means little without; a standalone question as asked.
 */
export function questionAsRead(question: string, history: readonly ChatMessage[]): string {
  // "And what is its population?" after "What is the capital of Chile?" is searched as Chile's population.
  const resolved = resolveFollowUp(question, userQuestions(history));
  if (resolved !== question) return questionCore(resolved);
  // "bank as in the bank of a river": the word's own entry holds its senses; the qualifier's words
  // would rank namesakes that hold both ("West Bank … of the Jordan river") above it.
  const qualified = qualifiedSubject(question);
  if (qualified) return questionCore(qualified.subject);
  // A request frame ("what does it mean when a person is …") is not searched for, only what it asks about.
  const text = questionCore(question);
  const previous = history
    .findLast((m) => m.role === 'user')
    ?.content.replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').length;
  if (!previous || words > 8 || !FOLLOW_UP.test(text)) return text;
  return `${previous.slice(0, MAX_QUERY_CHARS / 2)} ${text}`;
}

/**
 * The search query for a question: the question as read (see questionAsRead), cut to a search's
 * length. What the question asks is read from the whole of it, never from its query: a long Deep
 * question's last clause ("and how many are Christian or Muslim?") is past the cut.
 */
export function searchQueryFor(question: string, history: readonly ChatMessage[]): string {
  return questionAsRead(question, history).slice(0, MAX_QUERY_CHARS);
}

/** The user's questions of a conversation, oldest first. */
export function userQuestions(history: readonly ChatMessage[]): string[] {
  return history.filter((m) => m.role === 'user').map((m) => m.content);
}
