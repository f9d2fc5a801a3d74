import { lazy, memo, useEffect, useRef, useState } from 'react';
import type { Source, UnverifiedCitation } from '@pardus/protocol';
import { loadMarkdownRenderer } from './load-renderer';
import { watchNearness, whenIdle } from './near-viewport';

const MarkdownRenderer = lazy(loadMarkdownRenderer);

interface MarkdownBlockProps {
  markdown: string;
  sources: readonly Source[];
  /** Citations the server could not verify: their chips are marked. */
  unverified: readonly UnverifiedCitation[];
  /** The block will not change any more (see markdown.css: it may skip layout while off-screen). */
  settled: boolean;
  /**
   * Read when the block first mounts: it arrives far below what the reader sees (a streaming answer
   * they are not following), so it shows as plain text until it comes near the visible area.
   */
  farAtMount?: boolean;
  /** The answer is complete: a block still waiting renders in idle time even if never scrolled to. */
  finished?: boolean;
}

/** Whether two source lists give the same citation chips: a chip shows (and links to) its source's URL only. */
function sameUrls(a: readonly Source[], b: readonly Source[]): boolean {
  return a === b || (a.length === b.length && a.every((source, i) => source.url === b[i]?.url));
}

function sameBlock(a: MarkdownBlockProps, b: MarkdownBlockProps): boolean {
  return (
    a.markdown === b.markdown &&
    a.settled === b.settled &&
    a.finished === b.finished &&
    a.unverified === b.unverified &&
    sameUrls(a.sources, b.sources)
  );
}

/** A block waiting to render: its text as written, cheap to lay out, with the block's spacing. */
function WaitingBlock({ markdown, onNear }: { markdown: string; onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchNearness(element, (near) => near && onNear());
  }, [onNear]);
  return (
    <div ref={ref} data-waiting="" className="md-block leading-7 whitespace-pre-wrap">
      {markdown.replace(/\\\$/g, '$')}
    </div>
  );
}

/**
 * One top-level block of an answer. Memoized on its text, the URLs of the sources and the
 * unverified citations, so while an answer streams only the last (growing) block re-renders, and
 * finished blocks are parsed once: also when the sources' summaries arrive at the end of the stream.
 *
 * A block that arrives far below the visible area (`farAtMount`) waits as plain text until the
 * reader scrolls near it, or until the answer is finished and the page is idle: a reader reading the
 * top of a long answer does not pay, while it streams, for typesetting the formulas, tables and code
 * they cannot see.
 */
export const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  sources,
  unverified,
  settled,
  farAtMount = false,
  finished = false,
}: MarkdownBlockProps) {
  const [waiting, setWaiting] = useState(farAtMount);
  const [reveal] = useState(() => () => setWaiting(false));
  useEffect(() => (waiting && finished ? whenIdle(reveal) : undefined), [waiting, finished, reveal]);
  if (waiting) return <WaitingBlock markdown={markdown} onNear={reveal} />;
  return <MarkdownRenderer markdown={markdown} sources={sources} unverified={unverified} settled={settled} />;
}, sameBlock);
