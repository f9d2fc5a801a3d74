import { namesOf } from '../factbook/names.js';
import { FACTBOOK_REGIONS, isContinentPart, subregionOf } from '../factbook/regions.js';
import { cleanText } from '../factbook/values.js';
import { isWater, WATER_WORDS, type Place } from './gazetteer.js';

/**
 * The World's profile is no place. The oceans and Antarctica's territories are: a question may ask
 * about them, and their names must win over a demonym ("French Southern and Antarctic Lands" is not
 * France, "Indian Ocean" not India).
 */
const NOT_COUNTRIES = new Set(['World']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textAt(json: unknown, ...path: string[]): string | undefined {
  let node: unknown = json;
  for (const key of path) node = isObject(node) ? node[key] : undefined;
  return isObject(node) && typeof node.text === 'string' ? cleanText(node.text) : undefined;
}

/**
 * "Norwegian(s)", "Briton(s), British (collective plural)", "Swiss (singular and plural)" →
 * "Norwegian", "Norwegians", "Briton", "Britons", "British", "Swiss": the words a question uses
 * for a people ("What do Kenyans export?").
 */
export function demonymsOf(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\(s\)/gu, '\u0001')
    .replace(/\([^)]*\)/gu, '')
    .split(/[;,]|\bor\b|\band\b/u)
    .map((s) => s.replace(/\s+/gu, ' ').trim())
    .flatMap((s) => (s.endsWith('\u0001') ? [s.slice(0, -1), `${s.slice(0, -1)}s`] : [s]))
    .filter((s) => /^\p{Lu}[\p{L}' -]{2,30}$/u.test(s) && !/\bnote\b/iu.test(s));
}

/** "US or USA" → "US", "USA"; "Trucial Oman, Trucial States" → both; "(German)" tags dropped. */
function splitNames(names: readonly string[]): string[] {
  return names
    .flatMap((n) => n.replace(/\([^)]*\)/gu, '').split(/,|\bor\b/u))
    .map((n) => n.trim())
    .filter((n) => n.length >= 2);
}

/**
 * "Northern Europe, bordering…" → "Northern Europe"; "Middle East, bordering…" → "Middle East";
 * "North Asia bordering the Arctic Ocean" → "North Asia" (the capitalised words it opens with).
 */
function locationLead(location: string | undefined): string | undefined {
  const lead = location?.split(/[,;]/u)[0]?.trim();
  if (!lead) return undefined;
  if (/^\p{Lu}[\p{L} ]{3,30}$/u.test(lead) && lead.split(' ').length <= 3) return lead;
  const opening = /^\p{Lu}\p{L}+(?: \p{Lu}\p{L}+){0,2}(?= \p{Ll})/u.exec(lead)?.[0];
  return opening && opening.length >= 4 ? opening : undefined;
}

/**
 * The profile's folder as one of its areas, unless the folder names a part of a continent and the
 * profile's own location another part of it: the folder "Central Asia" holds Russia, whose location
 * says "North Asia", and a question about Central Asia does not mean Russia.
 */
function folderArea(region: string, location: string | undefined): string | undefined {
  if (region.includes('&')) return undefined; // "East & Southeast Asia": the location says which
  const own = subregionOf(location) ?? locationLead(location);
  const continent = (area: string) => area.split(' ').at(-1);
  const elsewhere = own !== undefined && own !== region && continent(own) === continent(region);
  return isContinentPart(region) && elsewhere ? undefined : region;
}

/**
 * English names people use that no name field of the final edition gives (its own other names, former
 * names and abbreviations are read from the profile). Countries only: England, Scotland and Wales are
 * parts of the United Kingdom whose facts are not the kingdom's, so they stay unnamed.
 */
const EVERYDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  nl: ['Holland'],
  // The name its government uses, given only in the profile's note and translation.
  bm: ['Myanmar'],
  tu: ['Turkiye', 'Türkiye'],
  uk: ['Britain', 'Great Britain'],
  cv: ['Cape Verde'],
  mk: ['Macedonia'],
  vt: ['Vatican', 'Vatican City'],
  // "living in the States"; "the states of Mexico" are a country's parts (see gazetteer.ts).
  us: ['the States'],
};

