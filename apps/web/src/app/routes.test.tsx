import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/test/test-utils';
import { AppRoutes } from './routes';

function renderAt(route: string) {
  mockFetch({ 'POST /api/google/exchange-code': () => new Promise<Response>(() => {}) });
  renderWithProviders(<AppRoutes />, { route });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('AppRoutes', () => {
  it('/ shows the main screen', async () => {
    renderAt('/');
    expect(await screen.findByText('Your intelligent search companion')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pardus, new conversation' })).toBeInTheDocument();
  });

  it('/?c=<id> still shows the main screen', async () => {
    renderAt('/?c=temp-123');
    expect(await screen.findByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it('/news shows News Discovery', async () => {
    renderAt('/news');
    expect(await screen.findByRole('heading', { name: 'News Discovery' })).toBeInTheDocument();
  });

  it.each(['/auth/callback', '/auth/google/callback'])('%s shows the callback screen', (route) => {
    window.history.replaceState(null, '', `${route}?login=success#code=abcdefghijklmnop-1234`);
    renderAt(route);
    expect(screen.getByText('Processing authentication...')).toBeInTheDocument();
  });

  it.each(['/settings', '/news/today', '/auth'])('%s is not found', async (route) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
