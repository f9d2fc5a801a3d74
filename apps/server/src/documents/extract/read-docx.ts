import mammoth from 'mammoth';
import type { ExtractResult } from './document-extractor.js';
import { docxHtmlSections } from './docx-html.js';
import { unpackDocx } from './docx-zip.js';
import { failures } from './failures.js';
import { toPassages } from './passages.js';

/** Images are never read: only their alt text could matter, and mammoth keeps that as `alt`. */
const NO_IMAGES = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * Reads a DOCX as sections under its headings. The zip is checked and its XML parts unpacked
 * within `maxUnpackedBytes` first (see {@link unpackDocx}); mammoth then reads only that copy.
 */
export async function readDocx(bytes: Uint8Array, maxUnpackedBytes: number): Promise<ExtractResult> {
  if (bytes.length === 0) return failures.empty();
  const unpacked = unpackDocx(bytes, maxUnpackedBytes);
  if (!(unpacked instanceof Uint8Array)) return unpacked;
  let html: string;
  try {
    const buffer = Buffer.from(unpacked.buffer, unpacked.byteOffset, unpacked.byteLength);
    // externalFileAccess is off by default; said here because a document could otherwise name
    // files on this server as its images.
    const result = await mammoth.convertToHtml(
      { buffer },
      { convertImage: NO_IMAGES, externalFileAccess: false, ignoreEmptyParagraphs: true },
    );
    html = result.value;
  } catch {
    return failures.corruptDocx();
  }
  const passages = toPassages(docxHtmlSections(html));
  return passages.length === 0 ? failures.noText() : { ok: true, pages: null, passages };
}
