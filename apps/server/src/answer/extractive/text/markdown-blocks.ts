import { labelledField } from '../../../knowledge/factbook/paragraphs.js';
import { cleanInline } from './inline-markdown.js';

/** A run of prose from a source: a paragraph or a list item, with the heading it sits under. */
export interface ProseBlock {
  text: string;
  heading: string;
  /**
   * The headings above that one, below the page's title: "The main processes" over "Condensation".
   * A subsection is about its parent's subject too, in words it need not repeat ('' when none).
   */
  within: string;
  /** Of a list item's blocks: the item's number in its source (every block of one item shares it). */
  item?: number;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/u;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/u;
const SETEXT_UNDERLINE = /^\s{0,3}(?:=+|-+)\s*$/u;
const RULE = /^\s{0,3}(?:[-*_]\s*){3,}$/u;
const LIST_ITEM = /^\s*(?:[-*+•◦▪]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+/iu;
const TABLE_ROW = /^\s*\|.*\|\s*$|^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/u;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s+\S+/u;
const INDENTED_CODE = /^(?: {4}|\t)/u;
/** A paragraph's bold lead-in: "**Gravitational waves.** When two…", "**Note:** …". */
const BOLD_LEAD_IN = /^\s*(?:\*\*|__)([^*_\n]{2,60}?)[.:]?(?:\*\*|__)[.:]?\s/u;
/** The same lead-in once extraction dropped the bold: "Gravitational waves. When two…" (a phrase, not a sentence). */
const PLAIN_LEAD_IN = /^\s*(\p{Lu}[\p{L}\p{N}'’ -]{1,40}?)[.:]\s+\p{Lu}/u;
const NOT_A_PHRASE = /\b(?:is|are|was|were|be|been|has|have|had|it|this|they|he|she|we|i|you|there)\b/iu;

/**
 * A paragraph opened by its lead-in, joined to what follows: "Gravitational waves: When two black
 * holes merge…". Read apart, the lead-in would be a sentence that states nothing ("Gravitational
 * waves.") and the next one would lose what it is about ("such waves"). A lead-in the sentence
 * repeats ("Paris. Paris is…") is left as written.
 */
function withLeadIn(text: string, lead: string): string {
  if (!text.startsWith(lead)) return text;
  const rest = /^[.:]\s+(.*)$/su.exec(text.slice(lead.length))?.[1];
  if (rest === undefined || rest.toLowerCase().startsWith(lead.toLowerCase())) return text;
  return `${lead}: ${rest}`;
}

function plainLeadIn(line: string): string | undefined {
  const phrase = PLAIN_LEAD_IN.exec(line)?.[1];
  if (!phrase || phrase.split(/\s+/u).length > 4 || NOT_A_PHRASE.test(phrase)) return undefined;
  return phrase;
}

/** A WordNet-style "sense" line: "n. 1. a member…", "(noun) a member…", "2: informal term…". */
const SENSE_PREFIX =
  /^\s*(?:(?:n|v|adj|adv|a|s|r)\.\s+)?(?:\d{1,2}[.:)]\s+)?(?:\((?:n|v|adj|adv|noun|verb|adjective|adverb)\.?\)\s*)?/iu;

/**
 * Splits a source's text (markdown, plain text, or dictionary/WordNet glosses) into prose blocks.
 * Code (fenced or indented), tables, rules, images and reference definitions are not prose and are dropped;
 * headings are remembered as context for the blocks under them; list markers and quote markers are removed.
 */
export function proseBlocks(text: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  const lines = text.replace(/\r\n?/gu, '\n').split('\n');
  // Without the bold, a lead-in reads like a short sentence ("Magma rises."): it is taken for one only
  // where several paragraphs open that way, as a list of them does.
  const plainLeadIns =
    lines.filter(
      (line, i) =>
        (i === 0 || !lines[i - 1]?.trim()) && plainLeadIn(line.replace(LIST_ITEM, '')) !== undefined,
    ).length >= 2;
  let heading = '';
  /** The markdown headings open at this point, by level (index 0 = "#", the page's title). */
  let open: (string | undefined)[] = [];
  let paragraph: string[] = [];
  let listItem = false;
  let items = 0;
  const within = () =>
    open
      .slice(1, -1)
      .filter((title) => title !== undefined)
      .join(' — ');
  let fence: string | null = null;

  const flush = (): void => {
    // Text extracted from a page keeps a heading only as a line of its own ("How volcanoes form").
    if (paragraph.length === 1 && !listItem && isPlainHeading(paragraph[0] ?? '')) {
      heading = cleanInline(paragraph[0] ?? '');
      paragraph = [];
      return;
    }
    const item = listItem ? ++items : undefined;
    listItem = false;
    // "- **Gravitational waves.** When two black holes merge…": the bold lead-in names the topic of
    // its paragraph, as a heading would ("such waves" in the next sentence are gravitational waves).
    const leadIn =
      BOLD_LEAD_IN.exec(paragraph[0] ?? '')?.[1] ??
      (plainLeadIns ? plainLeadIn(paragraph[0] ?? '') : undefined);
    const lead = leadIn ? cleanInline(leadIn) : undefined;
    const topic = lead ? (heading ? `${heading}: ${lead}` : lead) : heading;
    lineGroups(paragraph).forEach((group, i) => {
      const cleaned = cleanInline(group);
      const text = i === 0 && lead ? withLeadIn(cleaned, lead) : cleaned;
      if (text.length > 0)
        blocks.push({ text, heading: topic, within: within(), ...(item !== undefined ? { item } : {}) });
    });
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    const fenceMatch = FENCE.exec(raw);
    if (fence !== null) {
      if (fenceMatch?.[1]?.startsWith(fence)) fence = null;
      continue;
    }
    if (fenceMatch?.[1] !== undefined) {
      flush();
      fence = fenceMatch[1];
      continue;
    }
    const line = raw.replace(/^\s{0,3}(?:>\s?)+/u, '');
    if (line.trim() === '' || RULE.test(line) || TABLE_ROW.test(line) || REFERENCE_DEFINITION.test(line)) {
      flush();
      continue;
    }
    if (paragraph.length === 0 && INDENTED_CODE.test(raw) && !LIST_ITEM.test(raw)) continue;
    const headingMatch = HEADING.exec(line);
    const next = lines[i + 1] ?? '';
    if (headingMatch || (paragraph.length === 0 && next.trim() !== '' && SETEXT_UNDERLINE.test(next))) {
      flush();
      heading = cleanInline(headingMatch?.[1] ?? line);
      const level = headingMatch ? (/#+/u.exec(line)?.[0].length ?? 1) : next.trim().startsWith('=') ? 1 : 2;
      open = open.slice(0, level - 1);
      open[level - 1] = heading; // where a level was skipped ("#" then "###"), the gap stays empty
      if (!headingMatch) i += 1;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      flush();
      listItem = true;
      paragraph.push(line.replace(LIST_ITEM, ''));
      continue;
    }
    paragraph.push(paragraph.length === 0 ? line.replace(SENSE_PREFIX, '') : line);
  }
  flush();
  return withLabelHeadings(blocks);
}

/**
 * "Variations: C3, C4 and CAM plants" on a line of its own, followed by prose, is a heading whose
 * words happen to hold a colon (extraction dropped its "##"). Told apart from a data field ("Capital
 * — name: Nairobi") by what follows: prose that ends its sentences, not another field.
 */
function withLabelHeadings(blocks: ProseBlock[]): ProseBlock[] {
  const out: ProseBlock[] = [];
  let relabel: { from: string; to: string } | undefined;
  blocks.forEach((block, i) => {
    const next = blocks[i + 1];
    const isLabelHeading =
      labelledField(block.text) !== undefined &&
      !/[.!?…"”')\]]$/u.test(block.text) &&
      block.text.split(/\s+/u).length <= 8 &&
      next !== undefined &&
      next.heading === block.heading &&
      labelledField(next.text) === undefined &&
      /[.!?]["”’)]?$/u.test(next.text) &&
      next.text.length > 80;
    if (isLabelHeading) {
      relabel = { from: block.heading, to: block.text };
      return;
    }
    if (relabel && block.heading !== relabel.from) relabel = undefined;
    out.push(relabel ? { ...block, heading: relabel.to } : block);
  });
  return out;
}

/**
 * A heading that plain-text extraction left as a paragraph of its own ("The fall of the West"): one
 * short line, capitalised, with no end punctuation and no "label: value" colon. It names a topic.
 */
export function isPlainHeading(line: string): boolean {
  const text = line.trim();
  return (
    /^[\p{Lu}\p{N}]/u.test(text) &&
    !/[.!?…:;,"”’')\]]$/u.test(text) &&
    !text.includes(': ') &&
    text.split(/\s+/u).length <= 12 &&
    text.length <= 100
  );
}

/**
 * Joins hard-wrapped lines back into prose, but keeps lines apart where a line plainly ended a unit of its
 * own: after a semicolon, colon or closing quote (dictionary glosses, one per line), or after a short line
 * (a label such as "dog (noun)").
 */
function lineGroups(lines: string[]): string[] {
  const groups: string[] = [];
  let current = '';
  for (const line of lines) {
    const trimmed = line.trim();
    current = current === '' ? trimmed : `${current} ${trimmed}`;
    if (/[;:"”]$/u.test(trimmed) || (trimmed.length < 40 && !/[,\-–—(]$/u.test(trimmed))) {
      groups.push(current);
      current = '';
    }
  }
  if (current !== '') groups.push(current);
  return groups;
}
