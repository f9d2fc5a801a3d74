import type { Element, Nodes, Root } from 'hast';

/** Marks the wrapper of a formula so the renderer can draw it as a card (block) or chip (inline). */
export const MATH_KIND = 'dataMath';
/** On a wrapper whose formula failed: the KaTeX error text (e.g. 'ParseError: KaTeX parse error: …'). */
export const MATH_ERROR = 'dataMathError';
/** On a wrapper: the LaTeX source, for error messages. */
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

function findError(node: Nodes): Element | null {
  if (node.type === 'element' && classes(node).includes('katex-error')) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const found = findError(child);
      if (found) return found;
    }
  }
  return null;
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

function flagErrors(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.properties[MATH_KIND]) {
      const error = findError(child);
      if (error) child.properties[MATH_ERROR] = String(error.properties.title ?? 'Error: invalid formula');
    } else flagErrors(child);
  }
}

/**
 * Rehype plugin to run BEFORE rehype-katex: wraps remark-math's output in a `div`/`span` that
 * survives KaTeX's replacement, remembering the kind (block/inline) and the LaTeX source.
 */
export function rehypeMathWrap() {
  return (tree: Root) => wrapAll(tree);
}

/**
 * Rehype plugin to run AFTER rehype-katex: KaTeX reports failures as a `.katex-error` element
 * (rehype-katex retries with throwOnError off); this copies the error onto the wrapper.
 */
export function rehypeMathErrors() {
  return (tree: Root) => flagErrors(tree);
}
