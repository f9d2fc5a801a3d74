/**
 * The words of a place breaking away, shared by every reading of the question (the subject here, the
 * independence field, the history aspect): "broke away", "break free", "secede", "secession".
 */
export const BROKE_AWAY = String.raw`br(?:eak|eaks|eaking|oke)\s+(?:away|free)|sec(?:ede[ds]?|ession)`;
/** Ceasing to be ruled, before what the place stopped being: "stopped being (British)", "ceased being (a colony)". */
export const CEASED_BEING = String.raw`(?:stop(?:s|ped)?|ceas(?:e|es|ed))\s+being`;
/** The adjectives of the powers places broke from, as a question lower-cased names them: "stop being British". */
export const RULER_ADJECTIVES =
  'british|french|spanish|portuguese|dutch|belgian|german|italian|ottoman|soviet|japanese|american|danish|russian';
/** The end of a rule: "no longer a colony", "the end of French rule", "end of colonial rule". */
export const RULE_ENDED = String.raw`no\s+longer\s+(?:a\s+)?(?:[\p{L}-]+\s+)?colony|end(?:ed)?\s+of\s+(?:[\p{L}-]+\s+)?(?:colonial\s+)?rule`;

/** A question of breaking away ("independence from", "break free from", "secede from", "freed from"). */
const BREAKING_AWAY = new RegExp(
  String.raw`\b(?:independen(?:ce|t)|free(?:d|dom)?|${BROKE_AWAY}|liberat(?:ion|ed|e)|separat(?:e|ed|ion)|split)\b`,
  'iu',
);
/** The place broken from, said just before its name: "independence from France". */
const FROM_BEFORE = /\bfrom\s+(?:the\s+)?$/iu;
/** A ruler named by its adjective before its rule: "under British rule", "a former French colony". */
const RULE_AFTER = /^\s+(?:colonial\s+)?(?:rule|occupation|mandate|protectorate|colon(?:y|ies|ists?))\b/iu;
/** What the place stopped being: "when did it stop being British", "no longer Portuguese". */
const CEASED_BEFORE = new RegExp(
  String.raw`\b(?:${CEASED_BEING}|no\s+longer(?:\s+(?:be|being))?)\s+(?:a\s+)?$`,
  'iu',
);

/**
 * What a place once was, before a ruler's adjective: "once British", "it was German", "ended up
 * British", "the other Dutch", and the next of a row: "was French and (British)".
 */
const WAS_BEFORE = new RegExp(
  String.raw`\b(?:once|formerly|was|were|been|became|become|end(?:s|ed)?\s+up|the\s+other)\s+(?:(?:a|mostly|partly|all)\s+)?` +
    String.raw`(?:(?:${RULER_ADJECTIVES})\s*(?:,\s*)?(?:(?:and|or|then)\s+)?)*$`,
  'iu',
);
/** A ruler's adjective, as written: "British", "dutch". */
const RULER_ADJECTIVE = new RegExp(`^(?:${RULER_ADJECTIVES})$`, 'iu');
/** Between two rulers named in a row: "French and British", "French or British", "German, French". */
const JOINED = /^\s*(?:,\s*)?(?:(?:and|or|then|before\s+(?:it\s+)?was)\s+)?$/iu;

/**
 * The places a question asks about, without the one a place broke away from or was ruled by: "When
 * did Algeria gain independence from France?", "When was India freed from British rule?" and
 * "Brunei … when did it stop being British?" are about Algeria, India and Brunei, and "Cameroon … it
 * was German before it was French and British" about Cameroon (the ruler is where its history leads,
 * not a second subject, and its profile does not answer). A question naming only the ruler keeps it.
 */
export function withoutFormerRulers<M extends { text: string; index: number }>(
  text: string,
  mentions: readonly M[],
): M[] {
  if (mentions.length < 2) return [...mentions];
  const breaking = BREAKING_AWAY.test(text);
  const rulers = new Set<M>();
  const inOrder = [...mentions].sort((a, b) => a.index - b.index);
  inOrder.forEach((m, i) => {
    const before = text.slice(0, m.index);
    const previous = inOrder[i - 1];
    const adjective = RULER_ADJECTIVE.test(m.text);
    const afterRuler =
      previous !== undefined &&
      rulers.has(previous) &&
      JOINED.test(text.slice(previous.index + previous.text.length, m.index));
    if (
      (breaking && FROM_BEFORE.test(before)) ||
      CEASED_BEFORE.test(before) ||
      RULE_AFTER.test(text.slice(m.index + m.text.length)) ||
      (adjective && (WAS_BEFORE.test(before) || afterRuler))
    )
      rulers.add(m);
  });
  const subjects = mentions.filter((m) => !rulers.has(m));
  return subjects.length > 0 ? subjects : [...mentions];
}
