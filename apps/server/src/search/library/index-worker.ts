/**
 * The index worker thread: builds, checks and loads the library index away from the thread that
 * serves requests (a first build is 10+ s of CPU; it used to hold the server's start back by 7 s).
 * It answers each `build` message with the index files, their buffers moved to the caller.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LibraryIndexer } from './library-indexer.js';
import type { IndexWorkerReply, IndexWorkerRequest, IndexWorkerSetup } from './index-builder.js';
import { transferablesOf } from './index-builder.js';

const port = parentPort;
if (!port) throw new Error('index-worker runs as a worker thread');
const setup = workerData as IndexWorkerSetup;
const log =
  (level: 'info' | 'warn') =>
  (fields: object, message: string): void =>
    port.postMessage({ type: 'log', level, fields, message } satisfies IndexWorkerReply);
const indexer = new LibraryIndexer({ ...setup, logger: { info: log('info'), warn: log('warn') } });

port.on('message', (request: IndexWorkerRequest) => {
  indexer.build(new Map(request.held)).then(
    (built) =>
      port.postMessage(
        { type: 'built', id: request.id, ...built } satisfies IndexWorkerReply,
        transferablesOf(built.files),
      ),
    (error: unknown) =>
      port.postMessage({
        type: 'failed',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      } satisfies IndexWorkerReply),
  );
});
