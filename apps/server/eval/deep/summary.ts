import { quantile } from '../summary.js';
import type { DeepKind } from './deep-question.js';
import type { DeepScore } from './score.js';

/** One question's outcome, as printed and as saved with `--json`. */
export interface DeepEvalResult extends DeepScore {
  question: string;
  kind: DeepKind;
  ms: number;
  status?: string;
  title: string;
  report: string;
  sources: string[];
  error?: string;
}

export interface DeepSummary {
  questions: number;
  ok: number;
  byKind: Record<string, { total: number; ok: number }>;
  /** Answerable questions with every expected fact (and nothing forbidden). */
  facts: { answerable: number; complete: number };
  offSubject: { sentences: number; reports: number };
  offSource: { sentences: number; reports: number };
  dangling: { openers: number; reports: number };
  rawLabels: { sentences: number; reports: number };
  tables: { comparisons: number; withTable: number; uncitedCells: number };
  sections: { reports: number; withEveryAspect: number; fieldGroupHeadings: number };
  citations: { cited: number; invalid: number; unverified: number };
  repeated: number;
  sourceCountFiller: number;
  unanswerable: { total: number; notEnoughEvidence: number };
  falseNotEnoughEvidence: number;
  latencyMs: { p50: number; p95: number; max: number; total: number };
}

const sum = (results: readonly DeepEvalResult[], of: (r: DeepEvalResult) => number) =>
  results.reduce((total, r) => total + of(r), 0);
const reportsWith = (results: readonly DeepEvalResult[], of: (r: DeepEvalResult) => number) =>
  results.filter((r) => of(r) > 0).length;

export function summarizeDeep(results: readonly DeepEvalResult[]): DeepSummary {
  const answerable = results.filter((r) => r.kind !== 'unanswerable');
  const unanswerable = results.filter((r) => r.kind === 'unanswerable');
  const comparisons = results.filter((r) => r.table.required);
  const byKind: DeepSummary['byKind'] = {};
  for (const r of results) {
    const entry = (byKind[r.kind] ??= { total: 0, ok: 0 });
    entry.total++;
    if (r.ok) entry.ok++;
  }
  const ms = results.map((r) => r.ms);
  return {
    questions: results.length,
    ok: results.filter((r) => r.ok).length,
    byKind,
    facts: {
      answerable: answerable.length,
      complete: answerable.filter((r) => r.facts.missing.length === 0 && r.facts.forbidden.length === 0)
        .length,
    },
    offSubject: {
      sentences: sum(results, (r) => r.offSubject.length),
      reports: reportsWith(results, (r) => r.offSubject.length),
    },
    offSource: {
      sentences: sum(results, (r) => r.offSource.length),
      reports: reportsWith(results, (r) => r.offSource.length),
    },
    dangling: {
      openers: sum(results, (r) => r.dangling.length),
      reports: reportsWith(results, (r) => r.dangling.length),
    },
    rawLabels: {
      sentences: sum(results, (r) => r.rawLabels.length),
      reports: reportsWith(results, (r) => r.rawLabels.length),
    },
    tables: {
      comparisons: comparisons.length,
      withTable: comparisons.filter((r) => r.table.present).length,
      uncitedCells: sum(results, (r) => r.table.uncitedCells),
    },
    sections: {
      reports: answerable.length,
      withEveryAspect: answerable.filter((r) => r.sections.missingAspects.length === 0).length,
      fieldGroupHeadings: sum(results, (r) => r.sections.fieldGroupHeadings.length),
    },
    citations: {
      cited: sum(results, (r) => r.citations.cited),
      invalid: sum(results, (r) => r.citations.invalid.length),
      unverified: sum(results, (r) => r.citations.unverified),
    },
    repeated: sum(results, (r) => r.repeated.length),
    sourceCountFiller: sum(results, (r) => r.sourceCountFiller),
    unanswerable: {
      total: unanswerable.length,
      notEnoughEvidence: unanswerable.filter((r) => r.notEnoughEvidence).length,
    },
    falseNotEnoughEvidence: answerable.filter((r) => r.notEnoughEvidence).length,
    latencyMs: {
      p50: quantile(ms, 0.5),
      p95: quantile(ms, 0.95),
      max: quantile(ms, 1),
      total: sum(results, (r) => r.ms),
    },
  };
}

