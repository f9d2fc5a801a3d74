import { afterEach, describe, expect, it } from 'vitest';
import type { QuickEvent } from '@pardus/protocol';
import { createExtractiveEngine } from '../../src/answer/extractive/extractive-engine.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { loadKnowledge } from '../../src/knowledge/knowledge.js';
import { createLogger } from '../../src/logger.js';
import { quickRoutes } from '../../src/routes/quick.js';
import { answerText, readQuickEvents } from '../support/ndjson.js';
import { useStarterLibrary } from '../support/starter-library.js';
import { authed, createTestApp, signIn, type TestApp } from '../support/test-app.js';

/**
 * Quick answers from the Factbook's final edition through POST /api/quick, wired as features.ts
 * wires them: the question read once with the knowledge layer, the documents stating the facts
 * asked among the sources, the extractive engine (issue 33).
 */
const library = useStarterLibrary();
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function ask(content: string): Promise<{ events: QuickEvent[]; answer: string; urls: string[] }> {
  t = await createTestApp({
    daily: 100,
    extra: (base) => ({
      extraApiRoutes: [
        {
          path: '/quick',
          router: quickRoutes({
            search: library(),
            knowledge: loadKnowledge,
            factSources: (ids, query) => library().results(ids, query),
            answer: createExtractiveEngine(),
            budget: base.budget,
            logger: createLogger('silent'),
            limiter: createStreamLimiter(3),
            imageGraceMs: 0,
          }),
        },
      ],
    }),
  });
  const { token } = await signIn(t.app, 'facts@example.com');
  const events = await readQuickEvents(
    await authed(t.app, token, '/api/quick', {
      method: 'POST',
      json: { message: [{ role: 'user', content }] },
    }),
  );
  const urls = events.flatMap((e) => (e.type === 'search' ? [e.url] : []));
  return { events, answer: answerText(events), urls };
}

describe('Quick answers from the final edition', () => {
  it('names the current office holder, cites the profile and names the edition once', async () => {
    const { events, answer, urls } = await ask('Who is the prime minister of Norway?');
    expect(answer).toMatch(
      /^Norway's head of government is Prime Minister Jonas Gahr Store \(since 14 October 2021\) \[1\]\./u,
    );
    expect(answer).not.toMatch(/SOLBERG/iu);
    expect(answer.match(/World Factbook, final edition \(January 2026\)/gu)).toHaveLength(1);
    expect(urls[0]).toBe('http://localhost:8000/library/factbook.no.government');
    expect(events.some((e) => e.type === 'citations')).toBe(false);
  });

  it('computes a comparison from both places’ figures, each cited', async () => {
    const { answer, urls } = await ask('Which is bigger, Spain or Portugal?');
    expect(answer).toMatch(/^Spain is larger than Portugal, with about 5\.5 times its total area\./u);
    expect(urls.slice(0, 2)).toEqual([
      'http://localhost:8000/library/factbook.sp.geography',
      'http://localhost:8000/library/factbook.po.geography',
    ]);
  });

  it('says a name no source holds is not mentioned, and what was searched', async () => {
    const { answer } = await ask('Who painted the Mona Lisa?');
    expect(answer).toMatch(
      /^The sources do not mention “Mona Lisa”, so they cannot answer this question\. Searched for: “/u,
    );
  });
});
