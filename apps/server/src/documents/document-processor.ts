import { randomUUID } from 'node:crypto';
import type { DocumentErrorCode, DocumentKind } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { Logger } from '../logger.js';
import { claimDocument, saveFailed, saveIndexed, type PassageInput } from './document-jobs.js';
import type { DocumentRow } from './document.repository.js';
import { dropStaleUploads } from './document-quota.js';
import type { OriginalStore } from './storage/original-store.js';

/** What reading a file gives (see extract/document-extractor.ts). */
export type ExtractOutcome =
  | { ok: true; pages: number | null; passages: PassageInput[] }
  | { ok: false; code: DocumentErrorCode; message: string };

export interface Extractor {
  extract(input: { bytes: Uint8Array; name: string; kind: DocumentKind }): Promise<ExtractOutcome>;
}

export interface DocumentProcessorOptions {
  db: Db;
  /** Where the originals are (the database, or an object store). */
  originals: OriginalStore;
  extractor: Extractor;
  logger: Logger;
  /** How long a claim holds: past it another instance reads the document again. */
  leaseMs?: number;
  /** How often to look for documents uploaded through another instance. */
  pollMs?: number;
  /** Reads of one document before it is given up as failed. */
  maxAttempts?: number;
  /** Most bytes an upload may have stored (an unfinished upload's own size is unknown). */
  maxFileBytes: number;
}

/** Reads queued documents in the background, one at a time per instance. */
export interface DocumentProcessor {
  /** Something was queued here: look now rather than at the next poll. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
  /** Resolves when nothing is left to read (tests, benchmarks). */
  idle(): Promise<void>;
}

const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * The reader of uploaded documents. Each instance claims queued documents from the shared table
 * (so any instance may read what another received), extracts them off the event loop through the
 * extractor (a worker thread with a time cap) and stores passages or the failure. A document whose
 * reader died is claimed again when its lease ends, at most `maxAttempts` times.
 */
export function createDocumentProcessor(options: DocumentProcessorOptions): DocumentProcessor {
  const { db, extractor, logger, originals } = options;
  const owner = `docs-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 3;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function readOne(doc: DocumentRow): Promise<void> {
    const size = Number(doc.size);
    const fail = async (error: { code: DocumentErrorCode; message: string }) => {
      await saveFailed(db, doc, owner, error);
      // Nothing of a file that cannot be read is kept (the database's chunks went in the same transaction).
      await originals.remove(doc.id, size);
    };
    if (doc.attempts > maxAttempts) {
      await fail({
        code: 'internal',
        message: 'This file could not be read. Please try uploading it again.',
      });
      return;
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for await (const chunk of originals.read(doc.id, size)) {
      bytes.set(chunk.subarray(0, bytes.length - offset), offset);
      offset += chunk.length;
    }
    const outcome = await extractor.extract({ bytes, name: doc.name, kind: doc.kind });
    if (outcome.ok) {
      const saved = await saveIndexed(db, doc, owner, outcome);
      logger.info({ document: doc.id, passages: outcome.passages.length, saved }, 'document indexed');
    } else {
      await fail(outcome);
      logger.info({ document: doc.id, code: outcome.code }, 'document could not be read');
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const doc = await claimDocument(db, owner, leaseMs);
        if (!doc) break;
        try {
          await readOne(doc);
        } catch (error) {
          // Left claimed: the lease runs out and the document is tried again (at most maxAttempts).
          logger.error({ err: error, document: doc.id }, 'reading a document failed');
        }
      }
    } while (again);
  }

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => logger.error({ err: error }, 'document reader failed'))
      .finally(() => (running = undefined));
  };

  return {
    wake: kick,
    start() {
      dropStaleUploads(db, STALE_UPLOAD_MS)
        .then(async (ids) => {
          for (const id of ids) await originals.remove(id, options.maxFileBytes);
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'stale uploads not dropped'));
      kick();
      timer = setInterval(kick, options.pollMs ?? 5_000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
