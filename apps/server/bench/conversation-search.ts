/**
 * Finding a past conversation: `GET /api/msgs/search?q=` through the real app (session check,
 * query parsing, the GIN-indexed full-text query of migration 006) for a user with 1 000 saved
 * conversations, among 10 000 conversations of other users. Reported as p95 latency against a
 * bound: the sidebar searches as the user types, so it must answer well within a typing pause.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/create-db.js';
import { authed, createTestApp, signIn } from '../test/support/test-app.js';
import type { DbKind } from '../test/support/test-db.js';
import type { Report } from './report.js';

const CONVERSATIONS = 1_000;
const OTHERS = 10_000;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);
const WORDS = (
  'volcano magma eruption glacier tide ocean photosynthesis chlorophyll compiler parser saxophone jazz ' +
  'planet orbit gravity protein enzyme river delta desert climate rainfall mountain granite basalt ' +
  'bridge tunnel railway engine battery solar wind turbine harbour island forest canopy'
).split(' ');
/** Prefixes, whole words, two words, a rare word and no match at all. */
const QUERIES = [
  'volc',
  'photosynthesis',
  'glacier tide',
  'zeolite',
  'saxo jazz',
  'qqqq',
  'the',
  'basalt erup',
];

const word = (i: number) => WORDS[(i * 7919) % WORDS.length] ?? 'word';
const sentence = (seed: number, length: number) =>
  Array.from({ length }, (_, k) => word(seed + k * 31)).join(' ');

/** One user's conversations: a title, a question and a ~1 500-character answer each. */
async function seed(db: Db, userId: string, count: number, offset: number) {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, j) => {
      const i = offset + start + j;
      return {
        id: randomUUID(),
        user_id: userId,
        title: sentence(i, 4),
        updated_at: new Date(Date.UTC(2026, 0, 1) + i * 1000),
      };
    });
    await db.insertInto('conversations').values(rows).execute();
    await db
      .insertInto('messages')
      .values(
        rows.flatMap((row, j) => [
          {
            conversation_id: row.id,
            position: 0,
            role: 'user' as const,
            content: `${sentence(start + j, 8)}?`,
          },
          {
            conversation_id: row.id,
            position: 1,
            role: 'assistant' as const,
            content: `${sentence(start + j * 3, 200)}${(start + j) % 97 === 0 ? ' zeolite' : ''}.`,
          },
        ]),
      )
      .execute();
  }
}

export async function benchConversationSearch(report: Report, kind: DbKind): Promise<void> {
  const t = await createTestApp({ kind });
  try {
    const { token, user } = await signIn(t.app, `search-${kind}@example.com`);
    await seed(t.testDb.db, user.id, CONVERSATIONS, 0);
    for (let u = 0; u < OTHERS / 1_000; u++) {
      const other = randomUUID();
      await t.testDb.db
        .insertInto('users')
        .values({ id: other, sub: `other-${u}`, email: `other-${u}@example.com`, name: null, picture: null })
        .execute();
      await seed(t.testDb.db, other, 1_000, (u + 1) * 1_000);
    }
    await sql`analyze`.execute(t.testDb.db);
    const times: number[] = [];
    const search = async (q: string) => {
      const started = performance.now();
      const response = await authed(t.app, token, `/api/msgs/search?q=${encodeURIComponent(q)}`);
      if (response.status !== 200) throw new Error(`search answered ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    for (const q of QUERIES) await search(q); // warm-up
    for (let round = 0; round < ROUNDS; round++) for (const q of QUERIES) times.push(await search(q));
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
    report.add({
      name: `conversation search p95, a user with 1 000 of 11 000 conversations [${kind}]`,
      value: at(0.95),
      target: 50,
      direction: 'max',
      unit: 'ms',
      detail: `p50 ${at(0.5).toFixed(1)} ms, max ${(times.at(-1) ?? NaN).toFixed(1)} ms, ${times.length} searches of ${QUERIES.length} kinds via app.request`,
    });
  } finally {
    await t.close();
  }
}
