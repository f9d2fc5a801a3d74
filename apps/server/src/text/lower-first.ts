import nlp from 'compromise';

/** Word classes whose capital at a sentence's start is only the sentence's: "Most", "Deep", "The", "Volcanoes", "Forty-two". */
const COMMON = new Set([
  'TextValue',
  'Determiner',
  'Preposition',
  'Adjective',
  'Adverb',
  'Pronoun',
  'Conjunction',
  'Plural',
]);
/** Tags that mark a name, whatever else the word is tagged: "Brazil's", "DNA", "Hamlet". */
const NAME = new Set(['ProperNoun', 'Acronym', 'Place', 'Person', 'Organization']);
/** Function words the tagger sometimes reads as something else ("Over" as a verb, "Its" as a noun). */
const FUNCTION_WORD =
  /^(?:the|an?|in|at|on|over|since|after|before|during|with|its?|their|this|these|those|most|many|some|when|as)$/u;

/**
 * Endings of abstract nouns and of verbs used as nouns, which are never names ("Speculation",
 * "Deforestation", "Settlement", "Copying"; a place such as "Beijing" is tagged a name first):
 * the tagger reads an unknown capitalised noun as it reads "Krakatoa", so the ending tells them apart.
 */
const ABSTRACT_NOUN = /^\p{Lu}\p{Ll}{3,}(?:tion|sion|ment|ness|ity|ance|ence|ism|ship|ing)$/u;

/**
 * A sentence carried on after a lead-in ("In short, …", "In Norway, …"): its first word loses the
 * capital only when that capital was the sentence's, never a name's. A word the tagger is unsure of
 * ("Krakatoa", "Mount") keeps its capital: a name wrongly lowered reads worse than a common word kept.
 */
export function lowerFirstWord(sentence: string): string {
  const first = /^\p{Lu}[\p{Ll}’']*\b/u.exec(sentence)?.[0];
  if (first === undefined || first === 'I') return sentence;
  if (FUNCTION_WORD.test(first.toLowerCase())) return first.toLowerCase() + sentence.slice(first.length);
  // A first word followed by a capitalised one opens a name of several words ("El Dorado", "San Marino").
  if (/^\s+\p{Lu}/u.test(sentence.slice(first.length))) return sentence;
  const terms = nlp(sentence).terms();
  const term = terms.first();
  const tagged = (tags: ReadonlySet<string>) => [...tags].some((tag) => term.has(`#${tag}`));
  // A noun before a lower-case noun qualifies it ("Mountain glaciers", "Sea level"): a compound's
  // first word, not a name standing as the subject ("Krakatoa erupted").
  const next = terms.eq(1);
  const compound =
    term.has('#Singular') &&
    next.has('#Noun') &&
    !next.has('#Verb') &&
    /^\s+\p{Ll}/u.test(sentence.slice(first.length));
  const common =
    !tagged(NAME) && (tagged(COMMON) || term.has('#Gerund') || ABSTRACT_NOUN.test(first) || compound);
  return common ? first.toLowerCase() + sentence.slice(first.length) : sentence;
}
