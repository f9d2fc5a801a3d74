/** Parsers for the WordNet 3 database files (see wndb(5)): `data.<pos>` and `index.<pos>`. */

export const WORDNET_PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;
export type WordNetPos = (typeof WORDNET_PARTS_OF_SPEECH)[number];

export const POS_NAMES: Record<WordNetPos, string> = {
  noun: 'noun',
  verb: 'verb',
  adj: 'adjective',
  adv: 'adverb',
};

/** One synset: its words (as written, underscores for spaces) and its gloss split into parts. */
export interface Synset {
  words: string[];
  definitions: string[];
  examples: string[];
}

/** A title WordNet quotes in its typewriter style, `like this': a reader sees “like this”. */
const TYPEWRITER_QUOTE = /`([^`'"]+)'/gu;

/** Splits a gloss into definitions and the quoted usage examples. */
export function splitGloss(gloss: string): { definitions: string[]; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean);
  const definitions = gloss
    .replace(/"[^"]*"/g, '')
    .replace(TYPEWRITER_QUOTE, '“$1”')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  return { definitions, examples };
}

/** Parses a `data.<pos>` file into synsets keyed by their byte offset. License lines are skipped. */
export function parseDataFile(content: string): Map<number, Synset> {
  const synsets = new Map<number, Synset>();
  parseDataLines(content.split('\n'), synsets);
  return synsets;
}

/** Parses lines of a `data.<pos>` file into `synsets` (callers may feed a big file in chunks). */
export function parseDataLines(lines: readonly string[], synsets: Map<number, Synset>): void {
  for (const line of lines) {
    if (!line || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    // Only the header and the words are needed; splitting the pointer list too would create
    // millions of throwaway strings.
    const header = line.split(' ', 4);
    const offset = Number(header[0]);
    const wordCount = parseInt(header[3] ?? '', 16);
    if (!Number.isFinite(offset) || !Number.isFinite(wordCount)) continue;
    const fields = line.split(' ', 4 + wordCount * 2);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) {
      const word = fields[4 + i * 2];
      const clean = word?.replace(/\((?:a|p|ip)\)$/, '');
      // A few synsets list one word twice in different case ("Baroque", "baroque"): keep the first.
      if (clean && !words.some((w) => w.toLowerCase() === clean.toLowerCase())) words.push(clean);
    }
    const gloss = bar === -1 ? '' : line.slice(bar + 3).trim();
    synsets.set(offset, { words, ...splitGloss(gloss) });
  }
}

/** Parses an `index.<pos>` file: each lemma with its synset offsets, most frequent sense first. */
export function parseIndexFile(content: string): Map<string, number[]> {
  const senses = new Map<string, number[]>();
  parseIndexLines(content.split('\n'), senses);
  return senses;
}

/** Parses lines of an `index.<pos>` file into `senses` (callers may feed a big file in chunks). */
export function parseIndexLines(lines: readonly string[], senses: Map<string, number[]>): void {
  for (const line of lines) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const lemma = fields[0];
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    if (!lemma || !Number.isInteger(synsetCount) || !Number.isInteger(pointerCount)) continue;
    const first = 4 + pointerCount + 2;
    const offsets = fields
      .slice(first, first + synsetCount)
      .map(Number)
      .filter(Number.isFinite);
    if (offsets.length) senses.set(lemma, offsets);
  }
}
