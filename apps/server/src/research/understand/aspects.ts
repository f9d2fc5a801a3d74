/**
 * The aspects a question about places can ask for, and where a country reference keeps each: the
 * section of a profile and the labelled fields that state its key facts. The vocabulary is small on
 * purpose and general (what an almanac is organised by), never keyed to particular questions. Field
 * labels are the CIA World Factbook's, as the bundled library writes them ("Legislative branch —
 * description"); a web page about a country is matched by the same words in its title and text.
 */

/** A key fact of an aspect: the field that states it and how a reader calls it. */
export interface KeyField {
  /** The field's label as written in the evidence (start of a "Label: value" line). */
  label: RegExp;
  /** What the fact is, in a sentence: "Norway's legislature". */
  noun: string;
  /** The table row's name. */
  row: string;
  /**
   * How the value reads in a sentence: 'type' after "is a" ("constitutional monarchy"), 'date' after
   * "became independent in/on"; otherwise "X's noun is/are value".
   */
  kind?: 'type' | 'date';
  /** A list of items places may share ("volcanoes; tsunamis"): comparisons say which ones they share. */
  list?: boolean;
  /** Stated in the aspect's section only: too long or too minor for the table, summary and conclusion. */
  detail?: boolean;
  /** The question names this fact ("oil exports"): see leadWithAskedFields. */
  asked?: boolean;
}

export interface Aspect {
  id: string;
  /** The section's heading. */
  title: string;
  /** Words of a question that ask for it (over the lower-cased question). */
  asks: RegExp;
  /** Words a search for it uses next to a subject's name ("Norway government"). */
  search: string;
  /** A second search, made when the plan has room: where the rest of its facts are (history: independence). */
  alsoSearch?: string;
  /** Sections of a country profile that hold it. */
  sections: readonly string[];
  /** Its key facts, most telling first (the table's rows and the summary's sentences). */
  fields: readonly KeyField[];
  /** Fields whose value is prose to quote in the section ("Background", "Economy - overview"). */
  prose?: RegExp;
}

const field = (
  label: RegExp,
  noun: string,
  row: string,
  kind?: 'type' | 'date' | 'list' | 'detail',
): KeyField => ({
  label,
  noun,
  row,
  ...(kind === 'detail' ? { detail: true } : kind === 'list' ? { list: true } : kind ? { kind } : {}),
});

/** The fields a table, summary and conclusion use. */
export const headlineFields = (aspect: Aspect): KeyField[] => aspect.fields.filter((f) => !f.detail);

