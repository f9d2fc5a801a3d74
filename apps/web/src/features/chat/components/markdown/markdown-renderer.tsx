import { useMemo } from 'react';
import Markdown, { type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeHighlight from 'rehype-highlight';
import type { Source, UnverifiedCitation } from '@pardus/protocol';
import 'katex/dist/katex.min.css';
import './markdown.css';
import { isSafeHref } from '../../lib/source-display';
import { markdownComponents } from './markdown-components';
import { remarkCitations } from './remark-citations';
import { rehypeMathErrors, rehypeMathWrap } from './rehype-math';

/** Only http(s) and mailto URLs survive (DESIGN §6); everything else becomes an empty href/src. */
export function safeUrl(url: string): string {
  return isSafeHref(url) ? url : '';
}

const rehypePlugins: Options['rehypePlugins'] = [
  rehypeMathWrap,
  [rehypeKatex, { trust: false, strict: 'ignore' }],
  rehypeMathErrors,
  [rehypeHighlight, { detect: false, plainText: ['text', 'txt', 'plain'] }],
];

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
  return (
    <div data-markdown="" data-settled={settled ? '' : undefined} className="md-block">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={markdownComponents}
        urlTransform={safeUrl}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
