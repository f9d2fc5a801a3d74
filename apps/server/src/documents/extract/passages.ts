import type { ExtractedPassage } from './document-extractor.js';

/** Longest passage text; search ranks and cites passages, so one must stay a readable excerpt. */
export const MAX_PASSAGE_CHARS = 2000;

/** A run of text under one heading (or on one page) before it is cut into passages. */
export interface Section {
  heading: string | null;
  text: string;
}

/**
 * Whitespace made regular: one kind of line break, no control characters, no runs of spaces, no
 * spaces at line ends, at most one blank line in a row.
 */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\ufeff]/g, '')
      .replace(/[\t\u00a0\u2000-\u200a\u202f\u205f\u3000 ]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Where text may be cut, best first: paragraphs, lines, sentences, words. */
const LEVELS: { at: RegExp; join: string }[] = [
  { at: /\n{2,}/, join: '\n\n' },
  { at: /\n/, join: '\n' },
  { at: /(?<=[.!?…])\s+/, join: ' ' },
  { at: /\s+/, join: ' ' },
];

/** Cuts a word longer than `max` without splitting a surrogate pair. */
function hardCut(text: string, max: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + max, text.length);
    if (end < text.length && /[\ud800-\udbff]/.test(text.charAt(end - 1))) end--;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

/**
 * Cuts `text` into pieces of at most `max` characters at the best boundary available, packing
 * neighbours together up to the limit. Nothing is dropped but the whitespace at a cut.
 */
export function splitText(text: string, max = MAX_PASSAGE_CHARS, level = 0): string[] {
  if (text.length <= max) return text ? [text] : [];
  const rule = LEVELS[level];
  if (!rule) return hardCut(text, max);
  const pieces: string[] = [];
  let current = '';
  for (const part of text.split(rule.at)) {
    if (!part) continue;
    if (part.length > max) {
      if (current) pieces.push(current);
      current = '';
      pieces.push(...splitText(part, max, level + 1));
    } else if (!current) current = part;
    else if (current.length + rule.join.length + part.length <= max) current += rule.join + part;
    else {
      pieces.push(current);
      current = part;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** One section's passages: normalised, cut to size, empty ones dropped. */
export function sectionPassages(section: Section, page: number | null = null): ExtractedPassage[] {
  const heading =
    section.heading === null ? null : normalizeText(section.heading).replace(/\n/g, ' ') || null;
  return splitText(normalizeText(section.text)).map((text) => ({ page, heading, text }));
}

/** Passages of many sections, in order. */
export function toPassages(sections: Section[]): ExtractedPassage[] {
  return sections.flatMap((section) => sectionPassages(section));
}
