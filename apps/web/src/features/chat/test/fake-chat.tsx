import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/features/auth';
import { createTestQueryClient } from '@/test/test-utils';
import { ChatContext, DEFAULT_TITLE, type ChatState } from '../chat-context';

/** A ChatState with spies, for components tested without the real provider. */
export function fakeChat(overrides: Partial<ChatState> = {}): ChatState {
  return {
    messages: [],
    conversationId: null,
    title: DEFAULT_TITLE,
    isLoading: false,
    mode: 'quick',
    setMode: vi.fn(),
    send: vi.fn<ChatState['send']>().mockResolvedValue(undefined),
    retry: vi.fn<ChatState['retry']>().mockResolvedValue(undefined),
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

/**
 * Wraps `children` in the given chat state and what the input needs around it: tooltips, and the
 * session, server state and router its documents parts read (signed out unless storage says else).
 */
export function FakeChatProvider({ chat, children }: { chat: ChatState; children: ReactNode }) {
  const [queryClient] = useState(createTestQueryClient);
  // The toggle's choice is state, as in the real provider; `chat.setMode` still records each call.
  const [mode, setMode] = useState(chat.mode);
  const value: ChatState = {
    ...chat,
    mode,
    setMode: (next) => {
      chat.setMode(next);
      setMode(next);
    },
  };
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>
          <TooltipProvider>
            <ChatContext.Provider value={value}>{children}</ChatContext.Provider>
          </TooltipProvider>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}
