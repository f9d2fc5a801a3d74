import { FAITHS, fieldById, fieldsAsked, wordsAsking } from '../../knowledge/factbook/catalogue.js';
import { BROKE_AWAY, CEASED_BEING, RULE_ENDED } from '../../knowledge/places/former-rulers.js';
/**
 * The aspects a question about places can ask for, and where a country reference keeps each: the
 * section of a profile and the catalogue fields that state its key facts. The vocabulary is small on
 * purpose and general (what an almanac is organised by), never keyed to particular questions. The
 * facts are the knowledge layer's typed facts (knowledge/), read by field id whatever an edition
 * called the field; a web page about a country is matched by the aspect's words in its title and text.
 */

/** A key fact of an aspect: the field that states it and how a reader calls it. */
export interface KeyField {
  /** The field of the Factbook's catalogue that states it: its typed fact is read by this id. */
  id: string;
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
  /** The sub-aspect it belongs to ("Executive", "Courts and law"): a section's own sub-heading. */
  part?: string;
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
  /** The catalogue field whose value is prose to quote in the section ("background", "economic-overview"). */
  prose?: string;
  /**
   * Prose of another section quoted where it bears on the aspect (its sentences that use the aspect's
   * words): a government report reads the background's sentences on the constitution and the state.
   */
  context?: string;
  /** Searches for its sub-aspects ("executive branch cabinet"), made next to a subject's name as the plan has room. */
  subSearches?: readonly string[];
}

type FieldKind = 'type' | 'date' | 'list' | 'detail';

const field = (id: string, noun: string, row: string, kind?: FieldKind, part?: string): KeyField => ({
  // An id the catalogue lacks is a programming error, found when this module loads.
  id: fieldById(id).id,
  noun,
  row,
  ...(kind === 'detail' ? { detail: true } : kind === 'list' ? { list: true } : kind ? { kind } : {}),
  ...(part ? { part } : {}),
});

/** The fields of one sub-aspect: each in its part. */
const part = (title: string, fields: readonly [string, string, string, FieldKind?][]): KeyField[] =>
  fields.map(([id, noun, row, kind]) => field(id, noun, row, kind, title));

/** The sub-aspects of an aspect, in report order: its fields' parts ("Executive", "Courts and law"). */
export const subAspects = (aspect: Aspect): string[] => [
  ...new Set(aspect.fields.flatMap((f) => (f.part ? [f.part] : []))),
];

/** Every catalogue field an aspect's section may state: its key fields, its prose and its context. */
export const aspectFieldIds = (aspect: Aspect): string[] => [
  ...aspect.fields.map((f) => f.id),
  ...[aspect.prose, aspect.context].filter((id) => id !== undefined),
];

/** The fields a table, summary and conclusion use. */
export const headlineFields = (aspect: Aspect): KeyField[] => aspect.fields.filter((f) => !f.detail);

