import type { AccountExport } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { UserRow } from '../db/schema.js';
import { toSavedMessage } from '../conversations/saved-rows.js';
import { documentView } from '../documents/document.repository.js';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at === null ? null : at.toISOString());

/** Rows grouped by a key, in their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Everything the server keeps about one user, read in one repeatable-read transaction so the parts
 * agree with each other. Left out on purpose: API keys' secrets and hashes (their names and first
 * characters are listed), session ids (half of what makes a token valid), sign-in
 * transactions and one-time codes (hashes that live for minutes), and rate-limit counters (keyed by
 * network address, not by user).
 */
export async function exportAccount(db: Db, user: UserRow, currentSessionId: string): Promise<AccountExport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const conversations = await trx
        .selectFrom('conversations')
        .select(['id', 'title', 'created_at', 'updated_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const messages = await trx
        .selectFrom('messages')
        .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
        .select(['messages.conversation_id', 'messages.role', 'messages.content', 'messages.mode'])
        .where('conversations.user_id', '=', user.id)
        .orderBy('messages.conversation_id')
        .orderBy('messages.position')
        .execute();
      const runs = await trx
        .selectFrom('research_runs')
        .select([
          'id',
          'conversation_id',
          'question',
          'status',
          'title',
          'report',
          'history',
          'stages',
          'created_at',
          'finished_at',
        ])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute();
      const events = await trx
        .selectFrom('research_run_events')
        .innerJoin('research_runs', 'research_runs.id', 'research_run_events.run_id')
        .select([
          'research_run_events.run_id',
          'research_run_events.seq',
          'research_run_events.type',
          'research_run_events.payload',
          'research_run_events.created_at',
        ])
        .where('research_runs.user_id', '=', user.id)
        .orderBy('research_run_events.run_id')
        .orderBy('research_run_events.seq')
        .execute();
      const balance = await trx
        .selectFrom('token_balances')
        .select(['remaining', 'day'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      const ledger = await trx
        .selectFrom('token_ledger')
        .select(['kind', 'delta', 'balance_after', 'request_id', 'created_at'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
      const links = await trx
        .selectFrom('shared_reports')
        .select(['id', 'conversation_id', 'answer_index', 'snapshot', 'created_at', 'revoked_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute();
      const documents = await trx
        .selectFrom('documents')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('status', '!=', 'uploading')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const passages = await trx
        .selectFrom('document_passages')
        .select(['document_id', 'ordinal', 'page', 'heading', 'text'])
        .where('user_id', '=', user.id)
        .orderBy('document_id')
        .orderBy('ordinal')
        .execute();
      const keys = await trx
        .selectFrom('api_keys')
        .select(['name', 'prefix', 'created_at', 'last_used_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute();
      const sessions = await trx
        .selectFrom('sessions')
        .select(['id', 'created_at', 'expires_at', 'revoked_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute();

      const messagesOf = groupBy(messages, (m) => m.conversation_id);
      const eventsOf = groupBy(events, (e) => e.run_id);
      const passagesOf = groupBy(passages, (p) => p.document_id);
      return {
        exported_at: iso(new Date()),
        user: {
          id: user.id,
          sub: user.sub,
          email: user.email,
          name: user.name,
          picture: user.picture,
          created_at: iso(user.created_at),
        },
        conversations: conversations.map((c) => ({
          id: c.id,
          title: c.title,
          created_at: iso(c.created_at),
          updated_at: iso(c.updated_at),
          messages: (messagesOf.get(c.id) ?? []).map(toSavedMessage),
        })),
        research_runs: runs.map((r) => ({
          id: r.id,
          conversation_id: r.conversation_id,
          question: r.question,
          status: r.status,
          title: r.title,
          report: r.report,
          history: r.history,
          stages: r.stages,
          created_at: iso(r.created_at),
          finished_at: isoOrNull(r.finished_at),
          events: (eventsOf.get(r.id) ?? []).map((e) => ({
            seq: e.seq,
            type: e.type,
            payload: e.payload,
            created_at: iso(e.created_at),
          })),
        })),
        token_balance: balance ?? null,
        token_ledger: ledger.map((l) => ({ ...l, created_at: iso(l.created_at) })),
        shared_links: links.map((l) => ({
          ...l,
          created_at: iso(l.created_at),
          revoked_at: isoOrNull(l.revoked_at),
        })),
        documents: documents.map((d) => ({
          ...documentView(d),
          download: `/api/documents/${d.id}/file`,
          passages: (passagesOf.get(d.id) ?? []).map(({ document_id: _, ...passage }) => passage),
        })),
        api_keys: keys.map((k) => ({
          name: k.name,
          prefix: k.prefix,
          created_at: iso(k.created_at),
          last_used_at: isoOrNull(k.last_used_at),
        })),
        sessions: sessions.map((s) => ({
          created_at: iso(s.created_at),
          expires_at: iso(s.expires_at),
          revoked_at: isoOrNull(s.revoked_at),
          current: s.id === currentSessionId,
        })),
      };
    });
}
