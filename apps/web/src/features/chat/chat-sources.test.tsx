import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentList } from '@pardus/protocol';
import { jsonResponse, mockFetch, requestTo, type FetchRoutes } from '@/test/test-utils';
import { resetUploadsForTests } from '@/features/documents/hooks/upload-store';
import { installFakeXhr } from '@/features/documents/test/fake-xhr';
import { aDocument, aList } from '@/features/documents/test/fixtures';
import { controlledStream, renderChat, storeSignedInSession, TEST_USER } from './test/chat-harness';

/** The "Search in" choice: shown, remembered, sent with Quick and Deep; files dropped on the box. */

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string): unknown => {
  const body = requestTo(fetchMock, key)?.init.body;
  return JSON.parse(typeof body === 'string' ? body : 'null');
};

function routes(list: DocumentList | (() => DocumentList), extra: FetchRoutes = {}) {
  return mockFetch({
    'GET /api/verify': jsonResponse({ user: TEST_USER }),
    'GET /api/tokens/status': jsonResponse({ daily_tokens_remaining: 20 }),
    'GET /api/documents': () => jsonResponse(typeof list === 'function' ? list() : list),
    'POST /api/msgs/insert': jsonResponse({ id: 'c1', title: 'Question' }),
    'GET /api/msgs/title': jsonResponse([]),
    ...extra,
  });
}

async function ask(text: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
}

const searchIn = () => screen.findByRole('radiogroup', { name: 'Search in' });

beforeEach(() => storeSignedInSession());
afterEach(() => {
  resetUploadsForTests();
  vi.unstubAllGlobals();
});

describe('the "Search in" choice', () => {
  it('offers Web, My documents and Both, remembers the choice and sends it with a Quick question', async () => {
    const stream = controlledStream();
    const fetchMock = routes(aList([aDocument()]), { 'POST /api/quick': stream.response });
    renderChat();
    const group = await searchIn();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Web', 'My documents', 'Both']);
    expect(within(group).getByRole('radio', { name: 'Web' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(within(group).getByRole('radio', { name: 'My documents' }));
    expect(within(group).getByRole('radio', { name: 'My documents' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(localStorage.getItem('search-sources')).toBe('documents');

    await ask('What did chapter 2 find?');
    await waitFor(() => expect(requestTo(fetchMock, 'POST /api/quick')).toBeDefined());
    expect(bodyOf(fetchMock, 'POST /api/quick')).toEqual({
      message: [{ role: 'user', content: 'What did chapter 2 find?' }],
      sources: 'documents',
    });
    stream.close();
  });

  it('restores the remembered choice and sends it with a Deep question', async () => {
    localStorage.setItem('search-sources', 'both');
    const stream = controlledStream();
    const fetchMock = routes(aList([aDocument()]), {
      'POST /api/spysearch': stream.response,
    });
    renderChat();
    expect(within(await searchIn()).getByRole('radio', { name: 'Both' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Deep' }));
    await ask('Compare my thesis with the literature');
    await waitFor(() => expect(requestTo(fetchMock, 'POST /api/spysearch')).toBeDefined());
    expect(bodyOf(fetchMock, 'POST /api/spysearch')).toEqual({
      query: 'Compare my thesis with the literature',
      messages: [],
      conversation_id: 'c1',
      sources: 'both',
    });
    stream.close();
  });

  it("leaves `sources` out for the web (the server's default)", async () => {
    const stream = controlledStream();
    const fetchMock = routes(aList(), { 'POST /api/quick': stream.response });
    renderChat();
    await searchIn();
    await ask('Hello');
    await waitFor(() => expect(requestTo(fetchMock, 'POST /api/quick')).toBeDefined());
    expect(bodyOf(fetchMock, 'POST /api/quick')).toEqual({ message: [{ role: 'user', content: 'Hello' }] });
    stream.close();
  });

  it('names the web choice "Library" on a server without web search, and moves with the arrow keys', async () => {
    routes(aList([aDocument()], { web_label: 'Library' }));
    renderChat();
    const library = await within(await searchIn()).findByRole('radio', { name: 'Library' });
    expect(library).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Both' })).toHaveAttribute('tabindex', '-1');
    library.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'My documents' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'My documents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Both' })).toHaveAttribute('aria-checked', 'true');
  });

  it('hints that there is nothing to search yet when documents are chosen but none is indexed', async () => {
    routes(aList());
    renderChat();
    await searchIn();
    expect(screen.queryByText(/No documents yet/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Both' }));
    expect(await screen.findByText(/No documents yet/)).toHaveTextContent('No documents yet — upload some');
    expect(screen.getByRole('link', { name: 'upload some' })).toHaveAttribute('href', '/documents');
  });

  it('is not shown to visitors', async () => {
    localStorage.clear();
    mockFetch({});
    renderChat();
    await screen.findByRole('radiogroup', { name: 'Search mode' });
    expect(screen.queryByRole('radiogroup', { name: 'Search in' })).toBeNull();
  });
});

describe('dropping files on the message box', () => {
  it('shows a drop target, uploads the files with progress in a tray, and searches both from then on', async () => {
    const requests = installFakeXhr();
    const queued = aDocument({ status: 'queued', pages: null, passages: 0, indexed_at: null });
    let list = aList();
    routes(() => list);
    renderChat();
    await searchIn();
    const box = screen.getByRole('textbox', { name: 'Message' });
    const file = new File(['%PDF-1.7'], 'thesis.pdf', { type: 'application/pdf' });
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };

    fireEvent.dragEnter(box, { dataTransfer });
    expect(screen.getByText('Drop files to add them to your documents')).toBeInTheDocument();
    fireEvent.dragOver(box, { dataTransfer });
    fireEvent.drop(box, { dataTransfer });
    expect(screen.queryByText('Drop files to add them to your documents')).toBeNull();

    const tray = screen.getByRole('list', { name: 'Uploads' });
    expect(within(tray).getByText('thesis.pdf')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading thesis.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('link', { name: 'Open Your documents' })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('radio', { name: 'Both' })).toHaveAttribute('aria-checked', 'true');
    expect(requests[0]?.headers.get('X-File-Name')).toBe('thesis.pdf');

    act(() => requests[0]?.progress(1, 2));
    expect(screen.getByRole('progressbar', { name: 'Uploading thesis.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    list = aList([queued]);
    act(() => requests[0]?.respond(202, { document: queued }));
    expect(await within(tray).findByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Your documents are still being read…')).toBeInTheDocument();

    list = aList([aDocument()]);
    expect(await within(tray).findByText('Indexed · 12 pages', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('documents-announcer')).toHaveTextContent('thesis.pdf indexed');
    await userEvent.click(within(tray).getByRole('button', { name: 'Dismiss thesis.pdf' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('ignores text dragged into the box', async () => {
    const requests = installFakeXhr();
    routes(aList());
    renderChat();
    await searchIn();
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.dragEnter(box, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.queryByText('Drop files to add them to your documents')).toBeNull();
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Web' })).toHaveAttribute('aria-checked', 'true');
  });
});
