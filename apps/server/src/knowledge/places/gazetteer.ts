/**
 * Places a question can be about: the countries and territories of the CIA World Factbook, each with
 * the names people use for it (short and long forms, abbreviations, demonyms: "Swiss", "Norwegian")
 * and the parts of the world it lies in ("Northern Europe", "Southeast Asia", "Middle East"). Deep
 * research reads a question's subjects from these; the same list serves any search provider.
 */

/** One country or territory. */
export interface Place {
  /** The name people use: "Norway", "United States". */
  name: string;
  /** The Factbook's code ("no"), unique. */
  code: string;
  /** Other names and the demonyms, each a whole phrase: "Kingdom of Norway", "Norwegian". */
  aliases: string[];
  /** Parts of the world it lies in, as people name them: "Europe", "Northern Europe". */
  areas: string[];
  /**
   * No country of its own: a territory of another (Christmas Island, Svalbard) or a place whose profile
   * names no government (the Spratly Islands). A region's countries leave it out.
   */
  dependency?: boolean;
  /** Names of the countries it borders on land, as the Factbook lists them ("Ethiopia", "Somalia"). */
  borders?: string[];
  /** How many people live there, as its profile says (0 for "no indigenous inhabitants"). */
  population?: number;
}

/** A place named in a text, where it was named. */
export interface PlaceMention {
  place: Place;
  /** The words as written ("Swiss"). */
  text: string;
  index: number;
}

/** A part of the world named in a text, with the places in it. */
export interface AreaMention {
  area: string;
  places: Place[];
  text: string;
  index: number;
}

/**
 * The text without the places it names: what it asks of them. "Ivory Coast" asks for no coastline,
 * "the Dominican Republic" for no kind of government, "the Solomon Islands" for no islands. Each
 * name gives way to `standIn`: "it" keeps "is it a democracy" a question of a place.
 */
export function withoutPlaceNames(
  text: string,
  mentions: readonly { text: string }[],
  standIn = ' ',
): string {
  return mentions.reduce((rest, m) => rest.replace(m.text, standIn), text);
}

export interface Gazetteer {
  readonly places: readonly Place[];
  /**
   * The world's countries: every place with a government and people of its own, in some part of the
   * world (not a dependency, an ocean, Antarctica or the European Union). "The largest country in the
   * world" is the largest of these, not the World's own entry.
   */
  readonly countries: readonly Place[];
  byName(name: string): Place | undefined;
  /** Places a text names, first mention first, each once (a longer name wins: "Indian Ocean" is not India). */
  placesIn(text: string): PlaceMention[];
  /** Parts of the world a text names ("the Middle East", "Scandinavia"), with their places. */
  areasIn(text: string): AreaMention[];
}

/** A part of the world by its direction, the direction in lower case: "southern Africa", "central Asia". */
const LOWER_DIRECTION =
  /^(?:north|south|east|west|central|north-?east|north-?west|south-?east|south-?west)(?:ern)?\s+\p{Lu}/u;

/** The words that name a body of water in a place's location or lakes ("Caspian Sea", "Gulf of Oman"). */
export const WATER_WORDS = 'Sea|Ocean|Gulf|Bay|Strait|Lake';

const WATER_AREA = new RegExp(`^(?:Lake\\s|.*\\b(?:${WATER_WORDS})\\b)`, 'u');
/** Whether a place is an ocean (its profile is among the Factbook's oceans): "Indian Ocean". */
export const isOcean = (place: Place): boolean => place.areas.includes('Oceans');

/** Whether an area is a body of water ("Caspian Sea"), whose places are the states on its shores. */
export const isWater = (area: string) => WATER_AREA.test(area);

/**
 * Groupings people name that no Factbook field spells out. Small on purpose: everything else comes
 * from the profiles' own region and "Location" fields.
 */
const NAMED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  Scandinavia: ['Denmark', 'Norway', 'Sweden'],
  'Nordic countries': ['Denmark', 'Finland', 'Iceland', 'Norway', 'Sweden'],
  'Baltic states': ['Estonia', 'Latvia', 'Lithuania'],
  Benelux: ['Belgium', 'Netherlands', 'Luxembourg'],
  'Horn of Africa': ['Djibouti', 'Eritrea', 'Ethiopia', 'Somalia'],
  'Iberian Peninsula': ['Spain', 'Portugal'],
  Balkans: [
    'Albania',
    'Bosnia and Herzegovina',
    'Bulgaria',
    'Croatia',
    'Greece',
    'Kosovo',
    'Montenegro',
    'North Macedonia',
    'Serbia',
  ],
  Maghreb: ['Algeria', 'Libya', 'Mauritania', 'Morocco', 'Tunisia'],
  Levant: ['Israel', 'Jordan', 'Lebanon', 'Syria'],
  Caucasus: ['Armenia', 'Azerbaijan', 'Georgia'],
};

