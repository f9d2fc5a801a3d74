import { analyzeSubject } from '../../text/analyzer.js';
import type { AnswerSource } from '../answer-engine.js';
import { proseBlocks } from './text/markdown-blocks.js';
import { splitSentences } from './text/sentences.js';

/** One candidate sentence of the answer, with what ranking needs to know about it. */
export interface SentenceUnit {
  /** The citing source's number. */
  source: number;
  /** Order of the sentence inside its source (0 = first). */
  position: number;
  text: string;
  /** Stemmed content terms, in order. */
  terms: string[];
  /** Each distinct term → how often it occurs (doubles as the sentence's term set). */
  termCounts: Map<string, number>;
  /** The content words as written (folded, unstemmed), index for index with `terms`. */
  forms: string[];
  /** Terms of the source title and the heading above the sentence: what the sentence is about. */
  context: Set<string>;
  /** The title's and heading's content words as written (folded, unstemmed). */
  contextForms: Set<string>;
  /** The heading the sentence sits under ('' when none): its topic within the source. */
  heading: string;
  wordCount: number;
  /**
   * Terms of the usage examples after a dictionary gloss ("he sat on the bank of the river"): never quoted,
   * but they tell which sense a gloss is ("bank as in the bank of a river").
   */
  examples?: Set<string>;
  /** A bare list ("Synonyms: …"): it helps ranking but is never quoted. */
  isList?: boolean;
  /** In a list item: the item's number in its source, shared by the item's sentences. */
  item?: number;
}

const MIN_CHARS = 20;
const MAX_CHARS = 420;
const MAX_UNITS_PER_SOURCE = 600;
/** Page furniture that survives readability extraction, and dictionary usage examples: they never answer. */
const BOILERPLATE =
  /^(?:examples?|e\.g\.):|\b(?:(?:we|this site|this website) uses? cookies|(?:accept|allow) (?:all )?cookies|cookie (?:policy|settings|preferences)|subscribe (?:to|for) (?:our|the) newsletter|(?:sign up|log ?in|register) (?:to|for) (?:continue|read|access|our|free)|click here|all rights reserved|privacy policy|terms of (?:use|service)|advertisement|(?:enable|turn on|requires?) javascript|javascript (?:is )?(?:disabled|required|must be enabled))\b|©/i;

/** A dictionary's usage example ("Example: \"he sat on the bank of the river\""). */
const EXAMPLE = /^examples?:/iu;
/** Whether a sentence opens a quotation it does not close (or closes one opened before it). */
const oddQuotes = (sentence: string) => (sentence.match(/"/gu) ?? []).length % 2 === 1;

/**
 * "Synonyms: domestic dog, Canis familiaris.": a list, not a statement. It stays a unit, because it
 * tells ranking what an entry is about ("capital of Peru" for Lima), but it is never quoted.
 */
const LIST_LINE = /^(?:synonyms?|also called|see also):/iu;

/** Units that may be quoted in an answer: everything but bare lists. */
export function quotable<T extends { unit: SentenceUnit }>(ranked: readonly T[]): T[] {
  return ranked.filter((r) => !r.unit.isList);
}

/** A sentence as a candidate unit, or undefined when it is too short to say anything. */
function makeUnit(
  text: string,
  source: number,
  position: number,
  heading: string,
  context: { terms: Set<string>; forms: Set<string> },
): SentenceUnit | undefined {
  const { words, terms, forms } = analyzeSubject(text);
  if (words.length < 4 || terms.length === 0) return undefined;
  return {
    source,
    position,
    text,
    terms,
    termCounts: counts(terms),
    forms,
    context: context.terms,
    contextForms: context.forms,
    heading,
    wordCount: words.length,
    ...(LIST_LINE.test(text) ? { isList: true } : {}),
  };
}

/**
 * A heading that plain-text extraction left as a line of its own ("The fall of the West"): short,
 * no end punctuation and no "label: value" colon. It names a topic; it states nothing to cite.
 */
function isHeadingLine(sentence: string): boolean {
  return !/[.!?…"”’')\]]$/u.test(sentence) && !sentence.includes(':') && sentence.split(/\s+/u).length <= 12;
}

/** Long sentences are split at semicolons; pieces that are still too long are dropped, not truncated. */
function sizedPieces(sentence: string): string[] {
  if (sentence.length <= MAX_CHARS) return [sentence];
  return sentence.split(/;\s+/u).filter((piece) => piece.length <= MAX_CHARS);
}

function counts(terms: readonly string[]): Map<string, number> {
  const counted = new Map<string, number>();
  for (const term of terms) counted.set(term, (counted.get(term) ?? 0) + 1);
  return counted;
}

/** Breaks every source into sentence units, in source order then document order. */
export function sentenceUnits(sources: readonly AnswerSource[]): SentenceUnit[] {
  const units: SentenceUnit[] = [];
  for (const source of sources) {
    const title = analyzeSubject(source.title);
    const contexts = new Map<string, { terms: Set<string>; forms: Set<string> }>();
    let position = 0;
    for (const block of proseBlocks(source.text)) {
      if (position >= MAX_UNITS_PER_SOURCE) break;
      let context = contexts.get(block.heading);
      if (context === undefined) {
        const heading = analyzeSubject(block.heading);
        context = {
          terms: new Set([...title.terms, ...heading.terms]),
          forms: new Set([...title.forms, ...heading.forms]),
        };
        contexts.set(block.heading, context);
      }
      let gloss: SentenceUnit | undefined;
      // A quoted example of more than one sentence ("Latin is … dead can be. It killed the ancient
      // Romans…") is an example to its closing quote.
      let inExample = false;
      for (const sentence of splitSentences(block.text).flatMap(sizedPieces)) {
        if (position >= MAX_UNITS_PER_SOURCE) break;
        if (gloss && (inExample || EXAMPLE.test(sentence))) {
          gloss.examples = new Set([...(gloss.examples ?? []), ...analyzeSubject(sentence).terms]);
          inExample = inExample !== oddQuotes(sentence);
          continue;
        }
        if (sentence.length < MIN_CHARS || BOILERPLATE.test(sentence)) continue;
        // A heading line states nothing, but keeps its place, so senses stay numbered as they were.
        if (isHeadingLine(sentence)) {
          position += 1;
          continue;
        }
        const made = makeUnit(sentence, source.n, position, block.heading, context);
        if (!made) continue;
        const unit = block.item === undefined ? made : { ...made, item: block.item };
        units.push(unit);
        gloss = unit;
        position += 1;
      }
    }
  }
  return units;
}
