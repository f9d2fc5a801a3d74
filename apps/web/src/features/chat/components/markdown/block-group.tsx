import { memo } from 'react';
import type { Source, UnverifiedCitation } from '@pardus/protocol';
import { MarkdownBlock } from './markdown-block';

interface BlockGroupProps {
  blocks: readonly string[];
  /** How many of the group's first blocks will not change any more. */
  settled: number;
  sources: readonly Source[];
  unverified: readonly UnverifiedCitation[];
  /** Read by blocks when they mount (see MarkdownBlock): the answer's end is far from view. */
  farAtMount: boolean;
  finished: boolean;
}

/**
 * Blocks that settled long ago are handed out as the very same strings (lib/stream-blocks): their
 * group is skipped whole, so an update of a long answer compares a few groups, not every block.
 * `farAtMount` only matters to blocks mounting, which come with a change of `blocks`.
 */
function sameGroup(a: BlockGroupProps, b: BlockGroupProps): boolean {
  return (
    a.blocks.length === b.blocks.length &&
    a.blocks.every((block, i) => block === b.blocks[i]) &&
    a.settled === b.settled &&
    a.sources === b.sources &&
    a.unverified === b.unverified &&
    a.finished === b.finished
  );
}

/**
 * A group of an answer's blocks in its own box: a group of settled blocks is skipped as a whole
 * while off-screen (markdown.css).
 */
export const BlockGroup = memo(function BlockGroup({
  blocks,
  settled,
  sources,
  unverified,
  farAtMount,
  finished,
}: BlockGroupProps) {
  return (
    <div className="md-group" data-settled={settled === blocks.length ? '' : undefined}>
      {blocks.map((block, i) => (
        <MarkdownBlock
          key={i}
          markdown={block}
          sources={sources}
          unverified={unverified}
          settled={i < settled}
          farAtMount={farAtMount}
          finished={finished}
        />
      ))}
    </div>
  );
}, sameGroup);
