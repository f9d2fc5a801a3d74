import type { Budget } from '../../budget/budget.service.js';
import type { Db } from '../../db/create-db.js';
import type { DocumentSearch } from '../../documents/scoped-search.js';
import type { StreamLimiter } from '../../http/stream-limiter.js';
import type { ImageLinks } from '../../images/index.js';
import { runRoutes, spysearchRoutes } from '../../routes/research.js';
import type { ResearchDeps } from '../run-research.js';
import { listenForRunEvents } from './pg-listen.js';
import { RunEvents } from './run-events.js';
import { ResearchWorker, type WorkerOptions } from './worker.js';
import { cancelRun, startRun, type NewRun } from './start-run.js';
import { tailRun, type ResearchStreamLine } from './tail-run.js';
import type { NdjsonWriter } from '../../http/ndjson.js';

export interface ResearchJobsOptions extends WorkerOptions {
  maxRunsPerUser: number;
  /** PostgreSQL connection string: views of other instances' runs then wake by LISTEN/NOTIFY. */
  databaseUrl?: string;
}

/**
 * Durable Deep research for one server instance: its worker and the two routers (`/spysearch`
 * creates a run and views it, `/research` lists, views and cancels). The caller starts the worker
 * and stops it on shutdown (`closing` ends the views first).
 */
export function createResearchJobs(
  deps: Omit<ResearchDeps, 'store'> & {
    db: Db;
    budget: Budget;
    limiter: StreamLimiter;
    documents?: DocumentSearch;
    /** Image events reach each viewer as proxy links made for the viewer's session. */
    images?: ImageLinks;
  },
  options: ResearchJobsOptions,
) {
  const events = new RunEvents();
  const worker = new ResearchWorker({ ...deps, events }, options);
  const shutdown = new AbortController();
  const routeDeps = {
    ...deps,
    worker,
    events,
    maxRunsPerUser: options.maxRunsPerUser,
    pollMs: options.pollMs,
    closing: shutdown.signal,
  };
  let listener: ReturnType<typeof listenForRunEvents> | undefined;
  return {
    worker,
    /** Starts claiming runs here (and, on PostgreSQL, listening for other instances' events). */
    start() {
      if (options.databaseUrl && !listener)
        listener = listenForRunEvents(options.databaseUrl, events, deps.logger);
      worker.start();
    },
    /** Deep runs for callers other than these routes (the MCP server), through the same steps. */
    runs: {
      start: (run: NewRun) => startRun(routeDeps, run),
      cancel: (userId: string, id: string) => cancelRun(routeDeps, userId, id),
      /** Sends the run's events after `after` until it is over (true) or `signal` or shutdown aborts. */
      tail: (runId: string, after: number, writer: NdjsonWriter<ResearchStreamLine>, signal: AbortSignal) =>
        tailRun(routeDeps, runId, after, writer, AbortSignal.any([signal, shutdown.signal])),
    },
    apiRoutes: [
      { path: '/spysearch', router: spysearchRoutes(routeDeps) },
      { path: '/research', router: runRoutes(routeDeps) },
    ],
    /** Shutdown: views end (browsers re-attach elsewhere or later), then running runs reach a checkpoint. */
    async stop(graceMs: number) {
      shutdown.abort();
      await worker.stop(graceMs);
      await listener?.close();
    },
  };
}

export type ResearchJobs = ReturnType<typeof createResearchJobs>;
