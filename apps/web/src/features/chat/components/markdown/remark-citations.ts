import type { Link, Nodes, PhrasingContent, Root } from 'mdast';
import type { Source, UnverifiedCitation } from '@pardus/protocol';

/** A citation marker: `[3]`, or `[1, 2]` (one chip per number). */
const CITATION = /\[\s*(\d{1,3}(?:\s*,\s*\d{1,3})*)\s*\]/g;
/** Nodes whose text must stay literal (code, math) or that are links already. */
const SKIP = new Set([
  'code',
  'inlineCode',
  'math',
  'inlineMath',
  'link',
  'linkReference',
  'definition',
  'html',
]);
/** Nodes whose text is not part of a sentence the server checked (it leaves code and math out too). */
const NOT_PROSE = new Set(['code', 'inlineCode', 'math', 'inlineMath', 'definition', 'html']);
/** Nodes that hold the sentences of one block: the server checks sentences within such a block. */
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

/** Class on citation links so the link renderer can draw them as small chips. */
export const CITATION_CLASS = 'citation';
/** hast property (rendered as `data-unverified`) on a chip whose citation the server could not verify. */
export const UNVERIFIED_PROPERTY = 'dataUnverified';
/** hast property with the chip's source number, which its preview shows. */
export const NUMBER_PROPERTY = 'dataCitation';

interface Context {
  sources: readonly Source[];
  unverified: readonly UnverifiedCitation[];
}

/** For one marker of a block: whether a chip there for source n is unverified. */
interface BlockMarks {
  isUnverified: (n: number) => boolean;
}

/** Letters and digits only, lower-cased: the server's plain-text sentence and the rendered text meet here. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}

function citationLink(n: number, source: Source, unverified: boolean): Link {
  const mark = unverified ? { [UNVERIFIED_PROPERTY]: 'true' } : {};
  return {
    type: 'link',
    url: source.url,
    children: [{ type: 'text', value: String(n) }],
    data: { hProperties: { className: [CITATION_CLASS], [NUMBER_PROPERTY]: String(n), ...mark } },
  };
}

function numbersOf(marker: string): number[] {
  return marker.split(',').map((part) => Number(part.trim()));
}

/** The block's normalised prose (markers left out) and the offset of each marker in it, in document order. */
function collect(node: Nodes, acc: { text: string; offsets: number[] }, inLink: boolean): void {
  if (NOT_PROSE.has(node.type)) return;
  if (node.type === 'text') {
    let last = 0;
    for (const match of node.value.matchAll(CITATION)) {
      acc.text += normalise(node.value.slice(last, match.index));
      if (!inLink) acc.offsets.push(acc.text.length);
      last = match.index + match[0].length;
    }
    acc.text += normalise(node.value.slice(last));
    return;
  }
  if ('children' in node)
    for (const child of node.children) collect(child, acc, inLink || SKIP.has(node.type));
}

/**
 * Marks for the markers of `block`, consumed in document order: a chip for source n is unverified when the
 * server listed n with a sentence of this block that the marker ends or sits inside.
 */
function blockMarks(block: Nodes, unverified: readonly UnverifiedCitation[]): () => BlockMarks {
  const acc = { text: '', offsets: [] as number[] };
  collect(block, acc, false);
  let index = 0;
  return () => {
    const offset = acc.offsets[index] ?? -1;
    index += 1;
    return {
      isUnverified: (n) =>
        unverified.some((u) => {
          if (u.n !== n) return false;
          const sentence = normalise(u.sentence);
          if (sentence === '') return false;
          for (let at = acc.text.indexOf(sentence); at >= 0; at = acc.text.indexOf(sentence, at + 1)) {
            if (at < offset && offset <= at + sentence.length) return true;
          }
          return false;
        }),
    };
  };
}

const NO_MARKS = (): BlockMarks => ({ isUnverified: () => false });

/** Splits one text value into text and citation links for the markers whose numbers all have a source. */
function splitText(value: string, ctx: Context, nextMarks: () => BlockMarks): PhrasingContent[] | null {
  const parts: PhrasingContent[] = [];
  let last = 0;
  for (const match of value.matchAll(CITATION)) {
    const marks = nextMarks();
    const numbers = numbersOf(match[1] ?? '');
    const sources = numbers.map((n) => (n >= 1 ? ctx.sources[n - 1] : undefined));
    if (sources.some((source) => !source)) continue;
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) });
    numbers.forEach((n, i) => {
      const source = sources[i];
      if (source) parts.push(citationLink(n, source, marks.isUnverified(n)));
    });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

function transform(node: Nodes, ctx: Context, marks: () => BlockMarks): void {
  if (!('children' in node) || SKIP.has(node.type)) return;
  const nextMarks =
    BLOCKS.has(node.type) && ctx.unverified.length > 0 ? blockMarks(node, ctx.unverified) : marks;
  const children: Nodes[] = [];
  for (const child of node.children) {
    const replaced = child.type === 'text' ? splitText(child.value, ctx, nextMarks) : null;
    if (replaced) children.push(...replaced);
    else {
      transform(child, ctx, nextMarks);
      children.push(child);
    }
  }
  // The rebuilt list only swaps text nodes for phrasing nodes in the same parent, so its type holds.
  Object.assign(node, { children });
}

/**
 * Remark plugin: citation markers `[n]` (and `[n, m]`) become links to source n (1-based) when every number
 * has a source; markers without a source, and markers in code or math, stay plain text. A chip whose number
 * and sentence the server listed as unverified carries `data-unverified`.
 */
export function remarkCitations(options: {
  sources: readonly Source[];
  unverified?: readonly UnverifiedCitation[];
}) {
  const ctx: Context = { sources: options.sources, unverified: options.unverified ?? [] };
  return (tree: Root) => {
    if (ctx.sources.length > 0) transform(tree, ctx, NO_MARKS);
  };
}
