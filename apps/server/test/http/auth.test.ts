import { SignJWT, decodeJwt } from 'jose';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../support/test-db.js';
import { fakeClock } from '../support/fixtures.js';
import {
  TEST_SESSION_SECRET,
  authed,
  browserRequest,
  createTestApp,
  exchange,
  finishCallback,
  loginAtProvider,
  newBrowser,
  signIn,
  type TestApp,
} from '../support/test-app.js';

describeEachDb('sign-in', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ kind });
  });
  afterEach(async () => t.close());

  const countRows = async (table: 'users' | 'sessions' | 'handoff_codes') =>
    Number(
      (
        await t.testDb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('signs in through the development identity provider: login → callback → exchange → verify', async () => {
    const browser = newBrowser();
    const callback = await loginAtProvider(t.app, browser, 'Ada@Example.com');
    expect(callback).toMatch(/^\/api\/auth\/google\/callback\?/);
    const { response, location, code } = await finishCallback(t.app, browser, callback);
    expect(response.status).toBe(302);
    expect(location).toMatch(/^\/auth\/callback\?login=success#code=/);
    expect(location.split('#')[0]).not.toContain(code);

    const exchanged = await exchange(t.app, browser, code!);
    expect(exchanged.status).toBe(200);
    const { token, user } = (await exchanged.json()) as { token: string; user: { email: string } };
    expect(user.email).toBe('ada@example.com');

    const verify = await authed(t.app, token, '/api/verify');
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ user: { email: 'ada@example.com' } });
  });

  it('keys users by sub: signing in twice with the same email is one user', async () => {
    const first = await signIn(t.app, 'same@example.com');
    const second = await signIn(t.app, 'same@example.com', newBrowser('10.0.0.2'));
    expect(second.user.id).toBe(first.user.id);
    expect(await countRows('users')).toBe(1);
  });

  it('rejects a callback whose state does not match, creating nothing', async () => {
    const browser = newBrowser();
    const callback = await loginAtProvider(t.app, browser, 'eve@example.com');
    const tampered = callback.replace(/state=[^&]+/, 'state=forged');
    const { location, code } = await finishCallback(t.app, browser, tampered);
    expect(location).toBe('/auth/callback?login=error&message=state_mismatch');
    expect(code).toBeUndefined();
    expect(await countRows('users')).toBe(0);
  });

  it('rejects a callback arriving in another browser (login CSRF)', async () => {
    const victim = newBrowser('10.0.0.9');
    const attacker = newBrowser();
    const callback = await loginAtProvider(t.app, attacker, 'attacker@example.com');
    const { location } = await finishCallback(t.app, victim, callback);
    expect(location).toBe('/auth/callback?login=error&message=state_mismatch');
    expect(await countRows('users')).toBe(0);
  });

  it('reports a provider error as login=error', async () => {
    const browser = newBrowser();
    await browserRequest(t.app, browser, '/api/google/login');
    const { location } = await finishCallback(
      t.app,
      browser,
      '/api/auth/google/callback?error=access_denied',
    );
    expect(location).toMatch(/^\/auth\/callback\?login=error&message=/);
  });

  it('a handoff code works once, only in the browser that started the login', async () => {
    const browser = newBrowser();
    const { code } = await finishCallback(
      t.app,
      browser,
      await loginAtProvider(t.app, browser, 'a@example.com'),
    );

    const stranger = newBrowser('10.0.0.3');
    await browserRequest(t.app, stranger, '/api/google/login'); // has its own binding cookie
    expect((await exchange(t.app, stranger, code!)).status).toBe(401);
    expect(await countRows('sessions')).toBe(0);

    expect((await exchange(t.app, browser, code!)).status).toBe(200);
    const replay = await exchange(t.app, browser, code!);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(await countRows('sessions')).toBe(1);
  });

  it('an expired handoff code (older than 60 s) is rejected', async () => {
    await t.close();
    const clock = fakeClock('2026-05-01T10:00:00Z');
    t = await createTestApp({ kind, now: clock.now });
    const browser = newBrowser();
    const { code } = await finishCallback(
      t.app,
      browser,
      await loginAtProvider(t.app, browser, 'b@example.com'),
    );
    clock.advance(61_000);
    expect((await exchange(t.app, browser, code!)).status).toBe(401);
    expect(await countRows('sessions')).toBe(0);
  });

  it('rejects tampered, alg:none, foreign-key and expired tokens', async () => {
    const { token, user } = await signIn(t.app, 'c@example.com');
    const [header, payload, signature] = token.split('.');
    const claims = decodeJwt(token);
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const wrongKey = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('pardus')
      .setAudience('pardus-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('pardus')
      .setAudience('pardus-web')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(TEST_SESSION_SECRET));
    for (const bad of [
      `${header}.${forgedPayload}.${signature}`,
      `${none}.${payload}.`,
      `${header}.${payload}.${signature!.slice(0, -2)}AA`,
      wrongKey,
      expired,
      'not-a-jwt',
    ]) {
      const response = await authed(t.app, bad, '/api/verify');
      expect(response.status, bad).toBe(401);
    }
    expect((await t.app.request('/api/verify')).status).toBe(401);
  });

  it('a token stops working after logout', async () => {
    const { token } = await signIn(t.app, 'd@example.com');
    expect((await authed(t.app, token, '/api/verify')).status).toBe(200);
    expect((await authed(t.app, token, '/api/logout', { method: 'POST' })).status).toBe(200);
    expect((await authed(t.app, token, '/api/verify')).status).toBe(401);
    expect((await authed(t.app, token, '/api/tokens/status')).status).toBe(401);
  });

  it('a session expires after its lifetime', async () => {
    await t.close();
    const clock = fakeClock('2026-05-01T10:00:00Z');
    t = await createTestApp({ kind, now: clock.now, sessionTtlHours: 1 });
    const { token } = await signIn(t.app, 'e@example.com');
    clock.advance(3_600_000 + 1000);
    expect((await authed(t.app, token, '/api/verify')).status).toBe(401);
  });

  it('rate-limits the login endpoint with Retry-After', async () => {
    const browser = newBrowser('10.9.9.9');
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await browserRequest(t.app, browser, '/api/google/login');
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('rate-limits the code exchange per client address', async () => {
    const browser = newBrowser('10.8.8.8');
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await exchange(t.app, browser, `guess-${i}-${'x'.repeat(20)}`);
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBe('60');
    expect(await countRows('sessions')).toBe(0);
  });
});
