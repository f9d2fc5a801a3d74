import { strToU8, zipSync } from 'fflate';
import { crc32 } from 'node:zlib';

/**
 * DOCX fixtures: the few parts mammoth needs, zipped with fflate, and a zip bomb whose deflate stream
 * is written by hand (so a gigabyte of content costs a few megabytes and milliseconds to make).
 */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
  '</Types>';
const PACKAGE_RELS =
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT_RELS =
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
// mammoth maps paragraph styles by name ("heading 1" → h1), so the style id needs its name here.
const STYLES =
  `${XML}<w:styles xmlns:w="${W}">` +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function paragraph(text: string, style?: string): string {
  const properties = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  return `<w:p>${properties}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

/** A section of a fixture document: a Heading 1 paragraph and body paragraphs under it. */
export interface DocxSection {
  heading: string;
  paragraphs: string[];
}

/** The parts of a minimal DOCX with the given body XML, before zipping. */
function docxParts(bodyXml: string): Record<string, Uint8Array> {
  return {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(PACKAGE_RELS),
    'word/_rels/document.xml.rels': strToU8(DOCUMENT_RELS),
    'word/styles.xml': strToU8(STYLES),
    'word/document.xml': strToU8(`${XML}<w:document xmlns:w="${W}"><w:body>${bodyXml}</w:body></w:document>`),
  };
}

/** A valid DOCX: each section's heading in style Heading1 (mammoth writes it as h1), then its paragraphs. */
export function docx(sections: DocxSection[]): Uint8Array {
  const body = sections
    .map(
      (s) =>
        (s.heading ? paragraph(s.heading, 'Heading1') : '') + s.paragraphs.map((p) => paragraph(p)).join(''),
    )
    .join('');
  return zipSync(docxParts(body));
}

/** A ZIP that is not a Word document: no word/document.xml. */
export function zipWithout(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/** Writes bits least-significant first, as deflate packs them. */
class BitWriter {
  private readonly bytes: Uint8Array;
  private at = 0;
  private acc = 0;
  private count = 0;
  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }
  bits(value: number, n: number): void {
    this.acc |= value << this.count;
    this.count += n;
    while (this.count >= 8) {
      this.bytes[this.at++] = this.acc & 0xff;
      this.acc >>>= 8;
      this.count -= 8;
    }
  }
  /** A Huffman code: deflate stores codes most-significant bit first. */
  code(value: number, n: number): void {
    let reversed = 0;
    for (let i = 0; i < n; i++) reversed |= ((value >> i) & 1) << (n - 1 - i);
    this.bits(reversed, n);
  }
  finish(): Uint8Array {
    if (this.count > 0) this.bits(0, 8 - this.count);
    return this.bytes.subarray(0, this.at);
  }
}

/** Fixed-Huffman literal code (RFC 1951 §3.2.6). */
function literal(out: BitWriter, byte: number): void {
  if (byte < 144) out.code(0x30 + byte, 8);
  else out.code(0x190 + byte - 144, 9);
}

/**
 * Raw deflate of `prefix` followed by spaces up to `total` bytes: one fixed-Huffman block of
 * literals, then back-references of 258 bytes at distance 1 (13 bits each, so ~1 GB is ~6.5 MB).
 */
function deflateRun(prefix: Uint8Array, total: number): Uint8Array {
  const matches = Math.floor(Math.max(0, total - prefix.length - 1) / 258);
  const out = new BitWriter(Math.ceil((matches * 13 + (prefix.length + 260) * 9) / 8) + 16);
  out.bits(1, 1); // BFINAL
  out.bits(1, 2); // BTYPE 01: fixed Huffman codes
  for (const byte of prefix) literal(out, byte);
  let written = prefix.length;
  if (written < total) {
    literal(out, 0x20);
    written++;
  }
  const match = 0xc0 + (285 - 280); // length 258; distance code 0 (distance 1) follows in 5 bits
  for (let i = 0; i < matches; i++) {
    out.code(match, 8);
    out.code(0, 5);
  }
  written += matches * 258;
  for (; written < total; written++) literal(out, 0x20);
  out.code(0, 7); // end of block (256)
  return out.finish();
}

interface ZipEntry {
  name: string;
  method: 0 | 8;
  data: Uint8Array;
  crc: number;
  size: number;
}

/** A directory entry that points at another entry's local header and data, as a zip bomb's do. */
interface ZipAlias {
  name: string;
  /** Index of the entry whose bytes it names. */
  of: number;
  size: number;
}

/**
 * A ZIP archive written by hand, so an entry may declare any size (fflate computes true ones), and
 * `aliases` may add directory entries that name bytes another entry already holds.
 */
function writeZip(entries: ZipEntry[], aliases: ZipAlias[] = []): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    offsets.push(offset);
    const name = strToU8(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    chunks.push(local, name, entry.data);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  for (const alias of aliases) {
    const target = entries[alias.of]!;
    const name = strToU8(alias.name);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(target.method, 10);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(target.crc >>> 0, 16);
    header.writeUInt32LE(target.data.length, 20);
    header.writeUInt32LE(alias.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offsets[alias.of]!, 42);
    central.push(header, name);
  }
  const count = entries.length + aliases.length;
  const centralSize = central.reduce((sum, c) => sum + c.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end]);
}

/**
 * A DOCX whose word/document.xml inflates to `unpackedBytes` (at most 4 GiB − 1). By default the zip
 * declares that size truthfully; `declaredBytes` makes it lie, as a hostile file would. The big
 * entry's CRC is not computed (zero): readers that check it would call the file damaged.
 */
export function docxBomb(unpackedBytes: number, options: { declaredBytes?: number } = {}): Uint8Array {
  const small = Object.entries(docxParts('')).filter(([name]) => name !== 'word/document.xml');
  const prefix = strToU8(`${XML}<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>`);
  return writeZip([
    ...small.map(([name, data]): ZipEntry => ({
      name,
      method: 0,
      data,
      crc: crc32(data),
      size: data.length,
    })),
    {
      name: 'word/document.xml',
      method: 8,
      data: deflateRun(prefix, unpackedBytes),
      crc: 0,
      size: options.declaredBytes ?? unpackedBytes,
    },
  ]);
}

/** The small parts of a DOCX, stored, as zip entries. */
function storedParts(bodyXml: string): ZipEntry[] {
  return Object.entries(docxParts(bodyXml)).map(([name, data]) => ({
    name,
    method: 0,
    data,
    crc: crc32(data),
    size: data.length,
  }));
}

/**
 * A DOCX bomb of the overlapping kind: besides a real DOCX, `copies` directory entries all name one
 * deflated stream of `streamBytes`, each declaring `declaredBytes` (so the declared total is tiny).
 */
export function docxSharedStreamBomb(copies: number, streamBytes: number, declaredBytes = 1): Uint8Array {
  const parts = storedParts('');
  const stream: ZipEntry = {
    name: 'word/media/p0.xml',
    method: 8,
    data: deflateRun(strToU8('<p>'), streamBytes),
    crc: 0,
    size: declaredBytes,
  };
  const aliases = Array.from({ length: copies - 1 }, (_, i) => ({
    name: `word/media/p${i + 1}.xml`,
    of: parts.length,
    size: declaredBytes,
  }));
  return writeZip([...parts, stream], aliases);
}

/** A DOCX whose word/document.xml is given twice, as two entries with their own bytes. */
export function docxWithRepeatedName(): Uint8Array {
  const parts = storedParts('');
  const repeat = parts.find((part) => part.name === 'word/document.xml')!;
  return writeZip([...parts, { ...repeat }]);
}

/**
 * A DOCX with `count` extra XML parts, each deflated from `actualBytes` but declaring `declaredBytes`:
 * each lies a little, so only the running total of what really comes out shows it is too large.
 */
export function docxOfLyingParts(count: number, actualBytes: number, declaredBytes: number): Uint8Array {
  const lying = Array.from({ length: count }, (_, i): ZipEntry => ({
    name: `word/extra${i}.xml`,
    method: 8,
    data: deflateRun(strToU8('<x>'), actualBytes),
    crc: 0,
    size: declaredBytes,
  }));
  return writeZip([...storedParts(''), ...lying]);
}
