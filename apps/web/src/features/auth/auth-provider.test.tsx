import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pardus/protocol';
import { jsonResponse, mockFetch, renderWithProviders, requestTo } from '@/test/test-utils';
import { useAuth } from './auth-context';

const storedUser: User = { id: 'u1', email: 'stored@example.com', name: null, picture: null };
const serverUser: User = { id: 'u1', email: 'fresh@example.com', name: 'Fresh', picture: null };

function Probe() {
  const { isAuthenticated, isLoading, user, token, login, logout } = useAuth();
  return (
    <div>
      <p data-testid="state">
        {isLoading ? 'loading' : isAuthenticated ? `in:${user?.email}:${token}` : 'out'}
      </p>
      <button
        onClick={() => {
          login().catch((e: unknown) => (document.title = String(e)));
        }}
      >
        login
      </button>
      <button onClick={logout}>logout</button>
    </div>
  );
}

function store(token: string | null, userData: string | null) {
  if (token !== null) localStorage.setItem('auth_token', token);
  if (userData !== null) localStorage.setItem('user_data', userData);
}

async function settledState(): Promise<string> {
  await waitFor(() => expect(screen.getByTestId('state')).not.toHaveTextContent('loading'));
  return screen.getByTestId('state').textContent ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('start-up check with a stored token and user', () => {
  it('is loading at first, then uses the user from a successful verify', async () => {
    store('tok', JSON.stringify(storedUser));
    const fetchMock = mockFetch({ 'GET /api/verify': jsonResponse({ user: serverUser }) });
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    expect(await settledState()).toBe('in:fresh@example.com:tok');
    expect(requestTo(fetchMock, 'GET /api/verify')?.headers.get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(localStorage.getItem('user_data') ?? '')).toEqual(serverUser);
  });

  it('falls back to the stored user when the OK answer has no user', async () => {
    store('tok', JSON.stringify(storedUser));
    mockFetch({ 'GET /api/verify': jsonResponse({ ok: true }) });
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('in:stored@example.com:tok');
  });

  it('clears both items and stays signed out on 401', async () => {
    store('tok', JSON.stringify(storedUser));
    mockFetch({ 'GET /api/verify': jsonResponse({ error: { code: 'unauthorized', message: 'x' } }, 401) });
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('out');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('trusts the stored user on another failure status', async () => {
    store('tok', JSON.stringify(storedUser));
    mockFetch({ 'GET /api/verify': jsonResponse({ error: { code: 'internal', message: 'x' } }, 500) });
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('in:stored@example.com:tok');
    expect(localStorage.getItem('auth_token')).toBe('tok');
  });

  it('trusts the stored user on a network error', async () => {
    store('tok', JSON.stringify(storedUser));
    mockFetch({
      'GET /api/verify': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('in:stored@example.com:tok');
  });

  it('clears both when the server is unreachable and the stored user is not JSON', async () => {
    store('tok', '{broken');
    mockFetch({
      'GET /api/verify': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('out');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('clears both when the stored user is JSON but not a user', async () => {
    store('tok', JSON.stringify({ name: 'no email' }));
    mockFetch({ 'GET /api/verify': jsonResponse({}, 503) });
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('out');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('clears both on a JSON syntax error in the verify answer', async () => {
    store('tok', JSON.stringify(storedUser));
    mockFetch({ 'GET /api/verify': new Response('<html>not json', { status: 200 }) });
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('out');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });
});

describe('start-up check with partial storage', () => {
  it('deletes a token without a user outside a login return, without calling the server', async () => {
    store('tok', null);
    const fetchMock = mockFetch({});
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('out');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['/auth/callback', '/?login=success', '/?token=abc'])(
    'keeps a lone token on the login return %s',
    async (url) => {
      window.history.replaceState(null, '', url);
      store('tok', null);
      mockFetch({});
      renderWithProviders(<Probe />);
      expect(await settledState()).toBe('out');
      expect(localStorage.getItem('auth_token')).toBe('tok');
    },
  );

  it('deletes a user without a token', async () => {
    store(null, JSON.stringify(storedUser));
    mockFetch({});
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('out');
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('is signed out with empty storage', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('out');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('revokes the session with its bearer, clears storage and resets', async () => {
    store('tok', JSON.stringify(storedUser));
    const fetchMock = mockFetch({
      'GET /api/verify': jsonResponse({ user: storedUser }),
      'POST /api/logout': jsonResponse({ ok: true }),
    });
    renderWithProviders(<Probe />);
    expect(await settledState()).toBe('in:stored@example.com:tok');
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(screen.getByTestId('state')).toHaveTextContent('out');
    expect(requestTo(fetchMock, 'POST /api/logout')?.headers.get('Authorization')).toBe('Bearer tok');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    store('tok', JSON.stringify(storedUser));
    mockFetch({
      'GET /api/verify': jsonResponse({ user: storedUser }),
      'POST /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<Probe />);
    await settledState();
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(screen.getByTestId('state')).toHaveTextContent('out');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('login', () => {
  it('fetches the authorization address and navigates the browser to it', async () => {
    mockFetch({ 'GET /api/google/login': jsonResponse({ auth_url: 'http://idp.test/authorize?x=1' }) });
    const navigateTo = vi.fn<(url: string) => void>();
    renderWithProviders(<Probe />, { navigateTo });
    await settledState();
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://idp.test/authorize?x=1'));
  });

  it("toasts 'Login failed' and rejects with the auth-URL error text", async () => {
    mockFetch({ 'GET /api/google/login': new Response('login disabled', { status: 503 }) });
    const navigateTo = vi.fn<(url: string) => void>();
    renderWithProviders(<Probe />, { navigateTo });
    await settledState();
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to initiate Google login. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error: Failed to get auth URL: 503 - login disabled'));
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
