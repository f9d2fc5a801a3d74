import {
  conversationTitlesResponseSchema,
  deleteConversationResponseSchema,
  renameConversationResponseSchema,
  type ConversationTitle,
} from '@pardus/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';
import { conversationKeys } from './conversations-api';

/** `POST /api/msgs/rename`: the saved title (trimmed by the server). */
export function renameConversation(id: string, title: string): Promise<ConversationTitle> {
  return apiPost(API_ENDPOINTS.renameConversation, { id, title }, renameConversationResponseSchema);
}

/** `POST /api/msgs/delete`: the conversation with its messages, sources and Deep research runs. */
export async function deleteConversation(id: string): Promise<void> {
  await apiPost(API_ENDPOINTS.deleteConversation, { id }, deleteConversationResponseSchema);
}

/** `GET /api/msgs/search?q=`: conversations whose title or messages hold every word, newest first. */
export function searchConversations(q: string, signal?: AbortSignal): Promise<ConversationTitle[]> {
  return apiGet(API_ENDPOINTS.searchConversations(q), conversationTitlesResponseSchema, { signal });
}

/** Search results live under the titles' key, so a rename or delete refreshes both at once. */
export const searchKey = (q: string) => [...conversationKeys.titles, 'search', q] as const;

/** The results for `q` (already debounced and trimmed); the previous results stay while the next load. */
export function useConversationSearch(q: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: searchKey(q),
      queryFn: ({ signal }) => searchConversations(q, signal),
      enabled: enabled && q !== '',
      placeholderData: keepPreviousData,
    }),
  );
}
