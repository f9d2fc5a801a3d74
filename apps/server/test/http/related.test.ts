import { afterEach, describe, expect, it } from 'vitest';
import {
  getMessagesResponseSchema,
  insertMessagesResponseSchema,
  parseMessageContent,
  relatedMessageContentSchema,
  type QuickEvent,
} from '@pardus/protocol';
import { createAnswerEngine, type AnswerEngine } from '../../src/answer/index.js';
import { isAbstention } from '../../src/answer/extractive/compose.js';
import { createLanguageModel } from '../../src/answer/llm/language-model.js';
import { connectTimeoutFetch } from '../../src/answer/llm/connect-timeout-fetch.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { modelRelated } from '../../src/related/model-related.js';
import { offlineRelated, type RelatedQuestions } from '../../src/related/related-questions.js';
import { loadKnowledge } from '../../src/knowledge/knowledge.js';
import { quickRoutes } from '../../src/routes/quick.js';
import pLimit from 'p-limit';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '../fixtures/openai-compatible-server.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';
import { readResearch, reportOf, testResearchJobs } from '../support/research.js';
import { useStarterLibrary } from '../support/starter-library.js';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';
import type { ResearchJobs } from '../../src/research/jobs/index.js';

/**
 * Questions to ask next (issue 21): offered after the answer's last line, offline only those the
 * library answers (checked here by asking each one through /api/quick), saved with a Deep report.
 */
const logger = createLogger('silent');
const library = useStarterLibrary();
const extractive = createAnswerEngine({
  provider: 'extractive',
  connectTimeoutMs: 1000,
  firstTokenTimeoutMs: 1000,
  idleTimeoutMs: 1000,
});
let t: TestApp | undefined;
let jobs: ResearchJobs | undefined;
let llm: OpenAiCompatibleServer | undefined;
afterEach(async () => {
  await jobs?.stop(0);
  await t?.close();
  await llm?.close();
  jobs = undefined;
  llm = undefined;
});

async function setup(answer: AnswerEngine = extractive, related?: RelatedQuestions) {
  const suggester = related ?? offlineRelated({ knowledge: loadKnowledge, logger });
  t = await createTestApp({
    daily: 100,
    extra: (base) => {
      jobs = testResearchJobs(base, { search: library(), related: suggester });
      const quick = quickRoutes({
        search: library(),
        answer,
        budget: base.budget,
        logger,
        limiter: createStreamLimiter(3),
        imageGraceMs: 0,
        related: suggester,
      });
      return { extraApiRoutes: [{ path: '/quick', router: quick }, ...jobs.apiRoutes] };
    },
  });
  const { token } = await signIn(t.app, 'next@example.com');
  const ask = async (content: string) =>
    readQuickEvents(
      await authed(t!.app, token, '/api/quick', {
        method: 'POST',
        json: { message: [{ role: 'user', content }] },
      }),
    );
  return { app: t.app, token, ask };
}

const relatedOf = (events: QuickEvent[]) => {
  const event = events.find((e) => e.type === 'related');
  return event?.type === 'related' ? event.questions : [];
};

