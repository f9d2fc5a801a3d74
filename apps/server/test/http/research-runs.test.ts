import { afterEach, expect, it } from 'vitest';
import {
  RESEARCH_STOPPED_NOTE,
  RESEARCH_STREAM_END,
  getMessagesResponseSchema,
  imageMessageContentSchema,
  insertMessagesResponseSchema,
  researchCancelResponseSchema,
  researchRunListSchema,
  searchMessageContentSchema,
} from '@pardus/protocol';
import type { SearchProvider as Provider } from '../../src/search/search-provider.js';
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

const ASK = { query: 'How do volcanoes form and erupt, and how dangerous are they?', messages: [] };
const runIdOf = (line: string) => (JSON.parse(line) as { id: string }).id;
const seqOf = (line: string) => (JSON.parse(line) as { seq?: number }).seq;
const typeOf = (line: string) => (JSON.parse(line) as { type: string }).type;

describeEachDb('durable research runs over HTTP', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  async function setup(search: Provider, options: { slowMs?: number; maxRunsPerUser?: number } = {}) {
    const made = await researchApp({
      kind,
      search,
      ...(options.slowMs ? { model: slowWriter(options.slowMs) } : {}),
      ...(options.maxRunsPerUser ? { maxRunsPerUser: options.maxRunsPerUser } : {}),
    });
    t = made.t;
    return made;
  }

  it('keeps running when the client leaves; a view replays after a seq; the report lands in the conversation, charged once', async () => {
    const { app, token, remaining } = await setup(wordSearch(VOLCANO_DOCS), { slowMs: 5 });
    const saved = insertMessagesResponseSchema.parse(
      await (
        await authed(app, token, '/api/msgs/insert', {
          method: 'POST',
          json: { id: 'new_message', title: 'Volcanoes', messages: [{ role: 'user', content: ASK.query }] },
        })
      ).json(),
    );
    const controller = new AbortController();
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { ...ASK, conversation_id: saved.id },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const first = await readUntil(reader, (line) => typeOf(line) === 'queries');
    const id = runIdOf(first[0] ?? '');
    const lastSeq = seqOf(first.at(-1) ?? '') ?? 0;
    await reader.cancel();
    controller.abort();

    const listed = researchRunListSchema.parse(
      await (await authed(app, token, `/api/research?conversation_id=${saved.id}`)).json(),
    );
    expect(listed.runs.map((r) => r.id)).toEqual([id]);

    // Re-attach after the last line seen: nothing already seen comes again, and the run ends.
    const view = await authed(app, token, `/api/research/${id}/events?after=${lastSeq}`);
    expect(view.status).toBe(200);
    const rest = (await view.text()).split('\n').filter((l) => l.trim() !== '');
    expect(rest.at(-1)).toBe(RESEARCH_STREAM_END);
    const seqs = rest.slice(0, -1).map((l) => seqOf(l) ?? -1);
    expect(seqs[0]).toBe(lastSeq + 1);
    expect(seqs).toEqual(seqs.map((_, i) => lastSeq + 1 + i));
    const { events } = await readResearch(await authed(app, token, `/api/research/${id}/events?after=0`));
    const report = reportOf(events);
    expect(report).toMatch(/^# /);

    const messages = getMessagesResponseSchema.parse(
      await (await authed(app, token, '/api/msgs/get', { method: 'POST', json: { id: saved.id } })).json(),
    ).messages;
    expect(messages.map((m) => m.role).slice(0, 2)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toBe(report);
    expect(messages.filter((m) => m.role === 'assistant')).toHaveLength(1);
    expect(messages.filter((m) => m.role === 'search').length).toBeGreaterThan(0);
    // Each cited source is saved with the passage the report's citations draw on, not its snippet.
    const cited = events.find((e) => e.type === 'cited');
    expect(cited?.type === 'cited' && cited.sources.length).toBeGreaterThan(0);
    const summaries = messages
      .filter((m) => m.role === 'search')
      .map((m) => searchMessageContentSchema.parse(JSON.parse(m.content)).summary);
    for (const { n, summary } of cited?.type === 'cited' ? cited.sources : [])
      expect(summaries[n - 1]).toBe(summary);
    // The report's images are saved with it (after its sources), handed out as proxy links.
    const images = messages.filter((m) => m.role === 'image');
    expect(images.map((m) => imageMessageContentSchema.parse(JSON.parse(m.content)).title)).toEqual([
      'Volcano cross-section',
    ]);
    expect(images[0]?.content).toContain('"imageUrl":"/api/images/');
    expect(images[0]?.content).not.toContain('geo.example/volcano.png');
    expect(messages.findIndex((m) => m.role === 'image')).toBeGreaterThan(
      messages.findLastIndex((m) => m.role === 'search'),
    );
    const viewed = await readResearch(await authed(app, token, `/api/research/${id}/events?after=0`));
    const shown = viewed.events.find((e) => e.type === 'images');
    expect(shown?.type === 'images' && shown.images[0]?.imageUrl).toMatch(/^\/api\/images\//);

    // A tab that never saw the report saves the conversation with a follow-up: the report is kept
    // after its question; a tab that has its own copy saves it again: nothing is doubled.
    const getMessages = async () =>
      getMessagesResponseSchema.parse(
        await (await authed(app, token, '/api/msgs/get', { method: 'POST', json: { id: saved.id } })).json(),
      ).messages;
    const followUp = [
      { role: 'user' as const, content: 'And where are they?' },
      { role: 'assistant' as const, content: 'Mostly along plate boundaries.' },
    ];
    await authed(app, token, '/api/msgs/insert', {
      method: 'POST',
      json: {
        id: saved.id,
        title: 'Volcanoes',
        messages: [{ role: 'user', content: ASK.query }, ...followUp],
      },
    });
    const kept = await getMessages();
    expect(kept.map((m) => m.role).slice(0, 2)).toEqual(['user', 'assistant']);
    expect(kept[1]?.content).toBe(report);
    expect(kept.slice(-2)).toEqual(followUp);
    await authed(app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: saved.id, title: 'Volcanoes', messages: kept },
    });
    expect(await getMessages()).toEqual(kept);
    expect(await until(remaining, (n) => n === 15)).toBe(15);
    const ledger = await t!.testDb.db
      .selectFrom('token_ledger')
      .select('kind')
      .where('request_id', '=', id)
      .execute();
    expect(ledger.map((r) => r.kind).sort()).toEqual(['reserve', 'settle']);
  }, 60_000);

  it('stops within a second on cancel, keeping the partial report with a note, and charges it', async () => {
    const { app, token, remaining } = await setup(wordSearch(VOLCANO_DOCS), { slowMs: 40 });
    const response = await authed(app, token, '/api/spysearch', { method: 'POST', json: ASK });
    const reader = response.body!.getReader();
    const first = await readUntil(reader, (line) => typeOf(line) === 'report_chunk');
    const id = runIdOf(first[0] ?? '');
    const asked = Date.now();
    const cancel = await authed(app, token, `/api/research/${id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    expect(researchCancelResponseSchema.parse(await cancel.json()).id).toBe(id);
    const rest = await readUntil(reader, (line) => line === RESEARCH_STREAM_END);
    expect(Date.now() - asked).toBeLessThan(1_000);
    const final = rest
      .map((l) => (l === RESEARCH_STREAM_END ? null : (JSON.parse(l) as { type: string; content?: string })))
      .find((e) => e?.type === 'final_report');
    expect(final?.content?.endsWith(RESEARCH_STOPPED_NOTE)).toBe(true);
    const run = await t!.testDb.db
      .selectFrom('research_runs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(run.status).toBe('cancelled');
    expect(await until(remaining, (n) => n === 15)).toBe(15);
  }, 60_000);

  it('cancels a run no worker has claimed yet at once, and refunds it', async () => {
    const made = await researchApp({ kind, search: wordSearch(VOLCANO_DOCS), startWorker: false });
    t = made.t;
    const { app, token, remaining } = made;
    const response = await authed(app, token, '/api/spysearch', { method: 'POST', json: ASK });
    const reader = response.body!.getReader();
    const first = await readUntil(reader, () => true);
    const id = runIdOf(first[0] ?? '');
    expect(await remaining()).toBe(15);
    const asked = Date.now();
    const cancel = await authed(app, token, `/api/research/${id}/cancel`, { method: 'POST' });
    expect(researchCancelResponseSchema.parse(await cancel.json())).toEqual({ id, status: 'cancelled' });
    await readUntil(reader, (line) => line === RESEARCH_STREAM_END);
    expect(Date.now() - asked).toBeLessThan(1_000);
    expect(await remaining()).toBe(20);
  }, 60_000);

  it('refunds a run stopped before any report text', async () => {
    const hanging: Provider = {
      name: 'hanging',
      search: (_q, { signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
      searchImages: async () => [],
    };
    const { app, token, remaining } = await setup(hanging);
    const response = await authed(app, token, '/api/spysearch', { method: 'POST', json: ASK });
    const reader = response.body!.getReader();
    const first = await readUntil(reader, (line) => typeOf(line) === 'status');
    const id = runIdOf(first[0] ?? '');
    expect(await remaining()).toBe(15);
    await authed(app, token, `/api/research/${id}/cancel`, { method: 'POST' });
    const rest = await readUntil(reader, (line) => line === RESEARCH_STREAM_END);
    expect(rest.some((l) => l !== RESEARCH_STREAM_END && typeOf(l) === 'error')).toBe(true);
    expect(await until(remaining, (n) => n === 20)).toBe(20);
  }, 60_000);

  it("answers 404 for another user's run, and 429 with Retry-After past the per-user limit", async () => {
    const hanging: Provider = {
      name: 'hanging',
      search: (_q, { signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
      searchImages: async () => [],
    };
    const { app, token, remaining } = await setup(hanging, { maxRunsPerUser: 1 });
    const controller = new AbortController();
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: ASK,
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const id = runIdOf((await readUntil(reader, () => true))[0] ?? '');
    const second = await authed(app, token, '/api/spysearch', { method: 'POST', json: ASK });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBeTruthy();
    expect(await remaining()).toBe(15);

    const other = await signIn(app, 'other@example.com');
    for (const [path, method] of [
      [`/api/research/${id}/events`, 'GET'],
      [`/api/research/${id}/cancel`, 'POST'],
    ] as const) {
      expect((await authed(app, other.token, path, { method })).status).toBe(404);
    }
    expect((await app.request(`/api/research/${id}/events`)).status).toBe(401);
    expect((await app.request(`/api/research/${id}/cancel`, { method: 'POST' })).status).toBe(401);
    expect((await authed(app, token, `/api/research/${id}/events?after=-1`)).status).toBe(400);
    const theirs = researchRunListSchema.parse(
      await (await authed(app, other.token, '/api/research')).json(),
    );
    expect(theirs.runs).toEqual([]);
    await authed(app, token, `/api/research/${id}/cancel`, { method: 'POST' });
    await reader.cancel();
    controller.abort();
  }, 60_000);
});
