/** Any text up to the end of the sentence; a decimal point ("11.208") or "est." does not end it. */
const GAP = String.raw`(?:[^.]|(?<=\d)\.(?=\d)|(?<=est)\.)*`;

/** The parts in this order within one sentence, case-insensitive; several part lists are alternatives. */
export const inSentence = (...alternatives: string[][]): RegExp =>
  new RegExp(alternatives.map((parts) => parts.join(GAP)).join('|'), 'i');
