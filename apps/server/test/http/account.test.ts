import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { accountExportSchema, errorBodySchema, insertMessagesResponseSchema } from '@pardus/protocol';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, newBrowser, signIn, type TestApp } from '../support/test-app.js';

describeEachDb('your data: export and account deletion', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  let ip = 20;
  const nextBrowser = () => newBrowser(`10.0.1.${ip++}`);
  const save = async (token: string, title: string, content: string) =>
    insertMessagesResponseSchema.parse(
      await (
        await authed(t.app, token, '/api/msgs/insert', {
          method: 'POST',
          json: { id: 'new_message', title, messages: [{ role: 'user', content }] },
        })
      ).json(),
    ).id;
  const rowsOf = async (userId: string) => {
    const counts: Record<string, number> = {};
    for (const table of [
      'sessions',
      'conversations',
      'token_ledger',
      'token_balances',
      'research_runs',
    ] as const) {
      const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
        where user_id = ${userId}`.execute(t.testDb.db);
      counts[table] = Number(result.rows[0]?.n);
    }
    return counts;
  };

  it('exports everything kept about the caller as an attachment, with no secret and nothing of others', async () => {
    const { token, user } = await signIn(t.app, 'export@example.com', nextBrowser());
    const other = await signIn(t.app, 'other@example.com', nextBrowser());
    const id = await save(token, 'Lava', 'How hot is lava?');
    await save(other.token, 'Not yours', 'secret of other');
    await t.deps.budget.reserve(user.id, 1, 'request-1');
    await t.deps.budget.settle(user.id, 'request-1');

    const response = await authed(t.app, token, '/api/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pardus-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const text = await response.text();
    const data = accountExportSchema.parse(JSON.parse(text));
    expect(data.user).toMatchObject({ id: user.id, email: 'export@example.com' });
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id,
        title: 'Lava',
        messages: [{ role: 'user', content: 'How hot is lava?' }],
      }),
    ]);
    expect(data.token_balance).toMatchObject({ remaining: 19 });
    expect(data.token_ledger.map((row) => row.kind)).toEqual(['grant', 'reserve', 'settle']);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true, revoked_at: null })]);
    expect(text).not.toContain('secret of other');
    expect(text).not.toContain(token);
    const { sub } = await t.testDb.db
      .selectFrom('users')
      .select('sub')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(data.user.sub).toBe(sub);
    const sessionIds = await t.testDb.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    for (const { id: sessionId } of sessionIds) expect(text).not.toContain(sessionId);
  });

  it('deletes the account and all its data after the email is typed; every session stops at once', async () => {
    const first = await signIn(t.app, 'leaving@example.com', nextBrowser());
    const second = await signIn(t.app, 'leaving@example.com', nextBrowser());
    const stays = await signIn(t.app, 'stays@example.com', nextBrowser());
    await save(first.token, 'Mine', 'my question');
    const kept = await save(stays.token, 'Theirs', 'their question');
    await t.deps.budget.reserve(first.user.id, 1, 'request-2');
    expect((await rowsOf(first.user.id)).sessions).toBe(2);

    const response = await authed(t.app, first.token, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: '  Leaving@Example.com ' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await rowsOf(first.user.id)).toEqual({
      sessions: 0,
      conversations: 0,
      token_ledger: 0,
      token_balances: 0,
      research_runs: 0,
    });
    expect(
      await t.testDb.db.selectFrom('users').where('id', '=', first.user.id).select('id').execute(),
    ).toEqual([]);
    for (const token of [first.token, second.token]) {
      expect((await authed(t.app, token, '/api/verify')).status).toBe(401);
      expect((await authed(t.app, token, '/api/msgs/title')).status).toBe(401);
    }
    // Nobody else lost anything.
    expect(await (await authed(t.app, stays.token, '/api/msgs/title')).json()).toEqual([
      { id: kept, title: 'Theirs' },
    ]);
  });

  it('the export lists the caller’s share links; deleting the account ends them', async () => {
    const { token, user } = await signIn(t.app, 'sharer@example.com', nextBrowser());
    const saved = await authed(t.app, token, '/api/msgs/insert', {
      method: 'POST',
      json: {
        id: 'new_message',
        title: 'Lava',
        messages: [
          { role: 'user', content: 'How hot is lava?' },
          { role: 'assistant', content: 'Lava is 700 to 1200 °C [1].' },
        ],
      },
    });
    const { id: conversationId } = insertMessagesResponseSchema.parse(await saved.json());
    const created = await authed(t.app, token, '/api/shares', {
      method: 'POST',
      json: { conversation_id: conversationId, answer: 0 },
    });
    expect(created.status).toBe(201);
    const { id: linkId } = (await created.json()) as { id: string };

    const data = accountExportSchema.parse(await (await authed(t.app, token, '/api/me/export')).json());
    expect(data.shared_links).toEqual([
      expect.objectContaining({
        id: linkId,
        conversation_id: conversationId,
        answer_index: 0,
        revoked_at: null,
      }),
    ]);

    await authed(t.app, token, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: 'sharer@example.com' },
    });
    expect((await t.app.request(`/api/shared/${linkId}`)).status).toBe(404);
    const left = await t.testDb.db
      .selectFrom('shared_reports')
      .where('user_id', '=', user.id)
      .select('id')
      .execute();
    expect(left).toEqual([]);
  });

  it('signing in again the same day does not bring back a full budget', async () => {
    const first = await signIn(t.app, 'again@example.com', nextBrowser());
    for (const id of ['r1', 'r2', 'r3']) await t.deps.budget.reserve(first.user.id, 1, id);
    await authed(t.app, first.token, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: 'again@example.com' },
    });
    // (The account deleted by an earlier test left its row too.)
    const kept = await t.testDb.db.selectFrom('deleted_account_budgets').selectAll().execute();
    expect(kept.map((row) => row.remaining).sort()).toEqual([17, 19]);
    expect(JSON.stringify(kept)).not.toContain('again@example.com');

    const again = await signIn(t.app, 'again@example.com', nextBrowser());
    expect(again.user.id).not.toBe(first.user.id);
    const status = await (await authed(t.app, again.token, '/api/tokens/status')).json();
    expect(status).toEqual({ daily_tokens_remaining: 17 });
    const exported = accountExportSchema.parse(
      await (await authed(t.app, again.token, '/api/me/export')).json(),
    );
    expect(exported.token_ledger).toEqual([
      expect.objectContaining({ kind: 'grant', delta: 17, balance_after: 17 }),
    ]);
    // Used up: the row is gone, and the next spend goes on from there.
    const left = await t.testDb.db.selectFrom('deleted_account_budgets').select('remaining').execute();
    expect(left).toEqual([{ remaining: 19 }]);
    expect((await t.deps.budget.reserve(again.user.id, 1, 'r4')).remaining).toBe(16);
  });

  it('refuses a wrong or missing confirmation with a clear 400 and deletes nothing', async () => {
    const { token, user } = await signIn(t.app, 'careful@example.com', nextBrowser());
    await save(token, 'Mine', 'question');
    const before = await rowsOf(user.id);
    for (const body of [
      { confirm_email: 'someone@example.com' },
      { confirm_email: '' },
      {},
      { confirm_email: 'careful@example.com', x: 1 },
    ]) {
      const response = await authed(t.app, token, '/api/me/delete', { method: 'POST', json: body });
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('bad_request');
    }
    const wrong = await authed(t.app, token, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: 'someone@example.com' },
    });
    expect(errorBodySchema.parse(await wrong.json()).error.message).toMatch(/type its email address/);
    expect(await rowsOf(user.id)).toEqual(before);
    expect((await authed(t.app, token, '/api/verify')).status).toBe(200);
  });

  it("one user's token can only ever reach their own account", async () => {
    const mallory = await signIn(t.app, 'mallory@example.com', nextBrowser());
    const victim = await signIn(t.app, 'victim@example.com', nextBrowser());
    await save(victim.token, 'Victim', 'private');
    // Typing the victim's email with one's own token is just a wrong confirmation.
    const response = await authed(t.app, mallory.token, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: 'victim@example.com' },
    });
    expect(response.status).toBe(400);
    expect((await rowsOf(victim.user.id)).conversations).toBe(1);
    const exported = accountExportSchema.parse(
      await (await authed(t.app, mallory.token, '/api/me/export')).json(),
    );
    expect(exported.conversations).toEqual([]);
    expect(exported.user.email).toBe('mallory@example.com');
  });

  it('requires a session', async () => {
    expect((await t.app.request('/api/me/export')).status).toBe(401);
    const response = await t.app.request('/api/me/delete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirm_email: 'x@example.com' }),
    });
    expect(response.status).toBe(401);
  });
});
