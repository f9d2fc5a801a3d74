import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ChatContext, DEFAULT_TITLE, type ChatState } from '../chat-context';

/** A ChatState with spies, for components tested without the real provider. */
export function fakeChat(overrides: Partial<ChatState> = {}): ChatState {
  return {
    messages: [],
    conversationId: null,
    title: DEFAULT_TITLE,
    isLoading: false,
    send: vi.fn<ChatState['send']>().mockResolvedValue(undefined),
    loadConversation: vi.fn<ChatState['loadConversation']>().mockResolvedValue(undefined),
    newConversation: vi.fn(),
    clearMessages: vi.fn(),
    conversationRenamed: vi.fn(),
    conversationDeleted: vi.fn(),
    canStop: false,
    stop: vi.fn(),
    ...overrides,
  };
}

/** Wraps `children` in the given chat state (and the tooltip provider the input needs). */
export function FakeChatProvider({ chat, children }: { chat: ChatState; children: ReactNode }) {
  return (
    <TooltipProvider>
      <ChatContext.Provider value={chat}>{children}</ChatContext.Provider>
    </TooltipProvider>
  );
}
