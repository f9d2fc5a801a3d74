/**
 * Country names for scoring Deep reports: which countries a sentence, a heading or a source title names,
 * and which countries a region ("Southeast Asia", "the Middle East") stands for. Built from Factbook
 * profiles (names, abbreviations, demonyms, region, location), never from a hand list, so it knows
 * Christmas Island and the Faroe Islands as well as it knows Norway. Pure: `loadGazetteer()` in
 * factbook-names.ts reads the profiles from the installed package.
 */

/** What the gazetteer needs of one Factbook profile. */
export interface CountryEntry {
  /** The Factbook's code ("no" for Norway). */
  code: string;
  /** The name people use ("Norway"). */
  name: string;
  /** Long and local forms, abbreviations, former names ("Kingdom of Norway", "Norge"). */
  aliases: string[];
  /** Nationality nouns and adjectives ("Norwegian"). */
  demonyms: string[];
  /** The region folder's name ("Europe", "Middle East"). */
  region: string;
  /** The Location field's lead ("Northern Europe", "Southeastern Asia"). */
  area?: string;
}

/** One place in a text where a country is named; several codes when a name is shared ("Congolese"). */
export interface Mention {
  text: string;
  codes: string[];
}

export interface Gazetteer {
  entries: readonly CountryEntry[];
  /** Every country named in the text, in order. */
  mentions(text: string): Mention[];
  /**
   * The countries a name stands for: a country by any of its names or demonyms, or every member of a
   * region (a region folder or a Location lead). Empty when the name is neither.
   */
  resolve(name: string): string[];
  nameOf(code: string): string;
}

/**
 * Phrases that contain a country's name or demonym but mean something else: seas, rivers, a US state,
 * continents' demonyms. Blanked before matching so "Indian Ocean regions" does not name India.
 */
const NOT_A_COUNTRY =
  /\b(?:Indian Ocean|Gulf of Mexico|New Mexico|New Jersey|Gulf of Guinea|Lake Chad|(?:Niger|Congo|Jordan) (?:River|Basin|Delta)|(?:Latin|South|North|Central|Native)[ -]American|(?:local|conventional|Dutch) (?:short|long) form)\b|(?<!Papua )\bNew Guinea\b/gu;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** "Southeastern Asia", "Southeast Asia" and "the southeast asia" all become "southeast asia". */
export const normalizeArea = (name: string): string =>
  name
    .toLowerCase()
    .replace(/^the\s+/u, '')
    .replace(/&/gu, 'and')
    .replace(/(north|south|east|west)ern\b/gu, '$1')
    .replace(/\b(north|south)[\s-]+(east|west)\b/gu, '$1$2')
    .replace(/\s+/gu, ' ')
    .trim();

export function createGazetteer(entries: readonly CountryEntry[]): Gazetteer {
  const codesByName = new Map<string, Set<string>>();
  const add = (name: string, code: string) => {
    const key = name.trim();
    // Two letters at least, starting with a capital: "US", "Norway"; never "none" or "NA".
    if (key.length < 2 || !/^\p{Lu}/u.test(key) || /^(?:none|NA)$/iu.test(key)) return;
    const set = codesByName.get(key) ?? new Set<string>();
    set.add(code);
    codesByName.set(key, set);
  };
  for (const entry of entries) {
    for (const name of [entry.name, ...entry.aliases, ...entry.demonyms]) {
      // "Cote d'Ivoire" as typed without its accents names it too.
      for (const form of new Set([name, name.normalize('NFD').replace(/\p{M}/gu, '')])) {
        add(form, entry.code);
        add(form.replace(/^The\s+/u, ''), entry.code);
      }
    }
  }
  // Longest names first: at one position the alternation takes "South Korea" before "Korea".
  const names = [...codesByName.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const byCode = new Map(entries.map((e) => [e.code, e]));

  return {
    entries,
    mentions(text) {
      const cleaned = text.replace(NOT_A_COUNTRY, (m) => ' '.repeat(m.length));
      return [...cleaned.matchAll(pattern)].map((m) => ({
        text: m[0],
        codes: [...(codesByName.get(m[0]) ?? [])],
      }));
    },
    resolve(name) {
      const direct = codesByName.get(name.trim().replace(/^the\s+/iu, ''));
      if (direct) return [...direct];
      const area = normalizeArea(name);
      return entries
        .filter((e) => normalizeArea(e.region) === area || (e.area && normalizeArea(e.area) === area))
        .map((e) => e.code);
    },
    nameOf: (code) => byCode.get(code)?.name ?? code,
  };
}
