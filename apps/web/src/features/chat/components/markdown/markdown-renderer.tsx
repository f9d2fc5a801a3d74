import { Suspense, useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import type { Source, UnverifiedCitation } from '@pardus/protocol';
import './markdown.css';
import { blockNeeds, type BlockNeeds } from '../../lib/block-needs';
import { isSafeHref } from '../../lib/source-display';
import { ExtensionGate, extensionsFor, type RendererExtension } from './extensions';
import { markdownComponents } from './markdown-components';
import { remarkCitations } from './remark-citations';
import { gfmPartsKey, remarkGfmParts } from './remark-gfm-parts';

/** Only http(s) and mailto URLs survive (DESIGN §6); everything else becomes an empty href/src. */
export function safeUrl(url: string): string {
  return isSafeHref(url) ? url : '';
}

interface BlockProps {
  markdown: string;
  sources: readonly Source[];
  unverified: readonly UnverifiedCitation[];
  settled?: boolean;
}

const NO_PLUGINS: NonNullable<Options['rehypePlugins']> = [];
let withMath: Components | undefined;

/** The element renderers, with the math ones on top when the block has a formula (made once). */
function componentsFor(math: RendererExtension | null): Components {
  return math ? (withMath ??= { ...markdownComponents, ...math.components }) : markdownComponents;
}

/** One block as markdown, through the base pipeline and the loaded extensions it needs. */
function MarkdownBody({
  markdown,
  sources,
  unverified,
  settled = true,
  needs,
}: BlockProps & { needs: BlockNeeds }) {
  const { math, code } = extensionsFor(needs);
  const gfm = gfmPartsKey(markdown);
  const remarkPlugins = useMemo<Options['remarkPlugins']>(
    () => [[remarkGfmParts, gfm], ...(math?.remarkPlugins ?? []), [remarkCitations, { sources, unverified }]],
    [gfm, sources, unverified, math],
  );
  const rehypePlugins = useMemo(
    () => (math || code ? [...(math?.rehypePlugins ?? []), ...(code?.rehypePlugins ?? [])] : NO_PLUGINS),
    [math, code],
  );
  const components = componentsFor(math);
  // The same element while the text and plugins are the same: when only `settled` flips (the
  // stream moved on to the next block), React keeps the rendered markdown instead of parsing again.
  const body = useMemo(
    () => (
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
        urlTransform={safeUrl}
      >
        {markdown}
      </Markdown>
    ),
    [markdown, remarkPlugins, rehypePlugins, components],
  );
  return (
    <div data-markdown="" data-settled={settled ? '' : undefined} className="md-block">
      {body}
    </div>
  );
}

/** The block's text as it is, while the part of the renderer it needs is loading. */
function PlainBlock({ markdown }: { markdown: string }) {
  return <div className="md-block leading-7 whitespace-pre-wrap">{markdown.replace(/\\\$/g, '$')}</div>;
}

/**
 * Renders one markdown block of an answer. This module (react-markdown, GFM, citations) is loaded
 * lazily so the first paint does not pay for it; KaTeX and the highlighter load later still, with
 * the first block that needs them. Raw HTML is shown as text, never parsed.
 */
export default function MarkdownRenderer(props: BlockProps) {
  const needs = blockNeeds(props.markdown);
  return (
    <Suspense fallback={<PlainBlock markdown={props.markdown} />}>
      <ExtensionGate {...needs} />
      <MarkdownBody {...props} needs={needs} />
    </Suspense>
  );
}
