import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/create-db.js';
import { createTestDb, describeEachDb, type TestDb } from '../../test/support/test-db.js';
import { MAX_SEARCH_RESULTS, prefixQuery, searchConversations } from './conversation-search.js';

describe('prefixQuery', () => {
  it('makes every word a prefix term, lower-cased, once', () => {
    expect(prefixQuery('Volc ERUPT volc')).toBe("'volc':* & 'erupt':*");
  });
  it('keeps joined words whole and drops everything of tsquery syntax', () => {
    expect(prefixQuery('e-mail example.com 3.14 a@b.io')).toBe(
      "'e-mail':* & 'example.com':* & '3.14':* & 'a@b.io':*",
    );
    expect(prefixQuery("lava' & !x | (y) :* <-> \\z")).toBe("'lava':* & 'x':* & 'y':* & 'z':*");
  });
  it('has no query for text without a word, and keeps non-Latin words', () => {
    expect(prefixQuery(' !? -- ')).toBeUndefined();
    expect(prefixQuery('Вулкан 火山')).toBe("'вулкан':* & '火山':*");
  });
});

/** Seeds `count` conversations of one user in a few statements (a title and two messages each). */
async function seed(db: Db, userId: string, count: number) {
  const topics = ['volcano', 'glacier', 'photosynthesis', 'compiler', 'saxophone'];
  const conversations = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    user_id: userId,
    title: `Question ${i} about ${topics[i % topics.length]}`,
    updated_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
  }));
  for (let i = 0; i < count; i += 250)
    await db
      .insertInto('conversations')
      .values(conversations.slice(i, i + 250))
      .execute();
  const messages = conversations.flatMap((c, i) => [
    { conversation_id: c.id, position: 0, role: 'user' as const, content: `Tell me about item ${i}` },
    {
      conversation_id: c.id,
      position: 1,
      role: 'assistant' as const,
      content: i % 100 === 7 ? 'Rare word: zeolite minerals.' : `Plain answer number ${i}.`,
    },
  ]);
  for (let i = 0; i < messages.length; i += 500)
    await db
      .insertInto('messages')
      .values(messages.slice(i, i + 500))
      .execute();
  return conversations;
}

describeEachDb('searchConversations over 1 000 conversations', (kind) => {
  let t: TestDb;
  let alice: string;
  let titles: string[];
  beforeAll(async () => {
    t = await createTestDb(kind);
    alice = randomUUID();
    const bob = randomUUID();
    await t.db
      .insertInto('users')
      .values([
        { id: alice, sub: 'sub-alice', email: 'alice@example.com', name: null, picture: null },
        { id: bob, sub: 'sub-bob', email: 'bob@example.com', name: null, picture: null },
      ])
      .execute();
    titles = (await seed(t.db, alice, 1_000)).map((c) => c.title);
    await seed(t.db, bob, 50);
    await sql`analyze`.execute(t.db);
  }, 120_000);
  afterAll(async () => t.dispose());

  const newestFirst = (list: string[]) => [...list].reverse();

  it('finds titles by word prefix, newest first, capped', async () => {
    const found = await searchConversations(t.db, alice, 'photo');
    const expected = newestFirst(titles.filter((title) => title.endsWith('photosynthesis')));
    expect(found.map((c) => c.title)).toEqual(expected.slice(0, MAX_SEARCH_RESULTS));
    expect(expected.length).toBe(200);
  });

  it('finds message text (user and assistant) and requires every word', async () => {
    const rare = await searchConversations(t.db, alice, 'zeol');
    expect(rare.map((c) => c.title)).toEqual(newestFirst(titles.filter((_, i) => i % 100 === 7)));
    expect((await searchConversations(t.db, alice, 'item 123')).map((c) => c.title)).toContain(
      'Question 123 about compiler',
    );
    const both = await searchConversations(t.db, alice, 'zeolite volcano');
    expect(both.map((c) => c.title)).toEqual(
      newestFirst(titles.filter((_, i) => i % 100 === 7 && i % 5 === 0)),
    );
  });

  it('never returns another user’s conversations', async () => {
    const ids = new Set(
      (await t.db.selectFrom('conversations').select('id').where('user_id', '=', alice).execute()).map(
        (r) => r.id,
      ),
    );
    const found = await searchConversations(t.db, alice, 'question');
    expect(found).toHaveLength(MAX_SEARCH_RESULTS);
    expect(found.every((c) => ids.has(c.id))).toBe(true);
  });

  // At this size a sequential scan may still be the cheaper plan; what matters is that the index can
  // answer the query (a tsquery of another configuration, or an expression the index lacks, could not).
  it('can answer both sides from their GIN indexes', async () => {
    const plans = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const explain = async (table: 'messages' | 'conversations') =>
        (
          await sql<{ 'QUERY PLAN': string }>`explain select 1 from ${sql.table(table)}
            where search @@ to_tsquery('simple'::regconfig, ${"'zeol':*"})`.execute(trx)
        ).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return [await explain('messages'), await explain('conversations')];
    });
    expect(plans[0]).toMatch(/messages_search/);
    expect(plans[1]).toMatch(/conversations_search/);
  });
});
