import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analyze-document.js';
import type { LibraryDocument } from '../library-types.js';
import { allDocuments } from './document-table.js';
import { buildSegment } from './segment.js';
import { checksumMatches, decodeSegment, encodeSegment, segmentIdentity } from './segment-codec.js';

const entry = (i: number): LibraryDocument => ({
  id: `d${i}`,
  title: `Entry ${i} — “ünïcode”`,
  text: i % 2 ? 'lava flows' : 'ash falls',
  kind: i % 3 ? 'dictd' : 'factbook',
  sourcePath: 'Test',
  ...(i % 5 === 0 ? { subtitle: 'Europe' } : {}),
});
const docs = Array.from({ length: 25_001 }, (_, i) => analyzeDocument(entry(i)));

describe('segment codec', () => {
  it('round-trips a segment: postings, terms, and every document read back on demand', async () => {
    const segment = await buildSegment('dict', 'k1', docs);
    const bytes = encodeSegment(segment);
    expect(checksumMatches(bytes)).toBe(true);
    expect(segmentIdentity(bytes)).toEqual({ name: 'dict', key: 'k1' });
    const decoded = await decodeSegment(bytes, { name: 'dict', key: 'k1' });
    expect(decoded).toBeDefined();
    expect(allDocuments(decoded!.docs)).toEqual(allDocuments(segment.docs));
    expect(decoded!.docs.idAt(7)).toBe('d7');
    expect(decoded!.docs.titleAt(7)).toBe('Entry 7 — “ünïcode”');
    expect(decoded!.docs.kindAt(6)).toBe('factbook');
    expect([...decoded!.termIndex]).toEqual([...segment.termIndex]);
    expect(decoded!.postingDocs).toEqual(segment.postingDocs);
    expect(decoded!.averageLength).toBe(segment.averageLength);
  });

  it('round-trips long documents (Factbook sections)', async () => {
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
    const decoded = await decodeSegment(encodeSegment(segment), { name: 'factbook', key: 'k1' });
    expect(allDocuments(decoded!.docs)).toEqual(allDocuments(segment.docs));
  });

  it('refuses another name or key (stale source)', async () => {
    const bytes = encodeSegment(await buildSegment('dict', 'k1', docs.slice(0, 3)));
    await expect(decodeSegment(bytes, { name: 'dict', key: 'k2' })).resolves.toBeUndefined();
    await expect(decodeSegment(bytes, { name: 'other', key: 'k1' })).resolves.toBeUndefined();
  });

  it('notices a damaged or truncated file', async () => {
    const bytes = encodeSegment(await buildSegment('dict', 'k1', docs.slice(0, 3)));
    const damaged = Buffer.from(bytes);
    damaged[damaged.length - 20]! ^= 0xff;
    expect(checksumMatches(damaged)).toBe(false);
    expect(checksumMatches(bytes.subarray(0, 3))).toBe(false);
    await expect(decodeSegment(bytes.subarray(0, bytes.length - 10))).rejects.toThrow(/truncated/);
  });

  it('an empty segment round-trips', async () => {
    const decoded = await decodeSegment(encodeSegment(await buildSegment('none', 'k', [])));
    expect(decoded?.docs.length).toBe(0);
    expect(decoded?.averageLength).toBe(0);
  });
});
