import type { ExtractedText, ImageReference } from './extracted.js';
import { joinBlocks } from './extracted.js';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^ {0,3}(```|~~~)/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const THEMATIC_BREAK = /^\s*(?:[-*_]\s*){3,}$/;
const MD_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*["')])?\s*\)/g;
const HTML_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["'][^>]*>/gi;
const HTML_ALT = /\balt\s*=\s*["']([^"']*)["']/i;

/** Strips inline Markdown (links, emphasis, code, HTML tags, escapes), keeping the words. */
function inlineText(line: string): string {
  return line
    .replace(MD_IMAGE, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function imagesIn(line: string): { src: string; alt: string }[] {
  const found = [...line.matchAll(MD_IMAGE)].map((m) => ({ alt: m[1] ?? '', src: m[2] ?? '' }));
  for (const m of line.matchAll(HTML_IMAGE))
    found.push({ src: m[1] ?? '', alt: HTML_ALT.exec(m[0])?.[1] ?? '' });
  return found.filter((image) => image.src);
}

function frontMatterTitle(yaml: string): string | undefined {
  const match = /^title:\s*["']?(.*?)["']?\s*$/m.exec(yaml);
  return match?.[1] || undefined;
}

/**
 * Readable text of a Markdown file: plain paragraphs, and headings as Markdown headings ("## Where
 * the water is"); title from front matter or the first heading; images with context.
 */
export function markdownToText(source: string): ExtractedText {
  let body = source.replace(/^\uFEFF/, '');
  let title: string | undefined;
  const front = FRONT_MATTER.exec(body);
  if (front) {
    title = frontMatterTitle(front[1] ?? '');
    body = body.slice(front[0].length);
  }
  const blocks: string[] = [];
  const images: ImageReference[] = [];
  let paragraph: string[] = [];
  let pendingImages: { src: string; alt: string }[] = [];
  let heading = '';
  const flush = (): void => {
    const text = paragraph.join(' ');
    blocks.push(text);
    for (const image of pendingImages) {
      images.push({ src: image.src, context: [image.alt, heading, text].filter(Boolean).join('. ') });
    }
    paragraph = [];
    pendingImages = [];
  };
  const lines = body.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) {
      flush();
      const fence = FENCE.exec(line)![1]!;
      const code: string[] = [];
      while (++i < lines.length && !lines[i]!.trimStart().startsWith(fence)) code.push(lines[i]!);
      blocks.push(code.join('\n'));
      continue;
    }
    const next = lines[i + 1] ?? '';
    const headingMatch = HEADING.exec(line);
    const setext = line.trim() && !paragraph.length && /^\s*(=+|-+)\s*$/.test(next) && !LIST_ITEM.test(line);
    if (headingMatch || setext) {
      flush();
      heading = inlineText(headingMatch ? headingMatch[2]! : line);
      title ??= heading || undefined;
      // Kept as a Markdown heading of its level: a passage then knows the sections it sits in
      // ("Condensation" under "The main processes"), which plain lines cannot say.
      const level = headingMatch ? headingMatch[1]!.length : next.includes('=') ? 1 : 2;
      if (heading) blocks.push(`${'#'.repeat(level)} ${heading}`);
      if (setext) i++;
      continue;
    }
    if (!line.trim() || THEMATIC_BREAK.test(line) || TABLE_RULE.test(line)) {
      flush();
      continue;
    }
    pendingImages.push(...imagesIn(line));
    let content = line.replace(/^\s*>\s?/, '');
    if (LIST_ITEM.test(content)) {
      flush();
      // The marker stays: an item reads as part of its list ("The hazards are faster:" over
      // "- Lahars, mudflows…"), not as a sentence of its own.
      content = `- ${content.replace(LIST_ITEM, '')}`;
    }
    if (/^\s*\|/.test(content)) {
      // A table row: its own line, cells kept apart.
      flush();
      const cells = content.replace(/^\s*\||\|\s*$/g, '').split('|');
      paragraph.push(cells.map((cell) => inlineText(cell)).join(' | '));
      flush();
      continue;
    }
    paragraph.push(inlineText(content));
  }
  flush();
  return { title, text: joinBlocks(blocks), images };
}
