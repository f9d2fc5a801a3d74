import type { ResourceLimits, Worker } from 'node:worker_threads';
import { startWorker } from '../../start-worker.js';

/** File name of the worker entry in the bundle (a second esbuild entry point, see scripts/build.mjs). */
export const WORKER_BUNDLE_FILE = 'extract-worker.js';

/** Starts a thread running extract-worker (the bundled file, or the source through tsx). */
export function startExtractWorker(resourceLimits: ResourceLimits): Worker {
  return startWorker(import.meta.url, 'extract-worker', { resourceLimits });
}
