import { hasMath } from './math';

/** A code fence with an info string (`` ```python ``): only such blocks get colours (a bare fence is plain text). */
const FENCE_WITH_LANGUAGE = /(?:`{3,}|~{3,})[ \t]*[^\s`~]/;

/** What one block of an answer needs beyond the markdown renderer itself. */
export interface BlockNeeds {
  /** A formula: remark-math and KaTeX (with its CSS and fonts). */
  math: boolean;
  /** A fenced code block with a language: the syntax highlighter. */
  code: boolean;
}

/**
 * What a block (after `preprocessMath`) needs loaded to render as it should. Either answer may be a
 * false "yes" (the part then loads for nothing), never a false "no": a formula or code block would
 * then show unformatted.
 */
export function blockNeeds(markdown: string): BlockNeeds {
  return { math: hasMath(markdown), code: FENCE_WITH_LANGUAGE.test(markdown) };
}
