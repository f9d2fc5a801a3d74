import { sql } from 'kysely';
import type { ConversationTitle } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';

/** Most conversations one search answers with (newest first). */
export const MAX_SEARCH_RESULTS = 100;
/** Most words of a search text that count (the rest are ignored). */
const MAX_TERMS = 16;

/**
 * A search text as a PostgreSQL prefix query over the `simple` configuration (migration 006):
 * every word must match the start of a word, so typing "volc" finds "volcano". Terms keep only
 * letters, digits and the joiners `. _ @ -` inside them ("3.14", "e-mail", "example.com" stay whole,
 * as the indexing parser keeps them); nothing of to_tsquery's own syntax can get through.
 * Undefined when the text has no word at all.
 */
export function prefixQuery(text: string): string | undefined {
  const terms = text.toLowerCase().match(/[\p{L}\p{N}](?:[\p{L}\p{N}._@-]*[\p{L}\p{N}])?/gu) ?? [];
  const unique = [...new Set(terms)].slice(0, MAX_TERMS);
  return unique.length === 0 ? undefined : unique.map((term) => `'${term}':*`).join(' & ');
}

/**
 * The user's conversations whose title or any user/assistant message matches `text`, newest first.
 * The cost follows the caller's own data, never the whole table: the user's conversations come from
 * their index, and each one's messages (by the messages' primary key) are matched against their
 * stored tsvectors, parsed once when they were saved (migration 006). `OFFSET 0` keeps that EXISTS a
 * per-conversation check: flattened into a join, the planner may read the matching messages of every
 * user first (the GIN index, or a scan), which costs more the more users there are; a common word
 * ("the") matches nearly all of them. The owner filter is in SQL like every conversation query.
 */
export async function searchConversations(
  db: Db,
  userId: string,
  text: string,
): Promise<ConversationTitle[]> {
  const terms = prefixQuery(text);
  if (terms === undefined) return [];
  const query = sql`to_tsquery('simple'::regconfig, ${terms})`;
  const columns = ['id', 'title', 'updated_at', 'created_at'] as const;
  const byTitle = db
    .selectFrom('conversations')
    .select(columns)
    .where('user_id', '=', userId)
    .where(sql<boolean>`conversations.search @@ ${query}`);
  const byMessage = db
    .selectFrom('conversations')
    .select(columns)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('messages')
          .select(sql`1`.as('one'))
          .whereRef('messages.conversation_id', '=', 'conversations.id')
          .where(sql<boolean>`messages.search @@ ${query}`)
          .offset(0),
      ),
    );
  return db
    .selectFrom(byTitle.union(byMessage).as('found'))
    .select(['id', 'title'])
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(MAX_SEARCH_RESULTS)
    .execute();
}
