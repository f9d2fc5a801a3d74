/**
 * The database thread (see pglite-thread.ts): opens PGlite, then runs each message's statement,
 * LISTEN or close in order and answers with its result or its error's fields.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteThreadReply, PGliteThreadRequest, ThreadError } from './pglite-thread.js';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { dataDir } = workerData as { dataDir?: string };

async function open(): Promise<PGlite> {
  if (!dataDir) return PGlite.create();
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir);
}

const opening = open();
// An open that fails is reported as the error of every message; nothing else runs.
opening.catch(() => undefined);
const unlisten = new Map<string, () => Promise<void>>();
const reply = (message: PGliteThreadReply) => port.postMessage(message);

async function handle(request: PGliteThreadRequest): Promise<PGliteThreadReply> {
  // A database that could not be opened fails each statement with why; closing it is a no-op.
  if (request.type === 'close') {
    await (await opening.catch(() => undefined))?.close();
    return { type: 'done', id: request.id };
  }
  const pglite = await opening;
  switch (request.type) {
    case 'query': {
      const result = await pglite.query(request.sql, request.params);
      const { rows, affectedRows, command } = result;
      return { type: 'done', id: request.id, rows, affectedRows, command };
    }
    case 'listen': {
      const channel = request.channel;
      // Posted from inside the statement that sent it, so before that statement's result.
      unlisten.set(
        channel,
        await pglite.listen(channel, (payload) => reply({ type: 'notice', channel, payload })),
      );
      return { type: 'done', id: request.id };
    }
    case 'unlisten':
      await unlisten.get(request.channel)?.();
      unlisten.delete(request.channel);
      return { type: 'done', id: request.id };
  }
}

function fieldsOf(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ThreadError = { message: error.message };
  for (const [key, value] of Object.entries(error))
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

// Messages are handled one after another: a transaction's statements arrive and run in order.
let queue: Promise<unknown> = Promise.resolve();
port.on('message', (request: PGliteThreadRequest) => {
  queue = queue.then(async () => {
    try {
      reply(await handle(request));
    } catch (error) {
      reply({ type: 'failed', id: request.id, error: fieldsOf(error) });
    }
  });
});
