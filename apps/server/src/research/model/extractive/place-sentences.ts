import { findField, superlativeOf, verbFor } from '../../../knowledge/factbook/catalogue.js';
import { borderLength, borderWith } from '../../../knowledge/factbook/borders.js';
import {
  figureOf as factbookFigure,
  seriesOf,
  seriesPhrase,
  type Figure,
} from '../../../knowledge/factbook/values.js';
import nlp from 'compromise';
import { ratioPhrase } from '../../../text/ratio.js';
import { capitalise } from '../../../text/capitalise.js';
import type { KeyField } from '../../understand/aspects.js';
import { isWater, type Place } from '../../../knowledge/places/gazetteer.js';
import { listClauses, listCoordinations, listItems, shortValue, type PlaceFact } from './place-facts.js';
import { displayName, opensWithItsPlace, possessive } from '../../../knowledge/places/place-names.js';

/** `[n]` of a fact: the number its writer was given for the source. */
export const cite = (fact: PlaceFact) => ` [${fact.local}]`;

/** "a republic", "an absolute monarchy"; a value with its own article keeps it ("a parliamentary democracy, a federation…"). */
const withArticle = (phrase: string, written = phrase) =>
  /^(?:a|an|the)\s/iu.test(phrase) ? written : `${/^[aeiou]/iu.test(phrase) ? 'an' : 'a'} ${written}`;

/**
 * How a date of independence follows its place: "became independent on 12 December 1963 (from the
 * UK)", "in 1492", "in ca. 965"; "is not independent (territory of the US)"; "has no official date
 * of independence: …"; anything else after "is independent:" ("oldest independent country in Africa").
 */
function independence(value: string): string {
  if (/^\d{1,2}\s+\p{Lu}\p{Ll}+\s+\d{3,4}\b/u.test(value)) return `became independent on ${value}`;
  if (/^(?:ca\.\s*)?\d{3,4}\b|^\p{Lu}\p{Ll}+\s+\d{3,4}\b/u.test(value))
    return `became independent in ${value}`;
  if (/^none\b/iu.test(value)) return `is not independent${value.slice(4)}`;
  if (/^no\s/iu.test(value)) return `has ${value}`;
  return `is independent: ${value}`;
}

/** The year a date of independence gives first ("1 July 1867 (…)" → 1867), if it starts with a date. */
function yearOf(value: string): number | undefined {
  const match = /^(?:ca\.\s*)?(?:\d{1,2}\s+)?(?:\p{Lu}\p{Ll}+\s+)?(\d{3,4})\b/u.exec(value);
  return match ? Number(match[1]) : undefined;
}

/**
 * A part of the world as a sentence names it: "the Middle East", "the Caribbean", but "Southeast
 * Asia", "Central America".
 */
export function regionInSentence(region: string): string {
  // A sea, gulf or ocean takes "the" ("the Caspian Sea"); a lake does not ("Lake Victoria").
  if (isWater(region) && !/^Lake\s/u.test(region)) return `the ${region}`;
  // A group named by its members takes "the": "the Baltic states", "the Nordic countries".
  if (/\b(?:states|countries|nations|islands)$/u.test(region)) return `the ${region}`;
  return /^(?:Middle East|Near East|Far East|Caribbean|Balkans|Baltics|Levant|Sahel|Maghreb|Horn of Africa|Persian Gulf|Arctic|Caucasus|Benelux|Iberian Peninsula)\b/u.test(
    region,
  )
    ? `the ${region}`
    : region;
}

export { verbFor };

/**
 * A "type" value that is a clause of its own ("the Antarctic Treaty and its follow-on agreements
 * govern the use of Antarctica"), not a kind of thing ("federal parliamentary republic"): it is
 * said as written, since "Antarctica is the Antarctic Treaty … govern …" is not a sentence. A
 * kind's last word read as a verb ("absolute monarchy or sultanate") makes no clause: a clause's
 * verb has what it does after it.
 */
function saysItself(field: KeyField, fact: PlaceFact, max: number): boolean {
  if (field.kind !== 'type') return false;
  const value = shortValue(fact.value, max);
  const beforeLast = value.replace(/\s*\S+\s*$/u, '');
  return beforeLast !== '' && nlp(value).verbs().length > 0 && nlp(beforeLast).verbs().length > 0;
}

