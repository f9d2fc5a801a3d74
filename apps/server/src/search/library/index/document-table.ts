import { z } from 'zod';
import type { LibraryDocKind, LibraryDocument } from '../library-types.js';

/**
 * The documents of a segment, by position. A freshly built segment holds them as objects; one read
 * from its file keeps them packed (one JSON text per document in a single byte buffer) and parses a
 * document only when a search or a page asks for it. That is what lets a restart load WordNet's 150k
 * entries in milliseconds: parsing them all up front took 350 ms of the main thread. Ranking looks at
 * the id, title and kind of many more documents than it returns, so those are kept apart, unparsed.
 */
export interface DocumentTable {
  readonly length: number;
  at(index: number): LibraryDocument;
  idAt(index: number): string;
  titleAt(index: number): string;
  kindAt(index: number): LibraryDocKind;
}

export function arrayTable(docs: readonly LibraryDocument[]): DocumentTable {
  return {
    length: docs.length,
    at: (index) => docs[index]!,
    idAt: (index) => docs[index]!.id,
    titleAt: (index) => docs[index]!.title,
    kindAt: (index) => docs[index]!.kind,
  };
}

const KINDS = ['markdown', 'html', 'text', 'wordnet', 'dictd', 'factbook', 'image'] as const;

export const libraryDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  kind: z.enum(KINDS),
  sourcePath: z.string(),
  filePath: z.string().optional(),
  pageId: z.string().optional(),
  subtitle: z.string().optional(),
});

/**
 * Strings laid end to end in one string: item i is `text.slice(ends[i-1], ends[i])`. One string is
 * one copy to read back, where an array of 150k strings is 150k allocations.
 */
export interface StringList {
  text: string;
  ends: Uint32Array;
}

export function toStringList(items: readonly string[]): StringList {
  const ends = new Uint32Array(items.length);
  let end = 0;
  items.forEach((item, i) => (ends[i] = end += item.length));
  return { text: items.join(''), ends };
}

export const stringAt = ({ text, ends }: StringList, index: number): string =>
  text.slice(index === 0 ? 0 : ends[index - 1], ends[index]);

/** The packed form: document i is the UTF-8 JSON at `bytes[ends[i-1] .. ends[i])`. */
export interface PackedDocuments {
  bytes: Uint8Array;
  ends: Uint32Array;
  ids: StringList;
  titles: StringList;
  /** Index into KINDS per document. */
  kinds: Uint8Array;
}

const utf8 = new TextDecoder();

export function packedTable(packed: PackedDocuments): DocumentTable {
  const { bytes, ends, ids, titles, kinds } = packed;
  const count = ends.length;
  const consistent =
    ids.ends.length === count &&
    titles.ends.length === count &&
    kinds.length === count &&
    (count === 0 || ends[count - 1] === bytes.length) &&
    kinds.every((k) => k < KINDS.length);
  if (!consistent) throw new Error('packed documents do not match their offsets');
  const check = (index: number) => {
    if (!(index >= 0 && index < count)) throw new RangeError(`no document ${index}`);
  };
  return {
    length: count,
    at: (index) => {
      check(index);
      const text = utf8.decode(bytes.subarray(index === 0 ? 0 : ends[index - 1], ends[index]));
      // The file passed its checksum when read, so a failure here is a bug in the writer: say so.
      return libraryDocumentSchema.parse(JSON.parse(text));
    },
    idAt: (index) => (check(index), stringAt(ids, index)),
    titleAt: (index) => (check(index), stringAt(titles, index)),
    kindAt: (index) => (check(index), KINDS[kinds[index]!]!),
  };
}

/** Packs documents for a segment file (the inverse of packedTable). */
export function packDocuments(table: DocumentTable): PackedDocuments {
  const parts: Buffer[] = [];
  const ends = new Uint32Array(table.length);
  const ids: string[] = [];
  const titles: string[] = [];
  const kinds = new Uint8Array(table.length);
  let end = 0;
  for (let i = 0; i < table.length; i++) {
    const doc = table.at(i);
    const part = Buffer.from(JSON.stringify(doc), 'utf8');
    parts.push(part);
    ends[i] = end += part.length;
    ids.push(doc.id);
    titles.push(doc.title);
    kinds[i] = KINDS.indexOf(doc.kind);
  }
  return { bytes: Buffer.concat(parts), ends, ids: toStringList(ids), titles: toStringList(titles), kinds };
}

/** Every document, parsed (tests and small segments). */
export function allDocuments(table: DocumentTable): LibraryDocument[] {
  return Array.from({ length: table.length }, (_, i) => table.at(i));
}
