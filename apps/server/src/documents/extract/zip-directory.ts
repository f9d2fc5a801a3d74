/**
 * A ZIP's central directory read by hand, because what a hostile zip does wrong is in the parts a
 * library hides: where each entry's bytes lie. Thousands of entries can name one compressed stream
 * (a 307 KB file unpacked to 4.9 GB that way), so entries whose bytes overlap, and names given twice,
 * are refused here, before anything is inflated.
 */

/** One entry: its name, how it is stored, and the span of the file its compressed bytes take. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  /** General-purpose flags; bit 0 means encrypted. */
  flags: number;
  /** The size the directory declares once unpacked (it may lie). */
  declaredSize: number;
  /** The local header's offset: the entry's span starts there. */
  headerStart: number;
  dataStart: number;
  dataEnd: number;
}

export type DirectoryProblem = 'corrupt' | 'too many' | 'overlapping' | 'duplicate';

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A 16- or 32-bit field holding this says "see the ZIP64 record". */
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

class Corrupt extends Error {}

/** Little-endian reads that throw `Corrupt` outside the file instead of reading garbage. */
function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const check = (at: number, size: number) => {
    if (at < 0 || at + size > bytes.length) throw new Corrupt();
  };
  return {
    within: check,
    u16: (at: number) => (check(at, 2), view.getUint16(at, true)),
    u32: (at: number) => (check(at, 4), view.getUint32(at, true)),
    u64: (at: number) => {
      check(at, 8);
      const value = view.getBigUint64(at, true);
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Corrupt();
      return Number(value);
    },
  };
}

/** Where the central directory is and how many entries it says it holds. */
function findDirectory(bytes: Uint8Array, read: ReturnType<typeof reader>) {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - U16_MAX); at--) {
    if (read.u32(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Corrupt();
  const count = read.u16(end + 10);
  const size = read.u32(end + 12);
  const offset = read.u32(end + 16);
  if (count !== U16_MAX && size !== U32_MAX && offset !== U32_MAX) return { count, offset };
  if (read.u32(end - 20) !== ZIP64_LOCATOR) throw new Corrupt();
  const record = read.u64(end - 12);
  if (read.u32(record) !== ZIP64_END) throw new Corrupt();
  return { count: read.u64(record + 32), offset: read.u64(record + 48) };
}

/** The entry's sizes and offset, from its ZIP64 extra field where the 32-bit ones say so. */
function zip64Fields(
  read: ReturnType<typeof reader>,
  extra: { start: number; end: number },
  fields: { original: number; compressed: number; offset: number },
) {
  const result = { ...fields };
  for (let at = extra.start; at + 4 <= extra.end; at += 4 + read.u16(at + 2)) {
    if (read.u16(at) !== 1) continue;
    let next = at + 4;
    for (const key of ['original', 'compressed', 'offset'] as const) {
      if (fields[key] !== U32_MAX) continue;
      result[key] = read.u64(next);
      next += 8;
    }
  }
  return result;
}

/** True when two entries' spans (local header to end of data) share a byte, or one runs into the directory. */
function overlapping(entries: readonly ZipEntry[], directoryStart: number): boolean {
  const spans = entries.map((e) => [e.headerStart, e.dataEnd] as const).sort((a, b) => a[0] - b[0]);
  let free = 0;
  for (const [start, end] of spans) {
    if (start < free) return true;
    free = end;
  }
  return free > directoryStart;
}

/**
 * The entries of the zip in `bytes`, each with the span of its compressed bytes, in directory
 * order; or why it is refused. Entries must not overlap each other or the directory, and no name
 * may be given twice; more than `maxEntries` is refused without reading them.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipEntry[] | DirectoryProblem {
  const read = reader(bytes);
  const names = new TextDecoder();
  try {
    const directory = findDirectory(bytes, read);
    if (directory.count > maxEntries) return 'too many';
    const entries: ZipEntry[] = [];
    const seen = new Set<string>();
    let at = directory.offset;
    for (let i = 0; i < directory.count; i++) {
      if (read.u32(at) !== DIRECTORY_ENTRY) throw new Corrupt();
      const nameLength = read.u16(at + 28);
      const extraLength = read.u16(at + 30);
      const nameStart = at + 46;
      read.within(nameStart, nameLength + extraLength);
      const name = names.decode(bytes.subarray(nameStart, nameStart + nameLength));
      if (seen.has(name)) return 'duplicate';
      seen.add(name);
      const extra = { start: nameStart + nameLength, end: nameStart + nameLength + extraLength };
      const { original, compressed, offset } = zip64Fields(read, extra, {
        original: read.u32(at + 24),
        compressed: read.u32(at + 20),
        offset: read.u32(at + 42),
      });
      if (read.u32(offset) !== LOCAL_HEADER) throw new Corrupt();
      const dataStart = offset + 30 + read.u16(offset + 26) + read.u16(offset + 28);
      entries.push({
        name,
        method: read.u16(at + 10),
        flags: read.u16(at + 8),
        declaredSize: original,
        headerStart: offset,
        dataStart,
        dataEnd: dataStart + compressed,
      });
      at = nameStart + nameLength + extraLength + read.u16(at + 32);
    }
    return overlapping(entries, directory.offset) ? 'overlapping' : entries;
  } catch (error) {
    if (error instanceof Corrupt) return 'corrupt';
    throw error;
  }
}
