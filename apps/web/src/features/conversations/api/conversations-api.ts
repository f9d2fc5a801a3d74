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

/** `POST /api/msgs/insert`: saves the whole conversation; `id: 'new_message'` creates one. */
export function saveConversation(
  id: string,
  title: string,
  messages: readonly Message[],
): Promise<InsertMessagesResponse> {
  return apiPost(
    API_ENDPOINTS.saveConversation,
    { id, title, messages: messagesToSaved(messages) },
    insertMessagesResponseSchema,
  );
}

export const conversationTitlesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: conversationKeys.titles, queryFn: fetchConversationTitles, enabled });

/** The sidebar's list; only fetched while `enabled` (signed in). */
export function useConversationTitles(enabled: boolean) {
  return useQuery(conversationTitlesQuery(enabled));
}
