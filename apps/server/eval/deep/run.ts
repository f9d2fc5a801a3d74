/**
 * `npm run eval:deep` (issue 18): asks every question of questions.ts through the real Deep research route
 * over the bundled library and scores the reports. A measuring tool, not a test: it always exits 0.
 *
 * Options: `--json <file>` saves every report and score; `--verbose` prints each report and what was wrong
 * with it under its line; `--only <text>` asks only the questions containing the text.
 *
 * After the main set it asks the fresh sets (questions-fresh*.ts, written by helpers after the rules and
 * shown one by one: a change is good when these gain too), then the held-out set (questions-held-out.ts,
 * written by a helper) and prints only its aggregate figures: it checks that the writer generalises, so
 * its questions are not shown one by one.
 * EVAL_SHOW_HELD_OUT=1 prints them with their lines (and `--verbose` details), for debugging.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { DeepQuestion } from './deep-question.js';
import { loadFactbookVocabulary, type FactbookVocabulary } from './factbook-vocabulary.js';
import { createDeepHarness, type DeepHarness } from './harness.js';
import { DEEP_QUESTIONS } from './questions.js';
import { HELD_OUT_DEEP_QUESTIONS } from './questions-held-out.js';
import { FRESH_DEEP_QUESTIONS } from './questions-fresh.js';
import { FRESH2_DEEP_QUESTIONS } from './questions-fresh2.js';
import { FRESH3_DEEP_QUESTIONS } from './questions-fresh3.js';
import { FRESH4_DEEP_QUESTIONS } from './questions-fresh4.js';
import { FRESH5_DEEP_QUESTIONS } from './questions-fresh5.js';
import { FRESH6_DEEP_QUESTIONS } from './questions-fresh6.js';
import { FRESH7_DEEP_QUESTIONS } from './questions-fresh7.js';
import { FRESH8_DEEP_QUESTIONS } from './questions-fresh8.js';
import { FRESH9_DEEP_QUESTIONS } from './questions-fresh9.js';
import { CLASS7_DEEP_QUESTIONS } from './questions-classes7.js';
import { FRESH10_DEEP_QUESTIONS } from './questions-fresh10.js';
import { FRESH11_DEEP_QUESTIONS } from './questions-fresh11.js';
import { FRESH12_DEEP_QUESTIONS } from './questions-fresh12.js';
import { FRESH13_DEEP_QUESTIONS } from './questions-fresh13.js';
import { CLASS9_DEEP_QUESTIONS } from './questions-classes9.js';
import { CLASS10_DEEP_QUESTIONS } from './questions-classes10.js';
import { CLASS11_DEEP_QUESTIONS } from './questions-classes11.js';
import { CLASS8_DEEP_QUESTIONS } from './questions-classes8.js';
import { scoreDeepReport } from './score.js';
import { formatDeepSummary, summarizeDeep, type DeepEvalResult } from './summary.js';

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    only: { type: 'string' },
    /** Run one set only: main, fresh, fresh2 … fresh8, held-out. */
    set: { type: 'string' },
  },
});

const line = (r: DeepEvalResult) =>
  `${r.ok ? '✓' : '✗'} ${r.kind.padEnd(12)} ${r.ms.toFixed(0).padStart(5)} ms  ${r.question} — ${r.ok ? 'ok' : r.reasons.join('; ')}${r.kind === 'unanswerable' ? '' : `\n${depthLine(r)}`}`;

/** The depth figures of one report, under its line: `✓`/`✗` for the depth targets (issue 34). */
function depthLine(r: DeepEvalResult): string {
  const d = r.depth;
  const planned = d.planned
    ? `planned ${d.planned.queries} of budget ${d.planned.budget}`
    : 'no plan streamed';
  const figures = [
    `${d.bodySections.length} body sections`,
    `${d.validCitations} valid citations`,
    `${d.distinctSources} sources`,
    `${d.repeatedFacts.length} repeated facts`,
    `${d.filler.length} filler`,
    `${d.emptySections.length} empty`,
    planned,
  ].join(', ');
  const verdict = d.ok ? (d.targeted ? 'deep' : 'no filler or empty section') : d.shortfalls.join('; ');
  return `    ${d.ok ? '✓' : '✗'} depth: ${figures} — ${verdict}`;
}

