import { deleteAccountResponseSchema } from '@pardus/protocol';
import { ApiError, apiFetch, apiPost } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';
import { saveBlob } from '@/lib/save-blob';

/** The file name the server suggests (`Content-Disposition`), or a dated default. */
export function attachmentName(header: string | null): string {
  const named = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  return named && /^[\w.-]+$/.test(named)
    ? named
    : `pardus-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/**
 * `GET /api/me/export`: everything the server keeps about the user, saved by the browser as a JSON
 * file. The bearer header rules out a plain link, so the file is fetched and handed over as a blob.
 */
export async function downloadAccountData(save = saveBlob): Promise<void> {
  const response = await apiFetch(API_ENDPOINTS.exportAccount, { method: 'GET' });
  if (!response.ok) throw new ApiError(response.status);
  save(await response.blob(), attachmentName(response.headers.get('content-disposition')));
}

/** `POST /api/me/delete`: the account and all its data; `email` is the typed confirmation. */
export async function deleteAccount(email: string): Promise<void> {
  await apiPost(API_ENDPOINTS.deleteAccount, { confirm_email: email }, deleteAccountResponseSchema);
}
