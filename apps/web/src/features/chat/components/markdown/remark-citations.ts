import type { Link, Nodes, PhrasingContent, Root } from 'mdast';
import type { Source } from '@pardus/protocol';

const CITATION = /\[(\d{1,3})\]/g;
/** Nodes whose text must stay literal (code, math) or that are links already. */
const SKIP = new Set(['code', 'inlineCode', 'math', 'inlineMath', 'link', 'linkReference', 'definition', 'html']);

/** Class on citation links so the link renderer can draw them as small chips. */
export const CITATION_CLASS = 'citation';

function citationLink(n: number, source: Source): Link {
  return {
    type: 'link',
    url: source.url,
    children: [{ type: 'text', value: String(n) }],
    data: { hProperties: { className: [CITATION_CLASS], title: source.url } },
  };
}

/** Splits one text value into text and citation links for the markers that have a source. */
function splitText(value: string, sources: readonly Source[]): PhrasingContent[] | null {
  const parts: PhrasingContent[] = [];
  let last = 0;
  for (const match of value.matchAll(CITATION)) {
    const n = Number(match[1]);
    const source = sources[n - 1];
    if (!source || n < 1) continue;
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) });
    parts.push(citationLink(n, source));
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

function transform(node: Nodes, sources: readonly Source[]): void {
  if (!('children' in node) || SKIP.has(node.type)) return;
  const children: Nodes[] = [];
  for (const child of node.children) {
    const replaced = child.type === 'text' ? splitText(child.value, sources) : null;
    if (replaced) children.push(...replaced);
    else {
      transform(child, sources);
      children.push(child);
    }
  }
  // The rebuilt list only swaps text nodes for phrasing nodes in the same parent, so its type holds.
  Object.assign(node, { children });
}

/**
 * Remark plugin: citation markers `[n]` become links to source n (1-based) when that source
 * exists; markers without a source, and markers in code or math, stay plain text.
 */
export function remarkCitations(options: { sources: readonly Source[] }) {
  return (tree: Root) => {
    if (options.sources.length > 0) transform(tree, options.sources);
  };
}
