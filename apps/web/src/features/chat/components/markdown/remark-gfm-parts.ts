import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

/**
 * The parts of GitHub Flavored Markdown remark-gfm bundles, each with the text it cannot do without:
 * a part whose text a block lacks would find nothing in it, so the block is parsed without it. The
 * table part alone doubles the time to parse a block: it is tried at the start of every line.
 */
const PARTS = [
  // A pipe, or (a table of one column) an aligned delimiter row without one: `:--`, `--:`.
  { needs: /\||:-|-:/, syntax: gfmTable, tree: gfmTableFromMarkdown },
  { needs: /@|www\.|https?:\/\//i, syntax: gfmAutolinkLiteral, tree: gfmAutolinkLiteralFromMarkdown },
  { needs: /\[[ \txX]\]/, syntax: gfmTaskListItem, tree: gfmTaskListItemFromMarkdown },
  { needs: /~/, syntax: gfmStrikethrough, tree: gfmStrikethroughFromMarkdown },
  { needs: /\[\^/, syntax: gfmFootnote, tree: gfmFootnoteFromMarkdown },
] as const;

/** Which GFM parts `markdown` needs, as a key: one letter per part, `-` for a part it does without. */
export function gfmPartsKey(markdown: string): string {
  return PARTS.map((part, i) => (part.needs.test(markdown) ? String(i) : '-')).join('');
}

interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

/**
 * remark plugin: the GFM parts named by `key` (from gfmPartsKey), for parsing only (answers are
 * never written back to markdown, so remark-gfm's serializers are left out).
 */
export function remarkGfmParts(this: { data(): object }, key: string) {
  // unified types these fields through remark-parse's augmentation of its Data, not in scope here.
  const data = this.data() as ParserData;
  const syntax = (data.micromarkExtensions ??= []);
  const tree = (data.fromMarkdownExtensions ??= []);
  PARTS.forEach((part, i) => {
    if (key[i] === '-') return;
    syntax.push(part.syntax());
    tree.push(part.tree());
  });
}
