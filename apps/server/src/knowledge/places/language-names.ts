import type { PlaceMention } from './gazetteer.js';

/**
 * What follows a language's name: "Russian is spoken", "Russian still spoken", "German more widely
 * spoken", "French speakers", "English and French are official".
 */
const AS_LANGUAGE_AFTER =
  /^\s+(?:(?:is|are|was|were)\s+)?(?:\w+\s+){0,2}(?:spoken|speakers?|language|speaking|official)\b|^\s+(?:all\s+)?(?:share|shares|borrow(?:ed)?|have\s+in\s+common)\s+(?:\w+\s+){0,3}(?:words|vocabulary|grammar|roots|alphabet)\b/iu;
/** The rest of a list of names after one of them: "Italian|, Spanish and Romanian share …". */
const REST_OF_LIST = /^(?:\s*,\s*\p{Lu}[\p{L}-]*|,?\s+(?:and|or)\s+\p{Lu}[\p{L}-]*)+/u;
/** What comes before it: "speak Russian", "learn Spanish", "written in Arabic". */
const AS_LANGUAGE_BEFORE =
  /\b(?:speaks?|speaking|spoke|learn|learns|learning|translated into|written in)\s+$/iu;

/** A question about languages: "which languages are spoken …", "what do they speak …". */
const ASKS_LANGUAGES = /\b(?:languages?|spoken|speak(?:s|ing)?|tongues?)\b/iu;
/** A word standing alone, not qualifying a noun after it: "Besides Spanish, …", "French or German". */
const STANDS_ALONE = /^\s*(?:[,;:?.!)]|(?:or|and|in|as|besides|with|than)\b)/iu;

/**
 * The places a text names, without the demonyms it uses as languages: in "How widely is Russian
 * spoken in the Baltic states?" Russian is a language, and the Baltic states the subject; "Russia"
 * itself, by its own name, stays a place.
 */
export function withoutLanguageNames(text: string, mentions: readonly PlaceMention[]): PlaceMention[] {
  const byName = (m: PlaceMention) => m.text.toLowerCase() === m.place.name.toLowerCase();
  // In a question about the languages of a place named by its name, a demonym standing alone is a
  // language ("Besides Spanish, which languages are spoken in Bolivia?"); "Brazilians" before a verb
  // and "Swiss" before a noun stay people and places.
  const languagesOfNamedPlace = ASKS_LANGUAGES.test(text) && mentions.some(byName);
  return mentions.filter((m) => {
    if (byName(m)) return true;
    const after = text.slice(m.index + m.text.length);
    const before = text.slice(0, m.index);
    if (languagesOfNamedPlace && STANDS_ALONE.test(after) && !/s$/u.test(m.text)) return false;
    // A list of names shares what follows it: "Italian, Spanish and Romanian share so many words".
    const afterList = after.replace(REST_OF_LIST, '');
    return !AS_LANGUAGE_AFTER.test(afterList) && !AS_LANGUAGE_BEFORE.test(before);
  });
}
