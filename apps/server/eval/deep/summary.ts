import { quantile } from '../summary.js';
import type { DeepKind } from './deep-question.js';
import { DEPTH_TARGETS, type DeepScore } from './score.js';

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
  depth: DepthSummary;
}

/** Depth (issue 34): targets over answerable place and concept reports, writing faults over all answerable. */
export interface DepthSummary {
  /** Answerable place and concept reports, the ones the depth targets apply to. */
  targeted: number;
  /** Of those, reports meeting every depth target. */
  met: number;
  /** Of those, reports that pass every check and meet every depth target. */
  correctAndDeep: number;
  /** Totals over targeted reports, and how many reach the per-report target. */
  bodySections: { total: number; atTarget: number };
  validCitations: { total: number; atTarget: number };
  distinctSources: { total: number; atTarget: number };
  /** Over every answerable report. */
  repeatedFacts: { facts: number; reports: number };
  conclusionRepeats: { runs: number; reports: number };
  filler: { sentences: number; reports: number };
  emptySections: { sections: number; reports: number };
  /** Queries planned against the budget, over answerable runs that streamed a plan. */
  planned: { queries: number; budget: number; runs: number; targetedWholeBudget: number };
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
  const targeted = answerable.filter((r) => r.depth.targeted);
  const planned = answerable.flatMap((r) => r.depth.planned ?? []);
  const depth: DepthSummary = {
    targeted: targeted.length,
    met: targeted.filter((r) => r.depth.ok).length,
    correctAndDeep: targeted.filter((r) => r.ok && r.depth.ok).length,
    bodySections: {
      total: sum(targeted, (r) => r.depth.bodySections.length),
      atTarget: targeted.filter((r) => r.depth.bodySections.length >= DEPTH_TARGETS.bodySections).length,
    },
    validCitations: {
      total: sum(targeted, (r) => r.depth.validCitations),
      atTarget: targeted.filter((r) => r.depth.validCitations >= DEPTH_TARGETS.validCitations).length,
    },
    distinctSources: {
      total: sum(targeted, (r) => r.depth.distinctSources),
      atTarget: targeted.filter((r) => r.depth.distinctSources >= DEPTH_TARGETS.distinctSources).length,
    },
    repeatedFacts: {
      facts: sum(answerable, (r) => r.depth.repeatedFacts.length),
      reports: reportsWith(answerable, (r) => r.depth.repeatedFacts.length),
    },
    conclusionRepeats: {
      runs: sum(answerable, (r) => r.depth.conclusionRepeats.length),
      reports: reportsWith(answerable, (r) => r.depth.conclusionRepeats.length),
    },
    filler: {
      sentences: sum(answerable, (r) => r.depth.filler.length),
      reports: reportsWith(answerable, (r) => r.depth.filler.length),
    },
    emptySections: {
      sections: sum(answerable, (r) => r.depth.emptySections.length),
      reports: reportsWith(answerable, (r) => r.depth.emptySections.length),
    },
    planned: {
      queries: planned.reduce((n, p) => n + p.queries, 0),
      budget: planned.reduce((n, p) => n + p.budget, 0),
      runs: planned.length,
      targetedWholeBudget: targeted.filter(
        (r) => r.depth.planned !== undefined && r.depth.planned.queries >= r.depth.planned.budget,
      ).length,
    },
  };
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
    depth,
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
    ...formatDepth(s.depth),
    `  latency (ms)         p50 ${s.latencyMs.p50.toFixed(0)}, p95 ${s.latencyMs.p95.toFixed(0)}, max ${s.latencyMs.max.toFixed(0)}; ${(s.latencyMs.total / 1000).toFixed(1)} s for all reports`,
  ].join('\n');
}

const mean = (total: number, of: number) => (of === 0 ? 'n/a' : (total / of).toFixed(1));

/** The depth lines of the summary: per-report targets over place and concept reports, then the faults. */
function formatDepth(d: DepthSummary): string[] {
  const t = DEPTH_TARGETS;
  const perReport = (label: string, figure: { total: number; atTarget: number }, target: number) =>
    row(
      label,
      `${ratio(figure.atTarget, d.targeted)} with ≥ ${target}; ${figure.total} in all, ${mean(figure.total, d.targeted)} a report`,
      figure.atTarget === d.targeted,
      `≥ ${target} each`,
    );
  return [
    `  depth (issue 34): targets over the ${d.targeted} place and concept reports; repeats, filler, empty sections over all answerable`,
    row(
      'depth targets',
      `${ratio(d.met, d.targeted)} meet every depth target below`,
      d.met === d.targeted,
      'every report',
    ),
    row(
      'correct and deep',
      `${ratio(d.correctAndDeep, d.targeted)} also pass every check above`,
      d.correctAndDeep === d.targeted,
      'every report',
    ),
    perReport('body sections', d.bodySections, t.bodySections),
    perReport('valid citations', d.validCitations, t.validCitations),
    perReport('distinct sources', d.distinctSources, t.distinctSources),
    row(
      'repeated facts',
      `${d.repeatedFacts.facts} in ${d.repeatedFacts.reports} reports (stated in two body sections)`,
      d.repeatedFacts.facts === 0,
      '0',
    ),
    `  (conclusions restate the body: ${d.conclusionRepeats.runs} runs of six words or more in ${d.conclusionRepeats.reports} reports; no target)`,
    row(
      'filler sentences',
      `${d.filler.sentences} in ${d.filler.reports} reports`,
      d.filler.sentences === 0,
      '0',
    ),
    row(
      'empty sections',
      `${d.emptySections.sections} in ${d.emptySections.reports} reports`,
      d.emptySections.sections === 0,
      '0',
    ),
    row(
      'queries planned',
      `planned ${d.planned.queries} of budget ${d.planned.budget} (${pct(d.planned.queries, d.planned.budget)}) in ${d.planned.runs} runs; whole in ${d.planned.targetedWholeBudget}/${d.targeted}`,
      d.planned.targetedWholeBudget === d.targeted,
      'whole budget each',
    ),
  ];
}
