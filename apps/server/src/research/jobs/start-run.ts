import type { ResearchRunStatus } from '@pardus/protocol';
import type { Budget } from '../../budget/budget.service.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../http/app-error.js';
import { reserveStream } from '../../http/reserve-stream.js';
import type { StreamLimiter } from '../../http/stream-limiter.js';
import { DEEP_COST } from '../research-service.js';
import { cancelQueued, createRun, findRun, requestCancel } from './job-repository.js';
import { settleRun } from './finish-run.js';
import type { ResearchWorker } from './worker.js';

export interface StartRunDeps {
  db: Db;
  budget: Budget;
  limiter: StreamLimiter;
  worker: ResearchWorker;
  /** Unfinished Deep runs one user may have at once (MAX_DEEP_RUNS_PER_USER). */
  maxRunsPerUser: number;
}

/** What a new run is: its id (the budget's request id too), owner, conversation, question and scope. */
export type NewRun = Parameters<typeof createRun>[1];

/**
 * Starts a durable Deep run as every caller does (POST /api/spysearch, the MCP server's
 * deep_research): a stream slot for its view and the Deep cost reserved (429 / 403, nothing held),
 * then the run queued (429 past the user's unfinished runs, refunded) and a worker woken. Returns
 * the view's slot to release when the caller stops watching; the run goes on without it.
 */
export async function startRun(deps: StartRunDeps, run: NewRun): Promise<{ release: () => void }> {
  const { userId, id } = run;
  const { release } = await reserveStream(deps, { userId, requestId: id, cost: DEEP_COST, mode: 'Deep' });
  const refuse = async () => {
    release();
    await deps.budget.refund(userId, id);
  };
  const created = await createRun(deps.db, run, deps.maxRunsPerUser).catch(async (error: unknown) => {
    await refuse();
    throw error;
  });
  if (!created) {
    await refuse();
    throw new AppError(
      'too_many_streams',
      `At most ${deps.maxRunsPerUser} Deep research runs can run at once. Please wait for one to finish.`,
      { 'Retry-After': '10' },
    );
  }
  deps.worker.wake();
  return { release };
}

/**
 * Asks the caller's run to stop; undefined when it is not theirs (or missing). A run no worker has
 * claimed yet ends here and is refunded; one held here stops at once, one held elsewhere at that
 * worker's next heartbeat (then settled or refunded as any stopped run: charged only for text shown).
 */
export async function cancelRun(
  deps: Pick<StartRunDeps, 'db' | 'budget' | 'worker'>,
  userId: string,
  id: string,
): Promise<{ id: string; status: ResearchRunStatus } | undefined> {
  let run = await requestCancel(deps.db, userId, id);
  if (!run) return undefined;
  if (run.status === 'queued' && (await cancelQueued(deps.db, userId, run.id))) {
    await settleRun(deps.db, deps.budget, run.id);
    run = (await findRun(deps.db, userId, run.id)) ?? run;
  }
  deps.worker.cancelLocal(run.id);
  return { id: run.id, status: run.status };
}
