/**
 * Scoring of one answer for `npm run eval` (issue 10). Pure functions: the harness fetches the answer and
 * the cited sources' texts, these decide what was right. The rules are written down here once, so a
 * change of the engine is measured against the same yardstick as before.
 */
import type { EvalQuestion, Fact } from './questions.js';

/**
 * What counts as "the sources do not answer this" when it appears in the answer's lead paragraph. The
 * first two are the extractive engine's own wording (NOTHING_RELEVANT, NO_SOURCES); the rest are the ways
 * an engine (or an LLM told to say so) phrases the same thing.
 */
export const ABSTENTION_PATTERNS: readonly RegExp[] = [
  /\bcould not find\b/i,
  /\bno sources\b/i,
  /\b(?:sources?|library|documents?|passages?) (?:do|does|did) not (?:answer|say|contain|mention|give|state|include|cover)\b/i,
  /\b(?:sources?|library) (?:don't|doesn't) (?:answer|say|contain|mention|give|state|include|cover)\b/i,
  /\bnot (?:found|answered|covered|mentioned) (?:in|by) the (?:sources|library)\b/i,
  /\bnothing in the (?:sources|library)\b/i,
  /\b(?:no|none of the) (?:source|sources|passage|passages) (?:says?|answers?|gives?|mentions?|states?)\b/i,
  /\bI (?:do not|don't) know\b/i,
];

/** A sentence of an answer with the source numbers it cites (`[2]`, `[1, 3]`). */
export interface AnswerSentence {
  text: string;
  citations: number[];
}

/** A source as the answer numbered it, with the text served at its `/library/<id>` address. */
export interface CitedSource {
  n: number;
  url: string;
  title?: string;
  /** The document text; undefined when the document could not be fetched. */
  text?: string;
  /** The library document kind ('markdown', 'wordnet', 'factbook', …) when known. */
  kind?: string;
}

const CITATION = /\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/gu;
const HAS_CITATION = new RegExp(CITATION.source, 'u');

/** Markdown emphasis, code ticks and escapes removed; the italic note line of the extractive engine dropped. */
export function plainAnswer(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*_[^_].*_\s*$/u.test(line))
    .join('\n')
    .replace(/\*\*|__|`/gu, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/gu, '$1')
    .trim();
}

/** Sentences in reading order. A citation group ends a sentence; uncited text splits at ". X". */
export function splitSentences(answer: string): AnswerSentence[] {
  const sentences: AnswerSentence[] = [];
  for (const rawLine of plainAnswer(answer).split('\n')) {
    const line = rawLine.replace(/^\s*(?:[-*+]|\d+[.)])\s+/u, '').trim();
    if (!line) continue;
    for (const piece of line.split(/(?<=\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\][.!?]?)\s+/u)) {
      const parts = HAS_CITATION.test(piece) ? [piece] : piece.split(/(?<=[a-z0-9)"”][.!?])\s+(?=[A-Z])/u);
      for (const part of parts) {
        const text = part.trim();
        if (text) sentences.push({ text, citations: citationsOf(text) });
      }
    }
  }
  return sentences;
}

function citationsOf(text: string): number[] {
  const numbers = new Set<number>();
  for (const group of text.match(CITATION) ?? []) {
    const [from, to] = group.replace(/[[\]\s]/gu, '').split(/[–-]/u);
    if (to !== undefined)
      for (let n = Number(from); n <= Number(to) && n - Number(from) < 50; n++) numbers.add(n);
    else for (const n of group.replace(/[[\]\s]/gu, '').split(',')) numbers.add(Number(n));
  }
  return [...numbers];
}

/** The sentence without its citations and final punctuation. */
export const sentenceBody = (text: string): string =>
  text
    .replace(CITATION, '')
    .replace(/\s+([.,;:!?])/gu, '$1')
    .replace(/[.!?]+$/u, '')
    .trim();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Whether a fact occurs in the text. Strings match case-insensitively as whole tokens: "46" does not
 * match "1946" or "4.6", "Lima" does not match "Limassol". Regexes are used as they are.
 */
export function hasFact(text: string, fact: Fact): boolean {
  if (fact instanceof RegExp) return new RegExp(fact.source, fact.flags.replace('g', '')).test(text);
  const words = fact.trim().split(/\s+/u).map(escape).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?<!\\d[.,])${words}(?![\\p{L}\\p{N}])(?![.,]\\d)`, 'iu').test(text);
}

