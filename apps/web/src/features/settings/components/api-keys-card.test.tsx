import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeySummary, User } from '@pardus/protocol';
import { jsonResponse, mockFetch, renderWithProviders, requestTo } from '@/test/test-utils';
import { SettingsScreen } from './settings-screen';

const user: User = { id: 'u1', email: 'ada@example.com', name: null, picture: null };
const SECRET = `pdk_${'a1B2c3D4e5'.repeat(4)}xyz`;
const made: ApiKeySummary = {
  id: 'k1',
  name: 'laptop script',
  prefix: SECRET.slice(0, 12),
  created_at: '2026-11-27T10:00:00.000Z',
  last_used_at: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('API keys', () => {
  it('creates a key, shows its secret once with Copy, lists it and revokes it', async () => {
    localStorage.setItem('auth_token', 'tok');
    localStorage.setItem('user_data', JSON.stringify(user));
    let keys: ApiKeySummary[] = [];
    const fetchMock = mockFetch({
      'GET /api/verify': jsonResponse({ user }),
      'GET /api/tokens/status': jsonResponse({ daily_tokens_remaining: 20 }),
      'GET /api/keys': () => jsonResponse({ keys }),
      'POST /api/keys': () => {
        keys = [made];
        return jsonResponse({ ...made, secret: SECRET }, 201);
      },
      'DELETE /api/keys/k1': () => {
        keys = [];
        return jsonResponse({ revoked: true });
      },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);

    const card = (await screen.findByRole('heading', { name: 'API keys' })).closest('section');
    if (!card) throw new Error('no API keys card');
    const panel = within(card);
    expect(await panel.findByText('No API keys.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Create key' })).toBeDisabled();
    await userEvent.type(panel.getByLabelText('Key name'), 'laptop script');
    await userEvent.click(panel.getByRole('button', { name: 'Create key' }));

    const shown = await panel.findByLabelText('This key is shown only once. Copy it now and keep it secret.');
    expect(shown).toHaveValue(SECRET);
    const body = requestTo(fetchMock, 'POST /api/keys')?.init.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({ name: 'laptop script' });
    await userEvent.click(panel.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await panel.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    const list = await panel.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('laptop script')).toBeInTheDocument();
    expect(list).toHaveTextContent(`${made.prefix}…`);
    expect(list).toHaveTextContent('never used');
    expect(list).not.toHaveTextContent(SECRET);

    await userEvent.click(panel.getByRole('button', { name: 'Done' }));
    expect(panel.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Revoke key laptop script' }));
    await waitFor(() => expect(panel.getByText('No API keys.')).toBeInTheDocument());
    expect(requestTo(fetchMock, 'DELETE /api/keys/k1')?.headers.get('authorization')).toBe('Bearer tok');
  });
});
