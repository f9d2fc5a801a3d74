import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';

describeEachDb('bad input', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = (await signIn(t.app, 'input@example.com')).token;
  });
  afterAll(async () => t.close());

  const post = (path: string, body: string, type = 'application/json') =>
    authed(t.app, token, path, { method: 'POST', body, headers: { 'content-type': type } });
  const conversationCount = async () =>
    Number(
      (
        await t.testDb.db
          .selectFrom('conversations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ok = { id: 'new_message', title: 'T', messages: [{ role: 'user', content: 'hi' }] };

  const cases: [string, string, string, number, RegExp][] = [
    ['invalid JSON', '/api/msgs/insert', '{"id": ', 400, /not valid JSON/],
    ['wrong content type', '/api/msgs/insert', JSON.stringify(ok), 415, /application\/json/],
    ['unknown field', '/api/msgs/insert', JSON.stringify({ ...ok, admin: true }), 400, /admin|Unrecognized/i],
    ['missing field', '/api/msgs/insert', JSON.stringify({ id: 'new_message', messages: [] }), 400, /title/],
    [
      'wrong role',
      '/api/msgs/insert',
      JSON.stringify({ ...ok, messages: [{ role: 'system', content: 'x' }] }),
      400,
      /role|Invalid/i,
    ],
    [
      'unknown field inside a message',
      '/api/msgs/insert',
      JSON.stringify({ ...ok, messages: [{ role: 'user', content: 'x', extra: 1 }] }),
      400,
      /extra|Unrecognized/i,
    ],
    [
      'message over 10 000 characters',
      '/api/msgs/insert',
      JSON.stringify({ ...ok, messages: [{ role: 'user', content: 'x'.repeat(10_001) }] }),
      400,
      /10000 characters/,
    ],
    ['non-object body', '/api/msgs/insert', '[1,2]', 400, /expected object/i],
    ['bad get body', '/api/msgs/get', JSON.stringify({ id: 5 }), 400, /id/],
    [
      'bad exchange body',
      '/api/google/exchange-code',
      JSON.stringify({ code: 'x', more: 1 }),
      400,
      /code|more/,
    ],
  ];

  for (const [name, path, body, status, message] of cases) {
    it(`${name} → ${status} with a clear message, nothing written`, async () => {
      const type = name === 'wrong content type' ? 'text/plain' : 'application/json';
      const response = await post(path, body, type);
      expect(response.status).toBe(status);
      const json = (await response.json()) as { error: { code: string; message: string } };
      expect(json.error.message).toMatch(message);
      expect(await conversationCount()).toBe(0);
    });
  }

  it('a message of exactly 10 000 characters is accepted', async () => {
    const body = JSON.stringify({ ...ok, messages: [{ role: 'user', content: 'x'.repeat(10_000) }] });
    expect((await post('/api/msgs/insert', body)).status).toBe(200);
    await t.testDb.db.deleteFrom('conversations').execute();
  });

  it('an oversized body → 413, nothing written', async () => {
    const huge = JSON.stringify({
      ...ok,
      messages: [{ role: 'assistant', content: 'x'.repeat(3 * 1024 * 1024) }],
    });
    const response = await post('/api/msgs/insert', huge);
    expect(response.status).toBe(413);
    expect(await conversationCount()).toBe(0);
  });

  it('unknown /api routes answer JSON 404; other paths fall through to the web app', async () => {
    const response = await t.app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint' } });
  });

  it('sends security headers', async () => {
    const response = await t.app.request('/health');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('health and readiness', async () => {
    expect(await (await t.app.request('/health')).json()).toEqual({ status: 'ok' });
    expect(await (await t.app.request('/health/ready')).json()).toEqual({ status: 'ready' });
  });

  it('token status starts at the daily budget', async () => {
    expect(await (await authed(t.app, token, '/api/tokens/status')).json()).toEqual({
      daily_tokens_remaining: 20,
    });
  });
});
