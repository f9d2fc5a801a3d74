import { splitSentences } from '../../../answer/extractive/text/sentences.js';
import type { Fact } from '../../../knowledge/factbook/facts.js';
import type { PackedPassage } from '../../evidence/evidence-pack.js';
import type { Passage } from '../../evidence/passages.js';
import type { Aspect, KeyField } from '../../understand/aspects.js';
import type { QuestionFrame } from '../../understand/frame.js';
import type { Place } from '../../../knowledge/places/gazetteer.js';

/** A typed fact of an asked place, as the report states it: with the pack number of its source. */
export interface PlaceFact {
  place: Place;
  /** Its catalogue field id ("legislature"). */
  field: string;
  /** Its text, as the knowledge layer read it from the profile. */
  value: string;
  /** The pack's number for its source: what a sentence stating it cites. */
  local: number;
  /**
   * What of its source the pack holds (its passages' text): a long prose value (a background) may
   * run past them, and a sentence the pack does not hold cannot be cited to it.
   */
  held: string;
}

/**
 * The typed facts of the frame's places that a pack holds: a fact is the pack's when one of its
 * passages is of the library document that states the fact and holds its paragraph. Facts come from
 * the knowledge layer, never from parsing the passages' text; a page about a place that is not the
 * library's own entry gives none (nothing says whose its labels would be).
 */
export function factsOf(passages: readonly PackedPassage[], frame: Pick<QuestionFrame, 'places' | 'facts'>) {
  const found: PlaceFact[] = [];
  const seen = new Set<string>();
  const held = new Map<number, string>();
  for (const { local, passage } of passages) held.set(local, `${held.get(local) ?? ''}\n\n${passage.text}`);
  for (const { local, passage } of passages) {
    if (passage.libraryId === undefined) continue;
    for (const fact of frame.facts) {
      if (!holdsFact(passage, fact)) continue;
      const place = frame.places.find((p) => p.code === fact.place);
      const key = `${local}|${fact.place}|${fact.field}`;
      if (!place || seen.has(key)) continue;
      seen.add(key);
      found.push({ place, field: fact.field, value: fact.text, local, held: held.get(local) ?? '' });
    }
  }
  return found;
}

/** Whether a passage is of the document that states a fact, and holds the paragraph that states it. */
export function holdsFact(passage: Pick<Passage, 'libraryId' | 'text'>, fact: Fact): boolean {
  if (passage.libraryId !== fact.source.id) return false;
  const line = `${fact.source.line}: `;
  return passage.text.startsWith(line) || passage.text.includes(`\n${line}`);
}

/** The place's fact for a key field, if the evidence has it. */
export function keyFact(facts: readonly PlaceFact[], place: Place, field: KeyField): PlaceFact | undefined {
  return facts.find((f) => f.place === place && f.field === field.id);
}

/** The prose of an aspect for a place ("Background", "Economic overview"), as sentences. */
export function proseOf(facts: readonly PlaceFact[], place: Place, aspect: Aspect) {
  const fact = aspect.prose ? facts.find((f) => f.place === place && f.field === aspect.prose) : undefined;
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
    // "2024: Mahamat Idriss DÉBY elected president" is an election's year heading its words.
    !/^(?:19|20)\d\d(?:\/\d+)?:/u.test(item) &&
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
  /^(?:products|goods|equipment|materials|parts|components|supplies|items|manufactures|ores?|oils?|metals|minerals|fuels|elements|stones|deposits|land|power|potential|processing|production|manufacturing|assembly|refining|mining|repair|building|services|industry|industries|forces?|dialects|activity|activities|pollution|degradation|erosion|contamination|depletion|loss|shortages|management|disposal)$/u;

/**
 * The items of a list value, comparable across places: "Kikuyu 22%, Luhya 14%; coffee, tea (2012)" →
 * ["kikuyu", "luhya", "coffee", "tea"]. An item is named by its last word, so "many dormant and some
 * active volcanoes" and "active volcanoes" meet; or by its last two when the last is an empty head
 * ("iron ore", "air force"). Undefined for a value that is not a list.
 */
export function listItems(value: string): string[] | undefined {
  if (/^\W?\d/u.test(value.trim())) return undefined;
  const items = withoutSeriesAdjectives(listParts(value))
    .filter((item) => item.split(' ').length <= MAX_ITEM_WORDS && !/^(?:other|note|est)\b/u.test(item))
    .map(itemName)
    .filter((name): name is string => name !== undefined);
  return items.length >= 1 ? [...new Set(items)] : undefined;
}

/** A word of the kind that qualifies a noun: "industrial", "municipal", "volcanic", "dangerous". */
const ADJECTIVE = /^\p{L}+(?:al|ic|ous|ive|ary)$/u;

/**
 * "industrial, municipal, and agricultural pollution": the commas split one thing into parts, and
 * the lone adjectives before "and …" qualify its noun; they are no items of their own.
 */
function withoutSeriesAdjectives(parts: readonly string[]): string[] {
  const modifier = (i: number): boolean => {
    if (!ADJECTIVE.test(parts[i] ?? '')) return false;
    const next = parts[i + 1] ?? '';
    return /^(?:and|or)\s/u.test(next) || modifier(i + 1);
  };
  return parts.filter((_, i) => !modifier(i));
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
  // "unspecified 9.4%", "none 6.1%": a share of answers that name nothing.
  if (
    /^(?:areas?|other|note|percent|year|years|since|total|unspecified|none|unknown)$/u.test(last) ||
    HOW_OFTEN.test(last)
  )
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
