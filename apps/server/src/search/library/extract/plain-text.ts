import type { ExtractedText } from './extracted.js';

/** Plain text files: normalised line endings and paragraphs; the title comes from the file name. */
export function plainToText(source: string): ExtractedText {
  const text = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, images: [] };
}
