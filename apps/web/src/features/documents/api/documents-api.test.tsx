import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { setAuthToken } from '@/lib/api-client';
import { createTestQueryClient, jsonResponse, mockFetch, requestTo } from '@/test/test-utils';
import { aDocument, aList } from '../test/fixtures';
import { DOCUMENT_POLL_MS, downloadDocument, useDeleteDocument, useDocuments } from './documents-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function wrapper() {
  const client = createTestQueryClient();
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/documents' && (init?.method ?? 'GET') === 'GET')
    .length;

describe('useDocuments', () => {
  it('asks again every second while a document is queued or reading, and stops once all are done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setAuthToken('tok');
    const answers = [
      aList([aDocument({ status: 'queued', pages: null, passages: 0 })]),
      aList([aDocument({ status: 'reading', pages: null, passages: 0 })]),
      aList([aDocument()]),
    ];
    let call = 0;
    const fetchMock = mockFetch({ 'GET /api/documents': () => jsonResponse(answers[Math.min(call++, 2)]) });
    const { result } = renderHook(() => useDocuments(true), wrapper());
    await waitFor(() => expect(result.current.data?.documents[0]?.status).toBe('queued'));
    expect(requestTo(fetchMock, 'GET /api/documents')?.headers.get('Authorization')).toBe('Bearer tok');

    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    await waitFor(() => expect(result.current.data?.documents[0]?.status).toBe('reading'));
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    await waitFor(() => expect(result.current.data?.documents[0]?.status).toBe('indexed'));
    const afterIndexed = listCalls(fetchMock);
    expect(afterIndexed).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 10));
    expect(listCalls(fetchMock)).toBe(afterIndexed);
  });

  it('does not ask while disabled (signed out)', async () => {
    const fetchMock = mockFetch({});
    renderHook(() => useDocuments(false), wrapper());
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useDeleteDocument', () => {
  it('sends DELETE with the bearer token and drops the document from the cached list', async () => {
    setAuthToken('tok');
    const kept = aDocument({ id: 'd2', name: 'notes.md', kind: 'markdown', pages: null });
    let deleted = false;
    const fetchMock = mockFetch({
      'GET /api/documents': () => jsonResponse(aList(deleted ? [kept] : [aDocument(), kept])),
      'DELETE /api/documents/d1': () => {
        deleted = true;
        return jsonResponse({ ok: true });
      },
    });
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => ({ list: useDocuments(true), remove: useDeleteDocument() }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.documents).toHaveLength(2));
    await act(() => result.current.remove.mutateAsync('d1'));
    expect(requestTo(fetchMock, 'DELETE /api/documents/d1')?.headers.get('Authorization')).toBe('Bearer tok');
    await waitFor(() => expect(result.current.list.data?.documents.map((d) => d.id)).toEqual(['d2']));
    expect(result.current.list.data?.usage.files).toBe(1);
  });
});

describe('downloadDocument', () => {
  it('fetches the original with the bearer token and saves it under the document name', async () => {
    setAuthToken('tok');
    const fetchMock = mockFetch({
      'GET /api/documents/d1/file': new Response('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    const save = vi.fn<(blob: Blob, name: string) => void>();
    await downloadDocument({ id: 'd1', name: 'thesis.pdf' }, save);
    expect(requestTo(fetchMock, 'GET /api/documents/d1/file')?.headers.get('Authorization')).toBe(
      'Bearer tok',
    );
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('thesis.pdf');
    expect(await blob?.text()).toBe('%PDF-1.7');
  });

  it('throws on a missing document instead of saving an error page', async () => {
    mockFetch({});
    const save = vi.fn();
    await expect(downloadDocument({ id: 'gone', name: 'x.pdf' }, save)).rejects.toMatchObject({
      status: 404,
    });
    expect(save).not.toHaveBeenCalled();
  });
});
