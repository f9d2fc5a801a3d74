import type { ResearchEvent } from '@pardus/protocol';
import type { Db } from '../../db/create-db.js';
import type { NdjsonWriter } from '../../http/ndjson.js';
import { eventsAfter, isActive } from './job-repository.js';
import type { RunEvents } from './run-events.js';

/** A line of a run's stream: the event plus its number (`after` for re-attaching). */
export type ResearchStreamLine =
  ResearchEvent | (ResearchEvent & { seq: number }) | { type: 'run'; id: string };

const PAGE = 500;

/**
 * Sends a run's stored events after `after`, then every new one as it is stored, until the run is
 * over (true) or `signal` aborts (false: the client left or this instance is shutting down). New
 * events of a run held here arrive at once; those of a run held by another instance within `pollMs`.
 */
/** Longest wait, once a run has ended, for its settlement before its stream ends anyway. */
const SETTLE_WAIT_MS = 5_000;
const SETTLE_POLL_MS = 25;

export async function tailRun(
  deps: { db: Db; events: RunEvents; pollMs: number },
  runId: string,
  after: number,
  writer: NdjsonWriter<ResearchStreamLine>,
  signal: AbortSignal,
): Promise<boolean> {
  let last = after;
  let endedAt: number | undefined;
  while (!signal.aborted) {
    const armed = deps.events.arm(runId);
    try {
      // Status first: once it reads finished, every event of the run is already stored.
      const run = await deps.db
        .selectFrom('research_runs')
        .select(['status', 'title', 'report', 'cost_state'])
        .where('id', '=', runId)
        .executeTakeFirst();
      const events = await eventsAfter(deps.db, runId, last, PAGE);
      for (const { seq, event } of events) {
        await writer.send({ ...event, seq });
        last = seq;
      }
      if (events.length === PAGE) continue;
      if (!run) return true;
      // The stream ends once the run's tokens are settled or refunded too (a moment after its end),
      // so a client that reads its balance after [DONE] sees the outcome; a settlement that is slow to
      // come (a crash between the two, swept later) holds the stream for SETTLE_WAIT_MS at most.
      if (!isActive(run.status) && run.cost_state === 'reserved') {
        endedAt ??= Date.now();
        if (Date.now() - endedAt < SETTLE_WAIT_MS) {
          await armed.wait(Math.min(deps.pollMs, SETTLE_POLL_MS), signal);
          continue;
        }
      }
      if (!isActive(run.status)) {
        // Events of old runs are deleted (retention); the stored report still answers a replay.
        if (last === 0 && run.report) {
          if (run.title) await writer.send({ type: 'title', content: run.title });
          await writer.send({ type: 'final_report', content: run.report });
        }
        return true;
      }
      await armed.wait(deps.pollMs, signal);
    } finally {
      armed.cancel();
    }
  }
  return false;
}
