import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { createErrorHandler } from './http/error-handler.js';
import { safePath } from './logger.js';
import { describeEachDb } from '../test/support/test-db.js';
import { authed, createTestApp, signIn, type TestApp } from '../test/support/test-app.js';
import { memoryLogger } from '../test/support/memory-logger.js';

describe('logger', () => {
  it('redacts authorization headers, tokens, codes and secrets', () => {
    const { logger, text } = memoryLogger();
    logger.info({
      req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'pardus_login=abc' } },
      token: 'eyJsecret',
      body: { code: 'handoff-code', apiKey: 'sk-live' },
      query: { code: 'Zm9vYmFyX2Jhel9xdXV4X3NlY3JldF9jb2RlXzEyMzQ1' },
      code: '4/0AfJohXk',
    });
    const line = text();
    const secrets = ['eyJsecret', 'pardus_login=abc', 'handoff-code', 'sk-live', 'Zm9vYmFy', '4/0AfJohXk'];
    for (const secret of secrets) expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it('strips query strings and fragments from logged paths', () => {
    expect(safePath('/api/auth/google/callback?code=abc&state=def')).toBe('/api/auth/google/callback');
    expect(safePath('/auth/callback#code=xyz')).toBe('/auth/callback');
  });

  it('blanks capabilities in logged paths: image links and share link ids', () => {
    expect(safePath('/api/images/eyJ1IjoiaHR0cHM6Ly9ob3N0LmV4YW1wbGUvYS5qcGcifQ.c2ln')).toBe(
      '/api/images/:id',
    );
    expect(safePath('/api/shared/AAAAAAAAAAAAAAAAAAAAAA')).toBe('/api/shared/:id');
    expect(safePath('/api/shared/AAAAAAAAAAAAAAAAAAAAAA/images/3?x=1')).toBe('/api/shared/:id/images/3');
    expect(safePath('http://localhost:8000/api/images/abc.def')).toBe('http://localhost:8000/api/images/:id');
    expect(safePath('/api/shares/revoke')).toBe('/api/shares/revoke');
  });

  it('logs an error by class, code and a message cut before any quoted value, through its cause chain', () => {
    const { logger, text } = memoryLogger();
    const inner = Object.assign(new Error('invalid input syntax for type uuid: "SECRET-USER-TEXT-123"'), {
      code: '22P02',
      detail: 'SECRET-USER-TEXT-123',
      params: ['SECRET-USER-TEXT-123'],
    });
    const parse = (() => {
      try {
        JSON.parse('SECRET-USER-TEXT-123');
      } catch (error) {
        return error;
      }
    })();
    const outer = Object.assign(new Error('Migration 001 failed', { cause: inner }), {
      body: 'SECRET-USER-TEXT-123',
    });
    logger.error({ err: outer }, 'failed');
    logger.error({ err: parse }, 'parse failed');
    logger.warn({ err: 'SECRET-USER-TEXT-123' }, 'thrown string');
    logger.warn(
      { error: new Error('GET https://search.example/api?q=SECRET-USER-TEXT-123 failed') },
      'search',
    );
    const logged = text();
    expect(logged).not.toContain('SECRET-USER-TEXT-123');
    const first = JSON.parse(logged.split('\n')[0] ?? '') as { err: Record<string, unknown> };
    expect(first.err).toMatchObject({ type: 'Error', message: 'Migration 001 failed' });
    expect(first.err.cause).toMatchObject({ type: 'Error', code: '22P02' });
    expect(String((first.err.cause as { message: string }).message)).toMatch(
      /^invalid input syntax for type uuid/,
    );
    expect(String(first.err.stack)).toMatch(/^Error: Migration 001 failed\n\s+at /);
    expect(logged).toContain('"type":"SyntaxError","message":"Unexpected token …"');
    expect(logged).toContain('GET https://search.example/api failed');
  });
});

describeEachDb('logger keeps user text out of failed database queries', (kind) => {
  const MARK = 'SECRET-USER-TEXT-123';
  const ANSWER = 'SECRET-ANSWER-TEXT-456';
  const TITLE = 'SECRET-TITLE-789';
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = (await signIn(t.app, 'alice@example.com')).token;
  });
  afterAll(async () => t.close());

  it('a failing query with user text as a parameter is logged without it at trace level', async () => {
    const { logger, text } = memoryLogger();
    const db = t.testDb.db;
    const failures = [
      // The value is in the message: invalid input syntax for type uuid: "…"
      () => sql`select ${MARK}::uuid`.execute(db),
      // The value is in `detail` and `where`.
      () => sql`select ${`{"question": "${MARK}`}::jsonb`.execute(db),
      // The value is in `detail`: Key (sub)=(…) already exists.
      async () => {
        const row = { id: `${MARK}-id`, sub: MARK, email: `${MARK}@example.com` };
        await db.insertInto('users').values(row).execute();
        await db
          .insertInto('users')
          .values({ ...row, id: `${MARK}-2` })
          .execute();
      },
    ];
    const app = new Hono();
    app.onError(createErrorHandler(logger));
    failures.forEach((fail, n) =>
      app.get(`/fail/${n}`, async () => {
        await fail();
        return new Response('not reached');
      }),
    );
    for (let n = 0; n < failures.length; n++) expect((await app.request(`/fail/${n}`)).status).toBe(500);
    await db.deleteFrom('users').where('sub', '=', MARK).execute();

    const logged = text();
    expect(logged.split('\n').filter(Boolean)).toHaveLength(failures.length);
    expect(logged).not.toContain(MARK);
    const codes = logged
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { err: { code?: string; type: string } }).err);
    expect(codes.map((err) => err.code)).toEqual(['22P02', '22P02', '23505']);
    for (const err of codes) expect(err.type).toBeTruthy();
  });

  it('a POST /api/msgs/insert whose write fails logs neither the body nor the answer text', async () => {
    const { logger, text } = memoryLogger();
    const app = createApp({ ...t.deps, logger });
    // A constraint that refuses the answer: the database rejects the write with the row in its detail.
    await sql`alter table messages add constraint refuse_answer check (content not like ${sql.lit(`%${ANSWER}%`)})`.execute(
      t.testDb.db,
    );
    try {
      const response = await authed(app, token, '/api/msgs/insert', {
        method: 'POST',
        json: {
          id: 'new_message',
          title: TITLE,
          messages: [
            { role: 'user', content: `What is ${MARK}?` },
            { role: 'assistant', content: `It is ${ANSWER}.` },
          ],
        },
      });
      expect(response.status).toBe(500);
    } finally {
      await sql`alter table messages drop constraint refuse_answer`.execute(t.testDb.db);
    }
    const logged = text();
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('23514');
    for (const secret of [MARK, ANSWER, TITLE]) expect(logged).not.toContain(secret);
  });
});
