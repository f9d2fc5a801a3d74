import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../start-worker.js';
import type { SearchLogger } from '../search-logger.js';
import type { BuildReport, IndexFiles, LibraryIndexerOptions } from './library-indexer.js';
import { LibraryIndexer } from './library-indexer.js';

/** Builds the index files; `held` names the parts (name → key) the caller already has. */
export interface IndexBuilder {
  build(held: ReadonlyMap<string, string>): Promise<{ files: IndexFiles; report: BuildReport }>;
  /** Stops the worker thread, if any (a later build starts another). */
  close(): Promise<void>;
}

export type IndexWorkerSetup = Omit<LibraryIndexerOptions, 'logger'>;
export interface IndexWorkerRequest {
  id: number;
  held: [string, string][];
}
export type IndexWorkerReply =
  | { type: 'built'; id: number; files: IndexFiles; report: BuildReport }
  | { type: 'failed'; id: number; message: string }
  | { type: 'log'; level: 'info' | 'warn'; fields: object; message: string };

/**
 * The buffers of the files, to move rather than copy to the other thread. A small Buffer may be a
 * slice of Node's shared pool, which must not be moved: such a file gets a buffer of its own.
 */
export function transferablesOf(files: IndexFiles): ArrayBuffer[] {
  const moved: ArrayBuffer[] = [];
  for (const file of [...files.text, ...files.images]) {
    if (!file.bytes) continue;
    const { buffer, byteOffset, byteLength } = file.bytes;
    if (!(buffer instanceof ArrayBuffer) || byteOffset !== 0 || byteLength !== buffer.byteLength)
      file.bytes = new Uint8Array(file.bytes);
    moved.push(file.bytes.buffer as ArrayBuffer);
  }
  return moved;
}

/** Builds in this thread (tests of the index itself, and tools that only build). */
export function inlineIndexBuilder(setup: IndexWorkerSetup, logger: SearchLogger): IndexBuilder {
  const indexer = new LibraryIndexer({ ...setup, logger });
  return { build: (held) => indexer.build(held), close: async () => undefined };
}

/**
 * Builds in a worker thread (index-worker.ts), started on the first build and kept for rescans. A
 * worker that dies fails the builds it had and is replaced by the next build.
 */
export function workerIndexBuilder(setup: IndexWorkerSetup, logger: SearchLogger): IndexBuilder {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (value: { files: IndexFiles; report: BuildReport }) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const thread = startWorker(import.meta.url, 'index-worker', { workerData: setup });
    // The thread waits for work most of its life; it must not keep the process alive.
    thread.unref();
    thread.on('message', (reply: IndexWorkerReply) => {
      if (reply.type === 'log') return logger[reply.level](reply.fields, reply.message);
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.type === 'built') waiting?.resolve({ files: reply.files, report: reply.report });
      else waiting?.reject(new Error(reply.message));
    });
    thread.on('error', (error) => {
      if (worker === thread) worker = undefined;
      failAll(error);
    });
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the index worker stopped (exit code ${code})`));
    });
    return thread;
  };
  return {
    build: (held) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker ??= start();
        worker.postMessage({ id, held: [...held] } satisfies IndexWorkerRequest);
      }),
    close: async () => {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
