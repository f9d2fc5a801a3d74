import { afterEach, expect, it } from 'vitest';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { quickRoutes } from '../../src/routes/quick.js';
import type { AnswerEngine } from '../../src/answer/answer-engine.js';
import { describeEachDb } from '../support/test-db.js';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';
import { scriptedEngine, scriptedSearch } from '../support/doubles.js';
import { readQuickEvents } from '../support/ndjson.js';

const RESULTS = [
  {
    url: 'https://a.example/everest',
    title: 'Mount Everest',
    snippet: 'Everest is the highest mountain.',
    content:
      'Mount Everest is the highest mountain above sea level, at 8,849 metres. It lies in the Himalayas.',
  },
  {
    url: 'https://b.example/k2',
    title: 'K2',
    snippet: 'K2 is the second-highest mountain on Earth, at 8,611 metres.',
  },
];
const ask = { message: [{ role: 'user', content: 'How high is Mount Everest?' }] };

describeEachDb('quick answer citation check', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  async function run(answer: AnswerEngine) {
    const logs: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
    const limiter = createStreamLimiter(3);
    t = await createTestApp({
      kind,
      daily: 5,
      extra: (base) => ({
        extraApiRoutes: [
          {
            path: '/quick',
            router: quickRoutes({
              search: scriptedSearch(RESULTS),
              answer,
              budget: base.budget,
              logger,
              limiter,
              imageGraceMs: 50,
            }),
          },
        ],
      }),
    });
    const { token } = await signIn(t.app, 'citations@example.com');
    const events = await readQuickEvents(
      await authed(t.app, token, '/api/quick', { method: 'POST', json: ask }),
    );
    return { events, logs: logs.join('') };
  }

  it('lists a sentence with an invented number as unverified, after the answer and before done; logs only the count', async () => {
    const { events, logs } = await run(
      scriptedEngine([
        'Mount Everest is the highest mountain above sea level [1]. ',
        'It is 9,100 metres high [1].',
      ]),
    );
    const types = events.map((e) => e.type);
    expect(types.at(-1)).toBe('done');
    expect(types.indexOf('citations')).toBeGreaterThan(types.lastIndexOf('response'));
    expect(events).toContainEqual({
      type: 'citations',
      unverified: [{ n: 1, sentence: 'It is 9,100 metres high.' }],
    });
    expect(logs).toMatch(/"unverified":1\b/u);
    expect(logs).not.toContain('9,100');
  });

  it('flags a claim cited to the wrong source and sends nothing when every citation holds', async () => {
    const wrong = await run(scriptedEngine(['K2 is the second-highest mountain on Earth [1].']));
    expect(wrong.events).toContainEqual({
      type: 'citations',
      unverified: [{ n: 1, sentence: 'K2 is the second-highest mountain on Earth.' }],
    });
    await t?.close();
    t = undefined;
    const right = await run(
      scriptedEngine(['Mount Everest is 8,849 metres high [1]. K2 reaches 8611 metres [2].']),
    );
    expect(right.events.map((e) => e.type)).not.toContain('citations');
    expect(right.logs).toMatch(/"unverified":0\b/u);
  });

  it('sends each cited source the passage it is cited for, after the answer and before done', async () => {
    const { events } = await run(
      scriptedEngine(['Everest lies in the Himalayas [1]. K2 reaches 8611 metres [2].']),
    );
    const types = events.map((e) => e.type);
    expect(types.indexOf('cited')).toBeGreaterThan(types.lastIndexOf('response'));
    expect(types.indexOf('cited')).toBeLessThan(types.indexOf('done'));
    expect(events).toContainEqual({
      type: 'cited',
      sources: [
        { n: 1, summary: 'It lies in the Himalayas.' },
        { n: 2, summary: 'K2 is the second-highest mountain on Earth, at 8,611 metres.' },
      ],
    });
  });
});
