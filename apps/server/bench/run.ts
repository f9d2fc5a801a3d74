/**
 * `npm run bench`: speed of the paths users wait on, measured in-process (no network noise).
 * - Quick answer over the bundled library with the extractive engine: time to the first source
 *   line, to the first answer line, and to `done` (median and p95 of N runs).
 * - Budget reserve latency (the atomic conditional update every search starts with).
 * - Extractive engine alone on 10 sources of 20 000 characters.
 * - Deep research: parallelism against stub providers, and the offline run (see deep.ts).
 * - Users' own documents: reading a 300-page PDF, and search over 500 documents (documents.ts).
 * - Fair reading: another user's note behind one user's backlog of large files (fair-reading.ts).
 * The figures with targets (ratios against a baseline of the same run) end in one table, also
 * written as JSON to BENCH_JSON (default `bench-results.json`).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchmarkExtractive } from '../src/answer/index.js';
import { createLogger } from '../src/logger.js';
import { authed, signIn } from '../test/support/test-app.js';
import { benchApi } from './api.js';
import { benchColdStart } from './cold-start.js';
import { benchConversationSearch } from './conversation-search.js';
import { benchDocuments } from './documents.js';
import { benchFairReading } from './fair-reading.js';
import { benchQuickOverhead } from './quick-overhead.js';
import { benchCriticalPath, benchOfflineDeep } from './deep.js';
import { offlineApp, offlineLibrary } from './offline-app.js';
import { createReport } from './report.js';
import { benchWeb } from './web.js';

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
  const report = createReport();
  await benchColdStart(report);
  console.log('API throughput (16 clients):');
  await benchApi(report, 'pglite');
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    process.env.TEST_DATABASE_URL = postgresUrl;
    await benchApi(report, 'postgres');
  } else console.log('  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  console.log('Conversation search (1 000 conversations of one user):');
  await benchConversationSearch(report, 'pglite');
  if (postgresUrl) await benchConversationSearch(report, 'postgres');
  console.log('Your own documents (300-page PDF; search over 500 documents):');
  await benchDocuments(report, 'pglite');
  if (postgresUrl) await benchDocuments(report, 'postgres');
  console.log("Fair reading (another user's note behind one user's large files):");
  await benchFairReading(report, 'pglite');
  if (postgresUrl) await benchFairReading(report, 'postgres');
  console.log('Quick server overhead (stub search and model of fixed latency):');
  await benchQuickOverhead(report, 'pglite');
  if (postgresUrl) await benchQuickOverhead(report, 'postgres');

  const logger = createLogger('silent');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pardus-bench-'));
  const { library, buildMs } = await offlineLibrary(dataDir, logger);
  console.log(`library index cold build (bundled library + WordNet + Factbook): ${buildMs.toFixed(0)} ms`);
  const { t, token } = await offlineApp(library, logger, 'bench@example.com');
  let started: number;

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
  const deep = await benchCriticalPath();
  report.add({
    name: 'Deep wall ÷ critical path (stub providers)',
    value: deep.p50,
    target: 1.15,
    direction: 'max',
    unit: 'ratio',
    detail: `p50 of 5, max ${deep.max.toFixed(3)}, critical path ${deep.critical} ms`,
  });
  // The first run of a process also loads the places a question can name: it is reported, then warm runs.
  await benchOfflineDeep(t.app, token, [
    'Compare the economies of Chile and Peru',
    'Compare the economies of Chile and Peru',
    'How do the political systems of Norway and Sweden differ?',
    'What are the main environmental issues in Southeast Asia?',
    'How do volcanoes form?',
  ]);
  await t.close();
  console.log('web (Chromium):');
  await benchWeb(report);
  await report.finish(process.env.BENCH_JSON ?? 'bench-results.json');
}

await main();
// The library's worker and the embedded databases the figures opened keep the process alive; the
// bench is done once its report is written.
process.exit(process.exitCode ?? 0);
