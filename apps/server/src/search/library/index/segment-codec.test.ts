import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analyze-document.js';
import { buildSegment } from './segment.js';
import { decodeSegment, encodeSegment } from './segment-codec.js';

const docs = Array.from({ length: 25_001 }, (_, i) =>
  analyzeDocument({
    id: `d${i}`,
    title: `Entry ${i}`,
    text: i % 2 ? 'lava flows' : 'ash falls',
    kind: 'dictd',
    sourcePath: 'Test',
  }),
);

describe('segment codec', () => {
  it('round-trips a segment spanning several document blocks', async () => {
    const segment = await buildSegment('dict', 'k1', docs);
    const decoded = await decodeSegment(await encodeSegment(segment), 'dict', 'k1');
    expect(decoded).toBeDefined();
    expect(decoded!.docs).toEqual(segment.docs);
    expect([...decoded!.termIndex]).toEqual([...segment.termIndex]);
    expect(decoded!.postingDocs).toEqual(segment.postingDocs);
    expect(decoded!.averageLength).toBe(segment.averageLength);
  });

  it('round-trips long documents (Factbook sections), cut into blocks by size too', async () => {
    const long = Array.from({ length: 12 }, (_, i) =>
      analyzeDocument({
        id: `factbook.x${i}.economy`,
        title: `X${i} — Economy`,
        text: `Economy - overview: ${'growth '.repeat(30_000)}`,
        kind: 'factbook',
        sourcePath: 'CIA World Factbook',
        subtitle: 'Europe',
      }),
    );
    const segment = await buildSegment('factbook', 'k1', long);
    const bytes = await encodeSegment(segment);
    expect(deserialize(bytes.subarray(4, 4 + bytes.readUInt32BE(0)))).toMatchObject({ docBlocks: 3 });
    expect((await decodeSegment(bytes, 'factbook', 'k1'))?.docs).toEqual(segment.docs);
  });

  it('refuses another name or key (stale source)', async () => {
    const bytes = await encodeSegment(await buildSegment('dict', 'k1', docs.slice(0, 3)));
    await expect(decodeSegment(bytes, 'dict', 'k2')).resolves.toBeUndefined();
    await expect(decodeSegment(bytes, 'other', 'k1')).resolves.toBeUndefined();
  });

  it('rejects truncated files and invalid documents', async () => {
    const bytes = await encodeSegment(await buildSegment('dict', 'k1', docs.slice(0, 3)));
    await expect(decodeSegment(bytes.subarray(0, bytes.length - 10), 'dict', 'k1')).rejects.toThrow(
      /truncated/,
    );
    const header = bytes.subarray(0, 4 + bytes.readUInt32BE(0));
    const badBlock = serialize([{ id: 1, title: 'x' }]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(badBlock.length);
    await expect(
      decodeSegment(Buffer.concat([header, size, badBlock]), 'dict', 'k1'),
    ).resolves.toBeUndefined();
  });
});
