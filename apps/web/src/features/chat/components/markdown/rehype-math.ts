import type { Element, Nodes, Root } from 'hast';

/** Marks the wrapper of a formula so the renderer can draw it as a card (block) or chip (inline). */
export const MATH_KIND = 'dataMath';
/** On a wrapper: the LaTeX source, which markdown-components typesets. */
export const MATH_SOURCE = 'dataMathSource';

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

function wrap(tagName: 'div' | 'span', kind: 'block' | 'inline', inner: Element): Element {
  return {
    type: 'element',
    tagName,
    properties: { [MATH_KIND]: kind, [MATH_SOURCE]: textOf(inner) },
    children: [inner],
  };
}

function mathKind(node: Nodes): 'block' | 'inline' | null {
  if (node.type !== 'element') return null;
  const inner = node.tagName === 'pre' ? node.children.find((c) => c.type === 'element') : node;
  if (inner?.type !== 'element' || inner.tagName !== 'code') return null;
  const names = classes(inner);
  if (node.tagName === 'pre' && names.includes('math-display')) return 'block';
  if (node.tagName === 'code' && names.includes('math-inline')) return 'inline';
  return null;
}

function wrapAll(node: Root | Element): void {
  node.children.forEach((child, index) => {
    if (child.type !== 'element') return;
    const kind = mathKind(child);
    if (kind) node.children.splice(index, 1, wrap(kind === 'block' ? 'div' : 'span', kind, child));
    else wrapAll(child);
  });
}

/**
 * Rehype plugin: wraps remark-math's output in a `div`/`span` marked with the kind (block/inline)
 * and the LaTeX source, which markdown-components typesets (formula.ts).
 */
export function rehypeMathWrap() {
  return (tree: Root) => wrapAll(tree);
}
