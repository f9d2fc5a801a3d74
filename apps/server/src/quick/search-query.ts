import type { ChatMessage } from '@pardus/protocol';
import { questionCore } from '../text/question.js';

const FOLLOW_UP = /\b(it|its|they|them|their|this|that|these|those|he|she|him|her|there|why|how|more)\b/i;

/**
 * The search query for a question. A short follow-up ("why does it erupt?") means little on its
 * own, so it borrows the previous question's words; a standalone question is searched as asked.
 */
export function searchQueryFor(question: string, history: readonly ChatMessage[]): string {
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
