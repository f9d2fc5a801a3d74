import { analyzeDocument } from '../analyze-document.js';
import { titleFromFileName } from '../extract/file-kinds.js';
import { fileId } from '../ids.js';
import type { AnalyzedDocument } from '../library-types.js';
import type { LibraryImageReference } from './library-files.js';
import type { FoundFile } from './scan-folder.js';

const MAX_IMAGE_TEXT = 2_000;

/**
 * Documents for image files, searchable by the words of their path ("animals/birds/eagle.svg") and,
 * for library images, by the alt text and paragraph of each document that shows them.
 */
export function imageDocuments(
  files: readonly FoundFile[],
  references: readonly LibraryImageReference[],
  options: { namespace: string; collection: string },
): AnalyzedDocument[] {
  const byTarget = new Map<string, LibraryImageReference[]>();
  for (const reference of references) {
    const list = byTarget.get(reference.target) ?? [];
    list.push(reference);
    byTarget.set(reference.target, list);
  }
  return files.map((file) => {
    const refs = byTarget.get(file.relativePath) ?? [];
    const contexts = [...new Set(refs.map((r) => r.context.replace(/\s+/g, ' ').trim()).filter(Boolean))];
    const folders = file.relativePath
      .split('/')
      .slice(0, -1)
      .join(' ')
      .replace(/[-_.]+/g, ' ');
    const doc = {
      id: fileId(file.relativePath, options.namespace),
      title: titleFromFileName(file.relativePath),
      text: contexts.join('\n\n').slice(0, MAX_IMAGE_TEXT),
      kind: 'image' as const,
      sourcePath: `${options.collection}/${file.relativePath}`,
      filePath: file.absolutePath,
      ...(refs[0] ? { pageId: refs[0].pageId } : {}),
    };
    return analyzeDocument(doc, folders);
  });
}
