import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENT_SITE_NAME, type Source } from '@pardus/protocol';
import { jsonResponse, renderWithProviders } from '@/test/test-utils';
import { signedIn } from '@/features/documents/test/signed-in';
import type { Message } from '../types';
import { AnswerActions } from './answer-actions';

// jsdom lays nothing out: the panel's scroll into view has nothing to do.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const SHARE_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const share = {
  id: SHARE_ID,
  conversation_id: 'c1',
  answer: 0,
  title: 'Soil',
  created_at: '2026-11-25T10:00:00Z',
};

const fromDocument = (title: string): Source => ({
  url: 'http://localhost/documents/d1?page=3',
  summary: 'The average soil moisture at the northern site was 23.4 percent.',
  title,
  site: DOCUMENT_SITE_NAME,
});
const fromWeb: Source = { url: 'https://web.example/okavango', summary: 'A delta.', title: 'Okavango' };

function answer(sources: Source[]): Message {
  return { id: 'm1', type: 'assistant', content: 'It was 23.4 percent [1].', timestamp: new Date(), sources };
}

function renderActions(sources: Source[]) {
  const fetchMock = signedIn({ 'POST /api/shares': jsonResponse(share) });
  renderWithProviders(
    <AnswerActions message={answer(sources)} question="Soil?" answerIndex={0} conversationId="c1" />,
  );
  const shareCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
  return { shareCalls };
}

describe('sharing an answer', () => {
  it('names the quoted documents before the link is made, and keeps naming them once it is', async () => {
    const user = userEvent.setup();
    const { shareCalls } = renderActions([
      fromDocument('thesis.pdf, p. 3'),
      fromWeb,
      fromDocument('notes.md, § Methods'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Share' }));

    const panel = screen.getByRole('region', { name: 'Share link' });
    expect(within(panel).getByTestId('share-warning')).toHaveTextContent(
      /^This answer quotes your documents: thesis\.pdf, notes\.md\. Anyone with the link can read the quoted passages\.$/,
    );
    expect(shareCalls()).toBe(0);
    expect(within(panel).getByRole('button', { name: 'Create link' })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: 'Create link' }));
    const link = await screen.findByLabelText('Anyone with this link can read this answer and its sources:');
    expect(link).toHaveValue(`${window.location.origin}/share/${SHARE_ID}`);
    expect(shareCalls()).toBe(1);
    expect(screen.getByTestId('share-warning')).toHaveTextContent(
      'This answer quotes your documents: thesis.pdf, notes.md.',
    );
  });

  it('makes no link when the user cancels', async () => {
    const user = userEvent.setup();
    const { shareCalls } = renderActions([fromDocument('thesis.pdf, p. 3')]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Share link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(shareCalls()).toBe(0);
  });

  it('makes the link at once, with no warning, for an answer from the web alone', async () => {
    const user = userEvent.setup();
    const { shareCalls } = renderActions([fromWeb]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByLabelText('Anyone with this link can read this answer and its sources:');
    await waitFor(() => expect(shareCalls()).toBe(1));
    expect(screen.queryByTestId('share-warning')).toBeNull();
  });
});