const pct = (n: number, of: number) => (of === 0 ? 'n/a' : `${((100 * n) / of).toFixed(1)} %`);
const ratio = (n: number, of: number) => `${n}/${of} (${pct(n, of)})`;
/** A measured figure, then its target: `✓`/`✗` says whether the target is met. */
const row = (label: string, figure: string, met: boolean, target: string) =>
  `${met ? '✓' : '✗'} ${label.padEnd(20)} ${figure.padEnd(58)} target ${target}`;

/** The summary block printed after the per-question lines, each figure beside the target. */
export function formatDeepSummary(s: DeepSummary): string {
  const kinds = Object.entries(s.byKind)
    .map(([kind, k]) => `${kind} ${k.ok}/${k.total}`)
    .join(', ');
  return [
    `all checks passed     ${ratio(s.ok, s.questions)}  (${kinds})`,
    row(
      'expected facts',
      `${ratio(s.facts.complete, s.facts.answerable)} answerable with all`,
      s.facts.complete >= 0.9 * s.facts.answerable,
      '≥ 90 %',
    ),
    row(
      'off-subject',
      `${s.offSubject.sentences} sentences in ${s.offSubject.reports} reports`,
      s.offSubject.sentences === 0,
      '0',
    ),
    `  (also cite only other countries' sources: ${s.offSource.sentences} sentences in ${s.offSource.reports} reports; no target)`,
    row(
      'dangling openers',
      `${s.dangling.openers} in ${s.dangling.reports} reports`,
      s.dangling.openers === 0,
      '0',
    ),
    row(
      'raw field labels',
      `${s.rawLabels.sentences} sentences in ${s.rawLabels.reports} reports`,
      s.rawLabels.sentences === 0,
      '0',
    ),
    row(
      'comparison tables',
      `${ratio(s.tables.withTable, s.tables.comparisons)} with every subject as a column`,
      s.tables.withTable === s.tables.comparisons,
      'every comparison',
    ),
    row('uncited table cells', `${s.tables.uncitedCells}`, s.tables.uncitedCells === 0, '0'),
    row(
      'sections per aspect',
      `${ratio(s.sections.withEveryAspect, s.sections.reports)} with a heading per aspect`,
      s.sections.withEveryAspect === s.sections.reports,
      'every report',
    ),
    row(
      'field-group headings',
      `${s.sections.fieldGroupHeadings} ("Sweden — Government")`,
      s.sections.fieldGroupHeadings === 0,
      '0',
    ),
    row(
      'citations valid',
      `${s.citations.cited} cited sources, ${s.citations.invalid} not streamed, ${s.citations.unverified} unverified`,
      s.citations.invalid + s.citations.unverified === 0,
      '0 invalid, 0 unverified',
    ),
    row('repeated sentences', `${s.repeated}`, s.repeated === 0, '0'),
    row('"drew on N sources"', `${s.sourceCountFiller}`, s.sourceCountFiller === 0, '0'),
    row(
      'unanswerable',
      `${ratio(s.unanswerable.notEnoughEvidence, s.unanswerable.total)} ended as "not enough evidence"`,
      s.unanswerable.notEnoughEvidence === s.unanswerable.total,
      'all',
    ),
    row(
      'false "not enough"',
      `${s.falseNotEnoughEvidence} answerable questions`,
      s.falseNotEnoughEvidence === 0,
      '0',
    ),
    `  latency (ms)         p50 ${s.latencyMs.p50.toFixed(0)}, p95 ${s.latencyMs.p95.toFixed(0)}, max ${s.latencyMs.max.toFixed(0)}; ${(s.latencyMs.total / 1000).toFixed(1)} s for all reports`,
  ].join('\n');
}
