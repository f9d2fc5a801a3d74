import { Readability } from '@mozilla/readability';
import { DOMParser } from 'linkedom';
import { htmlToMarkdown } from './html-to-markdown.js';

/** The readable part of a page. */
export interface Article {
  title: string;
  markdown: string;
  siteName?: string;
  excerpt?: string;
}

/** Readability gives up (throws) on documents with more elements than this, bounding its CPU time. */
const MAX_ELEMENTS = 30_000;
/**
 * Never article text: code, frames, forms, and page furniture. Removed before Readability too,
 * which otherwise keeps a short page's navigation along with its one paragraph.
 */
const NOT_CONTENT = 'script, style, noscript, template, iframe, svg, form, nav, aside, footer, body > header';

/** The DOM surface used here (linkedom's types lean on the DOM lib, which the server does not load). */
interface DomElement {
  nodeName: string;
  textContent: string | null;
  innerHTML: string;
  remove(): void;
}
interface DomDocument {
  documentElement: DomElement | null;
  body: DomElement | null;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): Iterable<DomElement>;
  cloneNode(deep: boolean): unknown;
}

function parse(html: string): DomDocument {
  return new DOMParser().parseFromString(html, 'text/html');
}

function squash(text: string | null | undefined, max = 300): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * linkedom builds <html>/<body> only for whole documents (a fragment's first element becomes the
 * root, with <head><body> stuffed inside it), so anything else is wrapped in a document first.
 */
function parseDocument(html: string): DomDocument {
  const document = parse(html);
  if (document.documentElement?.nodeName === 'HTML' && document.body) return document;
  return parse(`<!doctype html><html><head></head><body>${html}</body></html>`);
}

function readabilityArticle(document: DomDocument): ReturnType<Readability['parse']> {
  try {
    // Readability edits the document it is given; the fallback needs the original.
    return new Readability(document.cloneNode(true), { maxElemsToParse: MAX_ELEMENTS }).parse();
  } catch {
    return null; // too many elements, or markup it cannot walk: fall back to the body
  }
}

function bodyMarkdown(document: DomDocument, base: URL): string {
  return htmlToMarkdown(document.body?.innerHTML ?? '', base);
}

/**
 * Finds the article in an HTML page with Readability and writes it as Markdown. When Readability
 * finds nothing, the body (minus navigation, header, footer and scripts) is used instead.
 * The title falls back from Readability's to `<title>`, the first `<h1>`, then the URL.
 */
export function extractArticle(html: string, pageUrl: URL): Article {
  const document = parseDocument(html);
  const pageTitle = document.querySelector('title')?.textContent;
  for (const node of document.querySelectorAll(NOT_CONTENT)) node.remove();
  const found = readabilityArticle(document);
  const fromReadability = found?.content ? htmlToMarkdown(found.content, pageUrl) : '';
  const markdown = fromReadability || bodyMarkdown(document, pageUrl);
  const title =
    squash(found?.title) ||
    squash(pageTitle) ||
    squash(document.querySelector('h1')?.textContent) ||
    pageUrl.hostname + pageUrl.pathname;
  const siteName = squash(found?.siteName);
  const excerpt = squash(found?.excerpt, 500);
  return { title, markdown, ...(siteName ? { siteName } : {}), ...(excerpt ? { excerpt } : {}) };
}

/** A plain-text page as it is; its title is its first non-empty line. */
export function plainTextArticle(text: string, pageUrl: URL): Article {
  const firstLine = text.split('\n').find((line) => line.trim() !== '');
  return { title: squash(firstLine, 200) || pageUrl.hostname + pageUrl.pathname, markdown: text.trim() };
}
