/**
 * Human names of the Factbook's region folders. Folders not listed here (`meta/`) hold no profiles.
 * World and the oceans are included: their profiles read like the others.
 */
export const FACTBOOK_REGIONS: Readonly<Record<string, string>> = {
  africa: 'Africa',
  antarctica: 'Antarctica',
  'australia-oceania': 'Australia & Oceania',
  'central-america-n-caribbean': 'Central America & the Caribbean',
  'central-asia': 'Central Asia',
  'east-n-southeast-asia': 'East & Southeast Asia',
  europe: 'Europe',
  'middle-east': 'Middle East',
  'north-america': 'North America',
  oceans: 'Oceans',
  'south-america': 'South America',
  'south-asia': 'South Asia',
  world: 'World',
};

/** "Southeastern Asia", "Northern Africa", "Central Europe": a compass adjective before a continent. */
const COMPASS_AREA =
  /^(?:(?:north|south)?(?:east|west)ern|northern|southern|central) (?:asia|europe|africa)$/i;

/** "Central Asia", "Western Europe": a part of a continent, named by a compass word (see COMPASS_AREA). */
export function isContinentPart(name: string): boolean {
  return COMPASS_AREA.test(name);
}

/** Areas that people name differently from the Factbook's "Location" ("Southern Africa" stays). */
const COMMON_NAMES: Readonly<Record<string, string>> = {
  'southeastern asia': 'Southeast Asia',
  'eastern asia': 'East Asia',
  'southern asia': 'South Asia',
  'southwestern asia': 'Southwest Asia',
  'northern asia': 'North Asia',
  'western africa': 'West Africa',
  'eastern africa': 'East Africa',
  'northern africa': 'North Africa',
  'southeastern africa': 'Southeast Africa',
  'southeastern europe': 'Southeast Europe',
};

/**
 * The part of the world a profile's "Location" starts with, as people name it ("Southeastern Asia,
 * bordering…" → "Southeast Asia"). Questions say "Southeast Asia", whose stem differs from
 * "southeastern", and the region folder alone ("East & Southeast Asia") cannot tell Thailand from Japan.
 */
export function subregionOf(location: string | undefined): string | undefined {
  const lead = location?.split(/[,;]/)[0]?.trim() ?? '';
  if (!COMPASS_AREA.test(lead)) return undefined;
  return COMMON_NAMES[lead.toLowerCase()] ?? lead;
}
