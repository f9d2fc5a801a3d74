/**
 * Where the originals of users' documents live: the database (default) or an S3-compatible object
 * store (DOCUMENT_STORE=s3). Either way an original is a sequence of chunks of at most 1 MB,
 * written as the upload streams in and read back one at a time, so no layer holds a whole file.
 * Passages and index entries are always in the database.
 */
export interface OriginalStore {
  readonly kind: 'database' | 's3';
  /** Stores chunk `seq` (0, 1, 2, …) of a document's original. */
  put(documentId: string, seq: number, data: Uint8Array): Promise<void>;
  /** The original's chunks in order (`chunks` of them, as `chunkCount` gives for its size). */
  read(documentId: string, chunks: number): AsyncGenerator<Uint8Array>;
  /**
   * Removes an original's chunks. The database's rows go with the document's row (cascade), so
   * only an outside store has work to do; a failure there is reported to the caller.
   */
  remove(documentId: string, chunks: number): Promise<void>;
}

/** Bytes per stored chunk of an original. */
export const CHUNK_BYTES = 1024 * 1024;

/** Chunks an original of `size` bytes was stored in. */
export const chunkCount = (size: number | string): number => Math.ceil(Number(size) / CHUNK_BYTES);
