import { DRAWING_ONLY, textContent, writePdf } from './fixture-pdf.js';

/**
 * Real files built in memory, for tests here and elsewhere (HTTP tests, e2e fixtures, the bench).
 * Each builds in milliseconds; a 300-page {@link textPdf} in well under a second.
 */
export {
  docx,
  docxBomb,
  docxOfLyingParts,
  docxSharedStreamBomb,
  docxWithRepeatedName,
  zipWithout,
  type DocxSection,
} from './fixture-docx.js';

/**
 * A valid PDF with one page per string, in Helvetica 12 pt. Newlines start new lines; a blank line
 * leaves a paragraph gap; long lines wrap at about 90 characters. Characters outside WinAnsi
 * (Latin-1 plus curly quotes, dashes, € and •) are written as "?".
 */
export function textPdf(pages: string[]): Uint8Array {
  return writePdf({ pages: pages.map(textContent) });
}

/** A PDF of `pageCount` pages with no text at all, only a drawn rectangle, like a scan without OCR. */
export function scannedPdf(pageCount: number): Uint8Array {
  return writePdf({ pages: Array.from({ length: pageCount }, () => DRAWING_ONLY) });
}

/**
 * A PDF with a standard-security /Encrypt dictionary whose password check fails for the empty user
 * password, so a reader asks for a password (pdfjs throws PasswordException).
 */
export function encryptedPdf(): Uint8Array {
  const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
  return writePdf({
    pages: [textContent('Secret')],
    extraObjects: () => [`<< /Filter /Standard /V 1 /R 2 /O ${hex32('4f')} /U ${hex32('55')} /P -44 >>`],
    trailer: (first) => ` /Encrypt ${first} 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>]`,
  });
}

/** Starts like a PDF (so it passes the type check) but holds no objects, xref or trailer. */
export function corruptPdf(): Uint8Array {
  const junk = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(128 + ((i * 37) % 128))).join('');
  return Uint8Array.from(Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${junk}\n%%EOF\n`, 'latin1'));
}
