import type { PlaceMention } from './gazetteer.js';

/** What follows a language's name: "Russian is spoken", "Russian still spoken", "French speakers". */
const AS_LANGUAGE_AFTER =
  /^\s+(?:(?:is|are|was|were)\s+)?(?:\w+\s+)?(?:spoken|speakers?|language|speaking)\b/iu;
/** What comes before it: "speak Russian", "learn Spanish", "written in Arabic". */
const AS_LANGUAGE_BEFORE =
  /\b(?:speaks?|speaking|spoke|learn|learns|learning|translated into|written in)\s+$/iu;

/**
 * The places a text names, without the demonyms it uses as languages: in "How widely is Russian
 * spoken in the Baltic states?" Russian is a language, and the Baltic states the subject; "Russia"
 * itself, by its own name, stays a place.
 */
export function withoutLanguageNames(text: string, mentions: readonly PlaceMention[]): PlaceMention[] {
  return mentions.filter((m) => {
    if (m.text.toLowerCase() === m.place.name.toLowerCase()) return true;
    const after = text.slice(m.index + m.text.length);
    const before = text.slice(0, m.index);
    return !AS_LANGUAGE_AFTER.test(after) && !AS_LANGUAGE_BEFORE.test(before);
  });
}
