/**
 * A name and the adjective made from it are one subject: "Rome" and "Roman", "Egypt" and
 * "Egyptian", "Gaul" and "Gallic". Sources say either ("the fall of the Western Roman Empire"
 * answers "when did Rome fall"), so a question's name finds its adjective and the other way round.
 * Read from WordNet's pertainyms and derivations (`\` and `+` pointers from `data.adj` to
 * `data.noun`), once per process: "Roman" pertains to "Rome", while "Persian" is only derived from
 * "Persia" (its pertainym is "Iranian" → "Iran").
 */
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { analyzeSubject } from '../../text/analyzer.js';
import { installedWordNet } from '../../search/library/sources/wordnet.js';

/** Stem of a name or of its adjective → the stems of the other forms ("rome" → "roman"). */
export type NameForms = ReadonlyMap<string, readonly string[]>;

/** One pertainym or derivation: the adjective's word, and where its noun's word is (synset offset, word number). */
export interface Pertainym {
  adjective: string;
  nounOffset: number;
  nounWord: number;
}

/** A capitalised word of one piece: "Roman", not "roman" (the typeface) or "North_American". */
const NAME_WORD = /^\p{Lu}[\p{L}'-]*$/u;

/**
 * The pertainyms of capitalised adjectives in `data.adj` lines (see wndb(5)): the adjective word a
 * pointer starts from (its source word number) and the noun word it points to. An adjective with no
 * pertainym of its own counts its derivations instead ("Persian" → "Persia"); one with a pertainym
 * keeps to it, since derivations also link namesakes ("Nigerian" is derived from "Niger" too, but
 * pertains to "Nigeria").
 */
export function parsePertainyms(lines: readonly string[]): Pertainym[] {
  const found: Pertainym[] = [];
  const derived: Pertainym[] = [];
  for (const line of lines) {
    if (!line || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const fields = (bar === -1 ? line : line.slice(0, bar)).split(' ');
    const wordCount = parseInt(fields[3] ?? '', 16);
    if (!Number.isFinite(wordCount)) continue;
    const words = Array.from({ length: wordCount }, (_, i) =>
      (fields[4 + i * 2] ?? '').replace(/\((?:a|p|ip)\)$/u, ''),
    );
    const pointerAt = 4 + wordCount * 2;
    const pointers = Number(fields[pointerAt]);
    for (let p = 0; p < pointers; p++) {
      const [symbol, offset, pos, sourceTarget = ''] = fields.slice(
        pointerAt + 1 + p * 4,
        pointerAt + 5 + p * 4,
      );
      if ((symbol !== '\\' && symbol !== '+') || pos !== 'n') continue;
      const adjective = words[parseInt(sourceTarget.slice(0, 2), 16) - 1];
      if (adjective && NAME_WORD.test(adjective))
        (symbol === '+' ? derived : found).push({
          adjective,
          nounOffset: Number(offset),
          nounWord: parseInt(sourceTarget.slice(2), 16),
        });
    }
  }
  const pertaining = new Set(found.map((p) => p.adjective));
  return [...found, ...derived.filter((d) => !pertaining.has(d.adjective))];
}

/**
 * The forms table from pairs of an adjective and its name, both capitalised single words that begin
 * alike ("French" and "France", "Gallic" and "Gaul"): "Moslem" → "Islamism" and "Sinitic" →
 * "Chinese" relate other words than a name and its adjective.
 */
export function nameForms(pairs: readonly (readonly [adjective: string, name: string])[]): NameForms {
  const forms = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    const set = forms.get(from) ?? new Set<string>();
    forms.set(from, set.add(to));
  };
  for (const [adjective, name] of pairs) {
    if (!NAME_WORD.test(name) || adjective.slice(0, 2).toLowerCase() !== name.slice(0, 2).toLowerCase())
      continue;
    const a = analyzeSubject(adjective).terms;
    const n = analyzeSubject(name).terms;
    if (a.length !== 1 || n.length !== 1 || a[0] === n[0]) continue;
    link(a[0]!, n[0]!);
    link(n[0]!, a[0]!);
  }
  return new Map([...forms].map(([stem, others]) => [stem, [...others]]));
}

/** The word numbered `word` (from 1) of the synset line starting at `offset` of a WordNet data file. */
async function wordAt(file: Awaited<ReturnType<typeof open>>, offset: number, word: number): Promise<string> {
  const buffer = Buffer.alloc(512);
  const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
  const fields = buffer.toString('utf8', 0, bytesRead).split('\n')[0]!.split(' ');
  return fields[4 + (word - 1) * 2] ?? '';
}

let loaded: Promise<NameForms> | undefined;

/** The installed WordNet's name forms, read once per process; empty without WordNet. */
export function loadNameForms(): Promise<NameForms> {
  loaded ??= (async () => {
    const wordnet = installedWordNet();
    if (!wordnet) return new Map();
    const [adjectives, nouns] = await Promise.all([
      readFile(join(wordnet.directory, 'data.adj'), 'utf8'),
      open(join(wordnet.directory, 'data.noun'), 'r'),
    ]);
    try {
      const pairs: [string, string][] = [];
      for (const p of parsePertainyms(adjectives.split('\n')))
        pairs.push([p.adjective, await wordAt(nouns, p.nounOffset, p.nounWord)]);
      return nameForms(pairs);
    } finally {
      await nouns.close();
    }
  })().catch(() => new Map());
  return loaded;
}
