/** Words that end with a period without ending the sentence (lower-case, without the period). */
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st mt ft vs etc e.g i.e cf al approx ca esp viz inc ltd co corp dept est gen gov ' +
    'sen rep lt col capt sgt cmdr adm jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun ' +
    'u.s u.k u.n a.m p.m ph.d b.a m.a b.sc m.sc n v adj adv pl sing fem masc lit fig zool bot anat chem obs ' +
    'colloq dial syn ant abbr ed eds trans rev vol vols no nos pp p art sec ch elev pop sq km mi nm avg'
  ).split(' '),
);
/**
 * Abbreviations that may also end a sentence: they only hold when a lower-case word or number follows.
 * So do those that are words as well ("the mass of the Sun. How …", "the lamp was lit. Then …").
 */
const WEAK_ABBREVIATIONS = new Set([
  'sun',
  'sat',
  'wed',
  'mar',
  'lit',
  'ant',
  'bot',
  'dial',
  'sing',
  'etc',
  'no',
  'nos',
  'p',
  'pp',
  'vol',
  'vols',
  'art',
  'sec',
  'ch',
  'fig',
  'ed',
]);

const TERMINATOR = /[.!?…]+[)"'”’»\]]*(?=\s|$)|[。！？]+/gu;
/** A WordNet gloss: definition(s), then `; "example"` usages. */
const GLOSS_EXAMPLES = /;\s*["“][^"”]*["”](?:\s*;\s*["“][^"”]*["”])*\s*$/u;

function previousWord(text: string, end: number): string {
  const start = text.lastIndexOf(' ', end - 1) + 1;
  return text
    .slice(start, end)
    .replace(/^[("'“‘[]+/u, '')
    .toLowerCase();
}

function isAbbreviation(text: string, periodIndex: number, nextChar: string): boolean {
  const word = previousWord(text, periodIndex);
  if (word.length === 0) return false;
  if (/^\p{Lu}$/u.test(text.charAt(periodIndex - 1)) && word.length === 1) return true; // an initial: "J. Smith"
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return true; // "e.g", "U.S", "a.m"
  if (!ABBREVIATIONS.has(word)) return false;
  if (WEAK_ABBREVIATIONS.has(word)) return !/\p{Lu}/u.test(nextChar);
  return true;
}

/**
 * Splits a prose block into sentences. A boundary is terminal punctuation followed by white space and then a
 * capital, digit, quote or bracket — so decimals ("3.14"), URLs, "e.g. this", initials ("J. R. Tolkien") and
 * known abbreviations ("Dr. Who", "approx. 5") do not split. A WordNet-style gloss keeps its definition and
 * drops its quoted usage examples; leading sense numbers ("2. ") are removed.
 */
export function splitSentences(block: string): string[] {
  const text = (/["“]/u.test(block) ? block.replace(GLOSS_EXAMPLES, '') : block).trim();
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(TERMINATOR)) {
    const end = match.index + match[0].length;
    const rest = text.slice(end).trimStart();
    const nextChar = rest.charAt(0);
    if (rest.length === 0) break;
    const cjk = /^[。！？]/u.test(match[0]);
    if (!cjk && !/[\p{Lu}\p{N}"'“‘([¿¡]/u.test(nextChar)) continue;
    if (match[0] === '.' && isAbbreviation(text, match.index, nextChar)) continue;
    if (match[0] === '.' && /^\s*\(?\d{1,2}$/u.test(text.slice(start, match.index))) continue; // a sense number: "2. A mean…"

    pushSentence(sentences, text.slice(start, end));
    start = end;
  }
  pushSentence(sentences, text.slice(start));
  return sentences;
}

function pushSentence(sentences: string[], raw: string): void {
  const sentence = raw.replace(/^\s*\(?\d{1,2}[.:)]\s+/u, '').trim();
  if (sentence.length > 0) sentences.push(sentence);
}
