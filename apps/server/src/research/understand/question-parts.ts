/**
 * Where a question asks a second thing: "…, and what is planned next?", "… and how does it move?",
 * "…, and has a warning ever saved lives?", "… and do bacteria store theirs the same way?". A plain
 * "and" inside a part ("people and a warming climate") joins words, not questions.
 */
const NEXT_PART =
  /,?\s+and\s+(?=(?:what|how|why|when|where|who|which|whom|whose|is|are|was|were|has|have|had|do|does|did|can|could|will|would|should|in\s+what|to\s+what)\b)/iu;

/** The parts a question asks, in order ("Why are leaves green, and why do they turn in autumn?" → two). */
export function questionParts(question: string): string[] {
  return question
    .trim()
    .split(NEXT_PART)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
