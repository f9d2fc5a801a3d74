import type { DocumentKind } from '@pardus/protocol';

/**
 * What an upload is, from its name, its claimed media type and its first bytes.
 *
 * Hand-written magic checks rather than the `file-type` package: file-type 21 runs on Node 20
 * but its detection is asynchronous and this check must be synchronous; it also says nothing
 * about text formats, and the three binary signatures needed here are fixed byte prefixes.
 */

const EXTENSIONS: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  html: 'html',
  htm: 'html',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  csv: 'csv',
};

const MEDIA_TYPES: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
  'text/csv': 'csv',
};

const TEXT_KINDS: readonly DocumentKind[] = ['html', 'markdown', 'text', 'csv'];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
/**
 * How far into the file "%PDF-" may start. PDF readers (pdfjs, Acrobat) accept up to 1 KB of
 * leading junk, such as a mail header left by a careless export, and still open the file; being
 * stricter would refuse files the user can open everywhere else.
 */
const PDF_HEADER_WINDOW = 1024;

/** The answer of {@link detectKind}. */
export type DetectedKind =
  { ok: true; kind: DocumentKind } | { ok: false; reason: 'unsupported' | 'mismatch'; message: string };

function startsWith(head: Uint8Array, magic: number[], at = 0): boolean {
  return magic.every((byte, i) => head[at + i] === byte);
}

function isPdf(head: Uint8Array): boolean {
  const window = Math.min(head.length - PDF_MAGIC.length, PDF_HEADER_WINDOW);
  for (let at = 0; at <= window; at++) if (startsWith(head, PDF_MAGIC, at)) return true;
  return false;
}

/** No NUL byte, and valid UTF-8 (a BOM allowed; a character cut off by the end of `head` too). */
function isUtf8Text(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // stream: true holds back an incomplete sequence at the end instead of calling it an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

function contentMatches(kind: DocumentKind, head: Uint8Array): boolean {
  if (head.length === 0) return true; // an empty file: the extractor says so in its own words
  if (kind === 'pdf') return isPdf(head);
  if (kind === 'docx') return startsWith(head, ZIP_MAGIC);
  // A PDF or a zip that happens to be valid UTF-8 (an ASCII-only PDF can be) is still not text.
  return isUtf8Text(head) && !startsWith(head, PDF_MAGIC) && !startsWith(head, ZIP_MAGIC);
}

function extensionOf(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Media type without parameters, lower case; '' for none. */
function essence(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

/** A claim and an extension agree when they name the same kind or are both text formats. */
function compatible(a: DocumentKind, b: DocumentKind): boolean {
  return a === b || (TEXT_KINDS.includes(a) && TEXT_KINDS.includes(b));
}

/**
 * Decides an upload's kind. The extension decides when it is one of ours; a name without an
 * extension is taken at its media type's word. A media type naming another kind (other than one
 * text format for another: systems label .md or .csv as text/plain) is a mismatch, and so is
 * content that is not what the kind says: a PDF must start with "%PDF-" (after at most 1 KB), a
 * DOCX with a zip signature, and text must be UTF-8 without NUL bytes. `head` is the file's first
 * bytes (up to 4 KB); an empty head is accepted, so the extractor can report an empty file.
 */
export function detectKind(name: string, mediaType: string, head: Uint8Array): DetectedKind {
  const extension = extensionOf(name);
  const claimed = MEDIA_TYPES[essence(mediaType)];
  const kind = extension ? EXTENSIONS[extension] : claimed;
  const label = extension ? `.${extension}` : essence(mediaType) || 'no extension';
  if (!kind) {
    return {
      ok: false,
      reason: 'unsupported',
      message: `Unsupported file type (${label}). Upload PDF, DOCX, HTML, Markdown, text or CSV.`,
    };
  }
  if ((claimed && !compatible(claimed, kind)) || !contentMatches(kind, head)) {
    return {
      ok: false,
      reason: 'mismatch',
      message: `The content of this file does not match its type (${label}).`,
    };
  }
  return { ok: true, kind };
}
