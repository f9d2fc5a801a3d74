import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  researchEventSchema,
  type ChatMessage,
  type ResearchEvent,
  type ResearchRunStatus,
  type SourceScope,
} from '@pardus/protocol';
import type { Database, ResearchRunsTable } from '../../db/schema.js';
import { withoutNul } from '../../db/storable-text.js';
import { storableJson } from '../run-store.js';

type Executor = Kysely<Database> | Transaction<Database>;
export type RunRow = Selectable<ResearchRunsTable>;

/** Statuses of a run that is not over yet: a worker may hold it or claim it. */
export const ACTIVE: ResearchRunStatus[] = ['queued', 'running'];
export const isActive = (status: ResearchRunStatus) => ACTIVE.includes(status);

/** PostgreSQL NOTIFY channel carrying the id of a run with a new event or a new status. */
export const RUN_EVENTS_CHANNEL = 'research_run_events';

/** A stored event with its number. */
export interface StoredEvent {
  seq: number;
  event: ResearchEvent;
}

/**
 * Queues a run unless the user already has `maxActive` unfinished ones. The user's row is locked
 * first so two instances creating runs at once count each other (no write skew).
 */
export async function createRun(
  db: Kysely<Database>,
  run: {
    id: string;
    userId: string;
    conversationId: string | null;
    question: string;
    history: ChatMessage[];
    /** What the run searches; the web when absent. */
    sources?: SourceScope;
    /** A Retry: the conversation's answer the report replaces (checked by the caller). */
    replacesAnswer?: number;
  },
  maxActive: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', run.userId).forUpdate().executeTakeFirst();
    const { count } = await trx
      .selectFrom('research_runs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', run.userId)
      .where('status', 'in', ACTIVE)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxActive) return false;
    if (run.conversationId !== null) {
      // Only the caller's own conversation; anything else is ignored like a missing one.
      const owned = await trx
        .selectFrom('conversations')
        .select('id')
        .where('id', '=', run.conversationId)
        .where('user_id', '=', run.userId)
        .executeTakeFirst();
      if (!owned) run = { ...run, conversationId: null, replacesAnswer: undefined };
    }
    await trx
      .insertInto('research_runs')
      .values({
        id: run.id,
        user_id: run.userId,
        conversation_id: run.conversationId,
        question: withoutNul(run.question),
        history: storableJson(run.history),
        status: 'queued',
        stages: '{}',
        updated_at: new Date(),
        sources: run.sources ?? 'web',
        replaces_answer: run.conversationId === null ? null : (run.replacesAnswer ?? null),
      })
      .execute();
    return true;
  });
}

/**
 * Takes the oldest run nobody holds (queued, or running under an expired lease) for `owner`.
 * `FOR UPDATE SKIP LOCKED` lets concurrent claimers pass each other; the lease is set in the same
 * statement, so two workers can never both hold one run. Times are the database's clock.
 */
export async function claimRun(db: Executor, owner: string, leaseMs: number): Promise<RunRow | undefined> {
  const result = await sql<RunRow>`
    update research_runs set status = 'running', lease_owner = ${owner},
      lease_expires_at = now() + ${leaseMs} * interval '1 millisecond', heartbeat_at = now(),
      attempts = attempts + 1, updated_at = now()
    where id = (
      select id from research_runs
      where status in ('queued', 'running') and (lease_expires_at is null or lease_expires_at < now())
      order by created_at limit 1 for update skip locked)
    returning *`.execute(db);
  return result.rows[0];
}

/**
 * Renews the leases of every run `owner` holds; answers which it still holds and which the user
 * asked to stop. A run missing from the answer was lost (its lease expired and another took it).
 */
export async function heartbeat(
  db: Executor,
  owner: string,
  leaseMs: number,
): Promise<{ id: string; cancel_requested: boolean }[]> {
  const result = await sql<{ id: string; cancel_requested: boolean }>`
    update research_runs set heartbeat_at = now(), lease_expires_at = now() + ${leaseMs} * interval '1 millisecond'
    where lease_owner = ${owner} and status = 'running'
    returning id, cancel_requested`.execute(db);
  return result.rows;
}

/** Gives a run back at once (shutdown): another worker may claim it without waiting for the lease. */
export async function releaseRun(db: Executor, id: string, owner: string): Promise<void> {
  await db
    .updateTable('research_runs')
    .set({ lease_owner: null, lease_expires_at: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Appends one event as the run's next seq, only while `owner` holds the run (a worker that lost
 * its lease cannot write into a run another worker took over). Returns the seq, or undefined.
 */
export async function appendEvent(
  db: Executor,
  runId: string,
  owner: string,
  event: ResearchEvent,
): Promise<number | undefined> {
  const payload = storableJson(event);
  // The NOTIFY goes out when the insert commits: instances tailing the run wake at once (LISTEN).
  const result = await sql<{ seq: number }>`
    with added as (
      insert into research_run_events (run_id, seq, type, payload)
      select r.id, coalesce((select max(seq) from research_run_events where run_id = r.id), 0) + 1,
        ${event.type}, ${payload}::jsonb
      from research_runs r where r.id = ${runId} and r.lease_owner = ${owner}
      returning seq)
    select seq, pg_notify(${RUN_EVENTS_CHANNEL}, ${runId}) from added`.execute(db);
  return result.rows[0]?.seq;
}

/** Events of a run after `after`, in order. */
export async function eventsAfter(
  db: Executor,
  runId: string,
  after: number,
  limit = 500,
): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('research_run_events')
    .select(['seq', 'payload'])
    .where('run_id', '=', runId)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ seq: row.seq, event: researchEventSchema.parse(row.payload) }));
}

/** The caller's run, or undefined (another user's run looks like a missing one). */
export async function findRun(db: Executor, userId: string, id: string): Promise<RunRow | undefined> {
  return db
    .selectFrom('research_runs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The caller's unfinished runs, optionally of one conversation, oldest first. */
export async function activeRuns(db: Executor, userId: string, conversationId?: string): Promise<RunRow[]> {
  let query = db
    .selectFrom('research_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ACTIVE);
  if (conversationId !== undefined) query = query.where('conversation_id', '=', conversationId);
  return query.orderBy('created_at').execute();
}

/** Marks the caller's unfinished run to stop; false when it is not theirs or not found. */
export async function requestCancel(db: Executor, userId: string, id: string): Promise<RunRow | undefined> {
  await db
    .updateTable('research_runs')
    .set({ cancel_requested: true })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', ACTIVE)
    .execute();
  return findRun(db, userId, id);
}

/**
 * Ends a run no worker has claimed yet (every worker busy): it is cancelled at once, with nothing
 * written, instead of when a worker would get to it. Returns false when it was claimed meanwhile (that
 * worker sees the cancel flag). Views are woken like at any run end.
 */
export async function cancelQueued(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('research_runs')
      .set({ status: 'cancelled', finished_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'queued')
      .where('lease_owner', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (ended) await sql`select pg_notify(${RUN_EVENTS_CHANNEL}, ${id})`.execute(trx);
    return ended !== undefined;
  });
}
