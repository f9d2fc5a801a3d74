import { lazy, memo } from 'react';
import type { Source, UnverifiedCitation } from '@pardus/protocol';

const loadRenderer = () => import('./markdown-renderer');
const MarkdownRenderer = lazy(loadRenderer);

/** Starts downloading the markdown renderer early (e.g. when the user starts typing a question). */
export function preloadMarkdownRenderer(): void {
  loadRenderer().catch(() => undefined);
}

interface MarkdownBlockProps {
  markdown: string;
  sources: readonly Source[];
  /** Citations the server could not verify: their chips are marked. */
  unverified: readonly UnverifiedCitation[];
  /** The block will not change any more (see markdown.css: it may skip layout while off-screen). */
  settled: boolean;
}

/**
 * One top-level block of an answer. Memoized on its text, sources and unverified citations, so while an answer streams
 * only the last (growing) block re-renders; finished blocks are parsed once.
 */
export const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  sources,
  unverified,
  settled,
}: MarkdownBlockProps) {
  return <MarkdownRenderer markdown={markdown} sources={sources} unverified={unverified} settled={settled} />;
});