/** In report order: an overview and history first, then how a country is run, lives and earns. */
export const ASPECTS: readonly Aspect[] = [
  {
    id: 'history',
    title: 'History',
    asks: new RegExp(
      String.raw`\b(?:histor(?:y|ies|ical)|background|past|founded|founding|independen(?:ce|t)|colonial|coloni[sz]ation|origins?` +
        String.raw`|${BROKE_AWAY}|freedom|liberat(?:ion|ed|e)|occupation|occupied|invasion|invaded` +
        String.raw`|(?:come|came|coming) (?:to (?:exist|be)|into (?:being|existence))` +
        String.raw`|(?:became|become|becoming) (?:an? )?(?:(?:separate|sovereign|independent|new) )?(?:country|nation|state)` +
        String.raw`|(?:country|nation|state) of (?:its|their) own|creation of|birth of|${CEASED_BEING}|${RULE_ENDED})\b`,
      'u',
    ),
    search: 'history introduction background',
    subSearches: ['independence national holiday', 'constitution history'],
    alsoSearch: 'independence government',
    // Independence is a field of a profile's Government section.
    sections: ['Introduction', 'Government'],
    fields: [
      ...part('Independence', [
        ['independence', 'independence', 'Independence', 'date'],
        ['national-holiday', 'national holiday', 'National holiday', 'detail'],
      ]),
      ...part('Constitution', [['constitution', 'constitution', 'Constitution', 'detail']]),
    ],
    prose: fieldById('background').id,
  },
  {
    id: 'government',
    title: 'Political system',
    asks: /\b(?:politic(?:s|al)|governments?|governed|governance|democra(?:cy|tic)|constitution(?:al)?|parliament(?:ary)?|legislat(?:ure|ive)|monarch(?:y|ies)?|president(?:ial)?|regime|elections?|head of state|ruled?|in charge|leaders?|leadership|who (?:leads|runs)|coups?|juntas?|prime ministers?|vot(?:e|es|ed|ing))\b|\b(?:holds?|held|holding|has|have|had|wields?|in|seized?|took|takes?|taken|came to|comes? to|coming to|rise to|rose to|share|sharing) (?:the )?(?:real )?power\b/u,
    search: 'government',
    // Its context, the background, is in the entry's Introduction, which its own words do not find.
    alsoSearch: 'introduction background',
    subSearches: [
      'constitution history',
      'executive branch cabinet',
      'legislative branch',
      'judicial branch courts',
      'political parties elections',
      'administrative divisions',
    ],
    // The background tells how the state came to be governed as it is (a constitution, a federation).
    sections: ['Government', 'Introduction'],
    context: fieldById('background').id,
    fields: [
      ...part('Form of government and constitution', [
        ['government-type', 'government type', 'Government type', 'type'],
        ['constitution', 'constitution', 'Constitution', 'detail'],
      ]),
      ...part('Legislature', [
        ['legislature', 'legislature', 'Legislature'],
        ['legislature-structure', 'legislative structure', 'Structure', 'detail'],
        ['legislature-seats', 'number of seats in the legislature', 'Seats', 'detail'],
        ['lower-chamber', 'lower chamber', 'Lower chamber', 'detail'],
        ['lower-chamber-seats', 'seats in the lower chamber', 'Lower chamber seats', 'detail'],
        ['upper-chamber', 'upper chamber', 'Upper chamber', 'detail'],
        ['upper-chamber-seats', 'seats in the upper chamber', 'Upper chamber seats', 'detail'],
        ['lower-chamber-election', 'lower chamber’s electoral system', 'Electoral system', 'detail'],
      ]),
      ...part('Executive', [
        ['chief-of-state', 'chief of state', 'Chief of state'],
        ['head-of-government', 'head of government', 'Head of government'],
        ['cabinet', 'cabinet', 'Cabinet', 'detail'],
        ['elections', 'way of choosing its leaders', 'Elections', 'detail'],
        ['last-election', 'most recent election', 'Most recent election', 'detail'],
        ['election-results', 'election results', 'Election results', 'detail'],
        ['next-election', 'next election', 'Next election', 'detail'],
      ]),
      ...part('Courts and law', [
        ['highest-courts', 'highest courts', 'Highest courts', 'detail'],
        ['judge-selection', 'judges', 'Judges', 'detail'],
        ['legal-system', 'legal system', 'Legal system', 'detail'],
      ]),
      ...part('Parties and elections', [
        ['political-parties', 'political parties', 'Political parties', 'detail'],
        ['suffrage', 'suffrage', 'Suffrage', 'detail'],
      ]),
      ...part('Capital and subdivisions', [
        ['capital', 'capital', 'Capital', 'detail'],
        ['administrative-divisions', 'administrative divisions', 'Administrative divisions', 'detail'],
      ]),
    ],
  },
  {
    id: 'people',
    title: 'Population',
    // "where have people claimed to see it": people who say or see a thing are no population asked.
    asks: /\b(?:population|populous|people(?!\s+(?:(?:have\s+|had\s+)?(?:claim|say|said|think|thought|believe|report|see|saw|seen|call|describe|elect|vote|choose|chose)\w*|(?:have|had|get|got)\s+(?:a\s+|any\s+|no\s+|to\s+)?(?:say|vote|voice)))|demograph(?:y|ics?)|inhabitants|census|life expectancy|birth ?rates?|urban(?:i[sz]ation)?|residents|shrinking|emigra(?:tion|nts?))\b/u,
    search: 'population',
    subSearches: [
      'population growth age structure',
      'urbanization major urban areas',
      'life expectancy health',
    ],
    sections: ['People and Society'],
    fields: [
      ...part('Size and growth', [
        ['population', 'population', 'Population'],
        ['population-growth', 'population growth rate', 'Population growth'],
        ['fertility', 'total fertility rate', 'Children per woman', 'detail'],
      ]),
      ...part('Age and health', [
        ['median-age', 'median age', 'Median age'],
        ['elderly-share', 'share of people aged 65 and over', 'Aged 65 and over', 'detail'],
        ['life-expectancy', 'life expectancy at birth', 'Life expectancy'],
      ]),
      ...part('Towns and cities', [
        ['urban-population', 'urban population', 'Urban population'],
        ['cities', 'major cities', 'Major cities', 'detail'],
      ]),
    ],
  },
  {
    id: 'health',
    title: 'Health',
    asks: /\b(?:health(?: ?care)?|hospitals?|doctors?|physicians?|diseases?|illness(?:es)?|mortality|babies die|die young|how long (?:do )?people live|obes(?:e|ity)|sanitation|drinking water|clean water)\b/u,
    search: 'health',
    subSearches: [
      'infant mortality maternal mortality',
      'health expenditure physician density',
      'drinking water sanitation',
    ],
    sections: ['People and Society'],
    fields: [
      ...part('Life and death', [
        ['life-expectancy', 'life expectancy at birth', 'Life expectancy'],
        ['infant-mortality', 'infant mortality rate', 'Infant mortality'],
        ['maternal-mortality', 'maternal mortality ratio', 'Maternal mortality', 'detail'],
      ]),
      ...part('Health care', [
        ['health-spending', 'health expenditure', 'Health spending'],
        ['physicians', 'physician density', 'Physicians', 'detail'],
        ['hospital-beds', 'hospital bed density', 'Hospital beds', 'detail'],
      ]),
      ...part('Water and sanitation', [
        [
          'drinking-water',
          'share of people with an improved drinking water source',
          'Drinking water',
          'detail',
        ],
        ['sanitation', 'share of people with improved sanitation', 'Sanitation', 'detail'],
      ]),
      ...part('Risks', [
        ['obesity', 'adult obesity rate', 'Obesity', 'detail'],
        ['alcohol', 'alcohol consumption per person', 'Alcohol per person', 'detail'],
        ['alcohol-wine', 'wine consumption per person', 'Wine per person', 'detail'],
      ]),
    ],
  },
  {
    id: 'education',
    title: 'Education',
    asks: /\b(?:educat(?:ion|ed|ional)|schools?|schooling|literacy|(?:il)?literate|can read|read and write|universit(?:y|ies)|pupils|students)\b/u,
    search: 'education literacy',
    subSearches: ['school life expectancy education expenditure'],
    sections: ['People and Society'],
    fields: [
      ...part('Literacy', [
        ['literacy', 'literacy rate', 'Literacy'],
        ['literacy-male', 'literacy rate of men', 'Literacy (men)', 'detail'],
        ['literacy-female', 'literacy rate of women', 'Literacy (women)', 'detail'],
      ]),
      ...part('Schooling', [
        ['school-years', 'school life expectancy', 'Years of schooling'],
        ['education-spending', 'education expenditure', 'Education spending'],
      ]),
    ],
  },
  {
    id: 'society',
    title: 'Languages, ethnic groups and religions',
    // A faith by its name asks for the religions as the word does: "how many are Christian or Muslim".
    asks: new RegExp(
      String.raw`\b(?:languages?|spoken|speak(?!\s+of\b)|ethnic(?:ity|ities)?|minorit(?:y|ies)|diasporas?|religio(?:n|ns|us)|faiths?|cultur(?:e|al)|societ(?:y|ies)|nationalit(?:y|ies)|${FAITHS})\b`,
      'u',
    ),
    search: 'languages ethnic groups religions',
    // Its context, the background, tells how a people came to be as it is (migrations, partitions).
    alsoSearch: 'introduction background',
    subSearches: ['nationality ethnic groups', 'religions', 'languages'],
    sections: ['People and Society', 'Introduction'],
    context: fieldById('background').id,
    fields: [
      ...part('Languages', [['languages', 'languages', 'Languages', 'list']]),
      ...part('Ethnic groups', [['ethnic-groups', 'ethnic groups', 'Ethnic groups', 'list']]),
      ...part('Religions', [['religions', 'religions', 'Religions', 'list']]),
    ],
  },
  {
    id: 'geography',
    title: 'Geography',
    asks: /\b(?:geograph(?:y|ic|ical)|terrain|landscape|located|location|borders?|mountains?|rivers?|lakes?|peaks?|elevation|highest point|deserts?|glaciers?|coast(?:line)?|size|area|land|resources|minerals?)\b/u,
    search: 'geography location terrain',
    subSearches: ['natural resources land use', 'elevation rivers lakes', 'area boundaries coastline'],
    sections: ['Geography'],
    fields: [
      ...part('Location and size', [
        ['location', 'location', 'Location'],
        ['area', 'total area', 'Area'],
        ['coastline', 'coastline', 'Coastline', 'detail'],
        ['land-boundaries', 'total land border', 'Total land border', 'detail'],
        ['borders', 'border countries', 'Border countries', 'detail'],
      ]),
      ...part('Terrain', [
        ['terrain', 'terrain', 'Terrain'],
        ['highest-point', 'highest point', 'Highest point', 'detail'],
        ['lowest-point', 'lowest point', 'Lowest point', 'detail'],
        ['mean-elevation', 'mean elevation', 'Mean elevation', 'detail'],
      ]),
      ...part('Natural resources', [['natural-resources', 'natural resources', 'Natural resources', 'list']]),
      // Seas and lakes a country shares are how a question about the water reaches its shores.
      ...part('Lakes and rivers', [
        ['lakes', 'major lakes', 'Major lakes', 'detail'],
        ['salt-lakes', 'salt-water lakes', 'Salt-water lakes', 'detail'],
        ['rivers', 'major rivers', 'Major rivers', 'detail'],
      ]),
    ],
  },
  {
    id: 'climate',
    title: 'Climate',
    asks: /\b(?:climate|weather|temperatures?|rainfall|seasons?|monsoons?)\b/u,
    search: 'climate',
    subSearches: ['natural hazards', 'terrain'],
    sections: ['Environment', 'Geography'],
    fields: [field('climate', 'climate', 'Climate')],
  },
  {
    id: 'hazards',
    title: 'Natural hazards',
    asks: /\b(?:hazards?|dangers?|natural threats?|disasters?|earthquakes?|volcan(?:o|oes|ic|ism)|typhoons?|cyclones?|hurricanes?|floods?|flooding|droughts?|tsunamis?)\b/u,
    search: 'natural hazards',
    // Its context, the background, dates the disasters that struck (an earthquake, a tsunami).
    alsoSearch: 'introduction background',
    subSearches: ['volcanism earthquakes', 'climate', 'environment issues'],
    sections: ['Geography', 'Environment', 'Introduction'],
    context: fieldById('background').id,
    fields: [
      ...part('Hazards', [['natural-hazards', 'natural hazards', 'Natural hazards', 'list']]),
      // What the hazards come from: a monsoon climate's floods, a mountainous terrain's landslides.
      ...part('Climate', [['climate', 'climate', 'Climate', 'detail']]),
      ...part('Terrain', [['terrain', 'terrain', 'Terrain', 'detail']]),
    ],
  },
  {
    id: 'environment',
    title: 'Environment',
    // What harms the land or a sea ("what harms it") is its environmental issues.
    asks: /\b(?:environment(?:al)?|pollution|polluted|deforestation|emissions?|conservation|ecolog(?:y|ical)|biodiversity|desertification|sustainab(?:le|ility)|harms?|harming|harmed|damag(?:es?|ed|ing)|smog|smoke|the\s+air|dirty\s+air|air\s+quality|overgraz(?:ing|ed)|erosion|worn\s+out|logging|losing\s+(?:its|their)\s+(?:trees|forests?)|(?:[\p{L}]+['’]s|its|their)\s+air|rubbish|garbage|trash|waste|landfills?|recycl(?:e|es|ed|ing)|carbon\s+dioxide|co2|greenhouse\s+gas(?:es)?)\b/u,
    search: 'environmental issues',
    // Its context, the background, is in the entry's Introduction, which its own words do not find.
    alsoSearch: 'introduction background',
    subSearches: [
      // Where the emissions come from: the electricity a country makes, by source.
      'electricity generation sources',
      'emissions air pollution',
      'land use forest',
      'water withdrawal',
      'waste recycling',
    ],
    sections: ['Environment', 'Introduction', 'Energy'],
    context: fieldById('background').id,
    fields: [
      ...part('Main problems', [
        ['environmental-issues', 'environmental issues', 'Environmental issues', 'list'],
      ]),
      ...part('Emissions and air', [
        ['co2-emissions', 'carbon dioxide emissions from energy', 'CO2 emissions'],
        ['co2-coal', 'carbon dioxide emissions from coal', 'CO2 from coal', 'detail'],
        ['co2-oil', 'carbon dioxide emissions from oil', 'CO2 from oil', 'detail'],
        ['co2-gas', 'carbon dioxide emissions from natural gas', 'CO2 from gas', 'detail'],
        ['methane-emissions', 'methane emissions from agriculture', 'Methane (agriculture)', 'detail'],
        ['particulate-emissions', 'particulate matter emissions', 'Particulate matter', 'detail'],
      ]),
      ...part('Energy sources', [
        ['electricity-fossil', 'electricity from fossil fuels', 'Fossil fuels', 'detail'],
        ['electricity-hydro', 'electricity from hydroelectric plants', 'Hydroelectric', 'detail'],
        ['electricity-nuclear', 'electricity from nuclear fuels', 'Nuclear', 'detail'],
        ['electricity-renewable', 'electricity from other renewable sources', 'Other renewables', 'detail'],
      ]),
      ...part('Land, forests and water', [
        ['forest-share', 'forest cover', 'Forest', 'detail'],
        ['water-withdrawal', 'agricultural water withdrawal', 'Agricultural water use', 'detail'],
        ['renewable-water', 'renewable water resources', 'Renewable water', 'detail'],
      ]),
      ...part('Waste', [
        ['solid-waste', 'municipal solid waste', 'Solid waste', 'detail'],
        ['recycling', 'share of municipal solid waste recycled', 'Recycled', 'detail'],
      ]),
      ...part('Agreements', [
        ['environmental-agreements', 'environmental agreements', 'Agreements', 'detail'],
      ]),
    ],
  },
  {
    id: 'economy',
    title: 'Economy',
    // A living made in people's words: "what does Bhutan live on", "what makes its money".
    asks: /\b(?:econom(?:y|ies|ic)|gdp|wealth(?:y)?|rich(?:er|est)?|poor(?:er|est)?|income|growth|industr(?:y|ies|ial)|unemployment|poverty|inflation|prosper(?:ity|ous)|development|(?:how|less|least|more|most|highly|under|well) ?developed|developed (?:countr(?:y|ies)|econom(?:y|ies)|nations?|world))\b|\b(?:makes?|making|earns?|earning) (?:its |their |a )?(?:money|living)\b|\b(?:what|how) do(?:es)? [\p{L} ]+ (?:live|living) (?:on|off)\b/u,
    search: 'economy',
    // Its context, the background, is in the entry's Introduction, which its own words do not find.
    alsoSearch: 'introduction background',
    subSearches: [
      'GDP growth inflation',
      'industries agriculture',
      'exports partners',
      'budget public debt',
      'labor force unemployment poverty',
    ],
    sections: ['Economy', 'Introduction'],
    context: fieldById('background').id,
    fields: [
      ...part('Size and growth', [
        ['gdp-per-capita', 'real GDP per capita', 'GDP per capita'],
        ['gdp-growth', 'real GDP growth rate', 'GDP growth'],
        ['gdp', 'real GDP (purchasing power parity)', 'GDP (PPP)'],
      ]),
      ...part('Prices and currency', [
        ['inflation', 'inflation rate', 'Inflation', 'detail'],
        ['exchange-rate', 'exchange rate', 'Exchange rate', 'detail'],
      ]),
      ...part('Sectors and industries', [
        ['services-share', 'services share of GDP', 'Services share'],
        ['industry-share', 'industry share of GDP', 'Industry share', 'detail'],
        ['agriculture-share', 'agriculture share of GDP', 'Agriculture share', 'detail'],
        ['industries', 'main industries', 'Industries', 'list'],
        ['agricultural-products', 'main agricultural products', 'Agricultural products', 'detail'],
      ]),
      ...part('Trade', [
        ['exports-value', 'exports', 'Exports', 'detail'],
        ['export-partners', 'export partners', 'Export partners', 'detail'],
        ['remittances', 'remittances', 'Remittances', 'detail'],
      ]),
      ...part('Public finances', [
        ['budget-revenues', 'budget revenues', 'Budget revenues', 'detail'],
        ['budget-expenditures', 'budget expenditures', 'Budget expenditures', 'detail'],
        ['public-debt', 'public debt', 'Public debt', 'detail'],
      ]),
      ...part('Labour and inequality', [
        ['unemployment', 'unemployment rate', 'Unemployment'],
        ['youth-unemployment', 'youth unemployment rate', 'Youth unemployment', 'detail'],
        ['labor-force', 'labor force', 'Labor force', 'detail'],
        ['poverty', 'population below the poverty line', 'Below poverty line'],
        ['gini', 'Gini index of family income', 'Gini index', 'detail'],
      ]),
    ],
    prose: fieldById('economic-overview').id,
  },
  {
    id: 'trade',
    title: 'Exports and trade',
    // Selling abroad is exporting, buying from abroad importing ("what do they sell abroad"; not
    // "when Russia sold Alaska").
    asks: /\b(?:exports?|exporters?|exporting|imports?|importing|trade|trading|partners?)\b|\bwhat\b.*\b(?:sells?|selling|sold|buys?|buying|bought)\b|\b(?:sells?|selling|sold|buys?|buying|bought)\b.*\b(?:abroad|overseas|other countries|the world)\b|\b(?:sells?|selling|sold)\s+to\b/u,
    search: 'exports imports commodities partners',
    // Its context, the background, names what a country has long lived by selling (oil, copper).
    alsoSearch: 'introduction background',
    subSearches: [
      // The energy it sells sits in another section of an entry: searched before the rest's details.
      'natural gas electricity exports',
      'exports commodities partners',
      'imports commodities partners',
      'current account balance',
    ],
    sections: ['Economy', 'Introduction', 'Energy'],
    context: fieldById('background').id,
    fields: [
      // What a country sells, what it buys, and who with.
      ...part('Exports', [
        ['exports-value', 'exports', 'Exports'],
        ['exports', 'main exports', 'Main exports', 'list'],
      ]),
      ...part('Imports', [['imports', 'main imports', 'Main imports', 'list']]),
      ...part('Trading partners', [
        ['export-partners', 'export partners', 'Export partners', 'list'],
        ['import-partners', 'import partners', 'Import partners', 'list'],
      ]),
      // The fuels and power it sells, stated in the entry's Energy section.
      ...part('Energy exports', [
        ['gas-exports', 'natural gas exports', 'Natural gas exports', 'detail'],
        ['electricity-exports', 'electricity exports', 'Electricity exports', 'detail'],
        ['coal-exports', 'coal exports', 'Coal exports', 'detail'],
      ]),
    ],
  },
  {
    id: 'energy',
    title: 'Energy',
    // Power held, seized or shared is a government's, not electricity.
    asks: /\b(?:energy|electricity|(?<!\b(?:holds?|held|holding|has|have|had|wields?|in|seized?|took|takes?|taken|to|share|sharing|political|real)\s+(?:the\s+)?(?:real\s+)?)power(?!\s+(?:struggles?|sharing|base|brokers?))|fuels?|oil|crude|barrels?|petroleum|gas|renewables?|hydro(?:electric|power)?|nuclear|coal|solar|geothermal)\b/u,
    search: 'energy electricity',
    subSearches: [
      'electricity generation sources',
      // Emissions sit in another section of an entry than the rest: searched before the rest's details.
      'carbon dioxide emissions',
      'petroleum natural gas',
      'energy consumption per capita',
    ],
    // The final edition states emissions from energy in its Environment section.
    sections: ['Energy', 'Environment'],
    fields: [
      ...part('Sources of electricity', [
        ['electricity-fossil', 'electricity from fossil fuels', 'Fossil fuels'],
        ['electricity-hydro', 'electricity from hydroelectric plants', 'Hydroelectric'],
        ['electricity-renewable', 'electricity from other renewable sources', 'Other renewables'],
        ['electricity-nuclear', 'electricity from nuclear fuels', 'Nuclear'],
        // Named apart when the profile does: Iceland's geothermal share, Denmark's wind.
        ['electricity-geothermal', 'electricity from geothermal power', 'Geothermal', 'detail'],
        ['electricity-wind', 'electricity from wind', 'Wind', 'detail'],
        ['electricity-solar', 'electricity from solar power', 'Solar', 'detail'],
      ]),
      ...part('Electricity production', [
        ['electricity-consumption', 'electricity production', 'Electricity production'],
        ['electricity-access', 'share of the population with electricity', 'Electricity access'],
        ['electricity-exports', 'electricity exports', 'Electricity exports', 'detail'],
        ['electricity-imports', 'electricity imports', 'Electricity imports', 'detail'],
      ]),
      ...part('Oil and gas', [
        ['oil-production', 'crude oil production', 'Crude oil production'],
        ['oil-exports', 'crude oil exports', 'Crude oil exports'],
        ['gas-production', 'natural gas production', 'Natural gas production'],
        ['gas-exports', 'natural gas exports', 'Natural gas exports'],
        ['oil-reserves', 'crude oil reserves', 'Oil reserves', 'detail'],
        ['gas-reserves', 'proven natural gas reserves', 'Gas reserves', 'detail'],
        ['oil-consumption', 'refined petroleum consumption', 'Oil consumption', 'detail'],
      ]),
      ...part('Coal', [
        ['coal-production', 'coal production', 'Coal production', 'detail'],
        ['coal-consumption', 'coal consumption', 'Coal consumption', 'detail'],
      ]),
      ...part('Emissions', [
        ['co2-emissions', 'carbon dioxide emissions from energy', 'CO2 emissions', 'detail'],
        ['co2-coal', 'carbon dioxide emissions from coal', 'CO2 from coal', 'detail'],
        ['co2-oil', 'carbon dioxide emissions from oil', 'CO2 from oil', 'detail'],
        ['co2-gas', 'carbon dioxide emissions from natural gas', 'CO2 from gas', 'detail'],
      ]),
    ],
  },
  {
    id: 'military',
    title: 'Military',
    asks: /\b(?:military|armed forces|arm(?:y|ies)|navy|navies|defen[cs]e|conscript(?:s|ion)?|soldiers|troops)\b/u,
    search: 'military',
    // Its context, the background, tells the wars, coups and alliances that shaped the forces.
    alsoSearch: 'introduction background',
    subSearches: ['military expenditures', 'military service age', 'military deployments'],
    sections: ['Military and Security', 'Military', 'Introduction'],
    context: fieldById('background').id,
    fields: [
      ...part('Forces', [
        ['military-forces', 'military branches', 'Branches', 'list'],
        ['military-personnel', 'military strength', 'Personnel', 'detail'],
      ]),
      ...part('Spending', [['military-spending', 'military expenditures', 'Military spending']]),
      ...part('Service', [['military-service', 'military service', 'Service']]),
      ...part('Abroad', [['military-deployments', 'military deployments', 'Deployments', 'detail']]),
    ],
  },
  {
    id: 'transport',
    title: 'Transport',
    asks: /\b(?:transport(?:ation)?|rail(?:ways?|roads?)?|trains?|roads?|roadways|highways?|airports?|airfields?|(?:sea)?ports?|harbou?rs?|shipping|merchant|pipelines?|infrastructure)\b/u,
    search: 'transportation',
    subSearches: ['railways roadways', 'airports ports', 'merchant marine'],
    sections: ['Transportation'],
    fields: [
      field('railways', 'railways', 'Railways'),
      field('roadways', 'roadways', 'Roadways'),
      field('airports', 'airports', 'Airports'),
      field('ports-total', 'ports', 'Ports', 'detail'),
      field('ports', 'key ports', 'Key ports', 'list'),
      field('merchant-marine', 'merchant fleet', 'Merchant fleet'),
      field('merchant-marine-types', 'merchant ships by type', 'Ship types', 'detail'),
    ],
  },
  {
    id: 'communications',
    title: 'Communications',
    asks: /\b(?:communications?|telecom(?:munications)?|internet|(?:tele|mobile |cell ?|smart ?)phones?|land ?lines?|media|broadcast(?:ing)?|television|tv|radio)\b/u,
    search: 'communications internet',
    subSearches: ['internet users', 'telephones', 'broadcast media'],
    sections: ['Communications'],
    fields: [
      ...part('Internet', [
        ['internet-users', 'internet users', 'Internet users'],
        ['internet-code', 'internet country code', 'Internet code', 'detail'],
      ]),
      ...part('Telephones', [
        ['mobile-phones', 'mobile subscriptions', 'Mobile phones'],
        ['mobile-per-100', 'mobile subscriptions per 100 people', 'Mobile phones per 100', 'detail'],
        ['fixed-lines', 'fixed telephone lines', 'Fixed lines'],
        ['fixed-per-100', 'fixed telephone lines per 100 people', 'Fixed lines per 100', 'detail'],
      ]),
      ...part('Broadcast media', [['broadcast-media', 'broadcast media', 'Broadcast media']]),
    ],
  },
  {
    id: 'disputes',
    title: 'International disputes',
    asks: /\b(?:disputes?|conflicts?|refugees?|tensions?|rivalr(?:y|ies)|territorial)\b/u,
    search: 'international disputes',
    subSearches: ['refugees', 'trafficking'],
    sections: ['Transnational Issues'],
    fields: [
      ...part('Disputes', [['disputes', 'international disputes', 'Disputes']]),
      ...part('Refugees', [['refugees', 'refugees (country of origin)', 'Refugees', 'detail']]),
    ],
  },
];

/** What a report on a place covers when the question names no aspect ("Tell me about Chile"). */
export const DEFAULT_ASPECTS = ['history', 'geography', 'government', 'economy', 'people'] as const;

/** What a report on a sea or lake and its shores covers when it names no aspect: the water is shared. */
export const DEFAULT_WATER_ASPECTS = ['geography', 'environment', 'disputes'] as const;

/** What a comparison covers when it names no aspect ("Compare Chile and Peru"). */
export const DEFAULT_COMPARISON_ASPECTS = ['government', 'economy', 'people', 'geography'] as const;

export const aspectById = (id: string): Aspect | undefined => ASPECTS.find((a) => a.id === id);

const NATURE = String.raw`(?:the\s+|its\s+|their\s+)?(?:land|air|water|rivers?|soils?|seas?|coasts?|forests?|trees|grasslands?|lakes?|wildlife)`;
/**
 * "what is happening to the land and the air", "what has been done to its rivers": the environment,
 * asked by what it is made of; the land and the rivers are not asked as geography.
 */
const HAPPENING_TO_NATURE = new RegExp(
  String.raw`\b(?:happening|happened|going\s+on|done|doing)\s+(?:to|with)\s+${NATURE}(?:\s*(?:,|and|or)\s+${NATURE})*\b`,
  'gu',
);

/**
 * The aspects a question asks for, in report order. "Economy" is not also "trade" when the question
 * says "exports" only; "energy" words inside a hazard question ("volcanic") stay with hazards.
 */
export function aspectsAsked(question: string): Aspect[] {
  const text = question.toLowerCase().replace(HAPPENING_TO_NATURE, ' environment ');
  return ASPECTS.filter((aspect) => aspect.asks.test(text));
}

/** Words that name no fact ("electricity from fossil fuels": "from" says nothing of what is asked). */
const LINKING_WORDS = new Set(['from', 'of', 'the', 'and', 'other', 'in', 'below', 'to']);
/**
 * Words that rank a fact's items ("main exports", "major lakes"): a fact is named without them ("main
 * lakes" asks for the major lakes), though one the question also says names it better ("main
 * exports" are the goods, not the value of all exports).
 */
const RANKING_WORDS = new Set(['main', 'major', 'principal', 'chief']);

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
      const own = [...words].filter((w) => !RANKING_WORDS.has(w));
      return { aspect, field, used, all: own.length > 0 && own.every((w) => asked.has(w)) };
    }),
  );
  const most = Math.max(0, ...scored.map((s) => s.used));
  const byWords = scored.filter((s) => s.used > 0 && s.used === most && (most >= 2 || s.all));
  // In words of its own ("seaports", "have to serve in the army"), the catalogue knows the fact asked.
  const catalogueAsked = fieldsAsked(question);
  const askedIds = new Set(catalogueAsked.map((f) => f.id));
  // Beside a fact named in its words, a quantity asked in words of its own is asked too: "Which is
  // bigger, …? And what are their capitals?" asks the area as well as the capital, the area first.
  const quantities = new Set(catalogueAsked.filter((f) => f.kind === 'figure').map((f) => f.id));
  const lower = question.toLowerCase();
  const at = (s: { field: KeyField }) => {
    const spec = fieldById(s.field.id);
    const i = askedIds.has(spec.id) ? lower.indexOf(wordsAsking(spec, lower)) : -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const chosen =
    byWords.length > 0
      ? [...byWords, ...scored.filter((s) => quantities.has(s.field.id) && !byWords.includes(s))].sort(
          (a, b) => at(a) - at(b),
        )
      : scored.filter((s) => askedIds.has(s.field.id));
  if (chosen.length === 0) return [...aspects];
  // A named list brings its kind along: "lakes" names the major lakes and the salt-water lakes too
  // (things of one kind, not the value of all exports beside the main exports). A figure is one
  // quantity: "exports" names the value of all exports, not the natural gas exports as well.
  const kindOf = (field: KeyField) =>
    `${singular(field.noun.split(/\s+/u).at(-1) ?? '')} ${fieldById(field.id).kind}`;
  const listing = (field: KeyField) => fieldById(field.id).kind !== 'figure';
  const kinds = new Set(
    chosen.filter((s) => listing(s.field)).map((s) => `${s.aspect.id} ${kindOf(s.field)}`),
  );
  const named = scored.filter((s) => chosen.includes(s) || kinds.has(`${s.aspect.id} ${kindOf(s.field)}`));
  const lead = (aspect: Aspect): Aspect => {
    const fields = named.filter((n) => n.aspect === aspect).map((n) => n.field);
    if (fields.length === 0) return aspect;
    const promoted = fields.map(({ detail: _detail, ...f }) => ({ ...f, asked: true }));
    // The rest of their sub-aspect comes with them ("Lakes and rivers" stays one part).
    const parts = new Set(fields.flatMap((f) => (f.part ? [f.part] : [])));
    const rest = aspect.fields.filter((f) => !fields.includes(f));
    const sameParts = rest.filter((f) => f.part !== undefined && parts.has(f.part));
    return {
      ...aspect,
      fields: [...promoted, ...sameParts, ...rest.filter((f) => !sameParts.includes(f))],
    };
  };
  const first = [...new Set(chosen.map((c) => c.aspect))];
  for (const a of aspects) if (!first.includes(a) && named.some((n) => n.aspect === a)) first.push(a);
  return [...first, ...aspects.filter((a) => !first.includes(a))].map(lead);
}
