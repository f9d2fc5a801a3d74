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

/** Whether two source lists give the same citation chips: a chip shows (and links to) its source's URL only. */
function sameUrls(a: readonly Source[], b: readonly Source[]): boolean {
  return a === b || (a.length === b.length && a.every((source, i) => source.url === b[i]?.url));
}

function sameBlock(a: MarkdownBlockProps, b: MarkdownBlockProps): boolean {
  return (
    a.markdown === b.markdown &&
    a.settled === b.settled &&
    a.unverified === b.unverified &&
    sameUrls(a.sources, b.sources)
  );
}

/**
 * One top-level block of an answer. Memoized on its text, the URLs of the sources and the
 * unverified citations, so while an answer streams only the last (growing) block re-renders, and
 * finished blocks are parsed once: also when the sources' summaries arrive at the end of the stream.
 */
export const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  sources,
  unverified,
  settled,
}: MarkdownBlockProps) {
  return <MarkdownRenderer markdown={markdown} sources={sources} unverified={unverified} settled={settled} />;
}, sameBlock);
