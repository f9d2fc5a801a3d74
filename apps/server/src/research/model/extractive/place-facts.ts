import { splitSentences } from '../../../answer/extractive/text/sentences.js';
import type { PackedPassage } from '../../evidence/evidence-pack.js';
import type { Aspect, KeyField } from '../../understand/aspects.js';
import type { Place } from '../../../knowledge/places/gazetteer.js';

/** One labelled fact of a place's reference entry ("Legislative branch — description: …"). */
export interface PlaceFact {
  place: Place;
  label: string;
  value: string;
  /** The pack's number for its source: what a sentence stating it cites. */
  local: number;
}

/** "Label: value" — a labelled field as the library (and most infoboxes) write it. */
const LABELLED = /^(\p{Lu}[^:\n]{1,90}):\s+(\S[\s\S]*)$/u;

/**
 * The labelled facts of a pack, each with the place its source is about (an entry titled "Norway —
 * Government" is Norway's). Passages of pages about no single asked place give none: their labels
 * would not say whose they are.
 */
export function factsOf(passages: readonly PackedPassage[], places: readonly Place[]) {
  const facts: PlaceFact[] = [];
  for (const { local, passage } of passages) {
    const owners = places.filter((p) => isEntryOf(passage.sourceTitle ?? '', p));
    const place = owners.length === 1 ? owners[0] : undefined;
    if (!place) continue;
    for (const paragraph of passage.text.split(/\n{2,}/u)) {
      const match = LABELLED.exec(paragraph.trim());
      if (match?.[1] && match[2])
        facts.push({ place, label: match[1].trim(), value: match[2].trim(), local });
    }
  }
  return facts;
}

/**
 * Whether a source is the place's own: an entry titled "France — Government" names it before the dash
 * ("French Southern and Antarctic Lands — Government" is not France's); another title names it.
 */
function isEntryOf(title: string, place: Place): boolean {
  const lead = /^(.+?)\s[—–]\s/u.exec(title)?.[1];
  if (lead === undefined) return namesPlace(title, place);
  const name = lead.replace(/^the\s+/iu, '').toLowerCase();
  return [place.name, ...place.aliases].some((n) => n.toLowerCase() === name);
}

/** The place's fact for a key field, if the evidence has it. */
export function keyFact(facts: readonly PlaceFact[], place: Place, field: KeyField): PlaceFact | undefined {
  return facts.find((f) => f.place === place && field.label.test(f.label));
}

/** The prose of an aspect for a place ("Background", "Economy - overview"), as sentences. */
export function proseOf(facts: readonly PlaceFact[], place: Place, aspect: Aspect) {
  const fact = aspect.prose ? facts.find((f) => f.place === place && aspect.prose!.test(f.label)) : undefined;
  return fact ? { fact, sentences: splitSentences(fact.value) } : undefined;
}

/**
 * A value short enough for a table cell or a summary: its first item (the latest figure: "$69,300
 * (2015 est.)"), a parenthesis cut at its first clause ("(169 seats; members …)" → "(169 seats)"),
 * at most `max` characters, cut at a word.
 */
export function shortValue(value: string, max = 90): string {
  const items = topLevelItems(value);
  // A figure's first item is its latest year; a list ("deforestation; air pollution") keeps what fits.
  const first = items[0] ?? '';
  let kept = first;
  if (!/\(\d{4}/u.test(first) && !isFigure(first))
    for (const item of items.slice(1)) {
      if (kept.length + item.length + 2 > max) break;
      kept = `${kept}; ${item}`;
    }
  // "181,562,056; note - … (July 2015 est.)": a figure keeps the year its note ends with.
  const year = /\([^()]*\b(?:1[89]|20)\d\d\b[^()]*\)\s*$/u.exec(value)?.[0].trim();
  if (isFigure(kept) && !/\b(?:1[89]|20)\d\d\b/u.test(kept) && year) return `${cut(kept, max)} ${year}`;
  return cut(kept, max);
}

/** "181,562,056", "$445.2 billion", "43.9% of total installed capacity": an amount, not a list or a sentence. */
function isFigure(item: string): boolean {
  return (
    /^\W?\d/u.test(item) &&
    item
      .replace(/\([^)]*\)/gu, '')
      .trim()
      .split(/\s+/u).length <= 6
  );
}

/** The items of a value separated by top-level "; ", each with a parenthesis cut at its first clause. */
function topLevelItems(value: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i]!;
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ';') {
      if (depth === 0) {
        items.push(out.trim());
        out = '';
        continue;
      }
      // Inside a parenthesis: keep its first clause and close it.
      const close = value.indexOf(')', i);
      out += ')';
      depth -= 1;
      i = close === -1 ? value.length : close;
      continue;
    }
    out += ch;
  }
  items.push(out.trim());
  return items.map((item) => item.replace(/\s+/gu, ' ').replace(/[,:]$/u, '')).filter(Boolean);
}

/**
 * Last words that name nothing alone: "petroleum products" and "wood products", "iron ore" and
 * "copper ore", "Air Force" and "Space Force", "air pollution" and "water pollution" are different
 * things. An item ending in one is named
 * by its last two words, and dropped when it has no other.
 */
const EMPTY_HEADS =
  /^(?:products|goods|equipment|materials|parts|components|supplies|items|manufactures|ores?|oils?|metals|minerals|fuels|elements|stones|deposits|land|power|potential|processing|production|manufacturing|assembly|refining|mining|repair|building|services|industry|industries|forces?|dialects|pollution|degradation|erosion|contamination|depletion|loss|shortages|management|disposal)$/u;

