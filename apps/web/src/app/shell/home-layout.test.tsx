import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pardus/protocol';
import { jsonResponse, mockFetch, renderWithProviders, type FetchRoutes } from '@/test/test-utils';
import { HomeLayout, type HomeLayoutProps } from './home-layout';

const user: User = { id: 'u1', email: 'ada@example.com', name: null, picture: null };

function signedIn(routes: FetchRoutes = {}) {
  localStorage.setItem('auth_token', 'tok');
  localStorage.setItem('user_data', JSON.stringify(user));
  return mockFetch({
    'GET /api/verify': jsonResponse({ user }),
    'GET /api/msgs/title': jsonResponse([]),
    'POST /api/logout': jsonResponse({ ok: true }),
    ...routes,
  });
}

function renderLayout(props: Partial<HomeLayoutProps> = {}, navigateTo = vi.fn<(url: string) => void>()) {
  const handlers = { onNewConversation: vi.fn(), onSelectConversation: vi.fn(async () => {}) };
  renderWithProviders(
    <HomeLayout
      conversationId={null}
      hasMessages={false}
      input={<textarea aria-label="Ask anything" />}
      conversation={<p>conversation view</p>}
      {...handlers}
      {...props}
    />,
    { navigateTo },
  );
  return handlers;
}

afterEach(() => vi.unstubAllGlobals());

describe('HomeLayout signed out', () => {
  it('shows the empty state with the sign-in invitation and no user controls or sidebar', async () => {
    mockFetch({});
    renderLayout();
    expect(await screen.findByText('Sign in to start your research journey')).toBeInTheDocument();
    expect(screen.getByText('Your intelligent search companion')).toBeInTheDocument();
    expect(screen.getByTestId('clock-time')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ask anything' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-avatar')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Saved conversations' })).not.toBeInTheDocument();
  });

  it('Sign in with Google navigates to the authorization address', async () => {
    mockFetch({ 'GET /api/google/login': jsonResponse({ auth_url: '/dev-idp/auth?client_id=pardus' }) });
    const navigateTo = vi.fn<(url: string) => void>();
    renderLayout({}, navigateTo);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/dev-idp/auth?client_id=pardus'));
  });

  it('opens settings over the main view and closes them with Back', async () => {
    mockFetch({});
    renderLayout();
    const settingsButton = screen.getByRole('button', { name: 'Settings' });
    await userEvent.click(settingsButton);
    expect(await screen.findByRole('region', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
    // The page beneath is inert while settings cover it.
    expect(settingsButton.closest('[inert]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    expect(settingsButton.closest('[inert]')).toBeNull();
    expect(settingsButton).toHaveFocus();
  });
});

describe('HomeLayout signed in', () => {
  it("shows the email's first letter, Sign out and the sidebar, without the sign-in invitation", async () => {
    signedIn();
    renderLayout();
    expect(await screen.findByTestId('user-avatar')).toHaveTextContent('A');
    expect(screen.getByRole('img', { name: 'Signed in as ada@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to start your research journey')).not.toBeInTheDocument();
  });

  it('Sign out clears the session and returns to the signed-out view', async () => {
    signedIn();
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('the logo and name start a new conversation', async () => {
    signedIn();
    const { onNewConversation } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Pardus, new conversation' }));
    expect(onNewConversation).toHaveBeenCalledTimes(1);
  });

  it('shows the conversation instead of the empty state once there are messages', async () => {
    signedIn();
    renderLayout({ hasMessages: true });
    expect(screen.getByText('conversation view')).toBeInTheDocument();
    expect(screen.queryByText('Your intelligent search companion')).not.toBeInTheDocument();
  });

  it('shows the token balance in settings', async () => {
    signedIn({ 'GET /api/tokens/status': jsonResponse({ daily_tokens_remaining: 12 }) });
    renderLayout();
    await screen.findByTestId('user-avatar');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByTestId('tokens-remaining')).toHaveTextContent('12');
  });
});
