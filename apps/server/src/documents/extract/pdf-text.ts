/**
 * A PDF page's text items (pdfjs `getTextContent`) put back into lines and paragraphs. PDFs store
 * positioned runs of glyphs, not paragraphs: pdfjs marks where a line ends (`hasEOL`), and the
 * vertical gap between lines tells a paragraph break from a wrapped line.
 */

/** The fields of a pdfjs TextItem used here. */
export interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  /** [a, b, c, d, x, y]: the run's text matrix; `y` is its baseline. */
  transform: number[];
  height: number;
}

interface Line {
  text: string;
  y: number;
  size: number;
}

/** A gap between baselines this many times the font size or more starts a new paragraph. */
const PARAGRAPH_GAP = 1.5;
/** A line that opens a list item keeps its own line. */
const LIST_ITEM = /^(?:[•◦▪‣∙·*–-]\s|\(?\d{1,3}[.)]\s|\(?[a-z][.)]\s)/;
/** A word broken at a line end: letters, a hyphen; the next line goes on in lower case. */
const BROKEN_WORD = /\p{L}-$/u;
const LOWER_START = /^\p{Ll}/u;

function toLines(items: PdfTextItem[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    if (item.str) {
      const size = Math.max(Math.abs(item.height), Math.abs(item.transform[3] ?? 0));
      current ??= { text: '', y: item.transform[5] ?? 0, size: 0 };
      current.text += item.str;
      current.size = Math.max(current.size, size);
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text);
}

/** Font sizes this far apart (as a share of the larger) are a heading's and its text's. */
const SIZE_CHANGE = 0.15;
/**
 * A line under this share of the page's longest, with no closing punctuation, before a capital:
 * a heading or a running header ("Annual Report 2025 - Page 1"), since a wrapped line is full and
 * a paragraph's last line ends its sentence. Only on pages whose lines are long enough to tell.
 */
const SHORT_LINE_SHARE = 0.5;
const MIN_PAGE_LINE = 40;
const ENDS_SENTENCE_OR_CLAUSE = /[.!?…:;,)\]"”’'-]$/u;
const OPENS_SENTENCE = /^[\p{Lu}\p{N}"“‘(]/u;

function isParagraphBreak(previous: Line, next: Line, longest: number): boolean {
  const drop = previous.y - next.y;
  // A line above the previous one is a new column or a box elsewhere on the page.
  if (drop < 0) return true;
  if (previous.size > 0 && drop >= PARAGRAPH_GAP * previous.size) return true;
  const larger = Math.max(previous.size, next.size);
  if (larger > 0 && Math.abs(previous.size - next.size) > SIZE_CHANGE * larger) return true;
  return (
    longest >= MIN_PAGE_LINE &&
    previous.text.length < SHORT_LINE_SHARE * longest &&
    !ENDS_SENTENCE_OR_CLAUSE.test(previous.text) &&
    OPENS_SENTENCE.test(next.text)
  );
}

/**
 * The page's text: paragraphs separated by a blank line (headings too, so a heading is never glued
 * onto the sentence after it), wrapped lines joined with a space, words
 * hyphenated across a line end joined again ("extrac-" + "tion" → "extraction"; a hyphen before an
 * upper-case letter stays), list items on their own lines.
 */
export function pageText(items: PdfTextItem[]): string {
  const lines = toLines(items);
  const longest = Math.max(0, ...lines.map((line) => line.text.length));
  let text = lines[0]?.text ?? '';
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1]!;
    const line = lines[i]!;
    if (isParagraphBreak(previous, line, longest)) text += `\n\n${line.text}`;
    else if (LIST_ITEM.test(line.text)) text += `\n${line.text}`;
    else if (BROKEN_WORD.test(text) && LOWER_START.test(line.text)) text = text.slice(0, -1) + line.text;
    else text += ` ${line.text}`;
  }
  return text;
}
