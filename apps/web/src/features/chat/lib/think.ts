/** An answer split into the model's `<think>` reasoning and the visible answer. */
export interface ThinkSplit {
  /** Reasoning text (all think blocks joined), or null when the answer has none. */
  thinking: string | null;
  /** True while a `<think>` block is still open (streaming). */
  thinkingInProgress: boolean;
  /** The answer without any think blocks. */
  answer: string;
}

const OPEN = '<think>';
const CLOSE = '</think>';

/** Separates `<think>…</think>` blocks from the answer; an unterminated block runs to the end. */
export function splitThink(content: string): ThinkSplit {
  const thoughts: string[] = [];
  let answer = '';
  let rest = content;
  let inProgress = false;
  for (let open = rest.indexOf(OPEN); open !== -1; open = rest.indexOf(OPEN)) {
    answer += rest.slice(0, open);
    const close = rest.indexOf(CLOSE, open + OPEN.length);
    if (close === -1) {
      thoughts.push(rest.slice(open + OPEN.length));
      rest = '';
      inProgress = true;
      break;
    }
    thoughts.push(rest.slice(open + OPEN.length, close));
    rest = rest.slice(close + CLOSE.length);
  }
  answer += rest;
  const thinking = thoughts.map((t) => t.trim()).filter((t) => t !== '').join('\n\n');
  return {
    thinking: thoughts.length > 0 ? thinking : null,
    thinkingInProgress: inProgress,
    answer: thoughts.length > 0 ? answer.replace(/^\s+/, '') : answer,
  };
}
