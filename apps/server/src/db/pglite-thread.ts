import type { Worker } from 'node:worker_threads';
import { startWorker } from '../start-worker.js';

/**
 * What Pardus uses of an embedded PGlite: statements, LISTEN, close. PGlite itself offers it (tests
 * clone migrated instances in their own thread), and so does the database thread below.
 */
export interface EmbeddedPostgres {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number; command?: string }>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type PGliteThreadRequest =
  | { type: 'query'; id: number; sql: string; params: unknown[] }
  | { type: 'listen'; id: number; channel: string }
  | { type: 'unlisten'; id: number; channel: string }
  | { type: 'close'; id: number };

/** A PostgreSQL error's fields (SQLSTATE `code`, severity, detail, constraint…) survive the trip. */
export type ThreadError = { message: string } & Record<string, unknown>;

export type PGliteThreadReply =
  | { type: 'done'; id: number; rows?: unknown[]; affectedRows?: number; command?: string }
  | { type: 'failed'; id: number; error: ThreadError }
  | { type: 'notice'; channel: string; payload: string };

/**
 * Opens PGlite in a worker thread of its own (pglite-worker.ts). PGlite runs PostgreSQL as
 * WebAssembly on the thread that calls it, and opening it costs ~0.3 s of CPU on a restart (3 s
 * when it is first created), then every statement runs there too: in its own thread, the server's
 * thread stays free to load the rest of the app and to serve, and statements never hold a request.
 *
 * Started as early as possible (main.ts, before the app's code loads); statements sent before it
 * is open wait for it. Notices are posted before the result of the statement that caused them, as
 * PGlite delivers them in its own thread, so a cache never serves a row the caller has just changed.
 */
export function startPGliteThread(
  dataDir: string | undefined,
  {
    onStopped,
    startThread = () => startWorker(import.meta.url, 'pglite-worker', { workerData: { dataDir } }),
  }: {
    /** Told once if the thread stops before `close()` (a crash): every statement fails from then on. */
    onStopped?: (error: Error) => void;
    /** Starts the thread (tests give a stand-in to stop it as a crash would). */
    startThread?: () => Worker;
  } = {},
): EmbeddedPostgres {
  const worker = startThread();
  let nextId = 0;
  let stopped: Error | undefined;
  let closing: Promise<void> | undefined;
  const pending = new Map<
    number,
    { resolve: (reply: PGliteThreadReply) => void; reject: (e: Error) => void }
  >();
  const listeners = new Map<string, Set<(payload: string) => void>>();

  const failAll = (error: Error) => {
    if (stopped) return;
    stopped = error;
    if (!closing) onStopped?.(error);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: PGliteThreadReply) => {
    if (reply.type === 'notice') {
      for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.type === 'failed') waiting?.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiting?.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));

  const send = (request: (id: number) => PGliteThreadRequest): Promise<PGliteThreadReply> =>
    new Promise((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage(request(id));
    });
  const query = (sql: string, params: unknown[]) => send((id) => ({ type: 'query', id, sql, params }));

  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const reply = await query(sql, params);
      if (reply.type !== 'done') throw new Error('unexpected reply from the database thread');
      return { rows: (reply.rows ?? []) as T[], affectedRows: reply.affectedRows, command: reply.command };
    },
    async listen(channel, callback) {
      const forChannel = listeners.get(channel) ?? new Set();
      listeners.set(channel, forChannel);
      forChannel.add(callback);
      if (forChannel.size === 1) await send((id) => ({ type: 'listen', id, channel }));
      return async () => {
        forChannel.delete(callback);
        if (forChannel.size === 0 && !stopped) await send((id) => ({ type: 'unlisten', id, channel }));
      };
    },
    close() {
      // Closing writes PostgreSQL's last checkpoint; a second close waits for the first.
      closing ??= (async () => {
        if (!stopped) await send((id) => ({ type: 'close', id }));
        await worker.terminate();
      })();
      return closing;
    },
  };
}
