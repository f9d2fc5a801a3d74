/** A time before today's state, said before its name: "ancient Egypt", "the ancient Greeks", "medieval England". */
const PAST_BEFORE =
  /\b(?:ancient|antique|archaic|classical|medi(?:a)?eval|pharaonic|prehistoric|pre-?historic|pre-?colonial|pre-?columbian|biblical|feudal|imperial)\s+$/iu;
/** A state of the past, said after its name: "the Persian Empire", "Egyptian civilization", "Chinese dynasties". */
const PAST_AFTER = /^\s+(?:empires?|kingdoms?|dynast(?:y|ies)|civili[sz]ations?|pharaohs?|antiquity)\b/iu;
/** The question set as a whole in the past: "in ancient times", "during the Middle Ages", "in antiquity". */
const PAST_TIMES =
  /\b(?:in|during|of)\s+(?:the\s+)?(?:ancient\s+times|antiquity|middle\s+ages|dark\s+ages|bronze\s+age|iron\s+age|stone\s+age)\b/iu;

/**
 * The places (or cities) a question names, without those it sets in the past: "What was the capital of ancient
 * Egypt?" asks about the pharaohs' Egypt, of which today's profile (Cairo, its religions, its people)
 * says nothing; "the Persian Empire" is no name of Iran. A question with no such words keeps them all.
 */
export function withoutPastPlaces<M extends { text: string; index: number }>(
  text: string,
  mentions: readonly M[],
): M[] {
  if (PAST_TIMES.test(text)) return [];
  return mentions.filter(
    (m) => !PAST_BEFORE.test(text.slice(0, m.index)) && !PAST_AFTER.test(text.slice(m.index + m.text.length)),
  );
}