/** "Norway is a constitutional monarchy [1]" or "Norway's legislature is unicameral … [1]" (no full stop). */
export function factClause(place: Place, field: KeyField, fact: PlaceFact, max = 90): string {
  if (saysItself(field, fact, max))
    return `In ${displayName(place)}, ${shortValue(fact.value, max)}${cite(fact)}`;
  // "Eritrea mandates military service for all citizens age 18-40" is said as written.
  if (opensWithItsPlace(place, fact.value)) return `${capitalise(shortValue(fact.value, max))}${cite(fact)}`;
  if (field.kind) return `${displayName(place, true)}${predicate(field, fact, max)}`;
  return `${capitalise(possessive(place))} ${field.noun}${predicate(field, fact, max)}`;
}

/** The same fact as the next clause about the same place: "its legislature is …". */
export function itsClause(field: KeyField, fact: PlaceFact, max = 90): string {
  if (saysItself(field, fact, max)) return `there, ${shortValue(fact.value, max)}${cite(fact)}`;
  if (opensWithItsPlace(fact.place, fact.value)) return `${shortValue(fact.value, max)}${cite(fact)}`;
  return field.kind ? `it${predicate(field, fact, max)}` : `its ${field.noun}${predicate(field, fact, max)}`;
}

/** What follows the subject: " is a constitutional monarchy [1]", " became independent in …", " are …". */
function predicate(field: KeyField, fact: PlaceFact, max: number): string {
  const value = shortValue(fact.value, max);
  if (field.kind === 'type') return ` is ${withArticle(value)}${cite(fact)}`;
  if (field.kind === 'date') return ` ${independence(value)}${cite(fact)}`;
  // A value that says it in its own words ("regional risks include landslides, …") lends its verb:
  // "Italy's natural hazards include landslides, …", not "… are regional risks include …".
  const includes = /^[\p{L} ]{0,40}?\binclude[s]?\s+(?=\p{L})/u.exec(value);
  if (includes) return ` include ${value.slice(includes[0].length)}${cite(fact)}`;
  const verb = verbFor(field.noun);
  // A list cut to its first items is not all of it: "Mongolia's environmental issues include …".
  const cutList = verb === 'are' && value !== shortValue(fact.value, Number.MAX_SAFE_INTEGER);
  return ` ${cutList ? 'include' : verb} ${rankedList(field, value)}${cite(fact)}`;
}

/**
 * Named things with their sizes as a sentence lists them: "Ozero Balkhash - 22,000 sq km; Ozero
 * Zaysan 1,800 sq km" → "Ozero Balkhash (22,000 sq km) and Ozero Zaysan (1,800 sq km)"; "Amazon
 * (shared with Peru) - 6,400 km" → "Amazon (6,400 km, shared with Peru)". Other values are left as
 * written.
 */
export function rankedList(field: KeyField, value: string): string {
  if (findField(field.id)?.kind !== 'ranked') return value;
  const items = value.split(/;\s*/u).map((item) => {
    const sized = /^(.+?)\s*(?:-\s*)?(\d[\d,.]*\s*(?:sq km|km|m))$/u.exec(item.trim());
    if (!sized) return item.trim();
    // "Amazon (shared with Peru)" → "Amazon (6,400 km, shared with Peru)": one bracket a name.
    const noted = /^(.+?)\s*\(([^()]+)\)$/u.exec(sized[1]!);
    return noted ? `${noted[1]} (${sized[2]}, ${noted[2]})` : `${sized[1]} (${sized[2]})`;
  });
  return listOf(items);
}

/**
 * Whether a value reads after "is" or "are": a figure ("0 km (landlocked)", "18 years of age") or a
 * plain list ("copper, lithium, foodstuffs"), not parts of its own ("previous 1848; latest 1999") nor
 * a name that would want its article ("Federal Supreme Court").
 */
function readsAfterVerb(field: KeyField, value: string): boolean {
  if (/;|\s-\s|:/u.test(value) || value.length > 160) return false;
  return /^[$\d]/u.test(value) || field.list === true || findField(field.id)?.kind === 'list';
}

