import type { ChatMessage } from '@pardus/protocol';
import { qualifiedSubject } from '../answer/extractive/query.js';
import { anyWord, POINTING_WORDS, resolveFollowUp } from '../text/follow-up.js';
import { questionCore } from '../text/question.js';

/** A short question with one of these ("why?", "what about its neighbours?") leans on the one before. */
const FOLLOW_UP = anyWord([...POINTING_WORDS, 'why', 'how', 'more'], 'i');

/**
 * The search query for a question. A follow-up whose subject or aspect comes from earlier turns ("What
 * about Peru?") is searched as the question it stands for; another short follow-up ("why?") means little
 * on its own, so it borrows the previous question's words; a standalone question is searched as asked.
 */
export function searchQueryFor(question: string, history: readonly ChatMessage[]): string {
  // "And what is its population?" after "What is the capital of Chile?" is searched as Chile's population.
  const resolved = resolveFollowUp(question, userQuestions(history));
  if (resolved !== question) return questionCore(resolved).slice(0, 400);
  // "bank as in the bank of a river": the word's own entry holds its senses; the qualifier's words
  // would rank namesakes that hold both ("West Bank … of the Jordan river") above it.
  const qualified = qualifiedSubject(question);
  if (qualified) return questionCore(qualified.subject).slice(0, 400);
  // A request frame ("what does it mean when a person is …") is not searched for, only what it asks about.
  const text = questionCore(question);
  const previous = history
    .findLast((m) => m.role === 'user')
    ?.content.replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').length;
  if (!previous || words > 8 || !FOLLOW_UP.test(text)) return text.slice(0, 400);
  return `${previous.slice(0, 200)} ${text}`.slice(0, 400);
}

/** The user's questions of a conversation, oldest first. */
export function userQuestions(history: readonly ChatMessage[]): string[] {
  return history.filter((m) => m.role === 'user').map((m) => m.content);
}
