import { Worker, type ResourceLimits } from 'node:worker_threads';
import { bundleEntry } from '../../paths.js';

/** File name of the worker entry in the bundle (a second esbuild entry point, see scripts/build.mjs). */
export const WORKER_BUNDLE_FILE = 'extract-worker.js';

/**
 * Starts a thread running extract-worker. From the bundle that is the emitted .js file. From
 * source (tsx, Vitest) a worker cannot load .ts by itself, so a one-line bootstrap registers tsx's
 * loader in the new thread first; tsx is found from this module, not from the working directory.
 */
export function startExtractWorker(resourceLimits: ResourceLimits): Worker {
  const bundled = bundleEntry(import.meta.url, WORKER_BUNDLE_FILE);
  if (bundled) return new Worker(bundled, { resourceLimits });
  const entry = new URL('./extract-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap =
    `import(${JSON.stringify(tsx)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}
