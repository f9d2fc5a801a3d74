/**
 * A Deep report (Markdown) taken apart the way a reader sees it: the `##` headings, the prose paragraphs
 * (a list item is a paragraph of its own), the tables, and sentences with the source numbers they cite.
 */
import { splitSentences, type AnswerSentence } from '../score.js';

export interface MarkdownTable {
  header: string[];
  rows: string[][];
}

export interface ReportParts {
  /** `##` headings, without the hashes. */
  headings: string[];
  /** Prose blocks in reading order, Markdown kept; the first one before any `##` is the summary. */
  paragraphs: string[];
  tables: MarkdownTable[];
}

const SEPARATOR_ROW = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/u;
const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/gu, '')
    .split(/(?<!\\)\|/u)
    .map((c) => c.trim());

/** Headings, paragraphs and tables of a report; code blocks and the engine's italic note lines are left out. */
export function reportParts(markdown: string): ReportParts {
  const parts: ReportParts = { headings: [], paragraphs: [], tables: [] };
  const lines = markdown.split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) parts.paragraphs.push(paragraph.join('\n'));
    paragraph = [];
  };
  let inCode = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/u.test(line)) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    const trimmed = line.trim();
    if (!trimmed || /^_[^_].*_$/u.test(trimmed)) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/u.exec(trimmed);
    if (heading) {
      flush();
      if (heading[1] === '##') parts.headings.push(heading[2]!.trim());
      continue;
    }
    if (trimmed.startsWith('|') && SEPARATOR_ROW.test(lines[i + 1]?.trim() ?? '')) {
      flush();
      const table: MarkdownTable = { header: cells(trimmed), rows: [] };
      for (i += 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++)
        table.rows.push(cells(lines[i]!));
      i--;
      parts.tables.push(table);
      continue;
    }
    if (/^(?:[-*+]|\d+[.)])\s+/u.test(trimmed)) flush();
    paragraph.push(trimmed);
  }
  flush();
  return parts;
}

/** Every sentence a reader reads: the paragraphs', each table row as one, each heading as one. */
export function readableSentences(parts: ReportParts): AnswerSentence[] {
  return [
    ...parts.headings.map((text) => ({ text, citations: [] })),
    ...parts.paragraphs.flatMap((p) => splitSentences(p)),
    ...parts.tables.flatMap((t) => t.rows.flatMap((row) => splitSentences(row.join(' ; ')))),
  ];
}

/** One `##` section of a report: its heading and the Markdown under it, up to the next `##` heading. */
export interface ReportSection {
  heading: string;
  body: string;
}

/**
 * A report cut at its `##` headings: the lead (title, summary and anything else before the first `##`)
 * and the sections in order. Headings inside code blocks do not cut; `###` and deeper stay in their
 * section's body.
 */
export function reportSections(markdown: string): { lead: string; sections: ReportSection[] } {
  const lead: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/u.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^\s*##\s+(.*)$/u.exec(line);
    if (heading) sections.push({ heading: heading[1]!.trim(), lines: [] });
    else (sections.at(-1)?.lines ?? lead).push(line);
  }
  return {
    lead: lead.join('\n'),
    sections: sections.map((s) => ({ heading: s.heading, body: s.lines.join('\n') })),
  };
}
