import { MAX_MESSAGES_PER_REQUEST, type ChatMessage } from '@pardus/protocol';
import type { Message } from '../types';
import { splitThink } from './think';

/**
 * The request history for a new question (protocol `quickRequestSchema`): prior user and
 * assistant turns with text (reasoning blocks and unfinished progress messages left out), then the
 * question; only the most recent MAX_MESSAGES_PER_REQUEST turns are kept.
 */
export function buildHistory(prior: readonly Message[], question: string): ChatMessage[] {
  const turns = prior.flatMap((message): ChatMessage[] => {
    if (message.isProgress) return [];
    if (message.type === 'user') return [{ role: 'user', content: message.content }];
    const answer = splitThink(message.content).answer.trim();
    return answer === '' ? [] : [{ role: 'assistant', content: answer }];
  });
  return [...turns, { role: 'user' as const, content: question }].slice(-MAX_MESSAGES_PER_REQUEST);
}

const TEMP_PREFIX = 'local-';

/** A fresh id for a message. */
export function newMessageId(): string {
  return crypto.randomUUID();
}

/** A temporary id for a conversation not saved yet (SPEC §4 "New conversation"). */
export function newTemporaryConversationId(): string {
  return `${TEMP_PREFIX}${crypto.randomUUID()}`;
}

/** True for ids made by newTemporaryConversationId: such conversations exist only in this tab. */
export function isTemporaryConversationId(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}