export const factLabel = (fact: Fact): string => (fact instanceof RegExp ? String(fact) : `"${fact}"`);

/** The answer says the sources do not answer: an abstention pattern in its lead paragraph. */
export function isAbstention(answer: string): boolean {
  const lead = plainAnswer(answer).split(/\n\s*\n/u)[0] ?? '';
  return ABSTENTION_PATTERNS.some((pattern) => pattern.test(lead));
}

/** Raw dictionary entries quoted as they are stored: "bank (noun): …". */
export const countDictionaryFormatting = (answer: string): number =>
  (plainAnswer(answer).match(/\((?:noun|verb|adjective|adverb|adjective satellite)\)\s*:/giu) ?? []).length;

/** Sentences that are nothing but a synonym list: "Synonyms: vent [2]." */
export const countBareSynonyms = (sentences: readonly AnswerSentence[]): number =>
  sentences.filter((s) => /^synonyms\s*:/iu.test(s.text)).length;

const normalizeBlock = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Longest block (in words) still taken for a heading. */
const MAX_HEADING_WORDS = 12;

/**
 * A cited sentence that is a heading of the source it cites: a short block of the source (at most 12
 * words) with no sentence-ending punctuation, or a Markdown `#` line. Factbook "Field: value" blocks are
 * data, not headings, so they are not counted here.
 */
