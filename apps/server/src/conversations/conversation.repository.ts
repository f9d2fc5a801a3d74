import { randomUUID } from 'node:crypto';
import { toMessageColumns, toSavedMessage } from './saved-rows.js';
import type { Kysely, Transaction } from 'kysely';
import type { ConversationTitle, SavedMessage } from '@pardus/protocol';
import type { Database } from '../db/schema.js';
import { withoutNul } from '../db/storable-text.js';

type Executor = Kysely<Database> | Transaction<Database>;

// Every query takes the owner's id and filters by it in SQL: another user's conversation is
// indistinguishable from a missing one. Titles and contents are stored without NUL (`withoutNul`).

export async function listTitles(db: Executor, userId: string): Promise<ConversationTitle[]> {
  return db
    .selectFrom('conversations')
    .select(['id', 'title'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findMessages(
  db: Executor,
  userId: string,
  id: string,
): Promise<SavedMessage[] | undefined> {
  const owned = await db
    .selectFrom('conversations')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) return undefined;
  const rows = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(['messages.role', 'messages.content', 'messages.mode'])
    .where('messages.conversation_id', '=', id)
    .where('conversations.user_id', '=', userId)
    .orderBy('messages.position')
    .execute();
  return rows.map(toSavedMessage);
}

export async function createConversation(
  trx: Transaction<Database>,
  userId: string,
  title: string,
  at: Date,
) {
  const id = randomUUID();
  await trx
    .insertInto('conversations')
    .values({ id, user_id: userId, title: withoutNul(title), updated_at: at })
    .execute();
  return id;
}

/** Updates the title of the user's conversation; false when it isn't theirs or doesn't exist. */
export async function touchConversation(
  trx: Transaction<Database>,
  userId: string,
  id: string,
  title: string,
  at: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('conversations')
    .set({ title: withoutNul(title), updated_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces all messages of a conversation the caller has already proven to own. */
export async function replaceMessages(
  trx: Transaction<Database>,
  conversationId: string,
  messages: SavedMessage[],
) {
  await trx.deleteFrom('messages').where('conversation_id', '=', conversationId).execute();
  if (messages.length === 0) return;
  await trx
    .insertInto('messages')
    .values(
      messages.map((m, position) => {
        const columns = toMessageColumns(m);
        return {
          ...columns,
          conversation_id: conversationId,
          position,
          content: withoutNul(columns.content),
        };
      }),
    )
    .execute();
}

/** Renames the user's conversation (its place in the list stays); false when it isn't theirs or doesn't exist. */
export async function renameConversation(
  db: Executor,
  userId: string,
  id: string,
  title: string,
): Promise<boolean> {
  const row = await db
    .updateTable('conversations')
    .set({ title: withoutNul(title) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
