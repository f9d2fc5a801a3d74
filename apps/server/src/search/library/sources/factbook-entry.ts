import { z } from 'zod';
import { slugify } from '../ids.js';
import type { FactbookCategory } from './factbook-fields.js';
import { categorySchema, fieldParagraphs, fieldText, subfieldTexts } from './factbook-fields.js';
import { FACTBOOK_REGIONS, subregionOf } from './factbook-regions.js';

/** One section of a profile ("Economy"), as readable "Field: value" paragraphs. */
export interface FactbookSection {
  name: string;
  /** For ids: "people-and-society". */
  slug: string;
  paragraphs: string[];
}

/** A parsed Factbook profile: what the text documents and the flag images are made from. */
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

const profileSchema = z.record(z.string(), categorySchema);
const governmentSchema = z.looseObject({ Government: categorySchema.optional() });

/**
 * Names the data lacks or gives oddly: the oceans and the world have no "Country name"; a few short
 * forms are abbreviations ("DRC") or descriptions ("Svalbard (sometimes referred to as…)").
 */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  cf: 'Republic of the Congo',
  cg: 'Democratic Republic of the Congo',
  dr: 'Dominican Republic',
  oo: 'Southern Ocean',
  sv: 'Svalbard',
  um: 'United States Pacific Island Wildlife Refuges',
  xo: 'Indian Ocean',
  xq: 'Arctic Ocean',
  xx: 'World',
  zh: 'Atlantic Ocean',
  zn: 'Pacific Ocean',
};
const NAME_FIELDS = ['conventional short form', 'Dutch short form', 'conventional long form'];

/**
 * Geography's environmental fields get a document of their own, so "environmental issues in …" finds
 * them; the labels say "environmental" because its stem differs from that of "environment".
 */
const ENVIRONMENT_LABELS: Readonly<Record<string, string>> = {
  'Environment - current issues': 'Current environmental issues',
  'Environment - international agreements': 'International environmental agreements',
  'Natural hazards': 'Natural hazards',
  Climate: 'Climate',
};

function section(name: string, paragraphs: string[]): FactbookSection[] {
  return paragraphs.length ? [{ name, slug: slugify(name), paragraphs }] : [];
}

/** The profile's sections in the Factbook's order, with Environment split out after Geography. */
function sectionsOf(profile: Record<string, FactbookCategory>): FactbookSection[] {
  return Object.entries(profile).flatMap(([category, fields]) => {
    const kept: string[] = [];
    const environment: string[] = [];
    for (const [label, field] of Object.entries(fields)) {
      const environmental = category === 'Geography' ? ENVIRONMENT_LABELS[label] : undefined;
      if (environmental) environment.push(...fieldParagraphs(environmental, field));
      else kept.push(...fieldParagraphs(label, field));
    }
    return [...section(category, kept), ...section('Environment', environment)];
  });
}

/** The name people use (the short form, else the long one; "none" is no name) and every other form. */
function namesOf(code: string, profile: Record<string, FactbookCategory>) {
  const government = profile.Government;
  const block = government?.['Country name'] ?? government?.['Union name'];
  const usable = (value: string | undefined) => {
    const name = value?.split(';')[0]?.trim();
    return name && name.toLowerCase() !== 'none' ? name : undefined;
  };
  const forms = new Map(block ? subfieldTexts(block) : []);
  const given = NAME_FIELDS.map((key) => usable(forms.get(key))).find(Boolean);
  const name = NAME_OVERRIDES[code] ?? given ?? code.toUpperCase();
  const others = [...forms]
    .filter(([key]) => key !== 'note')
    .map(([, value]) => usable(value))
    .filter((other): other is string => other !== undefined && other !== name);
  return { name, otherNames: [...new Set(others)] };
}

/**
 * Only the names of one profile, for the places Deep questions name: reading the Government block
 * alone is a tenth of the work of parsing the whole profile (which took 350 ms of every start).
 */
export function parseFactbookNames(
  code: string,
  folder: string,
  json: unknown,
): { name: string; otherNames: string[] } | undefined {
  const parsed = governmentSchema.safeParse(json);
  if (!FACTBOOK_REGIONS[folder] || !parsed.success) return undefined;
  const { Government } = parsed.data;
  return namesOf(code, Government ? { Government } : {});
}

/**
 * Parses one profile file (`south-america/ci.json`); undefined when the region folder is not a
 * region or the content is not a profile.
 */
export function parseFactbookEntry(code: string, folder: string, json: unknown): FactbookEntry | undefined {
  const region = FACTBOOK_REGIONS[folder];
  const parsed = profileSchema.safeParse(json);
  if (!region || !parsed.success) return undefined;
  const profile = parsed.data;
  const subregion = subregionOf(fieldText(profile.Geography?.Location));
  const internetCode = fieldText(profile.Communications?.['Internet country code']);
  return {
    code,
    ...namesOf(code, profile),
    region,
    ...(subregion && subregion !== region ? { subregion } : {}),
    sections: sectionsOf(profile),
    ...(internetCode ? { internetCode } : {}),
  };
}
