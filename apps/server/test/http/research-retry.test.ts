import { afterEach, expect, it } from 'vitest';
import {
  RESEARCH_STREAM_END,
  getMessagesResponseSchema,
  insertMessagesResponseSchema,
  researchRunListSchema,
  type SavedMessage,
} from '@pardus/protocol';
import type { SearchProvider } from '../../src/search/search-provider.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, signIn, type TestApp } from '../support/test-app.js';
import {
  VOLCANO_DOCS,
  readResearch,
  readUntil,
  reportOf,
  researchApp,
  slowWriter,
  wordSearch,
  until,
} from '../support/research.js';

const QUESTION = 'How do volcanoes form and erupt, and how dangerous are they?';
const EARLIER: SavedMessage[] = [
  { role: 'user', content: 'What is magma?' },
  { role: 'assistant', content: 'Molten rock below the surface.' },
];
const OLD_ANSWER: SavedMessage[] = [
  { role: 'assistant', content: 'An old answer about volcanoes.' },
  { role: 'search', content: JSON.stringify({ url: 'https://old.example/stale', summary: 'Stale source' }) },
  { role: 'related', content: JSON.stringify({ questions: ['A stale follow-up?'] }) },
];
/** Earlier turns, the question, and its answer (number 1) with a source and related questions. */
const CONVERSATION: SavedMessage[] = [...EARLIER, { role: 'user', content: QUESTION }, ...OLD_ANSWER];
const RETRY = { query: QUESTION, messages: EARLIER, replaces_answer: 1 };

const typeOf = (line: string) => (JSON.parse(line) as { type: string }).type;
const hanging: SearchProvider = {
  name: 'hanging',
  search: (_q, { signal }) =>
    new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
  searchImages: async () => [],
};

