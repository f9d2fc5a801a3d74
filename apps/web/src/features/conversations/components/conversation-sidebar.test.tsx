import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pardus/protocol';
import { jsonResponse, mockFetch, renderWithProviders, type FetchRoutes } from '@/test/test-utils';
import { ConversationSidebar } from './conversation-sidebar';

const user: User = { id: 'u1', email: 'ada@example.com', name: null, picture: null };

function signedIn(routes: FetchRoutes) {
  localStorage.setItem('auth_token', 'tok');
  localStorage.setItem('user_data', JSON.stringify(user));
  return mockFetch({ 'GET /api/verify': jsonResponse({ user }), ...routes });
}

afterEach(() => vi.unstubAllGlobals());

describe('ConversationSidebar', () => {
  it('is not shown to signed-out visitors', async () => {
    const fetchMock = mockFetch({});
    const onSelect = vi.fn(async () => {});
    renderWithProviders(<ConversationSidebar onSelect={onSelect} />);
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'Saved conversations' })).not.toBeInTheDocument();
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
  });

  it("says 'No conversations yet' when there are none", async () => {
    signedIn({ 'GET /api/msgs/title': jsonResponse([]) });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Saved conversations' })).toBeInTheDocument();
  });

  it('lists titles in the order the server gives (newest first) and loads one on click', async () => {
    signedIn({
      'GET /api/msgs/title': jsonResponse([
        { id: 'c3', title: 'Newest question' },
        { id: 'c2', title: 'Middle question' },
        { id: 'c1', title: 'Oldest question' },
      ]),
    });
    const onSelect = vi.fn(async () => {});
    renderWithProviders(<ConversationSidebar onSelect={onSelect} activeId="c2" />);
    const list = await screen.findByRole('list', { name: 'Conversation history' });
    // Each row: the title (opens it), then its Rename and Delete buttons.
    const items = within(list)
      .getAllByRole('button')
      .filter((button) => !/^(Rename|Delete) /.test(button.getAttribute('aria-label') ?? ''));
    expect(items.map((item) => item.textContent)).toEqual([
      'Newest question',
      'Middle question',
      'Oldest question',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Oldest question' }));
    expect(onSelect).toHaveBeenCalledWith('c1', 'Oldest question');
  });

  it("toasts 'Failed to load conversation' when loading rejects", async () => {
    signedIn({ 'GET /api/msgs/title': jsonResponse([{ id: 'c1', title: 'Broken one' }]) });
    const onSelect = vi.fn(async () => {
      throw new Error('API request failed: 404');
    });
    renderWithProviders(<ConversationSidebar onSelect={onSelect} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Broken one' }));
    expect(await screen.findByText('Failed to load conversation')).toBeInTheDocument();
  });

  it("toasts 'Failed to load saved conversations' when the list cannot be fetched", async () => {
    signedIn({ 'GET /api/msgs/title': jsonResponse({ error: { code: 'internal', message: 'x' } }, 500) });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    expect(await screen.findByText('Failed to load saved conversations')).toBeInTheDocument();
  });

  it('links to Your documents', async () => {
    signedIn({ 'GET /api/msgs/title': jsonResponse([]) });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    const rail = await screen.findByRole('complementary', { name: 'Saved conversations' });
    expect(within(rail).getByRole('link', { name: 'Your documents' })).toHaveAttribute('href', '/documents');
  });

  describe('on a phone', () => {
    function phoneScreen() {
      vi.stubGlobal('matchMedia', (query: string) =>
        Object.assign(new EventTarget(), { matches: true, media: query }),
      );
    }

    it('shows nothing until the drawer is opened', async () => {
      phoneScreen();
      signedIn({ 'GET /api/msgs/title': jsonResponse([{ id: 'c1', title: 'Phone chat' }]) });
      renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} mobileOpen={false} />);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('complementary', { name: 'Saved conversations' })).not.toBeInTheDocument();
    });

    it('opens as a dialog that closes after a conversation is chosen, or with Escape', async () => {
      phoneScreen();
      signedIn({ 'GET /api/msgs/title': jsonResponse([{ id: 'c1', title: 'Phone chat' }]) });
      const onSelect = vi.fn(async () => {});
      const onMobileOpenChange = vi.fn();
      renderWithProviders(
        <ConversationSidebar onSelect={onSelect} mobileOpen onMobileOpenChange={onMobileOpenChange} />,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Saved conversations' });
      expect(within(dialog).getByRole('link', { name: 'Your documents' })).toHaveAttribute(
        'href',
        '/documents',
      );
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Phone chat' }));
      expect(onSelect).toHaveBeenCalledWith('c1', 'Phone chat');
      await waitFor(() => expect(onMobileOpenChange).toHaveBeenCalledWith(false));

      onMobileOpenChange.mockClear();
      await userEvent.keyboard('{Escape}');
      expect(onMobileOpenChange).toHaveBeenCalledWith(false);
    });
  });
});
