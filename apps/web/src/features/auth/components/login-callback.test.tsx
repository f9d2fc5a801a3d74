import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User } from '@pardus/protocol';
import { jsonResponse, mockFetch, renderWithProviders, requestTo } from '@/test/test-utils';
import { useAuth } from '../auth-context';
import { LoginCallback } from './login-callback';

const user: User = { id: 'u9', email: 'ada@example.com', name: 'Ada', picture: null };
const CODE = 'one-time-code-0123456789';

function Home() {
  const { isAuthenticated, user: current } = useAuth();
  return <p>home:{isAuthenticated ? current?.email : 'signed out'}</p>;
}

function renderCallback(url: string) {
  window.history.replaceState(null, '', url);
  const path = url.replace(/[?#].*$/, '');
  return renderWithProviders(
    <Routes>
      <Route path="/auth/callback" element={<LoginCallback />} />
      <Route path="/auth/google/callback" element={<LoginCallback />} />
      <Route path="/" element={<Home />} />
    </Routes>,
    { route: path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('LoginCallback', () => {
  it('shows the processing text', () => {
    mockFetch({ 'POST /api/google/exchange-code': () => new Promise<Response>(() => {}) });
    renderCallback(`/auth/callback?login=success#code=${CODE}`);
    expect(screen.getByText('Processing authentication...')).toBeInTheDocument();
  });

  it.each(['/auth/callback', '/auth/google/callback'])(
    'on %s exchanges the fragment code, stores the session, toasts success and goes home',
    async (path) => {
      const fetchMock = mockFetch({
        'POST /api/google/exchange-code': jsonResponse({ token: 'sess-1', user }),
      });
      renderCallback(`${path}?login=success#code=${CODE}`);
      // The fragment leaves the address bar before anything else happens.
      expect(window.location.hash).toBe('');
      expect(window.location.href).not.toContain(CODE);

      expect(await screen.findByText('home:ada@example.com')).toBeInTheDocument();
      expect(screen.getByText('Login Successful')).toBeInTheDocument();
      expect(screen.getByText('You have been logged in successfully.')).toBeInTheDocument();
      expect(requestTo(fetchMock, 'POST /api/google/exchange-code')?.init.body).toBe(
        JSON.stringify({ code: CODE }),
      );
      expect(localStorage.getItem('auth_token')).toBe('sess-1');
      expect(JSON.parse(localStorage.getItem('user_data') ?? '')).toEqual(user);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('shows the server message for login=error and goes home', async () => {
    const fetchMock = mockFetch({});
    renderCallback('/auth/callback?login=error&message=Your%20account%20is%20locked');
    expect(await screen.findByText('home:signed out')).toBeInTheDocument();
    expect(screen.getByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByText('Your account is locked')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the generic text for login=error without a message', async () => {
    mockFetch({});
    renderCallback('/auth/callback?login=error');
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error during authentication. Please try again.'),
    ).toBeInTheDocument();
  });

  it('treats a message parameter alone as a failure', async () => {
    mockFetch({});
    renderCallback('/auth/google/callback?message=Consent%20withdrawn');
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByText('Consent withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('home:signed out')).toBeInTheDocument();
  });

  it('explains known server error codes in words', async () => {
    mockFetch({});
    renderCallback('/auth/callback?login=error&message=login_expired');
    expect(
      await screen.findByText('The sign-in took too long and expired. Please try again.'),
    ).toBeInTheDocument();
  });

  it('names the address to sign in at when the sign-in could not be matched to this browser', async () => {
    mockFetch({});
    renderCallback('/auth/callback?login=error&message=state_mismatch');
    expect(
      await screen.findByText(
        `The sign-in attempt could not be matched to this browser. Sign in at ${window.location.origin} and finish in the same browser.`,
      ),
    ).toBeInTheDocument();
  });

  it('reports a failed exchange and stays signed out', async () => {
    mockFetch({
      'POST /api/google/exchange-code': jsonResponse(
        { error: { code: 'bad_request', message: 'used' } },
        400,
      ),
    });
    renderCallback(`/auth/callback?login=success#code=${CODE}`);
    expect(await screen.findByText('Failed to verify authentication. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Authentication Failed')).toBeInTheDocument();
    expect(await screen.findByText('home:signed out')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('reports a processing error when the session cannot be stored', async () => {
    mockFetch({ 'POST /api/google/exchange-code': jsonResponse({ token: 'sess-1', user }) });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      renderCallback(`/auth/callback?login=success#code=${CODE}`);
      expect(
        await screen.findByText('There was an error processing the authentication response.'),
      ).toBeInTheDocument();
      expect(await screen.findByText('home:signed out')).toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });

  it('reports a success return that carries no code', async () => {
    const fetchMock = mockFetch({});
    renderCallback('/auth/callback?login=success');
    expect(
      await screen.findByText('There was an error during authentication. Please try again.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes home quietly when there is nothing to process', async () => {
    mockFetch({});
    renderCallback('/auth/callback');
    expect(await screen.findByText('home:signed out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Authentication Failed')).not.toBeInTheDocument());
  });
});
