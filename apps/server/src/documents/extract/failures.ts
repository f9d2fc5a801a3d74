import type { DocumentErrorCode } from '@pardus/protocol';
import type { ExtractResult } from './document-extractor.js';

/** A failed extraction; `message` is shown to the user as it is, so it says what to do. */
export type ExtractFailure = Extract<ExtractResult, { ok: false }>;

function fail(code: DocumentErrorCode, message: string): ExtractFailure {
  return { ok: false, code, message };
}

/** Every failure the extractor reports, in one place so the wording stays consistent. */
export const failures = {
  empty: () => fail('empty', 'This file is empty.'),
  noText: () => fail('empty', 'This file has no text.'),
  scanned: () =>
    fail('no_text', 'No text found: this looks like a scan. Upload a PDF with a text layer (after OCR).'),
  encrypted: () =>
    fail('encrypted', 'This PDF is password-protected. Remove the password and upload it again.'),
  corruptPdf: () => fail('corrupt', 'This file is damaged or is not a valid PDF.'),
  corruptDocx: () => fail('corrupt', 'This file is damaged or is not a valid Word document (.docx).'),
  notDocx: () => fail('type_mismatch', 'This file is not a Word document (.docx).'),
  tooManyPages: (pages: number, max: number) =>
    fail('too_many_pages', `This PDF has ${pages} pages; at most ${max} can be read.`),
  unpacksTooLarge: (maxBytes: number) =>
    fail(
      'unpacks_too_large',
      `This DOCX unpacks to more than ${Math.round((maxBytes / 1_048_576) * 10) / 10} MB, so it cannot be read safely.`,
    ),
  timeout: (ms: number) =>
    fail('timeout', `Reading this file took too long (over ${Math.round(ms / 100) / 10} s).`),
  outOfMemory: () => fail('internal', 'Reading this file needed too much memory.'),
  crashed: () => fail('internal', 'Reading this file failed unexpectedly. Try again later.'),
  closed: () => fail('internal', 'The server is shutting down; the file was not read. Try again later.'),
};
