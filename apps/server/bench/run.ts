/**
 * `npm run bench`: speed of the paths users wait on, measured in-process (no network noise).
 * - Quick answer over the bundled library with the extractive engine: time to the first source
 *   line, to the first answer line, and to `done` (median and p95 of N runs).
 * - Budget reserve latency (the atomic conditional update every search starts with).
 * - Extractive engine alone on 10 sources of 20 000 characters.
 * - Deep research: parallelism against stub providers, and the offline run (see deep.ts).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchmarkExtractive, createAnswerEngine } from '../src/answer/index.js';
import { createStreamLimiter } from '../src/http/stream-limiter.js';
import { createLogger } from '../src/logger.js';
import { REPO_ROOT } from '../src/paths.js';
import { quickRoutes } from '../src/routes/quick.js';
import { createLibrarySearch } from '../src/search/library/library-search.js';
import pLimit from 'p-limit';
import { createExtractiveResearchModel } from '../src/research/model/extractive/extractive-model.js';
import { DEFAULT_RESEARCH_LIMITS } from '../src/research/research-limits.js';
import { memoryRunStore } from '../src/research/run-store.js';
import { researchRoutes } from '../src/routes/research.js';
import { authed, createTestApp, signIn, TEST_PUBLIC_URL } from '../test/support/test-app.js';
import { benchCriticalPath, benchOfflineDeep } from './deep.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const QUESTIONS = [
  'What is a volcano?',
  'How does photosynthesis work?',
  'What is a black hole?',
  'define serendipity',
];

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), max: (sorted.at(-1) ?? NaN).toFixed(1) };
};

async function main() {
  const logger = createLogger('silent');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pardus-bench-'));
  const library = createLibrarySearch(
    {
      publicUrl: TEST_PUBLIC_URL,
      libraryDir: path.join(REPO_ROOT, 'library'),
      dataDir,
      dictdDir: '/usr/share/dictd',
      clipartDir: '/usr/share/openclipart',
    },
    { logger },
  );
  let started = performance.now();
  await library.ready();
  console.log(
    `library index cold build (bundled library + WordNet + Factbook): ${(performance.now() - started).toFixed(0)} ms`,
  );

  const answer = createAnswerEngine({
    provider: 'extractive',
    connectTimeoutMs: 1,
    firstTokenTimeoutMs: 1,
    idleTimeoutMs: 1,
  });
  const t = await createTestApp({
    daily: 1_000_000,
    extra: (base) => ({
      extraApiRoutes: [
        {
          path: '/quick',
          router: quickRoutes({
            search: library,
            answer,
            budget: base.budget,
            logger,
            limiter: createStreamLimiter(3),
            imageGraceMs: 0,
          }),
        },
        {
          path: '/spysearch',
          router: researchRoutes({
            search: library,
            reader: null,
            readLimit: pLimit(4),
            model: createExtractiveResearchModel(),
            store: memoryRunStore(),
            budget: base.budget,
            limiter: createStreamLimiter(3),
            logger,
            limits: DEFAULT_RESEARCH_LIMITS,
          }),
        },
      ],
    }),
  });
  const { token } = await signIn(t.app, 'bench@example.com');

  const firstSource: number[] = [];
  const firstAnswer: number[] = [];
  const done: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const question = QUESTIONS[i % QUESTIONS.length]!;
    started = performance.now();
    const response = await authed(t.app, token, '/api/quick', {
      method: 'POST',
      json: { message: [{ role: 'user', content: question }] },
    });
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished) break;
      text += decoder.decode(value, { stream: true });
      const now = performance.now() - started;
      if (firstSource.length === i && text.includes('"type":"search"')) firstSource.push(now);
      if (firstAnswer.length === i && text.includes('"type":"response"')) firstAnswer.push(now);
    }
    done.push(performance.now() - started);
  }
  console.log(`quick answer, ${RUNS} runs (ms):`);
  console.log('  first source line ', stats(firstSource));
  console.log('  first answer line ', stats(firstAnswer));
  console.log('  done              ', stats(done));

  const reserve: number[] = [];
  const user = t.deps.budget;
  const userId = (await signIn(t.app, 'budget@example.com')).user.id;
  for (let i = 0; i < 200; i++) {
    started = performance.now();
    await user.reserve(userId, 1, `bench-${i}`);
    reserve.push(performance.now() - started);
  }
  console.log('budget reserve (ms) ', stats(reserve));
  console.log('extractive engine    ', benchmarkExtractive());
  await benchCriticalPath();
  await benchOfflineDeep(t.app, token, [
    'Compare the economies of Chile and Peru',
    'What are the main environmental issues in Southeast Asia?',
    'How do volcanoes form?',
  ]);
  await t.close();
}

await main();
