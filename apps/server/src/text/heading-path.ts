/**
 * A document section's heading is the path of headings above it, outermost first ("Annual report
 * 2025 › Money"), so that what a subsection is about (the report's title) stays with its passages.
 */
export const HEADING_PATH_SEPARATOR = ' › ';

/** The path's headings as one heading; none for an empty path. */
export function joinHeadingPath(path: readonly string[]): string | null {
  return path.length === 0 ? null : path.join(HEADING_PATH_SEPARATOR);
}

/** The innermost heading of a path ("Money" of "Annual report 2025 › Money"): a section's own name. */
export function headingLeaf(heading: string): string {
  const at = heading.lastIndexOf(HEADING_PATH_SEPARATOR);
  return at < 0 ? heading : heading.slice(at + HEADING_PATH_SEPARATOR.length);
}
