import type { CSSProperties, ReactNode } from 'react';
import type { Components } from 'react-markdown';
import type { Element, Nodes } from 'hast';
import { CodeBlock } from './code-block';
import { ImageLink, InsideLinkProvider } from './image-link';
import { CitationChip } from './citation-chip';
import { CITATION_CLASS, NUMBER_PROPERTY, UNVERIFIED_PROPERTY } from './remark-citations';

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

function stringProp(node: Element | undefined, name: string): string | undefined {
  const value = node?.properties[name];
  return typeof value === 'string' ? value : undefined;
}

function hasClass(node: Element | undefined, name: string): boolean {
  const value = node?.properties.className;
  return Array.isArray(value) && value.includes(name);
}

/** A div of the rendered markdown (plugins make them), with its class only. */
export function PlainDiv({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={className}>{children}</div>;
}

/** A span of the rendered markdown (highlighted code is made of them), with its class and style only. */
export function PlainSpan({
  children,
  className,
  style,
}: {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span className={className} style={style}>
      {children}
    </span>
  );
}

function codeLanguage(pre: Element | undefined): string | null {
  const code = pre?.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const names = code?.properties.className;
  const language = Array.isArray(names)
    ? names.map(String).find((n) => n.startsWith('language-'))
    : undefined;
  return language ? language.slice('language-'.length) : null;
}

/**
 * Element renderers for answers: safe links, citation chips (which preview their source), code
 * blocks, tables, and images as links (nothing in an answer loads from another host without a
 * click). Formulas have their own (math-extension), loaded with KaTeX.
 */
export const markdownComponents: Components = {
  a({ node, href, children }) {
    if (!href) return <span>{children}</span>;
    if (hasClass(node, CITATION_CLASS)) {
      const unverified = stringProp(node, UNVERIFIED_PROPERTY) === 'true';
      return (
        <CitationChip
          n={Number(stringProp(node, NUMBER_PROPERTY))}
          href={href}
          unverified={unverified}
          className={`citation mx-0.5 inline-flex h-[1.15rem] min-w-[1.15rem] -translate-y-px items-center justify-center gap-0.5 rounded-full bg-muted px-1 align-middle text-[10px] font-semibold text-muted-foreground transition-colors hover:bg-primary hover:text-primary-foreground aria-expanded:bg-primary aria-expanded:text-primary-foreground ${unverified ? 'underline decoration-amber-500 decoration-dotted underline-offset-2' : 'no-underline'}`}
        >
          {children}
          {unverified && <span aria-hidden="true" className="size-1 shrink-0 rounded-full bg-amber-500" />}
        </CitationChip>
      );
    }
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-primary underline decoration-primary/30 underline-offset-2 transition-colors hover:decoration-primary"
      >
        <InsideLinkProvider>{children}</InsideLinkProvider>
      </a>
    );
  },
  pre({ node, children }) {
    return (
      <CodeBlock language={codeLanguage(node)} code={node ? textOf(node).replace(/\n$/, '') : ''}>
        {children}
      </CodeBlock>
    );
  },
  code({ className, children }) {
    return (
      <code className={`${className ?? ''} rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.85em]`}>
        {children}
      </code>
    );
  },
  div: PlainDiv,
  span: PlainSpan,
  table({ children }) {
    return (
      <div className="my-4 overflow-x-auto rounded-xl border border-border">
        <table className="w-full border-collapse text-sm">{children}</table>
      </div>
    );
  },
  thead: ({ children }) => <thead className="bg-muted/60">{children}</thead>,
  th: ({ children, style }) => (
    <th style={style} className="border-b border-border px-3 py-2 text-left font-semibold">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border-b border-border px-3 py-2 align-top [tr:last-child_&]:border-b-0">
      {children}
    </td>
  ),
  p: ({ children }) => <p className="my-3 leading-7 last:mb-0">{children}</p>,
  ul: ({ children }) => (
    <ul className="my-3 list-disc space-y-1.5 pl-6 marker:text-muted-foreground">{children}</ul>
  ),
  ol: ({ children, start }) => (
    <ol start={start} className="my-3 list-decimal space-y-1.5 pl-6 marker:text-muted-foreground">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1 leading-7">{children}</li>,
  h1: ({ children }) => <h1 className="mt-6 mb-3 text-2xl font-semibold tracking-tight">{children}</h1>,
  h2: ({ children }) => <h2 className="mt-6 mb-3 text-xl font-semibold tracking-tight">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-5 mb-2 text-lg font-semibold">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-4 mb-2 font-semibold">{children}</h4>,
  blockquote: ({ children }) => (
    <blockquote className="my-4 border-l-2 border-primary/50 pl-4 text-muted-foreground italic">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="my-6 border-border" />,
  // Never an <img>: see ImageLink.
  img: ({ src, alt }) => <ImageLink src={src} alt={alt} />,
};
