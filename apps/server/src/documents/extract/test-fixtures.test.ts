import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { docx, docxBomb, encryptedPdf, scannedPdf, textPdf } from './test-fixtures.js';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** Every xref entry must point at the start of its object ("N 0 obj"), or readers must repair it. */
function checkXref(pdf: string): number {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    expect(entry.length).toBe(19); // 20 bytes with its "\n"
    expect(pdf.slice(Number(entry.slice(0, 10)), Number(entry.slice(0, 10)) + 12)).toMatch(
      new RegExp(`^${i + 1} 0 obj\\n`),
    );
  });
  return entries.length;
}

describe('test fixtures', () => {
  it('builds a 300-page text PDF in well under a second, with an exact xref table', () => {
    const started = performance.now();
    const pdf = textPdf(
      Array.from({ length: 300 }, (_, i) => `Page ${i + 1}\n\n${'Words and more words. '.repeat(80)}`),
    );
    expect(performance.now() - started).toBeLessThan(300);
    expect(checkXref(latin1(pdf))).toBe(3 + 2 * 300);
  });

  it('escapes PDF string syntax and writes non-ASCII as WinAnsi octal codes', () => {
    const pdf = latin1(textPdf(['(a) \\ café – €']));
    expect(pdf).toContain('(\\(a\\) \\\\ caf\\351 \\226 \\200) Tj');
    checkXref(pdf);
  });

  it('builds scanned and encrypted PDFs with valid structure', () => {
    expect(latin1(scannedPdf(2))).not.toContain(' Tj');
    checkXref(latin1(scannedPdf(2)));
    const encrypted = latin1(encryptedPdf());
    expect(encrypted).toMatch(/\/Encrypt \d+ 0 R/);
    checkXref(encrypted);
  });

  it('builds a DOCX whose headings use the Heading1 style', () => {
    const parts = unzipSync(docx([{ heading: 'Title & more', paragraphs: ['Body'] }]));
    const document = new TextDecoder().decode(parts['word/document.xml']);
    expect(document).toContain(
      '<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">Title &amp; more',
    );
  });

  it('builds a gigabyte bomb in a few megabytes, quickly, that inflates to exactly its size', () => {
    const started = performance.now();
    const bomb = docxBomb(1024 ** 3);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(bomb.length).toBeLessThan(8 * 1_048_576);
    const small = unzipSync(docxBomb(100_000))['word/document.xml'];
    expect(small?.length).toBe(100_000);
    expect(new TextDecoder().decode(small?.subarray(-3))).toBe('   ');
  });
});
