import {
  conversationTitlesResponseSchema,
  getMessagesResponseSchema,
  insertMessagesResponseSchema,
  type ConversationTitle,
  type InsertMessagesResponse,
} from '@pardus/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@/features/chat/types';
import { apiGet, apiPost } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';
import { messagesToSaved, savedToMessages } from '../saved-messages';

/** TanStack Query keys; invalidate `titles` after saving so the sidebar refreshes. */
export const conversationKeys = {
  all: ['conversations'] as const,
  titles: ['conversations', 'titles'] as const,
};

/** `GET /api/msgs/title`: saved conversations, newest first as the server orders them. */
export function fetchConversationTitles(): Promise<ConversationTitle[]> {
  return apiGet(API_ENDPOINTS.conversationTitles, conversationTitlesResponseSchema);
}

/** `POST /api/msgs/get`: one saved conversation, already turned into chat messages (sources attached). */
export async function fetchConversation(id: string, title?: string): Promise<Message[]> {
  const { messages } = await apiPost(
    API_ENDPOINTS.conversationMessages,
    { id, title },
    getMessagesResponseSchema,
  );
  return savedToMessages(messages, { idPrefix: id });
}

/**
 * Browsers let a request outlive its page (`keepalive`) only while the bodies of all such requests in
 * flight stay under 64 KiB; a longer conversation is saved by an ordinary request.
 */
const KEEPALIVE_BODY_LIMIT = 60 * 1024;

/**
 * `POST /api/msgs/insert`: saves the whole conversation; `id: 'new_message'` creates one. The request
 * is sent with `keepalive` when it fits, so a reload or a closed tab right after an answer still saves
 * the last turn.
 */
export function saveConversation(
  id: string,
  title: string,
  messages: readonly Message[],
): Promise<InsertMessagesResponse> {
  const body = { id, title, messages: messagesToSaved(messages) };
  const bytes = new TextEncoder().encode(JSON.stringify(body)).length;
  return apiPost(API_ENDPOINTS.saveConversation, body, insertMessagesResponseSchema, {
    keepalive: bytes < KEEPALIVE_BODY_LIMIT,
  });
}

export const conversationTitlesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: conversationKeys.titles, queryFn: fetchConversationTitles, enabled });

/** The sidebar's list; only fetched while `enabled` (signed in). */
export function useConversationTitles(enabled: boolean) {
  return useQuery(conversationTitlesQuery(enabled));
}
