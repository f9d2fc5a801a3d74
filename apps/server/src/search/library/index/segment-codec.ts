import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { z } from 'zod';
import { INDEX_FORMAT_VERSION } from '../library-types.js';
import type { Segment } from './segment.js';
import { fromSegmentData, toSegmentData } from './segment.js';

/**
 * On-disk form of a segment, made to be loaded without parsing its documents:
 *
 *     [u32 size][v8 header: postings, terms, lengths, document offsets, ids, titles, kinds]
 *     [u32 size][documents: UTF-8 JSON laid end to end]
 *     [u32 CRC-32 of all the bytes before it]
 *
 * Every part of the header is a typed array or one long string, so reading it back is a few copies
 * (14 ms for WordNet) where the former per-document blocks took 350 ms to deserialise and validate.
 * The documents are parsed one at a time when asked for (document-table.ts). The checksum is checked
 * where files are read (the index worker), so a damaged file is rebuilt rather than served.
 */
const stringListSchema = z.object({ text: z.string(), ends: z.instanceof(Uint32Array) });
const headerSchema = z.object({
  format: z.literal(INDEX_FORMAT_VERSION),
  name: z.string(),
  key: z.string(),
  lengths: z.instanceof(Uint32Array),
  terms: stringListSchema,
  starts: z.instanceof(Uint32Array),
  postingDocs: z.instanceof(Uint32Array),
  postingFreqs: z.instanceof(Uint16Array),
  docEnds: z.instanceof(Uint32Array),
  ids: stringListSchema,
  titles: stringListSchema,
  kinds: z.instanceof(Uint8Array),
});

function frame(block: Uint8Array): Buffer[] {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(block.length);
  return [size, Buffer.from(block.buffer, block.byteOffset, block.byteLength)];
}

/** Encodes a segment into its file form. */
export function encodeSegment(segment: Segment): Buffer {
  const { docs, ...data } = toSegmentData(segment);
  const { bytes, ends, ...heads } = docs;
  const header = { format: INDEX_FORMAT_VERSION, ...data, docEnds: ends, ...heads };
  const body = Buffer.concat([...frame(serialize(header)), ...frame(bytes)]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([body, check]);
}

/** The file's two framed parts; throws on a file cut short or with bytes left over. */
function partsOf(bytes: Uint8Array): { header: Uint8Array; documents: Uint8Array } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const next = (): Uint8Array => {
    if (at + 4 > view.length) throw new Error('truncated segment');
    const size = view.readUInt32BE(at);
    if (at + 4 + size > view.length) throw new Error('truncated segment');
    const part = view.subarray(at + 4, at + 4 + size);
    at += 4 + size;
    return part;
  };
  const header = next();
  const documents = next();
  if (at + 4 !== view.length) throw new Error('truncated segment');
  return { header, documents };
}

/** True when the file is whole: its checksum matches its bytes. */
export function checksumMatches(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return crc32(view.subarray(0, -4)) === view.readUInt32BE(view.length - 4);
}

/** The header's format, name and key, or undefined when it is not a readable header. */
export function segmentIdentity(bytes: Uint8Array): { name: string; key: string } | undefined {
  const parsed = headerSchema.safeParse(deserialize(partsOf(bytes).header));
  return parsed.success ? { name: parsed.data.name, key: parsed.data.key } : undefined;
}

/**
 * Decodes a segment file; undefined when it is outdated or not `name`@`key` (when given), throws when
 * it is cut short. The documents stay packed in `bytes`, which must not be changed afterwards.
 */
export async function decodeSegment(
  bytes: Uint8Array,
  expected?: { name: string; key: string },
): Promise<Segment | undefined> {
  const parts = partsOf(bytes);
  const parsed = headerSchema.safeParse(deserialize(parts.header));
  if (!parsed.success) return undefined;
  const { format: _format, docEnds, ids, titles, kinds, ...data } = parsed.data;
  if (expected && (data.name !== expected.name || data.key !== expected.key)) return undefined;
  if (docEnds.length !== data.lengths.length) return undefined;
  return fromSegmentData({
    ...data,
    docs: { bytes: parts.documents, ends: docEnds, ids, titles, kinds },
  });
}
