/** An image a document refers to, with the words around it (alt text, caption, paragraph). */
export interface ImageReference {
  /** The reference as written (`src`), resolved later against the document's folder. */
  src: string;
  context: string;
}

/** Readable content of one file. */
export interface ExtractedText {
  /** First heading or <title>; undefined when the file has none (the caller uses the file name). */
  title?: string;
  /** Plain text; blocks (paragraphs, headings, list items) separated by blank lines. Markdown keeps its headings' "#" marks. */
  text: string;
  images: ImageReference[];
}

/** Joins blocks into text with blank lines between them, dropping empty ones. */
export function joinBlocks(blocks: readonly string[]): string {
  return blocks
    .map((b) => b.trim())
    .filter(Boolean)
    .join('\n\n');
}
