/**
 * Contractions typed without their apostrophe, as people type into a search box ("whats a glacier",
 * "whos the president of kenya"). A question word's only where it opens the question ("the hows and
 * whys" are nouns); "its", "cant" and "wont" are words of their own and stay as typed.
 */
const BARE_CONTRACTION =
  /^(\s*(?:what|who|where|when|how|why|that|there|here))s\b|\b(is|are|was|were|does|do|did|has|have|had|could|should|would)nt\b/giu;

/** The question with its bare contractions spelled as contractions: "whats a fjord" → "what's a fjord". */
export const withApostrophes = (question: string): string =>
  question.replace(BARE_CONTRACTION, (word: string, asked?: string, verb?: string) =>
    asked ? `${asked}'s` : `${verb ?? ''}n't`,
  );

/**
 * "What went wrong at the garden?", "did anything go wrong with the shed": trouble asked as what went
 * wrong, which a source calls its problems ("## Problems", "broken into"). Read as the problems asked.
 */
const WENT_WRONG = /\b(?:did\s+)?(?:anything\s+|something\s+)?(?:go|goes|went|gone|going)\s+wrong\b/giu;

/** The question as meant: bare contractions spelled out, "went wrong" as the problems it asks for. */
export const asMeant = (question: string): string =>
  withApostrophes(question).replace(WENT_WRONG, (phrase: string) =>
    /^did\b/iu.test(phrase) ? 'were there problems' : 'were the problems',
  );