export function isCitedHeading(sentence: AnswerSentence, sources: readonly CitedSource[]): boolean {
  if (sentence.citations.length === 0) return false;
  const body = normalizeBlock(sentenceBody(sentence.text));
  if (!body || body.split(' ').length > MAX_HEADING_WORDS) return false;
  return sentence.citations.some((n) => {
    const source = sources.find((s) => s.n === n);
    if (!source?.text) return false;
    return source.text.split(/\n\s*\n/u).some((block) => {
      const trimmed = block.trim();
      const isHeading =
        /^#{1,6}\s/u.test(trimmed) ||
        (source.kind !== 'factbook' &&
          !/[.!?:;,"”)]$/u.test(trimmed) &&
          trimmed.split(/\s+/u).length <= MAX_HEADING_WORDS);
      return isHeading && normalizeBlock(trimmed.replace(/^#+\s*/u, '')) === body;
    });
  });
}

const STOPWORDS = new Set(
  `a an and are as at be been being but by can could did do does for from had has have he her his how i if in into
  is it its may might more most much no not of on one or our she so some such than that the their them then there
  these they this those to too very was we were what when where which while who whom whose why will with would you
  also about after before between both each other only over under up out own same just any all`.split(/\s+/u),
);

const stem = (word: string) => word.replace(/(?:ies|es|s|ed|ing|ly)$/u, '') || word;

const contentWords = (text: string): string[] =>
  (text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [])
    .map((w) => w.replace(/['’]s$/u, ''))
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w));

/** Numbers as written, thousands separators removed: "66,553,766" → "66553766". */
export const numbersIn = (text: string): string[] =>
  (text.match(/\d+(?:[.,]\d+)*/gu) ?? []).map((n) => n.replace(/,(?=\d{3}(?!\d))/gu, ''));

/** Share of a sentence's content words the source must contain for the citation to count as supported. */
export const SUPPORT_MIN_COVERAGE = 0.75;

export interface SupportCheck {
  supported: boolean;
  /** Share of the sentence's content words found in the cited text (1 when it has none). */
  coverage: number;
  missingNumbers: string[];
}

/** Checks one cited sentence against the text of the source(s) it cites: words mostly there, numbers all there. */
export function checkSupport(sentence: string, sourceText: string): SupportCheck {
  const body = sentenceBody(sentence);
  const sourceStems = new Set(contentWords(sourceText).map(stem));
  const words = contentWords(body);
  const found = words.filter((w) => sourceStems.has(stem(w))).length;
  const coverage = words.length === 0 ? 1 : found / words.length;
  const sourceNumbers = new Set(numbersIn(sourceText));
  const missingNumbers = numbersIn(body).filter((n) => !sourceNumbers.has(n));
  return {
    supported: coverage >= SUPPORT_MIN_COVERAGE && missingNumbers.length === 0,
    coverage,
    missingNumbers,
  };
}

export interface Noise {
  dictionary: number;
  synonyms: number;
  headings: number;
}

export interface Score {
  correct: boolean;
  /** Why it is wrong (or what was right), in a few words. */
  reason: string;
  abstained: boolean;
  /** The first sentence carries an expected fact; null for questions that should be abstained on. */
  lead: boolean | null;
  noise: Noise;
  citations: { total: number; supported: number; unsupported: string[] };
  /**
   * A wrong answer given with a citation: not correct, not a "not found", yet citing a source (the
   * worst outcome for a reader, who takes the citation for support). Target 0.
   */
  wrongCited: boolean;
}

/** Scores one answer. `answer` is the markdown as streamed; `sources` are numbered as the answer cites them. */
export function scoreAnswer(question: EvalQuestion, answer: string, sources: readonly CitedSource[]): Score {
  const text = plainAnswer(answer);
  const sentences = splitSentences(answer);
  const abstained = isAbstention(answer);
  const noise: Noise = {
    dictionary: countDictionaryFormatting(answer),
    synonyms: countBareSynonyms(sentences),
    headings: sentences.filter((s) => isCitedHeading(s, sources)).length,
  };
  const citations = { total: 0, supported: 0, unsupported: [] as string[] };
  for (const sentence of sentences) {
    if (sentence.citations.length === 0) continue;
    citations.total++;
    const cited = sentence.citations.map((n) => sources.find((s) => s.n === n)?.text ?? '').join('\n\n');
    const check = checkSupport(sentence.text, cited);
    if (check.supported) citations.supported++;
    else citations.unsupported.push(sentence.text);
  }

  // Related material cited after an honest "not found" is offered as such, not given as the answer.
  const wrongCited = (correct: boolean) => !correct && !abstained && citations.total > 0;
  if (question.abstain) {
    const lead = plainAnswer(answer).split(/\n\s*\n/u)[0] ?? '';
    const forbidden = question.forbidden.filter((f) => hasFact(question.strict ? text : lead, f));
    const correct = abstained && forbidden.length === 0;
    const reason = !abstained
      ? 'answered instead of abstaining'
      : forbidden.length > 0
        ? `abstained but states ${forbidden.map(factLabel).join(', ')}`
        : 'abstained';
    return { correct, reason, abstained, lead: null, noise, citations, wrongCited: wrongCited(correct) };
  }

  const present = question.expected.filter((f) => hasFact(text, f));
  const missing = question.expected.filter((f) => !hasFact(text, f));
  const factsOk = question.match === 'all' ? missing.length === 0 : present.length > 0;
  const forbidden = question.forbidden.filter((f) => hasFact(text, f));
  const first = sentences[0]?.text ?? '';
  const lead = question.expected.some((f) => hasFact(first, f));
  const reasons: string[] = [];
  if (abstained) reasons.push('said not found');
  if (!factsOk)
    reasons.push(
      `missing ${(question.match === 'all' ? missing : question.expected).map(factLabel).join(question.match === 'all' ? ' & ' : ' | ')}`,
    );
  if (forbidden.length > 0) reasons.push(`forbidden ${forbidden.map(factLabel).join(', ')}`);
  const correct = reasons.length === 0;
  return {
    correct,
    reason: correct ? 'ok' : reasons.join('; '),
    abstained,
    lead,
    noise,
    citations,
    wrongCited: wrongCited(correct),
  };
}
