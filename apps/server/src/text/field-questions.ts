/**
 * Questions about one attribute of a place ("What is the capital of Kenya?", "What currency does Japan
 * use?", "How many people live in Iceland?") are answered by a labelled field of a reference entry
 * ("Capital — name: Nairobi"), not by prose that happens to share a word. This vocabulary says which
 * wording asks for which field; library search uses it to rank the entry's section first, and the
 * extractive engine to lead with the field. The labels are those of the CIA World Factbook, the
 * reference the bundled library ships, and of most country infoboxes.
 */

/** A field a question can ask for. */
export interface AskedField {
  /** Which wording asks for it (over the lower-cased question). */
  asks: RegExp;
  /** The section of a country entry that holds it. */
  section: string;
  /** The field's label ("Capital — name", "Exchange rates"). */
  label: RegExp;
}

const FIELDS: readonly AskedField[] = [
  { asks: /\bcapital\b/u, section: 'Government', label: /^Capital — name$/u },
  { asks: /\b(?:currency|currencies|money)\b/u, section: 'Economy', label: /^Exchange rates$/u },
  {
    asks: /\b(?:population|populous|inhabitants|how many people (?:live|are|reside))\b|\bpeople live in\b/u,
    section: 'People and Society',
    label: /^Population$/u,
  },
  { asks: /\blanguages?\b|\bspoken\b|\bspeak\b/u, section: 'People and Society', label: /^Languages$/u },
  { asks: /\breligions?\b|\bfaiths?\b/u, section: 'People and Society', label: /^Religions$/u },
  { asks: /\bethnic\b|\bethnicit/u, section: 'People and Society', label: /^Ethnic groups$/u },
  {
    asks: /\blife expectancy\b/u,
    section: 'People and Society',
    label: /^Life expectancy at birth — total population$/u,
  },
  { asks: /\bmedian age\b/u, section: 'People and Society', label: /^Median age — total$/u },
  { asks: /\bclimate\b/u, section: 'Environment', label: /^Climate$/u },
  { asks: /\bnatural hazards?\b/u, section: 'Environment', label: /^Natural hazards$/u },
  {
    asks: /\benvironmental (?:issues|problems)\b/u,
    section: 'Environment',
    label: /^Current environmental issues$/u,
  },
  { asks: /\bterrain\b|\blandscape\b/u, section: 'Geography', label: /^Terrain$/u },
  {
    asks: /\b(?:highest|tallest) (?:point|mountain|peak)\b/u,
    section: 'Geography',
    label: /^Elevation extremes — highest point$/u,
  },
  { asks: /\blowest point\b/u, section: 'Geography', label: /^Elevation extremes — lowest point$/u },
  { asks: /\bnatural resources\b/u, section: 'Geography', label: /^Natural resources$/u },
  { asks: /\b(?:total )?area\b|\bhow (?:big|large) is\b/u, section: 'Geography', label: /^Area — total$/u },
  { asks: /\bcoastline\b/u, section: 'Geography', label: /^Coastline$/u },
  {
    asks: /\bborders?\b|\bneighbou?r(?:s|ing)\b/u,
    section: 'Geography',
    label: /^Land boundaries — border countries$/u,
  },
  { asks: /\bindependen(?:ce|t)\b/u, section: 'Government', label: /^Independence$/u },
  { asks: /\bnational holiday\b/u, section: 'Government', label: /^National holiday$/u },
  {
    asks: /\b(?:type|form|system) of government\b|\bgovernment type\b/u,
    section: 'Government',
    label: /^Government type$/u,
  },
  {
    asks: /\b(?:president|head of state|chief of state|monarch|king|queen|leader)\b/u,
    section: 'Government',
    label: /^Executive branch — chief of state$/u,
  },
  {
    asks: /\b(?:prime minister|head of government)\b/u,
    section: 'Government',
    label: /^Executive branch — head of government$/u,
  },
  { asks: /\blegal system\b/u, section: 'Government', label: /^Legal system$/u },
  {
    asks: /\bgdp per capita\b|\bper capita (?:gdp|income)\b/u,
    section: 'Economy',
    label: /^GDP - per capita \(PPP\)$/u,
  },
  {
    asks: /\bgdp\b(?! per capita)|\bgross domestic product\b/u,
    section: 'Economy',
    label: /^GDP \(purchasing power parity\)$/u,
  },
  { asks: /\bunemployment\b/u, section: 'Economy', label: /^Unemployment rate$/u },
  { asks: /\binflation\b/u, section: 'Economy', label: /^Inflation rate \(consumer prices\)$/u },
  {
    asks: /\bexports?\b|\bexport(?:s|ed)? (?:goods|products)\b/u,
    section: 'Economy',
    label: /^Exports - commodities$/u,
  },
  { asks: /\bimports?\b/u, section: 'Economy', label: /^Imports - commodities$/u },
  { asks: /\bindustries\b|\bmain industr/u, section: 'Economy', label: /^Industries$/u },
  {
    asks: /\bagricultur(?:e|al) products\b|\bcrops?\b/u,
    section: 'Economy',
    label: /^Agriculture - products$/u,
  },
  {
    asks: /\binternet (?:country )?code\b|\bdomain\b/u,
    section: 'Communications',
    label: /^Internet country code$/u,
  },
];

/** The fields a question asks for, in the vocabulary's order. */
export function askedFields(question: string): AskedField[] {
  const q = question.toLowerCase();
  return FIELDS.filter((field) => field.asks.test(q));
}

/** "Capital — name: Nairobi" → its label and value; undefined for a sentence that is no field. */
export function labelledField(text: string): { label: string; value: string } | undefined {
  const match = /^(\p{Lu}[^:.;!?]{1,80}?):\s+(.+)$/su.exec(text.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { label: match[1], value: match[2] };
}

/** What an entry's section is about, from its title: "Kenya — Government" → "Kenya". */
export function entityOfTitle(title: string): { entity: string; section: string } | undefined {
  const [entity, section] = title.split(/\s+—\s+/u);
  return entity && section ? { entity, section } : undefined;
}
