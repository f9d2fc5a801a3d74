import type { AnalyzedDocument } from '../library-types.js';
import { yieldToEventLoop } from '../sources/yield-to-event-loop.js';
import type { DocumentTable, PackedDocuments, StringList } from './document-table.js';
import { arrayTable, packDocuments, packedTable, stringAt, toStringList } from './document-table.js';

/**
 * An immutable inverted index over one collection (the library folder, WordNet, one dictionary…).
 * Postings are flat typed arrays: term i's postings are `docs/freqs[starts[i] .. starts[i+1])`.
 * Each collection keeps its own average length, because dictionary entries and articles differ
 * by two orders of magnitude and one shared average would bury every article.
 */
export interface Segment {
  /** File name stem under the index folder, e.g. "wordnet". */
  name: string;
  /** Fingerprint of the source; a different key means the segment is stale. */
  key: string;
  docs: DocumentTable;
  lengths: Uint32Array;
  averageLength: number;
  termIndex: Map<string, number>;
  starts: Uint32Array;
  postingDocs: Uint32Array;
  postingFreqs: Uint16Array;
}

/** The serialisable part of a segment (what is written to disk): plain strings and typed arrays. */
export type SegmentData = Omit<Segment, 'termIndex' | 'averageLength' | 'docs'> & {
  terms: StringList;
  docs: PackedDocuments;
};

const MAX_FREQ = 0xffff;
/**
 * Work between two yields to the event loop (a few milliseconds): 2 000 documents, or fewer when they
 * are long (a Factbook section has a hundred times the terms of a WordNet entry).
 */
const YIELD_EVERY_DOCS = 2_000;
const YIELD_EVERY_TERMS = 50_000;

/** Calls back after every slice of documents so a loop can yield (see YIELD_EVERY_DOCS). */
function slicer(all: readonly AnalyzedDocument[]): (docIndex: number) => boolean {
  let docs = 0;
  let terms = 0;
  return (docIndex) => {
    terms += all[docIndex]!.terms.length;
    if (++docs < YIELD_EVERY_DOCS && terms < YIELD_EVERY_TERMS) return false;
    docs = 0;
    terms = 0;
    return true;
  };
}

/**
 * Builds a segment from analysed documents. Two passes over flat typed arrays (count postings per
 * term, then place them) instead of one growing array per term: far less garbage on WordNet's 2M
 * postings.
 */
export async function buildSegment(
  name: string,
  key: string,
  analyzed: Iterable<AnalyzedDocument>,
): Promise<Segment> {
  const all = [...analyzed];
  const total = all.reduce((sum, a) => sum + a.terms.length, 0);
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const flatTerms = new Uint32Array(total);
  let counts = new Uint32Array(1024);
  let at = 0;
  let sliceDone = slicer(all);
  for (let d = 0; d < all.length; d++) {
    if (sliceDone(d)) await yieldToEventLoop();
    for (const term of all[d]!.terms) {
      let id = termIds.get(term);
      if (id === undefined) {
        id = terms.push(term) - 1;
        termIds.set(term, id);
        if (id >= counts.length) {
          const grown = new Uint32Array(counts.length * 2);
          grown.set(counts);
          counts = grown;
        }
      }
      counts[id]!++;
      flatTerms[at++] = id;
    }
  }
  const starts = new Uint32Array(terms.length + 1);
  for (let i = 0; i < terms.length; i++) starts[i + 1] = starts[i]! + counts[i]!;
  const cursor = starts.slice(0, terms.length);
  const postingDocs = new Uint32Array(total);
  const postingFreqs = new Uint16Array(total);
  at = 0;
  sliceDone = slicer(all);
  for (let docIndex = 0; docIndex < all.length; docIndex++) {
    if (sliceDone(docIndex)) await yieldToEventLoop();
    for (const freq of all[docIndex]!.freqs) {
      const slot = cursor[flatTerms[at++]!]!++;
      postingDocs[slot] = docIndex;
      postingFreqs[slot] = Math.min(MAX_FREQ, Math.round(freq));
    }
  }
  return {
    name,
    key,
    docs: arrayTable(all.map((a) => a.doc)),
    lengths: Uint32Array.from(all, (a) => a.length),
    termIndex: termIds,
    starts,
    postingDocs,
    postingFreqs,
    averageLength: all.length ? all.reduce((sum, a) => sum + a.length, 0) / all.length : 0,
  };
}

/** Terms added to the term map between two yields: WordNet's 70k in one go stalled 45 ms. */
const YIELD_EVERY_MAP_TERMS = 20_000;

/**
 * Rebuilds the lookup structures of a segment read from disk. Its documents stay packed (see
 * DocumentTable); only the term map is built, in slices.
 */
export async function fromSegmentData(data: SegmentData): Promise<Segment> {
  const { terms, docs, ...rest } = data;
  const termIndex = new Map<string, number>();
  for (let i = 0; i < terms.ends.length; i++) {
    if (i > 0 && i % YIELD_EVERY_MAP_TERMS === 0) await yieldToEventLoop();
    termIndex.set(stringAt(terms, i), i);
  }
  let sum = 0;
  for (const length of data.lengths) sum += length;
  const count = data.lengths.length;
  return { ...rest, docs: packedTable(docs), termIndex, averageLength: count ? sum / count : 0 };
}

/** The serialisable form of a segment. */
export function toSegmentData(segment: Segment): SegmentData {
  const { termIndex, averageLength: _averageLength, docs, ...rest } = segment;
  return { ...rest, terms: toStringList([...termIndex.keys()]), docs: packDocuments(docs) };
}

/** Number of documents of the segment containing `term`. */
export function documentFrequency(segment: Segment, term: string): number {
  const i = segment.termIndex.get(term);
  return i === undefined ? 0 : segment.starts[i + 1]! - segment.starts[i]!;
}
