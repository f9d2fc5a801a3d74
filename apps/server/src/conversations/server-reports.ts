import type { SavedMessage } from '@pardus/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { toSavedMessage } from './saved-rows.js';

/**
 * The messages a browser saves, with the Deep reports the server wrote into the conversation put
 * back where the browser's copy lacks them. A tab opened before a run ended (or one that never saw
 * its end) saves the question without its report; replacing the messages with that list would lose
 * the report. A report is put back (with its sources and images) right after the question it answers, and only
 * when the browser has no answer there of its own, so nothing is ever doubled.
 */
export async function withServerReports(
  trx: Transaction<Database>,
  conversationId: string,
  messages: readonly SavedMessage[],
): Promise<SavedMessage[]> {
  const runs = await trx
    .selectFrom('research_runs')
    .select(['question', 'report'])
    .where('conversation_id', '=', conversationId)
    .where('report', 'is not', null)
    .where('status', 'in', ['done', 'cancelled'])
    .orderBy('created_at')
    .execute();
  if (runs.length === 0) return [...messages];
  const existing = await trx
    .selectFrom('messages')
    .select(['role', 'content', 'mode'])
    .where('conversation_id', '=', conversationId)
    .orderBy('position')
    .execute();
  const out = [...messages];
  for (const { question, report } of runs) {
    if (report === null || out.some((m) => m.role === 'assistant' && m.content === report)) continue;
    const at = existing.findIndex((m) => m.role === 'assistant' && m.content === report);
    if (at < 0) continue;
    let end = at + 1;
    while (['search', 'image', 'related'].includes(existing[end]?.role ?? '')) end += 1;
    const block = existing.slice(at, end).map(toSavedMessage);
    const asked = out.findLastIndex((m) => m.role === 'user' && m.content === question);
    if (asked < 0 || out[asked + 1]?.role === 'assistant') continue;
    out.splice(asked + 1, 0, ...block);
  }
  return out;
}
