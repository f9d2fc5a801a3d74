import { randomUUID } from 'node:crypto';
import type { DocumentErrorCode, DocumentKind } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { Logger } from '../logger.js';
import { claimDocument, renewClaims, saveFailed, saveIndexed, type PassageInput } from './document-jobs.js';
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
  /** Documents extracted at once (the extractor's threads, DOCUMENT_READERS; default 1). */
  readers?: number;
}

/** Reads queued documents in the background, several owners' side by side. */
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
 * Documents in progress per reader thread: while one's passages are stored (database work, no
 * thread), the thread reads the next owner's; a bound, since each holds its passages in memory.
 */
const IN_PROGRESS_PER_READER = 4;

/**
 * The reader of uploaded documents. Each instance claims queued documents from the shared table
 * (so any instance may read what another received) in the fair order of claimDocument, extracts
 * them off the event loop through the extractor (a worker thread with a time cap) and stores
 * passages or the failure. A document is claimed only when a reader thread is free, so the choice
 * of whose file comes next is made as late as possible; storing a large file's passages takes far
 * longer than extracting them, and goes on beside the next owner's reading instead of ahead of
 * it. Claims are renewed while held; a document whose reader died is claimed again when its lease
 * ends, at most `maxAttempts` times.
 */
export function createDocumentProcessor(options: DocumentProcessorOptions): DocumentProcessor {
  const { db, extractor, logger, originals } = options;
  const owner = `docs-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const readers = options.readers ?? 1;
  const inProgress = new Set<Promise<void>>();
  let extracting = 0;
  let claiming: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timers: NodeJS.Timeout[] = [];

  /** Reads one claimed document; `extracted` is called once its reader thread is free again. */
  async function readOne(doc: DocumentRow, extracted: () => void): Promise<void> {
    const size = Number(doc.size);
    const fail = async (error: { code: DocumentErrorCode; message: string }) => {
      await saveFailed(db, doc, owner, error);
      // Nothing of a file that cannot be read is kept (the database's chunks went in the same transaction).
      await originals.remove(doc.id, size);
    };
    if (doc.attempts > maxAttempts) {
      extracted();
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
    extracted();
    if (outcome.ok) {
      const saved = await saveIndexed(db, doc, owner, outcome);
      logger.info({ document: doc.id, passages: outcome.passages.length, saved }, 'document indexed');
    } else {
      await fail(outcome);
      logger.info({ document: doc.id, code: outcome.code }, 'document could not be read');
    }
  }

  /** Starts reading `doc`; a reader thread counts as taken until its extraction ends. */
  function begin(doc: DocumentRow): void {
    extracting += 1;
    let released = false;
    const extracted = () => {
      if (released) return;
      released = true;
      extracting -= 1;
      kick();
    };
    const job = readOne(doc, extracted)
      .catch((error: unknown) => {
        // Left claimed: the lease runs out and the document is tried again (at most maxAttempts).
        logger.error({ err: error, document: doc.id }, 'reading a document failed');
      })
      .finally(() => {
        extracted();
        inProgress.delete(job);
        kick();
      });
    inProgress.add(job);
  }

  /** Claims documents while a reader thread is free (and not too many are in progress). */
  async function claimWhileFree(): Promise<void> {
    do {
      again = false;
      while (!stopped && extracting < readers && inProgress.size < readers * IN_PROGRESS_PER_READER) {
        const doc = await claimDocument(db, owner, leaseMs);
        if (!doc) break;
        begin(doc);
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimWhileFree()
      .catch((error: unknown) => logger.error({ err: error }, 'document reader failed'))
      .finally(() => {
        claiming = undefined;
        if (again) kick();
      });
  }

  const renew = () => {
    if (inProgress.size === 0) return;
    renewClaims(db, owner, leaseMs).catch((error: unknown) =>
      logger.warn({ err: error }, 'document claims not renewed'),
    );
  };

  /** Until nothing is being claimed or read. */
  async function settled(): Promise<void> {
    while (claiming || inProgress.size > 0) await Promise.all([claiming, ...inProgress]);
  }

  return {
    wake: kick,
    start() {
      dropStaleUploads(db, STALE_UPLOAD_MS)
        .then(async (ids) => {
          for (const id of ids) await originals.remove(id, options.maxFileBytes);
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'stale uploads not dropped'));
      kick();
      timers = [setInterval(kick, options.pollMs ?? 5_000), setInterval(renew, leaseMs / 3)];
      for (const timer of timers) timer.unref();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await settled();
    },
    idle: settled,
  };
}
