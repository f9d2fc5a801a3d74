/**
 * Scoring of one Deep report for `npm run eval:deep` (issue 18). Pure functions: the harness runs the
 * question through the real route, these decide what is wrong with the report, each check as the issue's
 * "How we will know" states it, so a change of the writer is measured against the same yardstick.
 */
import { NOT_ENOUGH_EVIDENCE_HEADING } from '@pardus/protocol';
import { factLabel, hasFact, plainAnswer, sentenceBody, splitSentences } from '../score.js';
import { analyzeSubject } from '../../src/text/analyzer.js';
import type { DeepQuestion } from './deep-question.js';
import type { FactbookVocabulary } from './factbook-vocabulary.js';
import type { Gazetteer } from './gazetteer.js';
import {
  readableSentences,
  reportParts,
  reportSections,
  type MarkdownTable,
  type ReportParts,
  type ReportSection,
} from './report-parts.js';

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
  /**
   * The run's plan: the queries of its `queries` event (none when it sent none) and the query budget
   * its limits allowed (RESEARCH_MAX_QUERIES). Absent when unknown (a test's run).
   */
  plan?: { queries: string[]; budget: number };
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
  economy: ['econom', 'gdp', 'industr', 'growth', 'income', 'prosperity', 'export', 'trade'],
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
  people: ['people', 'population', 'demograph', 'society', 'ethnic'],
  health: ['health', 'life', 'medic', 'mortality'],
  education: ['educat', 'school', 'literac'],
  communications: ['communic', 'internet', 'media', 'broadcast', 'telecom'],
  transport: ['transport', 'rail', 'road', 'airport', 'port', 'shipping'],
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
  /** The depth of the report (issue 34): measured apart from `ok`, which keeps its earlier checks. */
  depth: DepthScore;
}

/** Depth targets (issue 34) of an answerable place or concept report. */
export const DEPTH_TARGETS = { bodySections: 3, validCitations: 8, distinctSources: 3 } as const;

/** Kinds whose reports must have the depth of a research report (a one-line answer need not). */
export const DEPTH_KINDS: ReadonlySet<DeepQuestion['kind']> = new Set([
  'comparison',
  'single',
  'region',
  'concept',
]);

