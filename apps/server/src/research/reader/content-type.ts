/** A Content-Type header, split into what the reader needs. */
export interface ContentType {
  /** Lower-cased `type/subtype`, undefined when the header is missing or empty. */
  mediaType?: string;
  /** The `charset` parameter as sent (a TextDecoder label), if any. */
  charset?: string;
}

/** Media types the reader turns into text; everything else (PDF, images, JSON…) is `not_text`. */
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const PLAIN_TYPES = new Set(['text/plain']);

/** How a body will be read: as an HTML document or as plain text. */
export type TextKind = 'html' | 'text';

/** Parses `text/html; charset="ISO-8859-1"` leniently; malformed parameters are ignored. */
export function parseContentType(header: string | undefined): ContentType {
  if (!header) return {};
  const [type = '', ...params] = header.split(';');
  const mediaType = type.trim().toLowerCase();
  const result: ContentType = mediaType ? { mediaType } : {};
  for (const param of params) {
    const match = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(param);
    if (match?.[1]) result.charset = match[1];
  }
  return result;
}

/** `html` or `text` for a readable media type, undefined for a type the reader refuses. */
export function textKindOf(mediaType: string): TextKind | undefined {
  if (HTML_TYPES.has(mediaType)) return 'html';
  if (PLAIN_TYPES.has(mediaType)) return 'text';
  return undefined;
}
