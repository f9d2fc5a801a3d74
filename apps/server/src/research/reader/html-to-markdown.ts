import TurndownService from 'turndown';

/** Elements whose content is code, chrome or interaction, never article text. */
const DROPPED: TurndownService.TagName[] = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'canvas',
  'video',
  'audio',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'head',
];

/**
 * A link's target as an absolute http(s) URL, or undefined: `javascript:`, `data:` and other
 * schemes are never passed on, and relative links are resolved against the page.
 */
function safeHref(href: string | null, base: URL): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    // Parentheses and spaces would end a Markdown link destination early.
    return url.href.replace(
      /[()\s]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    );
  } catch {
    return undefined;
  }
}

/** The one DOM method the rules below need (turndown's node type is the DOM lib's, absent here). */
interface WithAttributes {
  getAttribute(name: string): string | null;
}

function hasAttributes(node: unknown): node is WithAttributes {
  return (
    typeof node === 'object' &&
    node !== null &&
    'getAttribute' in node &&
    typeof node.getAttribute === 'function'
  );
}

function attribute(node: unknown, name: string): string | null {
  return hasAttributes(node) ? node.getAttribute(name) : null;
}

/**
 * Converts article HTML to Markdown (ATX headings, fenced code). Scripts, styles, frames and
 * forms are dropped; images become their alt text, so a page cannot make a reader of the
 * Markdown fetch a remote image; links keep only http(s) targets.
 */
export function htmlToMarkdown(html: string, base: URL): string {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
  });
  service.remove(DROPPED);
  service.addRule('imageAsAltText', {
    filter: 'img',
    replacement: (_content, node) => (attribute(node, 'alt') ?? '').replace(/\s+/g, ' ').trim(),
  });
  service.addRule('safeLinks', {
    filter: 'a',
    replacement: (content, node) => {
      const href = safeHref(attribute(node, 'href'), base);
      return href && content.trim() ? `[${content}](${href})` : content;
    },
  });
  return service
    .turndown(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
