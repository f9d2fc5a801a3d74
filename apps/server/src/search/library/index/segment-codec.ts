import { deserialize, serialize } from 'node:v8';
import { z } from 'zod';
import type { LibraryDocument } from '../library-types.js';
import { INDEX_FORMAT_VERSION } from '../library-types.js';
import { yieldToEventLoop } from '../sources/yield-to-event-loop.js';
import type { Segment } from './segment.js';
import { fromSegmentData, toSegmentData } from './segment.js';

/**
 * On-disk form of a segment: length-prefixed v8 structured-clone blocks — a header (postings, terms,
 * lengths) then the documents in chunks. Chunking lets encoding, decoding and validating WordNet's
 * 150k documents yield to the event loop instead of stalling it for most of a second.
 */
const DOCS_PER_BLOCK = 5_000;
/** Fewer documents per block when they are long (Factbook sections), so each block stays quick. */
const CHARS_PER_BLOCK = 1_000_000;

/** Consecutive runs of documents, each within both block limits. */
function docBlocksOf(docs: readonly LibraryDocument[]): LibraryDocument[][] {
  const blocks: LibraryDocument[][] = [];
  let block: LibraryDocument[] = [];
  let chars = 0;
  for (const doc of docs) {
    if (block.length >= DOCS_PER_BLOCK || (block.length > 0 && chars + doc.text.length > CHARS_PER_BLOCK)) {
      blocks.push(block);
      block = [];
      chars = 0;
    }
    block.push(doc);
    chars += doc.text.length;
  }
  if (block.length) blocks.push(block);
  return blocks;
}

const libraryDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  kind: z.enum(['markdown', 'html', 'text', 'wordnet', 'dictd', 'factbook', 'image']),
  sourcePath: z.string(),
  filePath: z.string().optional(),
  pageId: z.string().optional(),
  subtitle: z.string().optional(),
});
const docsBlockSchema = z.array(libraryDocumentSchema);

const headerSchema = z.object({
  format: z.literal(INDEX_FORMAT_VERSION),
  name: z.string(),
  key: z.string(),
  docBlocks: z.number().int().nonnegative(),
  lengths: z.instanceof(Uint32Array),
  terms: z.array(z.string()),
  starts: z.instanceof(Uint32Array),
  postingDocs: z.instanceof(Uint32Array),
  postingFreqs: z.instanceof(Uint16Array),
});

function frame(block: Buffer): Buffer[] {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(block.length);
  return [size, block];
}

/** Encodes a segment into its file form. */
export async function encodeSegment(segment: Segment): Promise<Buffer> {
  const { docs, ...rest } = toSegmentData(segment);
  const blocks = docBlocksOf(docs);
  const parts = frame(serialize({ format: INDEX_FORMAT_VERSION, ...rest, docBlocks: blocks.length }));
  for (const block of blocks) {
    parts.push(...frame(serialize(block)));
    await yieldToEventLoop();
  }
  return Buffer.concat(parts);
}

/** Decodes and validates a segment file; undefined when it is corrupt, outdated or not `name`@`key`. */
export async function decodeSegment(bytes: Buffer, name: string, key: string): Promise<Segment | undefined> {
  let at = 0;
  const nextBlock = (): unknown => {
    if (at + 4 > bytes.length) throw new Error('truncated segment');
    const size = bytes.readUInt32BE(at);
    const block = bytes.subarray(at + 4, at + 4 + size);
    if (block.length !== size) throw new Error('truncated segment');
    at += 4 + size;
    return deserialize(block);
  };
  const header = headerSchema.safeParse(nextBlock());
  if (!header.success || header.data.name !== name || header.data.key !== key) return undefined;
  const { docBlocks, format: _format, ...data } = header.data;
  const docs: LibraryDocument[] = [];
  for (let i = 0; i < docBlocks; i++) {
    const block = docsBlockSchema.safeParse(nextBlock());
    if (!block.success) return undefined;
    docs.push(...block.data);
    await yieldToEventLoop();
  }
  if (docs.length !== data.lengths.length || at !== bytes.length) return undefined;
  return fromSegmentData({ ...data, docs });
}
