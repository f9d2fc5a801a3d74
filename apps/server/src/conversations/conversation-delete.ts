import { sql } from 'kysely';
import type { Db } from '../db/create-db.js';
import type { CostState } from '../db/schema.js';
import { ACTIVE, RUN_EVENTS_CHANNEL } from '../research/jobs/job-repository.js';

/** A Deep run deleted with its conversation, as its tokens must still be settled or refunded. */
export interface DeletedRun {
  id: string;
  /** It was queued or running: the worker holding it must stop. */
  active: boolean;
  costState: CostState;
  /** Report text reached the user (stored as a chunk event, or recorded at the run's end). */
  delivered: boolean;
}

/**
 * Deletes the user's conversation with everything stored with it: messages (sources included, they
 * are `search` messages) and its Deep research runs with their stored events (cascade). Undefined
 * when it isn't theirs or doesn't exist. The runs are locked first, so a worker finishing one at this
 * moment either committed before (its report is deleted with the rest) or finds it gone; a worker
 * still holding a deleted run loses it at its next heartbeat (nothing it writes is fenced in).
 * Views of a deleted run are woken and end.
 */
export async function deleteConversation(
  db: Db,
  userId: string,
  id: string,
): Promise<DeletedRun[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('conversations')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!owned) return undefined;
    const locked = await trx
      .selectFrom('research_runs')
      .select('id')
      .where('conversation_id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
    const ids = locked.map((run) => run.id);
    const runs =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('research_runs as r')
            .select(['r.id', 'r.status', 'r.cost_state'])
            .select(
              sql<boolean>`r.delivered or exists (select 1 from research_run_events e
                where e.run_id = r.id and e.type = 'report_chunk')`.as('delivered'),
            )
            .where('r.id', 'in', ids)
            .execute();
    if (ids.length > 0) await trx.deleteFrom('research_runs').where('id', 'in', ids).execute();
    await trx.deleteFrom('conversations').where('id', '=', id).where('user_id', '=', userId).execute();
    for (const run of runs) await sql`select pg_notify(${RUN_EVENTS_CHANNEL}, ${run.id})`.execute(trx);
    return runs.map((run) => ({
      id: run.id,
      active: ACTIVE.includes(run.status),
      costState: run.cost_state,
      delivered: run.delivered,
    }));
  });
}