/**
 * The items of a list value, comparable across places: "Kikuyu 22%, Luhya 14%; coffee, tea (2012)" →
 * ["kikuyu", "luhya", "coffee", "tea"]. An item is named by its last word, so "many dormant and some
 * active volcanoes" and "active volcanoes" meet; or by its last two when the last is an empty head
 * ("iron ore", "air force"). Undefined for a value that is not a list.
 */
export function listItems(value: string): string[] | undefined {
  if (/^\W?\d/u.test(value.trim())) return undefined;
  const items = listParts(value)
    .filter((item) => item.split(' ').length <= MAX_ITEM_WORDS && !/^(?:other|note|est)\b/u.test(item))
    .map(itemName)
    .filter((name): name is string => name !== undefined);
  return items.length >= 1 ? [...new Set(items)] : undefined;
}

/** Words an item of a list has at most; a longer part is a clause ("lies in the hurricane belt …"). */
const MAX_ITEM_WORDS = 7;

/** A list value's parts, lower-cased, without figures and asides: "Kikuyu 22% (2009)" → "kikuyu". */
function listParts(value: string): string[] {
  return value
    .replace(/\([^)]*\)/gu, ' ')
    .split(/[;,]/u)
    .map((part) =>
      part
        .replace(/-?\d[\d.,]*\s*%?/gu, ' ')
        .replace(/\s+/gu, ' ')
        .trim()
        .toLowerCase(),
    );
}

/**
 * The parts of a list value too long to be items, clauses that may name items in passing: "the
 * east coast is subject to hurricanes from August to November".
 */
export function listClauses(value: string): string[] {
  return listParts(value).filter((part) => part.split(' ').length > MAX_ITEM_WORDS);
}

/**
 * The parts of a list value short enough to be items that join two with "and" or "or": "occasional
 * flooding and earthquakes" is named by earthquakes (listItems), and names flooding too.
 */
export function listCoordinations(value: string): string[] {
  return listParts(value).filter(
    (part) => part.split(' ').length <= MAX_ITEM_WORDS && /\s(?:and|or)\s/u.test(part),
  );
}

/**
 * Words that say how often or how badly, never what: "frequent, but generally mild, earthquakes"
 * splits into "frequent" and "earthquakes"; "droughts are common" ends in one.
 */
const HOW_OFTEN =
  /^(?:frequent|infrequent|occasional|periodic|periodically|seasonal|recurring|recurrent|intermittent|sporadic|common|rare|severe|mild|heavy|strong|violent|extreme|major|minor|significant|widespread|extensive|destructive|damaging|active|susceptible|prone|vulnerable|subject|possible|likely)$/u;

/** An item's name (see listItems), or undefined when it names nothing to compare. */
function itemName(item: string): string | undefined {
  const words = withoutHowOftenPredicate(withoutPlaceOrTime(item).split(' '));
  const last = words.at(-1) ?? '';
  if (!/^\p{L}{4,}$/u.test(last) && !EMPTY_HEADS.test(last)) return undefined;
  if (/^(?:areas?|other|note|percent|year|years|since|total)$/u.test(last) || HOW_OFTEN.test(last))
    return undefined;
  if (!EMPTY_HEADS.test(last)) return last;
  const modifier = words.at(-2);
  return modifier && /^\p{L}{2,}$/u.test(modifier) && !/^(?:and|or|other|of|related)$/u.test(modifier)
    ? `${modifier} ${last}`
    : undefined;
}

/**
 * An item without the phrase that says where, when or which of it: "numerous volcanoes in
 * mountains" names volcanoes, "forest fires in the Darien area" fires ("of" stays: "loss of habitat").
 */
function withoutPlaceOrTime(item: string): string {
  return item.replace(
    /\s(?:in|on|at|along|near|from|with|during|around|across|throughout|within|including|especially|mainly|mostly|particularly)\s.*$/u,
    '',
  );
}

/** Verbs that join an item to what is said of how often: "droughts are common", "flooding remains frequent". */
const LINKING = /^(?:is|are|was|were|remains?|becomes?)$/u;

/** "droughts are common" → "droughts": an item said to be frequent is named by its subject. */
function withoutHowOftenPredicate(words: string[]): string[] {
  const verb = words.findIndex((word) => LINKING.test(word));
  if (verb < 1) return words;
  const rest = words
    .slice(verb + 1)
    .filter((word) => !/^(?:very|quite|fairly|relatively|also|still|most)$/u.test(word));
  return rest.length > 0 && rest.every((word) => HOW_OFTEN.test(word)) ? words.slice(0, verb) : words;
}

/** At most `max` characters, cut at a word, an open parenthesis closed. */
function cut(out: string, max: number): string {
  if (out.length <= max) return out;
  const head = out.slice(0, max).replace(/\s+\S*$/u, '');
  // An open parenthesis left by the cut is closed so the cell reads as a phrase.
  const open = (head.match(/\(/gu) ?? []).length - (head.match(/\)/gu) ?? []).length;
  return `${head.replace(/[,;:(]$/u, '').trimEnd()}…${')'.repeat(Math.max(0, open))}`;
}

/** Whether a sentence names the place (by its name or another of its names). */
export function namesPlace(sentence: string, place: Place): boolean {
  let matcher = matchers.get(place);
  if (!matcher) {
    const names = [place.name, ...place.aliases].map((n) => n.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
    matcher = new RegExp(`(?<![\\p{L}])(?:${names.join('|')})(?![\\p{L}])`, 'iu');
    matchers.set(place, matcher);
  }
  return matcher.test(sentence);
}

/** One matcher per place, made on first use (every fact of a report asks). */
const matchers = new WeakMap<Place, RegExp>();
