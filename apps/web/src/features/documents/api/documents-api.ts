import {
  documentDeleteResponseSchema,
  documentDetailSchema,
  documentListSchema,
  type DocumentDetail,
  type DocumentList,
  type UserDocument,
} from '@pardus/protocol';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiDelete, apiFetch, apiGet } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';
import { saveBlob } from '@/lib/save-blob';

/** While any document is still being read, the list (and a detail) is asked again this often. */
export const DOCUMENT_POLL_MS = 1_000;

export const documentKeys = {
  all: ['documents'] as const,
  list: ['documents', 'list'] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
};

/** Queued or being read: the server will change its state soon. */
export function isInProgress(document: Pick<UserDocument, 'status'>): boolean {
  return document.status === 'queued' || document.status === 'reading';
}

/** `GET /api/documents`: the caller's documents (newest first), usage, limits and the web label. */
export function fetchDocuments(): Promise<DocumentList> {
  return apiGet(API_ENDPOINTS.documents, documentListSchema);
}

export const documentListQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: documentKeys.list,
    queryFn: fetchDocuments,
    enabled,
    // Polling only while something is queued or reading; an indexed or failed list stays quiet.
    refetchInterval: (query) => (query.state.data?.documents.some(isInProgress) ? DOCUMENT_POLL_MS : false),
  });

/** The caller's documents, polled every second while any is queued or reading. */
export function useDocuments(enabled: boolean) {
  return useQuery(documentListQuery(enabled));
}

/** `GET /api/documents/:id`: the document and its passages. 404 for a missing or someone else's. */
export function fetchDocument(id: string): Promise<DocumentDetail> {
  return apiGet(API_ENDPOINTS.document(id), documentDetailSchema);
}

/** A 404 is an answer (not found), not a hiccup worth asking again. */
const retryUnlessNotFound = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

export const documentDetailQuery = (id: string, enabled: boolean) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: () => fetchDocument(id),
    enabled,
    retry: retryUnlessNotFound,
    refetchInterval: (query) =>
      query.state.data && isInProgress(query.state.data.document) ? DOCUMENT_POLL_MS : false,
  });

/** One document with its passages (polled while it is still being read). */
export function useDocument(id: string, enabled: boolean) {
  return useQuery(documentDetailQuery(id, enabled));
}

/** `DELETE /api/documents/:id`: the original, its passages and its index entries. */
export async function deleteDocument(id: string): Promise<void> {
  await apiDelete(API_ENDPOINTS.document(id), documentDeleteResponseSchema);
}

/** Drops a deleted document from the cached list at once (the refetch confirms it). */
function forgetDocument(client: QueryClient, id: string): void {
  client.setQueryData<DocumentList>(documentKeys.list, (list) => {
    const gone = list?.documents.find((d) => d.id === id);
    if (!list || !gone) return list;
    return {
      ...list,
      documents: list.documents.filter((d) => d.id !== id),
      usage: { files: list.usage.files - 1, bytes: list.usage.bytes - gone.size },
    };
  });
  client.removeQueries({ queryKey: documentKeys.detail(id) });
}

/** Deletes a document and refreshes the list. */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(id),
    onSuccess: (_, id) => forgetDocument(client, id),
    onSettled: () => client.invalidateQueries({ queryKey: documentKeys.list }),
  });
}

/**
 * `GET /api/documents/:id/file`: the original bytes, saved by the browser under the document's
 * name. The bearer header rules out a plain link, so the file is fetched and handed over as a blob.
 */
export async function downloadDocument(
  document: Pick<UserDocument, 'id' | 'name'>,
  save: (blob: Blob, name: string) => void = saveBlob,
): Promise<void> {
  const response = await apiFetch(API_ENDPOINTS.documentFile(document.id), {
    method: 'GET',
    json: false,
    headers: { Accept: '*/*' },
  });
  if (!response.ok) throw new ApiError(response.status);
  save(await response.blob(), document.name);
}