/**
 * A fact stated in full in its section: "Norway's electoral system is proportional representation [1]."
 * when the value reads as one statement, else with its parts after a colon: "Norway's constitution:
 * previous 1814; latest …  [1]."
 */
export function factSentence(place: Place, field: KeyField, fact: PlaceFact): string {
  if (field.kind) return `${factClause(place, field, fact, 200)}.`;
  const value = shortValue(fact.value, 600);
  if (findField(field.id)?.kind === 'ranked' && !/:/u.test(value)) {
    return `${capitalise(possessive(place))} ${field.noun} ${verbFor(field.noun)} ${rankedList(field, value)}${cite(fact)}.`;
  }
  if (readsAfterVerb(field, value)) return `${factClause(place, field, fact, 600)}.`;
  return `${capitalise(possessive(place))} ${field.noun}: ${value}${cite(fact)}.`;
}

/**
 * A yearly series stated for each year, oldest first, for a question asked over the years: "Turkey's
 * inflation rate was 72.3% in 2022, 53.9% in 2023 and 58.5% in 2024 [1]."; undefined for a value
 * of one year.
 */
export function seriesSentence(place: Place, field: KeyField, fact: PlaceFact): string | undefined {
  const series = seriesOf(fact.value);
  if (!series) return undefined;
  const verb = verbFor(field.noun) === 'are' ? 'were' : 'was';
  return `${capitalise(possessive(place))} ${field.noun} ${verb} ${seriesPhrase(series)}${cite(fact)}.`;
}

/** "Norway", "Norway and Sweden", "Norway, Sweden and Finland". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** A value's comparable core: lower case, without figures' years and notes ("(2015 est.)"). */
const core = (value: string) =>
  shortValue(value, 200)
    .toLowerCase()
    .replace(/\([^)]*\)/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

/** The figure a (shortened) fact value opens with: the fact model's one reading of figures. */
export const figureOf = (value: string): Figure | undefined => factbookFigure(shortValue(value, 200));

/**
 * How much one amount exceeds another, computed, as a closing phrase: ", about twice as much", ", about
 * 3.4 times as much" from half again as much; nothing below that, for shares ("56.1%" against
 * "52.7%": a ratio of shares misleads) or amounts of opposite sign. It follows the last citation:
 * the ratio is the report's own arithmetic, not a source's words.
 */
export function howMuchHigher(top: number, bottom: number, percent = false): string {
  return percent ? '' : ratioPhrase(top, bottom);
}

/**
 * How two values of a field compare, as the catalogue words it: a coastline is longer, a GDP larger,
 * a rate higher. A field describing the place itself ("more populous") compares its value as a size:
 * "Senegal's total area … is larger than The Gambia's".
 */
function comparatives(field: KeyField): { more: string; less: string } {
  const spec = findField(field.id);
  if (!spec?.more || spec.ofPlace) return spec?.ofPlace ? { more: 'larger', less: 'smaller' } : HIGHER;
  return { more: spec.more, less: spec.less ?? HIGHER.less };
}

const HIGHER = { more: 'higher', less: 'lower' };

/**
 * The border two places share, from their border countries: "The Gambia and Senegal share a
 * border 749 km long [1] [2]." (cited to each list that names the other); undefined unless exactly
 * two places name each other with one stretch's length.
 */
export function sharedBorderSentence(
  facts: readonly { place: Place; fact: PlaceFact }[],
): string | undefined {
  if (facts.length !== 2) return undefined;
  const found = facts.flatMap(({ fact }, i) => {
    const item = borderWith(fact.value.split(/;\s*/u), facts[1 - i]!.place);
    const length = item === undefined ? undefined : borderLength(item);
    return length ? [{ fact, length }] : [];
  });
  const [first] = found;
  if (!first) return undefined;
  const note = first.length.note ? ` ${first.length.note}` : '';
  const names = facts.map((f) => displayName(f.place));
  return `${capitalise(listOf(names))} share a border ${first.length.length} long${note}${found.map((f) => cite(f.fact)).join('')}.`;
}

