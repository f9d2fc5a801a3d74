import type { CitedPassage } from '@pardus/protocol';
import { analyze } from '../text/analyzer.js';
import type { AnswerSource } from './answer-engine.js';
import { citedSentencesOf } from './citation-check.js';
import { proseBlocks } from './extractive/text/markdown-blocks.js';
import { splitSentences } from './extractive/text/sentences.js';

/** Below this share of shared terms, no passage of the source is what the sentence draws on. */
const MIN_OVERLAP = 0.3;
/** A summary is two lines in the Sources list. */
const MAX_SUMMARY_CHARS = 300;

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / a.size;
}

/** The source's sentence that shares the most of `sentence`'s terms, with the next one when it is short. */
function bestPassage(sentence: string, text: string): string | undefined {
  const wanted = new Set(analyze(sentence));
  const sentences = proseBlocks(text).flatMap((block, b) =>
    splitSentences(block.text).map((sentence) => ({ sentence, b })),
  );
  let best = { score: MIN_OVERLAP - Number.EPSILON, index: -1 };
  sentences.forEach((candidate, index) => {
    const score = overlap(wanted, new Set(analyze(candidate.sentence)));
    if (score > best.score) best = { score, index };
  });
  const found = sentences[best.index];
  if (found === undefined) return undefined;
  // A short sentence reads better with the one after it, from the same paragraph (not the next field).
  const next = sentences[best.index + 1];
  const passage =
    found.sentence.length < 120 && next?.b === found.b
      ? `${found.sentence} ${next.sentence}`
      : found.sentence;
  return passage.length <= MAX_SUMMARY_CHARS
    ? passage
    : `${passage.slice(0, MAX_SUMMARY_CHARS - 1).trimEnd()}…`;
}

/**
 * For each source the answer cites, the passage of its text that the first sentence citing it draws on,
 * so the Sources list shows what a reader needs to check the claim. Works for any engine: the passage
 * is found by the terms the cited sentence shares with the source, not by what the engine says it used.
 * A source with no passage close enough keeps its search snippet.
 */
export function citedPassages(answer: string, sources: readonly AnswerSource[]): CitedPassage[] {
  const found = new Map<number, string>();
  for (const { sentence, cited } of citedSentencesOf(answer)) {
    for (const n of cited) {
      if (found.has(n)) continue;
      const source = sources.find((s) => s.n === n);
      const passage = source ? bestPassage(sentence, source.text) : undefined;
      if (passage) found.set(n, passage);
    }
  }
  return [...found].map(([n, summary]) => ({ n, summary })).sort((a, b) => a.n - b.n);
}
