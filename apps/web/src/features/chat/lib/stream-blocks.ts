/**
 * The blocks of an answer as it streams, worked out from the text that arrived since the last
 * clean cut rather than from the whole answer on every chunk (which cost a 60 kB answer several
 * ms per frame at its end, and most of its garbage).
 *
 * A clean cut is a blank line that nothing appended after it can reach back across: before it, no
 * code fence, `$$` or backtick run is still open (math.ts `closesEverything`, blocks.ts
 * `scanBlocks`), and the line after it is complete and starts a block of its own (not an indented
 * continuation or a list's next item). The text before a clean cut then always becomes the same
 * blocks, so they are kept, and the very same strings are handed out again (memoized blocks
 * compare them by identity at no cost). The result always equals
 * `splitBlocks(preprocessMath(splitOpenFormula(answer).before))`.
 */
import { mayContinueBlock, scanBlocks, splitBlocks } from './blocks';
import { closesEverything, preprocessMath, splitOpenFormula } from './math';

export interface AnswerBlocks {
  /** The answer's top-level blocks, its math rewritten (see preprocessMath and splitBlocks). */
  blocks: readonly string[];
  /** While streaming, the LaTeX of a display formula still arriving at the end; else null. */
  open: string | null;
}

/** How many cut candidates, from the last back, are tried per update (each costs a scan). */
const CANDIDATES_TRIED = 3;

/**
 * A splitter for one answer view: call it with the answer each time it changes. It keeps the
 * blocks before the last clean cut while each new answer extends the one before; anything else
 * (another answer, a retry) starts over.
 */
export function createBlockSplitter(): (answer: string, streaming: boolean) => AnswerBlocks {
  let done = '';
  let doneBlocks: readonly string[] = [];
  return (answer, streaming) => {
    if (!answer.startsWith(done)) {
      done = '';
      doneBlocks = [];
    }
    let rest = answer.slice(done.length);
    const cut = cleanCut(rest);
    if (cut !== null) {
      done += rest.slice(0, cut.at);
      doneBlocks = doneBlocks.concat(cut.blocks);
      rest = rest.slice(cut.at);
    }
    const { before, open } = streaming ? splitOpenFormula(rest) : { before: rest, open: null };
    return { blocks: doneBlocks.concat(splitBlocks(preprocessMath(before))), open };
  };
}

/** The last clean cut in `text` (where its line starts) and the blocks before it, or null. */
function cleanCut(text: string): { at: number; blocks: string[] } | null {
  const lines = text.split('\n');
  const starts: number[] = [];
  for (let i = 0, at = 0; i < lines.length; at += lines[i]!.length + 1, i++) starts.push(at);
  let tried = 0;
  // The last line may still be growing; a cut needs a complete line after it.
  for (let k = lines.length - 2; k >= 1 && tried < CANDIDATES_TRIED; k--) {
    const line = lines[k]!;
    if (line.trim() === '' || lines[k - 1]!.trim() !== '' || mayContinueBlock(line)) continue;
    tried++;
    const head = text.slice(0, starts[k]);
    if (!closesEverything(head)) continue;
    const scanned = scanBlocks(preprocessMath(head));
    if (!scanned.open) return { at: starts[k]!, blocks: scanned.blocks };
  }
  return null;
}