/** One profile as a place; undefined for the World, the oceans and files that are not profiles. */
export function placeOf(code: string, folder: string, json: unknown): Place | undefined {
  const region = FACTBOOK_REGIONS[folder];
  if (!region || NOT_COUNTRIES.has(region)) return undefined;
  if (!isObject(json)) return undefined;
  const entry = namesOf(code, json);
  const location = textAt(json, 'Geography', 'Location');
  const nationality = (part: string) => demonymsOf(textAt(json, 'People and Society', 'Nationality', part));
  const aliases = [
    ...splitNames(entry.otherNames),
    ...(EVERYDAY_NAMES[code] ?? []),
    ...nationality('adjective'),
    ...nationality('noun'),
  ];
  // A folder named for two parts ("East & Southeast Asia") would put Japan in Southeast Asia: the
  // profile's own location says which part it is in.
  // The European Union lists member states: it is named as a place, yet lies in no region as one.
  const union = textAt(json, 'Government', 'Member states') !== undefined;
  const areas = union
    ? []
    : [
        folderArea(region, location),
        subregionOf(location),
        locationLead(location),
        ...watersOf(json, location),
      ];
  const borders = bordersOf(json);
  // The final edition gives the total as a subfield; the 2015 edition as the field's text.
  const population = populationOf(
    textAt(json, 'People and Society', 'Population', 'total') ??
      textAt(json, 'People and Society', 'Population'),
  );
  return {
    name: entry.name,
    code,
    aliases: [...new Set(aliases)].filter((a) => a !== entry.name),
    areas: [...new Set(areas.filter((a): a is string => a !== undefined))],
    ...(textAt(json, 'Government', 'Dependency status') || !hasGovernment(json) ? { dependency: true } : {}),
    ...(borders.length > 0 ? { borders } : {}),
    ...(population !== undefined ? { population } : {}),
  };
}

/** Whether the profile names a government of the place's own (its type, or the 2015 edition's field text). */
function hasGovernment(json: Json): boolean {
  const government = json.Government;
  return isObject(government) && 'Government type' in government;
}

/** "27,752,316 (July 2015 est.)" → 27752316; "no indigenous inhabitants" → 0; nothing readable → undefined. */
export function populationOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const figure = /^\s*(\d{1,3}(?:,\d{3})*|\d+)(?!\.\d)/u.exec(text);
  if (figure) return Number(figure[1]!.replace(/,/gu, ''));
  return /^\s*no\b/iu.test(text) ? 0 : undefined;
}

/** A sea, gulf, ocean or lake as a location names it: "Caspian Sea", "Gulf of Oman", "Lake Victoria". */
const WATER_NAME = new RegExp(
  `\\b(?:(?:\\p{Lu}\\p{L}+ ){0,3}(?:${WATER_WORDS})(?: of(?: the)?(?: \\p{Lu}\\p{L}+){1,3})?|Lake(?: \\p{Lu}\\p{L}+){1,2})\\b`,
  'gu',
);

/**
 * The seas and lakes a profile's shores are on: those its location names ("bordering the Gulf of
 * Oman, the Persian Gulf, and the Caspian Sea", "islands in the Mediterranean Sea") and the lakes it shares ("Caspian Sea (shared with
 * Iran, …)"): a question may name one for the states around it.
 */
function watersOf(json: unknown, location: string | undefined): string[] {
  // A water named as a direction's landmark ("north of the Caspian Sea") is not a shore.
  const onShore = [...(location ?? '').matchAll(WATER_NAME)]
    .filter((m) => !/\bof(?: the)?\s*$/u.test((location ?? '').slice(0, m.index)))
    .map((m) => m[0]);
  const geography = isObject(json) && isObject(json.Geography) ? json.Geography : undefined;
  const lakesKey = geography && Object.keys(geography).find((k) => /^major lakes/iu.test(k));
  const lakes = lakesKey && isObject(geography[lakesKey]) ? geography[lakesKey] : {};
  const shared = Object.keys(lakes).flatMap((kind) =>
    (textAt(lakes, kind) ?? '')
      .split(';')
      .flatMap((lake) => /^\s*([^;(]+?)\s*\(shared with\b/u.exec(lake)?.[1]?.replace(/\s+-\s.*$/u, '') ?? []),
  );
  return [...onShore, ...shared].filter((name) => isWater(name));
}

/** "Ethiopia 867 km, Somalia 684 km" (the key may read "border countries (5)") → the names. */
function bordersOf(json: unknown): string[] {
  const boundaries =
    isObject(json) && isObject(json.Geography) ? json.Geography['Land boundaries'] : undefined;
  if (!isObject(boundaries)) return [];
  const key = Object.keys(boundaries).find((k) => k.startsWith('border countries'));
  const text = key ? textAt(boundaries, key) : undefined;
  return (text ?? '')
    .split(/;|,\s+(?=\p{Lu})/u)
    .map((part) =>
      part
        .replace(/\d[\d,.]*\s*km.*$/u, '')
        .replace(/\([^)]*\)/gu, '')
        .trim(),
    )
    .filter((name) => /^\p{Lu}[\p{L}' .-]{1,60}$/u.test(name));
}
