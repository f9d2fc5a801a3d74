import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { analyzeDocument } from '../analyze-document.js';
import { extractText, textKindOf, titleFromFileName } from '../extract/file-kinds.js';
import { fileId } from '../ids.js';
import type { AnalyzedDocument } from '../library-types.js';
import { MAX_STORED_TEXT } from '../library-types.js';
import type { FoundFile } from './scan-folder.js';

/** Files larger than this are skipped: the library is for documents, not data dumps. */
export const MAX_LIBRARY_FILE_BYTES = 5 * 1024 * 1024;

/** An image reference resolved to a path inside the library folder. */
export interface LibraryImageReference {
  /** Relative path of the image file. */
  target: string;
  context: string;
  /** Id of the document that shows the image. */
  pageId: string;
}

/** What indexing one library file produced; reused while the file's size and mtime are unchanged. */
export interface IndexedFile {
  relativePath: string;
  size: number;
  mtimeMs: number;
  analyzed: AnalyzedDocument;
  images: LibraryImageReference[];
}

/** Resolves an image `src` against the document's folder; undefined for URLs or paths leaving the library. */
export function resolveImageSource(documentPath: string, src: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//') || src.startsWith('/')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(src.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  const resolved = posix.normalize(posix.join(posix.dirname(documentPath), path));
  return resolved.startsWith('../') || resolved === '..' ? undefined : resolved;
}

/** Reads, extracts and analyses one text file of the library. */
export async function indexLibraryFile(file: FoundFile): Promise<IndexedFile | undefined> {
  const kind = textKindOf(file.relativePath);
  if (!kind) return undefined;
  const source = await readFile(file.absolutePath, 'utf8');
  const extracted = await extractText(kind, source);
  const id = fileId(file.relativePath);
  const doc = {
    id,
    title: extracted.title?.trim() || titleFromFileName(file.relativePath),
    text: extracted.text.slice(0, MAX_STORED_TEXT),
    kind,
    sourcePath: file.relativePath,
  };
  const images = extracted.images.flatMap((image) => {
    const target = resolveImageSource(file.relativePath, image.src);
    return target ? [{ target, context: image.context, pageId: id }] : [];
  });
  return {
    relativePath: file.relativePath,
    size: file.size,
    mtimeMs: file.mtimeMs,
    analyzed: analyzeDocument(doc),
    images,
  };
}
