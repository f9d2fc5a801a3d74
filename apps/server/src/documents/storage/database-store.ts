import type { Db } from '../../db/create-db.js';
import type { OriginalStore } from './original-store.js';

/** Originals in the `document_blobs` table: every instance sees them, nothing else to run. */
export function databaseStore(db: Db): OriginalStore {
  return {
    kind: 'database',
    async put(documentId, seq, data) {
      await db.insertInto('document_blobs').values({ document_id: documentId, seq, data }).execute();
    },
    async *read(documentId, chunks) {
      // One query per chunk, so no more than one chunk is held at a time.
      for (let seq = 0; seq < chunks; seq++) {
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
}
