/**
 * Where the originals of users' documents live: the database (default) or an S3-compatible object
 * store (DOCUMENT_STORE=s3). Either way an original is a sequence of chunks of `chunkBytes`,
 * written as the upload streams in and read back one at a time, so no layer holds a whole file.
 * Passages and index entries are always in the database.
 */
export interface OriginalStore {
  readonly kind: 'database' | 's3';
  /** Bytes per chunk: each chunk is one row or one object. */
  readonly chunkBytes: number;
  /** Stores chunk `seq` (0, 1, 2, …) of a document's original. */
  put(documentId: string, seq: number, data: Uint8Array): Promise<void>;
  /** The chunks of an original of `size` bytes, in order. */
  read(documentId: string, size: number): AsyncGenerator<Uint8Array>;
  /**
   * Removes the chunks of an original of (at most) `size` bytes. The database's rows go with the
   * document's row (cascade), so only an outside store has work to do; a failure there is reported.
   */
  remove(documentId: string, size: number): Promise<void>;
}

/** Chunks an original of `size` bytes takes in `store`. */
export const chunksOf = (store: Pick<OriginalStore, 'chunkBytes'>, size: number | string): number =>
  Math.ceil(Number(size) / store.chunkBytes);
