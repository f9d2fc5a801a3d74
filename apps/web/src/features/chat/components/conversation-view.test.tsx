import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ChatState } from '../chat-context';
import { FakeChatProvider, fakeChat } from '../test/fake-chat';
import type { Message } from '../types';
import { ConversationView } from './conversation-view';

const at = new Date(0);
const messages: Message[] = [
  { id: 'q1', type: 'user', content: 'How do volcanoes form?', timestamp: at },
  {
    id: 'a1',
    type: 'assistant',
    content: 'Magma rises [1].',
    timestamp: at,
    sources: [{ url: 'https://a.org', summary: 'A' }],
  },
];

/** An IntersectionObserver the test drives: `show(bool)` tells every observer its target's state. */
function stubIntersection() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const callback of callbacks)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

function renderView(overrides: Partial<ChatState>) {
  render(
    <FakeChatProvider chat={fakeChat({ messages, ...overrides })}>
      <ConversationView />
    </FakeChatProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ConversationView header', () => {
  it("has the title and the conversation's buttons, and no 'Pardus' tab of its own", () => {
    renderView({ title: 'How do volcanoes form?' });
    expect(screen.getByRole('heading', { level: 1, name: 'How do volcanoes form?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Conversation' })).toBeInTheDocument();
    // The one Pardus tab is the answer's own.
    expect(screen.getAllByRole('tab', { name: 'Pardus' })).toHaveLength(1);
    expect(screen.getByRole('tablist').closest('header')).toBeNull();
  });

  it('shows a title that restates the first question only once the question has scrolled away', () => {
    const show = stubIntersection();
    renderView({ title: 'How do volcanoes form?' });
    const title = screen.getByRole('heading', { level: 1 });
    show(true);
    expect(title).toHaveClass('opacity-0');
    show(false);
    expect(title).not.toHaveClass('opacity-0');
  });

  it('always shows a title of its own (renamed, or not yet given)', () => {
    const show = stubIntersection();
    renderView({ title: 'Lava notes' });
    show(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Lava notes' })).not.toHaveClass('opacity-0');
  });
});
