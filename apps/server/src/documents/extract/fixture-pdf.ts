/**
 * A minimal PDF writer for test fixtures: uncompressed content streams, the standard Helvetica font
 * (no font file embedded, as the PDF spec allows for the standard 14), and an exact xref table.
 * Hand-written rather than a dependency because four object kinds are all the tests need.
 */

const PAGE_TOP = 740;
const LEFT = 72;
const FONT_SIZE = 12;
const LEADING = 14;
/** Characters per line before wrapping; Helvetica at 12 pt fits about this many on a Letter page. */
const WRAP = 90;

/** WinAnsiEncoding codes for the few characters outside Latin-1 that tests use. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF literal string: parentheses and backslashes escaped, other bytes written as octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 63;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else if (code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
}

function wrap(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + 1 + word.length > WRAP) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  lines.push(current);
  return lines;
}

/**
 * A content stream that writes `text` line by line; a blank line in the text leaves a blank line on
 * the page (a paragraph gap). Long lines wrap at about {@link WRAP} characters.
 */
export function textContent(text: string): string {
  const ops = [`BT /F1 ${FONT_SIZE} Tf ${LEADING} TL ${LEFT} ${PAGE_TOP} Td`];
  for (const line of text.split('\n')) {
    for (const piece of wrap(line)) ops.push(piece ? `${pdfString(piece)} Tj T*` : 'T*');
  }
  ops.push('ET');
  return ops.join('\n');
}

/** A content stream with no text: one grey rectangle, as a scanned page's image would be. */
export const DRAWING_ONLY = 'q 0.5 g 72 72 468 648 re f Q';

/** Options for {@link writePdf}. */
export interface PdfParts {
  /** One content stream per page. */
  pages: string[];
  /** Extra objects appended after the pages, numbered from the returned `nextObject`. */
  extraObjects?: (first: number) => string[];
  /** Extra trailer entries, e.g. an /Encrypt reference. */
  trailer?: (first: number) => string;
}

/** Latin-1 text to bytes, one byte per character (the writer only emits codes below 256). */
function latin1(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'latin1'));
}

/**
 * Writes a whole PDF: catalog (1), page tree (2), font (3), then a page and its content stream per
 * page, then any extra objects. The second line is the customary binary comment (bytes ≥ 128), which
 * marks the file as binary, as real PDFs do.
 */
export function writePdf(parts: PdfParts): Uint8Array {
  const objects: string[] = [];
  const pageIds = parts.pages.map((_, i) => 4 + 2 * i);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (const [i, content] of parts.pages.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  const extraFirst = objects.length + 1;
  objects.push(...(parts.extraObjects?.(extraFirst) ?? []));

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = body.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, two-byte EOL.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `<< /Size ${objects.length + 1} /Root 1 0 R${parts.trailer?.(extraFirst) ?? ''} >>`;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n${trailer}\nstartxref\n${xrefAt}\n%%EOF\n`;
  return latin1(body);
}