/**
 * One sentence comparing a fact across places, from the table's values: shared ("Norway and Sweden
 * share the same legal system: …"), ranked when all are figures of one unit ("Norway's GDP per capita
 * (PPP), $69,300 (2015 est.) [1], is higher than Sweden's, $47,900 (2015 est.) [2]") or set side by
 * side ("…, while …"). Undefined when fewer than two places state it.
 */
export function comparisonSentence(
  field: KeyField,
  facts: readonly { place: Place; fact: PlaceFact }[],
  rank = 0,
) {
  if (facts.length < 2) return undefined;
  if (field.id === 'borders') {
    const border = sharedBorderSentence(facts);
    if (border) return border;
  }
  const names = facts.map((f) => displayName(f.place));
  const cores = new Set(facts.map((f) => core(f.fact.value)));
  const value = (f: { fact: PlaceFact }) => `${shortValue(f.fact.value, 80)}${cite(f.fact)}`;
  if (cores.size === 1) {
    const first = facts[0]!;
    // "share the same share of the population with electricity" reads twice: "have the same share".
    const verb = /^shares?\b/u.test(field.noun) ? 'have' : 'share';
    return `${capitalise(listOf(names))} ${verb} the same ${field.noun}: ${shortValue(first.fact.value, 80)}${facts.map((f) => cite(f.fact)).join('')}.`;
  }
  const shared = sharedItemsSentence(field, facts, rank);
  if (shared || rank > 0) return shared;
  if (field.kind === 'date') return independenceSentence(facts);
  const figures = facts.map((f) => ({ ...f, figure: figureOf(f.fact.value) }));
  const units = new Set(figures.map((f) => f.figure?.unit));
  // Amounts in each place's own unit (a currency per dollar) are set side by side, never ranked.
  // Only amounts are ranked: "29 July 2018" or "2024: … elected president" open with a number but are no amount.
  const spec = findField(field.id);
  const ranks = !spec || (spec.kind === 'figure' && !spec.incomparable);
  if (figures.every((f) => f.figure) && units.size === 1 && ranks) {
    const sorted = [...figures].sort((a, b) => b.figure!.number - a.figure!.number);
    const [top, bottom] = [sorted[0]!, sorted.at(-1)!];
    if (top.figure!.number === bottom.figure!.number) return undefined;
    const { more, less } = comparatives(field);
    if (facts.length === 2)
      return `${capitalise(possessive(top.place))} ${field.noun}, ${value(top)}, ${verbFor(field.noun)} ${more} than ${possessive(bottom.place)}, ${value(bottom)}${howMuchHigher(top.figure!.number, bottom.figure!.number, top.figure!.unit === '%')}.`;
    // Of three, the one between is named too; of a region's many, the two ends say it.
    const between = sorted.length === 3 ? `, then ${possessive(sorted[1]!.place)}, ${value(sorted[1]!)}` : '';
    return `${capitalise(possessive(top.place))} ${field.noun} ${verbFor(field.noun)} the ${superlativeOf(more)}, ${value(top)}${between}, and ${possessive(bottom.place)} the ${superlativeOf(less)}, ${value(bottom)}.`;
  }
  if (facts.length === 2) {
    const [a, b] = [facts[0]!, facts[1]!];
    if (field.kind === 'type')
      return `${displayName(a.place, true)} is ${withArticle(shortValue(a.fact.value, 80), value(a))}, while ${displayName(b.place)} is ${withArticle(shortValue(b.fact.value, 80), value(b))}.`;
    const verb = verbFor(field.noun);
    return `${capitalise(possessive(a.place))} ${field.noun} ${verb} ${value(a)}, while ${possessive(b.place)} ${verb} ${value(b)}.`;
  }
  return undefined;
}

/**
 * Every place's value of a field in one sentence, when no comparison says more (people and names are
 * not ranked): "In the Netherlands, the head of government is Prime Minister Dick Schoof [1]; in
 * Belgium, Prime Minister Bart De Wever [3]; and in Luxembourg, Prime Minister Luc Frieden [4]."
 */
