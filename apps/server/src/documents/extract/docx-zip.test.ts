import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_ZIP_ENTRIES, unpackDocx } from './docx-zip.js';
import {
  docx,
  docxBomb,
  docxOfLyingParts,
  docxSharedStreamBomb,
  docxWithRepeatedName,
  zipWithout,
} from './test-fixtures.js';

const MB = 1_048_576;
const TOO_LARGE = (mb: number) => ({
  ok: false,
  code: 'unpacks_too_large',
  message: `This DOCX unpacks to more than ${mb} MB, so it cannot be read safely.`,
});

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
    expect(unpackDocx(docxBomb(2048 * MB), 100 * MB)).toEqual(TOO_LARGE(100));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stops inflating a declared-small entry as soon as what comes out passes the limit', () => {
    // 2 GB inflated whole takes seconds; stopped at 1 MB, milliseconds.
    const started = performance.now();
    expect(unpackDocx(docxBomb(2048 * MB, { declaredBytes: 1000 }), MB)).toEqual(TOO_LARGE(1));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('counts what is really inflated across all entries, each of which fits on its own', () => {
    const bytes = docxOfLyingParts(3, 400_000, 10);
    expect(unpackDocx(bytes, MB)).toEqual(TOO_LARGE(1));
    // Within the limit, what they really hold is read, whatever they declared.
    const parts = unzipSync(unpacked(unpackDocx(bytes, 2 * MB)));
    expect(parts['word/extra2.xml']?.length).toBe(400_000);
  });

  it('refuses entries that share one compressed stream, before inflating any', () => {
    // The attack that unpacked 4.9 GB from 307 KB: hundreds of entries, each declaring 1 byte.
    const bomb = docxSharedStreamBomb(300, 16 * MB);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    expect(unpackDocx(bomb, 100 * MB)).toEqual(TOO_LARGE(100));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a name given twice', () => {
    expect(unpackDocx(docxWithRepeatedName(), MB)).toEqual(TOO_LARGE(1));
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
