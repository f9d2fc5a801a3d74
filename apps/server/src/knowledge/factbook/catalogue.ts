/**
 * The one field catalogue of the offline engine: every Factbook field an answer, a report or a
 * ranking reads, with each label an edition gave it (the final edition of January 2026 renamed many:
 * "GDP - per capita (PPP)" became "Real GDP per capita"), the profile section that holds it, the noun
 * a sentence calls it by, the kind of value it holds and the question words that ask for it. Code
 * refers to fields by id, never by an edition's wording.
 */
import { BROKE_AWAY, CEASED_BEING, RULE_ENDED, RULER_ADJECTIVES } from '../places/former-rulers.js';

/** What a field's value is, which says how a sentence states it and whether it can be compared. */
export type ValueKind =
  /** An amount: "505,370 sq km", "5,509,733 (2024 est.)": comparable. */
  | 'figure'
  /** Items: "Portuguese (official), …", "tea, cut flowers, …". */
  | 'list'
  /** Office holders: "Prime Minister Jonas Gahr STORE (since …)". */
  | 'person'
  /** A name: "Oslo", "Norwegian kroner (NOK) per US dollar". */
  | 'name'
  /** A kind of thing, said after "is a": "parliamentary constitutional monarchy". */
  | 'type'
  /** A date: "7 June 1905 (Norway declared the union with Sweden dissolved)". */
  | 'date'
  /** Named things each with an amount: "Lago General Carrera - 2,240 sq km; …": the largest is first by amount. */
  | 'ranked'
  /** Words: "temperate along coast", a profile's background. */
  | 'text';

export interface FieldSpec {
  id: string;
  /** The section of a final-edition profile that holds it. */
  section: string;
  /** Every label the field has had, newest edition first. */
  labels: readonly string[];
  /** The subfield that holds the value, under every name it has had ("total" of Area); none: the field's own. */
  sub?: readonly string[];
  /** What a sentence calls it: "population", "head of government". */
  noun: string;
  kind: ValueKind;
  /** Words of a question that ask for it (over the lower-cased question). */
  asks?: RegExp;
  /**
   * Words that ask for it only when they ask for nothing else: "bigger" alone is a place's area, but
   * "the biggest export" asks for the exports and "what religion are most people in" for religions.
   */
  asksAlone?: RegExp;
  /**
   * Words that, beside its own, ask for a narrower field instead: "how long do women live" asks for
   * women's life expectancy, not the total.
   */
  unless?: RegExp;
  /** The value as a sentence states it, when the Factbook's wording is a table's ("… per US dollar -"). */
  tidy?: (value: string) => string;
  /**
   * Of a comparable figure: how "more" and "less" read ("larger"/"smaller", "higher"/"lower"), and
   * whether they describe the place itself ("Spain is larger", "Brazil is the most populous") rather
   * than the value ("Japan's life expectancy is higher"). Of ranked things, how their first and last
   * compare ("longer" rivers); without `less`, the last of the list is not the least there is (a
   * country's smallest major city is no answer to its smallest city).
   */
  more?: string;
  less?: string;
  ofPlace?: boolean;
  /**
   * The sentence stating the value, when "X's noun is value" would not read ("People from Sweden
   * are called Swedes"): given the place's name as a sentence starts with it.
   */
  says?: (place: string, value: string) => string;
  /** Of ranked things counted rather than measured, what is counted: a city's "people". */
  counts?: string;
  /**
   * Of a field listing named things (rivers, languages): what a dictionary sense of one of them is
   * headed by when it is that thing ("Afrikaans: an official language"; not the river's namesake
   * country, nor "Telugu: a member of the people … who speak the Telugu language").
   */
  things?: RegExp;
  /**
   * Of a yearly series whose amounts carry no unit ("32.806 (2024 est.)"), the subfield naming it
   * ("Currency": "Turkish liras (TRY) per US dollar"): each amount is read with it.
   */
  seriesUnit?: string;
  /** Amounts in each place's own unit (a currency per dollar): never ranked across places. */
  incomparable?: true;
}

/**
 * "languages are", "legislature is": the verb agrees with the noun's head, before any phrase
 * qualifying it ("electricity from fossil fuels is", "military expenditures are").
 */