export function sideBySideSentence(
  field: KeyField,
  facts: readonly { place: Place; fact: PlaceFact }[],
): string | undefined {
  if (facts.length < 2) return undefined;
  const value = (f: { fact: PlaceFact }) => `${shortValue(f.fact.value, 80)}${cite(f.fact)}`;
  const [first, ...rest] = facts;
  const others = rest.map(
    (f, i) => `${i === rest.length - 1 ? 'and ' : ''}in ${displayName(f.place)}, ${value(f)}`,
  );
  return `In ${displayName(first!.place)}, the ${field.noun} ${verbFor(field.noun)} ${value(first!)}; ${others.join('; ')}.`;
}

/**
 * Dates of independence in time order, never as figures ranked "higher": "Portugal became
 * independent earlier, in 1143 (…) [3], than Spain, in 1492 [2]."; first and last of three or more;
 * side by side when a place has no date ("… , while Greenland is not independent (…) [2]").
 */
function independenceSentence(facts: readonly { place: Place; fact: PlaceFact }[]): string | undefined {
  const value = (f: { fact: PlaceFact }) => `${shortValue(f.fact.value, 80)}${cite(f.fact)}`;
  const dated = facts.map((f) => ({ ...f, year: yearOf(f.fact.value) }));
  if (dated.every((f) => f.year !== undefined)) {
    const sorted = [...dated].sort((a, b) => a.year! - b.year!);
    const [first, last] = [sorted[0]!, sorted.at(-1)!];
    if (first.year === last.year) return undefined;
    const when = (f: { fact: PlaceFact }) => independence(value(f)).replace(/^became independent /u, '');
    if (facts.length === 2)
      return `${displayName(first.place, true)} became independent earlier, ${when(first)}, than ${displayName(last.place)}, ${when(last)}.`;
    return `${displayName(first.place, true)} became independent first, ${when(first)}, and ${displayName(last.place)} last, ${when(last)}.`;
  }
  if (facts.length !== 2) return undefined;
  const [a, b] = [facts[0]!, facts[1]!];
  return `${displayName(a.place, true)} ${independence(value(a))}, while ${displayName(b.place)} ${independence(value(b))}.`;
}

/**
 * Items two or more places' lists have in common, the `rank`-th most shared group ("The natural
 * hazards of Japan and the Philippines both include volcanoes and tsunamis"); undefined when the
 * field is not a list or the values share nothing more.
 */
