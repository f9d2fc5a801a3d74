/**
 * Math detection for answers (SPEC §5 "Math"). LLM answers mix LaTeX with prices, so a single
 * `$` is ambiguous. `preprocessMath` rewrites the markdown before remark-math sees it:
 * - `$$…$$` with non-empty content becomes a display block on its own lines (centred card);
 * - `$…$` on one line stays inline math only when `isInlineMath` says it looks like math;
 * - every other `$` is escaped (`\$`) so it renders as a literal dollar sign.
 * Code (fenced blocks and inline code spans) and already-escaped dollars are never touched.
 */

/** Backslash, brace, caret or underscore: unmistakably LaTeX. */
const STRONG_MATH = /[\\{}^_]/;
/** Symbols that make a span "mathy"; a hyphen is not one of them (it is common in prose). */
const MATH_SYMBOL = /[=+*/<>|]/;
/** A letter followed (optionally after spaces) by an operator or bracket: `x = 1`, `f(x)`, `a-b`. */
const LETTER_THEN_SYMBOL = /[A-Za-z]\s*[=+\-*/<>|()!]/;
/** An amount with thousands separators or decimals at the start of the span: `1,299`, `3.50`. */
const AMOUNT_WITH_SEPARATORS = /^\s*\d{1,3}(?:,\d{3})+|^\s*\d+\.\d+/;
const PERCENTAGE = /\d\s*%/;
const MAGNITUDE_SUFFIX = /\d\s*[KMBkmb]\b/;
const LONG_WORD = /[A-Za-z]{3,}/;

/** True when the text between two single dollars on one line should render as a formula. */
export function isInlineMath(inner: string): boolean {
  if (inner.trim() === '') return false;
  if (STRONG_MATH.test(inner)) return true;
  if (AMOUNT_WITH_SEPARATORS.test(inner) || PERCENTAGE.test(inner) || MAGNITUDE_SUFFIX.test(inner))
    return false;
  if (LONG_WORD.test(inner) && !MATH_SYMBOL.test(inner)) return false;
  return LETTER_THEN_SYMBOL.test(inner);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

interface Segment {
  code: boolean;
  text: string;
  /** A code block whose closing fence has not come (the markdown ends inside it). */
  open?: boolean;
}

/** The markdown's lines in runs of prose and of fenced code (with their fences), in order. */
function segments(markdown: string): Segment[] {
  const out: Segment[] = [];
  let run: string[] = [];
  let fence: string | null = null;
  const flush = (code: boolean, open = false) => {
    if (run.length > 0) out.push({ code, text: run.join('\n'), ...(open && { open }) });
    run = [];
  };
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === null && marker) {
      flush(false);
      fence = marker;
      run.push(line);
    } else if (fence !== null) {
      run.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
        fence = null;
        flush(true);
      }
    } else run.push(line);
  }
  flush(fence !== null, fence !== null);
  return out;
}

/** Rewrites dollar signs in markdown as described above. Pure and idempotent on its output. */
export function preprocessMath(markdown: string): string {
  return segments(markdown)
    .map((segment) => (segment.code ? segment.text : rewriteProse(segment.text).text))
    .join('\n');
}

/**
 * Whether markdown that ends a line leaves nothing open for what follows it: no code fence, no
 * `$$` and no run of backticks still waiting for their closing. Then what `preprocessMath` makes
 * of it stays the same whatever is appended (see stream-blocks).
 */
export function closesEverything(markdown: string): boolean {
  return segments(markdown).every((segment) =>
    segment.code ? !segment.open : !rewriteProse(segment.text).unclosed,
  );
}

/**
 * A streaming answer cut where a display formula opens and has not closed yet (a line opening
 * with `$$` and no closing `$$` after it): the markdown before it, and the formula's LaTeX so far.
 * Rendered as it stands, that LaTeX would show as prose (its `_` read as emphasis) until its
 * closing `$$` arrives; the answer view shows it as a formula still arriving instead. `open` is
 * null when no formula is open, and while the answer ends inside a code block.
 */
