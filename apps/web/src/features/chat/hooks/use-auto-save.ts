import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { NEW_CONVERSATION_ID } from '@pardus/protocol';
import { saveConversation } from '@/features/conversations';
import { DEFAULT_TITLE } from '../chat-context';
import { generateTitle } from '../lib/format';
import { isTemporaryConversationId } from '../lib/history';
import type { Message } from '../types';
import type { ConversationHandle } from './use-chat-store';

/** SPEC §9: the conversation is saved this long after an answer ends. */
export const AUTO_SAVE_DELAY_MS = 100;

/**
 * Returns `scheduleSave(handle, messages)`: AUTO_SAVE_DELAY_MS later it saves the conversation
 * (`id: 'new_message'` while it has no server id, with a title generated from the first message),
 * writes the returned id and title into the handle and calls `onSaved(handle, previousId)`. Saves
 * run one at a time so a second answer never creates a duplicate conversation.
 */
/**
 * Saves `messages` as the handle's conversation now (creating it while it has no server id) and
 * writes the saved id and title into the handle; returns the previous id.
 */
export async function saveHandle(handle: ConversationHandle, messages: Message[]): Promise<string | null> {
  const previousId = handle.id;
  const isNew = previousId === null || isTemporaryConversationId(previousId);
  const firstQuestion = messages.find((m) => m.type === 'user')?.content ?? '';
  const title = isNew || handle.title === DEFAULT_TITLE ? generateTitle(firstQuestion) : handle.title;
  const saved = await saveConversation(isNew ? NEW_CONVERSATION_ID : (previousId ?? ''), title, messages);
  handle.id = saved.id;
  handle.title = saved.title;
  return previousId;
}

export function useAutoSave(onSaved: (handle: ConversationHandle, previousId: string | null) => void) {
  const queue = useRef<Promise<void>>(Promise.resolve());
  const onSavedRef = useRef(onSaved);
  /** Saves still waiting for their delay, by timer: a page that is leaving sends them at once. */
  const waiting = useRef(new Map<ReturnType<typeof setTimeout>, () => void>());
  useLayoutEffect(() => {
    onSavedRef.current = onSaved;
  });

  useEffect(() => {
    const pending = waiting.current;
    const sendNow = () => {
      for (const [timer, enqueue] of pending) {
        clearTimeout(timer);
        enqueue();
      }
      pending.clear();
    };
    window.addEventListener('pagehide', sendNow);
    return () => window.removeEventListener('pagehide', sendNow);
  }, []);

  return useCallback((handle: ConversationHandle, messages: Message[]) => {
    const save = async () => {
      try {
        const previousId = await saveHandle(handle, messages);
        onSavedRef.current(handle, previousId);
      } catch (error) {
        // Saving is best effort: the answer stays on screen and the next answer saves again.
        console.error('Failed to save conversation', error);
      }
    };
    const enqueue = () => {
      queue.current = queue.current.then(save);
    };
    const timer = setTimeout(() => {
      waiting.current.delete(timer);
      enqueue();
    }, AUTO_SAVE_DELAY_MS);
    waiting.current.set(timer, enqueue);
  }, []);
}
