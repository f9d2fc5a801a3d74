import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/test-utils';
import { ChatProvider } from '../chat-provider';
import { ConversationView, preloadConversationView } from './lazy-conversation-view';

describe('ConversationView (its own chunk)', () => {
  it('renders in the same commit once preloaded: no fallback to hold the start of an answer back', async () => {
    await preloadConversationView();
    renderWithProviders(
      <ChatProvider>
        <ConversationView />
      </ChatProvider>,
    );
    // Synchronously, right after the first render: not after a suspended retry.
    expect(screen.getByRole('heading', { level: 1, name: 'New Conversation' })).toBeInTheDocument();
  });
});
