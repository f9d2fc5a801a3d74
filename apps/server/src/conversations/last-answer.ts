import type { SavedMessage } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import { withoutNul } from '../db/storable-text.js';
import { badRequest, notFound } from '../http/app-error.js';
import { findMessages } from './conversation.repository.js';

/** Where a conversation's last answer is, and what it answered. */
export interface LastAnswer {
  /** Its number among the conversation's answers (0-based, as share links count them). */
  answer: number;
  /** Its index in the message list; only its `search`, `image` and `related` messages follow it. */
  at: number;
  /** The question just before it. */
  question: string;
}

/** Messages that belong to the assistant message before them (SPEC §3 and its additions). */
const ANSWER_PARTS: ReadonlySet<SavedMessage['role']> = new Set(['search', 'image', 'related']);

/**
 * The answer Retry may ask again: the conversation's last assistant message, when nothing but its
 * sources, images and related questions follow it and a question comes right before it. Undefined
 * otherwise (the conversation ends with a question, or has no answer).
 */
export function lastAnswer(
  messages: readonly Pick<SavedMessage, 'role' | 'content'>[],
): LastAnswer | undefined {
  let at = messages.length - 1;
  while (at >= 0 && ANSWER_PARTS.has(messages[at]?.role ?? 'user')) at -= 1;
  const asked = messages[at - 1];
  if (messages[at]?.role !== 'assistant' || asked?.role !== 'user') return undefined;
  const answer = messages.slice(0, at).filter((m) => m.role === 'assistant').length;
  return { answer, at, question: asked.content };
}

const NOT_LAST = 'replaces_answer must be the last answer of the conversation';
const OTHER_QUESTION = 'query must be the question of the answer it replaces';

/**
 * Checks a Retry before anything is reserved: 404 when the conversation is not the caller's (as
 * everywhere), 400 when answer `answer` is not its last answer or `query` is not that answer's question.
 */
export async function assertRetryable(
  db: Db,
  userId: string,
  conversationId: string,
  answer: number,
  query: string,
): Promise<void> {
  const messages = await findMessages(db, userId, conversationId);
  if (!messages) throw notFound('Conversation not found');
  const last = lastAnswer(messages);
  if (!last || last.answer !== answer) throw badRequest(NOT_LAST);
  // Stored text has no NUL (`withoutNul`): compare the question as it would have been stored.
  if (last.question !== withoutNul(query)) throw badRequest(OTHER_QUESTION);
}
