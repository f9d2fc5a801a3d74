import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/test/test-utils';
import { controlledStream, renderChat, storeSignedInSession, TEST_USER } from './test/chat-harness';

const saved = {
  messages: [
    { role: 'user', content: 'Saved question' },
    { role: 'assistant', content: 'Saved answer' },
  ],
};

beforeEach(() => storeSignedInSession());
afterEach(() => vi.unstubAllGlobals());

describe('the open conversation follows the sidebar', () => {
  it('a rename shows at once and the next save keeps the new title', async () => {
    const stream = controlledStream();
    let savedTitle: unknown;
    mockFetch({
      'GET /api/verify': jsonResponse({ user: TEST_USER }),
      'GET /api/msgs/title': jsonResponse([{ id: 'c7', title: 'Seven' }]),
      'POST /api/msgs/get': jsonResponse(saved),
      'GET /api/research?conversation_id=c7': jsonResponse({ runs: [] }),
      'GET /api/tokens/status': jsonResponse({ daily_tokens_remaining: 20 }),
      'POST /api/quick': stream.response,
      'POST /api/msgs/insert': (init) => {
        savedTitle = (JSON.parse(typeof init.body === 'string' ? init.body : '{}') as { title?: unknown })
          .title;
        return jsonResponse({ id: 'c7', title: 'Renamed seven' });
      },
    });
    renderChat('/?c=c7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seven' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'test: renamed c7' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Renamed seven' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'And more?{Enter}');
    stream.push({ type: 'response', content: 'More.' });
    stream.push({ type: 'done' });
    stream.close();
    await waitFor(() => expect(savedTitle).toBe('Renamed seven'));
  });

  it('deleting it returns home and clears the view', async () => {
    mockFetch({
      'GET /api/verify': jsonResponse({ user: TEST_USER }),
      'GET /api/msgs/title': jsonResponse([{ id: 'c7', title: 'Seven' }]),
      'POST /api/msgs/get': jsonResponse(saved),
      'GET /api/research?conversation_id=c7': jsonResponse({ runs: [] }),
    });
    renderChat('/?c=c7');
    expect(await screen.findByText('Saved answer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'test: deleted c7' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('Saved answer')).not.toBeInTheDocument();
  });
});
