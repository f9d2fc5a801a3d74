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
 * Both sides are answered by GIN indexes; the owner filter is in SQL like every conversation query.
 */
export async function searchConversations(
  db: Db,
  userId: string,
  text: string,
): Promise<ConversationTitle[]> {
  const terms = prefixQuery(text);
  if (terms === undefined) return [];
  const query = sql`to_tsquery('simple'::regconfig, ${terms})`;
  return db
    .selectFrom('conversations')
    .select(['id', 'title'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        sql<boolean>`conversations.search @@ ${query}`,
        eb(
          'id',
          'in',
          eb
            .selectFrom('messages')
            .select('conversation_id')
            .where(sql<boolean>`messages.search @@ ${query}`),
        ),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(MAX_SEARCH_RESULTS)
    .execute();
}
