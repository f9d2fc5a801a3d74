import { splitSentences } from './extractive/text/sentences.js';
import { analyze, analyzeSubject, foldCase, termOf } from '../text/analyzer.js';
import { ratioPhrase } from '../text/ratio.js';

/** A citation whose sentence could not be found in the text it cites. */
export interface UnverifiedCitation {
  /** The cited source number (`[n]`). */
  n: number;
  /** The sentence as plain text: markdown and citation markers removed. */
  sentence: string;
}

/**
 * Share of a sentence's content words that must occur in the cited text. Extractive sentences are quoted
 * verbatim (100 %); a faithful paraphrase keeps most of its words; a claim taken from another source
 * keeps few of them.
 */
export const MIN_WORD_SUPPORT = 0.6;

/** `[3]`, `[1, 2]`, `[ 4 ]` — not a link text (`[3](url)`). */
const MARKER = /\[\s*(\d{1,4}(?:\s*,\s*\d{1,4})*)\s*\](?!\()/gu;
const LEADING_MARKERS = /^(?:\s*\[\s*\d{1,4}(?:\s*,\s*\d{1,4})*\s*\](?!\())+[.,;:!?]?/u;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/u;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/u;
const BLOCK_PREFIX = /^\s{0,3}(?:#{1,6}\s+|(?:>\s?)+|(?:[-*+]|\d{1,3}[.)])\s+)/u;
/** A number as a whole token: "2,500", "0.5", "1990" — never a piece of a longer number. */
const NUMBER = /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)*/gu;
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/u;
const WORD = /[\p{L}\p{N}]+/gu;
/** A capitalised word (a name, a month): "Paris", "NASA", "McCartney". */
const CAPITALISED = /^\p{Lu}/u;

/** What a source's text offers to check against. */
interface SourceFacts {
  terms: Set<string>;
  words: Set<string>;
  numbers: Set<string>;
}

/** The numbers of a text as comparable strings: "2,500" and "2500" meet; "0.5" and "5.0" do not. */
function numbersOf(text: string): string[] {
  const out: string[] = [];
  for (const [raw] of text.matchAll(NUMBER)) {
    if (THOUSANDS.test(raw)) out.push(raw.replace(/,/gu, ''));
    else out.push(...raw.split(','));
  }
  return out;
}

function factsOf(text: string): SourceFacts {
  const words = new Set(foldCase(text).match(WORD) ?? []);
  return { terms: new Set(analyze(text)), words, numbers: new Set(numbersOf(text)) };
}

/** Inline markdown to plain text; citation markers are kept, code spans dropped. */
function plainInline(text: string): string {
  return text
    .replace(/(`+)[\s\S]*?\1/gu, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/gu, ' ')
    .replace(/\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/gu, '$1')
    .replace(/<\/?[a-z][^<>]*>/giu, ' ')
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/gu, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_]*?\S)[*_](?=[\s).,;:!?[]|$)/gu, '$1$2')
    .replace(/\$+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The prose blocks of an answer: paragraphs, list items, headings, table cells; code is left out. */
function blocksOf(markdown: string): string[] {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const line of markdown.replace(/\r\n?/gu, '\n').split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch?.[1]?.startsWith(fence)) fence = null;
      continue;
    }
    if (fenceMatch?.[1] !== undefined) {
      flush();
      fence = fenceMatch[1];
      continue;
    }
    if (line.trim() === '' || TABLE_RULE.test(line)) {
      flush();
      continue;
    }
    if (line.trim().startsWith('|')) {
      flush();
      blocks.push(...line.split('|').filter((cell) => cell.trim() !== ''));
      continue;
    }
    if (BLOCK_PREFIX.test(line)) {
      flush();
      paragraph.push(line.replace(BLOCK_PREFIX, ''));
      if (/^\s{0,3}#/u.test(line)) flush();
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks.map(plainInline).filter((block) => block !== '');
}

/**
 * Sentences of a block with the markers that belong to them: markers that open a sentence ("… here. [2] Next")
 * belong to the sentence before.
 */
function citedSentences(block: string): { sentence: string; cited: number[] }[] {
  const out: { text: string }[] = [];
  for (const sentence of splitSentences(block)) {
    const lead = LEADING_MARKERS.exec(sentence)?.[0];
    const previous = out.at(-1);
    if (lead && previous) {
      previous.text += ` ${lead}`;
      out.push({ text: sentence.slice(lead.length) });
    } else out.push({ text: sentence });
  }
  return out.map(({ text }) => {
    const cited = [...text.matchAll(MARKER)].flatMap((m) =>
      (m[1] ?? '').split(',').map((s) => Number(s.trim())),
    );
    const sentence = text
      .replace(MARKER, '')
      .replace(/\s+([.,;:!?])/gu, '$1')
      .replace(/\s+/gu, ' ')
      .trim();
    return { sentence, cited: [...new Set(cited)] };
  });
}

/** A computed comparison closing a sentence: ", about twice as much", ", about 2.3 times as much", ", over a hundred times as much". */
const RATIO =
  /,\s*(?:about (?:twice|\d[\d,]*(?:\.\d+)?\s+times)|over a (?:hundred|thousand) times) as much(?=[.!?]?$)/u;
const SCALES: Readonly<Record<string, number>> = { trillion: 1e12, billion: 1e9, million: 1e6 };
const AMOUNT = /(?<![\p{L}\p{N}.,])(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s+(trillion|billion|million))?/gu;

/**
 * The sentence without its computed ratio when the ratio is the sentence's own arithmetic: two of
 * its amounts (scale words applied) divide to it, rounded as the writer rounds. A source never
 * states "2.3 times" of two figures it gives apart; a ratio that no pair gives stays, unsupported.
 */
function withoutComputedRatio(sentence: string): string {
  const ratio = RATIO.exec(sentence);
  if (!ratio) return sentence;
  const rest = sentence.slice(0, ratio.index) + sentence.slice(ratio.index + ratio[0].length);
  const amounts = [...rest.matchAll(AMOUNT)].map(
    (m) => Number(m[1]!.replace(/,/gu, '')) * (SCALES[m[2] ?? ''] ?? 1),
  );
  const said = ratio[0].replace(/\s+/gu, ' ');
  const computed = amounts.some((a) => amounts.some((b) => a > b && ratioPhrase(a, b) === said));
  return computed ? rest : sentence;
}

/**
 * A ranking across a part of the world names it in its lead-in ("Around the Black Sea, Turkey's exports
 * are the highest, …"): the writer's own comparison of several places' sources, none of which names the
 * region. The lead-in is left out of the check; the places, figures and words after it are checked.
 */
const REGION_RANKING_LEAD_IN =
  /^(?:Around|Among|Across|In|Of)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'-]*\s*)+,\s+(?=.*\bthe\s+(?:highest|lowest|largest|smallest|most|least|fewest)\b)/u;

/** Whether `facts` (the cited texts together) hold the sentence's numbers, names and most of its words. */
function supports(cited: string, facts: readonly SourceFacts[]): boolean {
  const sentence = withoutComputedRatio(cited).replace(REGION_RANKING_LEAD_IN, '');
  const has = (pick: (f: SourceFacts) => Set<string>, value: string) => facts.some((f) => pick(f).has(value));
  if (!numbersOf(sentence).every((n) => has((f) => f.numbers, n))) return false;
  const words = sentence.match(WORD) ?? [];
  for (const word of words.slice(1)) {
    if (!CAPITALISED.test(word) || /^\p{N}/u.test(word)) continue;
    const folded = foldCase(word);
    const term = termOf(folded);
    if (term === null) continue; // "The", "I", "A" in the middle of a sentence
    if (!has((f) => f.words, folded) && !has((f) => f.terms, term)) return false;
  }
  // Numbers were checked whole above ("8,611" is two terms in a text, one in "8611").
  const terms = [...new Set(analyzeSubject(sentence).terms)].filter((t) => !/^\p{N}+$/u.test(t));
  if (terms.length === 0) return true;
  const found = terms.filter((t) => has((f) => f.terms, t)).length;
  return found / terms.length >= MIN_WORD_SUPPORT;
}

/**
 * Checks every cited sentence of an answer against the text of the sources it cites: each number must occur
 * in a cited text as a whole token, each capitalised word (a name, a month) past the first must occur there,
 * and at least MIN_WORD_SUPPORT of its content words (stemmed, stop words removed) must too. A sentence citing
 * several sources is checked against their texts together. Code is ignored. Returns one entry per citation of
 * a sentence that fails (and per citation of a source that is not given), in answer order.
 */
export function checkCitations(markdown: string, sources: ReadonlyMap<number, string>): UnverifiedCitation[] {
  const cache = new Map<number, SourceFacts>();
  const factsFor = (n: number): SourceFacts | undefined => {
    const text = sources.get(n);
    if (text === undefined) return undefined;
    let facts = cache.get(n);
    if (!facts) cache.set(n, (facts = factsOf(text)));
    return facts;
  };
  const unverified: UnverifiedCitation[] = [];
  for (const block of blocksOf(markdown)) {
    for (const { sentence, cited } of citedSentences(block)) {
      if (cited.length === 0) continue;
      const facts = cited.map(factsFor).filter((f) => f !== undefined);
      const supported = facts.length > 0 && supports(sentence, facts);
      for (const n of cited) if (!supported || !sources.has(n)) unverified.push({ n, sentence });
    }
  }
  return unverified;
}

/** Every sentence of an answer that cites something, as plain text, with the source numbers it cites. */
export function citedSentencesOf(markdown: string): { sentence: string; cited: number[] }[] {
  return blocksOf(markdown).flatMap((block) => citedSentences(block).filter((s) => s.cited.length > 0));
}
