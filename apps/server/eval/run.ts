/**
 * `npm run eval` (issue 10): asks every question of questions.ts through the real Quick answer path over the
 * bundled library and scores the answers. A measuring tool, not a test: it always exits 0.
 *
 * Options: `--json <file>` saves every answer and score; `--verbose` prints each answer under its line;
 * `--only <text>` asks only the questions containing the text.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createEvalHarness, type EvalHarness } from './harness.js';
import type { ChatMessage } from '@pardus/protocol';
import { FOLLOW_UPS, QUESTIONS, type EvalQuestion, type FollowUpQuestion } from './questions.js';
import { UNSEEN_QUESTIONS } from './questions-unseen.js';
import { PUBLIC_STYLE_QUESTIONS } from './questions-public.js';
import { PUBLIC2_QUESTIONS } from './questions-public2.js';
import { CLASS_QUESTIONS } from './questions-classes.js';
import { PUBLIC3_QUESTIONS } from './questions-public3.js';
import { CLASS2_QUESTIONS } from './questions-classes2.js';
import { CLASS3_QUESTIONS } from './questions-classes3.js';
import { PUBLIC4_QUESTIONS } from './questions-public4.js';
import { CLASS4_QUESTIONS } from './questions-classes4.js';
import { PUBLIC5_QUESTIONS } from './questions-public5.js';
import { CLASS5_QUESTIONS } from './questions-classes5.js';
import { CLASS6_QUESTIONS } from './questions-classes6.js';
import { FRESH_QUESTIONS } from './questions-fresh.js';
import { PUBLIC6_QUESTIONS } from './questions-public6.js';
import { PUBLIC7_QUESTIONS } from './questions-public7.js';
import { CLASS7_QUESTIONS } from './questions-classes7.js';
import { PUBLIC8_QUESTIONS } from './questions-public8.js';
import { PUBLIC9_QUESTIONS } from './questions-public9.js';
import { PUBLIC10_QUESTIONS } from './questions-public10.js';
import { PUBLIC11_QUESTIONS } from './questions-public11.js';
import { CLASS9_QUESTIONS } from './questions-classes9.js';
import { CLASS10_QUESTIONS } from './questions-classes10.js';
import { CLASS11_QUESTIONS } from './questions-classes11.js';
import { CLASS12_QUESTIONS } from './questions-classes12.js';
import { CLASS8_QUESTIONS } from './questions-classes8.js';
import { RELATED_CASES } from './questions-related.js';
import { isAbstention, scoreAnswer } from './score.js';
import { formatSummary, summarize, summarizeFollowUps, type EvalResult } from './summary.js';

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    only: { type: 'string' },
    'show-unseen': { type: 'boolean', default: false },
    /** Ask one set only: main, follow-ups, unseen, fresh, public, public2, public3, public4, public5, public6, related. */
    set: { type: 'string' },
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
    flag(r.citations.unsupported.length > 0, `[unsupported×${r.citations.unsupported.length}]`) +
    flag(r.wrongCited, '[wrong, cited]');
  const reason = r.error ? `error ${r.error}` : r.reason;
  return `${r.correct ? '✓' : '✗'} ${kind} ${r.ms.toFixed(0).padStart(4)} ms  ${r.question} — ${reason}${notes}`;
}

/** The earlier turns of a follow-up, asked for real: each answer goes back as the assistant's turn. */
async function conversation(harness: EvalHarness, q: FollowUpQuestion): Promise<ChatMessage[]> {
  const history: ChatMessage[] = [];
  for (const asked of q.history) {
    const { answer } = await harness.ask(asked, history);
    history.push({ role: 'user', content: asked }, { role: 'assistant', content: answer || '(no answer)' });
  }
  return history;
}

/** Every question offered to ask next, over all the answers, each once. */
const offeredNext = new Set<string>();

