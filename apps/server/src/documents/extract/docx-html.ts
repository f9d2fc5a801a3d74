import { DOMParser } from 'linkedom';
import type { Section } from './passages.js';

/** The DOM surface used here (linkedom's types lean on the DOM lib, which the server does not load). */
interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: Iterable<DomNode>;
}
interface DomDocument {
  body: DomNode | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const HEADING = /^H[1-6]$/;

function elements(node: DomNode): DomNode[] {
  return [...node.childNodes].filter((child) => child.nodeType === ELEMENT_NODE);
}

/** Text of inline content: line breaks kept, images and everything else reduced to their text. */
function inlineText(node: DomNode): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === TEXT_NODE) text += child.textContent ?? '';
    else if (child.nodeName === 'BR') text += '\n';
    else if (child.nodeType === ELEMENT_NODE) {
      // Blocks inside a cell or an item (mammoth wraps their text in <p>) read as one line.
      const inner = inlineText(child);
      text += child.nodeName === 'P' && text ? ` ${inner}` : inner;
    }
  }
  return text;
}

/**
 * A list as lines "- item" or "1. item"; a nested list's lines follow its item (not indented:
 * passages collapse leading spaces anyway).
 */
function listLines(list: DomNode): string[] {
  const lines: string[] = [];
  let number = 1;
  for (const item of elements(list)) {
    const nested = elements(item).filter((child) => child.nodeName === 'UL' || child.nodeName === 'OL');
    const own = [...item.childNodes].filter((child) => !nested.includes(child));
    const text = own.map((child) =>
      child.nodeType === TEXT_NODE ? (child.textContent ?? '') : inlineText(child),
    );
    const marker = list.nodeName === 'OL' ? `${number++}.` : '-';
    lines.push(`${marker} ${text.join(' ').replace(/\s+/g, ' ').trim()}`);
    for (const child of nested) lines.push(...listLines(child));
  }
  return lines;
}

/** A table as one line per row, cells joined with " | " (header rows included, as they are rows). */
function tableLines(table: DomNode): string[] {
  const rows = elements(table).flatMap((child) => (child.nodeName === 'TR' ? [child] : elements(child)));
  return rows
    .filter((row) => row.nodeName === 'TR')
    .map((row) =>
      elements(row)
        .map((cell) => inlineText(cell).replace(/\s+/g, ' ').trim())
        .join(' | '),
    );
}

function parse(html: string): DomDocument {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  );
}

/**
 * mammoth's HTML as sections at its headings (h1–h6, each heading's text the section's heading):
 * paragraphs separated by blank lines, lists as "- " lines, tables as " | " rows. Text before the
 * first heading has no heading.
 */
export function docxHtmlSections(html: string): Section[] {
  const document = parse(html);
  const sections: Section[] = [];
  let current: { heading: string | null; blocks: string[] } = { heading: null, blocks: [] };
  const walk = (parent: DomNode) => {
    for (const node of elements(parent)) {
      const name = node.nodeName;
      if (HEADING.test(name)) {
        sections.push({ heading: current.heading, text: current.blocks.join('\n\n') });
        current = { heading: (node.textContent ?? '').replace(/\s+/g, ' ').trim() || null, blocks: [] };
      } else if (name === 'UL' || name === 'OL') {
        current.blocks.push(listLines(node).join('\n'));
      } else if (name === 'TABLE') {
        current.blocks.push(tableLines(node).join('\n'));
      } else if (name === 'DIV' || name === 'BLOCKQUOTE') {
        walk(node);
      } else {
        current.blocks.push(inlineText(node));
      }
    }
  };
  if (document.body) walk(document.body);
  sections.push({ heading: current.heading, text: current.blocks.join('\n\n') });
  return sections;
}
