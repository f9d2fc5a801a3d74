import { Inflate, zipSync } from 'fflate';
import { failures, type ExtractFailure } from './failures.js';
import { readZipDirectory, type ZipEntry } from './zip-directory.js';

/** More entries than any real document has (a long report with images has a few hundred). */
export const MAX_ZIP_ENTRIES = 5_000;
/** The parts mammoth reads for text: the XML ones. Images and other media are never unpacked. */
const TEXT_PART = /\.(?:xml|rels)$/i;
/** Compressed bytes inflated at a time: deflate expands at most ~1 032×, so a step yields ≤ 17 MB. */
const STEP = 16_384;

/**
 * One entry's bytes, unpacked, counting what inflating really yields: 'too large' as soon as it
 * passes `room` (the declared size can lie, so it is not what is counted); 'corrupt' when it is
 * encrypted, stored in a way we do not read, or damaged.
 */
function unpackEntry(bytes: Uint8Array, entry: ZipEntry, room: number): Uint8Array | 'too large' | 'corrupt' {
  const data = bytes.subarray(entry.dataStart, entry.dataEnd);
  if ((entry.flags & 1) !== 0) return 'corrupt';
  if (entry.method === 0) return data.length > room ? 'too large' : data;
  if (entry.method !== 8) return 'corrupt';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size <= room) chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length && size <= room; at += STEP)
      inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
  } catch {
    return 'corrupt';
  }
  if (size > room) return 'too large';
  const part = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    part.set(chunk, at);
    at += chunk.length;
  }
  return part;
}

/**
 * A DOCX checked before anything parses it: a real zip, with word/document.xml, no two entries
 * sharing bytes or a name, whose entries declare, and whose XML parts really unpack to, at most
 * `maxUnpackedBytes` in all. Returns a copy holding only its XML parts, stored uncompressed, for
 * mammoth to read.
 *
 * Why a copy: the sizes a zip declares can lie, and mammoth's unzipper (JSZip) would inflate a
 * lying entry to its true size. Here inflating stops as soon as the running total of what came out
 * passes the limit, so neither memory nor the reader's time goes past it, whatever the file claims.
 */
export function unpackDocx(bytes: Uint8Array, maxUnpackedBytes: number): Uint8Array | ExtractFailure {
  const tooLarge = () => failures.unpacksTooLarge(maxUnpackedBytes);
  const entries = readZipDirectory(bytes, MAX_ZIP_ENTRIES);
  if (entries === 'corrupt') return failures.corruptDocx();
  // Shared or repeated entries only serve to unpack the same bytes many times over.
  if (typeof entries === 'string') return tooLarge();
  if (!entries.some((entry) => entry.name === 'word/document.xml')) return failures.notDocx();
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > maxUnpackedBytes) return tooLarge();
  const parts: Record<string, Uint8Array> = {};
  let unpacked = 0;
  for (const entry of entries) {
    if (!TEXT_PART.test(entry.name)) continue;
    const part = unpackEntry(bytes, entry, maxUnpackedBytes - unpacked);
    if (part === 'too large') return tooLarge();
    if (part === 'corrupt') return failures.corruptDocx();
    unpacked += part.length;
    parts[entry.name] = part;
  }
  return zipSync(parts, { level: 0 });
}
