import { extractArticle } from '../../research/reader/extract-article.js';
import type { Section } from './passages.js';
import { markdownSections } from './read-markdown.js';

/**
 * An uploaded page has no address; this stands in for one. extractArticle falls back to its host
 * and path ("/") as the title when the page has none, which is how that case is recognised.
 */
const NO_ADDRESS = new URL('file:///');
const NO_TITLE = NO_ADDRESS.hostname + NO_ADDRESS.pathname;

/**
 * An HTML file read as the page reader reads a web page (Readability finds the article, then it
 * becomes Markdown, scripts and navigation dropped), split at its headings. Text before the first
 * heading is under the page's title.
 */
export function htmlSections(html: string): Section[] {
  const article = extractArticle(html, NO_ADDRESS);
  return markdownSections(article.markdown, article.title === NO_TITLE ? null : article.title);
}
