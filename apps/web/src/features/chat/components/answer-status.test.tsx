import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/test/test-utils';
import type { Message } from '../types';
import { ANSWER_STATUS } from './answer-status';
import { MessageList } from './message-list';

const question: Message = { id: 'q', type: 'user', content: 'What is a volcano?', timestamp: new Date(0) };
const answer = (content: string, extra: Partial<Message> = {}): Message => ({
  id: 'a',
  type: 'assistant',
  content,
  timestamp: new Date(0),
  ...extra,
});

/** The answer's live region ('Thinking...' is a status of its own). */
const liveRegion = () => screen.getByText((_, el) => el?.getAttribute('aria-atomic') === 'true');

afterEach(() => vi.unstubAllGlobals());

/** Finished answers carry actions (share links need the query client): the app's providers. */
function render(ui: Parameters<typeof renderWithProviders>[0]) {
  mockFetch({});
  return renderWithProviders(ui);
}

describe('the streaming answer for screen readers', () => {
  it('announces politely when an answer starts and ends, never its chunks, with the answer busy meanwhile', () => {
    const { rerender } = render(<MessageList messages={[question, answer('')]} isLoading />);
    const status = liveRegion();
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(ANSWER_STATUS.writing);
    const answerItem = screen.getAllByRole('listitem')[1];
    expect(answerItem).toHaveAttribute('aria-busy', 'true');

    rerender(<MessageList messages={[question, answer('A volcano is a rupture')]} isLoading />);
    rerender(<MessageList messages={[question, answer('A volcano is a rupture in the crust.')]} isLoading />);
    expect(status).toHaveTextContent(ANSWER_STATUS.writing);
    expect(status).not.toHaveTextContent(/volcano/);

    rerender(
      <MessageList messages={[question, answer('A volcano is a rupture in the crust.')]} isLoading={false} />,
    );
    expect(status).toHaveTextContent(ANSWER_STATUS.ready);
    expect(screen.getAllByRole('listitem')[1]).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('listitem')[0]).not.toHaveAttribute('aria-busy');
  });

  it('says the answer failed when it ends with an error', () => {
    const { rerender } = render(<MessageList messages={[question, answer('')]} isLoading />);
    rerender(<MessageList messages={[question, answer('', { error: 'Failed' })]} isLoading={false} />);
    expect(liveRegion()).toHaveTextContent(ANSWER_STATUS.failed);
  });

  it('announces nothing for a conversation opened from the sidebar', () => {
    render(<MessageList messages={[question, answer('Saved answer.')]} isLoading={false} />);
    expect(liveRegion()).toHaveTextContent('');
    expect(screen.getAllByRole('listitem')[1]).not.toHaveAttribute('aria-busy');
  });
});