function details(r: DeepEvalResult): string[] {
  const listed = (label: string, items: readonly string[]) => items.map((item) => `    ! ${label}: ${item}`);
  return [
    `    ${r.report.trim().replace(/\n/gu, '\n    ')}`,
    ...r.sources.map((s) => `    · ${s}`),
    ...listed('off-subject', r.offSubject),
    ...listed("other country's source", r.offSource),
    ...listed('dangling', r.dangling),
    ...listed('raw label', r.rawLabels),
    ...listed('repeated', r.repeated),
    ...listed('field-group heading', r.sections.fieldGroupHeadings),
    ...listed('filler', r.depth.filler),
    ...listed('repeated fact', r.depth.repeatedFacts),
    ...listed('conclusion restates', r.depth.conclusionRepeats),
    ...listed('empty section', r.depth.emptySections),
    ...(r.kind === 'unanswerable' || !r.depth.planned
      ? []
      : [`    planned: ${r.depth.planned.queries} of ${r.depth.planned.budget}`]),
    '',
  ];
}

/** Asks one question and scores its report; prints its line (and details with `--verbose`) when `show`. */
async function askAndScore(
  harness: DeepHarness,
  vocabulary: FactbookVocabulary,
  q: DeepQuestion,
  show: boolean,
): Promise<DeepEvalResult> {
  const run = await harness.ask(q.question, { documents: q.kind === 'document' });
  const result: DeepEvalResult = {
    ...scoreDeepReport(q, run, vocabulary),
    question: q.question,
    kind: q.kind,
    ms: run.ms,
    title: run.title,
    report: run.report,
    sources: run.sources.map((s) => `[${s.n}] ${s.title} ${s.url}`),
    ...(run.status ? { status: run.status } : {}),
    ...(run.error ? { error: run.error } : {}),
  };
  if (show) console.log(line(result));
  if (show && values.verbose) console.log(details(result).join('\n'));
  return result;
}

