/**
 * `npm run eval` (issue 10): asks every question of questions.ts through the real Quick answer path over the
 * bundled library and scores the answers. A measuring tool, not a test: it always exits 0.
 *
 * Options: `--json <file>` saves every answer and score; `--verbose` prints each answer under its line;
 * `--only <text>` asks only the questions containing the text.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createEvalHarness } from './harness.js';
import { QUESTIONS } from './questions.js';
import { scoreAnswer } from './score.js';
import { formatSummary, summarize, type EvalResult } from './summary.js';

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const flag = (on: boolean, label: string) => (on ? ` ${label}` : '');

function line(r: EvalResult): string {
  const kind = (r.abstain ? `${r.kind}·abstain` : r.kind).padEnd(16);
  const notes =
    flag(r.lead === false && r.correct, '[lead]') +
    flag(r.noise.dictionary > 0, `[dict×${r.noise.dictionary}]`) +
    flag(r.noise.synonyms > 0, '[synonyms]') +
    flag(r.noise.headings > 0, '[heading]') +
    flag(r.citations.unsupported.length > 0, `[unsupported×${r.citations.unsupported.length}]`);
  const reason = r.error ? `error ${r.error}` : r.reason;
  return `${r.correct ? '✓' : '✗'} ${kind} ${r.ms.toFixed(0).padStart(4)} ms  ${r.question} — ${reason}${notes}`;
}

async function main() {
  const questions = QUESTIONS.filter(
    (q) => !values.only || q.question.toLowerCase().includes(values.only.toLowerCase()),
  );
  const harness = await createEvalHarness();
  console.log(`library index ready in ${harness.buildMs.toFixed(0)} ms; ${questions.length} questions\n`);
  await harness.ask('What is a volcano?'); // warm-up, not scored: the first request pays for JIT and caches

  const results: EvalResult[] = [];
  try {
    for (const q of questions) {
      const { answer, sources, error, ms } = await harness.ask(q.question);
      const score = scoreAnswer(q, answer, sources);
      const result: EvalResult = {
        ...score,
        ...(error ? { correct: false, error } : {}),
        question: q.question,
        kind: q.kind,
        abstain: q.abstain === true,
        ms,
        answer,
        sources: sources.map((s) => `[${s.n}] ${s.title ?? ''} ${s.url}`),
      };
      results.push(result);
      console.log(line(result));
      if (values.verbose) {
        console.log(`    ${answer.trim().replace(/\n+/gu, '\n    ')}`);
        for (const source of result.sources) console.log(`    · ${source}`);
        for (const unsupported of result.citations.unsupported)
          console.log(`    ! unsupported: ${unsupported}`);
      }
    }
  } finally {
    await harness.close();
  }

  const summary = summarize(results);
  console.log(`\n${formatSummary(summary)}`);
  if (values.json) {
    await writeFile(values.json, `${JSON.stringify({ summary, results }, null, 2)}\n`);
    console.log(`\nresults saved to ${values.json}`);
  }
}

try {
  await main();
} catch (error) {
  // Still exit 0: the harness measures; a broken run is reported, not turned into a failing check.
  console.error('eval could not run:', error);
}
process.exit(0);
