import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationTitle, User } from '@pardus/protocol';
import { jsonResponse, mockFetch, renderWithProviders, type FetchRoutes } from '@/test/test-utils';
import { ConversationSidebar, SEARCH_DEBOUNCE_MS } from './conversation-sidebar';

const user: User = { id: 'u1', email: 'ada@example.com', name: null, picture: null };
const TITLES: ConversationTitle[] = [
  { id: 'c2', title: 'Volcano types' },
  { id: 'c1', title: 'Photosynthesis' },
];

function signedIn(routes: FetchRoutes) {
  localStorage.setItem('auth_token', 'tok');
  localStorage.setItem('user_data', JSON.stringify(user));
  return mockFetch({ 'GET /api/verify': jsonResponse({ user }), ...routes });
}
const bodyOf = (init: RequestInit) => JSON.parse(typeof init.body === 'string' ? init.body : '') as unknown;
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${urlOf(url)}` === key);
const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Conversation history' }))
    .getAllByRole('button')
    .filter((b) => !/^(Rename|Delete) /.test(b.getAttribute('aria-label') ?? ''))
    .map((b) => b.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('renaming a conversation in the sidebar', () => {
  it('Enter saves the trimmed title, shows it at once and tells the chat', async () => {
    let titles = TITLES;
    const fetchMock = signedIn({
      'GET /api/msgs/title': () => jsonResponse(titles),
      'POST /api/msgs/rename': (init) => {
        titles = [{ id: 'c2', title: 'Lava' }, TITLES[1]!];
        expect(bodyOf(init)).toEqual({ id: 'c2', title: 'Lava' });
        return jsonResponse({ id: 'c2', title: 'Lava' });
      },
    });
    const onRenamed = vi.fn();
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} onRenamed={onRenamed} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Volcano types' }));
    const field = screen.getByRole('textbox', { name: 'Conversation title' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Volcano types');
    await userEvent.clear(field);
    await userEvent.type(field, '  Lava  {Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['Lava', 'Photosynthesis']));
    expect(onRenamed).toHaveBeenCalledWith('c2', 'Lava');
    expect(calls(fetchMock, 'POST /api/msgs/rename')).toHaveLength(1);
  });

  it('Escape cancels without asking the server', async () => {
    const fetchMock = signedIn({ 'GET /api/msgs/title': jsonResponse(TITLES) });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Photosynthesis' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Conversation title' }), 'Changed{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
    expect(rowTitles()).toEqual(['Volcano types', 'Photosynthesis']);
    expect(calls(fetchMock, 'POST /api/msgs/rename')).toHaveLength(0);
  });

  it('refuses an empty or too long title with the reason, and shows a server refusal', async () => {
    const fetchMock = signedIn({
      'GET /api/msgs/title': jsonResponse(TITLES),
      'POST /api/msgs/rename': jsonResponse(
        { error: { code: 'bad_request', message: 'title: Title must not contain control characters' } },
        400,
      ),
    });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Photosynthesis' }));
    const field = screen.getByRole('textbox', { name: 'Conversation title' });
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Title must not be empty');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(201));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is longer than 200 characters');
    expect(calls(fetchMock, 'POST /api/msgs/rename')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'Fine title{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('control characters');
    expect(screen.getByRole('textbox', { name: 'Conversation title' })).toBeInTheDocument();
  });
});

describe('deleting a conversation from the sidebar', () => {
  it('asks first; Cancel keeps it and sends nothing', async () => {
    const fetchMock = signedIn({ 'GET /api/msgs/title': jsonResponse(TITLES) });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Photosynthesis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete conversation?' });
    expect(dialog).toHaveTextContent('“Photosynthesis” will be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowTitles()).toEqual(['Volcano types', 'Photosynthesis']);
    expect(calls(fetchMock, 'POST /api/msgs/delete')).toHaveLength(0);
  });

  it('Delete removes it from the list, tells the chat and confirms with a toast', async () => {
    let titles = TITLES;
    const fetchMock = signedIn({
      'GET /api/msgs/title': () => jsonResponse(titles),
      'POST /api/msgs/delete': (init) => {
        expect(bodyOf(init)).toEqual({ id: 'c1' });
        titles = [TITLES[0]!];
        return jsonResponse({ ok: true });
      },
    });
    const onDeleted = vi.fn();
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} onDeleted={onDeleted} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Photosynthesis' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Volcano types']));
    expect(onDeleted).toHaveBeenCalledWith('c1');
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/msgs/delete')).toHaveLength(1);
  });

  it('keeps it and says so when the server fails', async () => {
    signedIn({
      'GET /api/msgs/title': jsonResponse(TITLES),
      'POST /api/msgs/delete': jsonResponse({ error: { code: 'internal', message: 'x' } }, 500),
    });
    const onDeleted = vi.fn();
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} onDeleted={onDeleted} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Photosynthesis' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete the conversation.')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Volcano types', 'Photosynthesis']);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('searching conversations', () => {
  it('asks the server once per typing pause and lists the matches', async () => {
    const fetchMock = signedIn({
      'GET /api/msgs/title': jsonResponse(TITLES),
      'GET /api/msgs/search?q=volc': jsonResponse([TITLES[0]]),
    });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    await screen.findByRole('list', { name: 'Conversation history' });
    const box = screen.getByRole('searchbox', { name: 'Search conversations' });
    await userEvent.type(box, 'volc');
    await waitFor(() => expect(rowTitles()).toEqual(['Volcano types']));
    const searches = fetchMock.mock.calls.filter(([url]) => urlOf(url).startsWith('/api/msgs/search'));
    expect(searches.map(([url]) => url)).toEqual(['/api/msgs/search?q=volc']);
  });

  it('waits for the pause before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = signedIn({
      'GET /api/msgs/title': jsonResponse(TITLES),
      'GET /api/msgs/search?q=la': jsonResponse([]),
    });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    await screen.findByRole('list', { name: 'Conversation history' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'la');
    const searched = () => fetchMock.mock.calls.filter(([url]) => urlOf(url).startsWith('/api/msgs/search'));
    expect(searched()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    await waitFor(() => expect(searched()).toHaveLength(1));
  });

  it('says nothing matches, and Escape brings the whole list back', async () => {
    signedIn({
      'GET /api/msgs/title': jsonResponse(TITLES),
      'GET /api/msgs/search?q=quantum': jsonResponse([]),
    });
    renderWithProviders(<ConversationSidebar onSelect={vi.fn(async () => {})} />);
    await screen.findByRole('list', { name: 'Conversation history' });
    const box = screen.getByRole('searchbox', { name: 'Search conversations' });
    await userEvent.type(box, 'quantum');
    expect(await screen.findByText('No conversations match “quantum”')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(rowTitles()).toEqual(['Volcano types', 'Photosynthesis']));
  });
});

describe('on a phone', () => {
  it('Escape closes the confirmation or clears the search first, and only then the drawer', async () => {
    vi.stubGlobal('matchMedia', (query: string) =>
      Object.assign(new EventTarget(), { matches: true, media: query }),
    );
    signedIn({ 'GET /api/msgs/title': jsonResponse(TITLES), 'GET /api/msgs/search?q=x': jsonResponse([]) });
    const onMobileOpenChange = vi.fn();
    renderWithProviders(
      <ConversationSidebar
        onSelect={vi.fn(async () => {})}
        mobileOpen
        onMobileOpenChange={onMobileOpenChange}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Photosynthesis' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onMobileOpenChange).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'x{Escape}');
    expect(onMobileOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onMobileOpenChange).toHaveBeenCalledWith(false);
  });
});
