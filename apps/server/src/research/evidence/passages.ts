import { proseBlocks } from '../../answer/extractive/text/markdown-blocks.js';
import { splitSentences } from '../../answer/extractive/text/sentences.js';
import { analyze } from '../../text/analyzer.js';

/** A piece of a source's text small enough to rank and hand to a writer on its own. */
export interface Passage {
  /** Stable within a run: `<source>.<index>`. */
  id: string;
  /** Number of the source it comes from (what `[n]` cites). */
  source: number;
  /** The heading it sits under in its source ('' when none). */
  heading: string;
  text: string;
  /** Stemmed term → count. */
  terms: Map<string, number>;
  length: number;
  /** Title of its source (set once sources are chosen). */
  sourceTitle?: string;
  /** The library document of its source, when it is one (set once sources are chosen). */
  libraryId?: string;
}

export interface PassageLimits {
  maxChars: number;
  maxPassages: number;
}

export const PASSAGE_LIMITS: PassageLimits = { maxChars: 900, maxPassages: 60 };

function termCounts(text: string): { terms: Map<string, number>; length: number } {
  const terms = new Map<string, number>();
  const all = analyze(text);
  for (const term of all) terms.set(term, (terms.get(term) ?? 0) + 1);
  return { terms, length: all.length };
}

/** Splits a block longer than `maxChars` at sentence ends (a sentence longer than that stays whole). */
function pieces(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const out: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    if (current && current.length + sentence.length + 1 > maxChars) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

/**
 * A plain-text line that is a heading: text extracted from a page or document keeps no markup, but
 * its headings survive as short lines of their own, capitalised, without end punctuation.
 */
export function looksLikeHeading(block: string): boolean {
  const words = block.split(/\s+/).length;
  return (
    block.length <= 80 &&
    words <= 10 &&
    !block.includes('\n') &&
    /^\p{Lu}/u.test(block) &&
    !/[.!?:;,)\]"”]$/u.test(block) &&
    !/[:;]\s/u.test(block)
  );
}

/**
 * Splits a source's readable text (Markdown or plain) into passages: consecutive paragraphs under
 * the same heading, joined up to `maxChars`. Code, tables and page furniture are left out (see
 * proseBlocks); the heading travels with each passage as its topic.
 */
export function splitPassages(
  source: number,
  text: string,
  limits: PassageLimits = PASSAGE_LIMITS,
): Passage[] {
  const passages: Passage[] = [];
  let heading = '';
  let within = '';
  let buffer = '';
  const flush = () => {
    if (buffer.trim() === '') return;
    // Ranked by its parents' words as well: "Condensation" answers "the main processes" it sits under.
    const { terms, length } = termCounts(`${within} ${heading} ${buffer}`);
    if (length > 0)
      passages.push({ id: `${source}.${passages.length + 1}`, source, heading, text: buffer, terms, length });
    buffer = '';
  };
  let markdownHeading = '';
  for (const block of proseBlocks(text)) {
    if (passages.length >= limits.maxPassages) break;
    if (block.heading !== markdownHeading || block.within !== within) {
      markdownHeading = block.heading;
      flush();
      heading = block.heading;
      within = block.within;
    }
    if (looksLikeHeading(block.text)) {
      flush();
      heading = block.text;
      continue;
    }
    // A list item keeps its marker, so a writer reads it as an item of the list its passage holds.
    const marked = block.item === undefined ? block.text : `- ${block.text}`;
    for (const piece of pieces(marked, limits.maxChars)) {
      if (buffer && buffer.length + piece.length + 2 > limits.maxChars) flush();
      buffer = buffer ? `${buffer}\n\n${piece}` : piece;
    }
  }
  flush();
  return passages.slice(0, limits.maxPassages);
}
