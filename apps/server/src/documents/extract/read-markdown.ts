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
 * Splits Markdown at ATX headings (`#` … `######`, not inside code fences): each section's
 * heading is its heading's text, and text before the first heading is under `introHeading`.
 */
export function markdownSections(markdown: string, introHeading: string | null = null): Section[] {
  const sections: Section[] = [];
  let current: { heading: string | null; lines: string[] } = { heading: introHeading, lines: [] };
  let fence: string | null = null;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
    }
    const heading = fence === null ? ATX_HEADING.exec(line) : null;
    if (heading) {
      sections.push({ heading: current.heading, text: current.lines.join('\n') });
      current = { heading: plainInline(heading[2] ?? '').trim() || null, lines: [] };
    } else current.lines.push(line);
  }
  sections.push({ heading: current.heading, text: current.lines.join('\n') });
  return sections.map((s) => ({ heading: s.heading, text: plainInline(s.text) }));
}
