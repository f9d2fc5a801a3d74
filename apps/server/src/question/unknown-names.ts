/**
 * The words of a question that the library holds nowhere ("bieber", "pickleball"), as names the
 * evidence must hold: no library source can mention them, so a namesake's entry or a neighbouring
 * word's ("tennis") does not answer. The user's documents may hold them: the evidence is checked, not
 * the question. Absent with a web provider, which may hold any word.
 */
export type UnknownWords = (text: string, signal: AbortSignal) => Promise<string[]>;

/**
 * The frame with the words of `text` the library holds nowhere added to its names; a word already
 * inside a name adds nothing, and a vocabulary that cannot be read adds no names.
 */
export async function withUnknownNames<F extends { readonly names: readonly string[] }>(
  frame: F,
  text: string,
  unknownWords: UnknownWords,
  signal: AbortSignal,
): Promise<F> {
  const unknown = await unknownWords(text, signal).catch(() => []);
  const inNames = (phrase: string) => frame.names.some((n) => n.toLowerCase().includes(phrase));
  const added = unknown.filter((phrase) => !inNames(phrase));
  return added.length === 0 ? frame : { ...frame, names: [...frame.names, ...added] };
}
