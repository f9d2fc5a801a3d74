import { sql } from 'kysely';
import type { Db } from '../db/create-db.js';
import { ACTIVE, RUN_EVENTS_CHANNEL } from '../research/jobs/job-repository.js';
import { keepSpentBudget } from './budget-carry-over.js';

/**
 * Deletes a user and everything kept about them, in one transaction: the user row cascades to
 * sessions and API keys (every token and key stops working at once: each request reads its row), one-time sign-in
 * codes, token balance and ledger, conversations with their messages, and Deep runs with their
 * events. Open stream slots (no foreign key: they live in the limits table) go too. What was left of
 * today's budget stays behind under a hash of the identity until the day ends (`keepSpentBudget`).
 * Returns the user's documents (an outside store of originals removes them after) and the ids of
 * runs that were unfinished, so the worker holding one here stops it at once
 * (elsewhere, the run is missing at the holder's next heartbeat and it stops then, writing nothing).
 * Undefined when the user is already gone.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  at: Date = new Date(),
): Promise<{ activeRuns: string[]; documents: { id: string; size: number }[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'sub'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return undefined;
    await keepSpentBudget(trx, user, at);
    const active = await trx
      .selectFrom('research_runs')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', ACTIVE)
      .execute();
    const documents = await trx
      .selectFrom('documents')
      .select(['id', 'size'])
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('stream_slots').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    for (const run of active) await sql`select pg_notify(${RUN_EVENTS_CHANNEL}, ${run.id})`.execute(trx);
    return {
      activeRuns: active.map((run) => run.id),
      documents: documents.map((doc) => ({ id: doc.id, size: Number(doc.size) })),
    };
  });
}
