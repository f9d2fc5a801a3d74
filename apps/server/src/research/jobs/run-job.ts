import { z } from 'zod';
import { RESEARCH_STOPPED_NOTE, chatMessageSchema, type ResearchEvent } from '@pardus/protocol';
import type { Budget } from '../../budget/budget.service.js';
import type { Db } from '../../db/create-db.js';
import { readCheckpoints } from '../checkpoints.js';
import type { ResearchLimits } from '../research-limits.js';
import { runResearch, type ResearchDeps } from '../run-research.js';
import { storableJson, type RunStore } from '../run-store.js';
import { finishRun, settleRun, type RunEnd } from './finish-run.js';
import { appendEvent, type RunRow } from './job-repository.js';
import type { RunEvents } from './run-events.js';
import { EventLog } from './event-log.js';
import { sql } from 'kysely';
import { scopedSearch, type DocumentSearch } from '../../documents/scoped-search.js';

/**
 * Why a worker aborted a run it holds; only `cancel` ends the run, `shutdown` and `lost` leave it to
 * resume, `deleted` means it is gone with its conversation (nothing more is written).
 */
export type StopReason = 'cancel' | 'shutdown' | 'lost' | 'deleted';
export class RunStop extends Error {
  constructor(readonly reason: StopReason) {
    super(`research run stopped: ${reason}`);
  }
}

export interface JobDeps extends Omit<ResearchDeps, 'store'> {
  db: Db;
  /** The users' own documents, searched when a run asks for them. */
  documents?: DocumentSearch;
  budget: Budget;
  events: RunEvents;
}

/** Thrown by `emit` when the run's lease was lost: nothing more may be written for it. */
class LeaseLost extends Error {}

const historySchema = z.array(chatMessageSchema).catch([]);
const chunkSchema = z.object({ content: z.string() });

function chunkText(raw: string): string {
  try {
    const chunk = chunkSchema.safeParse(JSON.parse(raw));
    return chunk.success ? chunk.data.content : '';
  } catch {
    return '';
  }
}

/** Share of the time cap a resumed run always gets, however long ago the run was created. */
const RESUME_TIME_SHARE = 0.25;

/**
 * The time cap counts from the run's creation, so a run resumed after a restart ends about when
 * it would have; a resumed run still gets a quarter of the cap to write with what it has.
 */
export function remainingLimits(limits: ResearchLimits, createdAt: Date): ResearchLimits {
  const left = limits.timeCapMs - (Date.now() - createdAt.getTime());
  return {
    ...limits,
    timeCapMs: Math.max(limits.timeCapMs * RESUME_TIME_SHARE, Math.min(limits.timeCapMs, left)),
  };
}

/** Stage outputs written only while `owner` holds the run. */
function fencedStore(db: Db, owner: string): RunStore {
  return {
    start: async () => {},
    finish: async () => {},
    async saveStage(id, stage, output) {
      const patch = storableJson({ [stage]: output });
      await db
        .updateTable('research_runs')
        .set({ stages: sql<string>`stages || ${patch}::jsonb`, stage, updated_at: new Date() })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .execute();
    },
  };
}

/**
 * Runs one claimed job to its end (or until the worker stops it): every event is stored as the
 * run's next seq (fenced by the lease) and wakes this instance's tails. Resumes from the stored
 * stage outputs. Stopped by the user: the text written so far stays, with a note, and is charged;
 * nothing written → refunded. Shutdown or a lost lease leave the run to be resumed.
 */
export async function runJob(deps: JobDeps, owner: string, row: RunRow, signal: AbortSignal): Promise<void> {
  const { db, logger } = deps;
  let report = '';
  let delivered = false;
  let title: string | undefined;
  const sources: RunEnd['sources'] = [];
  /** The sources by their number, so a `cited` passage replaces the right summary. */
  const numbered = new Map<number, RunEnd['sources'][number]>();
  let images: RunEnd['images'] = [];
  let related: RunEnd['related'] = [];
  const log = new EventLog(async (event) => {
    const seq = await appendEvent(db, row.id, owner, event);
    if (seq === undefined) throw new LeaseLost('research run lease lost');
    deps.events.notify(row.id);
  });
  const emit = (event: ResearchEvent): Promise<void> => {
    if (event.type === 'report_chunk') {
      const text = chunkText(event.content);
      report += text;
      delivered = true;
      return log.addText(text);
    } else if (event.type === 'resumed') report = '';
    else if (event.type === 'title') title = event.content;
    else if (event.type === 'final_report') report = event.content;
    else if (event.type === 'images') images = event.images;
    else if (event.type === 'related') related = event.questions;
    else if (event.type === 'source' && !sources.some((s) => s.url === event.url)) {
      const source = {
        url: event.url,
        summary: event.summary,
        title: event.title,
        ...(event.site ? { site: event.site } : {}),
      };
      sources.push(source);
      numbered.set(event.n, source);
    } else if (event.type === 'cited')
      for (const { n, summary } of event.sources) {
        const source = numbered.get(n);
        if (source) source.summary = summary;
      }
    return log.add(event);
  };
  const end = async (runEnd: RunEnd) => {
    await log.drain();
    if (await finishRun(db, row.id, owner, { ...runEnd, images, related })) {
      deps.events.notify(row.id);
      await settleRun(db, deps.budget, row.id);
    }
  };

  if (row.attempts > 1) await emit({ type: 'resumed' });
  try {
    if (row.cancel_requested) throw new RunStop('cancel');
    const outcome = await runResearch(
      {
        ...deps,
        search: scopedSearch(deps.search, deps.documents, row.user_id, row.sources),
        plansGoToWeb: row.sources === 'both',
        limits: remainingLimits(deps.limits, row.created_at),
        store: fencedStore(db, owner),
      },
      {
        runId: row.id,
        userId: row.user_id,
        question: row.question,
        history: historySchema.parse(row.history),
        resume: readCheckpoints(row.stages),
      },
      emit,
      signal,
    );
    await end({
      status: outcome.status,
      title: outcome.title,
      report: outcome.report,
      delivered: outcome.delivered,
      sources,
    });
  } catch (error) {
    const reason =
      error instanceof RunStop
        ? error.reason
        : signal.reason instanceof RunStop
          ? signal.reason.reason
          : undefined;
    if (reason === 'deleted') {
      logger.info({ run: row.id }, 'research run deleted with its conversation');
      return;
    }
    if (reason === 'shutdown' || reason === 'lost' || error instanceof LeaseLost) {
      logger.info({ run: row.id, reason: reason ?? 'lost' }, 'research run left to resume');
      return;
    }
    if (reason === 'cancel') {
      if (report.trim() !== '') {
        const partial = `${report.trimEnd()}\n\n${RESEARCH_STOPPED_NOTE}`;
        await emit({ type: 'final_report', content: partial });
        await end({ status: 'cancelled', title, report: partial, delivered: true, sources });
      } else {
        await emit({ type: 'error', code: 'stopped', message: 'Research stopped. No tokens were charged.' });
        await end({ status: 'cancelled', title, delivered: false, sources });
      }
      return;
    }
    logger.error({ err: error, run: row.id, delivered }, 'deep research failed');
    await emit({
      type: 'error',
      code: 'internal',
      message:
        'The research run failed. Please try again; no tokens were charged unless part of the report was delivered.',
    }).catch(() => undefined);
    await end({ status: 'failed', title, ...(delivered ? { report } : {}), delivered, sources });
  }
}