describe('related questions without a model', () => {
  it('come after the answer, 3 to 5 of them, and the library answers every one when asked', async () => {
    const { ask } = await setup();
    for (const question of ['What is the capital of Kenya?', 'What is lava?']) {
      const events = await ask(question);
      const types = events.map((e) => e.type);
      const at = types.indexOf('related');
      expect(at, question).toBeGreaterThan(types.lastIndexOf('response'));
      expect(at).toBeGreaterThan(types.lastIndexOf('search'));
      expect(types.at(-1)).toBe('done');
      const related = relatedOf(events);
      expect(related.length, question).toBeGreaterThanOrEqual(3);
      expect(related.length).toBeLessThanOrEqual(5);
      expect(related).not.toContain(question);
      for (const next of related) {
        const answer = answerText(await ask(next));
        expect(isAbstention(answer), `${next}\n${answer}`).toBe(false);
        expect(answer, next).toMatch(/\[\d+\]/);
      }
    }
  }, 120_000);

  it("after a concept, the article's subtopics; after a word, its related words: 3 to 5, each answered", async () => {
    const { ask } = await setup();
    const cases = [
      { question: 'How do volcanoes form?', expected: 'What are the types of volcano?' },
      { question: 'What does the word serendipity mean?', expected: 'What does "serendipitous" mean?' },
    ];
    for (const { question, expected } of cases) {
      const related = relatedOf(await ask(question));
      expect(related.length, `${question}: ${related.join(' | ')}`).toBeGreaterThanOrEqual(3);
      expect(related.length).toBeLessThanOrEqual(5);
      expect(related, question).toContain(expected);
      for (const next of related) {
        const answer = answerText(await ask(next));
        expect(isAbstention(answer), `${next}\n${answer}`).toBe(false);
        expect(answer, next).toMatch(/\[\d+\]/);
      }
    }
  }, 180_000);

  it("after a maker question, who the people its answer names were, never its work's other senses", async () => {
    const { ask } = await setup();
    const related = relatedOf(await ask('Who wrote Hamlet?'));
    expect(related).toContain('Who was William Shakespeare?');
    expect(related.filter((q) => q.endsWith(' mean?'))).toEqual([]);
  }, 60_000);

  it('a related word asked inside the conversation is answered as it is on its own', async () => {
    const { app, token, ask } = await setup();
    const first = 'What does the word ephemeral mean?';
    const earlier = answerText(await ask(first));
    const next = 'What does "fugacious" mean?';
    const events = await readQuickEvents(
      await authed(app, token, '/api/quick', {
        method: 'POST',
        json: {
          message: [
            { role: 'user', content: first },
            { role: 'assistant', content: earlier },
            { role: 'user', content: next },
          ],
        },
      }),
    );
    const answer = answerText(events);
    expect(isAbstention(answer), answer).toBe(false);
    expect(answer).toMatch(/lasting a very short time \[1\]/);
  }, 60_000);

  it('offers other attributes of the place asked about and the same attribute of a neighbour', async () => {
    const { ask } = await setup();
    const related = relatedOf(await ask('What is the population of Chile?'));
    expect(related).toContain('What is the capital of Chile?');
    expect(related.some((q) => /^What is the population of (Argentina|Bolivia|Peru)\?$/.test(q))).toBe(true);
  }, 60_000);

  it('offers nothing after a "not found" answer that no rephrasing would fix', async () => {
    const { ask } = await setup();
    const events = await ask('Who invented the zorblatt quantum toaster in 2031?');
    expect(isAbstention(answerText(events))).toBe(true);
    expect(relatedOf(events)).toEqual([]);
  }, 60_000);

  it('a Deep report ends with them, and they are saved with it in the conversation', async () => {
    const { app, token } = await setup();
    const query = 'What is the capital of Kenya?';
    const saved = insertMessagesResponseSchema.parse(
      await (
        await authed(app, token, '/api/msgs/insert', {
          method: 'POST',
          json: { id: 'new_message', title: 'Kenya', messages: [{ role: 'user', content: query }] },
        })
      ).json(),
    );
    const { events } = await readResearch(
      await authed(app, token, '/api/spysearch', {
        method: 'POST',
        json: { query, conversation_id: saved.id },
      }),
    );
    const types = events.map((e) => e.type);
    expect(types.indexOf('related')).toBeGreaterThan(types.indexOf('final_report'));
    const offered = events.find((e) => e.type === 'related');
    expect(offered?.type === 'related' && offered.questions.length).toBeGreaterThanOrEqual(3);
    expect(reportOf(events)).toMatch(/^# /);
    const messages = getMessagesResponseSchema.parse(
      await (await authed(app, token, '/api/msgs/get', { method: 'POST', json: { id: saved.id } })).json(),
    ).messages;
    const stored = messages.find((m) => m.role === 'related');
    expect(stored && parseMessageContent(relatedMessageContentSchema, stored.content)?.questions).toEqual(
      offered?.type === 'related' ? offered.questions : undefined,
    );
    expect(messages.at(-1)?.role).toBe('related');
    // The report is saved as a Deep answer, so a reload follows it up (and retries it) in Deep.
    expect(messages.find((m) => m.role === 'assistant')).toMatchObject({ mode: 'deep' });
  }, 120_000);
});

describe('related questions with a model', () => {
  it("are the model's, asked for in a second call made after the answer's last line", async () => {
    llm = await startOpenAiCompatibleServer([
      { chunks: ['Lava is molten rock ', 'that erupts from a volcano [1].'] },
      {
        chunks: [
          '{"questions":["How hot is lava?","What is magma?","What is lava?","Where do volcanoes form?"]}',
        ],
      },
    ]);
    const settings = { baseUrl: llm.url, model: 'test-model' };
    const answer = createAnswerEngine({
      provider: 'openai-compatible',
      ...settings,
      connectTimeoutMs: 2000,
      firstTokenTimeoutMs: 3000,
      idleTimeoutMs: 3000,
    });
    const model = createLanguageModel(
      { provider: 'openai-compatible', ...settings },
      connectTimeoutFetch(2000),
    );
    const { ask } = await setup(answer, modelRelated({ model, limit: pLimit(2) }));
    const events = await ask('What is lava?');
    const types = events.map((e) => e.type);
    expect(types.indexOf('related')).toBeGreaterThan(types.lastIndexOf('response'));
    // The asked question is not offered back.
    expect(relatedOf(events)).toEqual(['How hot is lava?', 'What is magma?', 'Where do volcanoes form?']);
    expect(llm.requests).toHaveLength(2);
    const [answering, suggesting] = llm.requests;
    expect(answering?.closedAt).toBeDefined();
    expect(suggesting?.receivedAt).toBeGreaterThanOrEqual(answering?.closedAt ?? Infinity);
    expect(JSON.stringify(suggesting?.body)).toContain('Lava is molten rock that erupts from a volcano [1].');
  }, 60_000);
});
