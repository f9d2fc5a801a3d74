import type { DocumentList, UserDocument } from '@pardus/protocol';

const MB = 1024 * 1024;

/** A document as the server describes it (an indexed 12-page PDF unless told otherwise). */
export function aDocument(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    id: 'd1',
    name: 'thesis.pdf',
    size: 1.2 * MB,
    media_type: 'application/pdf',
    kind: 'pdf',
    status: 'indexed',
    pages: 12,
    passages: 12,
    error: null,
    created_at: '2026-11-25T10:00:00.000Z',
    indexed_at: '2026-11-25T10:00:05.000Z',
    ahead: null,
    ...overrides,
  };
}

/** `GET /api/documents` with `documents`; usage adds them up; the limits of a default server. */
export function aList(documents: UserDocument[] = [], overrides: Partial<DocumentList> = {}): DocumentList {
  return {
    documents,
    usage: { files: documents.length, bytes: documents.reduce((sum, d) => sum + d.size, 0) },
    limits: { max_file_bytes: 20 * MB, max_pages: 500, max_total_bytes: 200 * MB, max_files: 500 },
    web_label: 'Web',
    ...overrides,
  };
}
