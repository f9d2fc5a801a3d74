import { createContext, useContext } from 'react';
import type { SearchMode, SourceScope } from '@pardus/protocol';
import type { Message } from './types';

/** Title shown until a conversation has one (SPEC §2). */
export const DEFAULT_TITLE = 'New Conversation';

/** The conversation on screen and what can be done with it (SPEC §4 "Conversation"). */
export interface ChatState {
  messages: Message[];
  /** Saved id, a temporary id after 'new conversation', or null on the home screen. */
  conversationId: string | null;
  title: string;
  /** True from send until the answer has ended; sending is blocked meanwhile. */
  isLoading: boolean;
  /**
   * The input's Quick/Deep choice for this conversation: it stays as the user set it from one
   * question to the next, comes back from the last answer when a saved conversation is opened,
   * and is Quick (SPEC §2's default) for a new one.
   */
  mode: SearchMode;
  setMode: (mode: SearchMode) => void;
  /**
   * Asks a question. Ignored when empty or while loading; signed out it starts sign-in; checks
   * the token balance first; streams the answer; auto-saves when it ends. `sources` is what to
   * search (the web when absent).
   */
  send: (text: string, mode: SearchMode, sources?: SourceScope) => Promise<void>;
  /**
   * Retry: asks the last answer's question again, with the history before it, in the mode (and
   * over the sources) of that answer; charged as a new question. The new answer replaces the old
   * one on screen and in the saved conversation. Ignored while loading or without such an answer.
   */
  retry: () => Promise<void>;
  /** Shows a saved conversation and sets the address to `?c=id`. */
  loadConversation: (id: string, title: string) => Promise<void>;
  /** Empties the view under a temporary id and sets `?c=<temporary id>`. */
  newConversation: () => void;
  /** Empties the view and returns to the home path. */
  clearMessages: () => void;
  /** A saved conversation was renamed elsewhere (the sidebar): the open one shows and keeps the new title. */
  conversationRenamed: (id: string, title: string) => void;
  /** A saved conversation was deleted: if it is the open one, the view returns home. */
  conversationDeleted: (id: string) => void;
  /** True while a Deep run is shown that the user may stop. */
  canStop: boolean;
  /** Stops that Deep run on the server; the sections already written stay, marked as stopped. */
  stop: () => void;
}

export const ChatContext = createContext<ChatState | null>(null);

/** The chat state; must be used under `ChatProvider`. */
export function useChat(): ChatState {
  const state = useContext(ChatContext);
  if (!state) throw new Error('useChat must be used within ChatProvider');
  return state;
}