async function main() {
  const started = performance.now();
  const matches = (q: DeepQuestion) =>
    !values.only || q.question.toLowerCase().includes(values.only.toLowerCase());
  const inSet = (key: string) => !values.set || values.set === key;
  const questions = inSet('main') ? DEEP_QUESTIONS.filter(matches) : [];
  const heldOut = inSet('held-out') ? HELD_OUT_DEEP_QUESTIONS.filter(matches) : [];
  // Written by helpers after the rules, shown one by one: a change is good when these gain too.
  const freshSets = [
    { title: 'fresh (written after the rules)', key: 'fresh', questions: FRESH_DEEP_QUESTIONS },
    {
      title: 'fresh, second set (written after the rules of issue 34, session 2026-11-29)',
      key: 'fresh2',
      questions: FRESH2_DEEP_QUESTIONS,
    },
    {
      title: 'fresh, third set (written after the concept-report rules, session 2026-11-29)',
      key: 'fresh3',
      questions: FRESH3_DEEP_QUESTIONS,
    },
    {
      title: 'fresh, fourth set (written by a helper who did not read the writer, session 2026-12-01)',
      key: 'fresh4',
      questions: FRESH4_DEEP_QUESTIONS,
    },
    {
      title: 'fresh, fifth set (written by a helper who did not read the writer, session 2026-12-01, second)',
      key: 'fresh5',
      questions: FRESH5_DEEP_QUESTIONS,
    },
    {
      title: 'fresh, sixth set (written by a helper who did not read the writer, session 2026-12-02)',
      key: 'fresh6',
      questions: FRESH6_DEEP_QUESTIONS,
    },
    {
      title:
        'fresh, seventh set (written by a helper who did not read the writer, session 2026-12-02, second)',
      key: 'fresh7',
      questions: FRESH7_DEEP_QUESTIONS,
    },
    {
      title: 'fresh, eighth set (written by a helper who did not read the writer, session 2026-12-02, third)',
      key: 'fresh8',
      questions: FRESH8_DEEP_QUESTIONS,
    },
    {
      title:
        "fresh, ninth set and four of the session's classes (written by helpers who did not read the writer, session 2026-12-02, fourth)",
      key: 'fresh9',
      questions: [...FRESH9_DEEP_QUESTIONS, ...CLASS7_DEEP_QUESTIONS],
    },
    {
      title:
        "fresh, tenth set and four of the session's classes (written by helpers who did not read the writer, session 2026-12-03)",
      key: 'fresh10',
      questions: [...FRESH10_DEEP_QUESTIONS, ...CLASS8_DEEP_QUESTIONS],
    },
    {
      title:
        "fresh, eleventh set and four of the session's classes (written by helpers who did not read the writer, session 2026-12-03, second)",
      key: 'fresh11',
      questions: [...FRESH11_DEEP_QUESTIONS, ...CLASS9_DEEP_QUESTIONS],
    },
    {
      title:
        "fresh, twelfth set and four of the session's classes (written by helpers who did not read the writer, session 2026-12-04)",
      key: 'fresh12',
      questions: [...FRESH12_DEEP_QUESTIONS, ...CLASS10_DEEP_QUESTIONS],
    },
    {
      title:
        "fresh, thirteenth set and five of the session's classes (written by helpers who did not read the writer, session 2026-12-04, second)",
      key: 'fresh13',
      questions: [...FRESH13_DEEP_QUESTIONS, ...CLASS11_DEEP_QUESTIONS],
    },
  ].map((set) => ({
    ...set,
    questions: inSet(set.key) ? set.questions.filter(matches) : [],
    results: [] as DeepEvalResult[],
  }));
  const freshCount = freshSets.reduce((n, set) => n + set.questions.length, 0);
  const showHeldOut = process.env.EVAL_SHOW_HELD_OUT === '1';
  const [vocabulary, harness] = await Promise.all([loadFactbookVocabulary(), createDeepHarness()]);
  console.log(
    `library index ready in ${harness.buildMs.toFixed(0)} ms; ${questions.length} questions, ${freshCount} fresh, ${heldOut.length} held-out\n`,
  );
  await harness.ask('How do volcanoes form?'); // warm-up, not scored: the first run pays for JIT and caches

  const results: DeepEvalResult[] = [];
  const heldOutResults: DeepEvalResult[] = [];
  try {
    for (const q of questions) results.push(await askAndScore(harness, vocabulary, q, true));
    for (const set of freshSets) {
      if (set.questions.length > 0) console.log(`\n${set.title}`);
      for (const q of set.questions) set.results.push(await askAndScore(harness, vocabulary, q, true));
    }
    // Written by a helper from the library alone: scored apart, and only summed up unless asked (a change
    // to the writer is good when it helps these too, not when it is written for them).
    if (showHeldOut && heldOut.length > 0) console.log('\nheld-out');
    for (const q of heldOut) heldOutResults.push(await askAndScore(harness, vocabulary, q, showHeldOut));
  } finally {
    await harness.close();
  }

  const summary = summarizeDeep(results);
  if (results.length > 0) console.log(`\n${formatDeepSummary(summary)}`);
  for (const set of freshSets)
    if (set.results.length > 0)
      console.log(`\n${set.title}\n${formatDeepSummary(summarizeDeep(set.results))}`);
  const heldOutSummary = heldOutResults.length > 0 ? summarizeDeep(heldOutResults) : undefined;
  if (heldOutSummary)
    console.log(
      `\nheld-out (written by a helper, not shown question by question)\n${formatDeepSummary(heldOutSummary)}`,
    );
  console.log(
    `  wall time            ${((performance.now() - started) / 1000).toFixed(1)} s (target < 60 s)`,
  );
  if (values.json) {
    // The held-out set's summary only: its reports would show its questions.
    await writeFile(
      values.json,
      `${JSON.stringify({ summary, heldOut: heldOutSummary, results, fresh: freshSets.map((set) => set.results) }, null, 2)}\n`,
    );
    console.log(`\nresults saved to ${values.json}`);
  }
}

try {
  await main();
} catch (error) {
  // Still exit 0: the tool measures; a broken run is reported, not turned into a failing check.
  console.error('eval:deep could not run:', error);
}
process.exit(0);
