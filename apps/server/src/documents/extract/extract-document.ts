import type { DocumentKind } from '@pardus/protocol';
import type { ExtractResult } from './document-extractor.js';
import { failures } from './failures.js';
import { toPassages, type Section } from './passages.js';

/** What a worker is asked to read, and within which limits. */
export interface ExtractJob {
  bytes: Uint8Array;
  kind: DocumentKind;
  maxPages: number;
  maxUnpackedBytes: number;
}

/** UTF-8 without its BOM; a stray invalid byte becomes U+FFFD rather than failing the file. */
function decodeUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/** Readers are imported when needed: a fresh worker per file should load only its own parser. */
async function textSections(kind: 'html' | 'markdown' | 'text' | 'csv', text: string): Promise<Section[]> {
  switch (kind) {
    case 'html':
      return (await import('./read-html.js')).htmlSections(text);
    case 'markdown':
      return (await import('./read-markdown.js')).markdownSections(text);
    case 'csv':
      return (await import('./read-csv.js')).csvSections(text);
    case 'text':
      // Paragraphs packed into passages; one section is enough since the cutting packs them.
      return [{ heading: null, text }];
  }
}

/**
 * Reads one document's text as passages. Runs inside the extraction worker (it parses untrusted
 * bytes and may take a while); it never throws: an unexpected error is reported as `internal`.
 */
export async function extractDocument(job: ExtractJob): Promise<ExtractResult> {
  try {
    if (job.bytes.length === 0) return failures.empty();
    if (job.kind === 'pdf') return await (await import('./read-pdf.js')).readPdf(job.bytes, job.maxPages);
    if (job.kind === 'docx') {
      return await (await import('./read-docx.js')).readDocx(job.bytes, job.maxUnpackedBytes);
    }
    const passages = toPassages(await textSections(job.kind, decodeUtf8(job.bytes)));
    return passages.length === 0 ? failures.noText() : { ok: true, pages: null, passages };
  } catch {
    return failures.crashed();
  }
}
