import { NEW_CONVERSATION_ID, type ConversationTitle, type SavedMessage } from '@pardus/protocol';
import type { Budget } from '../budget/budget.service.js';
import { createReadCache } from '../cache/read-cache.js';
import { NO_CHANGE_FEED, type ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/create-db.js';
import { withoutNul } from '../db/storable-text.js';
import { notFound } from '../http/app-error.js';
import {
  createConversation,
  findMessages,
  listTitles,
  renameConversation,
  replaceMessages,
  touchConversation,
} from './conversation.repository.js';
import { deleteConversation, type DeletedRun } from './conversation-delete.js';
import { searchConversations } from './conversation-search.js';
import { withServerReports } from './server-reports.js';

const DEFAULT_TITLE = 'New Conversation';
const NOT_FOUND = 'Conversation not found';

export interface ConversationServiceOptions {
  now?: () => Date;
  /** Database change notices: with them, title lists are served from memory until they change. */
  changes?: ChangeFeed;
  /** Settles or refunds the tokens of Deep runs deleted with their conversation. */
  budget?: Budget;
  /** Stops at once the deleted runs this instance is working on (others stop at their next heartbeat). */
  stopRuns?: (ids: string[]) => void;
}

/**
 * Saved conversations of one user (SPEC §3, §7). With database change notices (`changes`), the
 * title list is served from memory until a conversation of that user changes anywhere.
 */
export function createConversationService(
  db: Db,
  { now = () => new Date(), changes = NO_CHANGE_FEED, budget, stopRuns }: ConversationServiceOptions = {},
) {
  const titleLists = createReadCache<ConversationTitle[]>({ feed: changes, kinds: ['titles'] });

  /** A deleted run's reservation ends like a stopped run's: charged if report text was shown, else refunded. */
  async function settleDeleted(userId: string, runs: DeletedRun[]) {
    const active = runs.filter((run) => run.active).map((run) => run.id);
    if (active.length > 0) stopRuns?.(active);
    for (const run of runs) {
      if (run.costState !== 'reserved' || !budget) continue;
      if (run.delivered) await budget.settle(userId, run.id);
      else await budget.refund(userId, run.id);
    }
  }

  return {
    titles: (userId: string) => titleLists.get(userId, () => listTitles(db, userId)),

    /** Conversations whose title or messages hold every word of `text` (by prefix), newest first. */
    search: (userId: string, text: string) => searchConversations(db, userId, text),

    async rename(userId: string, id: string, title: string): Promise<ConversationTitle> {
      const cleanTitle = withoutNul(title).replace(/\s+/g, ' ').trim();
      if (!(await renameConversation(db, userId, id, cleanTitle))) throw notFound(NOT_FOUND);
      titleLists.forget(userId); // read-your-writes here; other instances drop it on the notice
      return { id, title: cleanTitle };
    },

    /** Deletes the conversation with its messages, sources and Deep runs (a running one is stopped). */
    async remove(userId: string, id: string): Promise<void> {
      const runs = await deleteConversation(db, userId, id);
      if (!runs) throw notFound(NOT_FOUND);
      titleLists.forget(userId);
      await settleDeleted(userId, runs);
    },

    async messages(userId: string, id: string): Promise<SavedMessage[]> {
      const messages = await findMessages(db, userId, id);
      if (!messages) throw notFound(NOT_FOUND);
      return messages;
    },

    /** `new_message` creates; any other id replaces that conversation (404 unless it is the caller's). */
    async save(
      userId: string,
      id: string,
      title: string,
      messages: SavedMessage[],
    ): Promise<ConversationTitle> {
      const cleanTitle = withoutNul(title).replace(/\s+/g, ' ').trim() || DEFAULT_TITLE;
      const saved = await db.transaction().execute(async (trx) => {
        const at = now();
        let conversationId = id;
        if (id === NEW_CONVERSATION_ID) {
          conversationId = await createConversation(trx, userId, cleanTitle, at);
        } else if (!(await touchConversation(trx, userId, id, cleanTitle, at))) {
          throw notFound(NOT_FOUND);
        }
        await replaceMessages(trx, conversationId, await withServerReports(trx, conversationId, messages));
        return { id: conversationId, title: cleanTitle };
      });
      titleLists.forget(userId); // read-your-writes here; other instances drop it on the notice
      return saved;
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