async function askAndScore(
  harness: EvalHarness,
  q: EvalQuestion,
  history: ChatMessage[] = [],
  quiet = false,
) {
  const { answer, sources, error, ms, related } = await harness.ask(q.question, history, {
    ...(q.documents ? { documents: true } : {}),
  });
  for (const next of related) offeredNext.add(next);
  const score = scoreAnswer(q, answer, sources);
  const result: EvalResult = {
    ...score,
    ...(error ? { correct: false, error } : {}),
    question: history.length > 0 ? `${q.question} (after: ${turnsOf(history)})` : q.question,
    kind: q.kind,
    abstain: q.abstain === true,
    ms,
    answer,
    sources: sources.map((s) => `[${s.n}] ${s.title ?? ''} ${s.url}`),
    ...(history.length > 0 ? { followUp: true } : {}),
  };
  if (!quiet) console.log(line(result));
  if (values.verbose && !quiet) {
    console.log(`    ${answer.trim().replace(/\n+/gu, '\n    ')}`);
    for (const source of result.sources) console.log(`    · ${source}`);
    for (const unsupported of result.citations.unsupported) console.log(`    ! unsupported: ${unsupported}`);
  }
  return result;
}

interface RelatedSummary {
  offered: number;
  answered: number;
  /** The offered questions the library did not answer (said not found, cited nothing or failed). */
  unanswered: string[];
}

/**
 * Issue 21: every question offered after the eval's answers is asked in turn, standalone as a click
 * asks it; the share the library answers (not "not found", with a citation) has a target of 95 %.
 */
async function askRelated(harness: EvalHarness): Promise<RelatedSummary> {
  const unanswered: string[] = [];
  for (const question of offeredNext) {
    const { answer, error } = await harness.ask(question);
    if (error || isAbstention(answer) || !/\[\d+\]/u.test(answer)) unanswered.push(question);
  }
  return { offered: offeredNext.size, answered: offeredNext.size - unanswered.length, unanswered };
}

/**
 * Issue 36: after a concept or a definition 3 to 5 related questions are offered (each then asked by
 * askRelated with the others); the questions offered fewer or more are named.
 */
async function relatedAfter(harness: EvalHarness, cases: readonly string[]): Promise<string> {
  const misses: string[] = [];
  for (const question of cases) {
    const { related } = await harness.ask(question);
    for (const next of related) offeredNext.add(next);
    if (related.length < 3 || related.length > 5)
      misses.push(`\n  ${related.length} offered after: ${question}`);
    if (values.verbose) console.log(`  ${question} → ${related.join(' | ')}`);
  }
  return `related offered    ${cases.length - misses.length}/${cases.length} concepts and definitions offer 3–5${misses.join('')}`;
}

function formatRelated(s: RelatedSummary): string {
  const share = s.offered > 0 ? ((100 * s.answered) / s.offered).toFixed(1) : '—';
  const misses = s.unanswered.map((q) => `\n  not answered: ${q}`).join('');
  return `related questions   ${s.answered}/${s.offered} answered by the library (${share} %, target ≥ 95 %)${misses}`;
}

const turnsOf = (history: readonly ChatMessage[]) =>
  history
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join(' → ');

/** The held-out sets, each asked after the main set and summed up on its own. */
const HELD_OUT: readonly { key: string; title: string; questions: readonly EvalQuestion[] }[] = [
  {
    key: 'unseen',
    title: 'written by a helper, not shown question by question',
    questions: UNSEEN_QUESTIONS,
  },
  { key: 'fresh', title: 'second set (written after the rules)', questions: FRESH_QUESTIONS },
  {
    key: 'public',
    title: 'public-QA style (lower-case country questions and trivia, written by a helper)',
    questions: PUBLIC_STYLE_QUESTIONS,
  },
  {
    key: 'public2',
    title:
      "public-QA style, second set and ten of the session's classes (written by helpers, session 2026-12-01)",
    questions: [...PUBLIC2_QUESTIONS, ...CLASS_QUESTIONS],
  },
  {
    key: 'public3',
    title:
      "public-QA style, third set and twenty-two of the session's classes (written by helpers, session 2026-12-01, second)",
    questions: [...PUBLIC3_QUESTIONS, ...CLASS2_QUESTIONS, ...CLASS3_QUESTIONS],
  },
  {
    key: 'public4',
    title:
      "public-QA style, fourth set and ten of the session's classes (written by helpers, session 2026-12-02)",
    questions: [...PUBLIC4_QUESTIONS, ...CLASS4_QUESTIONS],
  },
  {
    key: 'public5',
    title:
      "public-QA style, fifth set and fourteen of the session's classes (written by helpers, session 2026-12-02, second)",
    questions: [...PUBLIC5_QUESTIONS, ...CLASS5_QUESTIONS],
  },
  {
    key: 'public6',
    title:
      "public-QA style, sixth set and ten of the session's classes (written by helpers, session 2026-12-02, third)",
    questions: [...PUBLIC6_QUESTIONS, ...CLASS6_QUESTIONS],
  },
  {
    key: 'public7',
    title:
      "public-QA style, seventh set and six of the session's classes (written by helpers, session 2026-12-02, fourth)",
    questions: [...PUBLIC7_QUESTIONS, ...CLASS7_QUESTIONS],
  },
  {
    key: 'public8',
    title:
      "public-QA style, eighth set and six of the session's classes (written by helpers, session 2026-12-03)",
    questions: [...PUBLIC8_QUESTIONS, ...CLASS8_QUESTIONS],
  },
  {
    key: 'public9',
    title:
      "public-QA style, ninth set and six of the session's classes (written by helpers, session 2026-12-03, second)",
    questions: [...PUBLIC9_QUESTIONS, ...CLASS9_QUESTIONS],
  },
  {
    key: 'public10',
    title:
      "public-QA style, tenth set and ten of the session's classes (written by helpers, session 2026-12-04)",
    questions: [...PUBLIC10_QUESTIONS, ...CLASS10_QUESTIONS],
  },
  {
    key: 'public11',
    title:
      "public-QA style, eleventh set and twenty-four of the session's classes (written by helpers, session 2026-12-04, second)",
    questions: [...PUBLIC11_QUESTIONS, ...CLASS11_QUESTIONS, ...CLASS12_QUESTIONS],
  },
];

