/**
 * The real Deep research path for `npm run eval:deep`: the bundled library, the extractive research model
 * and POST /api/spysearch through `app.request()`, as a signed-in user, over durable research jobs as
 * main.ts builds them (apps/server/bench/offline-app.ts). Nothing measured is replaced or patched.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { RESEARCH_STREAM_END, researchEventSchema } from '@pardus/protocol';
import { createLogger } from '../../src/logger.js';
import { REPO_ROOT } from '../../src/paths.js';
import { DEFAULT_RESEARCH_LIMITS } from '../../src/research/research-limits.js';
import { offlineApp, offlineLibrary } from '../../bench/offline-app.js';
import { authed } from '../../test/support/test-app.js';
import type { DeepRun } from './score.js';

/** One Deep run as the user received it, with its wall time. */
export interface DeepResult extends DeepRun {
  title: string;
  /** From sending the request to the end of the stream. */
  ms: number;
}

export interface DeepHarness {
  /** The index build, in ms (short when a built index was reused). */
  buildMs: number;
  ask(question: string): Promise<DeepResult>;
  close(): Promise<void>;
}

/**
 * Where the library index is kept between runs unless DATA_DIR says: a cache the indexer updates
 * incrementally (files by size and mtime, packages by version), so a rerun skips the ~20 s build and the
 * whole eval stays under a minute. `npm ci` clears it with node_modules.
 */
export const EVAL_INDEX_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'pardus-eval-deep');

/**
 * The query budget of the harness's runs: offline-app.ts builds research jobs with the default limits,
 * whose `maxQueries` is RESEARCH_MAX_QUERIES's default (6), as a server with no RESEARCH_* set has it.
 */
export const DEEP_QUERY_BUDGET = DEFAULT_RESEARCH_LIMITS.maxQueries;

/** Builds (or updates) the library index under DATA_DIR or EVAL_INDEX_DIR and a signed-in app. */
export async function createDeepHarness(): Promise<DeepHarness> {
  const logger = createLogger('silent');
  const dataDir = process.env.DATA_DIR ?? EVAL_INDEX_DIR;
  await mkdir(dataDir, { recursive: true });
  const { library, buildMs } = await offlineLibrary(dataDir, logger);
  const { t, token } = await offlineApp(library, logger, 'eval-deep@example.com');

  /** The durable run's final status: the pipeline's own word on "insufficient" vs "done". */
  const statusOf = async (id: string | undefined) =>
    id === undefined
      ? undefined
      : (
          await t.testDb.db
            .selectFrom('research_runs')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirst()
        )?.status;

  return {
    buildMs,
    async ask(question) {
      const started = performance.now();
      const response = await authed(t.app, token, '/api/spysearch', {
        method: 'POST',
        json: { query: question, messages: [] },
      });
      const body = await response.text();
      const ms = performance.now() - started;
      const result: DeepResult = {
        title: '',
        report: '',
        sources: [],
        unverified: [],
        ms,
        plan: { queries: [], budget: DEEP_QUERY_BUDGET },
      };
      if (response.status !== 200) return { ...result, error: `HTTP ${response.status}` };
      let runId: string | undefined;
      for (const raw of body.split('\n')) {
        const line = raw.replace(/^data: /u, '').trim();
        if (!line || line === RESEARCH_STREAM_END) continue;
        const event = researchEventSchema.parse(JSON.parse(line));
        if (event.type === 'run') runId = event.id;
        if (event.type === 'title') result.title = event.content;
        if (event.type === 'final_report') result.report = event.content;
        if (event.type === 'source') result.sources.push({ n: event.n, url: event.url, title: event.title });
        if (event.type === 'citations') result.unverified = event.unverified;
        if (event.type === 'queries') result.plan = { queries: event.content, budget: DEEP_QUERY_BUDGET };
        if (event.type === 'error') result.error = `${event.code}: ${event.message}`;
        // A run taken over after a crash writes its report again: only the last one counts.
        if (event.type === 'resumed') result.report = '';
      }
      const status = await statusOf(runId);
      return status === undefined ? result : { ...result, status };
    },
    async close() {
      await t.close();
    },
  };
}