export interface DepthScore {
  /** `##` sections other than the summary, the side-by-side table and the conclusion, with prose. */
  bodySections: string[];
  /** Headings with no sentence and no table under them. */
  emptySections: string[];
  /** Streamed sources (by address) the report cites. */
  distinctSources: number;
  /** Citation marks of streamed sources (one per source number per sentence), less unverified ones. */
  validCitations: number;
  /** Figures and statements found in more than one body section. */
  repeatedFacts: string[];
  /**
   * Runs of six words or more of the conclusion that the body already said ("King HARALD V (since 17
   * January 1991)" again): a conclusion restating the sections. Figures a conclusion compares are not
   * counted. Reported, no target.
   */
  conclusionRepeats: string[];
  /** Content-free sentences: what the sources "cover", "nothing more specific", "drew on N sources". */
  filler: string[];
  /** Queries planned and the budget (RESEARCH_MAX_QUERIES); undefined when the run did not say. */
  planned?: { queries: number; budget: number };
  /** The depth targets apply (an answerable place or concept question). */
  targeted: boolean;
  /** Targets missed, in a few words each: sections, citations, sources for targeted reports; filler and empty sections for every answerable one. */
  shortfalls: string[];
  ok: boolean;
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

/** Each `##` section as a reader scans it: its heading and its opening sentence. */
export const sectionOpenings = (markdown: string): string[] =>
  reportSections(markdown).sections.map((s) => `${s.heading} ${splitSentences(s.body)[0]?.text ?? ''}`);

/** Aspects with no `##` heading that names them (by ASPECT_WORDS, else by the aspect's own words). */
export function missingAspects(headings: readonly string[], aspects: readonly string[]): string[] {
  const words = headings.map((h) => h.toLowerCase().match(/\p{L}+/gu) ?? []);
  return aspects.filter((aspect) => {
    // An aspect's own words match as written or by their stems: "observation" is named by "How we observe them".
    const stems = ASPECT_WORDS[aspect.toLowerCase()] ?? [
      ...aspect.toLowerCase().split(/\s+/u),
      ...analyzeSubject(aspect).terms,
    ];
    const forms = (w: string) => [w, ...analyzeSubject(w).terms];
    return !words.some((heading) =>
      heading.some((w) => forms(w).some((form) => stems.some((s) => form.startsWith(s)))),
    );
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

/**
 * Headings of the parts around the body: the summary, the side-by-side table, the conclusion (and the
 * "not enough evidence" page). Any other `##` section with prose is a body section.
 */
const NON_BODY_HEADING =
  /^(?:(?:executive\s+)?summary|in (?:short|brief|sum)|at a glance|key (?:facts|figures)|(?:comparison\s+)?table|conclusions?|bottom line|sources|references|not enough evidence)\b|\bside by side\b/iu;

/**
 * A section's `###` sub-sections, each a body section of its own ("Political system › Executive"); the
 * prose before the first is one too, under the section's heading.
 */
function subSections(section: ReportSection): ReportSection[] {
  const [lead = '', ...subs] = section.body.split(/^\s*###\s+/mu);
  const parts = subs.map((sub) => {
    const [heading = '', ...lines] = sub.split('\n');
    return { heading: `${section.heading} › ${heading.trim()}`, body: lines.join('\n') };
  });
  return [{ heading: section.heading, body: lead }, ...parts].filter(
    (part) => reportParts(part.body).paragraphs.length > 0,
  );
}

/** Body sections (a `##` section's `###` sub-sections each count) and empty sections of a report. */
export function sectionDepth(markdown: string): { body: ReportSection[]; empty: string[] } {
  const { sections } = reportSections(markdown);
  const withParts = sections.map((s) => ({ section: s, parts: reportParts(s.body) }));
  return {
    body: withParts
      .filter(({ section, parts }) => !NON_BODY_HEADING.test(section.heading) && parts.paragraphs.length > 0)
      .flatMap(({ section }) => subSections(section)),
    empty: withParts
      .filter(({ parts }) => parts.paragraphs.length === 0 && parts.tables.length === 0)
      .map(({ section }) => section.heading),
  };
}

/** Qualifiers that every figure carries, so they repeat without repeating a fact: "(2025 est.)", "(2019)". */
const QUALIFIER = /\((?:[^()]*\best\.?[^()]*|\s*(?:19|20)\d\d\s*)\)/giu;
const CITATIONS = /\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/gu;
/** Numbers in text; figures are those with a separator, decimal, percent or currency, or three digits. */
const NUMBER = /[$€£]?\d(?:[\d,.]*\d)?(?:\s?%)?/gu;
const YEAR = /^(?:1[0-9]|20)\d\d$/u;
/** How many words in a row make a repeated statement. */
const SHINGLE = 6;

const factText = (markdown: string) =>
  plainAnswer(markdown).replace(CITATIONS, ' ').replace(QUALIFIER, ' ').replace(/\s+/gu, ' ');

function figuresOf(text: string): string[] {
  return (text.match(NUMBER) ?? [])
    .map((n) => n.replace(/\s/gu, ''))
    .filter((n) => {
      const digits = n.replace(/\D/gu, '');
      if (YEAR.test(n)) return false;
      return /[$€£]/u.test(n) ? digits.length >= 2 : digits.length >= 3;
    });
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’]/gu, "'")
    .split(/[^\p{L}\p{N}%$€£.,'-]+/u)
    .map((w) => w.replace(/^[.,'-]+|[.,'-]+$/gu, ''))
    .filter(Boolean);

/**
 * Facts stated in more than one body section: a figure ("112,870,457", "62.1%", "$15,700"; years and
 * small numbers are left out, they recur without being the same fact) or a run of six words or more
 * said again. Each is listed once, as the later section says it. The summary, table and conclusion are
 * not passed in: they may repeat the key facts.
 */
export function repeatedFacts(sections: readonly string[], options: { figures?: boolean } = {}): string[] {
  const withFigures = options.figures ?? true;
  const seenFigures = new Set<string>();
  const seenShingles = new Set<string>();
  const repeated = new Set<string>();
  for (const section of sections) {
    const text = factText(section);
    const words = wordsOf(text);
    const shingles = words
      .slice(0, Math.max(0, words.length - SHINGLE + 1))
      .map((_, i) => words.slice(i, i + SHINGLE).join(' '));
    const covered = words.map(() => false);
    shingles.forEach((shingle, i) => {
      if (seenShingles.has(shingle)) for (let j = i; j < i + SHINGLE; j++) covered[j] = true;
    });
    const phrases: string[] = [];
    for (let i = 0; i < words.length; i++) {
      if (!covered[i]) continue;
      let j = i;
      while (j < words.length && covered[j]) j++;
      phrases.push(words.slice(i, j).join(' '));
      i = j;
    }
    phrases.forEach((p) => repeated.add(`"${p}"`));
    for (const figure of withFigures ? figuresOf(text) : [])
      if (seenFigures.has(figure) && !phrases.some((p) => p.includes(figure.toLowerCase())))
        repeated.add(figure);
    shingles.forEach((s) => seenShingles.add(s));
    figuresOf(text).forEach((f) => seenFigures.add(f));
  }
  return [...repeated];
}

const LEAD_IN = String.raw`(?:(?:in (?:sum|short|summary|brief|conclusion)|overall|to (?:sum up|conclude)|taken together|all in all|altogether|together),?\s+)?`;
const META_NOUN = String.raw`(?:sources?|report|library|evidence|entries|entry|passages?|documents?|searches|search results|material|articles?|factbook|wordnet|section)`;
const META_BEFORE = String.raw`(?:(?:\d+|found|available|cited|above|following|selected|retrieved|gathered|consulted|library(?:'s)?|factbook(?:'s)?|wordnet(?:'s)?|[\p{L}-]+'s)\s+){0,3}`;
const META_AFTER = String.raw`(?:\s+(?:found|cited|used|above|here|available|gathered|retrieved|consulted|together|all|also|only|mainly|mostly|largely|chiefly|mostly))*`;
const COVER_VERB = String.raw`(?:cover(?:s|ed)?|touch(?:es|ed)? (?:on|upon)|deal(?:s|t)? with|dr(?:ew|aws?) on|(?:is|are|was|were) (?:based|drawn) on|rel(?:y|ies|ied) on|focus(?:es|ed)? on|(?:is|are|was|were) (?:all |mostly |chiefly )?about|discuss(?:es|ed)?|address(?:es|ed)?|span(?:s|ned)?)`;
/** "In sum, the sources found cover Atlantis", "This report drew on 4 sources": the sources as subject of a coverage verb. */
const META_COVERAGE = new RegExp(
  `^${LEAD_IN}(?:(?:all|both|each|most|many)\\s+(?:of\\s+)?)?(?:the|these|this|those|its|our|their)\\s+${META_BEFORE}${META_NOUN}\\b${META_AFTER}\\s+${COVER_VERB}\\b`,
  'iu',
);
/** Words that say something about the sources, the report or the question, never about the subject. */
const META_WORDS = new Set(
  `source sources found report reports library evidence entry entries passage passages document documents material
  information info detail details specific specifics specifically more further else nothing little anything
  say says said tell tells cover covers covered sum overall topic topics question questions subject subjects
  available known research researched searched search searches above below listed following section sections
  fact facts data summary conclusion answer answers aspect aspects relevant beyond mention mentions mentioned
  provide provides offer offers give gives hold holds contain contains include includes drew draw draws based
  record records matter regard regarding respect concerning related here there found this these those
  stated states state noted notes note described describes describe given shown shows show whole rest
  beyond besides apart except already respectively`.split(/\s+/u),
);
const STOPWORDS = new Set(
  `a an the of on in about for to and or nor but is are was were be been being it its this that these those
  with by as at from no not any all both each which what who whom whose there here than then so such also
  only other others do does did has have had can could may might will would shall should we our you your
  they their them he she his her i me my one ones into onto upon out up down over under again once very
  much many most some few own same just too how when where why`.split(/\s+/u),
);

/**
 * Content-free prose sentences (target 0): ones that make the sources or the report their subject with a
 * verb of coverage ("the sources found cover …", "this report drew on …"), and ones with no word left
 * once talk of sources and reports, function words, numbers and the names asked about are taken away
 * ("The sources found say nothing more specific about this."). A sentence saying what the library
 * lacks is not filler when it names what ("The library holds nothing on Atlantis's location").
 */
export function fillerSentences(
  sentences: readonly string[],
  subjects: readonly string[],
  gazetteer?: Gazetteer,
): string[] {
  const subjectWords = new Set(subjects.flatMap((s) => wordsOf(s)));
  return sentences.filter((sentence) => {
    let body = sentenceBody(sentence).replace(/^\s*(?:[-*+]|\d+[.)])\s+/u, '');
    if (META_COVERAGE.test(body)) return true;
    for (const m of gazetteer?.mentions(body) ?? []) body = body.split(m.text).join(' ');
    const words = wordsOf(body)
      .map((w) => w.replace(/'s$/u, ''))
      .filter((w) => /\p{L}/u.test(w));
    if (words.length < 3) return false;
    return words.every((w) => STOPWORDS.has(w) || META_WORDS.has(w) || subjectWords.has(w));
  });
}

/** Citation marks of streamed sources, one per source number per sentence, less the unverified ones. */
export function validCitationCount(
  sentences: readonly { citations: number[] }[],
  run: Pick<DeepRun, 'sources' | 'unverified'>,
): number {
  const streamed = new Set(run.sources.map((s) => s.n));
  const marks = sentences.reduce((n, s) => n + s.citations.filter((c) => streamed.has(c)).length, 0);
  return Math.max(0, marks - run.unverified.filter((u) => streamed.has(u.n)).length);
}

/** The depth of one report against the targets. */
export function depthOf(
  question: DeepQuestion,
  run: DeepRun,
  gazetteer: Gazetteer,
  notEnoughEvidence: boolean,
): DepthScore {
  const parts = reportParts(run.report);
  const sentences = readableSentences(parts);
  const { body, empty } = notEnoughEvidence ? { body: [], empty: [] } : sectionDepth(run.report);
  const conclusion = reportSections(run.report)
    .sections.filter((s) => /^conclusions?\b/iu.test(s.heading))
    .map((s) => s.body)
    .join('\n\n');
  const streamed = new Map(run.sources.map((s) => [s.n, s.url]));
  const citedUrls = new Set(sentences.flatMap((s) => s.citations.flatMap((n) => streamed.get(n) ?? [])));
  const prose = parts.paragraphs.flatMap((p) => splitSentences(p)).map((s) => s.text);
  const depth: DepthScore = {
    bodySections: body.map((s) => s.heading),
    emptySections: empty,
    distinctSources: citedUrls.size,
    validCitations: validCitationCount(sentences, run),
    repeatedFacts: repeatedFacts(body.map((s) => s.body)),
    conclusionRepeats:
      body.length && conclusion.trim()
        ? repeatedFacts([body.map((s) => s.body).join('\n\n'), conclusion], { figures: false })
        : [],
    filler: notEnoughEvidence ? [] : fillerSentences(prose, question.subjects, gazetteer),
    ...(run.plan ? { planned: { queries: run.plan.queries.length, budget: run.plan.budget } } : {}),
    targeted: DEPTH_KINDS.has(question.kind),
    shortfalls: [],
    ok: false,
  };
  const short = depth.shortfalls;
  if (depth.targeted) {
    if (depth.bodySections.length < DEPTH_TARGETS.bodySections)
      short.push(`${depth.bodySections.length} body sections < ${DEPTH_TARGETS.bodySections}`);
    if (depth.validCitations < DEPTH_TARGETS.validCitations)
      short.push(`${depth.validCitations} valid citations < ${DEPTH_TARGETS.validCitations}`);
    if (depth.distinctSources < DEPTH_TARGETS.distinctSources)
      short.push(`${depth.distinctSources} sources < ${DEPTH_TARGETS.distinctSources}`);
  }
  if (question.kind !== 'unanswerable') {
    if (depth.filler.length) short.push(`filler×${depth.filler.length}`);
    if (depth.emptySections.length) short.push(`empty sections×${depth.emptySections.length}`);
  }
  depth.ok = short.length === 0;
  return depth;
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
      // A section names its aspect in its heading or its opening sentence ("How long water stays: …
      // its residence time").
      missingAspects: unanswerable ? [] : missingAspects(sectionOpenings(run.report), question.aspects),
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
    depth: depthOf(question, run, gazetteer, notEnoughEvidence),
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