export const verbFor = (noun: string) => {
  const head =
    noun.replace(/\s*\(.*$/u, '').split(/\s+(?:from|of|at|in|below|above|per|for|by|with)\s+/u)[0] ?? noun;
  return /[^s]s$/u.test(head) ? 'are' : 'is';
};

/** "larger" → "largest", "more populous" → "most populous", "higher" → "highest": a comparative's superlative. */
export function superlativeOf(comparative: string): string {
  if (comparative.startsWith('more ')) return `most ${comparative.slice(5)}`;
  if (comparative.startsWith('less ')) return `least ${comparative.slice(5)}`;
  return comparative.replace(/er$/u, 'est');
}

/** A definition headed by one of `heads`: "a major South American river", "an Indic language". */
const headedBy = (heads: string) =>
  new RegExp(`^(?:a|an|the)\\s+(?:[\\p{L}'-]+\\s+){0,4}?(?:${heads})\\b`, 'iu');

/** The words for men and for women, as a question says them. */
const SEX_WORDS = { male: 'men|males?|boys', female: 'women|females?|girls' } as const;
/** Words naming either: a question with one asks for that sex's figure, not the total. */
const EITHER_SEX = /\b(?:men|women|males?|females?|boys|girls)\b/u;

/**
 * A figure the profile gives for men and women beside the total (life expectancy, literacy), for one
 * of them: `asked` builds the question's words for it from the pattern of that sex's words.
 */
function ofSex(
  base: Pick<FieldSpec, 'id' | 'labels' | 'noun'>,
  sex: keyof typeof SEX_WORDS,
  asked: (who: string) => readonly string[],
): FieldSpec {
  return {
    id: `${base.id}-${sex}`,
    section: PEOPLE,
    labels: base.labels,
    sub: [sex],
    noun: `${base.noun} of ${sex === 'male' ? 'men' : 'women'}`,
    kind: 'figure',
    asks: new RegExp(asked(`(?:${SEX_WORDS[sex]})`).join('|'), 'u'),
    more: 'higher',
    less: 'lower',
  };
}

/** The faiths people ask about by name: "is Indonesia a Muslim country", "how Catholic is Brazil". */
export const FAITHS = String.raw`muslims?|islam(?:ic)?|christians?|christianity|(?:roman )?catholics?|catholicism|protestants?|evangelicals?|orthodox|buddhis[mt]s?|hindus?|hinduism|jews|jewish|judaism|sunnis?|shi(?:a|as|ite|ites)|atheists?`;

/** "who wrote the French national anthem", "the composer of Japan's anthem", "anthem lyrics". */
const ANTHEM_WRITER =
  /\b(?:who\s+(?:wrote|composed|penned)|(?:writer|author|composer|lyricist)s?\s+of|lyrics|words|music)\b.*\banthem\b|\banthem\b.*\b(?:writer|author|composer|lyricist|lyrics|written|composed)\b/u;

/** "A/B": A wrote the words and B the music; one name wrote both. */
function anthemWrittenBy(place: string, value: string): string {
  if (/^unknown\b/iu.test(value)) return `Who wrote the national anthem of ${place} is unknown`;
  const [words, music] = value.split('/').map((part) => part.trim());
  return music
    ? `The national anthem of ${place} has lyrics by ${words} and music by ${music}`
    : `The national anthem of ${place} has lyrics and music by ${value}`;
}

/** Who buys what a place sells: "export partners", "who buys Chile's exports", "its main customers". */
const EXPORT_BUYERS = [
  String.raw`\bexport\s+(?:partners?|markets?|destinations?)\b`,
  String.raw`\bwho\s+(?:buys|imports)\b|\b(?:which|what)\s+countries\s+(?:buy|import)\b`,
  String.raw`\b(?:main|biggest|largest|top)\s+(?:customers?|buyers?)\b`,
  String.raw`\bwhere\s+(?:do|does)\b.*\bexports?\s+go\b|\bwho\s+(?:do|does)\b.*\bsell\s+to\b`,
  String.raw`\b(?:sells?|exports?)\s+(?:the\s+)?most\s+to\b`,
].join('|');
/** Who sells to a place: "import partners", "where do Japan's imports come from", "its main suppliers". */
const IMPORT_SELLERS = [
  String.raw`\bimport\s+(?:partners?|sources?)\b`,
  String.raw`\bwho\s+(?:sells\s+to|supplies)\b|\b(?:which|what)\s+countries\s+(?:sell|export)\s+to\b`,
  String.raw`\b(?:main|biggest|largest|top)\s+suppliers?\b`,
  String.raw`\bwhere\s+(?:do|does)\b.*\bimports?\s+come\s+from\b|\bwho\s+(?:do|does)\b.*\bbuy\s+from\b`,
  String.raw`\bgets?\s+(?:its|their|most\s+of\s+its)\s+imports\s+from\b`,
  String.raw`\b(?:buys?|imports?)\s+(?:the\s+)?most\s+from\b`,
].join('|');
/** Both: "trading partners", "who does Kenya trade with". */
const TRADE_PARTNERS = String.raw`\btrad(?:e|ing)\s+partners?\b|\btrades?\s+(?:the\s+)?most\s+with\b|\bwho\s+(?:do|does)\b.*\btrade\s+with\b`;
/** Any of them: a question of partners asks for no goods. */
const PARTNERS = new RegExp(`${EXPORT_BUYERS}|${IMPORT_SELLERS}|${TRADE_PARTNERS}`, 'u');

/** Life expectancy in the words people use for it: "life expectancy", "lifespan", "life span". */
const LIFE_EXPECTANCY = String.raw`(?:life\s+expectancy|life\s?spans?)`;

/** "how long do Japanese women live", "male life expectancy in Russia", "women's lifespan". */
const lifeExpectancyOf = (sex: keyof typeof SEX_WORDS) =>
  ofSex(
    { id: 'life-expectancy', labels: ['Life expectancy at birth'], noun: 'life expectancy at birth' },
    sex,
    (who) => [
      String.raw`\bhow\s+long\s+(?:do|does|can)\s+(?:the\s+)?(?:\p{L}+\s+){0,2}${who}\s+(?:expect\s+to\s+)?live\b`,
      String.raw`\b${who}(?:'s|s')?\s+${LIFE_EXPECTANCY}\b`,
      String.raw`\b${LIFE_EXPECTANCY}\b.*\b${who}\b`,
    ],
  );

/** "how many women can read", "female literacy". */
const literacyOf = (sex: keyof typeof SEX_WORDS) =>
  ofSex({ id: 'literacy', labels: ['Literacy'], noun: 'literacy rate' }, sex, (who) => {
    const reads = String.raw`(?:literacy|(?:il)?literate|read)`;
    return [String.raw`\b${who}\b[^?.]*\b${reads}\b`, String.raw`\b${reads}\b[^?.]*\b${who}\b`];
  });

/** "major rivers" → "river", "major cities" → "city": one of a field's things. */
export const singularNoun = (noun: string): string =>
  noun
    .replace(/^major\s+/u, '')
    .replace(/ies$/u, 'y')
    .replace(/s$/u, '');

/** "Swede(s)" → "Swedes", "Dutchman(men)" → "Dutchmen": a noun's plural as the Factbook marks it. */
export const pluralOf = (noun: string): string =>
  noun.replace(/(\p{L}+)\((\p{Ll}+)\)/gu, (_, word: string, ending: string) =>
    /^e?s$/u.test(ending) ? word + ending : word.slice(0, -ending.length) + ending,
  );

/** "15.848 million Istanbul, 5.397 million ANKARA (capital), … (2023)" → "Istanbul - 15.848 million; Ankara (capital) - …; … (2023)". */
function citiesBySize(value: string): string {
  const year = /\s*(\((?:19|20)\d\d\)|\(\d{4} est\.\))\s*$/u.exec(value)?.[1];
  const body = year ? value.slice(0, value.lastIndexOf(year)).trim() : value;
  const items = body.split(/,\s+(?=\d)/u).map((item) => {
    const match = /^(\d[\d,.]*(?:\s+(?:million|billion))?)\s+(.+)$/u.exec(item.trim());
    if (!match) return item.trim();
    // The Factbook writes a capital in capitals ("ANKARA (capital)").
    const name = match[2]!.replace(/\b\p{Lu}{2,}\b/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
    return `${name} - ${match[1]}`;
  });
  return `${items.join('; ')}${year ? ` ${year}` : ''}`;
}

const GOVERNMENT = 'Government';
const PEOPLE = 'People and Society';
const GEOGRAPHY = 'Geography';
const ECONOMY = 'Economy';
const ENVIRONMENT = 'Environment';

/** In the order a question's words are tried: the more specific wording first ("GDP per capita" before "GDP"). */
export const FIELDS: readonly FieldSpec[] = [
  {
    id: 'capital',
    section: GOVERNMENT,
    labels: ['Capital'],
    sub: ['name'],
    noun: 'capital',
    kind: 'name',
    asks: /\bcapital\b/u,
  },
  {
    id: 'currency',
    section: ECONOMY,
    labels: ['Exchange rates'],
    sub: ['Currency'],
    noun: 'currency',
    tidy: (value) => value.replace(/\s*per US dollar\b.*$/u, ''),
    kind: 'name',
    asks: /\b(?:currency|currencies|money)\b/u,
  },
  {
    // "how far has the lira fallen against the dollar": the rate of each year the series holds.
    id: 'exchange-rate',
    section: ECONOMY,
    labels: ['Exchange rates'],
    seriesUnit: 'Currency',
    noun: 'exchange rate',
    kind: 'figure',
    asks: /\bexchange rates?\b|\b(?:against|versus|vs\.?|per|to) (?:the )?(?:us |u\.s\. |american )?dollars?\b/u,
    incomparable: true,
  },
  {
    id: 'population',
    section: PEOPLE,
    labels: ['Population'],
    sub: ['total'],
    noun: 'population',
    kind: 'figure',
    // "how many people use the internet" counts the people who do what another field asks.
    asks: /\b(?:population|populous|inhabitants|how many people(?![^?]*\b(?:use|uses|using|own|owns|speak|speaks|vote|votes|can|online|poverty)\b)|people (?:live|living) in)\b/u,
    asksAlone: /\b(?:most|more|fewer|fewest|least|less) people\b/u,
    more: 'more populous',
    less: 'less populous',
    ofPlace: true,
  },
  {
    id: 'languages',
    section: PEOPLE,
    labels: ['Languages'],
    sub: ['Languages'],
    noun: 'languages',
    kind: 'list',
    things: headedBy('language'),
    asks: /\blanguages?\b|\bspoken\b|\bspeak\b/u,
  },
  {
    id: 'religions',
    section: PEOPLE,
    labels: ['Religions'],
    noun: 'religions',
    kind: 'list',
    things: headedBy('religion|faith|believer|follower|adherent'),
    // A faith by its name asks for them too: "is Indonesia a Muslim country", "how Catholic is Brazil".
    asks: new RegExp(String.raw`\breligio(?:n|ns|us)\b|\bfaiths?\b|\b(?:${FAITHS})\b`, 'u'),
  },
  {
    id: 'ethnic-groups',
    section: PEOPLE,
    labels: ['Ethnic groups'],
    noun: 'ethnic groups',
    kind: 'list',
    asks: /\bethnic\b|\bethnicit/u,
  },
  {
    id: 'life-expectancy',
    section: PEOPLE,
    labels: ['Life expectancy at birth'],
    sub: ['total population'],
    noun: 'life expectancy at birth',
    kind: 'figure',
    asks: new RegExp(
      String.raw`\b${LIFE_EXPECTANCY}\b|\blives?\s+(?:the\s+)?long(?:er|est)\b` +
        String.raw`|\bhow\s+long\s+(?:do|does|can)\s+(?:the\s+)?(?:\p{L}+\s+){1,3}(?:expect\s+to\s+)?live\b`,
      'u',
    ),
    unless: EITHER_SEX,
    more: 'higher',
    less: 'lower',
  },
  lifeExpectancyOf('male'),
  lifeExpectancyOf('female'),
  {
    id: 'median-age',
    section: PEOPLE,
    labels: ['Median age'],
    sub: ['total'],
    noun: 'median age',
    kind: 'figure',
    // "how old is the typical person": the middle of the ages, the median.
    asks: /\bmedian age\b|\baverage age\b|\bhow old is (?:the|a|an) (?:typical|average|median) (?:person|resident|citizen|inhabitant)\b/u,
    more: 'higher',
    less: 'lower',
  },
  // The old of a population, in people's words: "over 65", "the elderly", "an ageing population".
  {
    id: 'elderly-share',
    section: PEOPLE,
    labels: ['Age structure'],
    sub: ['65 years and over'],
    noun: 'share of people aged 65 and over',
    kind: 'figure',
    // "23.6% (2024 est.) (male 6,336,738/female 8,060,995)": the share, without the counts by sex.
    tidy: (value) => value.replace(/\s*\(male [\d,]+\s*\/\s*female [\d,]+\)/u, ''),
    asks: /\b(?:over|above|aged|older than)\s+65\b|\b65\s+(?:and|or)\s+(?:over|older)\b|\belderly\b|\bpensioners\b|\bseniors?\b|\bsenior citizens\b|\bretirees\b|\b(?:old|older) (?:people|persons|folks)\b|\bage(?:ing|d)? population\b|\baging population\b|\bage structure\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'literacy',
    section: PEOPLE,
    labels: ['Literacy'],
    sub: ['total population'],
    noun: 'literacy rate',
    kind: 'figure',
    asks: /\bliteracy\b|\b(?:il)?literate\b|\bcan read\b|\bread and write\b/u,
    unless: EITHER_SEX,
    more: 'higher',
    less: 'lower',
  },
  literacyOf('male'),
  literacyOf('female'),
  // Health and schooling, in people's words: "how many children does a typical woman have".
  {
    id: 'fertility',
    section: PEOPLE,
    labels: ['Total fertility rate'],
    noun: 'total fertility rate',
    kind: 'figure',
    asks: /\bfertility\b|\b(?:children|kids|babies) (?:does|do) (?:a |the |an )?(?:typical |average )?wom[ae]n have\b|\b(?:children|babies|kids|births?) (?:per|a|each) woman\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'infant-mortality',
    section: PEOPLE,
    labels: ['Infant mortality rate'],
    sub: ['total'],
    noun: 'infant mortality rate',
    kind: 'figure',
    asks: /\binfant (?:mortality|deaths?)\b|\bbabies (?:die|dying)\b|\bchild mortality\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'maternal-mortality',
    section: PEOPLE,
    labels: ['Maternal mortality ratio', 'Maternal mortality rate'],
    noun: 'maternal mortality ratio',
    kind: 'figure',
    asks: /\bmaternal (?:mortality|deaths?)\b|\b(?:die|dying|deaths?) in childbirth\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'health-spending',
    section: PEOPLE,
    labels: ['Health expenditure', 'Health expenditures'],
    sub: ['Health expenditure (as % of GDP)'],
    noun: 'health expenditure',
    kind: 'figure',
    asks: /\bhealth(?: ?care)? (?:spending|expenditures?|budget)\b|\bspend(?:s|ing)? on (?:health(?: ?care)?|hospitals)\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'physicians',
    section: PEOPLE,
    labels: ['Physician density', 'Physicians density'],
    noun: 'physician density',
    kind: 'figure',
    asks: /\b(?:doctors|physicians)\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'hospital-beds',
    section: PEOPLE,
    labels: ['Hospital bed density'],
    noun: 'hospital bed density',
    kind: 'figure',
    asks: /\bhospital beds?\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'drinking-water',
    section: PEOPLE,
    labels: ['Drinking water source'],
    sub: ['improved: total'],
    noun: 'share of people with an improved drinking water source',
    kind: 'figure',
    tidy: (value) => value.replace(/^total:\s*/u, '').replace(/ of population\b/u, ''),
    asks: /\b(?:drinking|clean|safe) water\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'sanitation',
    section: PEOPLE,
    labels: ['Sanitation facility access'],
    sub: ['improved: total'],
    noun: 'share of people with improved sanitation',
    kind: 'figure',
    tidy: (value) => value.replace(/^total:\s*/u, '').replace(/ of population\b/u, ''),
    asks: /\bsanitation\b|\btoilets?\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'obesity',
    section: PEOPLE,
    labels: ['Obesity - adult prevalence rate'],
    noun: 'adult obesity rate',
    kind: 'figure',
    asks: /\bobes(?:e|ity)\b|\boverweight\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'alcohol',
    section: PEOPLE,
    labels: ['Alcohol consumption per capita'],
    sub: ['total'],
    noun: 'alcohol consumption per person',
    kind: 'figure',
    asks: /\balcohol\b|\bdrinks?\s+(?:more|less|most|the\s+most)\b|\bwho\s+drinks\b|\bhow\s+much\b[^?.]*\bdrink\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'alcohol-wine',
    section: PEOPLE,
    labels: ['Alcohol consumption per capita'],
    sub: ['wine'],
    noun: 'wine consumption per person',
    kind: 'figure',
    // Wine drunk, not wine itself: "the Greek god of wine" asks for a god.
    asks: /\b(?:drinks?|drank|drinking|consum\w*|how\s+much)\b[^?.]*\bwine\b|\bwine\b[^?.]*\b(?:drinks?|drank|drinking|consum\w*|per\s+(?:person|capita|head))\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'education-spending',
    section: PEOPLE,
    labels: ['Education expenditure', 'Education expenditures'],
    sub: ['Education expenditure (% GDP)'],
    noun: 'education expenditure',
    kind: 'figure',
    asks: /\beducation (?:spending|expenditures?|budget)\b|\bspend(?:s|ing)? on (?:education|schools?)\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'school-years',
    section: PEOPLE,
    labels: ['School life expectancy (primary to tertiary education)'],
    sub: ['total'],
    noun: 'school life expectancy',
    kind: 'figure',
    asks: /\bschool life expectancy\b|\byears (?:of|in|at) school(?:ing)?\b|\b(?:stay|go|are) (?:in|to|at) school\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'population-growth',
    section: PEOPLE,
    labels: ['Population growth rate'],
    noun: 'population growth rate',
    kind: 'figure',
    asks: /\bpopulation growth\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'urban-population',
    section: PEOPLE,
    labels: ['Urbanization'],
    sub: ['urban population'],
    noun: 'urban population',
    kind: 'figure',
    asks: /\burban population\b|\burbani[sz]ation\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'birth-rate',
    section: PEOPLE,
    labels: ['Birth rate'],
    noun: 'birth rate',
    kind: 'figure',
    asks: /\bbirth ?rates?\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'climate',
    section: ENVIRONMENT,
    labels: ['Climate'],
    noun: 'climate',
    kind: 'text',
    asks: /\bclimate\b|\bweather\b/u,
  },
  {
    id: 'natural-hazards',
    section: GEOGRAPHY,
    labels: ['Natural hazards'],
    noun: 'natural hazards',
    kind: 'list',
    asks: /\bnatural (?:hazards?|disasters?|dangers?|threats?)\b/u,
  },
  {
    id: 'environmental-issues',
    section: ENVIRONMENT,
    labels: ['Environmental issues', 'Environment - current issues'],
    noun: 'environmental issues',
    kind: 'list',
    // In people's words too: forests being cut down, polluted air and water.
    asks: /\benvironmental (?:issues|problems)\b|\b(?:forests?|trees|woods)\b.*\b(?:cut down|cleared|being lost|disappearing|shrinking)\b|\blosing (?:its |their )?(?:forests|trees)\b|\bdeforest(?:ation|ed)?\b|\bpolluti(?:ng|on)\b|\bpolluted\b/u,
  },
  {
    id: 'terrain',
    section: GEOGRAPHY,
    labels: ['Terrain'],
    noun: 'terrain',
    kind: 'text',
    asks: /\bterrain\b|\blandscape\b/u,
  },
  {
    id: 'highest-point',
    section: GEOGRAPHY,
    labels: ['Elevation', 'Elevation extremes'],
    sub: ['highest point'],
    noun: 'highest point',
    kind: 'name',
    // "how far above the sea does it rise", "how high does its land rise".
    asks: /\b(?:highest|tallest) (?:point|mountain|peak)\b|\bhow (?:far|high) above (?:the )?sea\b|\bhow high does\b[^?.]*\b(?:rise|go|reach)\b/u,
  },
  {
    id: 'lowest-point',
    section: GEOGRAPHY,
    labels: ['Elevation', 'Elevation extremes'],
    sub: ['lowest point'],
    noun: 'lowest point',
    kind: 'name',
    asks: /\blowest point\b|\bhow low\b|\bbelow sea level\b/u,
  },
  {
    id: 'mean-elevation',
    section: GEOGRAPHY,
    labels: ['Elevation', 'Elevation extremes'],
    sub: ['mean elevation'],
    noun: 'mean elevation',
    kind: 'figure',
    // "which has the higher land on average", "how high is the country on average".
    asks: /\bmean\s+elevation\b|\baverage\s+(?:elevation|height|altitude)\b|\b(?:land|ground|terrain)\b[^?.]*\bon\s+average\b|\bon\s+average\b[^?.]*\b(?:land|ground|terrain|above\s+(?:the\s+)?sea|elevation|altitude)\b|\babove\s+(?:the\s+)?sea\b[^?.]*\bon\s+average\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'natural-resources',
    section: GEOGRAPHY,
    labels: ['Natural resources'],
    noun: 'natural resources',
    kind: 'list',
    // Minerals and a country's resources are its natural resources; its water resources are a field of their own.
    asks: /\bnatural resources\b|\bminerals?\b|\b(?<!(?:water|human) )resources\b/u,
  },
  {
    id: 'lakes',
    section: GEOGRAPHY,
    labels: ['Major lakes (area sq km)'],
    sub: ['fresh water lake(s)', 'salt water lake(s)'],
    noun: 'major lakes',
    kind: 'ranked',
    things: headedBy('lake|sea|salt lake'),
    more: 'larger',
    less: 'smaller',
    asks: /\blakes?\b/u,
  },
  {
    // The salt lakes a country also has (Kazakhstan's Aral Sea after its fresh Balkhash): the major
    // lakes above are the first kind the profile lists.
    id: 'salt-lakes',
    section: GEOGRAPHY,
    labels: ['Major lakes (area sq km)'],
    sub: ['salt water lake(s)'],
    noun: 'salt-water lakes',
    kind: 'ranked',
    things: headedBy('lake|sea|salt lake'),
    more: 'larger',
    less: 'smaller',
    asks: /\bsalt(?:-|\s)?(?:water\s)?lakes?\b/u,
  },
  {
    id: 'rivers',
    section: GEOGRAPHY,
    labels: ['Major rivers (by length in km)'],
    noun: 'major rivers',
    kind: 'ranked',
    things: headedBy('river'),
    more: 'longer',
    less: 'shorter',
    asks: /\brivers?\b/u,
  },
  {
    id: 'area',
    section: GEOGRAPHY,
    labels: ['Area'],
    sub: ['total'],
    noun: 'total area',
    kind: 'figure',
    // "which is bigger and which is richer": bigger said alone, beside other facts asked.
    asks: /\b(?:total )?area\b|\bhow (?:big|large) is\b|\bhow many (?:square (?:kilomet(?:er|re)s?|km|miles?)|sq\.? ?(?:km|mi(?:les)?)|km2|acres|hectares)\b|\bwhich(?: one| of (?:them|the two))? is (?:bigger|larger|smaller)\b(?=\s*(?:,|\?|$|and\b|or\b))/u,
    asksAlone: /\b(?:bigger|larger|smaller|biggest|largest|smallest)\b/u,
    more: 'larger',
    less: 'smaller',
    ofPlace: true,
  },
  {
    id: 'coastline',
    section: GEOGRAPHY,
    labels: ['Coastline'],
    noun: 'coastline',
    kind: 'figure',
    asks: /\bcoastline\b|\bcoast\b/u,
    more: 'longer',
    less: 'shorter',
  },
  {
    // "how long is Senegal's land border": the total; the border two places share is an item of `borders`.
    id: 'land-boundaries',
    section: GEOGRAPHY,
    labels: ['Land boundaries'],
    sub: ['total'],
    noun: 'total land border',
    kind: 'figure',
    asks: /\bland (?:borders?|boundar(?:y|ies))\b|\b(?:length|how long)\b[^?.]*\bborders?\b|\bborders?\b[^?.]*\b(?:length|how long)\b/u,
    more: 'longer',
    less: 'shorter',
  },
  {
    id: 'borders',
    section: GEOGRAPHY,
    labels: ['Land boundaries'],
    sub: ['border countries'],
    noun: 'border countries',
    kind: 'list',
    asks: /\bborders?\b|\bneighbou?r(?:s|ing)\b/u,
  },
  {
    id: 'location',
    section: GEOGRAPHY,
    labels: ['Location'],
    noun: 'location',
    kind: 'text',
    asks: /^\s*where is\b|\blocated\b|\blocation\b|\bcontinents?\b|\bpart of the world\b|\b(?:what|which) region\b/u,
  },
  {
    id: 'time-zone',
    section: GOVERNMENT,
    labels: ['Capital'],
    sub: ['time difference'],
    noun: 'time zone',
    kind: 'name',
    asks: /\btime ?zones?\b|\btime difference\b/u,
  },
  {
    id: 'official-name',
    section: GOVERNMENT,
    labels: ['Country name'],
    sub: ['conventional long form'],
    noun: 'official name',
    kind: 'name',
    // Japan's long form is "none": its short name is its official one, which the question already says.
    tidy: (value) => (/^none$/iu.test(value) ? '' : value),
    asks: /\b(?:official|full|formal|long(?:-form)?) name\b/u,
  },
  {
    id: 'nationality',
    section: PEOPLE,
    labels: ['Nationality'],
    sub: ['noun'],
    noun: 'nationality',
    kind: 'name',
    tidy: pluralOf,
    says: (place, value) => `People from ${place} are called ${value}`,
    asks: /\bnationality\b|\bdemonym\b|\bcall(?:ed)? (?:people|someone|somebody|a person|citizens|natives|residents|inhabitants)\b|\b(?:people|someone|somebody|a person|citizens|natives|residents|inhabitants) (?:from|of|in)\b.{1,40}\bcalled\b/u,
  },
  {
    id: 'flag',
    section: GOVERNMENT,
    labels: ['Flag', 'Flag description'],
    noun: 'flag',
    kind: 'text',
    // What it looks like and what it means; its history and notes on look-alike flags answer neither.
    tidy: (value) =>
      value
        .replace(/^description:\s*/iu, '')
        .replace(/;\s*meaning:\s*/iu, '; ')
        .replace(/;\s*(?:history|note):.*$/isu, ''),
    asks: /\bflags?\b/u,
  },
  {
    id: 'national-symbols',
    section: GOVERNMENT,
    labels: ['National symbol(s)'],
    noun: 'national symbols',
    kind: 'list',
    // Older editions add the colours to the symbols ("maple leaf; national colors: red, white").
    tidy: (value) => value.replace(/;\s*national colou?rs?:.*$/iu, ''),
    asks: /\bnational (?:symbols?|emblems?|animals?|birds?|flowers?|trees?)\b/u,
  },
  {
    id: 'national-colors',
    section: GOVERNMENT,
    labels: ['National color(s)'],
    noun: 'national colors',
    kind: 'list',
    asks: /\bnational colou?rs?\b/u,
  },
  {
    id: 'cities',
    section: PEOPLE,
    labels: ['Major urban areas - population'],
    noun: 'major cities',
    kind: 'ranked',
    tidy: citiesBySize,
    more: 'larger',
    counts: 'people',
    // "the largest city", "the main cities", "which city … has the most people"; "the capital city" is the capital.
    asks: /\b(?:largest|biggest|most populous|main|major|big|principal|populous|important)\s+(?:\w+\s+)?cit(?:y|ies)\b|\bcities\b|\burban areas?\b|\bcity\b.*\b(?:most|more) (?:people|inhabitants|populous)\b/u,
  },
  {
    id: 'ports',
    section: 'Transportation',
    labels: ['Ports'],
    sub: ['key ports'],
    noun: 'key ports',
    kind: 'list',
    asks: /\b(?:sea)?ports?\b|\bharbou?rs?\b/u,
  },
  {
    id: 'ports-total',
    section: 'Transportation',
    labels: ['Ports'],
    sub: ['total ports'],
    noun: 'ports',
    says: (place, value) => `Ports in ${place}: ${value}`,
    kind: 'figure',
    asks: /\bhow\s+many\s+(?:sea)?ports\b|\bnumber\s+of\s+(?:sea)?ports\b/u,
  },
  {
    id: 'independence',
    section: GOVERNMENT,
    labels: ['Independence'],
    noun: 'independence',
    kind: 'date',
    // "freed from Britain", "gained its freedom", "broke away from Spain", "stopped being British",
    // "was it once British",
    // "the end of French rule": independence in other words.
    asks: new RegExp(
      [
        String.raw`\bindependen(?:ce|t)\b(?! day)`,
        String.raw`\b(?:freed|liberated)\s+from\b|\bfreedom\s+from\b`,
        String.raw`\bgain(?:ed|s)?\s+(?:its\s+|their\s+)?freedom\b|\bbecame\s+free\b`,
        String.raw`\b(?:${BROKE_AWAY})\b|\bsplit\s+(?:off\s+)?from\b`,
        String.raw`\b${CEASED_BEING}\s+(?:a\s+)?(?:under\s+)?(?:[\p{L}-]+\s+)?(?:rule|colon(?:y|ial)|protectorate)\b`,
        String.raw`\b${CEASED_BEING}\s+(?:${RULER_ADJECTIVES})\b`,
        String.raw`\b(?:once|formerly)\s+(?:a\s+)?(?:${RULER_ADJECTIVES})\b|\bformer\s+(?:${RULER_ADJECTIVES})\s+colony\b`,
        String.raw`\b(?:${RULE_ENDED})\b`,
      ].join('|'),
      'u',
    ),
  },
  {
    id: 'national-holiday',
    section: GOVERNMENT,
    labels: ['National holiday'],
    noun: 'national holiday',
    kind: 'text',
    // "When is Greek independence day?": the holiday (Independence Day, 25 March), not the date of independence.
    asks: /\bnational (?:holiday|day)\b|\bindependence day\b/u,
  },
  {
    id: 'national-anthem',
    section: GOVERNMENT,
    labels: ['National anthem(s)', 'National anthem'],
    sub: ['title', 'name'],
    noun: 'national anthem',
    kind: 'name',
    asks: /\b(?:national )?anthem\b/u,
    unless: ANTHEM_WRITER,
  },
  {
    id: 'anthem-writer',
    section: GOVERNMENT,
    labels: ['National anthem(s)', 'National anthem'],
    sub: ['lyrics/music'],
    noun: 'national anthem’s lyrics and music',
    kind: 'person',
    asks: ANTHEM_WRITER,
    says: anthemWrittenBy,
  },
  {
    id: 'government-type',
    section: GOVERNMENT,
    labels: ['Government type'],
    noun: 'government type',
    kind: 'type',
    asks: /\b(?:type|form|system|kind) of government\b|\bgovernment type\b|\b(?:is|was|are|still)\s(?:[\p{L}-]+\s){0,3}?(?:an?\s)?(?:real\s|true\s|full\s)?(?:democracy|monarchy|republic|dictatorship|theocracy|(?:communist|one-party)\s(?:state|country))\b/u,
  },
  {
    id: 'head-of-government',
    section: GOVERNMENT,
    labels: ['Executive branch'],
    sub: ['head of government'],
    noun: 'head of government',
    kind: 'person',
    // A country's leader is whoever heads it: its head of government (Germany's chancellor) as well
    // as its chief of state.
    asks: /\b(?:prime minister|premier|chancellor|head of government|leaders?|leads|runs)\b/u,
  },
  {
    id: 'chief-of-state',
    section: GOVERNMENT,
    labels: ['Executive branch'],
    sub: ['chief of state'],
    noun: 'chief of state',
    kind: 'person',
    // "rule" as a verb ("who rules", "who will rule"), not a past rule ("independence from British rule").
    asks: /\b(?:president|head of state|chief of state|monarch|king|queen|emperor|leaders?|leads|runs|rules|ruler)\b|\b(?:who|to)\s+(?:\p{L}+\s+)?rule\b/u,
  },
  {
    id: 'legislature',
    section: GOVERNMENT,
    labels: ['Legislative branch'],
    sub: ['legislature name', 'description'],
    noun: 'legislature',
    kind: 'text',
    asks: /\b(?:legislature|parliament|congress)\b/u,
  },
  {
    id: 'legal-system',
    section: GOVERNMENT,
    labels: ['Legal system'],
    noun: 'legal system',
    kind: 'text',
    asks: /\blegal system\b/u,
  },
  {
    id: 'gdp-per-capita',
    section: ECONOMY,
    labels: ['Real GDP per capita', 'GDP - per capita (PPP)'],
    noun: 'GDP per capita',
    kind: 'figure',
    asks: /\bgdp per (?:capita|person|head)\b|\bper capita (?:gdp|income)\b|\b(?:richer|richest|poorer|poorest|wealthier|wealthiest)\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'gdp',
    section: ECONOMY,
    labels: ['Real GDP (purchasing power parity)', 'GDP (purchasing power parity)'],
    noun: 'GDP (purchasing power parity)',
    kind: 'figure',
    asks: /\bgdp\b(?! per)|\bgross domestic product\b|\b(?:largest|biggest) economy\b/u,
    more: 'larger',
    less: 'smaller',
  },
  {
    id: 'gdp-growth',
    section: ECONOMY,
    labels: ['Real GDP growth rate', 'GDP - real growth rate'],
    noun: 'real GDP growth rate',
    kind: 'figure',
    asks: /\b(?:economic|gdp) growth\b|\bgrowth rate\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'unemployment',
    section: ECONOMY,
    labels: ['Unemployment rate'],
    noun: 'unemployment rate',
    kind: 'figure',
    asks: /\bunemployment\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    // "12.1% of GDP (2024 est.)": money people abroad send home, as a share of the economy.
    id: 'remittances',
    section: ECONOMY,
    labels: ['Remittances'],
    noun: 'remittances',
    kind: 'figure',
    asks: /\bremittances?\b|\bmoney\s+(?:\p{L}+\s+){0,3}?(?:send|sends|sent|sending)\s+(?:back\s+)?home\b|\b(?:send|sends|sent|sending)\s+(?:money\s+)?(?:back\s+)?home\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'youth-unemployment',
    section: ECONOMY,
    labels: ['Youth unemployment rate (ages 15-24)'],
    sub: ['total'],
    noun: 'youth unemployment rate (ages 15-24)',
    kind: 'figure',
    asks: /\byouth\s+unemployment\b|\byoung\s+(?:people|men|women|adults)\b[^?.]*\b(?:work|jobs?|unemploy\w*|employment)\b|\bunemploy\w*\b[^?.]*\b(?:young|youth)\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'inflation',
    section: ECONOMY,
    labels: ['Inflation rate (consumer prices)'],
    noun: 'inflation rate',
    kind: 'figure',
    asks: /\binflation\b/u,
    more: 'higher',
    less: 'lower',
  },
  {
    id: 'exports',
    section: ECONOMY,
    labels: ['Exports - commodities'],
    noun: 'main exports',
    kind: 'list',
    // What a country sells abroad is what it exports.
    asks: /\bexports?\b|\bexport(?:s|ed)? (?:goods|products)\b|\bwhat\b.*\b(?:sells?|selling|sold)\b|\b(?:sells?|selling|sold)\b.*\b(?:abroad|overseas|other countries|the world)\b/u,
    unless: PARTNERS,
  },
  {
    id: 'imports',
    section: ECONOMY,
    labels: ['Imports - commodities'],
    noun: 'main imports',
    kind: 'list',
    asks: /\bimports?\b|\bwhat\b.*\b(?:buys?|buying|bought)\b|\b(?:buys?|buying|bought)\b.*\b(?:abroad|overseas|other countries|the world)\b/u,
    unless: PARTNERS,
  },
  {
    id: 'industries',
    section: ECONOMY,
    labels: ['Industries'],
    noun: 'main industries',
    kind: 'list',
    asks: /\bindustries\b|\bmain industr/u,
  },
  {
    id: 'agricultural-products',
    section: ECONOMY,
    labels: ['Agricultural products', 'Agriculture - products'],
    noun: 'agricultural products',
    kind: 'list',
    asks: /\bagricultur(?:e|al) products\b|\bcrops?\b|\b(?:grow|farm)\b/u,
  },
  {
    id: 'internet-code',
    section: 'Communications',
    labels: ['Internet country code'],
    noun: 'internet country code',
    kind: 'name',
    asks: /\binternet (?:country )?code\b|\bdomain\b/u,
  },
  {
    id: 'military-spending',
    section: 'Military and Security',
    labels: ['Military expenditures'],
    noun: 'military expenditures',
    kind: 'figure',
    asks: /\b(?:military (?:spending|expenditures?|budget)|(?:defen[cs]e) (?:spending|budget)|spend(?:s|ing)? on (?:its |the |their )?(?:defen[cs]e|military|armed forces|army))\b/u,
  },
  {
    id: 'military-personnel',
    section: 'Military and Security',
    labels: ['Military and security service personnel strengths', 'Military service personnel strengths'],
    noun: 'military strength',
    kind: 'text',
    asks: /\b(?:troops|soldiers|personnel|active[- ]duty|size of (?:the|its) (?:army|military|armed forces))\b/u,
  },
  // Troops serving abroad: "200 Kosovo (NATO/KFOR) (2025)".
  {
    id: 'military-deployments',
    section: 'Military and Security',
    labels: ['Military deployments'],
    noun: 'military deployments',
    kind: 'text',
    says: (place, value) => `Troops of ${place} deployed abroad: ${value}`,
    asks: /\b(?:deploy(?:ed|ments?)|peacekeep(?:ers|ing)|troops (?:abroad|overseas|stationed)|(?:serve|serving|stationed|based) (?:abroad|overseas)|un (?:missions?|operations?)|contribut\w* (?:troops|soldiers)|(?:troops|soldiers|forces) (?:serving|stationed|deployed|based) in)\b/u,
  },
  {
    id: 'military-service',
    section: 'Military and Security',
    labels: ['Military service age and obligation'],
    noun: 'military service',
    kind: 'text',
    // Its value is a rule in its own words ("all Finnish men are obligated to serve …"), said after a label.
    says: (place, value) => `Military service in ${place}: ${value}`,
    // Serving, joining or enlisting, and the draft: "do people in Israel have to join the army".
    asks: /\b(?:conscript(?:s|ion|ed)?|military service|compulsory service|draft(?:ed)?|national service)\b|\b(?:have|has|must|required) to serve\b|\b(?:serve|join|enlist|enrol+|sign up) (?:in|into|for)? ?(?:the |its |their )?(?:[\p{L}-]+ )?(?:army|military|armed forces|navy|air force)\b/u,
  },
  // What a country's people have of power and what it buys: asked in Quick, set side by side in Deep.
  {
    id: 'electricity-imports',
    section: 'Energy',
    labels: ['Electricity', 'Electricity - imports'],
    sub: ['imports'],
    noun: 'electricity imports',
    kind: 'figure',
    asks: /\b(?:imports?|buys?|buying|bought)\b.*\b(?:electricity|power)\b|\b(?:electricity|power)\b.*\b(?:imports?|buys?|buying|bought)\b/u,
  },
  {
    id: 'electricity-access',
    section: 'Energy',
    labels: ['Electricity access', 'Electricity - access'],
    sub: ['electrification - total population'],
    noun: 'share of the population with electricity',
    kind: 'figure',
    asks: /\b(?:access to|have|has|without|lack)\s+(?:electricity|power)\b|\belectrification\b/u,
    more: 'higher',
    less: 'lower',
  },
];

/**
 * Fields Deep reports set side by side (an aspect's key facts), read by label like the others; those
 * people ask about by themselves ("how many airports", "use the internet") say so in `asks`.
 */
const REPORT_FIELDS: readonly FieldSpec[] = [
  {
    id: 'lower-chamber',
    section: GOVERNMENT,
    labels: ['Legislative branch - lower chamber'],
    sub: ['chamber name'],
    noun: 'lower chamber',
    kind: 'name',
  },
  {
    id: 'upper-chamber',
    section: GOVERNMENT,
    labels: ['Legislative branch - upper chamber'],
    sub: ['chamber name'],
    noun: 'upper chamber',
    kind: 'name',
  },
  { id: 'background', section: 'Introduction', labels: ['Background'], noun: 'background', kind: 'text' },
  {
    id: 'elections',
    section: GOVERNMENT,
    labels: ['Executive branch'],
    sub: ['election/appointment process', 'elections/appointments'],
    noun: 'way of choosing its leaders',
    kind: 'text',
  },
  {
    id: 'last-election',
    section: GOVERNMENT,
    labels: ['Executive branch'],
    sub: ['most recent election date'],
    noun: 'most recent election',
    kind: 'text',
    asks: /\b(?:last|most recent|latest|previous) (?:presidential |general )?elections?\b|\bwhen was the (?:presidential |general )?election\b/u,
  },
  {
    // "scheduled for March/April 2024, but not held because Ukraine has been under martial law …".
    id: 'next-election',
    section: GOVERNMENT,
    labels: ['Executive branch'],
    sub: ['expected date of next election'],
    noun: 'next election',
    kind: 'text',
    asks: /\b(?:next|upcoming|coming) (?:presidential |general )?elections?\b|\b(?:not|never|yet to)\b[^?.]*\b(?:held|hold|had|have)\b[^?.]*\belections?\b|\belections?\b[^?.]*\b(?:postponed|delayed|not (?:been )?held|cancel+ed|suspended)\b/u,
  },
  {
    id: 'election-results',
    section: GOVERNMENT,
    labels: ['Executive branch'],
    sub: ['election results'],
    noun: 'election results',
    kind: 'text',
    asks: /\belection results?\b|\bwho won\b[^?.]*\belections?\b|\bwon (?:an?|the|any|its) (?:presidential |general )?elections?\b|\bshare of the vote\b|\bhow many votes\b/u,
  },
  {
    id: 'suffrage',
    section: GOVERNMENT,
    labels: ['Suffrage'],
    noun: 'suffrage',
    says: (place, value) => `The vote in ${place}: ${value}`,
    asks: /\bsuffrage\b|\bvoting\s+age\b|\bage\s+(?:to|for)\s+vote\b|\bwho\s+can\s+vote\b|\bhow\s+old\b.*\bvote\b|\bwhat\s+age\b.*\bvote\b|\bvote\s+at\s+(?:what\s+)?(?:age|\d+)\b|\b(?:can|may)\s+(?:you|people|i|one|citizens|women|foreigners)\s+vote\b|\bvoting\s+rights\b|\bright\s+to\s+vote\b/u,
    kind: 'text',
  },
  {
    // A unicameral legislature's size: its seats are the whole branch's.
    id: 'legislature-seats',
    section: GOVERNMENT,
    labels: ['Legislative branch'],
    sub: ['number of seats'],
    noun: 'number of seats in the legislature',
    kind: 'figure',
  },
  {
    id: 'legislature-structure',
    section: GOVERNMENT,
    labels: ['Legislative branch'],
    sub: ['legislative structure'],
    noun: 'legislative structure',
    kind: 'text',
    asks: /\b(?:unicameral|bicameral|(?:one|two|single|how many) (?:chambers?|houses?)|how is (?:the |its |their )?(?:congress|parliament|legislature) (?:set up|organi[sz]ed|structured|made up))\b/u,
  },
  {
    id: 'constitution',
    section: GOVERNMENT,
    labels: ['Constitution'],
    sub: ['history'],
    noun: 'constitution',
    asks: /\bconstitutions?\b/u,
    kind: 'text',
  },
  {
    id: 'cabinet',
    section: GOVERNMENT,
    labels: ['Executive branch'],
    sub: ['cabinet'],
    noun: 'cabinet',
    kind: 'text',
  },
  {
    id: 'lower-chamber-seats',
    section: GOVERNMENT,
    labels: ['Legislative branch - lower chamber'],
    sub: ['number of seats'],
    noun: 'lower chamber',
    kind: 'figure',
  },
  {
    id: 'upper-chamber-seats',
    section: GOVERNMENT,
    labels: ['Legislative branch - upper chamber'],
    sub: ['number of seats'],
    noun: 'upper chamber',
    kind: 'figure',
  },
  {
    id: 'lower-chamber-election',
    section: GOVERNMENT,
    labels: ['Legislative branch - lower chamber'],
    sub: ['electoral system'],
    noun: 'lower chamber’s electoral system',
    kind: 'text',
  },
  {
    id: 'highest-courts',
    section: GOVERNMENT,
    labels: ['Judicial branch'],
    sub: ['highest court(s)'],
    noun: 'highest courts',
    kind: 'text',
  },
  {
    id: 'judge-selection',
    section: GOVERNMENT,
    labels: ['Judicial branch'],
    sub: ['judge selection and term of office'],
    noun: 'judges',
    kind: 'text',
  },
  {
    id: 'political-parties',
    section: GOVERNMENT,
    labels: ['Political parties', 'Political parties and leaders'],
    noun: 'political parties',
    asks: /\bpolitical\s+part(?:y|ies)\b|\bparties\b/u,
    kind: 'list',
  },
  {
    id: 'administrative-divisions',
    section: GOVERNMENT,
    labels: ['Administrative divisions'],
    noun: 'administrative divisions',
    kind: 'text',
  },
  {
    id: 'agriculture-share',
    section: ECONOMY,
    labels: ['GDP - composition, by sector of origin'],
    sub: ['agriculture'],
    noun: 'agriculture share of GDP',
    kind: 'figure',
  },
  {
    id: 'industry-share',
    section: ECONOMY,
    labels: ['GDP - composition, by sector of origin'],
    sub: ['industry'],
    noun: 'industry share of GDP',
    kind: 'figure',
  },
  { id: 'labor-force', section: ECONOMY, labels: ['Labor force'], noun: 'labor force', kind: 'figure' },
  {
    id: 'gini',
    section: ECONOMY,
    labels: [
      'Gini Index coefficient - distribution of family income',
      'Distribution of family income - Gini index',
    ],
    noun: 'Gini index of family income',
    asks: /\bgini\b|\b(?:income\s+)?inequality\b/u,
    kind: 'figure',
  },
  {
    id: 'budget-revenues',
    section: ECONOMY,
    labels: ['Budget'],
    sub: ['revenues'],
    noun: 'budget revenues',
    kind: 'figure',
  },
  {
    id: 'budget-expenditures',
    section: ECONOMY,
    labels: ['Budget'],
    sub: ['expenditures'],
    noun: 'budget expenditures',
    kind: 'figure',
  },
  {
    id: 'public-debt',
    section: ECONOMY,
    labels: ['Public debt'],
    noun: 'public debt',
    asks: /\b(?:public|national|government|state|sovereign)\s+debt\b|\bdebt\s+to\s+gdp\b|\bhow\s+much\s+(?:does|do)\b.*\bowe\b/u,
    kind: 'figure',
  },
  {
    id: 'forest-share',
    section: ENVIRONMENT,
    labels: ['Land use'],
    sub: ['forest'],
    noun: 'forest cover',
    // "how much of it is still forest", "what share of the country is wooded", "forest cover".
    asks: /\b(?:how much|what (?:share|part|percentage|proportion|fraction))\b[^?.]*\b(?:forests?|forested|wooded|woodland|trees)\b|\bforest(?:ed)? (?:cover|area|land)\b/u,
    kind: 'figure',
  },
  {
    id: 'methane-emissions',
    section: ENVIRONMENT,
    labels: ['Methane emissions'],
    sub: ['agriculture', 'energy'],
    noun: 'methane emissions',
    kind: 'figure',
  },
  {
    id: 'particulate-emissions',
    section: ENVIRONMENT,
    labels: ['Particulate matter emissions'],
    noun: 'particulate matter emissions',
    kind: 'figure',
  },
  {
    id: 'solid-waste',
    section: ENVIRONMENT,
    labels: ['Waste and recycling'],
    sub: ['municipal solid waste generated annually'],
    noun: 'municipal solid waste',
    kind: 'figure',
  },
  {
    id: 'recycling',
    section: ENVIRONMENT,
    labels: ['Waste and recycling'],
    sub: ['percent of municipal solid waste recycled'],
    noun: 'share of municipal solid waste recycled',
    asks: /\brecycl(?:e|es|ed|ing)\b/u,
    kind: 'figure',
  },
  {
    id: 'water-withdrawal',
    section: ENVIRONMENT,
    labels: ['Total water withdrawal'],
    sub: ['agricultural'],
    noun: 'agricultural water withdrawal',
    kind: 'figure',
  },
  {
    id: 'renewable-water',
    section: ENVIRONMENT,
    labels: ['Total renewable water resources'],
    noun: 'renewable water resources',
    kind: 'figure',
  },
  {
    id: 'co2-emissions',
    section: ENVIRONMENT,
    labels: ['Carbon dioxide emissions', 'Carbon dioxide emissions from consumption of energy'],
    sub: ['total emissions'],
    noun: 'carbon dioxide emissions',
    asks: /\bco2\b|\bcarbon(?:\s+dioxide)?\s+emissions?\b|\bcarbon\s+dioxide\b|\bgreenhouse\s+gas(?:es)?\b/u,
    kind: 'figure',
  },
  // Where the carbon dioxide comes from: "how much of it comes from coal".
  {
    id: 'co2-coal',
    section: ENVIRONMENT,
    labels: ['Carbon dioxide emissions'],
    sub: ['from coal and metallurgical coke'],
    noun: 'carbon dioxide emissions from coal',
    asks: /\b(?:co2|carbon(?:\s+dioxide)?|emissions?|emits?)\b.*\bcoal\b/u,
    kind: 'figure',
  },
  {
    id: 'co2-oil',
    section: ENVIRONMENT,
    labels: ['Carbon dioxide emissions'],
    sub: ['from petroleum and other liquids'],
    noun: 'carbon dioxide emissions from oil',
    asks: /\b(?:co2|carbon(?:\s+dioxide)?|emissions?|emits?)\b.*\b(?:oil|petroleum)\b/u,
    kind: 'figure',
  },
  {
    id: 'co2-gas',
    section: ENVIRONMENT,
    labels: ['Carbon dioxide emissions'],
    sub: ['from consumed natural gas'],
    noun: 'carbon dioxide emissions from natural gas',
    asks: /\b(?:co2|carbon(?:\s+dioxide)?|emissions?|emits?)\b.*\b(?:natural\s+)?gas\b(?!es)/u,
    kind: 'figure',
  },
  {
    id: 'environmental-agreements',
    section: ENVIRONMENT,
    labels: ['International environmental agreements', 'Environment - international agreements'],
    sub: ['party to'],
    noun: 'environmental agreements',
    kind: 'list',
  },
  {
    id: 'economic-overview',
    section: ECONOMY,
    labels: ['Economic overview', 'Economy - overview'],
    noun: 'economy',
    kind: 'text',
  },
  {
    id: 'services-share',
    section: ECONOMY,
    labels: ['GDP - composition, by sector of origin'],
    sub: ['services'],
    noun: 'services share of GDP',
    kind: 'figure',
  },
  {
    id: 'poverty',
    section: ECONOMY,
    labels: ['Population below poverty line'],
    noun: 'population below the poverty line',
    asks: /\bpoverty\b|\b(?:live|living|lives)\s+in\s+poverty\b/u,
    kind: 'figure',
  },
  { id: 'exports-value', section: ECONOMY, labels: ['Exports'], noun: 'exports', kind: 'figure' },
  {
    id: 'export-partners',
    section: ECONOMY,
    labels: ['Exports - partners'],
    noun: 'export partners',
    kind: 'list',
    asks: new RegExp(`${EXPORT_BUYERS}|${TRADE_PARTNERS}`, 'u'),
  },
  {
    id: 'import-partners',
    section: ECONOMY,
    labels: ['Imports - partners'],
    noun: 'import partners',
    kind: 'list',
    asks: new RegExp(`${IMPORT_SELLERS}|${TRADE_PARTNERS}`, 'u'),
  },
  {
    id: 'electricity-fossil',
    section: 'Energy',
    labels: ['Electricity generation sources', 'Electricity - from fossil fuels'],
    sub: ['fossil fuels'],
    noun: 'electricity from fossil fuels',
    kind: 'figure',
  },
  {
    id: 'electricity-hydro',
    section: 'Energy',
    labels: ['Electricity generation sources', 'Electricity - from hydroelectric plants'],
    sub: ['hydroelectricity'],
    noun: 'electricity from hydroelectric plants',
    kind: 'figure',
  },
  {
    id: 'electricity-nuclear',
    section: 'Energy',
    labels: ['Electricity generation sources', 'Electricity - from nuclear fuels'],
    sub: ['nuclear'],
    noun: 'electricity from nuclear fuels',
    kind: 'figure',
  },
  {
    id: 'electricity-wind',
    section: 'Energy',
    labels: ['Electricity generation sources'],
    sub: ['wind'],
    noun: 'electricity from wind',
    kind: 'figure',
  },
  {
    id: 'electricity-solar',
    section: 'Energy',
    labels: ['Electricity generation sources'],
    sub: ['solar'],
    noun: 'electricity from solar power',
    kind: 'figure',
  },
  {
    id: 'electricity-geothermal',
    section: 'Energy',
    labels: ['Electricity generation sources'],
    sub: ['geothermal'],
    noun: 'electricity from geothermal power',
    kind: 'figure',
  },
  {
    id: 'electricity-renewable',
    section: 'Energy',
    labels: ['Electricity - from other renewable sources'],
    noun: 'electricity from other renewable sources',
    kind: 'figure',
  },
  {
    id: 'electricity-consumption',
    section: 'Energy',
    labels: ['Electricity', 'Electricity - consumption'],
    sub: ['consumption'],
    noun: 'electricity consumption',
    kind: 'figure',
  },
  {
    id: 'oil-production',
    section: 'Energy',
    labels: ['Petroleum', 'Crude oil - production'],
    sub: ['total petroleum production'],
    noun: 'petroleum production',
    kind: 'figure',
  },
  {
    id: 'oil-exports',
    section: 'Energy',
    labels: ['Crude oil - exports'],
    noun: 'crude oil exports',
    kind: 'figure',
  },
  // What a country sells of its energy: named in the subfields of its fuels and its electricity.
  {
    id: 'gas-exports',
    section: 'Energy',
    labels: ['Natural gas', 'Natural gas - exports'],
    sub: ['exports'],
    noun: 'natural gas exports',
    kind: 'figure',
  },
  {
    id: 'electricity-exports',
    section: 'Energy',
    labels: ['Electricity', 'Electricity - exports'],
    sub: ['exports'],
    noun: 'electricity exports',
    kind: 'figure',
  },
  {
    id: 'coal-exports',
    section: 'Energy',
    labels: ['Coal'],
    sub: ['exports'],
    noun: 'coal exports',
    kind: 'figure',
  },
  {
    id: 'gas-reserves',
    section: 'Energy',
    labels: ['Natural gas', 'Natural gas - proved reserves'],
    sub: ['proven reserves'],
    noun: 'proven natural gas reserves',
    asks: /\bgas\s+reserves?\b|\breserves?\s+of\s+(?:natural\s+)?gas\b/u,
    kind: 'figure',
  },
  {
    id: 'oil-reserves',
    section: 'Energy',
    labels: ['Petroleum', 'Crude oil - proved reserves'],
    sub: ['crude oil estimated reserves'],
    noun: 'crude oil reserves',
    asks: /\boil\s+reserves?\b|\breserves?\s+of\s+(?:crude\s+)?oil\b|\boil\b.*\b(?:in\s+reserve|left\s+in\s+the\s+ground|underground)\b/u,
    kind: 'figure',
  },
  {
    id: 'coal-consumption',
    section: 'Energy',
    labels: ['Coal'],
    sub: ['consumption'],
    noun: 'coal consumption',
    kind: 'figure',
  },
  {
    id: 'oil-consumption',
    section: 'Energy',
    labels: ['Petroleum', 'Refined petroleum products - consumption'],
    sub: ['refined petroleum consumption'],
    noun: 'refined petroleum consumption',
    kind: 'figure',
  },
  {
    id: 'merchant-marine',
    section: 'Transportation',
    labels: ['Merchant marine'],
    sub: ['total'],
    noun: 'merchant fleet',
    asks: /\bmerchant\s+(?:fleet|marine|navy|ships?)\b/u,
    kind: 'figure',
  },
  {
    id: 'merchant-marine-types',
    section: 'Transportation',
    labels: ['Merchant marine'],
    sub: ['by type'],
    noun: 'merchant ships by type',
    kind: 'list',
  },
  {
    id: 'coal-production',
    section: 'Energy',
    labels: ['Coal'],
    sub: ['production'],
    noun: 'coal production',
    kind: 'figure',
  },
  {
    id: 'gas-production',
    section: 'Energy',
    labels: ['Natural gas', 'Natural gas - production'],
    sub: ['production'],
    noun: 'natural gas production',
    kind: 'figure',
  },
  {
    id: 'military-forces',
    section: 'Military and Security',
    labels: ['Military and security forces', 'Military branches'],
    noun: 'military forces',
    kind: 'list',
    // Its value may open with "no regular military forces": said after a label, not as "… are no …".
    says: (place, value) => `The military and security forces of ${place}: ${value}`,
    // "does Iceland have an army", "what are the branches of Japan's military".
    asks: /\b(?:have|has)\s+(?:an?\s+|any\s+|its\s+own\s+|a\s+standing\s+)?(?:army|military|armed\s+forces)\b|\bmilitary\s+(?:forces|branches)\b|\bbranches\s+of\b.*\b(?:military|armed\s+forces)\b/u,
  },
  {
    id: 'railways',
    section: 'Transportation',
    labels: ['Railways'],
    sub: ['total'],
    noun: 'railways',
    asks: /\brail(?:way|road)s?\b|\brail\s+(?:network|lines?|tracks?)\b|\btrain\s+(?:network|lines|tracks)\b/u,
    kind: 'figure',
  },
  {
    id: 'roadways',
    section: 'Transportation',
    labels: ['Roadways'],
    sub: ['total'],
    noun: 'roadways',
    kind: 'figure',
  },
  {
    id: 'airports',
    section: 'Transportation',
    labels: ['Airports'],
    noun: 'airports',
    says: (place, value) => `Airports in ${place}: ${value}`,
    asks: /\bairports?\b/u,
    kind: 'figure',
  },
  {
    id: 'internet-users',
    section: 'Communications',
    labels: ['Internet users'],
    sub: ['percent of population', 'total'],
    noun: 'internet users',
    says: (place, value) => `Share of people in ${place} who use the internet: ${value}`,
    asks: /\binternet users?\b|\b(?:use|uses|using|access|on)\s+(?:the\s+)?(?:internet|web)\b|\b(?:are|is|go|goes|get|gets)\s+online\b/u,
    kind: 'figure',
  },
  {
    id: 'mobile-phones',
    section: 'Communications',
    labels: ['Telephones - mobile cellular'],
    sub: ['total subscriptions'],
    noun: 'mobile subscriptions',
    asks: /\b(?:mobile|cell(?:ular)?|smart)\s*phones?\b|\bmobile subscriptions?\b/u,
    kind: 'figure',
  },
  {
    id: 'mobile-per-100',
    section: 'Communications',
    labels: ['Telephones - mobile cellular'],
    sub: ['subscriptions per 100 inhabitants'],
    noun: 'mobile subscriptions per 100 people',
    kind: 'figure',
  },
  {
    id: 'fixed-lines',
    section: 'Communications',
    labels: ['Telephones - fixed lines'],
    sub: ['total subscriptions'],
    noun: 'fixed telephone lines',
    asks: /\b(?:land ?lines?|fixed(?:[- ]line)? (?:tele)?phones?|fixed (?:telephone )?lines?)\b/u,
    kind: 'figure',
  },
  {
    id: 'fixed-per-100',
    section: 'Communications',
    labels: ['Telephones - fixed lines'],
    sub: ['subscriptions per 100 inhabitants'],
    noun: 'fixed telephone lines per 100 people',
    kind: 'figure',
  },
  {
    id: 'broadcast-media',
    section: 'Communications',
    labels: ['Broadcast media'],
    noun: 'broadcast media',
    kind: 'text',
  },
  {
    id: 'disputes',
    section: 'Transnational Issues',
    labels: ['Disputes - international'],
    noun: 'international disputes',
    kind: 'text',
  },
  {
    id: 'refugees',
    section: 'Transnational Issues',
    labels: ['Refugees and internally displaced persons'],
    sub: ['refugees'],
    noun: 'refugees',
    kind: 'text',
  },
];

/** Every field of the catalogue: those questions ask for, then those only reports set side by side. */
export const CATALOGUE: readonly FieldSpec[] = [...FIELDS, ...REPORT_FIELDS];

const byId = new Map(CATALOGUE.map((field) => [field.id, field]));

/** The field with this id, or undefined. */
export const findField = (id: string): FieldSpec | undefined => byId.get(id);

/** The field with this id (a programming error when unknown). */
export function fieldById(id: string): FieldSpec {
  const field = byId.get(id);
  if (!field) throw new Error(`unknown Factbook field ${id}`);
  return field;
}

/** The fields a question's words ask for, in catalogue order. */
export function fieldsAsked(question: string): FieldSpec[] {
  const text = question.toLowerCase();
  const named = CATALOGUE.filter((field) => field.asks?.test(text) && !field.unless?.test(text));
  return named.length > 0 ? named : CATALOGUE.filter((field) => field.asksAlone?.test(text));
}

/** The words of the lower-cased `text` that ask for `field` ("" when none). */
export function wordsAsking(field: FieldSpec, text: string): string {
  return (field.asks?.exec(text) ?? field.asksAlone?.exec(text))?.[0] ?? '';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * How the library writes a field's paragraph label, in every edition: "Legislative branch —
 * legislature name", "Legislative branch — description", "Population" (2015's whole field) or
 * "Population — total". For evidence read as text (a Deep report's passages).
 */
export function fieldLabelPattern(id: string): RegExp {
  const field = fieldById(id);
  const labels = field.labels.flatMap((label) => [
    escape(label),
    ...(field.sub ?? []).map((sub) => `${escape(label)} — ${escape(sub)}`),
  ]);
  return new RegExp(`^(?:${labels.join('|')})$`, 'u');
}
