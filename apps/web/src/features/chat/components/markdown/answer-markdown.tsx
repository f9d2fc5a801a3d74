import { Suspense, useEffect, useMemo, useState } from 'react';
import type { Source, UnverifiedCitation } from '@pardus/protocol';
import { createBlockSplitter } from '../../lib/stream-blocks';
import { splitThink } from '../../lib/think';
import { CitationSources } from './citation-sources';
import { BlockGroup } from './block-group';
import { watchNearness } from './near-viewport';
import { OpenFormula } from './open-formula';
import { usePacedValue, useProgressiveCount } from './render-pace';
import { ThinkSection } from './think-section';

const NO_SOURCES: readonly Source[] = [];
/**
 * Blocks per group. A group whose blocks are all settled is skipped as a whole while off-screen
 * (markdown.css), so the browser lays out and tracks a long answer's ~20 groups, not its ~300
 * blocks, each time the growing end changes.
 */
const GROUP_SIZE = 16;

function groupsOf(blocks: readonly string[]): Array<readonly string[]> {
  const groups: Array<readonly string[]> = [];
  for (let i = 0; i < blocks.length; i += GROUP_SIZE) groups.push(blocks.slice(i, i + GROUP_SIZE));
  return groups;
}
const NO_UNVERIFIED: readonly UnverifiedCitation[] = [];

/**
 * Whether `element` (the answer's end) is within half a screen of the visible area,
 * while `watching`; true until the browser says otherwise, and whenever not watching.
 */
function useNearViewport(element: HTMLElement | null, watching: boolean): boolean {
  const [near, setNear] = useState(true);
  useEffect(() => {
    if (!watching || !element) return;
    const stop = watchNearness(element, setNear);
    return () => {
      stop();
      setNear(true);
    };
  }, [element, watching]);
  return near;
}

/** Plain-text stand-in shown until the markdown renderer chunk has loaded. */
function PlainFallback({ text }: { text: string }) {
  return <div className="leading-7 whitespace-pre-wrap">{text}</div>;
}

/**
 * An assistant answer: the optional 'AI Thinking Process' section, then the markdown split into
 * blocks (see lib/blocks) so streaming re-renders only the last block. Chips of `unverified` citations
 * are marked; each chip previews its source from `sources`. While `streaming`, text is applied once
 * at most every 50 ms (render-pace) and finished blocks are marked settled (the browser skips their layout and
 * paint off-screen); a saved answer renders its blocks a few at a time so opening a long one never
 * freezes the page.
 */
export function AnswerMarkdown({
  content,
  sources = NO_SOURCES,
  unverified = NO_UNVERIFIED,
  streaming = false,
}: {
  content: string;
  /** True while the answer is still arriving. */
  streaming?: boolean;
  sources?: readonly Source[];
  /** Citations the server could not verify against their sources (their chips get a subtle mark). */
  unverified?: readonly UnverifiedCitation[];
}) {
  const shown = usePacedValue(content, streaming);
  const { thinking, thinkingInProgress, answer } = useMemo(() => splitThink(shown), [shown]);
  // While streaming, a display formula still arriving at the end is shown apart (OpenFormula).
  const [splitAnswer] = useState(createBlockSplitter);
  const { blocks, open } = useMemo(() => splitAnswer(answer, streaming), [splitAnswer, answer, streaming]);
  const count = useProgressiveCount(blocks, !streaming);
  // While it streams, blocks that arrive with the answer's end far out of view wait (MarkdownBlock).
  const [end, setEnd] = useState<HTMLElement | null>(null);
  const endNear = useNearViewport(end, streaming);
  /** Every block but the one still growing (none grows while a formula arrives after them). */
  const settled = (index: number) => index < blocks.length - 1 || !streaming || open !== null;
  /** How many of a group's blocks, the first at `first`, are settled. */
  const settledIn = (group: readonly string[], first: number) =>
    settled(first + group.length - 1) ? group.length : group.length - 1;
  return (
    <div className="text-[15px] text-foreground">
      {thinking !== null && <ThinkSection text={thinking} inProgress={thinkingInProgress} />}
      <CitationSources value={sources}>
        <Suspense fallback={<PlainFallback text={answer} />}>
          {/*
           * Blocks and groups are only ever appended to their parent: once a formula has put
           * MathML on the page, Chrome restyles a parent's whole subtree when a child is inserted
           * before another (its MathML style sheet has :nth-child rules). So the end marker and the
           * formula still arriving come after this wrapper, not among the groups.
           */}
          <div>
            {groupsOf(blocks.slice(0, count)).map((group, g) => (
              <BlockGroup
                key={g}
                blocks={group}
                settled={settledIn(group, g * GROUP_SIZE)}
                sources={sources}
                unverified={unverified}
                farAtMount={!endNear}
                finished={!streaming}
              />
            ))}
          </div>
          <div ref={setEnd} data-answer-end="" aria-hidden="true" />
          {open !== null && <OpenFormula latex={open} />}
        </Suspense>
      </CitationSources>
    </div>
  );
}
