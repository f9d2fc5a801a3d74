import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  accountExportSchema,
  apiKeyListSchema,
  createdApiKeySchema,
  errorBodySchema,
  insertMessagesResponseSchema,
  MAX_API_KEYS,
  type CreatedApiKey,
} from '@pardus/protocol';
import { documentsApp, listDocuments, type DocumentsApp } from '../support/documents.js';
import { memoryLogger } from '../support/memory-logger.js';
import { readQuickEvents } from '../support/ndjson.js';
import { authed, createTestApp, newBrowser, signIn, type TestApp } from '../support/test-app.js';
import { scriptedEngine, scriptedSearch } from '../support/doubles.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { quickRoutes } from '../../src/routes/quick.js';
import { describeEachDb } from '../support/test-db.js';

describeEachDb('personal API keys', (kind) => {
  let d: DocumentsApp;
  const log = memoryLogger();
  const created: string[] = [];
  beforeAll(async () => {
    d = await documentsApp({ kind, logger: log.logger, uploadsPerMinute: 3 });
  });
  afterAll(async () => d.t.close());

  const createKey = async (token: string, name = 'my script'): Promise<CreatedApiKey> => {
    const response = await authed(d.app, token, '/api/keys', { method: 'POST', json: { name } });
    expect(response.status).toBe(201);
    const key = createdApiKeySchema.parse(await response.json());
    created.push(key.secret);
    return key;
  };
  const listKeys = async (token: string) =>
    apiKeyListSchema.parse(await (await authed(d.app, token, '/api/keys')).json()).keys;
  const save = async (token: string, content: string) => {
    const response = await authed(d.app, token, '/api/msgs/insert', {
      method: 'POST',
      json: { id: 'new_message', title: content, messages: [{ role: 'user', content }] },
    });
    expect(response.status).toBe(200);
    return insertMessagesResponseSchema.parse(await response.json()).id;
  };
  const failure = async (response: Response) => ({
    status: response.status,
    body: errorBodySchema.parse(await response.json()),
  });

  it('creates a key shown once, lists it without the secret, acts as its user, and revokes it', async () => {
    const key = await createKey(d.alice, '  laptop script  ');
    expect(key.secret).toMatch(/^pdk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'laptop script', prefix: key.secret.slice(0, 12), last_used_at: null });

    const listed = await listKeys(d.alice);
    expect(listed).toEqual([{ ...key, secret: undefined }].map(({ secret: _, ...rest }) => rest));
    expect(JSON.stringify(listed)).not.toContain(key.secret);

    // The key acts as Alice: who she is, her conversations, her documents, her tokens.
    const verify = await authed(d.app, key.secret, '/api/verify');
    expect(await verify.json()).toMatchObject({ user: { email: 'alice@example.com' } });
    const id = await save(key.secret, 'Saved by a script');
    expect(await (await authed(d.app, d.alice, '/api/msgs/title')).json()).toContainEqual({
      id,
      title: 'Saved by a script',
    });
    expect((await listDocuments(d.app, key.secret)).documents).toEqual([]);
    expect((await authed(d.app, key.secret, '/api/tokens/status')).status).toBe(200);
    expect((await listKeys(d.alice))[0]?.last_used_at).not.toBeNull();

    const revoked = await authed(d.app, d.alice, `/api/keys/${key.id}`, { method: 'DELETE' });
    expect(await revoked.json()).toEqual({ revoked: true });
    expect(await listKeys(d.alice)).toEqual([]);
    // Refused at once, exactly as a bad session token is.
    const badSession = await failure(await authed(d.app, 'not-a-session', '/api/msgs/title'));
    expect(badSession.status).toBe(401);
    expect(await failure(await authed(d.app, key.secret, '/api/msgs/title'))).toEqual(badSession);
    expect(await failure(await authed(d.app, `pdk_${'A'.repeat(43)}`, '/api/verify'))).toEqual(badSession);
    expect(await failure(await authed(d.app, 'pdk_short', '/api/verify'))).toEqual(badSession);
  });

  it("another user's key sees none of the owner's data, and cannot revoke the owner's keys", async () => {
    const aliceKey = await createKey(d.alice);
    const bobKey = await createKey(d.bob);
    const id = await save(aliceKey.secret, 'Private to Alice');
    const asBobSession = await failure(
      await authed(d.app, d.bob, '/api/msgs/get', { method: 'POST', json: { id } }),
    );
    expect(asBobSession.status).toBe(404);
    const asBobKey = await authed(d.app, bobKey.secret, '/api/msgs/get', { method: 'POST', json: { id } });
    expect(await failure(asBobKey)).toEqual(asBobSession);
    const revokeOthers = await authed(d.app, d.bob, `/api/keys/${aliceKey.id}`, { method: 'DELETE' });
    expect(revokeOthers.status).toBe(404);
    const revokeMissing = await authed(d.app, d.bob, '/api/keys/no-such-key', { method: 'DELETE' });
    expect(await failure(revokeOthers.clone())).toEqual(await failure(revokeMissing));
    expect((await authed(d.app, aliceKey.secret, '/api/verify')).status).toBe(200);
  });

  it('a key cannot manage keys, sign out, share, export or delete the account', async () => {
    const key = await createKey(d.alice);
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      ['/api/keys', {}],
      ['/api/keys', { method: 'POST', json: { name: 'made by a key' } }],
      [`/api/keys/${key.id}`, { method: 'DELETE' }],
      ['/api/logout', { method: 'POST' }],
      ['/api/me/export', {}],
      ['/api/me/delete', { method: 'POST', json: { confirm_email: 'alice@example.com' } }],
      ['/api/shares', {}],
    ];
    for (const [path, init] of attempts) {
      const response = await authed(d.app, key.secret, path, init);
      expect(response.status, path).toBe(403);
      expect((await failure(response)).body.error.code).toBe('forbidden');
    }
    expect((await listKeys(d.alice)).map((k) => k.name)).not.toContain('made by a key');
    expect((await authed(d.app, key.secret, '/api/verify')).status).toBe(200);
    expect((await authed(d.app, d.alice, '/api/verify')).status).toBe(200);
  });

  it('refuses an eleventh key until one is revoked', async () => {
    const { token } = await signIn(d.app, 'many-keys@example.com', newBrowser('10.0.9.1'));
    const keys: CreatedApiKey[] = [];
    for (let i = 0; i < MAX_API_KEYS; i++) keys.push(await createKey(token, `key ${i}`));
    const eleventh = await authed(d.app, token, '/api/keys', { method: 'POST', json: { name: 'one more' } });
    expect(await failure(eleventh)).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await listKeys(token)).toHaveLength(MAX_API_KEYS);
    await authed(d.app, token, `/api/keys/${keys[0]!.id}`, { method: 'DELETE' });
    await createKey(token, 'one more');
    expect((await authed(d.app, token, '/api/keys', { method: 'POST', json: { name: '' } })).status).toBe(
      400,
    );
  });

  it('spends the same daily budget and hits the same per-user limits as the browser', async () => {
    const { token } = await signIn(d.app, 'budget@example.com', newBrowser('10.0.9.2'));
    const key = await createKey(token);
    const before = (await (await authed(d.app, token, '/api/tokens/status')).json()) as {
      daily_tokens_remaining: number;
    };
    const ask = await authed(d.app, key.secret, '/api/quick', {
      method: 'POST',
      json: { message: [{ role: 'user', content: 'What is soil moisture?' }] },
    });
    expect((await readQuickEvents(ask)).at(-1)?.type).toBe('done');
    const after = (await (await authed(d.app, token, '/api/tokens/status')).json()) as {
      daily_tokens_remaining: number;
    };
    expect(after.daily_tokens_remaining).toBe(before.daily_tokens_remaining - 1);

    // Uploads per user per minute (3 here): the session's and the key's count together.
    const upload = (bearer: string) =>
      authed(d.app, bearer, '/api/documents', {
        method: 'POST',
        headers: { 'x-file-name': 'note.txt', 'content-type': 'text/plain' },
        body: 'A short note about soil.',
      });
    expect((await upload(token)).status).toBe(202);
    expect((await upload(key.secret)).status).toBe(202);
    expect((await upload(token)).status).toBe(202);
    const limited = await upload(key.secret);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('removes the keys with the account; the export lists them without their secrets', async () => {
    const { token } = await signIn(d.app, 'leaving-keys@example.com', newBrowser('10.0.9.3'));
    const key = await createKey(token, 'export me');
    expect((await authed(d.app, key.secret, '/api/verify')).status).toBe(200);
    const exported = await (await authed(d.app, token, '/api/me/export')).text();
    const data = accountExportSchema.parse(JSON.parse(exported));
    expect(data.api_keys).toHaveLength(1);
    expect(data.api_keys[0]).toMatchObject({
      name: 'export me',
      prefix: key.prefix,
      created_at: key.created_at,
    });
    expect(data.api_keys[0]?.last_used_at).not.toBeNull();
    expect(exported).not.toContain(key.secret);
    const { secret_hash } = await d.t.testDb.db
      .selectFrom('api_keys')
      .select('secret_hash')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(exported).not.toContain(secret_hash);

    const deleted = await authed(d.app, token, '/api/me/delete', {
      method: 'POST',
      json: { confirm_email: 'leaving-keys@example.com' },
    });
    expect(deleted.status).toBe(200);
    expect((await authed(d.app, key.secret, '/api/verify')).status).toBe(401);
    const left = await d.t.testDb.db.selectFrom('api_keys').select('id').where('id', '=', key.id).execute();
    expect(left).toEqual([]);
  });

  it("image links made for a key's requests load while the key lives, and stop with it", async () => {
    const key = await createKey(d.alice, 'images');
    const { id: userId } = await d.t.testDb.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'alice@example.com')
      .executeTakeFirstOrThrow();
    // A link as a key's Quick answer hands one out (bound to the key, as a browser's to its session).
    // The address is refused by the proxy's rules, so a live link ends as a failed fetch (502).
    const [image] = d.t.deps.images.links.present({ userId, sessionId: key.id }, [
      { link: 'http://127.0.0.1:9/page', imageUrl: 'http://127.0.0.1:9/image.png', title: 'x' },
    ]);
    const path = new URL(image?.imageUrl ?? '', 'http://localhost:8000').pathname;
    expect(path).toMatch(/^\/api\/images\//);
    expect((await d.app.request(path)).status).toBe(502);
    await authed(d.app, d.alice, `/api/keys/${key.id}`, { method: 'DELETE' });
    expect((await d.app.request(path)).status).toBe(401);
  });

  it('writes no key into any log line', () => {
    expect(created.length).toBeGreaterThan(10);
    const text = log.text();
    expect(text).toContain('api key created');
    for (const secret of created) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(4));
    }
  });
});

