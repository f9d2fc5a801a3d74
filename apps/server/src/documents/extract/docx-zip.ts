import { unzipSync, zipSync, type UnzipFileInfo } from 'fflate';
import { failures, type ExtractFailure } from './failures.js';

/** More entries than any real document has (a long report with images has a few hundred). */
export const MAX_ZIP_ENTRIES = 5_000;
/** The parts mammoth reads for text: the XML ones. Images and other media are never unpacked. */
const TEXT_PART = /\.(?:xml|rels)$/i;

class TooManyEntries extends Error {}

/** The central directory's entries, read without inflating anything. */
function listEntries(bytes: Uint8Array): UnzipFileInfo[] | 'too many' | 'corrupt' {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        if (entries.length > MAX_ZIP_ENTRIES) throw new TooManyEntries();
        return false;
      },
    });
    return entries;
  } catch (error) {
    return error instanceof TooManyEntries ? 'too many' : 'corrupt';
  }
}

/**
 * A DOCX checked before anything parses it: a real zip, with word/document.xml, whose entries
 * declare at most `maxUnpackedBytes` in all. Returns a copy holding only its XML parts, stored
 * uncompressed, for mammoth to read.
 *
 * Why a copy: the sizes a zip declares can lie, and mammoth's unzipper (JSZip) would inflate a
 * lying entry to its true size. fflate inflates each entry into a buffer of its declared size and
 * drops what does not fit, so memory stays within the checked total whatever the file claims; a
 * lying entry comes out cut short, and its XML fails to parse (reported as damaged). Inflating the
 * rest of a lying stream still costs time, which the worker's time cap bounds.
 */
export function unpackDocx(bytes: Uint8Array, maxUnpackedBytes: number): Uint8Array | ExtractFailure {
  const entries = listEntries(bytes);
  if (entries === 'too many') return failures.unpacksTooLarge(maxUnpackedBytes);
  if (entries === 'corrupt') return failures.corruptDocx();
  if (!entries.some((entry) => entry.name === 'word/document.xml')) return failures.notDocx();
  const declared = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (declared > maxUnpackedBytes) return failures.unpacksTooLarge(maxUnpackedBytes);
  try {
    const parts = unzipSync(bytes, { filter: (entry) => TEXT_PART.test(entry.name) });
    return zipSync(parts, { level: 0 });
  } catch {
    return failures.corruptDocx();
  }
}
