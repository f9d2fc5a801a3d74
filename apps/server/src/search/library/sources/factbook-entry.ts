import { FIELDS } from '../../../knowledge/factbook/catalogue.js';
import { namesOf } from '../../../knowledge/factbook/names.js';
import { subfieldLabel } from '../../../knowledge/factbook/paragraphs.js';
import { FACTBOOK_REGIONS, subregionOf } from '../../../knowledge/factbook/regions.js';
import { readableNames, usableText } from '../../../knowledge/factbook/values.js';
import { slugify } from '../ids.js';

/** One section of a profile ("Economy"), as readable "Field: value" paragraphs. */
export interface FactbookSection {
  name: string;
  /** For ids: "people-and-society". */
  slug: string;
  paragraphs: string[];
}

/** A parsed Factbook profile: what the library's text documents and flag images are made from. */
export interface FactbookEntry {
  /** The Factbook's own (GEC) code, e.g. "ci" for Chile; not ISO. */
  code: string;
  name: string;
  /** Long, local, former names and abbreviations ("Republic of Chile"), for finding the flag. */
  otherNames: string[];
  /** Human name of the region folder ("East & Southeast Asia"). */
  region: string;
  /** The part of the world the profile's location names, when it is not the region itself. */
  subregion?: string;
  sections: FactbookSection[];
  /** The "Internet country code" field as written (".cl", ".sh; note - …"). */
  internetCode?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Executive branch — head of government": values naming office holders, their surnames made readable. */
const PERSON_PATHS = new Set(
  FIELDS.filter((f) => f.kind === 'person').flatMap((f) =>
    f.labels.flatMap((label) => (f.sub ?? []).map((sub) => subfieldLabel(label, sub))),
  ),
);

const textOf = (node: unknown): string | undefined => (isObject(node) ? usableText(node.text) : undefined);

/**
 * One paragraph per value of a field: "Climate: temperate…" for its own text, then "Area — total: …"
 * per subfield. A year's entry of a series ("Real GDP per capita 2024") and a subfield named like
 * the field ("Languages" of Languages) join the field's own line, newest year first; notes and empty
 * values are left out, so a field without words gives nothing.
 */
export function fieldParagraphs(label: string, field: unknown): string[] {
  if (!isObject(field)) return [];
  const own: string[] = [];
  const subfields: string[] = [];
  const series: { year: number; text: string }[] = [];
  const ownText = textOf(field);
  if (ownText) own.push(ownText);
  for (const [rawName, node] of Object.entries(field)) {
    const name = rawName.trim();
    if (name === 'text' || name === 'note') continue;
    const text = textOf(node);
    if (!text) continue;
    const year = /^(.+?)\s+((?:19|20)\d\d)$/u.exec(name);
    if (year && year[1]!.toLowerCase() === label.toLowerCase()) series.push({ year: Number(year[2]), text });
    else {
      const path = subfieldLabel(label, name);
      if (path === label) own.push(text);
      else subfields.push(`${path}: ${PERSON_PATHS.has(path) ? readableNames(text) : text}`);
    }
  }
  own.push(...series.sort((a, b) => b.year - a.year).map((s) => s.text));
  return [...(own.length > 0 ? [`${label}: ${own.join('; ')}`] : []), ...subfields];
}

function sectionsOf(profile: Json): FactbookSection[] {
  return Object.entries(profile).flatMap(([name, fields]) => {
    if (!isObject(fields)) return [];
    const paragraphs = Object.entries(fields).flatMap(([label, field]) =>
      fieldParagraphs(label.trim(), field),
    );
    return paragraphs.length > 0 ? [{ name, slug: slugify(name), paragraphs }] : [];
  });
}

/**
 * Parses one profile file (`south-america/ci.json`), of either edition, into the library's view of
 * it; undefined when the region folder is not a region or the content is not a profile.
 */
export function parseFactbookEntry(code: string, folder: string, json: unknown): FactbookEntry | undefined {
  const region = FACTBOOK_REGIONS[folder];
  if (!region || !isObject(json) || !Object.values(json).every(isObject)) return undefined;
  const geography = isObject(json.Geography) ? json.Geography : {};
  const communications = isObject(json.Communications) ? json.Communications : {};
  const subregion = subregionOf(textOf(geography.Location));
  const internetCode = textOf(communications['Internet country code']);
  return {
    code,
    ...namesOf(code, json),
    region,
    ...(subregion && subregion !== region ? { subregion } : {}),
    sections: sectionsOf(json),
    ...(internetCode ? { internetCode } : {}),
  };
}