/** In report order: an overview and history first, then how a country is run, lives and earns. */
export const ASPECTS: readonly Aspect[] = [
  {
    id: 'history',
    title: 'History',
    asks: /\b(?:histor(?:y|ies|ical)|background|past|founded|founding|independen(?:ce|t)|colonial|coloni[sz]ation|origins?)\b/u,
    search: 'history introduction background',
    alsoSearch: 'independence government',
    // Independence is a field of a profile's Government section.
    sections: ['Introduction', 'Government'],
    fields: [field(/^Independence$/u, 'independence', 'Independence', 'date')],
    prose: /^Background$/u,
  },
  {
    id: 'government',
    title: 'Political system',
    asks: /\b(?:politic(?:s|al)|governments?|governed|governance|democra(?:cy|tic)|constitution(?:al)?|parliament(?:ary)?|legislat(?:ure|ive)|monarch(?:y|ies)?|president(?:ial)?|regime|elections?|head of state|ruled?)\b/u,
    search: 'government',
    sections: ['Government'],
    fields: [
      field(/^Government type$/u, 'government type', 'Government type', 'type'),
      field(/^Legislative branch — description$/u, 'legislature', 'Legislature'),
      field(/^Executive branch — chief of state$/u, 'chief of state', 'Chief of state'),
      field(/^Executive branch — head of government$/u, 'head of government', 'Head of government'),
      field(
        /^Executive branch — elections\/appointments$/u,
        'way of choosing its leaders',
        'Elections',
        'detail',
      ),
      field(/^Legal system$/u, 'legal system', 'Legal system', 'detail'),
      field(/^Suffrage$/u, 'suffrage', 'Suffrage', 'detail'),
    ],
  },
  {
    id: 'people',
    title: 'Population',
    asks: /\b(?:population|populous|people|demograph(?:y|ics?)|inhabitants|census|life expectancy|birth ?rates?|urban(?:i[sz]ation)?|residents)\b/u,
    search: 'population',
    sections: ['People and Society'],
    fields: [
      field(/^Population$/u, 'population', 'Population'),
      field(/^Population growth rate$/u, 'population growth rate', 'Population growth'),
      field(/^Median age — total$/u, 'median age', 'Median age'),
      field(/^Life expectancy at birth — total population$/u, 'life expectancy at birth', 'Life expectancy'),
      field(/^Urbanization — urban population$/u, 'urban population', 'Urban population'),
    ],
  },
  {
    id: 'society',
    title: 'Languages, ethnic groups and religions',
    asks: /\b(?:languages?|spoken|speak|ethnic(?:ity|ities)?|religio(?:n|ns|us)|faiths?|cultur(?:e|al)|societ(?:y|ies)|nationalit(?:y|ies))\b/u,
    search: 'languages ethnic groups religions',
    sections: ['People and Society'],
    fields: [
      field(/^Languages$/u, 'languages', 'Languages', 'list'),
      field(/^Ethnic groups$/u, 'ethnic groups', 'Ethnic groups', 'list'),
      field(/^Religions$/u, 'religions', 'Religions', 'list'),
    ],
  },
  {
    id: 'geography',
    title: 'Geography',
    asks: /\b(?:geograph(?:y|ic|ical)|terrain|landscape|located|location|borders?|mountains?|rivers?|coast(?:line)?|size|area|land|resources|minerals?)\b/u,
    search: 'geography location terrain',
    sections: ['Geography'],
    fields: [
      field(/^Location$/u, 'location', 'Location'),
      field(/^Area — total$/u, 'total area', 'Area'),
      field(/^Terrain$/u, 'terrain', 'Terrain'),
      field(/^Natural resources$/u, 'natural resources', 'Natural resources', 'list'),
    ],
  },
  {
    id: 'climate',
    title: 'Climate',
    asks: /\b(?:climate|weather|temperatures?|rainfall|seasons?|monsoons?)\b/u,
    search: 'climate',
    sections: ['Environment'],
    fields: [field(/^Climate$/u, 'climate', 'Climate')],
  },
  {
    id: 'hazards',
    title: 'Natural hazards',
    asks: /\b(?:hazards?|disasters?|earthquakes?|volcan(?:o|oes|ic|ism)|typhoons?|cyclones?|hurricanes?|floods?|flooding|droughts?|tsunamis?)\b/u,
    search: 'natural hazards',
    sections: ['Environment'],
    fields: [field(/^Natural hazards(?: — .*)?$/u, 'natural hazards', 'Natural hazards', 'list')],
  },
  {
    id: 'environment',
    title: 'Environment',
    asks: /\b(?:environment(?:al)?|pollution|polluted|deforestation|emissions?|conservation|ecolog(?:y|ical)|biodiversity|desertification|sustainab(?:le|ility))\b/u,
    search: 'environmental issues',
    sections: ['Environment'],
    fields: [
      field(/^Current environmental issues$/u, 'environmental issues', 'Environmental issues', 'list'),
      field(
        /^Carbon dioxide emissions from consumption of energy$/u,
        'carbon dioxide emissions from energy',
        'CO2 emissions',
      ),
      field(
        /^International environmental agreements — party to$/u,
        'environmental agreements',
        'Agreements',
        'detail',
      ),
    ],
  },
  {
    id: 'economy',
    title: 'Economy',
    asks: /\b(?:econom(?:y|ies|ic)|gdp|wealth(?:y)?|rich(?:er|est)?|poor(?:er|est)?|income|growth|industr(?:y|ies|ial)|unemployment|poverty|inflation|prosper(?:ity|ous)|develop(?:ed|ment))\b/u,
    search: 'economy',
    sections: ['Economy'],
    fields: [
      field(/^GDP - per capita \(PPP\)$/u, 'GDP per capita (PPP)', 'GDP per capita (PPP)'),
      field(/^GDP - real growth rate$/u, 'real GDP growth rate', 'GDP growth'),
      field(/^GDP \(purchasing power parity\)$/u, 'GDP (purchasing power parity)', 'GDP (PPP)'),
      field(
        /^GDP - composition, by sector of origin — services$/u,
        'services share of GDP',
        'Services share',
      ),
      field(/^Unemployment rate$/u, 'unemployment rate', 'Unemployment'),
      field(/^Industries$/u, 'main industries', 'Industries', 'list'),
      field(/^Population below poverty line$/u, 'population below the poverty line', 'Below poverty line'),
    ],
    prose: /^Economy - overview$/u,
  },
  {
    id: 'trade',
    title: 'Exports and trade',
    asks: /\b(?:exports?|exporters?|exporting|imports?|importing|trade|trading|partners?)\b/u,
    search: 'exports imports commodities partners',
    sections: ['Economy'],
    fields: [
      field(/^Exports$/u, 'exports', 'Exports'),
      field(/^Exports - commodities$/u, 'main exports', 'Main exports', 'list'),
      field(/^Exports - partners$/u, 'export partners', 'Export partners', 'list'),
      field(/^Imports - commodities$/u, 'main imports', 'Main imports', 'list'),
      field(/^Imports - partners$/u, 'import partners', 'Import partners', 'list'),
    ],
  },
  {
    id: 'energy',
    title: 'Energy',
    asks: /\b(?:energy|electricity|power|fuels?|oil|petroleum|gas|renewables?|hydro(?:electric|power)?|nuclear|coal|solar|geothermal)\b/u,
    search: 'energy electricity',
    sections: ['Energy'],
    fields: [
      field(/^Electricity - from fossil fuels$/u, 'electricity from fossil fuels', 'Fossil fuels'),
      field(
        /^Electricity - from hydroelectric plants$/u,
        'electricity from hydroelectric plants',
        'Hydroelectric',
      ),
      field(
        /^Electricity - from other renewable sources$/u,
        'electricity from other renewable sources',
        'Other renewables',
      ),
      field(/^Electricity - from nuclear fuels$/u, 'electricity from nuclear fuels', 'Nuclear'),
      field(/^Electricity - production$/u, 'electricity production', 'Electricity production'),
      field(/^Crude oil - production$/u, 'crude oil production', 'Crude oil production'),
      field(/^Crude oil - exports$/u, 'crude oil exports', 'Crude oil exports'),
      field(/^Natural gas - production$/u, 'natural gas production', 'Natural gas production'),
    ],
  },
  {
    id: 'military',
    title: 'Military',
    asks: /\b(?:military|armed forces|army|navy|defen[cs]e|conscription)\b/u,
    search: 'military',
    sections: ['Military'],
    fields: [
      field(/^Military branches$/u, 'military branches', 'Branches', 'list'),
      field(/^Military expenditures$/u, 'military expenditures', 'Military spending'),
      field(/^Military service age and obligation$/u, 'military service', 'Service'),
    ],
  },
  {
    id: 'transport',
    title: 'Transport',
    asks: /\b(?:transport(?:ation)?|railways?|roads?|roadways|airports?|ports|shipping|infrastructure)\b/u,
    search: 'transportation',
    sections: ['Transportation'],
    fields: [
      field(/^Railways — total$/u, 'railways', 'Railways'),
      field(/^Roadways — total$/u, 'roadways', 'Roadways'),
      field(/^Airports$/u, 'airports', 'Airports'),
    ],
  },
  {
    id: 'communications',
    title: 'Communications',
    asks: /\b(?:communications?|telecom(?:munications)?|internet|telephones?|media|broadcast(?:ing)?|television|radio)\b/u,
    search: 'communications internet',
    sections: ['Communications'],
    fields: [
      field(/^Internet users — total$/u, 'internet users', 'Internet users'),
      field(/^Telephones - mobile cellular — total subscriptions$/u, 'mobile subscriptions', 'Mobile phones'),
      field(/^Broadcast media$/u, 'broadcast media', 'Broadcast media'),
    ],
  },
  {
    id: 'disputes',
    title: 'International disputes',
    asks: /\b(?:disputes?|conflicts?|refugees?|tensions?|rivalr(?:y|ies)|territorial)\b/u,
    search: 'international disputes',
    sections: ['Transnational Issues'],
    fields: [field(/^Disputes - international$/u, 'international disputes', 'Disputes')],
  },
];

