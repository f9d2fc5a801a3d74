import type { AnalyzedDocument, LibraryDocument } from '../library-types.js';

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
  docs: LibraryDocument[];
  lengths: Uint32Array;
  averageLength: number;
  termIndex: Map<string, number>;
  starts: Uint32Array;
  postingDocs: Uint32Array;
  postingFreqs: Uint16Array;
}

/** The serialisable part of a segment (what is written to disk). */
export type SegmentData = Omit<Segment, 'termIndex' | 'averageLength'> & { terms: string[] };

const MAX_FREQ = 0xffff;

/** Builds a segment from analysed documents (in memory, one pass to collect, one to flatten). */
export function buildSegment(name: string, key: string, analyzed: Iterable<AnalyzedDocument>): Segment {
  const docs: LibraryDocument[] = [];
  const lengths: number[] = [];
  const postings = new Map<string, number[]>();
  let total = 0;
  for (const { doc, terms, freqs, length } of analyzed) {
    const docIndex = docs.length;
    docs.push(doc);
    lengths.push(length);
    for (let i = 0; i < terms.length; i++) {
      const term = terms[i]!;
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(docIndex, Math.min(MAX_FREQ, Math.round(freqs[i]!)));
      total++;
    }
  }
  const terms = [...postings.keys()];
  const starts = new Uint32Array(terms.length + 1);
  const postingDocs = new Uint32Array(total);
  const postingFreqs = new Uint16Array(total);
  let at = 0;
  terms.forEach((term, i) => {
    starts[i] = at;
    const list = postings.get(term)!;
    for (let k = 0; k < list.length; k += 2) {
      postingDocs[at] = list[k]!;
      postingFreqs[at++] = list[k + 1]!;
    }
  });
  starts[terms.length] = at;
  return fromSegmentData({
    name,
    key,
    docs,
    lengths: Uint32Array.from(lengths),
    terms,
    starts,
    postingDocs,
    postingFreqs,
  });
}

/** Rebuilds the lookup structures of a segment read from disk. */
export function fromSegmentData(data: SegmentData): Segment {
  const { terms, ...rest } = data;
  const termIndex = new Map<string, number>();
  terms.forEach((term, i) => termIndex.set(term, i));
  let sum = 0;
  for (const length of data.lengths) sum += length;
  return { ...rest, termIndex, averageLength: data.docs.length ? sum / data.docs.length : 0 };
}

/** The serialisable form of a segment. */
export function toSegmentData(segment: Segment): SegmentData {
  const { termIndex, averageLength: _averageLength, ...rest } = segment;
  return { ...rest, terms: [...termIndex.keys()] };
}

/** Number of documents of the segment containing `term`. */
export function documentFrequency(segment: Segment, term: string): number {
  const i = segment.termIndex.get(term);
  return i === undefined ? 0 : segment.starts[i + 1]! - segment.starts[i]!;
}
