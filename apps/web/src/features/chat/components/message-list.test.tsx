import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/test-utils';
import { NO_MODEL_NOTE } from '@pardus/protocol';
import type { Message } from '../types';
import { MessageList } from './message-list';

const at = new Date(0);
const question = (id: string, content: string): Message => ({ id, type: 'user', content, timestamp: at });
const answer = (id: string, content: string, extra: Partial<Message> = {}): Message => ({
  id,
  type: 'assistant',
  content,
  timestamp: at,
  ...extra,
});
const NOTE_TEXT = 'Answered by extracting sentences from the sources — no language model is configured.';

describe('MessageList', () => {
  it('says once per conversation that no language model wrote the answers', async () => {
    renderWithProviders(
      <MessageList
        isLoading={false}
        messages={[
          question('q1', 'What is the capital of Australia?'),
          answer('a1', `Canberra [1].\n\n${NO_MODEL_NOTE}`),
          question('q2', 'What is the capital of Peru?'),
          answer('a2', `Lima [1].\n\n${NO_MODEL_NOTE}`),
        ]}
      />,
    );
    // Once the markdown renderer (loaded on first use) has drawn the emphasis:
    expect(await screen.findByText(NOTE_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText(NOTE_TEXT)).toHaveLength(1);
    expect(screen.queryByText(/_Answered by/)).toBeNull();
    // Under the first answer, where it is read first.
    expect(screen.getByText(NOTE_TEXT).compareDocumentPosition(screen.getByText(/Lima/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("shows the question once above a report whose title restates it, and a report's own title when it says more", async () => {
    const { rerender } = renderWithProviders(
      <MessageList
        isLoading={false}
        messages={[
          question('q1', 'How is Switzerland governed?'),
          answer(
            'a1',
            '# How Is Switzerland Governed\n\nA federal republic [1].\n\n## Legislature\n\nTwo chambers [1].',
            {
              mode: 'deep',
            },
          ),
        ]}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'How is Switzerland governed?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Legislature' })).toBeInTheDocument();

    rerender(
      <MessageList
        isLoading={false}
        messages={[
          question('q1', 'How is Switzerland governed?'),
          answer('a1', '# A Confederation of Cantons\n\nA federal republic [1].', { mode: 'deep' }),
        ]}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A Confederation of Cantons' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('marks the first question, which the header watches', () => {
    renderWithProviders(
      <MessageList
        isLoading={false}
        messages={[
          question('q1', 'First?'),
          answer('a1', 'One.'),
          question('q2', 'Second?'),
          answer('a2', 'Two.'),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'First?' })).toHaveAttribute('data-first-question');
    expect(screen.getByRole('heading', { name: 'Second?' })).not.toHaveAttribute('data-first-question');
  });
});
