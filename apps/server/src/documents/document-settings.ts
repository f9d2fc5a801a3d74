import type { DocumentLimits } from '@pardus/protocol';

/** Limits on users' documents (settings: DOCUMENT_MAX_FILE_MB, DOCUMENT_MAX_PAGES, …). */
export interface DocumentSettings {
  maxFileBytes: number;
  maxPages: number;
  maxTotalBytes: number;
  maxFiles: number;
  /** Documents one user may have not yet read (uploading, queued or being read). */
  maxQueued: number;
}

/** The defaults: generous for a thesis or a stack of papers, small enough for one PGlite file. */
export const DEFAULT_DOCUMENT_SETTINGS: DocumentSettings = {
  maxFileBytes: 25 * 1024 * 1024,
  maxPages: 2_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxFiles: 500,
  maxQueued: 50,
};

export function limitsView(settings: DocumentSettings): DocumentLimits {
  return {
    max_file_bytes: settings.maxFileBytes,
    max_pages: settings.maxPages,
    max_total_bytes: settings.maxTotalBytes,
    max_files: settings.maxFiles,
  };
}
