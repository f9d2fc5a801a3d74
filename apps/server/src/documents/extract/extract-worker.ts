import { documentKindSchema } from '@pardus/protocol';
import { parentPort } from 'node:worker_threads';
import { extractDocument, type ExtractJob } from './extract-document.js';
import { failures } from './failures.js';

/**
 * Entry of the extraction worker thread: reads the one job it is sent, answers with the result,
 * and is then terminated by the main thread. Built as its own file (dist/extract-worker.js).
 */

/** The message checked field by field: it crosses a thread boundary as structured-clone data. */
function parseJob(message: unknown): ExtractJob | null {
  if (typeof message !== 'object' || message === null) return null;
  const job: Partial<Record<keyof ExtractJob, unknown>> = message;
  const { bytes, maxPages, maxUnpackedBytes } = job;
  const kind = documentKindSchema.safeParse(job.kind);
  if (!(bytes instanceof Uint8Array) || !kind.success) return null;
  if (typeof maxPages !== 'number' || typeof maxUnpackedBytes !== 'number') return null;
  return { bytes, kind: kind.data, maxPages, maxUnpackedBytes };
}

parentPort?.once('message', (message: unknown) => {
  const job = parseJob(message);
  const answer = job ? extractDocument(job) : Promise.resolve(failures.crashed());
  void answer.then((result) => parentPort?.postMessage(result));
});
