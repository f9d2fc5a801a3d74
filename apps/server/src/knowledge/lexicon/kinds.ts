/**
 * What kind of thing each noun sense of WordNet is: the words of its hypernyms, all the way up
 * ("python: large Old World boas" is a boa, a constrictor, a snake, a reptile … an animal). A
 * question that picks a sense by its kind ("python, as in the snake", "a mole, the animal") finds it
 * here, though the gloss never says "snake". Read from `data.noun` once, on the first such question.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { installedWordNet } from '../../search/library/sources/wordnet.js';
import { splitGloss } from '../../search/library/sources/wordnet-parse.js';

/** One noun synset: its words (lower case, spaces), its definitions, its hypernyms' offsets. */
interface NounSense {
  words: string[];
  definitions: string[];
  up: number[];
}

export interface Lexicon {
  /**
   * The words of every kind the sense of `word` defined as `definition` belongs to (its hypernyms up
   * to the root, lower case); empty when no noun sense of the word has that definition.
   */
  kindsOf(word: string, definition: string): ReadonlySet<string>;
}

/** "  large Old World boas. " → "large old world boas": a definition as compared. */
const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.\s]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();

/** Parses `data.noun` lines (see wndb(5)): words, gloss and the hypernym pointers ("@", "@i"). */
export function parseNounSenses(lines: readonly string[]): Map<number, NounSense> {
  const senses = new Map<number, NounSense>();
  for (const line of lines) {
    if (!line || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const fields = (bar === -1 ? line : line.slice(0, bar)).split(' ');
    const offset = Number(fields[0]);
    const wordCount = parseInt(fields[3] ?? '', 16);
    if (!Number.isFinite(offset) || !Number.isFinite(wordCount)) continue;
    const words = Array.from({ length: wordCount }, (_, i) =>
      (fields[4 + i * 2] ?? '')
        .replace(/\((?:a|p|ip)\)$/u, '')
        .replace(/_/gu, ' ')
        .toLowerCase(),
    );
    const pointerAt = 4 + wordCount * 2;
    const pointers = Number(fields[pointerAt]);
    const up: number[] = [];
    for (let p = 0; p < pointers; p++) {
      const symbol = fields[pointerAt + 1 + p * 4];
      if (symbol === '@' || symbol === '@i') up.push(Number(fields[pointerAt + 2 + p * 4]));
    }
    const { definitions } = splitGloss(bar === -1 ? '' : line.slice(bar + 3));
    senses.set(offset, { words, definitions: definitions.map(normal), up });
  }
  return senses;
}

/** A lexicon over parsed senses. */
export function createLexicon(senses: ReadonlyMap<number, NounSense>): Lexicon {
  const byWord = new Map<string, number[]>();
  for (const [offset, sense] of senses)
    for (const word of sense.words) {
      const offsets = byWord.get(word);
      if (offsets) offsets.push(offset);
      else byWord.set(word, [offset]);
    }
  const kindsAbove = (offset: number): Set<string> => {
    const kinds = new Set<string>();
    const seen = new Set<number>();
    const queue = [...(senses.get(offset)?.up ?? [])];
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const sense = senses.get(next);
      if (!sense) continue;
      for (const word of sense.words) kinds.add(word);
      queue.push(...sense.up);
    }
    return kinds;
  };
  return {
    kindsOf(word, definition) {
      const wanted = normal(definition);
      const offset = (byWord.get(word.toLowerCase()) ?? []).find((o) =>
        senses.get(o)?.definitions.some((d) => wanted.startsWith(d) || d.startsWith(wanted)),
      );
      return offset === undefined ? new Set() : kindsAbove(offset);
    },
  };
}

let loaded: Promise<Lexicon | undefined> | undefined;

/** The installed WordNet's lexicon, read once per process (about half a second); undefined without WordNet. */
export function loadLexicon(): Promise<Lexicon | undefined> {
  loaded ??= (async () => {
    const wordnet = installedWordNet();
    if (!wordnet) return undefined;
    const text = await readFile(join(wordnet.directory, 'data.noun'), 'utf8').catch(() => undefined);
    return text === undefined ? undefined : createLexicon(parseNounSenses(text.split('\n')));
  })();
  return loaded;
}
