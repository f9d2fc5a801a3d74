import { Hono } from 'hono';
import type { Store } from 'hono-rate-limiter';
import { DOCUMENT_NAME_HEADER, type DocumentDetail, type DocumentList } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import { notFound } from '../http/app-error.js';
import { idParam } from '../http/id-param.js';
import type { AppEnv } from '../http/context.js';
import { limitPerUser } from '../http/rate-limit.js';
import type { Logger } from '../logger.js';
import type { DocumentProcessor } from '../documents/document-processor.js';
import { limitsView, type DocumentSettings } from '../documents/document-settings.js';
import {
  deleteDocument,
  documentPassages,
  documentsAhead,
  documentView,
  findDocument,
  listDocuments,
} from '../documents/document.repository.js';
import { documentUsage } from '../documents/document-quota.js';
import type { OriginalStore } from '../documents/storage/original-store.js';
import { receiveUpload } from '../documents/receive-upload.js';

export interface DocumentRoutesDeps {
  db: Db;
  logger: Logger;
  settings: DocumentSettings;
  processor: DocumentProcessor;
  originals: OriginalStore;
  /** What the "web" source is on this server. */
  webLabel: 'Web' | 'Library';
  rateLimitStore?: (name: string) => Store;
  /** Uploads one user may start per minute (default 60). */
  uploadsPerMinute?: number;
}

const NOT_FOUND = 'Document not found';

/** `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * /api/documents (behind requireUser): the caller's own documents. Every read and delete filters by
 * the caller in SQL, so another user's id answers 404 exactly like a missing one.
 */
export function documentRoutes(deps: DocumentRoutesDeps) {
  const { db, logger, settings } = deps;
  const uploadLimit = limitPerUser({
    name: 'document-upload',
    limit: deps.uploadsPerMinute ?? 60,
    windowMs: 60_000,
    store: deps.rateLimitStore?.('document-upload'),
  });
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const userId = c.get('user').id;
      const [rows, usage, ahead] = await Promise.all([
        listDocuments(db, userId),
        documentUsage(db, userId),
        documentsAhead(db, userId),
      ]);
      return c.json({
        documents: rows.map((row) => documentView(row, ahead)),
        usage,
        limits: limitsView(settings),
        web_label: deps.webLabel,
      } satisfies DocumentList);
    })
    .post('/', uploadLimit, async (c) => {
      const userId = c.get('user').id;
      const length = c.req.header('content-length');
      const row = await receiveUpload({ db, originals: deps.originals }, settings, {
        userId,
        rawName: c.req.header(DOCUMENT_NAME_HEADER),
        mediaType: c.req.header('content-type') ?? '',
        declaredBytes: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
        body: c.req.raw.body,
      });
      // Names are the user's own words: only the id, kind and size are logged.
      logger.info(
        { reqId: c.get('requestId'), userId, document: row.id, kind: row.kind, size: Number(row.size) },
        'document uploaded',
      );
      const ahead = await documentsAhead(db, userId);
      deps.processor.wake();
      return c.json({ document: documentView(row, ahead) }, 202);
    })
    .get('/:id', async (c) => {
      const row = await findDocument(db, c.get('user').id, idParam(c, notFound(NOT_FOUND)));
      if (!row) throw notFound(NOT_FOUND);
      const passages = row.status === 'indexed' ? await documentPassages(db, row.id) : [];
      const ahead = row.status === 'queued' ? await documentsAhead(db, row.user_id) : undefined;
      return c.json({ document: documentView(row, ahead), passages } satisfies DocumentDetail);
    })
    .get('/:id/file', async (c) => {
      const row = await findDocument(db, c.get('user').id, idParam(c, notFound(NOT_FOUND)));
      if (!row || row.status === 'failed') throw notFound(NOT_FOUND);
      const chunks = deps.originals.read(row.id, Number(row.size));
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        async cancel() {
          await chunks.return(undefined);
        },
      });
      // Nothing in a user's file may run here: a PDF opens in the browser's viewer, every other
      // kind is a download, and the sandboxing CSP and nosniff hold for both.
      const pdf = row.kind === 'pdf';
      return new Response(body, {
        headers: {
          'Content-Type': pdf ? 'application/pdf' : 'application/octet-stream',
          'Content-Length': String(Number(row.size)),
          'Content-Disposition': contentDisposition(pdf ? 'inline' : 'attachment', row.name),
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      });
    })
    .delete('/:id', async (c) => {
      const userId = c.get('user').id;
      const id = idParam(c, notFound(NOT_FOUND));
      const deleted = await deleteDocument(db, userId, id);
      if (!deleted) throw notFound(NOT_FOUND);
      logger.info({ reqId: c.get('requestId'), userId }, 'document deleted');
      // The document is gone for every reader already; an outside store's copy follows.
      await deps.originals
        .remove(id, deleted.size)
        .catch((error: unknown) => logger.error({ err: error, document: id }, 'original not removed'));
      return c.json({ ok: true as const });
    });
}
