import { Worker, type WorkerOptions } from 'node:worker_threads';
import { bundleEntry } from './paths.js';

/**
 * Starts a worker thread running the module `<name>.ts` beside `moduleUrl`. From the bundle that is
 * the emitted `<name>.js` (each worker is an esbuild entry of its own, see scripts/build.mjs). From
 * source (tsx, Vitest) a worker cannot load .ts by itself, so a one-line bootstrap registers tsx's
 * loader in the new thread first; tsx is found from this module, not from the working directory.
 */
export function startWorker(moduleUrl: string, name: string, options: WorkerOptions = {}): Worker {
  const bundled = bundleEntry(moduleUrl, `${name}.js`);
  if (bundled) return new Worker(bundled, options);
  const entry = new URL(`./${name}.ts`, moduleUrl).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap =
    `import(${JSON.stringify(tsx)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
