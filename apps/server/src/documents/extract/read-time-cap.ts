import type { DocumentKind } from '@pardus/protocol';

/** How long reading one file may take: a base and an allowance per MB, never above `maxMs`. */
export interface ReadTimeCap {
  maxMs: number;
  baseMs: number;
  perMbMs: number;
}

/**
 * PDFs and DOCX files are compressed: the text reading works through is several times the file's
 * size (a 2 MB thesis PDF can hold 2 000 pages), so each of their MB counts this many times.
 */
const COMPRESSED_WEIGHT = 10;

const MB = 1024 * 1024;

/**
 * The time cap of one file, proportionate to its size: a small file gets little more than the
 * base (so a file built to be slow holds a reader for seconds, not the whole cap), a large one as
 * much as its size needs, up to the cap for every file.
 */
export function readTimeCapMs(bytes: number, kind: DocumentKind, cap: ReadTimeCap): number {
  const weight = kind === 'pdf' || kind === 'docx' ? COMPRESSED_WEIGHT : 1;
  return Math.min(cap.maxMs, Math.round(cap.baseMs + (cap.perMbMs * weight * bytes) / MB));
}
