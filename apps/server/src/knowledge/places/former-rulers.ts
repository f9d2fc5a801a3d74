/** A question of breaking away ("independence from", "break free from", "secede from", "freed from"). */
const BREAKING_AWAY =
  /\b(?:independen(?:ce|t)|free(?:d|dom)?|break(?:s|ing)? away|broke away|liberat(?:ion|ed|e)|sec(?:ede[ds]?|ession)|separat(?:e|ed|ion)|split)\b/iu;
/** The place broken from, said just before its name: "independence from France". */
const FROM_BEFORE = /\bfrom\s+(?:the\s+)?$/iu;
/** A ruler named by its adjective before its rule: "under British rule", "a former French colony". */
const RULE_AFTER = /^\s+(?:colonial\s+)?(?:rule|occupation|mandate|protectorate|colon(?:y|ies|ists?))\b/iu;
/** What the place stopped being: "when did it stop being British", "no longer Portuguese". */
const CEASED_BEFORE =
  /\b(?:(?:stop(?:s|ped)?|ceas(?:e|es|ed))\s+being|no\s+longer(?:\s+(?:be|being))?)\s+(?:a\s+)?$/iu;

/**
 * The places a question asks about, without the one a place broke away from or was ruled by: "When
 * did Algeria gain independence from France?", "When was India freed from British rule?" and
 * "Brunei … when did it stop being British?" are about Algeria, India and Brunei (the ruler is where its history leads, not a second subject, and its
 * profile does not answer). A question naming only the ruler keeps it.
 */
export function withoutFormerRulers<M extends { text: string; index: number }>(
  text: string,
  mentions: readonly M[],
): M[] {
  if (mentions.length < 2) return [...mentions];
  const breaking = BREAKING_AWAY.test(text);
  const ruler = (m: M) => {
    const before = text.slice(0, m.index);
    return (
      (breaking && FROM_BEFORE.test(before)) ||
      CEASED_BEFORE.test(before) ||
      RULE_AFTER.test(text.slice(m.index + m.text.length))
    );
  };
  const subjects = mentions.filter((m) => !ruler(m));
  return subjects.length > 0 ? subjects : [...mentions];
}
