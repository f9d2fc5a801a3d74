import { tokenize } from '../../../text/analyzer.js';

const ELLIPSIS = '…';

/** Collapses runs of whitespace (including newlines) into single spaces. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Moves `index` forward to the next word start (or end of text) so a snippet never cuts a word. */
function toWordStart(text: string, index: number): number {
  if (index <= 0) return 0;
  if (/\s/.test(text[index - 1] ?? ' ')) return index;
  const next = text.slice(index).search(/\s/);
  return next === -1 ? text.length : index + next + 1;
}

/** Moves `index` back to the previous word end so a snippet never cuts a word. */
function toWordEnd(text: string, index: number): number {
  if (index >= text.length) return text.length;
  if (/\s/.test(text[index] ?? ' ')) return index;
  const before = text.slice(0, index).search(/\s\S*$/);
  return before === -1 ? index : before;
}

/** Where a text's opening sentence is taken to end, for the snippet's window (characters). */
const OPENING_CHARS = 80;

/**
 * A short excerpt of `text` centred on the densest cluster of query terms: the window of at most
 * `maxLength` characters holding the most distinct terms (then the most matches), padded evenly on
 * both sides and cut at word boundaries, with "…" where text was left out. Falls back to the start.
 */
export function makeSnippet(fullText: string, queryTerms: readonly string[], maxLength = 240): string {
  // A leading Markdown heading repeats the document's title (shown beside the snippet anyway); the
  // others read as words, without their marks.
  const text = fullText.replace(/^\s*#{1,6}\s+[^\n]*\n+/u, '').replace(/^#{1,6}\s+/gmu, '');
  const wanted = new Set(queryTerms);
  const matches = tokenize(text).filter((t) => t.term !== null && wanted.has(t.term));
  let best = { from: 0, to: 0, distinct: 0, count: 0 };
  for (let i = 0; i < matches.length; i++) {
    const first = matches[i]!;
    const seen = new Set<string>();
    let j = i;
    while (j < matches.length && matches[j]!.end - first.start <= maxLength) seen.add(matches[j++]!.term!);
    const last = matches[j - 1]!;
    // More distinct terms win; past two, repeats add nothing, so the earliest such window wins ties.
    // A match in the text's opening sentence counts as two: it usually says what the text is about
    // ("A volcano is an opening in the crust…").
    const count = Math.min(j - i + (first.start < OPENING_CHARS ? 1 : 0), 2);
    if (seen.size > best.distinct || (seen.size === best.distinct && count > best.count)) {
      best = { from: first.start, to: last.end, distinct: seen.size, count };
    }
  }
  const padding = Math.max(0, Math.floor((maxLength - (best.to - best.from)) / 2));
  let start = Math.max(0, best.from - padding);
  const end = Math.min(text.length, start + maxLength);
  start = Math.max(0, Math.min(start, end - maxLength));
  const from = toWordStart(text, start);
  const to = toWordEnd(text, end);
  if (from >= to) return squash(text.slice(start, end));
  const body = squash(text.slice(from, to));
  return `${from > 0 ? ELLIPSIS : ''}${body}${to < text.length ? ELLIPSIS : ''}`;
}
