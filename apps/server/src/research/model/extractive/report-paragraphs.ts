import { citeSentence } from '../../../answer/extractive/compose.js';
import { leansOnBefore } from '../../../answer/extractive/openers.js';
import type { RankedUnit } from '../../../answer/extractive/rank.js';
import type { SentenceUnit } from '../../../answer/extractive/units.js';

const SENTENCES_PER_PARAGRAPH = 3;

/** A lead must state something: not lean on a sentence before it, not be a label or a fragment. */
export function statesSomething(text: string): boolean {
  return (
    /^[\p{Lu}\p{N}"“]/u.test(text) &&
    !leansOnBefore(text) &&
    /[.!?]["”’)]?$/u.test(text) &&
    text.split(/\s+/).length >= 6
  );
}

/** "Current environmental issues: …": a data field's label, which says nothing of whose field it is. */
const FIELD_LABEL = /^\p{Lu}[^:.;!?]{2,60}:\s/u;

/**
 * A sentence as it reads in the report. A labelled field taken out of its entry ("Current
 * environmental issues: deforestation") is named after its entry's subject when the part mixes
 * sources ("Laos — current environmental issues: deforestation"), or the reader cannot tell whose.
 */
function inContext(text: string, subject: string | undefined): string {
  if (!subject || !FIELD_LABEL.test(text)) return text;
  return `${subject} — ${text.charAt(0).toLocaleLowerCase('en')}${text.slice(1)}`;
}

/**
 * Each list item's introduction: the sentence before the list that ends in a colon ("The deadliest
 * hazards are faster:"). Items read as fragments without it ("Lahars, mudflows of volcanic debris."),
 * and it says nothing without them.
 */
export function listIntroductions(units: readonly SentenceUnit[]): Map<SentenceUnit, SentenceUnit> {
  const intros = new Map<SentenceUnit, SentenceUnit>();
  let intro: SentenceUnit | undefined;
  for (const unit of units) {
    if (unit.item === undefined) intro = unit.text.endsWith(':') ? unit : undefined;
    else if (intro && intro.source === unit.source) intros.set(unit, intro);
  }
  return intros;
}

/**
 * The chosen sentences with their lists made whole: an item brings its introduction and its own
 * first sentence (which names it: "Subduction zones … carry water down", before "The water helps
 * the mantle melt"), and an introduction none of whose items was chosen is left out.
 */
function withListIntros(
  picked: readonly RankedUnit[],
  all: readonly SentenceUnit[],
  intros: ReadonlyMap<SentenceUnit, SentenceUnit>,
  claim: (unit: SentenceUnit) => boolean,
) {
  const firstOfItem = (u: SentenceUnit) =>
    u.item === undefined ? undefined : all.find((o) => o.source === u.source && o.item === u.item);
  const pickedUnits = new Set(picked.map((r) => r.unit));
  const itemStarts = [...new Set(picked.flatMap((r) => firstOfItem(r.unit) ?? []))].filter(
    (u) => !pickedUnits.has(u) && claim(u),
  );
  const chosen = [...picked, ...itemStarts.map((unit) => ({ unit, score: 0 }))];
  const units = new Set(chosen.map((r) => r.unit));
  // An introduction brought along is claimed (`claim` is false when an earlier part said it: it is
  // not said again, and its items stand as a list alone).
  const introduced = new Set(
    [...units].flatMap((u) => intros.get(u) ?? []).filter((u) => units.has(u) || claim(u)),
  );
  const added = [...introduced].filter((u) => !units.has(u)).map((unit) => ({ unit, score: 0 }));
  const opensList = (u: SentenceUnit) => [...intros.values()].includes(u);
  return [...chosen, ...added].filter((r) => !opensList(r.unit) || introduced.has(r.unit));
}

/** One paragraph: sentences, or a list (under its introduction when that was chosen too). */
interface Block {
  sentences: RankedUnit[];
  items?: RankedUnit[][];
  /** The list's introduction, which identifies the list (said or not). */
  list?: SentenceUnit;
}

/**
 * Paragraphs of the chosen sentences as their sources have them: sources in the order of their best
 * sentence, each source's sentences in document order, so an explanation keeps its steps; a sentence
 * that states something opens. A list stays a list under its introduction.
 */
export function reportParagraphs(
  chosen: readonly RankedUnit[],
  units: readonly SentenceUnit[],
  subjects: ReadonlyMap<number, string | undefined>,
  claim: (unit: SentenceUnit) => boolean = () => true,
): string[] {
  const intros = listIntroductions(units);
  const whole = withListIntros(chosen, units, intros, claim);
  const sourceRank = new Map<number, number>();
  for (const r of whole) if (!sourceRank.has(r.unit.source)) sourceRank.set(r.unit.source, sourceRank.size);
  const inOrder = [...whole].sort(
    (a, b) =>
      (sourceRank.get(a.unit.source) ?? 0) - (sourceRank.get(b.unit.source) ?? 0) ||
      a.unit.position - b.unit.position,
  );
  const leadIndex = inOrder.findIndex((r) => r.unit.item === undefined && statesSomething(r.unit.text));
  if (leadIndex > 0) inOrder.unshift(...inOrder.splice(leadIndex, 1));

  const opensList = new Set(intros.values());
  const blocks: Block[] = [];
  for (const r of inOrder) {
    const current = blocks.at(-1);
    const list = intros.get(r.unit);
    if (list) {
      // An item: into its list's block, with the item's other sentences ("They buried Pompeii …").
      const lastItem = current?.list === list ? current.items?.at(-1) : undefined;
      if (lastItem && lastItem[0]?.unit.item === r.unit.item) lastItem.push(r);
      else if (current?.list === list) current.items?.push([r]);
      else blocks.push({ sentences: [], items: [[r]], list });
      continue;
    }
    if (opensList.has(r.unit)) {
      const joins =
        current !== undefined && !current.items && current.sentences.length < SENTENCES_PER_PARAGRAPH;
      if (joins) Object.assign(current, { items: [], list: r.unit }).sentences.push(r);
      else blocks.push({ sentences: [r], items: [], list: r.unit });
      continue;
    }
    // A paragraph holds about three sentences, and never opens with one that leans on the sentence
    // before it ("This means …"): that one stays with the paragraph before.
    const full =
      current !== undefined &&
      (current.items !== undefined || current.sentences.length >= SENTENCES_PER_PARAGRAPH);
    if (!current || (full && !leansOnBefore(r.unit.text))) blocks.push({ sentences: [r] });
    else if (current.items?.length) current.items.at(-1)?.push(r);
    else current.sentences.push(r);
  }
  const cite = (r: RankedUnit) =>
    citeSentence(inContext(r.unit.text, subjects.get(r.unit.source)), r.unit.source);
  return blocks.map(({ sentences, items }) => {
    const prose = sentences.map(cite).join(' ');
    if (!items?.length) return prose;
    const list = items.map((item) => `- ${item.map(cite).join(' ')}`).join('\n');
    // "… are faster [1]." → "… are faster [1]:" over its items.
    return prose ? `${prose.replace(/\.$/u, ':')}\n\n${list}` : list;
  });
}
