import type { DocumentKind, DocumentList, DocumentPassage, UserDocument } from '@pardus/protocol';

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** Bytes for people: "512 B", "1.2 MB", "200 MB" (binary units, one decimal at most). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

/** "1 page", "12 pages". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The state a document is in, as its row says it (a queued one with its place: "Queued, 3 ahead"). */
export function statusText(document: UserDocument): string {
  switch (document.status) {
    case 'queued':
      return document.ahead === null ? 'Queued' : `Queued, ${document.ahead.toLocaleString('en-US')} ahead`;
    case 'reading':
      return 'Reading…';
    case 'failed':
      return `Failed: ${document.error?.message ?? 'the document could not be read.'}`;
    case 'indexed':
      return `Indexed · ${
        document.kind === 'pdf' && document.pages !== null
          ? plural(document.pages, 'page')
          : plural(document.passages, 'passage')
      }`;
  }
}

const KIND_LABELS: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'Word document',
  html: 'Web page',
  markdown: 'Markdown',
  text: 'Text',
  csv: 'CSV',
};

export function kindLabel(kind: DocumentKind): string {
  return KIND_LABELS[kind];
}

/** "Nov 25, 2026"; the raw text when the server's date cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "3 of 500 files · 4.1 MB of 200 MB". */
export function usageText({ usage, limits }: Pick<DocumentList, 'usage' | 'limits'>): string {
  return `${usage.files.toLocaleString('en-US')} of ${plural(limits.max_files, 'file')} · ${formatBytes(
    usage.bytes,
  )} of ${formatBytes(limits.max_total_bytes)}`;
}

/** A passage's label in the viewer: its PDF page, else its heading, else its place. */
export function passageLabel(passage: DocumentPassage): string {
  if (passage.page !== null) return `Page ${passage.page}`;
  return passage.heading?.trim() || `Passage ${passage.ordinal}`;
}
