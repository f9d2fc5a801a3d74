/** Words that say nothing of a question's subject ("How is … governed?", "Comparing the … of …"). */
const STOP_WORDS = new Set(
  'a an the of and or in on at to for from by with about into is are was were be been do does did how what why who which when where whose vs versus'.split(
    ' ',
  ),
);

/** A crude stem, enough to match a title's words with a question's ("Comparing" and "Compare"). */
const stem = (word: string) => word.replace(/y$/u, 'i').replace(/(?:ing|ed|es|e|s)$/u, '') || word;

/** The content words of a heading or question, lower-cased and stemmed. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w)).map(stem);
}

/**
 * True when `heading` says nothing `question` does not: each of its content words is one of the
 * question's ("How Is Switzerland Governed" for "How is Switzerland governed?", "Comparing the
 * Economies of Chile and Peru" for "Compare the economies of Chile and Peru", a title cut short
 * with "..."). With `partial` (a heading still arriving), its last word may be cut: it is left out,
 * and a heading with nothing yet restates.
 */
export function restates(heading: string, question: string, { partial = false } = {}): boolean {
  const asked = new Set(contentWords(question));
  const said = contentWords(heading.replace(/\.\.\.$/u, ''));
  if (partial) said.pop();
  return (partial || said.length > 0) && said.every((word) => asked.has(word));
}
