import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentList } from '@pardus/protocol';
import { jsonResponse, renderWithProviders, requestTo } from '@/test/test-utils';
import { DOCUMENT_POLL_MS } from '../api/documents-api';
import { resetAnnouncementsForTests } from '../hooks/announcer';
import { resetUploadsForTests } from '../hooks/upload-store';
import { installFakeXhr } from '../test/fake-xhr';
import { aDocument, aList } from '../test/fixtures';
import { signedIn } from '../test/signed-in';
import { DocumentsPanel } from './documents-panel';

afterEach(() => {
  resetUploadsForTests();
  resetAnnouncementsForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pdf = (name = 'thesis.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function pick(...files: File[]) {
  const input = screen.getByTestId('document-file-input');
  expect(input).toHaveAttribute('accept', '.pdf,.docx,.html,.htm,.md,.markdown,.txt,.csv');
  expect(input).toHaveAttribute('multiple');
  fireEvent.change(input, { target: { files } });
}

const announcer = () => screen.getByTestId('documents-announcer');

describe('DocumentsPanel', () => {
  it('explains formats, limits and privacy before the first upload', async () => {
    signedIn({ 'GET /api/documents': jsonResponse(aList()) });
    renderWithProviders(<DocumentsPanel />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your documents' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeInTheDocument();
    expect(screen.getByText(/up to 20 MB each \(PDFs up to 500 pages\)/)).toBeInTheDocument();
    expect(screen.getByTestId('documents-usage')).toHaveTextContent('0 of 500 files · 0 B of 200 MB');
    expect(screen.getByText(/never sent to a web search provider/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeInTheDocument();
  });

  it('lists documents with a link to the viewer, size, pages, date and state', async () => {
    signedIn({
      'GET /api/documents': jsonResponse(
        aList([
          aDocument(),
          aDocument({ id: 'd2', name: 'notes.md', kind: 'markdown', pages: null, passages: 4 }),
          aDocument({
            id: 'd3',
            name: 'locked.pdf',
            status: 'failed',
            pages: null,
            passages: 0,
            error: { code: 'encrypted', message: 'The PDF is password-protected.' },
          }),
        ]),
      ),
    });
    renderWithProviders(<DocumentsPanel />);
    const list = await screen.findByRole('list', { name: 'Documents' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'thesis.pdf' })).toHaveAttribute(
      'href',
      '/documents/d1',
    );
    expect(rows[0]).toHaveTextContent('1.2 MB');
    expect(rows[0]).toHaveTextContent('12 pages');
    expect(rows[0]).toHaveTextContent('Nov 25, 2026');
    expect(rows[0]).toHaveTextContent('Indexed · 12 pages');
    expect(rows[1]).toHaveTextContent('Indexed · 4 passages');
    expect(rows[2]).toHaveTextContent('Failed: The PDF is password-protected.');
    expect(screen.getByTestId('documents-usage')).toHaveTextContent('3 of 500 files · 3.6 MB of 200 MB');
  });

  it('shows each upload with its progress, then the states the server reports until indexed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = installFakeXhr();
    const queued = aDocument({ status: 'queued', pages: null, passages: 0, indexed_at: null, ahead: 2 });
    let list: DocumentList = aList();
    const fetchMock = signedIn({ 'GET /api/documents': () => jsonResponse(list) });
    renderWithProviders(<DocumentsPanel />);
    await screen.findByRole('heading', { name: 'No documents yet' });

    pick(pdf(), pdf('second.pdf'));
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('thesis.pdf')).toBeInTheDocument();
    expect(within(uploads).getByText('second.pdf')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Uploading thesis.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(requests).toHaveLength(2);

    act(() => requests[0]?.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    list = aList([queued]);
    act(() => requests[0]?.respond(202, { document: queued }));
    const rows = await screen.findByRole('list', { name: 'Documents' });
    // Its place in the reading order, as the server counts it (other users' files included).
    expect(within(rows).getByText('Queued, 2 ahead')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading thesis.pdf' })).toBeNull();
    expect(announcer()).toHaveTextContent('thesis.pdf uploaded');

    list = aList([{ ...queued, ahead: 0 }]);
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    expect(await within(rows).findByText('Queued, 0 ahead')).toBeInTheDocument();

    list = aList([{ ...queued, status: 'reading' }]);
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    expect(await within(rows).findByText('Reading…')).toBeInTheDocument();

    list = aList([aDocument()]);
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    expect(await within(rows).findByText('Indexed · 12 pages')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('thesis.pdf indexed');

    // Nothing left to read: the list is not asked again.
    const calls = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 5));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it("shows a refusal's server message on that file's row until dismissed", async () => {
    const requests = installFakeXhr();
    signedIn({ 'GET /api/documents': jsonResponse(aList()) });
    renderWithProviders(<DocumentsPanel />);
    await screen.findByRole('heading', { name: 'No documents yet' });

    pick(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    act(() =>
      requests[0]?.respond(415, {
        error: {
          code: 'unsupported_media_type',
          message: 'Only PDF, DOCX, HTML, Markdown, text and CSV files can be added.',
        },
      }),
    );
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    const row = (await within(uploads).findByText(/Only PDF, DOCX/)).closest('li');
    expect(row).toHaveTextContent('setup.exe');
    expect(announcer()).toHaveTextContent('setup.exe was not uploaded: Only PDF, DOCX');
    await userEvent.click(within(row!).getByRole('button', { name: 'Dismiss setup.exe' }));
    expect(screen.queryByText('setup.exe')).toBeNull();
  });

  it('refuses a file over the size limit without sending it', async () => {
    const requests = installFakeXhr();
    signedIn({
      'GET /api/documents': jsonResponse(aList([], { limits: { ...aList().limits, max_file_bytes: 4 } })),
    });
    renderWithProviders(<DocumentsPanel />);
    await screen.findByRole('heading', { name: 'No documents yet' });
    pick(pdf('big.pdf'));
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(
      within(uploads).getByText('This file is too large: the limit is 4 B per file.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks before deleting, then deletes and announces it', async () => {
    let documents = [aDocument()];
    const fetchMock = signedIn({
      'GET /api/documents': () => jsonResponse(aList(documents)),
      'DELETE /api/documents/d1': () => {
        documents = [];
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<DocumentsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete thesis.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete document?' });
    expect(dialog).toHaveTextContent('“thesis.pdf” will be deleted');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestTo(fetchMock, 'DELETE /api/documents/d1')).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Delete thesis.pdf' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestTo(fetchMock, 'DELETE /api/documents/d1')?.headers.get('Authorization')).toBe('Bearer tok');
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('thesis.pdf deleted');
    // The row (and its Delete button) is gone: focus lands on the page's heading, not on nothing.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Your documents' })).toHaveFocus(),
    );
  });
});

describe('uploads', () => {
  it('sends at most two files at once; the others wait their turn', async () => {
    const requests = installFakeXhr();
    signedIn({ 'GET /api/documents': jsonResponse(aList()) });
    renderWithProviders(<DocumentsPanel />);
    await screen.findByRole('heading', { name: 'No documents yet' });
    pick(pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'));
    expect(requests).toHaveLength(2);
    expect(screen.getByText('Waiting to upload…')).toBeInTheDocument();
    act(() => requests[0]?.respond(413, { error: { code: 'payload_too_large', message: 'Too big.' } }));
    await waitFor(() => expect(requests).toHaveLength(3));
  });
});
