/**
 * Longest generated conversation title before '...' is appended (SPEC §4 leaves the value open).
 * 50 characters fits one line of the sidebar (w-80) at its font size without wrapping.
 */
export const TITLE_MAX_CHARS = 50;

/**
 * Title from the first words of the first message: whitespace collapsed; when longer than
 * TITLE_MAX_CHARS it is cut at the last word boundary within the limit and '...' appended
 * (a single over-long word is cut hard). The web titles conversations with it, and the server the
 * ones it starts itself (a Deep run asked through the MCP server).
 */
export function generateTitle(firstMessage: string): string {
  const text = firstMessage.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_MAX_CHARS) return text;
  const head = text.slice(0, TITLE_MAX_CHARS + 1);
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > 0 ? head.slice(0, boundary) : text.slice(0, TITLE_MAX_CHARS);
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}...`;
}

/** A Deep report with its title as a heading, unless the report already starts with one. */
export function withTitle(title: string | null, report: string): string {
  if (!title || /^\s*#/.test(report)) return report;
  return `# ${title}\n\n${report}`;
}
