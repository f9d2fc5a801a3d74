import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { Env } from 'hono';
import { imageTypeOf } from '../search/library/extract/file-kinds.js';
import { LIBRARY_ID_PATTERN } from '../search/library/ids.js';
import type { LibraryDocument } from '../search/library/library-types.js';
import { escapeHtml } from './library-html.js';
import { renderLibraryPage } from './library-page.js';

/** What the route needs from the library: documents by id (see LibrarySearch.getDocument). */
export interface LibraryDocuments {
  getDocument(id: string): Promise<LibraryDocument | undefined>;
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found · Pardus library</title></head>
<body><main><h1>Document not found</h1><p>${escapeHtml('There is no library document at this address.')}</p>
<p><a href="/">← Back to Pardus</a></p></main></body></html>`;

/**
 * `GET /library/:id`: a library document as a readable HTML page, or an image file with its content
 * type. Ids are looked up, never used as paths, so nothing outside the index can be reached; the
 * served file path comes from the index itself. Unknown ids are 404.
 */
export function libraryRoutes<E extends Env = Env>(library: LibraryDocuments): Hono<E> {
  const router = new Hono<E>();
  router.get('/:id', async (c) => {
    const id = c.req.param('id');
    const doc = LIBRARY_ID_PATTERN.test(id) ? await library.getDocument(id) : undefined;
    if (!doc) return c.html(NOT_FOUND_PAGE, 404);
    if (doc.kind !== 'image') {
      c.header('Cache-Control', 'no-cache');
      return c.html(renderLibraryPage(doc));
    }
    const contentType = doc.filePath ? imageTypeOf(doc.filePath) : undefined;
    // Images are small; reading them whole keeps the response simple (and a vanished file is a 404).
    const bytes =
      doc.filePath && contentType ? await readFile(doc.filePath).catch(() => undefined) : undefined;
    if (!bytes || !contentType) return c.html(NOT_FOUND_PAGE, 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // SVGs opened directly must not run scripts.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  return router;
}
