import { Suspense, useMemo } from 'react';
import type { Source, UnverifiedCitation } from '@pardus/protocol';
import { splitBlocks } from '../../lib/blocks';
import { preprocessMath } from '../../lib/math';
import { splitThink } from '../../lib/think';
import { MarkdownBlock } from './markdown-block';
import { ThinkSection } from './think-section';

const NO_SOURCES: readonly Source[] = [];
const NO_UNVERIFIED: readonly UnverifiedCitation[] = [];

/** Plain-text stand-in shown until the markdown renderer chunk has loaded. */
function PlainFallback({ text }: { text: string }) {
  return <div className="leading-7 whitespace-pre-wrap">{text}</div>;
}

/**
 * An assistant answer: the optional 'AI Thinking Process' section, then the markdown split into
 * blocks (see lib/blocks) so streaming re-renders only the last block. Chips of `unverified` citations
 * are marked.
 */
export function AnswerMarkdown({
  content,
  sources = NO_SOURCES,
  unverified = NO_UNVERIFIED,
}: {
  content: string;
  sources?: readonly Source[];
  /** Citations the server could not verify against their sources (their chips get a subtle mark). */
  unverified?: readonly UnverifiedCitation[];
}) {
  const { thinking, thinkingInProgress, answer } = useMemo(() => splitThink(content), [content]);
  const blocks = useMemo(() => splitBlocks(preprocessMath(answer)), [answer]);
  return (
    <div className="text-[15px] text-foreground">
      {thinking !== null && <ThinkSection text={thinking} inProgress={thinkingInProgress} />}
      <Suspense fallback={<PlainFallback text={answer} />}>
        {blocks.map((block, index) => (
          <MarkdownBlock key={index} markdown={block} sources={sources} unverified={unverified} />
        ))}
      </Suspense>
    </div>
  );
}
