import { AwsClient } from 'aws4fetch';
import { chunksOf, type OriginalStore } from './original-store.js';

export interface S3Settings {
  /** The service's base URL, e.g. http://minio:9000 or https://s3.eu-west-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Longest wait for one request. */
  timeoutMs?: number;
}

/** Bytes per object: large enough that a 25 MB file is 25 requests, small enough to hold one at a time. */
const OBJECT_BYTES = 1024 * 1024;

/** An object store's refusal or failure, with its status (no body: it may echo keys). */
export class ObjectStoreError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
  ) {
    super(`object store ${operation} failed with HTTP ${status}`);
    this.name = 'ObjectStoreError';
  }
}

/**
 * Originals in an S3-compatible object store (AWS S3, MinIO, R2…), addressed path-style
 * (`<endpoint>/<bucket>/documents/<id>/<seq>`, which every S3-compatible service accepts), each
 * request signed with AWS Signature V4 by `aws4fetch`. One object per 1 MB chunk: uploads stream
 * without S3's multipart protocol (whose parts must be 5 MB or more), and reads stay chunk-sized.
 */
export function s3Store(settings: S3Settings): OriginalStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const key = (documentId: string, seq: number) =>
    `${base}/documents/${encodeURIComponent(documentId)}/${seq}`;
  const call = async (operation: string, url: string, init: RequestInit = {}) => {
    const response = await client.fetch(url, {
      ...init,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
    });
    return { operation, response };
  };
  const store: OriginalStore = {
    kind: 's3',
    chunkBytes: OBJECT_BYTES,
    async put(documentId, seq, data) {
      const { response } = await call('put', key(documentId, seq), {
        method: 'PUT',
        body: data,
        headers: { 'content-type': 'application/octet-stream' },
      });
      await response.body?.cancel();
      if (!response.ok) throw new ObjectStoreError('put', response.status);
    },
    async *read(documentId, size) {
      for (let seq = 0; seq < chunksOf(store, size); seq++) {
        const { response } = await call('get', key(documentId, seq));
        if (!response.ok) {
          await response.body?.cancel();
          throw new ObjectStoreError('get', response.status);
        }
        yield new Uint8Array(await response.arrayBuffer());
      }
    },
    async remove(documentId, size) {
      for (let seq = 0; seq < chunksOf(store, size); seq++) {
        const { response } = await call('delete', key(documentId, seq), { method: 'DELETE' });
        await response.body?.cancel();
        // S3 answers 204 for a key that never existed too: a missing chunk is not an error.
        if (!response.ok && response.status !== 404) throw new ObjectStoreError('delete', response.status);
      }
    },
  };
  return store;
}
