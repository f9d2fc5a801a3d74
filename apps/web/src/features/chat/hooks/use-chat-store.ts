import { useCallback, useMemo, useRef, useState } from 'react';
import type { SearchMode } from '@pardus/protocol';
import { DEFAULT_TITLE } from '../chat-context';
import type { Message } from '../types';

/** The mode of a conversation's last answer that records one; Quick when none does. */
export function lastMode(messages: readonly Message[]): SearchMode {
  return messages.findLast((m) => m.type === 'assistant' && m.mode !== undefined)?.mode ?? 'quick';
}

/**
 * Identity of the conversation on screen. A new object is made whenever the user switches
 * conversation, so async work (streams, saves, loads) can tell whether it still owns the screen;
 * saves update `id`/`title` in place so later saves of the same conversation reuse the new id.
 */
export interface ConversationHandle {
  id: string | null;
  title: string;
}

/**
 * Chat state with synchronous mirrors in refs: async flows read the latest values without
 * waiting for a render, and React state drives the UI.
 */
export function useChatStore() {
  const [messages, setMessagesState] = useState<Message[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [title, setTitle] = useState(DEFAULT_TITLE);
  const [isLoading, setIsLoadingState] = useState(false);
  const [mode, setMode] = useState<SearchMode>('quick');
  const messagesRef = useRef<Message[]>([]);
  const handleRef = useRef<ConversationHandle>({ id: null, title: DEFAULT_TITLE });
  const loadingRef = useRef(false);

  const setMessages = useCallback((next: Message[]) => {
    messagesRef.current = next;
    setMessagesState(next);
  }, []);

  const updateMessage = useCallback(
    (message: Message) => setMessages(messagesRef.current.map((m) => (m.id === message.id ? message : m))),
    [setMessages],
  );

  const setLoading = useCallback((loading: boolean) => {
    loadingRef.current = loading;
    setIsLoadingState(loading);
  }, []);

  /** Makes `handle` the conversation on screen with `nextMessages`. */
  const showConversation = useCallback(
    (handle: ConversationHandle, nextMessages: Message[]) => {
      handleRef.current = handle;
      setConversationId(handle.id);
      setTitle(handle.title);
      setMessages(nextMessages);
      setMode(lastMode(nextMessages));
    },
    [setMessages],
  );

  /** Copies a handle's (saved) id and title to the screen if it is still the one shown. */
  const adoptHandle = useCallback((handle: ConversationHandle) => {
    if (handleRef.current !== handle) return false;
    setConversationId(handle.id);
    setTitle(handle.title);
    return true;
  }, []);

  const state = useMemo(
    () => ({ messages, conversationId, title, isLoading, mode, setMode }),
    [messages, conversationId, title, isLoading, mode],
  );
  return {
    state,
    messagesRef,
    handleRef,
    loadingRef,
    setMessages,
    updateMessage,
    setLoading,
    showConversation,
    adoptHandle,
  };
}

export type ChatStore = ReturnType<typeof useChatStore>;