describeEachDb('Retry of a Deep answer over HTTP', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup(search: SearchProvider, slowMs?: number) {
    const made = await researchApp({ kind, search, ...(slowMs ? { model: slowWriter(slowMs) } : {}) });
    t = made.t;
    const { app, token } = made;
    const save = async (messages: SavedMessage[], id = 'new_message', as = token) =>
      insertMessagesResponseSchema.parse(
        await (
          await authed(app, as, '/api/msgs/insert', {
            method: 'POST',
            json: { id, title: 'Volcanoes', messages },
          })
        ).json(),
      ).id;
    const messagesOf = async (id: string) =>
      getMessagesResponseSchema.parse(
        await (await authed(app, token, '/api/msgs/get', { method: 'POST', json: { id } })).json(),
      ).messages;
    const runCount = async () =>
      Number(
        (
          await t!.testDb.db
            .selectFrom('research_runs')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { ...made, save, messagesOf, runCount };
  }

  it('puts the new report (with its own sources, images and related questions) in the place of the last answer and all of its parts; charged 5 once', async () => {
    const { app, token, remaining, save, messagesOf } = await setup(wordSearch(VOLCANO_DOCS));
    const id = await save(CONVERSATION);
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { ...RETRY, conversation_id: id },
    });
    expect(response.status).toBe(200);
    const { events, lines } = await readResearch(response);
    expect(lines.at(-1)).toBe(RESEARCH_STREAM_END);
    const report = reportOf(events);
    expect(report).toMatch(/^# /);

    const messages = await messagesOf(id);
    expect(messages.slice(0, 4)).toEqual([
      ...EARLIER,
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: report, mode: 'deep' },
    ]);
    expect(messages.filter((m) => m.role === 'assistant')).toHaveLength(2);
    expect(messages.filter((m) => m.role === 'user')).toHaveLength(2);
    // Only the new report's sources, images and related questions follow it: nothing of the old answer is left.
    expect(messages.slice(4).every((m) => ['search', 'image', 'related'].includes(m.role))).toBe(true);
    expect(messages.filter((m) => m.role === 'search').length).toBeGreaterThan(0);
    expect(messages.filter((m) => m.role === 'image')).toHaveLength(1);
    expect(JSON.stringify(messages)).not.toContain('old.example');
    expect(JSON.stringify(messages)).not.toContain('A stale follow-up?');
    expect(JSON.stringify(messages)).not.toContain(OLD_ANSWER[0]?.content);

    expect(await until(remaining, (n) => n === 15)).toBe(15);
    const runId = events[0]?.type === 'run' ? events[0].id : '';
    const ledger = await t!.testDb.db
      .selectFrom('token_ledger')
      .select('kind')
      .where('request_id', '=', runId)
      .execute();
    expect(ledger.map((r) => r.kind).sort()).toEqual(['reserve', 'settle']);
  }, 60_000);

  it('refuses, before charging or queuing anything, a retry of anything but the last answer to that question', async () => {
    const { app, token, remaining, save, messagesOf, runCount } = await setup(wordSearch(VOLCANO_DOCS));
    const id = await save(CONVERSATION);
    const unanswered = await save([...CONVERSATION, { role: 'user', content: 'And on Mars?' }]);
    const refusals: [unknown, RegExp][] = [
      [{ ...RETRY, conversation_id: id, replaces_answer: 0 }, /last answer/],
      [{ ...RETRY, conversation_id: id, replaces_answer: 2 }, /last answer/],
      [{ ...RETRY, conversation_id: id, query: 'Something else entirely' }, /question of the answer/],
      [{ ...RETRY, conversation_id: unanswered, replaces_answer: 1 }, /last answer/],
      [{ ...RETRY, conversation_id: unanswered, replaces_answer: 2 }, /last answer/],
      [RETRY, /replaces_answer needs the conversation_id/],
      [{ ...RETRY, conversation_id: id, replaces_answer: -1 }, /replaces_answer/],
      [{ ...RETRY, conversation_id: id, replaces_answer: 1.5 }, /replaces_answer/],
      [{ ...RETRY, conversation_id: id, replaces_answer: '1' }, /replaces_answer/],
    ];
    for (const [json, message] of refusals) {
      const response = await authed(app, token, '/api/spysearch', { method: 'POST', json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message).toMatch(message);
    }
    // Someone else's conversation looks like a missing one.
    const other = await signIn(app, 'other@example.com');
    const theirs = await save(CONVERSATION, 'new_message', other.token);
    for (const conversation of [theirs, 'no-such-conversation']) {
      const response = await authed(app, token, '/api/spysearch', {
        method: 'POST',
        json: { ...RETRY, conversation_id: conversation },
      });
      expect(response.status).toBe(404);
    }

    expect(await remaining()).toBe(20);
    expect(await runCount()).toBe(0);
    expect(await messagesOf(id)).toEqual(CONVERSATION);
  }, 60_000);

  it('refunds a retry stopped before any report text, and leaves the old answer in place', async () => {
    const { app, token, remaining, save, messagesOf } = await setup(hanging);
    const id = await save(CONVERSATION);
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { ...RETRY, conversation_id: id },
    });
    const reader = response.body!.getReader();
    const first = await readUntil(reader, (line) => typeOf(line) === 'status');
    const runId = (JSON.parse(first[0] ?? '{}') as { id: string }).id;
    expect(await remaining()).toBe(15);
    // A conversation opened now learns that its last answer is being asked again.
    const listed = researchRunListSchema.parse(
      await (await authed(app, token, `/api/research?conversation_id=${id}`)).json(),
    );
    expect(listed.runs.map(({ status: _status, ...run }) => run)).toEqual([
      { id: runId, question: QUESTION, conversation_id: id, replaces_answer: 1 },
    ]);
    await authed(app, token, `/api/research/${runId}/cancel`, { method: 'POST' });
    const rest = await readUntil(reader, (line) => line === RESEARCH_STREAM_END);
    expect(rest.some((l) => l !== RESEARCH_STREAM_END && typeOf(l) === 'error')).toBe(true);
    expect(await until(remaining, (n) => n === 20)).toBe(20);
    expect(await messagesOf(id)).toEqual(CONVERSATION);
  }, 60_000);

  it('appends the report instead when the conversation moved on while the retry ran', async () => {
    const { app, token, save, messagesOf } = await setup(wordSearch(VOLCANO_DOCS), 5);
    const id = await save(CONVERSATION);
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { ...RETRY, conversation_id: id },
    });
    const reader = response.body!.getReader();
    await readUntil(reader, (line) => typeOf(line) === 'queries');
    // Another tab asks a follow-up meanwhile: the retried answer is no longer the last one.
    const followUp: SavedMessage[] = [
      { role: 'user', content: 'And on Mars?' },
      { role: 'assistant', content: 'Olympus Mons is the largest.' },
    ];
    await save([...CONVERSATION, ...followUp], id);
    const lines = [...(await readUntil(reader, (line) => line === RESEARCH_STREAM_END))];
    const report = lines
      .filter((l) => l !== RESEARCH_STREAM_END)
      .map((l) => JSON.parse(l) as { type: string; content?: string })
      .find((e) => e.type === 'final_report')?.content;
    expect(report).toMatch(/^# /);
    const messages = await messagesOf(id);
    expect(messages.slice(0, CONVERSATION.length + followUp.length)).toEqual([...CONVERSATION, ...followUp]);
    expect(messages[CONVERSATION.length + followUp.length]).toEqual({
      role: 'assistant',
      content: report,
      mode: 'deep',
    });
  }, 60_000);
});
