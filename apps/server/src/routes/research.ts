import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  RESEARCH_STREAM_END,
  researchRequestSchema,
  type ResearchCancelResponse,
  type ResearchRunList,
} from '@pardus/protocol';
import type { Budget } from '../budget/budget.service.js';
import type { Db } from '../db/create-db.js';
import { badRequest, notFound } from '../http/app-error.js';
import { imageViewer, type AppEnv } from '../http/context.js';
import { idParam, parseId } from '../http/id-param.js';
import { ndjsonResponse } from '../http/ndjson.js';
import { parseJsonBody } from '../http/parse-body.js';
import type { StreamLimiter } from '../http/stream-limiter.js';
import type { Logger } from '../logger.js';
import type { ImageLinks } from '../images/index.js';
import type { NdjsonWriter } from '../http/ndjson.js';
import { activeRuns, findRun } from '../research/jobs/job-repository.js';
import { cancelRun, startRun } from '../research/jobs/start-run.js';
import { assertRetryable } from '../conversations/last-answer.js';
import type { RunEvents } from '../research/jobs/run-events.js';
import { tailRun, type ResearchStreamLine } from '../research/jobs/tail-run.js';
import type { ResearchWorker } from '../research/jobs/worker.js';

export interface ResearchRouteDeps {
  db: Db;
  budget: Budget;
  limiter: StreamLimiter;
  worker: ResearchWorker;
  events: RunEvents;
  logger: Logger;
  /** Unfinished Deep runs one user may have at once (MAX_DEEP_RUNS_PER_USER). */
  maxRunsPerUser: number;
  /** How often a view polls for events of a run held by another instance. */
  pollMs: number;
  /** Aborts when the server shuts down: views end without `[DONE]` and browsers re-attach. */
  closing: AbortSignal;
  /** Stored image events go out as proxy links made for the viewer's session. */
  images?: ImageLinks;
}

const afterSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .catch(0);
const NOT_FOUND = 'Research run not found';

/** Streams a run's events after `after` as NDJSON, ending with `[DONE]` once the run is over. */
function viewRun(
  deps: ResearchRouteDeps,
  c: Context<AppEnv>,
  view: { runId: string; after: number; release: () => void; first?: ResearchStreamLine },
) {
  const { runId, after, release, first } = view;
  const viewer = imageViewer(c.get('user'), c.get('credential'));
  let ended = false;
  return ndjsonResponse<ResearchStreamLine>(
    c,
    async (writer) => {
      try {
        if (first) await writer.send(first);
        const signal = AbortSignal.any([writer.signal, deps.closing]);
        ended = await tailRun(deps, runId, after, withViewerImages(writer, deps.images, viewer), signal);
      } finally {
        release();
      }
    },
    (error) => deps.logger.error({ err: error }, 'research stream failed'),
    // The web gives up on a research stream after 30 s without a byte (SPEC §9).
    { endLine: () => (ended ? RESEARCH_STREAM_END : undefined), keepAliveMs: 10_000 },
  );
}

/**
 * The writer of one view: a run stores its images as search found them, and each viewer gets them
 * as proxy links made for its own session (a run outlives the tab, and may be watched from another).
 */
function withViewerImages(
  writer: NdjsonWriter<ResearchStreamLine>,
  images: ImageLinks | undefined,
  viewer: { userId: string; sessionId: string },
): NdjsonWriter<ResearchStreamLine> {
  if (!images) return writer;
  return {
    signal: writer.signal,
    flush: () => writer.flush(),
    send: (line) =>
      writer.send(line.type === 'images' ? { ...line, images: images.present(viewer, line.images) } : line),
  };
}

/**
 * POST /api/spysearch: reserves the Deep cost, queues a durable run (429 past the user's limit,
 * refunded) and streams it as a view: `{type:"run", id}` first, then its events. The run goes on
 * when the client leaves; it ends only by itself or by POST /api/research/:id/cancel. A Retry
 * (`replaces_answer`) is checked against the saved conversation first and costs the same.
 */
export function spysearchRoutes(deps: ResearchRouteDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { query, messages, conversation_id, sources, replaces_answer } = await parseJsonBody(
      c,
      researchRequestSchema,
    );
    const userId = c.get('user').id;
    // A Retry is refused before anything is reserved or queued: a refusal changes nothing.
    if (replaces_answer !== undefined && conversation_id !== undefined)
      await assertRetryable(deps.db, userId, conversation_id, replaces_answer, query);
    const id = randomUUID();
    const { release } = await startRun(deps, {
      id,
      userId,
      conversationId: conversation_id ?? null,
      question: query,
      history: messages,
      ...(sources ? { sources } : {}),
      ...(replaces_answer === undefined ? {} : { replacesAnswer: replaces_answer }),
    });
    return viewRun(deps, c, { runId: id, after: 0, release, first: { type: 'run', id } });
  });
}

/** /api/research: list, view (`/:id/events?after=`) and cancel the caller's runs (404 for anyone else's). */
export function runRoutes(deps: ResearchRouteDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const conversation = c.req.query('conversation_id');
      // A malformed conversation id has no runs, like a missing one.
      const filter = conversation === undefined ? undefined : parseId(conversation);
      const rows =
        conversation !== undefined && filter === undefined
          ? []
          : await activeRuns(deps.db, c.get('user').id, filter);
      const runs = rows.map((r) => ({
        id: r.id,
        status: r.status,
        question: r.question,
        conversation_id: r.conversation_id,
        ...(r.replaces_answer === null ? {} : { replaces_answer: r.replaces_answer }),
      }));
      return c.json({ runs } satisfies ResearchRunList);
    })
    .get('/:id/events', async (c) => {
      const run = await findRun(deps.db, c.get('user').id, idParam(c, notFound(NOT_FOUND)));
      if (!run) throw notFound(NOT_FOUND);
      const raw = c.req.query('after');
      if (raw !== undefined && !/^\d{1,9}$/.test(raw)) throw badRequest('after must be a sequence number');
      const release = await deps.limiter.acquire(c.get('user').id);
      return viewRun(deps, c, { runId: run.id, after: afterSchema.parse(raw ?? 0), release });
    })
    .post('/:id/cancel', async (c) => {
      const run = await cancelRun(deps, c.get('user').id, idParam(c, notFound(NOT_FOUND)));
      if (!run) throw notFound(NOT_FOUND);
      return c.json({ id: run.id, status: run.status } satisfies ResearchCancelResponse);
    });
}
