import { DOCUMENT_NAME_HEADER, documentUploadResponseSchema, type UserDocument } from '@pardus/protocol';
import { apiErrorFromBody, buildHeaders } from '@/lib/api-client';
import { API_BASE_URL, API_ENDPOINTS } from '@/lib/api-config';

/** The upload never reached the server, or its answer never came back. */
export class UploadNetworkError extends Error {
  override readonly name = 'UploadNetworkError';
  constructor() {
    super('Upload failed. Please check your connection and try again.');
  }
}

export interface UploadOptions {
  /** Share of the bytes sent so far, 0..1 (only when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the transfer; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/documents` with the file's bytes as the raw body (it streams; no multipart), its type in
 * `Content-Type` and its name, percent-encoded, in `X-File-Name`. Over XMLHttpRequest because fetch
 * reports no upload progress. Resolves with the queued document (202); a refusal rejects with the
 * `ApiError` of the server's `{error:{code,message}}` (same headers and errors as `lib/api-client`).
 */
export function uploadDocument(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UserDocument> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${API_ENDPOINTS.documents}`);
    xhr.withCredentials = true;
    buildHeaders({ json: false }).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader(DOCUMENT_NAME_HEADER, encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(apiErrorFromBody(xhr.status, body));
      const parsed = documentUploadResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data.document);
      else reject(parsed.error);
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadNetworkError());
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.send(file);
  });
}
