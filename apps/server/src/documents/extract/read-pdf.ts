import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ExtractResult, ExtractedPassage } from './document-extractor.js';
import { failures } from './failures.js';
import { sectionPassages } from './passages.js';
import { pageText, type PdfTextItem } from './pdf-text.js';

/** pdfjs's VerbosityLevel.ERRORS: its warnings about fonts would only fill the server's output. */
const ERRORS_ONLY = 0;

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy | ExtractResult> {
  try {
    // On Node pdfjs runs its "worker" in this thread (no nested worker): we are already off the
    // main thread. Nothing is rendered, so fonts, eval'd glyph code and canvas stay off.
    return await getDocument({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      enableXfa: false,
      disableAutoFetch: true,
      disableStream: true,
      verbosity: ERRORS_ONLY,
    }).promise;
  } catch (error) {
    // PasswordException is not exported by the legacy build, so it is told apart by name.
    if (error instanceof Error && error.name === 'PasswordException') return failures.encrypted();
    return failures.corruptPdf();
  }
}

async function readPage(document: PDFDocumentProxy, number: number): Promise<string> {
  const page = await document.getPage(number);
  try {
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    // Marked-content items (structure tags) carry no text.
    for (const item of content.items) if ('str' in item) items.push(item);
    return pageText(items);
  } finally {
    page.cleanup();
  }
}

/**
 * Reads a PDF's text, one passage per page (a long page in several, all with its page number).
 * The page count is checked before any page is read, so a 10 000-page file fails at once.
 */
export async function readPdf(bytes: Uint8Array, maxPages: number): Promise<ExtractResult> {
  if (bytes.length === 0) return failures.empty();
  const opened = await open(bytes);
  if ('ok' in opened) return opened;
  const document = opened;
  try {
    const pages = document.numPages;
    if (pages > maxPages) return failures.tooManyPages(pages, maxPages);
    const passages: ExtractedPassage[] = [];
    for (let number = 1; number <= pages; number++) {
      passages.push(...sectionPassages({ heading: null, text: await readPage(document, number) }, number));
    }
    if (passages.length === 0) return failures.scanned();
    return { ok: true, pages, passages };
  } catch {
    return failures.corruptPdf();
  } finally {
    await document.destroy();
  }
}
