import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pardus/protocol';
import { jsonResponse, mockFetch, renderWithProviders, type FetchRoutes } from '@/test/test-utils';
import { SettingsScreen } from './settings-screen';

const user: User = { id: 'u1', email: 'ada@example.com', name: null, picture: null };

function signedIn(routes: FetchRoutes) {
  localStorage.setItem('auth_token', 'tok');
  localStorage.setItem('user_data', JSON.stringify(user));
  return mockFetch({ 'GET /api/verify': jsonResponse({ user }), ...routes });
}

const tokenCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/tokens/status').length;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('SettingsScreen', () => {
  it("shows the server's remaining tokens and the cost note when signed in", async () => {
    signedIn({ 'GET /api/tokens/status': jsonResponse({ daily_tokens_remaining: 17 }) });
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    expect(await screen.findByTestId('tokens-remaining')).toHaveTextContent('17');
    expect(screen.getByRole('heading', { name: 'Token Status' })).toBeInTheDocument();
    expect(screen.getByText('1 token = Quick search • 5 tokens = Deep search')).toBeInTheDocument();
  });

  it('says so when the token status cannot be checked', async () => {
    signedIn({ 'GET /api/tokens/status': jsonResponse({ error: { code: 'internal', message: 'x' } }, 500) });
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    expect(await screen.findByText('Failed to check token status. Please try again.')).toBeInTheDocument();
  });

  it('refreshes the token status every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let remaining = 20;
    const fetchMock = signedIn({
      'GET /api/tokens/status': () => jsonResponse({ daily_tokens_remaining: remaining }),
    });
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    expect(await screen.findByTestId('tokens-remaining')).toHaveTextContent('20');
    expect(tokenCalls(fetchMock)).toBe(1);

    remaining = 19;
    await vi.advanceTimersByTimeAsync(29_000);
    expect(tokenCalls(fetchMock)).toBe(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(screen.getByTestId('tokens-remaining')).toHaveTextContent('19'));
    expect(tokenCalls(fetchMock)).toBe(2);
  });

  it('hides the token card when signed out but keeps appearance and credits', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Research Credits' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase Credits' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Token Status' })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it('shows Your documents with their count and room used, and links to the page', async () => {
    signedIn({
      'GET /api/tokens/status': jsonResponse({ daily_tokens_remaining: 17 }),
      'GET /api/documents': jsonResponse({
        documents: [],
        usage: { files: 3, bytes: 4.1 * 1024 * 1024 },
        limits: {
          max_file_bytes: 20 * 1024 * 1024,
          max_pages: 500,
          max_total_bytes: 200 * 1024 * 1024,
          max_files: 500,
        },
        web_label: 'Web',
      }),
    });
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    const card = (await screen.findByRole('heading', { name: 'Your documents' })).closest('section');
    expect(card).not.toBeNull();
    expect(await within(card!).findByText('3 of 500 files · 4.1 MB of 200 MB')).toBeInTheDocument();
    expect(within(card!).getByRole('link', { name: 'Manage documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('toggles the theme from the Appearance card', async () => {
    mockFetch({});
    renderWithProviders(<SettingsScreen onBack={vi.fn()} />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveTextContent('Light');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('goes back with the back button and with Escape', async () => {
    mockFetch({});
    const onBack = vi.fn();
    renderWithProviders(<SettingsScreen onBack={onBack} />);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.keyboard('{Escape}');
    expect(onBack).toHaveBeenCalledTimes(2);
  });
});
