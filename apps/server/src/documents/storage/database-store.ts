import type { Db } from '../../db/create-db.js';
import { chunksOf, type OriginalStore } from './original-store.js';

/**
 * Bytes per row. Small, because the embedded PGlite runs one statement at a time, and its cost
 * grows faster than the value: writing 1 MB took ~300 ms, 128 KB ~37 ms, 64 KB ~9 ms (without
 * compression, see migration 011), so no write holds other users' statements for long.
 */
const ROW_BYTES = 64 * 1024;

/** Originals in the `document_blobs` table: every instance sees them, nothing else to run. */
export function databaseStore(db: Db): OriginalStore {
  const store: OriginalStore = {
    kind: 'database',
    chunkBytes: ROW_BYTES,
    async put(documentId, seq, data) {
      await db.insertInto('document_blobs').values({ document_id: documentId, seq, data }).execute();
    },
    async *read(documentId, size) {
      // One query per chunk, so no more than one chunk is held at a time.
      for (let seq = 0; seq < chunksOf(store, size); seq++) {
        const chunk = await db
          .selectFrom('document_blobs')
          .select('data')
          .where('document_id', '=', documentId)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!chunk) throw new Error(`chunk ${seq} of an original is missing`);
        yield chunk.data;
      }
    },
    async remove(documentId) {
      await db.deleteFrom('document_blobs').where('document_id', '=', documentId).execute();
    },
  };
  return store;
}
