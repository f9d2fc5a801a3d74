import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_ZIP_ENTRIES, unpackDocx } from './docx-zip.js';
import { docx, docxBomb, zipWithout } from './test-fixtures.js';

const MB = 1_048_576;

/** The unpacked copy, or a failure that fails the test with what it said. */
function unpacked(result: ReturnType<typeof unpackDocx>): Uint8Array {
  if (!(result instanceof Uint8Array)) throw new Error(result.message);
  return result;
}

describe('unpackDocx', () => {
  it('keeps the XML parts of a real DOCX, stored uncompressed', () => {
    const parts = unzipSync(unpacked(unpackDocx(docx([{ heading: 'H', paragraphs: ['p'] }]), MB)));
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/_rels/document.xml.rels',
      'word/document.xml',
      'word/styles.xml',
    ]);
  });

  it('refuses a zip that declares more than the limit, before inflating it', () => {
    const started = performance.now();
    expect(unpackDocx(docxBomb(2048 * MB), 100 * MB)).toEqual({
      ok: false,
      code: 'unpacks_too_large',
      message: 'This DOCX unpacks to more than 100 MB, so it cannot be read safely.',
    });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('keeps a lying entry within its declared size, so memory stays within the limit', () => {
    const copy = unpacked(unpackDocx(docxBomb(64 * MB, { declaredBytes: 1000 }), MB));
    expect(copy.length).toBeLessThan(10_000);
  });

  it('refuses a zip without word/document.xml, absurd entry counts and damaged zips', () => {
    expect(unpackDocx(zipWithout({ 'xl/workbook.xml': '<workbook/>' }), MB)).toMatchObject({
      code: 'type_mismatch',
      message: 'This file is not a Word document (.docx).',
    });
    const many = Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`f${i}.xml`, '']));
    expect(unpackDocx(zipWithout({ ...many, 'word/document.xml': '<w/>' }), MB)).toMatchObject({
      code: 'unpacks_too_large',
    });
    const real = docx([{ heading: 'H', paragraphs: ['p'] }]);
    expect(unpackDocx(real.subarray(0, real.length - 30), MB)).toMatchObject({ code: 'corrupt' });
    expect(unpackDocx(new TextEncoder().encode('PK\x03\x04 not really a zip'), MB)).toMatchObject({
      code: 'corrupt',
    });
  });
});
