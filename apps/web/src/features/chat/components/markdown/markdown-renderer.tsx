import { useMemo } from 'react';
import Markdown, { type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeHighlight from 'rehype-highlight';
import type { Source, UnverifiedCitation } from '@pardus/protocol';
import 'katex/dist/katex.min.css';
import './markdown.css';
import { isSafeHref } from '../../lib/source-display';
import { markdownComponents } from './markdown-components';
import { remarkCitations } from './remark-citations';
import { rehypeMathWrap } from './rehype-math';

/** Only http(s) and mailto URLs survive (DESIGN §6); everything else becomes an empty href/src. */
export function safeUrl(url: string): string {
  return isSafeHref(url) ? url : '';
}

// Formulas are only marked here; markdown-components typesets them (formula.ts), cached by source.
const MATH: NonNullable<Options['rehypePlugins']> = [rehypeMathWrap];
const HIGHLIGHT: NonNullable<Options['rehypePlugins']> = [
  [rehypeHighlight, { detect: false, plainText: ['text', 'txt', 'plain'] }],
];
/**
 * The rehype plugins a block needs, by whether it can hold math (`$`) or a fenced code block. Both
 * cost on every render even with nothing to do (rehype-highlight registers its languages each
 * time), and most blocks of an answer are plain prose; one array per combination keeps identities
 * stable across renders.
 */
const PLUGINS: Record<string, Options['rehypePlugins']> = {
  none: [],
  math: MATH,
  code: HIGHLIGHT,
  both: [...MATH, ...HIGHLIGHT],
};
function rehypePluginsFor(markdown: string): Options['rehypePlugins'] {
  const math = markdown.includes('$');
  const code = /```|~~~/.test(markdown);
  return PLUGINS[math && code ? 'both' : math ? 'math' : code ? 'code' : 'none'];
}

/**
 * Renders one markdown block of an answer. This module (react-markdown, KaTeX, highlight.js) is
 * loaded lazily so the first paint does not pay for it. Raw HTML is shown as text, never parsed.
 */
export default function MarkdownRenderer({
  markdown,
  sources,
  unverified,
  settled = true,
}: {
  markdown: string;
  sources: readonly Source[];
  unverified: readonly UnverifiedCitation[];
  settled?: boolean;
}) {
  const remarkPlugins = useMemo<Options['remarkPlugins']>(
    () => [remarkGfm, remarkMath, [remarkCitations, { sources, unverified }]],
    [sources, unverified],
  );
  // The same element while the text and plugins are the same: when only `settled` flips (the
  // stream moved on to the next block), React keeps the rendered markdown instead of parsing again.
  const body = useMemo(
    () => (
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePluginsFor(markdown)}
        components={markdownComponents}
        urlTransform={safeUrl}
      >
        {markdown}
      </Markdown>
    ),
    [markdown, remarkPlugins],
  );
  return (
    <div data-markdown="" data-settled={settled ? '' : undefined} className="md-block">
      {body}
    </div>
  );
}
