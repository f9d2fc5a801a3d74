import { slugify } from '../../search/library/ids.js';
import { CATALOGUE, type FieldSpec } from './catalogue.js';
import { subfieldLabel } from './paragraphs.js';
import { figureOf, readableNames, usableText, yearOf } from './values.js';

/** Where a fact is stated: the library document of the profile's section, which an answer cites. */
export interface FactSource {
  /** The library document's id: "factbook.no.government". */
  id: string;
  /** The profile section: "Government". */
  section: string;
  /**
   * The label of the document's paragraph that states it ("Executive branch — head of government"):
   * where in the document a reader (or a passage of it) finds the fact.
   */
  line: string;
}

/** A named thing of a ranked field with its amount: a lake and its area, a city and its people. */
export interface RankedThing {
  name: string;
  amount: number;
  /** The amount as the Factbook writes it: "2,240 sq km", "15.848 million". */
  stated: string;
}

/** One typed fact of a place, read from the Factbook's structured profile (never from flattened text). */
export interface Fact {
  /** The place's Factbook code ("no"). */
  place: string;
  /** Its catalogue field id ("head-of-government"). */
  field: string;
  /** The value as a reader is shown it: "Prime Minister Jonas Gahr Store (since 14 October 2021)". */
  text: string;
  /** A figure's amount, in its unit (population: people; area: sq km; "$507.68 billion": 507.68e9). */
  number?: number;
  unit?: string;
  /** The year the value is for ("(2024 est.)", a series entry's year). */
  year?: number;
  /** A list's items as written ("Portuguese (official and most widely spoken language)"). */
  items?: string[];
  /** Named things with their amounts, largest first ("Lago General Carrera", 2240). */
  ranked?: RankedThing[];
  source: FactSource;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key and value of a name the Factbook may pad ("total " of the final edition's Area). */
function entry(object: Json, name: string): { key: string; value: unknown } | undefined {
  if (name in object) return { key: name, value: object[name] };
  const wanted = name.trim().toLowerCase();
  const key = Object.keys(object).find((k) => {
    const folded = k.trim().toLowerCase();
    // "border countries (5)" is the border countries.
    return folded === wanted || folded.startsWith(`${wanted} (`);
  });
  return key === undefined ? undefined : { key, value: object[key] };
}

const textOf = (node: unknown): string | undefined =>
  isObject(node) ? usableText(node.text) : typeof node === 'string' ? usableText(node) : undefined;

/**
 * A series of yearly values ("Real GDP per capita 2024": …, "… 2023": …), newest first, as one text
 * ("$92,700 (2024 est.); $91,900 (2023 est.)"); undefined when the field is no series.
 */
function seriesText(field: Json, unit?: string): string | undefined {
  const entries = Object.entries(field)
    .map(([key, node]) => ({ year: /\b((?:19|20)\d\d)\s*$/u.exec(key)?.[1], text: textOf(node) }))
    .filter((e): e is { year: string; text: string } => e.year !== undefined && e.text !== undefined)
    .sort((a, b) => Number(b.year) - Number(a.year));
  // "32.806 (2024 est.)" of "Turkish liras (TRY) per US dollar -" reads "32.806 Turkish liras (TRY) per US dollar (2024 est.)".
  const withUnit = (text: string) => (unit ? text.replace(/^(\S+)/u, `$1 ${unit}`) : text);
  return entries.length > 0 ? entries.map((e) => withUnit(e.text)).join('; ') : undefined;
}

/** The unit a series' subfield names ("Turkish liras (TRY) per US dollar -" → without the dash). */
function seriesUnit(field: Json, spec: FieldSpec): string | undefined {
  const named = spec.seriesUnit ? entry(field, spec.seriesUnit) : undefined;
  return named && textOf(named.value)?.replace(/\s*-\s*$/u, '');
}

/** A field's value text, the section it was found in and its paragraph's label, whatever the edition. */
function rawValue(
  profile: Json,
  spec: FieldSpec,
): { text: string; section: string; line: string } | undefined {
  const sections = [spec.section, ...Object.keys(profile).filter((s) => s !== spec.section)];
  for (const section of sections) {
    const fields = profile[section];
    if (!isObject(fields)) continue;
    for (const label of spec.labels) {
      const found = entry(fields, label);
      if (!found || !isObject(found.value)) continue;
      const field = found.value;
      const name = found.key.trim();
      // A field written whole in one edition ("Population" in 2015) and split in another ("total").
      const whole = Object.keys(field).every((key) => key === 'text' || key === 'note');
      if (spec.sub && !whole) {
        for (const sub of spec.sub) {
          const part = entry(field, sub);
          const text = part && textOf(part.value);
          if (part && text) return { text, section, line: subfieldLabel(name, part.key.trim()) };
        }
        continue;
      }
      const text = textOf(field) ?? seriesText(field, seriesUnit(field, spec));
      if (text) return { text, section, line: name };
    }
  }
  return undefined;
}

/** Top-level items of a list value: commas and semicolons outside brackets ("1,666 km" is one number). */
export function topLevelItems(value: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i]!;
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    const thousands = ch === ',' && /\d/u.test(value[i - 1] ?? '') && /\d/u.test(value[i + 1] ?? '');
    if ((ch === ';' || (ch === ',' && !thousands)) && depth === 0) {
      items.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  items.push(current.trim());
  return items.filter((item) => item && !/^note\b/iu.test(item));
}

/** Multipliers of an amount's words: "15.848 million" people. */
const SCALE: Readonly<Record<string, number>> = { million: 1e6, billion: 1e9 };

/**
 * "Lago General Carrera (shared with Argentina) - 2,240 sq km; …", "Istanbul - 15.848 million; …"
 * → names with amounts, largest first, each amount also as written ("2,240 sq km").
 */
function rankedItems(value: string): RankedThing[] {
  const found: RankedThing[] = [];
  for (const part of value.split(/;/u)) {
    // An amount with its unit, or a bare count of people at the end ("Canberra (capital) - 472,000").
    const match = /^\s*(.+?)\s*[-–]\s*(\d[\d,.]*)(?:\s*(sq\s*km|km|million|billion)\b|\s*(?:\(|$))/u.exec(
      part,
    );
    if (!match) continue;
    const name = match[1]!
      .replace(/\([^)]*\)|\*/gu, '')
      .replace(/\s+river (?:mouth|source)\b/iu, '')
      .trim();
    const unit = match[3]?.replace(/\s+/u, ' ') ?? '';
    const amount = Number(match[2]!.replace(/,/gu, '')) * (SCALE[unit] ?? 1);
    if (name) found.push({ name, amount, stated: `${match[2]}${unit ? ` ${unit}` : ''}` });
  }
  return found.sort((a, b) => b.amount - a.amount);
}

/** The typed fact of one field of a profile, or undefined when the profile lacks it. */
export function readFact(code: string, profile: unknown, spec: FieldSpec): Fact | undefined {
  if (!isObject(profile)) return undefined;
  const raw = rawValue(profile, spec);
  if (!raw) return undefined;
  const text = spec.kind === 'person' ? readableNames(raw.text) : (spec.tidy?.(raw.text) ?? raw.text);
  if (!text) return undefined;
  const source = { id: `factbook.${code}.${slugify(raw.section)}`, section: raw.section, line: raw.line };
  const fact: Fact = { place: code, field: spec.id, text, source };
  const year = yearOf(text);
  if (year !== undefined) fact.year = year;
  if (spec.kind === 'figure') {
    const figure = figureOf(text);
    if (figure) Object.assign(fact, { number: figure.number, unit: figure.unit });
    if (figure?.year !== undefined) fact.year = figure.year;
  }
  if (spec.kind === 'list') fact.items = topLevelItems(text);
  if (spec.kind === 'ranked') {
    // Fresh and salt water lakes are two subfields: all of them are ranked together.
    const all = spec.sub
      ? spec.sub.map((sub) => rawValue(profile, { ...spec, sub: [sub] })?.text).filter(Boolean)
      : [text];
    const ranked = rankedItems(all.join('; '));
    if (ranked.length > 0) fact.ranked = ranked;
  }
  return fact;
}

/** Every catalogue fact of a profile, in catalogue order. */
export function factsOfProfile(code: string, profile: unknown): Fact[] {
  return CATALOGUE.map((spec) => readFact(code, profile, spec)).filter((f): f is Fact => f !== undefined);
}
