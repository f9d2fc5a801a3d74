/**
 * The markdown renderer's chunk (markdown-renderer and what it loads). Its own small module, so the
 * question box can start the download without putting the answer view in the page's first chunk.
 */
export const loadMarkdownRenderer = () => import('./markdown-renderer');

/** Starts downloading the markdown renderer early (e.g. when the user starts typing a question). */
export function preloadMarkdownRenderer(): void {
  loadMarkdownRenderer().catch(() => undefined);
}