describeEachDb('personal API keys: stream caps', (kind) => {
  let t: TestApp;
  afterAll(async () => t.close());

  it("a key's streams count with the browser's against the user's cap (429 past it)", async () => {
    const limiter = createStreamLimiter(1);
    t = await createTestApp({
      kind,
      extra: (base) => ({
        extraApiRoutes: [
          {
            path: '/quick',
            router: quickRoutes({
              search: scriptedSearch([{ url: 'https://a.example/', title: 'A', snippet: 'A page.' }]),
              answer: scriptedEngine(['slow'], { hangAfter: 0 }),
              budget: base.budget,
              logger: createLogger('silent'),
              limiter,
              imageGraceMs: 0,
            }),
          },
        ],
      }),
    });
    const { token, user } = await signIn(t.app, 'streams@example.com');
    const created = await authed(t.app, token, '/api/keys', { method: 'POST', json: { name: 'streams' } });
    const key = createdApiKeySchema.parse(await created.json());
    const ask = { message: [{ role: 'user', content: 'What is a page?' }] };
    const first = await authed(t.app, key.secret, '/api/quick', { method: 'POST', json: ask });
    expect(first.status).toBe(200);
    for (const bearer of [key.secret, token]) {
      const refused = await authed(t.app, bearer, '/api/quick', { method: 'POST', json: ask });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { code: 'too_many_streams' } });
    }
    await first.body?.cancel();
    await expect.poll(() => limiter.openFor(user.id)).toBe(0);
  });
});
