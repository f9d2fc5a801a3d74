import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorBodySchema } from '@pardus/protocol';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';
import { describeEachDb } from '../support/test-db.js';
import { quickRoutes } from '../../src/routes/quick.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { createExtractiveEngine } from '../../src/answer/extractive/extractive-engine.js';
import { VOLCANO_DOCS, testResearchJobs, wordSearch } from '../support/research.js';
import type { ResearchJobs } from '../../src/research/jobs/index.js';

/** Every JSON endpoint with a valid body, its fields and their kinds (what a wrong type means). */
const ENDPOINTS = [
  { path: '/api/google/exchange-code', valid: { code: 'a'.repeat(40) }, signedIn: false },
  { path: '/api/msgs/get', valid: { id: 'some-id', title: 'T' }, signedIn: true },
  {
    path: '/api/msgs/insert',
    valid: { id: 'new_message', title: 'T', messages: [{ role: 'user', content: 'hi' }] },
    signedIn: true,
  },
  { path: '/api/msgs/rename', valid: { id: 'some-id', title: 'T' }, signedIn: true },
  { path: '/api/msgs/delete', valid: { id: 'some-id' }, signedIn: true },
  { path: '/api/me/delete', valid: { confirm_email: 'fuzz@example.com' }, signedIn: true },
  { path: '/api/quick', valid: { message: [{ role: 'user', content: 'What is lava?' }] }, signedIn: true },
  { path: '/api/spysearch', valid: { query: 'What is lava?', messages: [] }, signedIn: true },
] as const;

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const WEIRD_TEXT = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'a\u0301', '\u2028\u2029'),
);
const WRONG_VALUE = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** Bodies that are wrong for `valid`, as raw JSON text: never a body the schema accepts. */
function badBodies(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(valid);
  const unknownKey = fc
    .tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), WEIRD_TEXT), fc.jsonValue({ maxDepth: 2 }))
    .filter(([key]) => !fields.includes(key))
    .map(
      ([key, value]) =>
        `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}}`,
    );
  const wrongType = fc
    .tuple(fc.constantFrom(...fields), WRONG_VALUE)
    .map(([field, value]) => JSON.stringify({ ...valid, [field]: value }));
  const notAnObject = fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    .map((v) => JSON.stringify(v));
  const notJson = fc.constantFrom(
    '',
    '{',
    '{"a":',
    'nul',
    '\u0000',
    '{"a":1}}',
    "{'single': 1}",
    '{"a": NaN}',
  );
  const deep = fc
    .integer({ min: 1_000, max: 20_000 })
    .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
  const deepObject = fc
    .integer({ min: 1_000, max: 5_000 })
    .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  const huge = fc
    .constantFrom(...fields)
    .map((field) => JSON.stringify({ ...valid, [field]: 'x'.repeat(3 * 1024 * 1024) }));
  return fc.oneof(unknownKey, wrongType, notAnObject, notJson, deep, deepObject, huge);
}

describeEachDb('every JSON endpoint refuses generated bad bodies cleanly and changes nothing', (kind) => {
  let t: TestApp;
  let token: string;
  let jobs: ResearchJobs | undefined;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      extra: (base) => {
        const limiter = createStreamLimiter(3);
        const logger = createLogger('silent');
        const search = wordSearch(VOLCANO_DOCS);
        return {
          extraApiRoutes: [
            {
              path: '/quick',
              router: quickRoutes({
                search,
                answer: createExtractiveEngine(),
                budget: base.budget,
                logger,
                limiter,
              }),
            },
            ...(jobs = testResearchJobs(base, { search })).apiRoutes,
          ],
        };
      },
    });
    token = (await signIn(t.app, 'fuzz@example.com')).token;
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop(0);
    await t.close();
  });

  /** Row counts of every table a request could write to, and the balance. */
  async function snapshot() {
    const tables = [
      'conversations',
      'messages',
      'token_ledger',
      'token_balances',
      'research_runs',
      'handoff_codes',
      'sessions',
    ] as const;
    const counts = await Promise.all(
      tables.map(async (table) =>
        Number(
          (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.testDb.db))
            .rows[0]?.n,
        ),
      ),
    );
    const balance = await t.testDb.db.selectFrom('token_balances').select('remaining').execute();
    return { counts, balance };
  }

  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, async () => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(badBodies(endpoint.valid), async (body) => {
          const init = {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
          };
          const response = endpoint.signedIn
            ? await authed(t.app, token, endpoint.path, init)
            : await t.app.request(endpoint.path, init);
          expect([400, 413, 415, 429]).toContain(response.status);
          expect(errorBodySchema.safeParse(await response.json()).success).toBe(true);
        }),
        { numRuns: 40 },
      );
      expect(await snapshot()).toEqual(before);
      // Nothing leaked onto the prototypes of plain objects.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('a');
    }, 120_000);
  }
});
