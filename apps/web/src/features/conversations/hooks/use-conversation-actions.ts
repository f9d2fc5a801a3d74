import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConversationTitle } from '@pardus/protocol';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { conversationKeys } from '../api/conversations-api';
import { deleteConversation, renameConversation } from '../api/manage-api';

export interface ConversationActionCallbacks {
  /** The chat adopts a new title of the open conversation (its next save keeps it). */
  onRenamed?: (id: string, title: string) => void;
  /** The chat leaves a conversation that was just deleted. */
  onDeleted?: (id: string) => void;
}

/** What a failed rename says under the field: the server's reason for bad input, else a plain sentence. */
export function renameErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.status === 404) return 'This conversation no longer exists.';
  return 'Failed to rename the conversation. Please try again.';
}

/**
 * Renaming and deleting saved conversations from the sidebar. The titles (and any search results,
 * which live under the same query key) are updated in place at once and refetched after.
 */
export function useConversationActions({ onRenamed, onDeleted }: ConversationActionCallbacks) {
  const queryClient = useQueryClient();
  const patchTitles = useCallback(
    (change: (list: ConversationTitle[]) => ConversationTitle[]) =>
      queryClient.setQueriesData<ConversationTitle[]>({ queryKey: conversationKeys.titles }, (list) =>
        list ? change(list) : list,
      ),
    [queryClient],
  );
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: conversationKeys.titles }),
    [queryClient],
  );

  /** Rejects with the error a rename field shows (see `renameErrorText`). */
  const rename = useCallback(
    async (id: string, title: string) => {
      try {
        const saved = await renameConversation(id, title);
        patchTitles((list) => list.map((item) => (item.id === id ? { ...item, title: saved.title } : item)));
        onRenamed?.(id, saved.title);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) refresh();
        throw error;
      } finally {
        refresh();
      }
    },
    [patchTitles, refresh, onRenamed],
  );

  const remove = useCallback(
    async ({ id, title }: ConversationTitle) => {
      try {
        await deleteConversation(id);
      } catch (error) {
        // Already gone (another tab deleted it): the list just catches up.
        if (!(error instanceof ApiError && error.status === 404)) {
          toast({
            title: 'Error',
            description: 'Failed to delete the conversation.',
            variant: 'destructive',
          });
          return;
        }
      }
      patchTitles((list) => list.filter((item) => item.id !== id));
      onDeleted?.(id);
      refresh();
      toast({ title: 'Conversation deleted', description: `“${title.trim() || 'Untitled'}” was deleted.` });
    },
    [patchTitles, refresh, onDeleted],
  );

  return { rename, remove };
}
