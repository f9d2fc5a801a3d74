/**
 * Splits markdown into top-level blocks so a streaming answer can render each finished block once
 * (memoized) and re-render only the last, growing block. Blocks end at blank lines, except inside
 * code fences and `$$` display math, before an indented continuation line, or between two items of
 * the same list (so a loose list stays one list).
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])\s/;
const DISPLAY_MATH = /^\s*\$\$\s*$/;
const INDENTED = /^(?: {2,}|\t)/;

function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** Returns the top-level blocks of `markdown`, in order, each without surrounding blank lines. */
export function splitBlocks(markdown: string): string[] {
  return scanBlocks(markdown).blocks;
}

/**
 * The blocks of `markdown`, and whether it ends inside a code fence or `$$` display math (text
 * appended to it would then continue its last block).
 */
export function scanBlocks(markdown: string): { blocks: string[]; open: boolean } {
  const lines = markdown.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let inMath = false;
  const flush = () => {
    if (current.some((line) => !isBlank(line))) blocks.push(current.join('\n').replace(/\n+$/, ''));
    current = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (fence !== null) {
      current.push(line);
      const marker = FENCE.exec(line)?.[1];
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = null;
      continue;
    }
    if (inMath) {
      current.push(line);
      if (DISPLAY_MATH.test(line)) inMath = false;
      continue;
    }
    if (isBlank(line)) {
      if (!continuesBlock(current, lines, i)) flush();
      else current.push(line);
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (marker) fence = marker;
    else if (DISPLAY_MATH.test(line)) inMath = true;
    current.push(line);
  }
  flush();
  return { blocks, open: fence !== null || inMath };
}

/**
 * Whether `line`, the first after a blank line, may continue the block before it (an indented
 * continuation, or the next item of a list) rather than start a block of its own.
 */
export function mayContinueBlock(line: string): boolean {
  return INDENTED.test(line) || LIST_ITEM.test(line);
}

/** Whether the blank line at `index` sits inside the current block rather than ending it. */
function continuesBlock(current: readonly string[], lines: readonly string[], index: number): boolean {
  if (current.length === 0) return false;
  let next = index + 1;
  while (next < lines.length && isBlank(lines[next] ?? '')) next++;
  const nextLine = lines[next];
  if (nextLine === undefined) return false;
  if (INDENTED.test(nextLine) && !FENCE.test(nextLine)) return true;
  const first = current.find((line) => !isBlank(line)) ?? '';
  return LIST_ITEM.test(first) && LIST_ITEM.test(nextLine);
}
