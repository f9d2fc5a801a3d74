/**
 * The real Deep research path for `npm run eval:deep`: the bundled library, the extractive research model
 * and POST /api/spysearch through `app.request()`, as a signed-in user, over durable research jobs as
 * main.ts builds them (apps/server/bench/offline-app.ts). Nothing measured is replaced or patched.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESEARCH_STREAM_END, researchEventSchema } from '@pardus/protocol';
import { createLogger } from '../../src/logger.js';
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
  /** The index build, in ms (short when an index under DATA_DIR was reused). */
  buildMs: number;
  ask(question: string): Promise<DeepResult>;
  close(): Promise<void>;
}

/** Builds the library index (into DATA_DIR when set, else a temporary folder) and a signed-in app. */
export async function createDeepHarness(): Promise<DeepHarness> {
  const logger = createLogger('silent');
  const ownDir = process.env.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'pardus-eval-deep-'));
  const { library, buildMs } = await offlineLibrary(ownDir ?? process.env.DATA_DIR!, logger);
  const { t, token } = await offlineApp(library, logger, 'eval-deep@example.com');

  /** The durable run's final status: the pipeline's own word on "insufficient" vs "done". */
  const statusOf = async (id: string | undefined) =>
    id === undefined
      ? undefined
      : (await t.testDb.db.selectFrom('research_runs').select('status').where('id', '=', id).executeTakeFirst())
          ?.status;

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
      const result: DeepResult = { title: '', report: '', sources: [], unverified: [], ms };
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
        if (event.type === 'error') result.error = `${event.code}: ${event.message}`;
        // A run taken over after a crash writes its report again: only the last one counts.
        if (event.type === 'resumed') result.report = '';
      }
      const status = await statusOf(runId);
      return status === undefined ? result : { ...result, status };
    },
    async close() {
      await t.close();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}