export function splitOpenFormula(markdown: string): { before: string; open: string | null } {
  if (!markdown.includes('$$')) return { before: markdown, open: null };
  const last = segments(markdown).at(-1);
  if (!last || last.code) return { before: markdown, open: null };
  const at = rewriteProse(last.text).openFormulaAt;
  if (at === -1) return { before: markdown, open: null };
  const start = markdown.length - last.text.length + at;
  return { before: markdown.slice(0, start), open: markdown.slice(start + 2).trim() };
}

/**
 * Whether markdown that `preprocessMath` has rewritten holds a formula for remark-math: an unescaped
 * `$` outside code. Markdown without one renders the same without remark-math and KaTeX, so they
 * are loaded only for blocks where this is true.
 */
export function hasMath(markdown: string): boolean {
  return segments(markdown).some((segment) => !segment.code && proseHasDollar(segment.text));
}

function proseHasDollar(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '$') return true;
    else if (ch === '`') i = codeSpan(text, i).end - 1;
  }
  return false;
}

/** Where the code span (or the lone run of backticks) starting at `start` ends; `closed` false for a lone run. */
function codeSpan(text: string, start: number): { end: number; closed: boolean } {
  const run = /^`+/.exec(text.slice(start))?.[0] ?? '`';
  const close = findBacktickRun(text, run.length, start + run.length);
  return close === -1
    ? { end: start + run.length, closed: false }
    : { end: close + run.length, closed: true };
}

/** Index of the next `needle` at or after `from` that is not backslash-escaped, or -1. */
function findUnescaped(text: string, needle: string, from: number, stopAtNewline: boolean): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (stopAtNewline && ch === '\n') return -1;
    else if (text.startsWith(needle, i)) return i;
  }
  return -1;
}

/**
 * `text` rewritten; `openFormulaAt`, where a `$$` that opens a line has no closing `$$` after it
 * (or -1); `unclosed`, whether any `$$` or run of backticks found no closing (text appended could
 * close it, and change how it reads).
 */
function rewriteProse(text: string): { text: string; openFormulaAt: number; unclosed: boolean } {
  let result = '';
  let openFormulaAt = -1;
  let unclosed = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '\\') {
      result += text.slice(i, i + 2);
      i += 2;
    } else if (ch === '`') {
      const span = codeSpan(text, i);
      unclosed ||= !span.closed;
      result += text.slice(i, span.end);
      i = span.end;
    } else if (text.startsWith('$$', i)) {
      const close = findUnescaped(text, '$$', i + 2, false);
      const inner = close === -1 ? '' : text.slice(i + 2, close);
      unclosed ||= close === -1;
      if (close === -1 && /(?:^|\n)[ \t]*$/.test(text.slice(0, i))) openFormulaAt = i;
      if (close === -1 || inner.trim() === '') {
        result += '\\$\\$' + (close === -1 ? '' : inner + '\\$\\$');
        i = close === -1 ? i + 2 : close + 2;
      } else {
        const before = result === '' || result.endsWith('\n') ? '' : '\n';
        const after = close + 2 >= text.length || text[close + 2] === '\n' ? '' : '\n';
        result += `${before}$$\n${inner.trim()}\n$$${after}`;
        i = close + 2;
      }
    } else if (ch === '$') {
      const close = findUnescaped(text, '$', i + 1, true);
      const inner = close === -1 ? '' : text.slice(i + 1, close);
      if (close !== -1 && isInlineMath(inner)) {
        result += `$${inner}$`;
        i = close + 1;
      } else {
        result += '\\$';
        i += 1;
      }
    } else {
      result += ch;
      i += 1;
    }
  }
  return { text: result, openFormulaAt, unclosed };
}

/** Finds a closing run of exactly `length` backticks (CommonMark code span rule), or -1. */
function findBacktickRun(text: string, length: number, from: number): number {
  const pattern = /`+/g;
  pattern.lastIndex = from;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].length === length) return m.index;
  }
  return -1;
}
