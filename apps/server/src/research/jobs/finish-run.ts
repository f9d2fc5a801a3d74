import { sql, type Transaction } from 'kysely';
import type { ImageResult, ResearchRunStatus, SavedMessage } from '@pardus/protocol';
import type { Db } from '../../db/create-db.js';
import type { CostState, Database } from '../../db/schema.js';
import { lastAnswer } from '../../conversations/last-answer.js';
import { withoutNul } from '../../db/storable-text.js';
import type { Budget } from '../../budget/budget.service.js';
import { RUN_EVENTS_CHANNEL } from './job-repository.js';
import { toMessageColumns } from '../../conversations/saved-rows.js';

export interface RunEnd {
  status: Exclude<ResearchRunStatus, 'queued' | 'running'>;
  title?: string;
  /** The report as the user saw it (with the stopped note when stopped part-way). */
  report?: string;
  delivered: boolean;
  /** Sources of the report, written after it as `search` messages. */
  sources: { url: string; summary: string; title?: string; site?: string }[];
  /** Images of the report as search found them, written after the sources as `image` messages. */
  images?: ImageResult[];
  /** Questions offered after the report, written last as one `related` message. */
  related?: string[];
}

/**
 * Ends a run exactly once: status, report and (when the run has a conversation and a report) the
 * assistant message, its sources, its images and its related questions appended to the conversation, in one transaction fenced by
 * the lease (a worker that lost the run changes nothing). Returns false when it did not hold it.
 * A Retry's report takes the place of the answer it replaces (with everything that belongs to it)
 * when that answer is still the conversation's last one, for the same question; otherwise the
 * conversation has moved on meanwhile, and the report is appended like any other (nothing is lost).
 */
export async function finishRun(db: Db, id: string, owner: string, end: RunEnd): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const run = await trx
      .updateTable('research_runs')
      .set({
        status: end.status,
        title: end.title === undefined ? null : withoutNul(end.title),
        report: end.report === undefined ? null : withoutNul(end.report),
        delivered: end.delivered,
        lease_owner: null,
        lease_expires_at: null,
        finished_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'running')
      .returning(['conversation_id', 'user_id', 'question', 'replaces_answer'])
      .executeTakeFirst();
    if (!run) return false;
    await sql`select pg_notify(${RUN_EVENTS_CHANNEL}, ${id})`.execute(trx);
    if (run.conversation_id === null || !end.report) return true;
    const messages: SavedMessage[] = [
      { role: 'assistant', content: end.report, mode: 'deep' },
      ...end.sources.map((s): SavedMessage => ({ role: 'search', content: JSON.stringify(s) })),
      ...(end.images ?? []).map((i): SavedMessage => ({ role: 'image', content: JSON.stringify(i) })),
      ...(end.related?.length
        ? [{ role: 'related' as const, content: JSON.stringify({ questions: end.related }) }]
        : []),
    ];
    const replaced =
      run.replaces_answer === null
        ? undefined
        : await clearReplacedAnswer(trx, run.conversation_id, run.replaces_answer, run.question);
    const next = replaced ?? (await nextPosition(trx, run.conversation_id));
    await trx
      .insertInto('messages')
      .values(
        messages.map((m, i) => ({
          ...toMessageColumns(m),
          conversation_id: run.conversation_id ?? '',
          position: next + i,
          content: withoutNul(m.content),
        })),
      )
      .execute();
    await trx
      .updateTable('conversations')
      .set({ updated_at: new Date() })
      .where('id', '=', run.conversation_id)
      .execute();
    return true;
  });
}

async function nextPosition(trx: Transaction<Database>, conversationId: string): Promise<number> {
  const { next } = await trx
    .selectFrom('messages')
    .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return Number(next);
}

/**
 * Deletes answer `answer` with its sources, images and related questions when it is still the
 * conversation's last answer to `question`; returns its position (where the new report goes), or
 * undefined when it is not.
 */
async function clearReplacedAnswer(
  trx: Transaction<Database>,
  conversationId: string,
  answer: number,
  question: string,
): Promise<number | undefined> {
  const rows = await trx
    .selectFrom('messages')
    .select(['position', 'role', 'content'])
    .where('conversation_id', '=', conversationId)
    .orderBy('position')
    .execute();
  const last = lastAnswer(rows);
  const position = last && rows[last.at]?.position;
  if (!last || last.answer !== answer || last.question !== question || position === undefined)
    return undefined;
  await trx
    .deleteFrom('messages')
    .where('conversation_id', '=', conversationId)
    .where('position', '>=', position)
    .execute();
  return position;
}

/**
 * Settles or refunds a finished run whose cost is still reserved: charged when report text was
 * delivered, refunded otherwise. The budget's ledger is idempotent per request (the run id), so a
 * repeat after a crash, or two instances doing it at once, never charge or refund twice.
 */
export async function settleRun(db: Db, budget: Budget, id: string): Promise<void> {
  const run = await db
    .selectFrom('research_runs')
    .select(['id', 'user_id', 'delivered'])
    .where('id', '=', id)
    .where('cost_state', '=', 'reserved')
    .where('status', 'not in', ['queued', 'running'])
    .executeTakeFirst();
  if (!run) return;
  const state: CostState = run.delivered ? 'settled' : 'refunded';
  if (run.delivered) await budget.settle(run.user_id, run.id);
  else await budget.refund(run.user_id, run.id);
  await db.updateTable('research_runs').set({ cost_state: state }).where('id', '=', run.id).execute();
}

/** Settles every finished run left reserved (a crash between a run's end and its settlement). */
export async function settleFinishedRuns(db: Db, budget: Budget): Promise<void> {
  const pending = await db
    .selectFrom('research_runs')
    .select('id')
    .where('cost_state', '=', 'reserved')
    .where('status', 'not in', ['queued', 'running'])
    .limit(100)
    .execute();
  for (const { id } of pending) await settleRun(db, budget, id);
}

/** Deletes the stored events of runs finished more than `hours` ago (the report stays in the run). */
export async function deleteOldEvents(db: Db, hours: number): Promise<void> {
  await sql`delete from research_run_events e using research_runs r
    where e.run_id = r.id and r.finished_at < now() - ${hours} * interval '1 hour'`.execute(db);
}
