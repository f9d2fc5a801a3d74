import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentDetail } from '@pardus/protocol';
import { AppRoutes } from '@/app/routes';
import { jsonResponse, mockFetch, renderWithProviders, requestTo } from '@/test/test-utils';
import { aDocument, aList } from '../test/fixtures';
import { signedIn } from '../test/signed-in';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const pdf: DocumentDetail = {
  document: aDocument({ pages: 3, passages: 3 }),
  passages: [1, 2, 3].map((n) => ({ ordinal: n, page: n, heading: null, text: `Text of page ${n}.` })),
};

const markdown: DocumentDetail = {
  document: aDocument({ id: 'd2', name: 'notes.md', kind: 'markdown', pages: null, passages: 2 }),
  passages: [
    { ordinal: 1, page: null, heading: 'Introduction', text: 'Why.' },
    { ordinal: 2, page: null, heading: 'Methods', text: 'How.' },
  ],
};

function spyScroll() {
  const scroll = vi.fn<(this: Element) => void>(function (this: Element) {});
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scroll });
  return scroll;
}

describe('/documents/:id', () => {
  it('shows the document and its pages, and brings the cited page into view, highlighted and focused', async () => {
    const scroll = spyScroll();
    signedIn({ 'GET /api/documents/d1': jsonResponse(pdf) });
    renderWithProviders(<AppRoutes />, { route: '/documents/d1?page=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'thesis.pdf' })).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download original' })).toBeInTheDocument();
    const passages = within(screen.getByRole('list', { name: 'Passages' })).getAllByRole('listitem');
    expect(passages.map((p) => within(p).getByRole('heading').textContent)).toEqual([
      'Page 1',
      'Page 2',
      'Page 3',
    ]);

    const cited = screen.getByRole('listitem', { name: 'Page 2' });
    expect(cited).toHaveAttribute('aria-current', 'true');
    expect(cited).toHaveAttribute('data-highlighted', 'true');
    await waitFor(() => expect(cited).toHaveFocus());
    expect(scroll.mock.contexts).toEqual([cited]);
    expect(screen.getByRole('listitem', { name: 'Page 1' })).not.toHaveAttribute('data-highlighted');
  });

  it('finds a passage of a document without pages by ?passage= and labels passages by heading', async () => {
    spyScroll();
    signedIn({ 'GET /api/documents/d2': jsonResponse(markdown) });
    renderWithProviders(<AppRoutes />, { route: '/documents/d2?passage=2' });
    const cited = await screen.findByRole('listitem', { name: 'Methods' });
    await waitFor(() => expect(cited).toHaveFocus());
    expect(screen.getByRole('listitem', { name: 'Introduction' })).not.toHaveAttribute('aria-current');
  });

  it('says "Document not found" for a missing or someone else\'s document (404)', async () => {
    const fetchMock = signedIn({
      'GET /api/documents/theirs': jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404),
    });
    renderWithProviders(<AppRoutes />, { route: '/documents/theirs?page=1' });
    expect(await screen.findByRole('heading', { name: 'Document not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
    // A 404 is not asked again.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/documents/theirs')).toHaveLength(1);
  });

  it('downloads the original through the API with the bearer token, under the document name', async () => {
    const fetchMock = signedIn({
      'GET /api/documents/d1': jsonResponse(pdf),
      'GET /api/documents/d1/file': new Response('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    // jsdom has no blob URLs.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:doc' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderWithProviders(<AppRoutes />, { route: '/documents/d1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download original' }));
    await waitFor(() => expect(saved).toEqual(['thesis.pdf blob:doc']));
    expect(requestTo(fetchMock, 'GET /api/documents/d1/file')?.headers.get('Authorization')).toBe(
      'Bearer tok',
    );
  });

  it('asks visitors to sign in instead of asking the server', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<AppRoutes />, { route: '/documents/d1?page=2' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see this document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign in with Google/ })).toBeInTheDocument();
    expect(requestTo(fetchMock, 'GET /api/documents/d1')).toBeUndefined();
  });
});

describe('/documents', () => {
  it('shows the documents page to signed-in users', async () => {
    signedIn({ 'GET /api/documents': jsonResponse(aList([pdf.document])) });
    renderWithProviders(<AppRoutes />, { route: '/documents' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your documents' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'thesis.pdf' })).toHaveAttribute('href', '/documents/d1');
    expect(screen.getByRole('link', { name: 'Pardus, back to the chat' })).toHaveAttribute('href', '/');
  });

  it('asks visitors to sign in', async () => {
    mockFetch({});
    renderWithProviders(<AppRoutes />, { route: '/documents' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your documents' })).toBeInTheDocument();
  });
});
