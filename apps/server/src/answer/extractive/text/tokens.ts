/** Words too common to say anything about relevance (plus the filler of questions). */
const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have having ' +
    'he her here hers herself him himself his how i if in into is it its itself just me more most my myself no ' +
    'nor not now of off on once only or other our ours ourselves out over own same she should so some such than ' +
    'that the their theirs them themselves then there these they this those through to too under until up very ' +
    'was we were what when where which while who whom why will with would you your yours yourself yourselves ' +
    'tell explain describe please give show know want like let us get got may might must shall s t d ll m re ve ' +
    'thing things something anything really much many one ones define definition meaning mean means'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/**
 * Reduces an English word to a crude stem so "cities", "city" and "city's" meet. Applied the same way to
 * questions and sources, so an odd stem ("speed" → "spe") still matches itself; only recall matters here.
 */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const result = stemUncached(word);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, result);
  return result;
}

/** Stems are memoised: a handful of distinct words repeat across thousands of sentences. */
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

function stemUncached(word: string): string {
  let w = word.replace(/['’]s?$/u, '');
  if (w.length <= 3 || /\d/u.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/u.test(w)) return w;
  else if (/(?:ches|shes|xes|sses|zes)$/u.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed')) w = undouble(w.slice(0, -2));
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/u.test(w) && !/(?:ll|ss|zz)$/u.test(w) ? w.slice(0, -1) : w;
}

/** Lower-cased words of `text`, in order, stopwords included (for phrase checks). */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** True when a lower-cased word carries no topical meaning. */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Stemmed content words of `text`, in order, without stopwords. */
export function contentTerms(text: string): string[] {
  return termsOfWords(words(text));
}

/** Stemmed content words among already split lower-case `words`. */
export function termsOfWords(list: readonly string[]): string[] {
  const terms: string[] = [];
  for (const word of list) {
    if (!STOPWORDS.has(word)) terms.push(stem(word));
  }
  return terms;
}