async function main() {
  const matches = (q: { question: string }) =>
    !values.only || q.question.toLowerCase().includes(values.only.toLowerCase());
  const inSet = (key: string) => !values.set || values.set === key;
  const pick = <T extends { question: string }>(key: string, set: readonly T[]) =>
    inSet(key) ? set.filter(matches) : [];
  const questions = pick('main', QUESTIONS);
  const followUps = pick('follow-ups', FOLLOW_UPS);
  const harness = await createEvalHarness();
  console.log(
    `library index ready in ${harness.buildMs.toFixed(0)} ms; ${questions.length} questions, ${followUps.length} follow-ups\n`,
  );
  await harness.ask('What is a volcano?'); // warm-up, not scored: the first request pays for JIT and caches

  const results: EvalResult[] = [];
  const followUpResults: EvalResult[] = [];
  // Written by helpers who never saw the engine's rules: scored apart, and only summed up unless asked
  // (a rule is good when it fixes these too, not when it is written for them).
  const heldOut = HELD_OUT.map((set) => {
    const asked: EvalResult[] = [];
    return { ...set, questions: pick(set.key, set.questions), results: asked };
  });
  let relatedSummary: RelatedSummary | undefined;
  let relatedCases: string | undefined;
  try {
    for (const q of questions) results.push(await askAndScore(harness, q));
    if (followUps.length > 0)
      console.log('\nfollow-ups (the earlier turns asked first, only the last scored)');
    for (const q of followUps)
      followUpResults.push(await askAndScore(harness, q, await conversation(harness, q)));
    for (const set of heldOut)
      for (const q of set.questions)
        set.results.push(await askAndScore(harness, q, [], !values['show-unseen']));
    if (inSet('related')) {
      const cases = RELATED_CASES.filter(
        (q) => !values.only || q.toLowerCase().includes(values.only.toLowerCase()),
      );
      relatedCases = await relatedAfter(harness, cases);
      relatedSummary = await askRelated(harness);
    }
  } finally {
    await harness.close();
  }

  const summary = summarize(results);
  const followUpSummary = summarizeFollowUps(followUpResults);
  if (results.length > 0) console.log(`\n${formatSummary(summary, followUpSummary)}`);
  for (const set of heldOut)
    if (set.results.length > 0)
      console.log(`\nheld-out, ${set.title}\n${formatSummary(summarize(set.results))}`);
  if (relatedCases) console.log(relatedCases);
  if (relatedSummary) console.log(formatRelated(relatedSummary));
  if (values.json) {
    await writeFile(
      values.json,
      `${JSON.stringify({ summary, followUps: followUpSummary, related: relatedSummary, unseen: summarize(heldOut.find((set) => set.key === 'unseen')?.results ?? []), results: [...results, ...followUpResults, ...heldOut.flatMap((set) => set.results)] }, null, 2)}\n`,
    );
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
