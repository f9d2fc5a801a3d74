import { TextDecoder } from 'node:util';
import { textKindOf, type ContentType, type TextKind } from './content-type.js';
import { ReadError } from './read-error.js';

/** A page body as text, and whether it is HTML or plain text. */
export interface DecodedPage {
  kind: TextKind;
  text: string;
}

/** How much of the start of a body is scanned for a BOM, a `<meta charset>` or binary bytes. */
const PRESCAN_BYTES = 2048;

function bomCharset(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** `<meta charset="x">` or `<meta http-equiv="Content-Type" content="…; charset=x">`. */
function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, PRESCAN_BYTES).toString('latin1');
  const label = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  // A page cannot be UTF-16 if its <meta> was readable as ASCII; HTML says read it as UTF-8.
  return label && /^utf-?16/i.test(label) ? 'utf-8' : label;
}

/** What windows-1252 puts at 0x80–0x9F (five holes stay C1 controls, as WHATWG maps them). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Node 20's TextDecoder decodes windows-1252 (which is also what `iso-8859-1` and `latin1`
 * labels mean on the web) as ISO-8859-1, turning curly quotes and dashes into C1 controls.
 */
function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

/** Decodes with `label`; unknown or unsupported labels fall back to UTF-8 rather than failing. */
function decode(bytes: Buffer, label: string | undefined): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
}

/**
 * A body without a Content-Type is read only if it looks like text: markup when it starts with
 * `<`, plain text otherwise; NUL bytes or a PDF signature mean binary (`not_text`).
 */
function sniffKind(body: Buffer, bom: string | undefined): TextKind {
  const head = body.subarray(0, PRESCAN_BYTES);
  if (!bom && head.includes(0)) throw new ReadError('not_text', 'The page looks binary');
  const start = decode(head, bom)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('%PDF')) throw new ReadError('not_text', 'The page is a PDF');
  return start.startsWith('<') ? 'html' : 'text';
}

/**
 * Decodes a body with the charset a browser would pick: byte-order mark first, then the
 * Content-Type's charset, then (for HTML) a `<meta>` declaration, else UTF-8.
 */
export function decodeBody(body: Buffer, contentType: ContentType): DecodedPage {
  const bom = bomCharset(body);
  const declared = contentType.mediaType ? textKindOf(contentType.mediaType) : undefined;
  if (contentType.mediaType && !declared)
    throw new ReadError('not_text', `${contentType.mediaType} is not a readable page`);
  const kind = declared ?? sniffKind(body, bom);
  const charset = bom ?? contentType.charset ?? (kind === 'html' ? metaCharset(body) : undefined);
  // TextDecoder drops a leading BOM only when it matches the encoding; ours always does.
  return { kind, text: decode(body, charset) };
}
