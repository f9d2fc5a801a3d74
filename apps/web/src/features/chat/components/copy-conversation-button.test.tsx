import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import type { Message } from '../types';
import { FakeChatProvider, fakeChat } from '../test/fake-chat';
import { CopyConversationButton } from './copy-conversation-button';

const messages: Message[] = [
  { id: '1', type: 'user', content: 'What is a volcano?', timestamp: new Date(0) },
  { id: '2', type: 'assistant', content: 'A vent in the crust.', timestamp: new Date(0) },
];

function renderButton(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <FakeChatProvider chat={fakeChat({ messages })}>
      <CopyConversationButton />
      <Toaster />
    </FakeChatProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('CopyConversationButton', () => {
  it("copies every message, shows 'Copied!' for 2 s and toasts 'Copied to clipboard'", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderButton(writeText);
    await act(async () => screen.getByRole('button', { name: 'Copy Conversation' }).click());
    expect(writeText).toHaveBeenCalledWith('You:\nWhat is a volcano?\n\nPardus:\nA vent in the crust.');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByText('Copied to clipboard')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy Conversation' })).toBeInTheDocument();
  });

  it("toasts 'Copy failed' when the clipboard refuses", async () => {
    renderButton(vi.fn().mockRejectedValue(new Error('denied')));
    await act(async () => screen.getByRole('button', { name: 'Copy Conversation' }).click());
    expect(screen.getByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to copy conversation to clipboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Conversation' })).toBeInTheDocument();
  });
});
