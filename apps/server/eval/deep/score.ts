/**
 * Scoring of one Deep report for `npm run eval:deep` (issue 18). Pure functions: the harness runs the
 * question through the real route, these decide what is wrong with the report, each check as the issue's
 * "How we will know" states it, so a change of the writer is measured against the same yardstick.
 */
import { NOT_ENOUGH_EVIDENCE_HEADING } from '@pardus/protocol';
import { factLabel, hasFact, plainAnswer, sentenceBody } from '../score.js';
import type { DeepQuestion } from './deep-question.js';
import type { FactbookVocabulary } from './factbook-vocabulary.js';
import type { Gazetteer } from './gazetteer.js';
import { readableSentences, reportParts, type MarkdownTable, type ReportParts } from './report-parts.js';

/** A source as the stream numbered it (`source` events). */
export interface StreamedSource {
  n: number;
  url: string;
  title: string;
}

/** One Deep run as the user received it. */
export interface DeepRun {
  report: string;
  sources: StreamedSource[];
  /** The `citations` event: citations the pipeline could not verify. */
  unverified: { n: number; sentence: string }[];
  /** The durable run's final status ('done', 'insufficient', …) when known. */
  status?: string;
  error?: string;
}

/**
 * Words that stand for an aspect in a heading: a small documented vocabulary of the yardstick (the
 * writer has its own). A heading matches when one of its words starts with one of these.
 */
export const ASPECT_WORDS: Readonly<Record<string, readonly string[]>> = {
  government: [
    'govern',
    'politic',
    'constitution',
    'legislat',
    'parliament',
    'executive',
    'monarch',
    'democra',
  ],
  economy: ['econom', 'gdp', 'industr', 'growth', 'income', 'prosperity'],
  energy: ['energy', 'electric', 'power', 'fuel', 'oil', 'hydro'],
  exports: ['export', 'trade'],
  hazards: ['hazard', 'disaster', 'earthquake', 'typhoon', 'volcan', 'flood'],
  languages: ['language', 'linguistic', 'spoken'],
  'ethnic groups': ['ethnic', 'people', 'nationalit'],
  climate: ['climate', 'weather'],
  history: ['histor', 'background', 'independence', 'origin'],
  environment: ['environment', 'pollution', 'conservation', 'ecolog'],
  population: ['population', 'demograph', 'people', 'society'],
  military: ['military', 'defen', 'armed', 'army'],
  religion: ['religio', 'faith'],
};

/** Paragraph openers that lean on a sentence the reader has not read. */
const DANGLING =
  /^(?:(?:most|much|some|many|all|each|one|both|none|few|several|any|part|half)\s+of\s+(?:this|that|these|those|them|it|its|their)\b|(?:also|however|this|these|those|it|its|they|in addition|additionally|furthermore|moreover|besides)\b)/iu;
