import { lazy, memo } from 'react';
import type { Source } from '@pardus/protocol';

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

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
