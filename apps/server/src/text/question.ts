/**
 * Question understanding shared by Quick answers and Deep research: what the question asks for (its
 * answer type) and the text that names what it is about, with the request's own wording taken away.
 */

/** The kind of answer a question wants. */
export type AnswerType =
  'definition' | 'person' | 'place' | 'number' | 'date' | 'comparison' | 'how-why' | 'general';

/**
 * Request frames around the thing asked about: "What does it mean when a person is gregarious?",
 * "What is the meaning of the word serendipity?", "What are the different meanings of the word
 * 'bank'?", "What does 'ephemeral' mean?", "Define X". Each
 * keeps only the thing itself, so words such as "person" or "word" are never searched for.
 */
const MEANING_FRAMES: readonly RegExp[] = [
  /^what\s+does\s+it\s+mean\s+(?:when|if|that)\s+(?:a\s+person|someone|somebody|something|people|you|he|she|they|a\s+thing|an?\s+\w+)\s+(?:is|are|was|were|gets?|feels?|acts?|seems?)\s+(?<core>.+)$/iu,
  /^what\s+(?:is|'s|are)\s+(?:the\s+)?(?:(?:different|various|possible|main|common)\s+)?(?:meanings?|definitions?|senses?)\s+of\s+(?:the\s+)?(?:word|term|phrase|expression|adjective|noun|verb)?\s*(?<core>.+)$/iu,
  /^what\s+(?:(?:different|other)\s+)?(?:meanings|definitions|senses)\s+(?:does|can)\s+(?:the\s+)?(?:word|term|phrase)?\s*(?<core>.+?)\s+have$/iu,
  /^what\s+(?:is|'s)\s+meant\s+by\s+(?:the\s+)?(?:word|term|phrase)?\s*(?<core>.+)$/iu,
  /^what\s+does\s+(?:the\s+)?(?:word|term|phrase|expression)?\s*(?<core>.+?)\s+(?:mean|stand\s+for)$/iu,
  /^(?:please\s+)?(?:define|meaning\s+of|definition\s+of)\s+(?:the\s+)?(?:word|term|phrase)?\s*(?<core>.+)$/iu,
];

/**
 * Comparisons name two things: "What is the difference between C3 and C4 plants?", "How do shield
 * volcanoes differ from stratovolcanoes?", "Compare X and Y", "X vs Y".
 */
const COMPARISON_FRAMES: readonly RegExp[] = [
  /^(?:what\s+(?:is|are|'s)\s+)?(?:the\s+)?(?:main\s+|key\s+)?differences?\s+between\s+(?<core>(?<a>.+?)\s+and\s+(?<b>.+))$/iu,
  /^(?:how|in\s+what\s+ways?)\s+(?:do|does|did|is|are)\s+(?<core>(?<a>.+?)\s+(?:differ|different)\s+from\s+(?<b>.+))$/iu,
  /^(?:compare|contrast)\s+(?<core>(?<a>.+?)\s+(?:and|with|to)\s+(?<b>.+))$/iu,
  /^(?<core>(?<a>.+?)\s+(?:vs\.?|versus)\s+(?<b>.+))$/iu,
];

/** The two things a comparison names ("C3" and "C4 plants"), or undefined for any other question. */
export function comparedItems(question: string): [string, string] | undefined {
  const text = question.replace(/\s+/gu, ' ').trim().replace(END, '');
  for (const frame of COMPARISON_FRAMES) {
    const groups = frame.exec(text)?.groups;
    // "… adaptation in responses to climate change": what follows the second thing is the setting of both.
    const b = groups?.b?.replace(/\s+(?:in|of|for|within|during|among|when)\s+.*$/iu, '');
    if (groups?.a && b) return [groups.a.replace(QUOTES, '').trim(), b.replace(QUOTES, '').trim()];
  }
  return undefined;
}

/** "How does the greenhouse effect work?" is about the greenhouse effect, not about work. */
const FRAMES: readonly RegExp[] = [
  ...MEANING_FRAMES,
  /^how\s+(?:does|do|did)\s+(?<core>.+?)\s+(?:work|function|operate|happen)$/iu,
  ...COMPARISON_FRAMES,
];

/** Quotes around a word asked about ("'ephemeral'"), and the question's end punctuation. */
const QUOTES = /["'“”‘’«»]/gu;
const END = /[\s?.!]+$/u;

/** The question without its request frame and quotes: the words that name what is asked about. */
export function questionCore(question: string): string {
  const text = question.replace(/\s+/gu, ' ').trim().replace(END, '');
  for (const frame of FRAMES) {
    const core = frame.exec(text)?.groups?.core;
    if (core)
      return core
        .replace(QUOTES, '')
        .replace(END, '')
        .replace(/\s+(?:differ|different)\s+from\s+/iu, ' and ')
        .trim();
  }
  return text;
}

/** True when the question only asks what a word or phrase means (its frame was a "meaning" frame). */
export function isMeaningQuestion(question: string): boolean {
  const text = question.replace(/\s+/gu, ' ').trim().replace(END, '');
  return MEANING_FRAMES.some((frame) => frame.test(text));
}

const COMPARISON =
  /\b(?:difference|differences|differ|compare|comparison|versus|vs\.?)\b|^(?:which|who)\b.+\b(?:larger|largest|bigger|smaller|more|less|fewer|higher|lower|longer|shorter|older|younger|better|worse|richer|poorer)\b.+\bor\b/iu;

/** The kind of answer the question wants, read from its wording. */
/** "How <adjective> …?" asks a measure: a number, not an explanation ("How expensive is …?"). */
const HOW_MEASURED =
  'many|much|long|far|big|old|tall|large|fast|high|deep|heavy|hot|cold|wide|expensive|cheap|costly';

export function answerType(question: string): AnswerType {
  const q = question.replace(/\s+/gu, ' ').trim().toLowerCase();
  if (COMPARISON.test(q)) return 'comparison';
  if (isMeaningQuestion(question)) return 'definition';
  if (new RegExp(`^(?:how|why)\\b(?! (?:${HOW_MEASURED})\\b)`, 'u').test(q)) return 'how-why';
  if (new RegExp(`^how (?:${HOW_MEASURED})\\b`, 'u').test(q)) return 'number';
  if (/^when\b|\bwhat (?:year|date|day|century|time)\b|\bin (?:what|which) year\b/u.test(q)) return 'date';
  if (/^where\b|\bwhat (?:country|city|continent|region)\b|\bcapital\b/u.test(q)) return 'place';
  if (/\b(?:population|gdp|area|number of|percentage|rate|how many|prices?)\b/u.test(q)) return 'number';
  if (/^who\b/u.test(q)) return 'person';
  // "What is inside a piñata?", "what is under the ice": what a place holds, not what a word means.
  if (
    /^what(?:'s| is| are| was| were) (?:inside|in|on|under|underneath|beneath|behind|beyond|between|within)\b/u.test(
      q,
    )
  )
    return 'general';
  if (/^(?:what|who)(?:'s| is| are| was| were)\b|^define\b/u.test(q)) return 'definition';
  return 'general';
}

/**
 * Words a question uses to ask for an amount or a time ("How tall…?", "What percentage…?", "in the year
 * AD 69"): a number or date in the answer stands for them, so a sentence need not repeat them.
 */
export const MEASURE_WORDS: ReadonlySet<string> = new Set(
  'tall big long large high far old fast deep heavy wide size percentage percent proportion share number amount year years date time'.split(
    ' ',
  ),
);
