import type { EvalQuestion } from './questions.js';
import type { Score } from './score.js';

/** One question's outcome, as printed and as saved with `--json`. */
export interface EvalResult extends Score {
  question: string;
  kind: EvalQuestion['kind'];
  abstain: boolean;
  ms: number;
  answer: string;
  sources: string[];
  error?: string;
  /** Asked after earlier turns of a conversation (scored apart from the standalone questions). */
  followUp?: boolean;
}

/** The pth quantile (nearest rank) of the values; NaN when there are none. */
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const pct = (n: number, of: number) => (of === 0 ? 'n/a' : `${((100 * n) / of).toFixed(1)} %`);
const ratio = (n: number, of: number) => `${n}/${of} (${pct(n, of)})`;

export interface Summary {
  questions: number;
  correct: number;
  answerable: { total: number; correct: number; lead: number };
  unanswerable: { total: number; abstained: number };
  falseNotFound: number;
  /** Wrong answers given with a citation (answered instead of "not found", or with the wrong fact). */
  wrongCited: number;
  noise: {
    dictionaryAnswers: number;
    dictionaryOccurrences: number;
    bareSynonyms: number;
    citedHeadings: number;
  };
  citations: { total: number; supported: number };
  latencyMs: { p50: number; p95: number; max: number };
  byKind: Record<string, { total: number; correct: number }>;
}

export function summarize(results: readonly EvalResult[]): Summary {
  const answerable = results.filter((r) => !r.abstain);
  const unanswerable = results.filter((r) => r.abstain);
  const byKind: Summary['byKind'] = {};
  for (const r of results) {
    const key = r.abstain ? 'unanswerable' : r.kind;
    const entry = (byKind[key] ??= { total: 0, correct: 0 });
    entry.total++;
    if (r.correct) entry.correct++;
  }
  const ms = results.map((r) => r.ms);
  return {
    questions: results.length,
    correct: results.filter((r) => r.correct).length,
    answerable: {
      total: answerable.length,
      correct: answerable.filter((r) => r.correct).length,
      lead: answerable.filter((r) => r.lead).length,
    },
    unanswerable: { total: unanswerable.length, abstained: unanswerable.filter((r) => r.abstained).length },
    falseNotFound: answerable.filter((r) => r.abstained).length,
    wrongCited: results.filter((r) => r.wrongCited).length,
    noise: {
      dictionaryAnswers: results.filter((r) => r.noise.dictionary > 0).length,
      dictionaryOccurrences: results.reduce((sum, r) => sum + r.noise.dictionary, 0),
      bareSynonyms: results.reduce((sum, r) => sum + r.noise.synonyms, 0),
      citedHeadings: results.reduce((sum, r) => sum + r.noise.headings, 0),
    },
    citations: {
      total: results.reduce((sum, r) => sum + r.citations.total, 0),
      supported: results.reduce((sum, r) => sum + r.citations.supported, 0),
    },
    latencyMs: { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: quantile(ms, 1) },
    byKind,
  };
}

/** Follow-ups: how many answered with the conversation's subject and aspect (and led with the fact). */
export interface FollowUpSummary {
  total: number;
  correct: number;
  lead: number;
}

export function summarizeFollowUps(results: readonly EvalResult[]): FollowUpSummary {
  return {
    total: results.length,
    correct: results.filter((r) => r.correct).length,
    lead: results.filter((r) => r.lead).length,
  };
}

/** The summary block printed after the per-question lines; follow-ups on a line of their own. */
export function formatSummary(s: Summary, followUps?: FollowUpSummary): string {
  const kinds = Object.entries(s.byKind)
    .map(([kind, k]) => `${kind} ${k.correct}/${k.total}`)
    .join(', ');
  return [
    `accuracy            ${ratio(s.correct, s.questions)}  (answerable ${ratio(s.answerable.correct, s.answerable.total)})`,
    `  by kind           ${kinds}`,
    `abstention          ${ratio(s.unanswerable.abstained, s.unanswerable.total)} of unanswerable; false "not found" on ${s.falseNotFound} answerable`,
    `wrong, with citation ${s.wrongCited} answers (target 0)`,
    `lead sentence       ${ratio(s.answerable.lead, s.answerable.total)} of answerable carry an expected fact`,
    `noise               dictionary formatting in ${s.noise.dictionaryAnswers} answers (${s.noise.dictionaryOccurrences} entries), bare "Synonyms:" ${s.noise.bareSynonyms}, cited headings ${s.noise.citedHeadings}`,
    `citation support    ${ratio(s.citations.supported, s.citations.total)} cited sentences`,
    `latency (ms)        p50 ${s.latencyMs.p50.toFixed(1)}, p95 ${s.latencyMs.p95.toFixed(1)}, max ${s.latencyMs.max.toFixed(1)}`,
    ...(followUps && followUps.total > 0
      ? [
          `follow-ups          subject and aspect carried ${followUps.correct}/${followUps.total}; lead ${ratio(followUps.lead, followUps.total)} carry an expected fact`,
        ]
      : []),
  ].join('\n');
}
