import './highlight.css';
import type { Element, ElementContent, Root } from 'hast';
import { common, createLowlight } from 'lowlight';
import type { RendererExtension } from './extensions';

/**
 * One highlighter for the page, with highlight.js's common languages. rehype-highlight made a new
 * one, registering every language and compiling its grammar again, each time a block rendered.
 */
const lowlight = createLowlight(common);
/** Languages shown as plain text. */
const PLAIN_TEXT = new Set(['text', 'txt', 'plain']);
/** Code blocks kept highlighted, by language and text: an answer re-renders, streams, opens again. */
const MAX_CACHED = 200;
const cache = new Map<string, ElementContent[]>();

/** The language a `code` element names in its class (`language-x` or `lang-x`); false for `no-highlight`. */
function languageOf(code: Element): string | false | undefined {
  const names = code.properties.className;
  if (!Array.isArray(names)) return undefined;
  let name: string | undefined;
  for (const value of names.map(String)) {
    if (value === 'no-highlight' || value === 'nohighlight') return false;
    if (!name && value.startsWith('lang-')) name = value.slice('lang-'.length);
    if (!name && value.startsWith('language-')) name = value.slice('language-'.length);
  }
  return name;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function highlighted(language: string, text: string): ElementContent[] {
  const key = `${language}\n${text}`;
  let children = cache.get(key);
  if (!children) {
    children = lowlight.highlight(language, text).children as ElementContent[];
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, children);
  }
  return children;
}

/** Colours one `pre > code` element the way rehype-highlight did (no language detection). */
function highlightCode(code: Element): void {
  const language = languageOf(code);
  if (!language || PLAIN_TEXT.has(language)) return;
  const names = Array.isArray(code.properties.className) ? code.properties.className : [];
  if (!names.includes('hljs')) names.unshift('hljs');
  code.properties.className = names;
  if (!lowlight.registered(language)) return;
  const children = highlighted(language, code.children.map(textOf).join(''));
  if (children.length > 0) code.children = children;
}

function visit(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'code' && node.type === 'element' && node.tagName === 'pre') highlightCode(child);
    else visit(child);
  }
}

/** Syntax colours for fenced code in answers (a chunk of its own, loaded only for blocks with code). */
const highlight: RendererExtension = {
  remarkPlugins: [],
  rehypePlugins: [() => visit],
};

export default highlight;
