import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, requestTo } from '@/test/test-utils';
import { lastMode } from './hooks/use-chat-store';
import { askInBox, controlledStream, renderChat, storeSignedInSession, TEST_USER } from './test/chat-harness';
import type { Message } from './types';

const verify = jsonResponse({ user: TEST_USER });
const tokens = jsonResponse({ daily_tokens_remaining: 20 });
const deepChecked = () => screen.getByRole('radio', { name: 'Deep' }).getAttribute('aria-checked');

beforeEach(() => storeSignedInSession());
afterEach(() => vi.unstubAllGlobals());

describe('the Quick/Deep choice of a conversation', () => {
  it('stays Deep after a Deep question, so a follow-up is Deep too', async () => {
    const streams = [controlledStream(), controlledStream()];
    const fetchMock = mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens,
      'POST /api/spysearch': () => streams.shift()?.response ?? jsonResponse({}, 500),
      'POST /api/msgs/insert': jsonResponse({ id: 'd1', title: 'Volcanoes' }),
    });
    renderChat();
    await userEvent.click(await screen.findByRole('radio', { name: 'Deep' }));
    const first = streams[0]!;
    await askInBox('Volcanoes');
    first.push(
      `data: ${JSON.stringify({ type: 'report_chunk', content: JSON.stringify({ content: 'Magma rises.' }) })}`,
    );
    first.push('data: [DONE]');
    expect(await screen.findByText('Magma rises.', {}, { timeout: 5000 })).toBeInTheDocument();
    // The conversation's own input (not the home screen's) shows the choice.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Ask a follow-up...',
    );
    expect(deepChecked()).toBe('true');

    await askInBox('And lava?');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/spysearch')).toHaveLength(2),
    );
    expect(requestTo(fetchMock, 'POST /api/quick')).toBeUndefined();
  });

  it('comes back from the last answer when a saved conversation is opened, and a new one starts Quick', async () => {
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c9', title: 'Saved nine' }]),
      'POST /api/msgs/get': jsonResponse({
        messages: [
          { role: 'user', content: 'Quick one' },
          { role: 'assistant', content: 'Short answer.', mode: 'quick' },
          { role: 'user', content: 'Deep one' },
          { role: 'assistant', content: 'Long report.', mode: 'deep' },
        ],
      }),
    });
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: 'test: load' }));
    expect(await screen.findByText('Long report.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(deepChecked()).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'test: new' }));
    expect(deepChecked()).toBe('false');
    expect(screen.getByRole('radio', { name: 'Quick' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('lastMode', () => {
  const at = new Date(0);
  const answer = (mode?: Message['mode']): Message => ({
    id: String(mode),
    type: 'assistant',
    content: 'x',
    timestamp: at,
    ...(mode ? { mode } : {}),
  });

  it("is the last answer's recorded mode, Quick when no answer records one", () => {
    expect(lastMode([answer('deep'), answer('quick')])).toBe('quick');
    expect(lastMode([answer('quick'), answer('deep'), answer()])).toBe('deep');
    expect(lastMode([answer()])).toBe('quick');
    expect(lastMode([])).toBe('quick');
  });
});
