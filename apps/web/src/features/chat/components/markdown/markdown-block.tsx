import { lazy, memo } from 'react';
import type { Source } from '@pardus/protocol';

const loadRenderer = () => import('./markdown-renderer');
const MarkdownRenderer = lazy(loadRenderer);

/** Starts downloading the markdown renderer early (e.g. when the user starts typing a question). */
export function preloadMarkdownRenderer(): void {
  loadRenderer().catch(() => undefined);
}

interface MarkdownBlockProps {
  markdown: string;
  sources: readonly Source[];
}

/**
 * One top-level block of an answer. Memoized on its text and sources, so while an answer streams
 * only the last (growing) block re-renders; finished blocks are parsed once.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ markdown, sources }: MarkdownBlockProps) {
  return <MarkdownRenderer markdown={markdown} sources={sources} />;
});
