import { NEW_CONVERSATION_ID, type ConversationTitle, type SavedMessage } from '@pardus/protocol';
import { createReadCache } from '../cache/read-cache.js';
import { NO_CHANGE_FEED, type ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/create-db.js';
import { withoutNul } from '../db/storable-text.js';
import { notFound } from '../http/app-error.js';
import {
  createConversation,
  findMessages,
  listTitles,
  replaceMessages,
  touchConversation,
} from './conversation.repository.js';
import { withServerReports } from './server-reports.js';

const DEFAULT_TITLE = 'New Conversation';
const NOT_FOUND = 'Conversation not found';

/**
 * Saved conversations of one user (SPEC §3, §7). With database change notices (`changes`), the
 * title list is served from memory until a conversation of that user changes anywhere.
 */
export function createConversationService(
  db: Db,
  now: () => Date = () => new Date(),
  changes: ChangeFeed = NO_CHANGE_FEED,
) {
  const titleLists = createReadCache<ConversationTitle[]>({ feed: changes, kinds: ['titles'] });
  return {
    titles: (userId: string) => titleLists.get(userId, () => listTitles(db, userId)),

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