/** Area names that are also ordinary phrases inside other names ("Central African Republic"). */
const MIN_AREA_PLACES = 2;

/** Names that are ordinary lower-case words: only a capitalised mention counts ("chad" the paper bit). */
const needsCapital = (phrase: string) => phrase.length <= 3 || /^[A-Z]+$/u.test(phrase);

/** Abbreviations that are everyday words even after "the" ("the car", not the Central African Republic). */
const WORD_ABBREVIATIONS = new Set(['car', 'as']);

/**
 * Whether a short name typed in lower case names its place: an abbreviation with no vowel is no
 * English word ("uk", "nz", "drc"); one after "the" is a name ("the usa", "the us"), unless it is an
 * everyday word there too. "us" alone is the pronoun.
 */
function lowerCaseAbbreviation(written: string, before: string): boolean {
  if (!/^\p{Ll}+$/u.test(written) || written.length < 2 || WORD_ABBREVIATIONS.has(written)) return false;
  return !/[aeiouy]/u.test(written) || /\bthe\s+$/iu.test(before);
}

/** A qualifier after a plural noun: "the states of …", "… that …", "… in Australia". */
const QUALIFIED = /^\s+(?:of|in|on|that|which|where|whose|with|along|around|near|bordering)\b/iu;

/** An area named by a common noun ("Oceans", the Factbook's group): "the oceans" in lower case is the word. */
const COMMON_NOUN_AREA = new RegExp(`^(?:${WATER_WORDS})s$`, 'iu');

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Case-insensitive whole-phrase matcher for many phrases at once, longest first. */
function phraseMatcher(phrases: readonly string[]): RegExp {
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:the\\s+)?(${sorted.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** "Trinidad and Tobago" → "Trinidad", "Saint Helena, Ascension, and Tristan da Cunha" → "Saint Helena". */
function firstOfTwoNames(name: string): string | undefined {
  if (!/\sand\s/u.test(name)) return undefined;
  const first = /^(?:The\s+)?(.+?)(?:,|\s+and\s)/u.exec(name)?.[1]?.trim();
  return first && first.length >= 4 ? first : undefined;
}

/** Words of a place's name that only qualify it: "North" Korea, the "Democratic Republic of the" Congo. */
const QUALIFYING_WORDS = new Set(
  'north northern south southern east eastern west western central republic democratic of the american'.split(
    ' ',
  ),
);

/**
 * "the two Congos", "both Koreas", "the Sudans": the plural of a name that two or three places are
 * called by once their qualifiers are left out ("North Korea" and "South Korea"; "Republic of the
 * Congo" and "Democratic Republic of the Congo") names them all.
 */
function sharedNamePlurals(places: readonly Place[]): Map<string, Place[]> {
  const sharing = new Map<string, Place[]>();
  // Names only: demonyms share words too ("South African", "Central African") without naming a pair.
  for (const place of places) {
    const core = place.name
      .split(/[\s,]+/u)
      .filter((w) => w !== '' && !QUALIFYING_WORDS.has(w.toLowerCase()));
    const word = core.length === 1 ? core[0]!.toLowerCase() : undefined;
    if (!word || !/^\p{L}{3,}$/u.test(word) || /s$/u.test(word)) continue;
    sharing.set(word, [...(sharing.get(word) ?? []), place]);
  }
  const plurals = new Map<string, Place[]>();
  for (const [word, named] of sharing)
    if (named.length >= 2 && named.length <= 3) plurals.set(`${word}s`, named);
  return plurals;
}

/** "Scandinavia" → "Scandinavian", "Europe" → "European", "Middle East" → "Middle Eastern". */
function areaAdjective(area: string): string | undefined {
  if (/a$/u.test(area)) return `${area}n`;
  if (/e$/u.test(area)) return `${area}an`;
  if (/East$/u.test(area)) return `${area}ern`;
  return undefined;
}

export function createGazetteer(places: readonly Place[]): Gazetteer {
  const byPhrase = new Map<string, Place>();
  for (const place of places) {
    for (const phrase of [place.name, ...place.aliases]) {
      const key = phrase.toLowerCase();
      // The first claim wins: a demonym two places share ("Congolese") stays with the first.
      if (!byPhrase.has(key)) byPhrase.set(key, place);
    }
  }
  // "Bosnia", "Trinidad", "Antigua": a place of two names joined by "and" is called by its first,
  // where no other place has that name ("Turks" are the people of Turkey, not the islands).
  for (const place of places) {
    const first = firstOfTwoNames(place.name)?.toLowerCase();
    if (first && !byPhrase.has(first)) byPhrase.set(first, place);
  }
  const byArea = new Map<string, { area: string; places: Place[] }>();
  const addArea = (area: string, place: Place) => {
    const key = area.toLowerCase();
    const entry = byArea.get(key) ?? { area, places: [] };
    if (!entry.places.includes(place)) entry.places.push(place);
    byArea.set(key, entry);
  };
  for (const place of places) for (const area of place.areas) addArea(area, place);
  for (const [group, names] of Object.entries(NAMED_GROUPS))
    for (const name of names) {
      const place = byPhrase.get(name.toLowerCase());
      if (place) addArea(group, place);
    }
  for (const [key, entry] of byArea) {
    // "Southeast Asia" means its countries, not the Australian islands whose location says so too.
    const countries = entry.places.filter((p) => !p.dependency);
    if (countries.length >= MIN_AREA_PLACES) entry.places = countries;
    if (entry.places.length < MIN_AREA_PLACES) byArea.delete(key);
    // Most populous first: a region's report sets out, and its searches reach, the places a reader
    // expects (Iran, Turkey, Iraq and Saudi Arabia for the Middle East, not the first by code).
    entry.places.sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
  }

  // "Scandinavian", "South American", "Middle Eastern": a region's adjective names it too.
  for (const entry of [...byArea.values()]) {
    const adjective = isWater(entry.area) ? undefined : areaAdjective(entry.area);
    if (adjective && !byArea.has(adjective.toLowerCase()) && !byPhrase.has(adjective.toLowerCase()))
      byArea.set(adjective.toLowerCase(), entry);
  }
  const byPlural = sharedNamePlurals(places);
  for (const key of byPhrase.keys()) byPlural.delete(key);
  const placeRegex = phraseMatcher([...byPhrase.keys(), ...byPlural.keys()]);
  const areaRegex = phraseMatcher([...byArea.keys()]);
  const byName = new Map(places.map((p) => [p.name.toLowerCase(), p]));

  /** Every place and area phrase of a text; where two overlap, the longer one stands (South Africa, not Africa). */
  const mentions = (text: string) => {
    const raw = [
      ...[...text.matchAll(placeRegex)].map((m) => ({ m, area: false })),
      ...[...text.matchAll(areaRegex)].map((m) => ({ m, area: true })),
    ].map(({ m, area }) => {
      const written = m[1] ?? '';
      const index = m.index + m[0].length - written.length;
      return { written, index, end: index + written.length, area };
    });
    const capitalised = /\p{Lu}/u.test(text.slice(1));
    const written = raw.filter((r) => {
      if (
        needsCapital(r.written) &&
        r.written !== r.written.toUpperCase() &&
        !lowerCaseAbbreviation(r.written, text.slice(Math.max(0, r.index - 5), r.index))
      )
        return false;
      if (r.area && COMMON_NOUN_AREA.test(r.written) && !/^\p{Lu}/u.test(r.written)) return false;
      // "the states of Mexico", "the states that border Texas": the everyday name of the United
      // States is also a plural noun, which a qualifier after it shows.
      if (/^the\s+states$/iu.test(r.written) && QUALIFIED.test(text.slice(r.end))) return false;
      // In a text that capitalises names, a lower-case "turkey" or "chad" is a word; a part of the
      // world named by its direction is often written so ("southern Africa", "central Asia").
      return !capitalised || /^\p{Lu}/u.test(r.written) || (r.area && LOWER_DIRECTION.test(r.written));
    });
    return written.filter(
      (r) =>
        !written.some(
          (o) => o !== r && o.index <= r.index && o.end >= r.end && o.end - o.index > r.end - r.index,
        ),
    );
  };

  return {
    places,
    countries: places.filter((p) => !p.dependency && (p.population ?? 0) > 0 && p.areas.length > 0),
    byName: (name) => byName.get(name.toLowerCase()) ?? byPhrase.get(name.toLowerCase()),
    placesIn(text) {
      const found: PlaceMention[] = [];
      for (const r of mentions(text)) {
        if (r.area) continue;
        const key = r.written.toLowerCase();
        const named = byPlural.get(key) ?? [byPhrase.get(key)].filter((p) => p !== undefined);
        for (const place of named)
          if (!found.some((f) => f.place === place)) found.push({ place, text: r.written, index: r.index });
      }
      return found;
    },
    areasIn(text) {
      const found: AreaMention[] = [];
      for (const r of mentions(text)) {
        const entry = r.area ? byArea.get(r.written.toLowerCase()) : undefined;
        if (entry && !found.some((f) => f.area === entry.area))
          found.push({ area: entry.area, places: entry.places, text: r.written, index: r.index });
      }
      return found;
    },
  };
}
