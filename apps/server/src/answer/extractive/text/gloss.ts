/** A dictionary sense as the library writes it: "volcano (noun): a fissure in the earth's crust…". */
const GLOSS = /^([^():;]{1,60}?) \((noun|verb|adjective|adverb)\): (.+)$/su;
const ARTICLE_START = /^(?:a|an|the|one|any)\s/iu;
/** Lower-case words inside names: "Black Hole of Calcutta", "Leonardo da Vinci". */
const NAME_PARTICLES = new Set([
  'of',
  'the',
  'and',
  'de',
  'da',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'der',
  'al',
  'el',
  'bin',
]);

/** "a" or "an" before a word, by its sound as far as its first letter tells. */
function indefiniteArticle(word: string): string {
  return /^[aeiou]/iu.test(word) && !/^(?:uni|use|one|eu)/iu.test(word) ? 'an' : 'a';
}

/** True for a dictionary sense ("volcano (noun): …"): it defines a word, it explains nothing. */
export function isGloss(text: string): boolean {
  return GLOSS.test(text.trim());
}

/**
 * A word's dictionary entry, not a thing's: an adjective, verb or adverb ("colourful (adjective): …").
 * It defines a word the question uses; no report or answer is about it.
 */
export const isWordEntry = (text: string): boolean => {
  const pos = glossParts(text)?.pos;
  return pos !== undefined && pos !== 'noun';
};

/** `word` is `stem` or one of its inflections: "lyrics" of "lyric", "erupting" of "erupt" (not "lyrically"). */
function inflects(word: string, stem: string): boolean {
  if (word === stem) return true;
  if (!word.startsWith(stem.replace(/e$/u, ''))) return false;
  const ending = word.slice(stem.length);
  return /^(?:s|es|d|ed|ing)$/u.test(ending) || (stem.endsWith('e') && word === `${stem.slice(0, -1)}ing`);
}

/**
 * The entry of a word the question does not use (an adjective, verb or adverb): "lyrically" for
 * "lyrics to …", "second-best" for "best pizza …". It defines another word and answers nothing.
 */
export function isEntryOfAnotherWord(text: string, question: string): boolean {
  if (!isWordEntry(text)) return false;
  const asked = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const headwords =
    glossParts(text)!
      .headword.toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return !headwords.every((stem) => asked.some((word) => inflects(word, stem)));
}

/** A dictionary sense's parts ("volcano (noun): a fissure…" → volcano, noun, "a fissure…"); none for other text. */
export function glossParts(text: string): { headword: string; pos: string; definition: string } | undefined {
  const match = GLOSS.exec(text.trim());
  return match ? { headword: match[1] ?? '', pos: match[2] ?? '', definition: match[3] ?? '' } : undefined;
}

/**
 * The words a sense's definition opens with, before what qualifies them: its genus ("(Greek
 * mythology) the god of the sea …" → "the god"; "any of the 50 sea nymphs …" → "any").
 */
export function genusOf(text: string): string {
  const definition = glossParts(text)?.definition.replace(/^\([^)]*\)\s*/u, '') ?? '';
  return (
    /^[^;,:]*?(?=\s+(?:of|in|on|for|from|at|who|that|which|with|by)\b|[;,:.]|$)/u.exec(definition)?.[0] ?? ''
  );
}

/** A sense's definition alone: its synonyms and examples follow it on the same line ("… river. Synonyms: Parana"). */
export const definitionAlone = (sense: string): string =>
  sense.split(/\.\s+(?=Synonyms:|Example:)/u)[0]!.trim();

/**
 * A dictionary sense as a sentence a reader expects, instead of raw entry formatting:
 * "volcano (noun): a fissure…" → "A volcano is a fissure…"; "Japan (noun): a constitutional
 * monarchy…" → "Japan is a constitutional monarchy…"; a person's, "Francis Crick was an English
 * biochemist who … (1916-2004)"; anything else → "“Gregarious” means
 * temperamentally seeking…". Text that is not a gloss is returned unchanged.
 */
export function readableGloss(text: string): string {
  const parts = glossParts(text);
  if (!parts) return text;
  const { headword, pos, definition } = parts;
  if (pos === 'noun' && ARTICLE_START.test(definition)) {
    // A name ("Japan") and a thing defined as "the process…" ("evaporation") take no article.
    // A common noun with a proper adjective ("Alpine glacier") takes one: not every word is capitalised.
    const name = headword.split(/\s+/u).every((w) => /^\p{Lu}/u.test(w) || NAME_PARTICLES.has(w));
    const bare = name || /^the\s/iu.test(definition);
    return `${bare ? headword : `${indefiniteArticle(headword)} ${headword}`} is ${definition}`;
  }
  // A person's entry: "Francis Crick (noun): English biochemist who … (1916-2004)".
  const lifespan = PERSON_LIFESPAN.exec(definition) ?? LIFESPAN_BC.exec(definition);
  const ordinal = ORDINAL_START.test(definition);
  if (pos === 'noun' && /^\p{Lu}/u.test(headword) && (/^\p{L}/u.test(definition) || ordinal) && lifespan) {
    // An entry written while its person lived ("(1911-)") is past too once a century has gone by.
    const past =
      lifespan[2] !== undefined ||
      lifespan[3] !== undefined ||
      new Date().getFullYear() - Number(lifespan[1]) > 100;
    const verb = past ? 'was' : 'is';
    // "16th President of the United States" is the one: "Abraham Lincoln was the 16th President …".
    return `${headword} ${verb} ${ordinal ? 'the' : indefiniteArticle(definition)} ${definition}`;
  }
  return `“${headword.charAt(0).toLocaleUpperCase('en')}${headword.slice(1)}” means ${definition}`;
}

/** Where a person's entry ends: their years, "(1916-2004)", or "(1911-)" and "(born 1928)" while they lived. */
const PERSON_LIFESPAN = /\((?:circa\s+|born\s+(?:in\s+)?)?(\d{3,4})(?:\s*-\s*(\d{3,4})?)?\)[.\s]*$/u;
/** A life before Christ: "(100-44 BC)". */
const LIFESPAN_BC = /\((?:circa\s+)?(\d{1,4})(?:\s*-\s*(\d{1,4}))?\s*B\.?C\.?\)[.\s]*$/u;
/** A rank that makes its holder the one ("16th President", "1st Duke"). */
const ORDINAL_START = /^\d+(?:st|nd|rd|th)\s/u;
