import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIGURE_GUIDE_PATH, type Setup } from '@pardus/protocol';
import { FakeChatProvider, fakeChat } from '@/features/chat/test/fake-chat';
import { signedIn } from '@/features/documents/test/signed-in';
import { jsonResponse, mockFetch } from '@/test/test-utils';
import { HomeGuide } from './home-guide';

const library: Setup = {
  search: {
    provider: 'library',
    collections: ['the World Factbook (final edition, January 2026)', 'WordNet 3.1', 'the bundled articles'],
  },
  model: null,
};

function renderGuide() {
  const chat = fakeChat();
  render(
    <FakeChatProvider chat={chat}>
      <HomeGuide />
    </FakeChatProvider>,
  );
  return chat;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('HomeGuide', () => {
  it('says where answers come from, links to configuring a model and web search, and offers four questions', async () => {
    mockFetch({ 'GET /api/setup': jsonResponse(library) });
    renderGuide();
    const line = await screen.findByTestId('answer-sources');
    expect(line).toHaveTextContent(
      'Answers quote the World Factbook (final edition, January 2026), WordNet 3.1, the bundled articles and your own documents. No language model is configured.',
    );
    const link = within(line).getByRole('link', { name: 'Configure a model and web search' });
    expect(link).toHaveAttribute('href', CONFIGURE_GUIDE_PATH);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const examples = within(screen.getByRole('region', { name: 'Try asking' })).getAllByRole('button');
    expect(examples.map((b) => b.textContent)).toEqual([
      'What is the capital of Australia?',
      'Compare the population of Spain and Portugal',
      'How do volcanoes form?',
      'How is Switzerland governed?Deep · 5 tokens',
    ]);
    // Signed out: no balance to show.
    expect(screen.queryByTestId('home-tokens-remaining')).toBeNull();
  });

  it('asks an example in its mode, choosing that mode for the conversation', async () => {
    mockFetch({ 'GET /api/setup': jsonResponse(library) });
    const chat = renderGuide();
    await userEvent.click(await screen.findByRole('button', { name: /How is Switzerland governed\?/ }));
    expect(chat.setMode).toHaveBeenCalledWith('deep');
    expect(chat.send).toHaveBeenCalledWith('How is Switzerland governed?', 'deep', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'How do volcanoes form?' }));
    expect(chat.send).toHaveBeenLastCalledWith('How do volcanoes form?', 'quick', expect.anything());
  });

  it("shows the day's balance to a signed-in user", async () => {
    signedIn({
      'GET /api/setup': jsonResponse(library),
      'GET /api/tokens/status': jsonResponse({ daily_tokens_remaining: 14 }),
    });
    renderGuide();
    expect(await screen.findByTestId('home-tokens-remaining')).toHaveTextContent('14');
    expect(screen.getByText(/tokens remaining today · Quick 1 · Deep 5/)).toBeInTheDocument();
  });

  it('shows no example or source line when the server cannot say how it is set up', async () => {
    const fetchMock = mockFetch({});
    renderGuide();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('answer-sources')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Try asking' })).toBeNull();
  });
});
