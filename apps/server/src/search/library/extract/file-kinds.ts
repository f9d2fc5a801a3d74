import { extname } from 'node:path';
import type { ExtractedText } from './extracted.js';
import { markdownToText } from './markdown-text.js';
import { plainToText } from './plain-text.js';

export type TextFileKind = 'markdown' | 'html' | 'text';

const TEXT_KINDS: Record<string, TextFileKind> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.mdown': 'markdown',
  '.html': 'html',
  '.htm': 'html',
  '.xhtml': 'html',
  '.txt': 'text',
  '.text': 'text',
};

/** Content types of the image files the library indexes and serves. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** The text kind of a file by its extension, or undefined when the library does not read it. */
export function textKindOf(path: string): TextFileKind | undefined {
  return TEXT_KINDS[extname(path).toLowerCase()];
}

/** The content type of an image file by its extension, or undefined when it is not an image. */
export function imageTypeOf(path: string): string | undefined {
  return IMAGE_TYPES[extname(path).toLowerCase()];
}

/**
 * Extracts readable text from a file's content according to its kind. The HTML reader (linkedom,
 * ~120 ms to load) loads at the first HTML file: loading a built index from disk reads none.
 */
export async function extractText(kind: TextFileKind, source: string): Promise<ExtractedText> {
  if (kind === 'markdown') return markdownToText(source);
  if (kind === 'html') return (await import('./html-text.js')).htmlToText(source);
  return plainToText(source);
}

/** A readable title from a file name: "black-holes.md" → "Black holes". */
export function titleFromFileName(path: string): string {
  const base = path.split('/').pop() ?? path;
  const words = base
    .replace(/\.[^.]+$/, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : base;
}