/** "Peru also has signed…": a name and "also" as the opening of a paragraph. */
const NAME_ALSO = /^(?:\p{Lu}[\p{L}.'’-]*\s+){1,4}also\b/u;
const SOURCE_COUNT_FILLER =
  /\b(?:this|the) report (?:drew|draws|is based|was based|relied|relies) on \d+ sources?\b/giu;
/** Table cells that state no fact, so need no citation. */
const NO_FACT_CELL =
  /^(?:|[—–-]|n\/?a|none|unknown|not (?:found|stated|available|given|in the sources)|no (?:data|evidence|information)\b.*)\.?$/iu;
const CITATION = /\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/u;

export interface DeepScore {
  /** Every check passed. */
  ok: boolean;
  /** What failed, in a few words each. */
  reasons: string[];
  facts: { expected: number; missing: string[]; forbidden: string[] };
  /** Sentences naming a country not asked about, not tied to a subject by themselves or by their sources. */
  offSubject: string[];
  /**
   * Sentences that name no subject and cite only sources about other countries ("These differences
   * prevented…" from Uganda's profile): off-subject without a country name to show it. Not a target of
   * the issue, so it is reported and not failed on.
   */
  offSource: string[];
  table: { required: boolean; present: boolean; missingColumns: string[]; uncitedCells: number };
  sections: { headings: string[]; fieldGroupHeadings: string[]; missingAspects: string[] };
  citations: { cited: number; invalid: number[]; unverified: number };
  repeated: string[];
  dangling: string[];
  rawLabels: string[];
  sourceCountFiller: number;
  /** The run ended as "not enough evidence". */
  notEnoughEvidence: boolean;
}

/** The countries the question asks about (regions as their members) and its other (concept) subjects. */
export function askedSubjects(question: DeepQuestion, gazetteer: Gazetteer) {
  const countries = new Set<string>();
  const concepts: string[] = [];
  for (const subject of question.subjects) {
    const codes = gazetteer.resolve(subject);
    if (codes.length) codes.forEach((c) => countries.add(c));
    else concepts.push(subject.toLowerCase());
  }
  const allowed = new Set(countries);
  for (const name of question.allowed ?? []) gazetteer.resolve(name).forEach((c) => allowed.add(c));
  return { countries, concepts, allowed };
}

type Asked = ReturnType<typeof askedSubjects>;

/** "volcano" names "Volcanoes", "black hole" names "Black holes": whole words, plural or not. */
const namesConcept = (text: string, concept: string) =>
  new RegExp(
    `(?<![\\p{L}])${concept.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?:e?s)?(?![\\p{L}])`,
    'iu',
  ).test(text);

function namesSubject(text: string, asked: Asked, gazetteer: Gazetteer): boolean {
  return (
    gazetteer.mentions(text).some((m) => m.codes.some((c) => asked.countries.has(c))) ||
    asked.concepts.some((c) => namesConcept(text, c))
  );
}

/** Off-subject sentences: name a country outside the question, and neither they nor a cited source is about a subject. */
export function offSubjectSentences(
  parts: ReportParts,
  sources: readonly StreamedSource[],
  asked: Asked,
  gazetteer: Gazetteer,
): string[] {
  const aboutSubject = new Set(
    sources.filter((s) => namesSubject(s.title, asked, gazetteer)).map((s) => s.n),
  );
  return readableSentences(parts)
    .filter((sentence) => {
      const text = sentenceBody(sentence.text);
      const outsiders = gazetteer.mentions(text).filter((m) => !m.codes.some((c) => asked.allowed.has(c)));
      return (
        outsiders.length > 0 &&
        !namesSubject(text, asked, gazetteer) &&
        !sentence.citations.some((n) => aboutSubject.has(n))
      );
    })
    .map((s) => s.text);
}

/** Sentences that cite only sources about countries outside the question and name no subject. */
export function offSourceSentences(
  parts: ReportParts,
  sources: readonly StreamedSource[],
  asked: Asked,
  gazetteer: Gazetteer,
): string[] {
  const elsewhere = new Set(
    sources
      .filter((s) => {
        const named = gazetteer.mentions(s.title);
        return named.length > 0 && !named.some((m) => m.codes.some((c) => asked.allowed.has(c)));
      })
      .map((s) => s.n),
  );
  return readableSentences(parts)
    .filter(
      (s) =>
        s.citations.length > 0 &&
        s.citations.every((n) => elsewhere.has(n)) &&
        !namesSubject(sentenceBody(s.text), asked, gazetteer),
    )
    .map((s) => s.text);
}

/** The comparison table: the table naming the most subjects, which of them it lacks, its uncited fact cells. */
export function checkTable(
  tables: readonly MarkdownTable[],
  subjects: readonly string[],
  gazetteer: Gazetteer,
) {
  const names = (cell: string, subject: string) => {
    const codes = gazetteer.resolve(subject);
    return codes.length
      ? gazetteer.mentions(cell).some((m) => m.codes.some((c) => codes.includes(c)))
      : cell.toLowerCase().includes(subject.toLowerCase());
  };
  const missingOf = (t: MarkdownTable) => subjects.filter((s) => !t.header.some((cell) => names(cell, s)));
  const best = [...tables].sort((a, b) => missingOf(a).length - missingOf(b).length)[0];
  const uncitedCells = tables
    .flatMap((t) => t.rows.flatMap((row) => row.slice(1)))
    .filter((cell) => !NO_FACT_CELL.test(plainAnswer(cell)) && !CITATION.test(cell)).length;
  const missingColumns = best ? missingOf(best) : [...subjects];
  return { present: best !== undefined && missingColumns.length === 0, missingColumns, uncitedCells };
}

/** `<Country> — <Section>` headings ("Sweden — Government"): an outline by source, not by aspect. */
export function fieldGroupHeadings(headings: readonly string[], vocabulary: FactbookVocabulary): string[] {
  const sections = vocabulary.sections.map((s) => s.toLowerCase());
  return headings.filter((h) => {
    const match = /^(.+?)\s+[—–-]\s+(.+)$/u.exec(h.trim());
    return (
      match !== null &&
      sections.includes(match[2]!.toLowerCase()) &&
      vocabulary.gazetteer.mentions(match[1]!).length > 0
    );
  });
}

/** Aspects with no `##` heading that names them (by ASPECT_WORDS, else by the aspect's own words). */
export function missingAspects(headings: readonly string[], aspects: readonly string[]): string[] {
  const words = headings.map((h) => h.toLowerCase().match(/\p{L}+/gu) ?? []);
  return aspects.filter((aspect) => {
    const stems = ASPECT_WORDS[aspect.toLowerCase()] ?? aspect.toLowerCase().split(/\s+/u);
    return !words.some((heading) => heading.some((w) => stems.some((s) => w.startsWith(s))));
  });
}

/** Paragraphs whose first sentence opens with a dangling word ("Also", "However", "Peru also…"). */
export function danglingOpeners(paragraphs: readonly string[]): string[] {
  return paragraphs
    .map((p) => sentenceBody(plainAnswer(p).replace(/^\s*(?:[-*+]|\d+[.)])\s+/u, '')))
    .filter((s) => DANGLING.test(s) || NAME_ALSO.test(s));
}

/** Sentences that open with a bare Factbook label ("Legislative branch — description: …", "Note - …"). */
export function rawLabelSentences(sentences: readonly string[], fieldLabels: readonly string[]): string[] {
  const labels = [...fieldLabels]
    .sort((a, b) => b.length - a.length)
    .map((l) => l.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  const pattern = new RegExp(
    `^(?:(?:${labels.join('|')})(?:\\s*[—–-]\\s*[^:.]{1,60})?\\s*:|note\\s+-\\s)`,
    'iu',
  );
  return sentences.filter((s) => pattern.test(sentenceBody(s)));
}

/** Sentences of five words or more that occur twice (or more) in the report, each listed once. */
export function repeatedSentences(sentences: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const s of sentences) {
    const key = sentenceBody(s).toLowerCase().replace(/\s+/gu, ' ');
    if (key.split(' ').length >= 5) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([key]) => key);
}

/** The report that stands in for one when the evidence gate fails, as the pipeline marks it. */
export const isNotEnoughEvidence = (run: DeepRun): boolean =>
  run.report.includes(NOT_ENOUGH_EVIDENCE_HEADING) &&
  (run.status === undefined || run.status === 'insufficient');

/** Scores one Deep run of one question. */
export function scoreDeepReport(
  question: DeepQuestion,
  run: DeepRun,
  vocabulary: FactbookVocabulary,
): DeepScore {
  const { gazetteer } = vocabulary;
  const parts = reportParts(run.report);
  const sentences = readableSentences(parts);
  const asked = askedSubjects(question, gazetteer);
  const text = plainAnswer(run.report);
  const sourceNumbers = new Set(run.sources.map((s) => s.n));
  const cited = [...new Set(sentences.flatMap((s) => s.citations))];
  const notEnoughEvidence = isNotEnoughEvidence(run);
  const unanswerable = question.kind === 'unanswerable';
  const multiAspect =
    question.kind === 'comparison' || question.kind === 'region' || question.aspects.length > 1;

  const score: DeepScore = {
    ok: false,
    reasons: [],
    facts: {
      expected: question.expected.length,
      missing: question.expected.filter((f) => !hasFact(text, f)).map(factLabel),
      forbidden: (question.forbidden ?? []).filter((f) => hasFact(text, f)).map(factLabel),
    },
    offSubject: offSubjectSentences(parts, run.sources, asked, gazetteer),
    offSource: offSourceSentences(parts, run.sources, asked, gazetteer),
    table: {
      required: question.kind === 'comparison',
      ...checkTable(parts.tables, question.kind === 'comparison' ? question.subjects : [], gazetteer),
    },
    sections: {
      headings: parts.headings,
      fieldGroupHeadings: multiAspect ? fieldGroupHeadings(parts.headings, vocabulary) : [],
      missingAspects: unanswerable ? [] : missingAspects(parts.headings, question.aspects),
    },
    citations: {
      cited: cited.length,
      invalid: cited.filter((n) => !sourceNumbers.has(n)).sort((a, b) => a - b),
      unverified: run.unverified.length,
    },
    // Two countries may well share a table cell ("0% of total installed capacity"): only prose repeats.
    repeated: repeatedSentences(readableSentences({ ...parts, tables: [] }).map((s) => s.text)),
    dangling: danglingOpeners(parts.paragraphs),
    rawLabels: rawLabelSentences(
      sentences.map((s) => s.text),
      vocabulary.fieldLabels,
    ),
    sourceCountFiller: (text.match(SOURCE_COUNT_FILLER) ?? []).length,
    notEnoughEvidence,
  };
  score.reasons = reasonsOf(question, run, score);
  score.ok = score.reasons.length === 0;
  return score;
}

function reasonsOf(question: DeepQuestion, run: DeepRun, s: DeepScore): string[] {
  const reasons: string[] = [];
  const count = (n: number, label: string) => n > 0 && reasons.push(`${label}×${n}`);
  if (run.error) reasons.push(`error ${run.error}`);
  if (question.kind === 'unanswerable') {
    if (!s.notEnoughEvidence) reasons.push('wrote a report instead of "not enough evidence"');
  } else {
    if (s.notEnoughEvidence) reasons.push('said "not enough evidence"');
    if (s.facts.missing.length) reasons.push(`missing ${s.facts.missing.join(' & ')}`);
    if (s.table.required && !s.table.present)
      reasons.push(
        s.table.missingColumns.length === question.subjects.length
          ? 'no table'
          : `table lacks ${s.table.missingColumns.join(', ')}`,
      );
    if (s.sections.missingAspects.length)
      reasons.push(`no section on ${s.sections.missingAspects.join(', ')}`);
  }
  if (s.facts.forbidden.length) reasons.push(`forbidden ${s.facts.forbidden.join(', ')}`);
  count(s.offSubject.length, 'off-subject');
  count(s.table.uncitedCells, 'uncited cells');
  count(s.sections.fieldGroupHeadings.length, 'field-group headings');
  count(s.citations.invalid.length, 'invalid citations');
  count(s.citations.unverified, 'unverified');
  count(s.repeated.length, 'repeated');
  count(s.dangling.length, 'dangling');
  count(s.rawLabels.length, 'raw labels');
  count(s.sourceCountFiller, '"drew on N sources"');
  return reasons;
}