export function sharedItemsSentence(
  field: KeyField,
  stated: readonly { place: Place; fact: PlaceFact }[],
  rank = 0,
): string | undefined {
  if (!field.list) return undefined;
  const lists = withItemsNamedInPassing(stated.map((f) => ({ ...f, items: listItems(f.fact.value) ?? [] })));
  if (lists.filter((l) => l.items.length > 1).length < 2) return undefined;
  const counts = new Map<string, typeof lists>();
  for (const l of lists) for (const item of l.items) counts.set(item, [...(counts.get(item) ?? []), l]);
  // Items named by the same places form one group: "volcanoes and tsunamis".
  const groups = new Map<string, { having: typeof lists; items: string[] }>();
  for (const [item, having] of counts) {
    if (having.length < 2) continue;
    const key = having.map((h) => h.place.code).join(' ');
    const group = groups.get(key) ?? { having, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const group = [...groups.values()].sort((a, b) => b.having.length - a.having.length)[rank];
  if (!group) return undefined;
  const who = group.having.map((h) => displayName(h.place));
  const both = group.having.length === 2 ? 'both ' : 'all ';
  const items = group.items.slice(0, 3).map((item) =>
    asWritten(
      item,
      group.having.map((h) => h.fact.value),
    ),
  );
  // Few words of its own, so even one shared item is mostly the sources' words (the citation check).
  return `The ${field.noun} of ${listOf(who)} ${both}include ${listOf(items)}${group.having.map((h) => cite(h.fact)).join('')}.`;
}

/** The longest item (in words) a list can set a place apart with: longer ones are clauses, not items. */
const DISTINCT_ITEM_WORDS = 4;

/**
 * What sets places' lists apart, for up to three places: the items only that place's list names
 * ("Among them, only Haiti's natural hazards include earthquakes[3]; only Cuba's, tsunamis[1].");
 * undefined when the field is not a list or no place names an item of its own.
 */
export function distinctItemsSentence(
  field: KeyField,
  stated: readonly { place: Place; fact: PlaceFact }[],
): string | undefined {
  if (!field.list) return undefined;
  const lists = withItemsNamedInPassing(stated.map((f) => ({ ...f, items: listItems(f.fact.value) ?? [] })));
  if (lists.filter((l) => l.items.length > 1).length < 2) return undefined;
  const having = new Map<string, number>();
  for (const l of lists) for (const item of new Set(l.items)) having.set(item, (having.get(item) ?? 0) + 1);
  const own = lists
    .map((l) => ({
      ...l,
      only: l.items
        .filter((item) => having.get(item) === 1 && item.split(' ').length <= DISTINCT_ITEM_WORDS)
        // Only if no other value names it anywhere ("occasional flooding and earthquakes" is one item).
        .filter((item) => !lists.some((other) => other !== l && itemPattern(item).test(other.fact.value)))
        .slice(0, 2),
    }))
    .filter((l) => l.only.length > 0)
    .slice(0, 3);
  if (own.length === 0) return undefined;
  const clauses = own.map((l, i) => {
    const items = `${listOf(l.only.map((item) => asWritten(item, [l.fact.value])))}${cite(l.fact)}`;
    return i === 0
      ? `only ${possessive(l.place)} ${field.noun} include ${items}`
      : `only ${possessive(l.place)}, ${items}`;
  });
  return `Among them, ${clauses.join('; ')}.`;
}

/** An item as a text names it: a whole word or phrase, also in its singular ("hurricane"). */
function itemPattern(item: string): RegExp {
  const forms = [...new Set([item, item.replace(/es$/u, ''), item.replace(/s$/u, '')])].map((f) =>
    f.replace(/ /gu, '\\s+'),
  );
  return new RegExp(`(?<!\\p{L})(?:${forms.join('|')})(?!\\p{L})`, 'iu');
}

/**
 * Each list with the items other lists name that a clause of its value mentions in passing: Jamaica
 * lists "hurricanes", Haiti "lies in the middle of the hurricane belt and subject to severe storms"
 * (a clause, no item), and both have them. An item counts in its singular too ("hurricane"); a
 * short item never names another ("vehicle parts" are not vehicles), nor does a clause that denies.
 */
function withItemsNamedInPassing<T extends { fact: PlaceFact; items: string[] }>(lists: T[]): T[] {
  const named = [...new Set(lists.flatMap((l) => l.items))];
  const patterns = new Map(named.map((item) => [item, itemPattern(item)]));
  // In a short part, only as one of two joined by "and" or "or" ("flooding and earthquakes").
  const joined = new Map(
    [...patterns].map(([item, pattern]) => [
      item,
      new RegExp(`${pattern.source}(?=\\s+(?:and|or)\\s)`, 'iu'),
    ]),
  );
  const clauses = (value: string) => listClauses(value).filter((clause) => !DENIES.test(clause));
  const coordinations = (value: string) => listCoordinations(value).filter((part) => !DENIES.test(part));
  const mentions = (value: string, item: string) =>
    clauses(value).some((clause) => patterns.get(item)!.test(clause)) ||
    coordinations(value).some((part) => joined.get(item)!.test(part));
  return lists.map((l) => ({
    ...l,
    items: [...l.items, ...named.filter((item) => !l.items.includes(item) && mentions(l.fact.value, item))],
  }));
}

/** A clause that mentions an item to deny it: "lies outside the hurricane belt", "rarely threatened". */
const DENIES =
  /\b(?:outside|beyond|away from|(?:south|north|east|west) of|free (?:of|from)|rarely|seldom|spared|no|not|never|without|except|unlike)\b/iu;

/**
 * A shared item (matched in lower case) as the sources write it, when they all write it alike:
 * "Russian", "Muslim", "Air Force"; else in lower case: "volcanoes", also where one value opens with it.
 */
function asWritten(item: string, values: readonly string[]): string {
  const pattern = new RegExp(`(?<![\\p{L}])${item.replace(/ /gu, '\\s+')}(?![\\p{L}])`, 'giu');
  const written = new Set(values.flatMap((value) => [...value.matchAll(pattern)].map((m) => m[0])));
  return written.size === 1 ? [...written][0]!.replace(/\s+/gu, ' ') : item;
}
