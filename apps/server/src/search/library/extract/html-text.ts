import { DOMParser } from 'linkedom';
import type { ExtractedText, ImageReference } from './extracted.js';
import { joinBlocks } from './extracted.js';

/** Elements whose content is never readable text. */
const SKIPPED = new Set([
  'TITLE',
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'OBJECT',
  'CANVAS',
  'HEAD',
]);
/** Page furniture left out when the page has a <main> or <article> to read instead. */
const FURNITURE = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'FORM']);
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'LI',
  'MAIN',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
  'BODY',
  'CAPTION',
  'SUMMARY',
  'DETAILS',
]);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The minimal DOM surface used here (linkedom's own types are loose). */
interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  parentNode: DomNode | null;
  getAttribute?(name: string): string | null;
}

interface DomDocument {
  querySelector(selectors: string): DomNode | null;
  body: DomNode | null;
  documentElement: DomNode | null;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Text of the nearest block around an image: its figure caption or enclosing paragraph. */
function contextOf(image: DomNode): string {
  for (let node = image.parentNode; node; node = node.parentNode) {
    if (node.nodeName === 'FIGURE' || BLOCKS.has(node.nodeName))
      return squash(node.textContent ?? '').slice(0, 500);
  }
  return '';
}

/** Readable text of an HTML page: title from <title> or the first <h1>; scripts and styles removed. */
export function htmlToText(source: string): ExtractedText {
  // linkedom only builds <html>/<body> for full documents; wrap fragments so there is a body to read.
  const html = /<html[\s>]/i.test(source) ? source : `<html><body>${source}</body></html>`;
  const document: DomDocument = new DOMParser().parseFromString(html, 'text/html');
  const pageTitle = squash(document.querySelector('title')?.textContent ?? '');
  const h1 = squash(document.querySelector('h1')?.textContent ?? '');
  const root =
    document.querySelector('main') ??
    document.querySelector('article') ??
    document.body ??
    document.documentElement;
  // Without a <main>/<article> the whole body is read, minus navigation, header and footer.
  const dropFurniture = root?.nodeName === 'BODY' || root?.nodeName === 'HTML';
  const blocks: string[] = [];
  const images: ImageReference[] = [];
  let current = '';
  const endBlock = (): void => {
    blocks.push(squash(current));
    current = '';
  };
  const walk = (node: DomNode): void => {
    if (node.nodeType === TEXT_NODE) {
      current += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== ELEMENT_NODE || SKIPPED.has(node.nodeName)) return;
    if (dropFurniture && FURNITURE.has(node.nodeName)) return;
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute?.('src');
      const alt = node.getAttribute?.('alt') ?? '';
      if (src) images.push({ src, context: [alt, contextOf(node)].filter(Boolean).join('. ') });
      return;
    }
    if (node.nodeName === 'BR' || node.nodeName === 'TD' || node.nodeName === 'TH') current += ' ';
    const isBlock = BLOCKS.has(node.nodeName);
    if (isBlock) endBlock();
    for (const child of Array.from(node.childNodes)) walk(child);
    if (isBlock) endBlock();
  };
  if (root) walk(root);
  endBlock();
  return { title: pageTitle || h1 || undefined, text: joinBlocks(blocks), images };
}
