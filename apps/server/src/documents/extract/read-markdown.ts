import { joinHeadingPath } from '../../text/heading-path.js';
import type { Section } from './passages.js';

/** An ATX heading line: up to three spaces, 1–6 #, a space, the text, optional closing #s. */
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
/** A code fence opens and closes with the same run of ``` or ~~~. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Markdown inline syntax that would only be noise in a passage: a link or an image becomes its
 * text (the target is dropped: passages are searched and quoted, not followed).
 */
export function plainInline(text: string): string {
  return text.replace(/!?\[([^\]\n]*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"\n]*")?\)/g, '$1');
}

/**
 * Splits Markdown at ATX headings (`#` … `######`, not inside code fences). Each section's heading
 * is the path of headings above it, outermost first ("Annual report 2025 › Money"): a subsection
 * alone ("Money") loses the title that says what it is about, so a search for the report's subject
 * missed every passage under it. Text before the first heading is under `introHeading`, which is
 * also the root of every path (a heading repeating it is not said twice).
 */
export function markdownSections(markdown: string, introHeading: string | null = null): Section[] {
  const sections: Section[] = [];
  const root = introHeading === null ? [] : [{ level: 0, text: introHeading }];
  let path: { level: number; text: string }[] = root;
  let lines: string[] = [];
  let fence: string | null = null;
  const close = () =>
    sections.push({ heading: joinHeadingPath(path.map((h) => h.text)), text: lines.join('\n') });
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
    }
    const heading = fence === null ? ATX_HEADING.exec(line) : null;
    if (!heading) {
      lines.push(line);
      continue;
    }
    close();
    lines = [];
    const level = heading[1]!.length;
    const text = plainInline(heading[2] ?? '').trim();
    path = path.filter((h) => h.level < level);
    const parent = path.at(-1)?.text;
    if (text && text.toLowerCase() !== parent?.toLowerCase()) path = [...path, { level, text }];
  }
  close();
  return sections.map((s) => ({ heading: s.heading, text: plainInline(s.text) }));
}
