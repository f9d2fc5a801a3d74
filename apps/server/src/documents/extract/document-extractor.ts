import { documentErrorCodeSchema, type DocumentErrorCode, type DocumentKind } from '@pardus/protocol';
import type { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { z } from 'zod';
import type { ExtractJob } from './extract-document.js';
import { failures } from './failures.js';
import { readTimeCapMs } from './read-time-cap.js';
import { startExtractWorker } from './worker-thread.js';

/** A piece of a document's text: a PDF page's (`page`), or a section's under `heading`. */
export interface ExtractedPassage {
  page: number | null;
  heading: string | null;
  text: string;
}

/** Passages (each at most ~2000 characters, none empty), or why there are none. */
export type ExtractResult =
  | { ok: true; pages: number | null; passages: ExtractedPassage[] }
  | { ok: false; code: DocumentErrorCode; message: string };

/** Limits of an extractor; one extractor per process. */
export interface ExtractorOptions {
  /**
   * Wall-clock cap per file, counted from its worker's start (time in the queue is not counted):
   * the most any file may take. With `timeoutBaseMs` and `timeoutPerMbMs` a file gets only what
   * its size needs (see readTimeCapMs), never more than this.
   */
  timeoutMs: number;
  timeoutBaseMs?: number;
  timeoutPerMbMs?: number;
  /** A PDF with more pages fails with `too_many_pages` before any page is read. */
  maxPages: number;
  /** A DOCX whose entries declare more in all fails with `unpacks_too_large`. */
  maxUnpackedBytes: number;
  /** Files read at once, each in its own thread (default 1); the rest wait in order. */
  concurrency?: number;
  /** V8 heap cap of each worker (default 512); going over ends that file with `internal`. */
  memoryMb?: number;
}

/** Reads uploaded documents' text off the main thread. */
export interface DocumentExtractor {
  /**
   * Reads one file; never rejects. `kind` comes from detectKind. The bytes are moved to the worker,
   * not copied, when they are a whole ArrayBuffer of their own: `input.bytes` is then empty
   * (detached) as soon as this is called, so keep a copy if you still need the original.
   */
  extract(input: { bytes: Uint8Array; name: string; kind: DocumentKind }): Promise<ExtractResult>;
  /** Stops running workers and answers queued files with `internal`; later calls do likewise. */
  close(): Promise<void>;
}

const DEFAULT_MEMORY_MB = 512;

const resultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    pages: z.number().nullable(),
    passages: z.array(
      z.object({ page: z.number().nullable(), heading: z.string().nullable(), text: z.string() }),
    ),
  }),
  z.object({ ok: z.literal(false), code: documentErrorCodeSchema, message: z.string() }),
]);

/**
 * The bytes in a buffer of their own: moved (the caller's view is detached) when they span a whole
 * ArrayBuffer, copied when they are a slice of a bigger one (Node's pooled small Buffers are, and
 * moving the pool would empty every other Buffer in it) or cannot be moved.
 */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    try {
      return new Uint8Array(structuredClone(buffer, { transfer: [buffer] }));
    } catch {
      // not transferable (e.g. WebAssembly memory): copied below
    }
  }
  return new Uint8Array(bytes);
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * Creates the extractor: every file is read in a fresh worker thread (so a crash, a runaway loop
 * or a leak ends with that thread), under a heap cap and a time cap, at most `concurrency` at once.
 */
export function createDocumentExtractor(options: ExtractorOptions): DocumentExtractor {
  const limit = pLimit(options.concurrency ?? 1);
  const resourceLimits = { maxOldGenerationSizeMb: options.memoryMb ?? DEFAULT_MEMORY_MB };
  const live = new Set<Worker>();
  const pending = new Set<Promise<ExtractResult>>();
  let closed = false;

  /** This file's time cap: proportionate to its size when a base and a per-MB allowance are set. */
  const timeCapMs = (bytes: number, kind: DocumentKind) =>
    options.timeoutBaseMs === undefined || options.timeoutPerMbMs === undefined
      ? options.timeoutMs
      : readTimeCapMs(bytes, kind, {
          maxMs: options.timeoutMs,
          baseMs: options.timeoutBaseMs,
          perMbMs: options.timeoutPerMbMs,
        });

  async function run(
    job: ExtractJob & { bytes: Uint8Array<ArrayBuffer> },
    timeoutMs: number,
  ): Promise<ExtractResult> {
    if (closed) return failures.closed();
    let worker: Worker;
    try {
      worker = startExtractWorker(resourceLimits);
    } catch {
      return failures.crashed();
    }
    live.add(worker);
    let timer: NodeJS.Timeout | undefined;
    const result = await new Promise<ExtractResult>((resolve) => {
      timer = setTimeout(() => resolve(failures.timeout(timeoutMs)), timeoutMs);
      worker.once('message', (message: unknown) => {
        const parsed = resultSchema.safeParse(message);
        resolve(parsed.success ? parsed.data : failures.crashed());
      });
      worker.once('error', (error) =>
        resolve(isOutOfMemory(error) ? failures.outOfMemory() : failures.crashed()),
      );
      // Node delivers a worker's last messages before 'exit', so this only wins when none came.
      worker.once('exit', () => resolve(closed ? failures.closed() : failures.crashed()));
      try {
        worker.postMessage(job, [job.bytes.buffer]);
      } catch {
        resolve(failures.crashed());
      }
    });
    clearTimeout(timer);
    // Awaited so the slot frees only once the thread is gone: never more than `concurrency` run.
    await worker.terminate();
    live.delete(worker);
    return result;
  }

  return {
    extract(input) {
      if (closed) return Promise.resolve(failures.closed());
      // Measured before the bytes move to the worker (the caller's view is then empty).
      const timeoutMs = timeCapMs(input.bytes.length, input.kind);
      const job = {
        bytes: ownBytes(input.bytes),
        kind: input.kind,
        maxPages: options.maxPages,
        maxUnpackedBytes: options.maxUnpackedBytes,
      };
      const result = limit(() => run(job, timeoutMs));
      pending.add(result);
      void result.finally(() => pending.delete(result));
      return result;
    },
    async close() {
      closed = true;
      await Promise.all([...live].map((worker) => worker.terminate()));
      await Promise.allSettled([...pending]);
    },
  };
}