/** What a report on a place covers when the question names no aspect ("Tell me about Chile"). */
export const DEFAULT_ASPECTS = ['history', 'government', 'economy', 'people'] as const;

/** What a comparison covers when it names no aspect ("Compare Chile and Peru"). */
export const DEFAULT_COMPARISON_ASPECTS = ['government', 'economy', 'people', 'geography'] as const;

export const aspectById = (id: string): Aspect | undefined => ASPECTS.find((a) => a.id === id);

/**
 * The aspects a question asks for, in report order. "Economy" is not also "trade" when the question
 * says "exports" only; "energy" words inside a hazard question ("volcanic") stay with hazards.
 */
export function aspectsAsked(question: string): Aspect[] {
  const text = question.toLowerCase();
  return ASPECTS.filter((aspect) => aspect.asks.test(text));
}

/** Words that name no fact ("electricity from fossil fuels": "from" says nothing of what is asked). */
const LINKING_WORDS = new Set(['from', 'of', 'the', 'and', 'other', 'in', 'below', 'to']);

/** A word without its plural "s": "exports" and "export" are one word here. */
const singular = (word: string) => (word.length > 3 ? word.replace(/s$/u, '') : word);

const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !LINKING_WORDS.has(w)).map(singular));

/**
 * The aspects with the facts a question names leading: "oil exports" names the crude oil exports (two
 * of its words), so its aspect comes first and that fact heads its fields, in the summary, table and
 * conclusion too (a detail it names is no detail). A fact is named by the most of its words the
 * question uses, two at least, or by all of them ("exports", "languages"); otherwise nothing moves.
 */
export function leadWithAskedFields(aspects: readonly Aspect[], question: string): Aspect[] {
  const asked = wordsOf(question);
  const scored = aspects.flatMap((aspect) =>
    aspect.fields.map((field) => {
      const words = wordsOf(`${field.noun} ${field.row}`);
      const used = [...words].filter((w) => asked.has(w)).length;
      return { aspect, field, used, all: used === words.size };
    }),
  );
  const most = Math.max(0, ...scored.map((s) => s.used));
  const named = scored.filter((s) => s.used > 0 && s.used === most && (most >= 2 || s.all));
  if (named.length === 0) return [...aspects];
  const lead = (aspect: Aspect): Aspect => {
    const fields = named.filter((n) => n.aspect === aspect).map((n) => n.field);
    if (fields.length === 0) return aspect;
    const promoted = fields.map(({ detail: _detail, ...f }) => ({ ...f, asked: true }));
    return { ...aspect, fields: [...promoted, ...aspect.fields.filter((f) => !fields.includes(f))] };
  };
  const first = aspects.filter((a) => named.some((n) => n.aspect === a));
  return [...first, ...aspects.filter((a) => !first.includes(a))].map(lead);
}
