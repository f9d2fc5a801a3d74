/**
 * The question set of `npm run eval:deep` (issue 18), written by reading what the bundled library holds:
 * the starter articles in `library/`, WordNet and the CIA World Factbook (final edition, January 2026)
 * (figures of 2021-2025; updated from the 2015 edition's when the library changed to it). Every expected fact was found in the library text of its subjects (re-check with
 * `npx tsx apps/server/eval/deep/check-questions.ts`); each one is a thing a correct report must state,
 * not a wording. It measures the writer: do not edit a question because the writer gets it wrong, only
 * when the library changes. The document questions ask the Quick eval's fixture (`eval/documents/`).
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question: 'How do the political systems of Norway and Sweden differ?',
    kind: 'comparison',
    subjects: ['Norway', 'Sweden'],
    aspects: ['government'],
    expected: [/Storting/, /Riksdag/, /constitutional monarchy/i],
  },
  {
    question: 'What energy sources does Kenya rely on, and how does that compare with Ethiopia?',
    kind: 'comparison',
    subjects: ['Kenya', 'Ethiopia'],
    aspects: ['energy'],
    // Shares of installed capacity from hydroelectric plants (2012).
    expected: [/hydro/i, /20\.9\s?%/, /96\.5\s?%/],
  },
  {
    question: 'Compare the natural hazards of Japan and the Philippines.',
    kind: 'comparison',
    subjects: ['Japan', 'Philippines'],
    aspects: ['hazards'],
    expected: [/typhoon/i, /tsunami/i, /1,500 seismic/i, /Mayon|Taal/],
  },
  {
    question: 'Compare the economies and main exports of Chile and Peru.',
    kind: 'comparison',
    subjects: ['Chile', 'Peru'],
    aspects: ['economy', 'exports'],
    expected: [/copper/i, /gold/i, /\$30,200/, /\$15,700/],
  },
  {
    question: 'What do Germany and France export?',
    kind: 'comparison',
    subjects: ['Germany', 'France'],
    aspects: ['exports'],
    expected: [/cars/i, /aircraft/i],
  },
  {
    question: 'How do India and China compare in population and languages?',
    kind: 'comparison',
    subjects: ['India', 'China'],
    aspects: ['population', 'languages'],
    expected: [/1,419,316,933/, /1,407,181,209/, /Hindi/, /Mandarin/],
  },
  {
    question: 'Compare the systems of government of Canada and Australia.',
    kind: 'comparison',
    subjects: ['Canada', 'Australia'],
    aspects: ['government'],
    expected: [/constitutional monarchy/i, /Commonwealth realm/i, /House of Commons/, /Senate/],
  },
  {
    question: 'Compare the economies of Vietnam, Thailand and Indonesia.',
    kind: 'comparison',
    subjects: ['Vietnam', 'Thailand', 'Indonesia'],
    aspects: ['economy'],
    // GDP per capita (PPP), 2014.
    expected: [/\$14,400/, /\$21,700/, /\$14,500/],
  },
  {
    question: 'Which languages are spoken in Switzerland and in Austria?',
    kind: 'comparison',
    subjects: ['Switzerland', 'Austria'],
    aspects: ['languages'],
    expected: [/German/, /French/, /Italian/, /Romansh/],
  },
  {
    question: 'Compare the natural hazards of Iceland, Italy and Indonesia.',
    kind: 'comparison',
    subjects: ['Iceland', 'Italy', 'Indonesia'],
    aspects: ['hazards'],
    expected: [/earthquakes/i, /volcan/i, /Etna|Vesuvius/, /tsunamis/i],
  },
  {
    question: 'How do the exports of Nigeria and South Africa differ?',
    kind: 'comparison',
    subjects: ['Nigeria', 'South Africa'],
    aspects: ['exports'],
    expected: [/petroleum/i, /natural gas/i, /gold/i, /platinum/i],
  },
  {
    question: 'Compare the governments of Cuba and Venezuela.',
    kind: 'comparison',
    subjects: ['Cuba', 'Venezuela'],
    aspects: ['government'],
    expected: [/Communist state/i, /federal presidential republic/i, /National Assembly/],
  },
  {
    question: 'How does the economy of North Korea compare with that of South Korea?',
    kind: 'comparison',
    subjects: ['North Korea', 'South Korea'],
    aspects: ['economy'],
    expected: [/\$600/, /\$50,400/],
  },
  {
    question: 'Compare the climate and population of Egypt and Saudi Arabia.',
    kind: 'comparison',
    subjects: ['Egypt', 'Saudi Arabia'],
    aspects: ['climate', 'population'],
    expected: [/desert/i, /112,870,457/, /36,544,431/],
  },
  {
    question: 'What environmental problems do Brazil and Argentina face?',
    kind: 'comparison',
    subjects: ['Brazil', 'Argentina'],
    aspects: ['environment'],
    expected: [/deforestation/i, /Amazon/, /desertification/i],
  },
  {
    question: 'Compare the histories of Spain and Portugal.',
    kind: 'comparison',
    subjects: ['Spain', 'Portugal'],
    aspects: ['history'],
    expected: [/civil war/i, /FRANCO/i, /1755 earthquake/i, /1974/],
  },
  {
    question: 'How does military service work in Israel and in Switzerland?',
    kind: 'comparison',
    subjects: ['Israel', 'Switzerland'],
    aspects: ['military'],
    expected: [/compulsory/i, /36 months/i, /245 days/i],
  },
];

const singles: DeepQuestion[] = [
  {
    question: 'Summarize the history and economy of Singapore.',
    kind: 'single',
    subjects: ['Singapore'],
    aspects: ['history', 'economy'],
    expected: [/1819/, /1965/, /Malaysia/, /\$132,600/],
  },
  {
    question: "What are Belgium's languages and ethnic groups?",
    kind: 'single',
    subjects: ['Belgium'],
    aspects: ['languages', 'ethnic groups'],
    expected: [/Dutch/, /French/, /German/, /Belgian 75\.2\s?%/, /Moroccan/],
  },
  {
    question: 'How strong is the Swiss economy?',
    kind: 'single',
    subjects: ['Switzerland'],
    aspects: ['economy'],
    expected: [/financial hub/i, /\$82,000/],
  },
  {
    question: 'Give an overview of Norwegian politics.',
    kind: 'single',
    subjects: ['Norway'],
    aspects: ['government'],
    expected: [/Storting/, /constitutional monarchy/i, /HARALD/i],
  },
  {
    question: "Describe Kenya's history and government.",
    kind: 'single',
    subjects: ['Kenya'],
    aspects: ['history', 'government'],
    expected: [/1963/, /KENYATTA/i, /republic/i, /National Assembly/],
  },
  {
    question: "What are Egypt's population and climate like?",
    kind: 'single',
    subjects: ['Egypt'],
    aspects: ['population', 'climate'],
    expected: [/112,870,457/, /desert/i],
  },
  {
    question: 'What environmental issues and natural hazards does Brazil face?',
    kind: 'single',
    subjects: ['Brazil'],
    aspects: ['environment', 'hazards'],
    expected: [/deforestation/i, /Amazon/, /droughts/i, /floods/i],
  },
  {
    question: "Describe Iceland's energy and economy.",
    kind: 'single',
    subjects: ['Iceland'],
    aspects: ['energy', 'economy'],
    expected: [/70\.1\s?%/, /fishing/i],
  },
  {
    question: "What are Australia's climate and natural hazards?",
    kind: 'single',
    subjects: ['Australia'],
    aspects: ['climate', 'hazards'],
    expected: [/arid/i, /cyclones/i, /droughts/i],
  },
  {
    question: "What drives Mongolia's economy, and what is its climate?",
    kind: 'single',
    subjects: ['Mongolia'],
    aspects: ['economy', 'climate'],
    expected: [/natural resource/i, /inflation/i, /desert|continental/i],
  },
  {
    question: 'Summarize the history and government of New Zealand.',
    kind: 'single',
    subjects: ['New Zealand'],
    aspects: ['history', 'government'],
    expected: [/Maori/, /Treaty of Waitangi/, /Commonwealth realm/i],
  },
];

const regions: DeepQuestion[] = [
  {
    question: 'What are the main environmental issues in Southeast Asia?',
    kind: 'region',
    subjects: ['Southeast Asia'],
    aspects: ['environment'],
    expected: [/deforestation/i, /haze/i, /air pollution/i, /Indonesia/],
  },
  {
    question: "What are the Middle East's oil exports?",
    kind: 'region',
    subjects: ['Middle East'],
    aspects: ['exports'],
    expected: [/Saudi Arabia/, /crude petroleum/, /Iraq|Kuwait|Iran|United Arab Emirates/],
  },
  {
    question: 'What natural hazards threaten Central America?',
    kind: 'region',
    subjects: ['Central America'],
    aspects: ['hazards'],
    expected: [/hurricanes/i, /earthquakes/i, /volcan/i],
  },
  {
    question: 'Which languages are spoken in Central Asia?',
    kind: 'region',
    subjects: ['Central Asia'],
    aspects: ['languages'],
    expected: [/Russian/, /Kazakh/, /Uzbek/],
  },
  {
    question: 'Where does Northern Europe get its electricity?',
    kind: 'region',
    subjects: ['Northern Europe'],
    aspects: ['energy'],
    expected: [/hydro/i, /nuclear/i, /Norway/],
  },
  {
    question: 'What hazards do the islands of the Caribbean face?',
    kind: 'region',
    subjects: ['Caribbean'],
    aspects: ['hazards'],
    expected: [/hurricanes/i],
    // The Factbook places these two in the North Atlantic, not the Caribbean, though both are commonly counted in.
    allowed: ['Turks and Caicos Islands', 'The Bahamas'],
  },
];

/**
 * A name asked by the form an article does not use: Rome, whose article is "The Roman Empire" (the
 * adjective is the name, and the article its subject).
 */
const namesAsAdjectives: DeepQuestion[] = [
  {
    question: 'What caused the fall of Rome?',
    kind: 'concept',
    subjects: ['Rome', 'Roman Empire'],
    aspects: ['fall'],
    expected: [/Visigoths/, /476/, /Odoacer/],
  },
  {
    question: 'How did ancient Rome become an empire?',
    kind: 'concept',
    subjects: ['Rome', 'Roman Empire'],
    aspects: [],
    expected: [/Augustus/, /27 BC/, /republic/i],
  },
];

const concepts: DeepQuestion[] = [
  {
    question: 'How do volcanoes form and erupt?',
    kind: 'concept',
    subjects: ['volcano'],
    aspects: ['form', 'erupt'],
    expected: [/magma/i, /tectonic plates/i, /explosive/i],
  },
  {
    question: 'How is DNA replicated?',
    kind: 'concept',
    subjects: ['DNA'],
    aspects: [],
    expected: [/semi-conservative/i, /DNA polymerases?/i, /strands/i],
  },
  {
    question: 'Explain the stages of photosynthesis.',
    kind: 'concept',
    subjects: ['photosynthesis'],
    aspects: [],
    expected: [/light-dependent/i, /Calvin cycle/i, /chloroplasts?/i],
  },
  {
    question: 'How do black holes form and how are they observed?',
    kind: 'concept',
    subjects: ['black hole'],
    aspects: ['form', 'observ'],
    expected: [/event horizon/i, /collapse/i, /gravitational waves/i],
  },
  {
    question: 'What causes climate change and what are its effects?',
    kind: 'concept',
    subjects: ['climate change'],
    aspects: [],
    expected: [/greenhouse/i, /fossil fuels/i],
  },
  {
    question: 'Describe the main processes of the water cycle.',
    kind: 'concept',
    subjects: ['water cycle'],
    aspects: [],
    expected: [/evaporation/i, /condens/i, /precipitation/i],
  },
  {
    question: 'How did the Roman Empire rise and fall?',
    kind: 'concept',
    subjects: ['Roman Empire'],
    aspects: [],
    expected: [/Augustus/, /27 BC/, /476/],
  },
  {
    question: 'What is TypeScript and how did it come about?',
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: [],
    expected: [/static types?/i, /Microsoft/, /2012/],
  },
  {
    question: 'What are the different meanings of the word "bank"?',
    kind: 'concept',
    subjects: ['bank'],
    aspects: [],
    expected: [/sloping land/i, /financial institution/i],
    forbidden: [/West Bank/],
  },
  {
    question: 'What is a monsoon?',
    kind: 'concept',
    subjects: ['monsoon'],
    aspects: [],
    expected: [/seasonal wind/i, /southern Asia/i],
  },
];

const unanswerable: DeepQuestion[] = [
  {
    question: 'What did the 2031 census of the Atlantis colony on Mars find?',
    kind: 'unanswerable',
    subjects: ['Atlantis', 'Mars'],
    aspects: [],
    expected: [],
  },
  {
    question: 'Describe the economy and government of Wakanda.',
    kind: 'unanswerable',
    subjects: ['Wakanda'],
    aspects: [],
    expected: [],
  },
  {
    question: "What will Norway's GDP per capita be in 2040?",
    kind: 'unanswerable',
    subjects: ['Norway'],
    aspects: ['economy'],
    expected: [],
  },
  {
    question: 'Summarize the history of the Klingon Empire.',
    kind: 'unanswerable',
    subjects: ['Klingon Empire'],
    aspects: [],
    expected: [],
  },
  {
    question: 'How does the Kubernetes scheduler assign pods to nodes?',
    kind: 'unanswerable',
    subjects: ['Kubernetes'],
    aspects: [],
    expected: [],
  },
  {
    question: 'Compare the tax systems of Narnia and Gondor.',
    kind: 'unanswerable',
    subjects: ['Narnia', 'Gondor'],
    aspects: [],
    expected: [],
  },
];

/*
 * Issue 34's questions, written from the library before the code that answers them: what a deep report
 * must state, from every relevant section (a government report names the executive, the legislature,
 * the courts, the subdivisions and the constitution; an environment report the named problems and the
 * figures of the environment section).
 */

/** A single place on one aspect. */
const placesOnOneAspect: DeepQuestion[] = [
  {
    question: 'How is Switzerland governed?',
    kind: 'single',
    subjects: ['Switzerland'],
    aspects: ['government'],
    expected: [
      /Federal Council/,
      /26 cantons/,
      /Federal Assembly/,
      /National Council/,
      /Council of States/,
      /Federal Supreme Court/,
      /1999/,
    ],
  },
  {
    question: 'What are the main environmental problems in Brazil?',
    kind: 'single',
    subjects: ['Brazil'],
    aspects: ['environment'],
    // The named problems, and the forest share of the land-use figures (58.9%, 2023).
    expected: [/deforestation/i, /Amazon/, /wildlife trade/i, /mining/i, /oil spills/i, /58\.9\s?%/],
  },
  {
    question: 'How is Germany governed?',
    kind: 'single',
    subjects: ['Germany'],
    aspects: ['government'],
    expected: [
      /federal parliamentary republic/i,
      /Bundestag/,
      /Bundesrat/,
      /Chancellor/i,
      /16 states/,
      /1949/,
    ],
  },
  {
    question: 'How is India governed?',
    kind: 'single',
    subjects: ['India'],
    aspects: ['government'],
    expected: [
      /federal parliamentary republic/i,
      /Lok Sabha/,
      /Rajya Sabha/,
      /28 states/,
      /Supreme Court/,
      /1950/,
    ],
  },
  {
    question: 'How is the United Kingdom governed?',
    kind: 'single',
    subjects: ['United Kingdom'],
    aspects: ['government'],
    expected: [
      /constitutional monarchy/i,
      /House of Commons/,
      /House of Lords/,
      /CHARLES III/i,
      /Prime Minister/i,
      /uncoded/i,
    ],
  },
  {
    question: 'What environmental problems does Japan face?',
    kind: 'single',
    subjects: ['Japan'],
    aspects: ['environment'],
    expected: [/acid rain/i, /Fukushima/, /waste management/i, /960\.23/],
  },
  {
    question: 'What natural hazards does Chile face?',
    kind: 'single',
    subjects: ['Chile'],
    aspects: ['hazards'],
    expected: [/earthquakes/i, /volcan/i, /tsunamis/i, /Lascar/, /Llaima/],
  },
];

/**
 * One aspect whose key facts sit in one section of an entry, for one place or two: the report also
 * reads what the entry's other sections and the dictionary say on it (the place's own line, the
 * background's sentences on it, emissions for energy).
 */
/**
 * A single place's list of named things (its rivers, its languages) beside what each of them is, from
 * the thing's own dictionary entry: a report of more than the profile's one line.
 */
const namedThingsExplained: DeepQuestion[] = [
  {
    question: 'What are the longest rivers in Russia?',
    kind: 'single',
    subjects: ['Russia'],
    aspects: ['geography'],
    expected: [/Volga/, /Lena/],
  },
  {
    question: 'Which languages are spoken in India?',
    kind: 'single',
    subjects: ['India'],
    aspects: ['languages'],
    expected: [/Hindi/, /Bengali/],
  },
  {
    question: 'What languages do people speak in Spain?',
    kind: 'single',
    subjects: ['Spain'],
    aspects: ['languages'],
    expected: [/Catalan/, /Galician/],
  },
];

/** A demonym used as a language ("Russian is spoken") names no place: the places asked are the others. */
const languagesNamedByDemonyms: DeepQuestion[] = [
  {
    question: 'Is Russian still spoken in Kazakhstan and Kyrgyzstan?',
    kind: 'comparison',
    subjects: ['Kazakhstan', 'Kyrgyzstan'],
    aspects: ['languages'],
    expected: [/Kazakh/, /Kyrgyz/, /Russian/],
    allowed: ['Russia'],
  },
];

/** A person asked about inside an article's subject: the sections that name them answer. */
const peopleInArticles: DeepQuestion[] = [
  {
    question: 'What part did Maurice Wilkins play in the discovery of the structure of DNA?',
    kind: 'concept',
    subjects: ['Maurice Wilkins', 'DNA'],
    aspects: [],
    expected: [/X-ray/, /1953/],
  },
];

/** A part of the world by its direction, the direction in lower case: still a region of places. */
const lowerCaseRegions: DeepQuestion[] = [
  {
    question: 'What languages are spoken in central Asia?',
    kind: 'region',
    subjects: ['Kazakhstan', 'Uzbekistan', 'Kyrgyzstan', 'Tajikistan', 'Turkmenistan'],
    aspects: ['languages'],
    expected: [/Kazakh/, /Uzbek/],
    allowed: ['Russia'],
  },
];

/** Selling abroad is exporting: the trade aspect however it is worded. */
const tradeInOtherWords: DeepQuestion[] = [
  {
    question: 'What do Norway and Australia sell abroad?',
    kind: 'comparison',
    subjects: ['Norway', 'Australia'],
    aspects: ['exports'],
    expected: [/crude petroleum/, /iron ore/],
  },
];

const oneSectionAspects: DeepQuestion[] = [
  {
    question: 'What religions are practised in Nigeria?',
    kind: 'single',
    subjects: ['Nigeria'],
    aspects: ['religion'],
    expected: [/Muslim/, /Christian/],
  },
  {
    question: 'What does Chile export?',
    kind: 'single',
    subjects: ['Chile'],
    aspects: ['exports'],
    expected: [/copper/i],
  },
  {
    question: 'How is military service organised in South Korea?',
    kind: 'single',
    subjects: ['South Korea'],
    aspects: ['military'],
    expected: [/compulsory|conscript/i],
  },
  {
    question: 'Where does Iceland get its electricity?',
    kind: 'single',
    subjects: ['Iceland'],
    aspects: ['energy'],
    expected: [/geothermal/i, /hydro/i],
  },
  {
    question: 'What natural hazards threaten the Philippines?',
    kind: 'single',
    subjects: ['Philippines'],
    aspects: ['hazards'],
    expected: [/typhoon/i, /earthquake/i],
  },
  {
    question: 'Compare the religions of Lebanon and Syria.',
    kind: 'comparison',
    subjects: ['Lebanon', 'Syria'],
    aspects: ['religion'],
    expected: [/Muslim/, /Christian/],
  },
  {
    question: 'How do the energy sources of France and Germany compare?',
    kind: 'comparison',
    subjects: ['France', 'Germany'],
    aspects: ['energy'],
    expected: [/nuclear/i],
  },
  {
    question: 'What do Norway and Saudi Arabia export?',
    kind: 'comparison',
    subjects: ['Norway', 'Saudi Arabia'],
    aspects: ['exports'],
    expected: [/oil|petroleum/i],
  },
];

/** "What is known about …": everything the library holds on a place, from every section. */
const knownAbout: DeepQuestion[] = [
  {
    question: 'What is known about Antarctica?',
    kind: 'single',
    subjects: ['Antarctica'],
    aspects: [],
    expected: [/Antarctic Treaty/, /1959/, /60° ?south|60 degrees south/i, /scientific research/i],
  },
  {
    question: 'What is known about Bouvet Island?',
    kind: 'single',
    subjects: ['Bouvet Island'],
    aspects: [],
    expected: [/uninhabited/i, /volcanic/i, /Norway/, /49 sq km/, /1739/, /most remote island/i],
  },
  {
    question: 'What is known about the Caspian Sea and the countries on its shores?',
    kind: 'region',
    subjects: ['Azerbaijan', 'Iran', 'Kazakhstan', 'Russia', 'Turkmenistan'],
    aspects: [],
    expected: [
      /Azerbaijan/,
      /Iran/,
      /Kazakhstan/,
      /Russia/,
      /Turkmenistan/,
      /374,000 sq km/,
      /largest (?:lake|inland body of water)/i,
      /Caspian Sea pollution/i,
    ],
  },
];

/** Groupings people name ("the Balkans", "the Baltic states"), asked for the fact a word names. */
const namedGroups: DeepQuestion[] = [
  {
    question: 'What are the main exports of the Baltic states?',
    kind: 'region',
    // A grouping no profile spells out: the yardstick is given its members.
    subjects: ['Estonia', 'Latvia', 'Lithuania'],
    aspects: ['trade'],
    expected: [/^The main exports of/m, /petroleum/],
  },
  {
    question: 'What languages are spoken in the Balkans?',
    kind: 'region',
    subjects: [
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
    aspects: ['languages'],
    expected: [/Serbian/, /Albanian/, /Greek/],
  },
];

/**
 * A place asked about more than an aspect's name: an event ("become independent"), the place it broke
 * away from (not a second subject), a kind of thing its profile lists (lakes, rivers).
 */
const askedBeyondAspects: DeepQuestion[] = [
  {
    question: 'How did East Timor become independent?',
    kind: 'single',
    subjects: ['Timor-Leste'],
    aspects: ['history'],
    expected: [/28 November 1975/, /Indonesia/, /referendum/i, /2002/],
    allowed: ['Portugal', 'Indonesia', 'Australia'],
  },
  {
    question: 'When did Algeria gain independence from France?',
    kind: 'single',
    subjects: ['Algeria'],
    aspects: ['history'],
    expected: [/5 July 1962/, /France/],
    allowed: ['France'],
  },
  {
    question: 'How did Namibia break free from South African rule?',
    kind: 'single',
    subjects: ['Namibia'],
    aspects: ['history'],
    expected: [/21 March 1990/, /SWAPO/, /South Africa/],
    forbidden: [/Ramaphosa/],
    allowed: ['South Africa', 'Germany'],
  },
  {
    question: 'How did Eritrea win its independence from Ethiopia?',
    kind: 'single',
    subjects: ['Eritrea'],
    aspects: ['history'],
    expected: [/1993/, /Ethiopia/],
    forbidden: [/Abiy/],
    allowed: ['Ethiopia', 'Italy', 'UK'],
  },
  {
    question: 'What role does tourism play in the economy of Thailand?',
    kind: 'single',
    subjects: ['Thailand'],
    aspects: ['economy'],
    expected: [/main industries (?:are|include) tourism/],
  },
  {
    question: 'What are the main lakes of Kazakhstan?',
    kind: 'single',
    subjects: ['Kazakhstan'],
    aspects: ['geography'],
    expected: [/Balkhash/, /Caspian Sea/, /Aral Sea/],
  },
  {
    question: 'What are the major rivers of Brazil?',
    kind: 'single',
    subjects: ['Brazil'],
    aspects: ['geography'],
    expected: [/Amazon/],
  },
];

/** Concepts over the library's articles, on their parts. */
const articleConcepts: DeepQuestion[] = [
  {
    question: 'What kinds of volcano are there, and what hazards do their eruptions pose?',
    kind: 'concept',
    subjects: ['volcano'],
    aspects: ['type', 'hazard'],
    expected: [
      /shield volcano/i,
      /stratovolcano/i,
      /caldera/i,
      /pyroclastic flows?/i,
      /lahars?/i,
      /Volcanic Explosivity Index/i,
    ],
  },
  {
    question: "How does TypeScript's type system work?",
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: [],
    expected: [/infers?/i, /structural/i, /union types?/i, /generics/i, /strict null/i, /compile time/i],
  },
  {
    question: 'How did the Western Roman Empire fall, and how did the East survive?',
    kind: 'concept',
    subjects: ['Roman Empire'],
    aspects: [],
    expected: [/395/, /410/, /476/, /Odoacer/, /Byzantine/, /1453/],
  },
  {
    question: 'How does DNA store genetic information and how are proteins made from it?',
    kind: 'concept',
    subjects: ['DNA'],
    aspects: [],
    expected: [/genes?\b/i, /transcription/i, /translation/i, /codons?/i, /ribosomes?/i, /46 chromosomes/i],
  },
  {
    question: 'What effects of climate change are already observed, and how is the world responding?',
    kind: 'concept',
    subjects: ['climate change'],
    aspects: [],
    expected: [/sea level/i, /glaciers/i, /heatwaves/i, /mitigation/i, /adaptation/i, /Paris Agreement/],
  },
  {
    question: 'How are black holes observed?',
    kind: 'concept',
    subjects: ['black hole'],
    aspects: [],
    expected: [/gravitational waves/i, /LIGO/, /Event Horizon Telescope/, /accretion disks?/i, /quasars?/i],
  },
  // The subject's own article or entry answers first: not a gloss of a name that says the question's
  // words, nor an entry for a word of one of its examples.
  {
    question: 'What is the structure of DNA?',
    kind: 'concept',
    subjects: ['DNA'],
    aspects: [],
    expected: [/nucleotides/i, /double helix/i, /adenine/i],
    forbidden: [/“Maurice Wilkins” means/, /“James Watson” means/],
  },
  {
    question: 'What is a glacier and how does it move?',
    kind: 'concept',
    subjects: ['glacier'],
    aspects: [],
    expected: [/slowly moving mass of ice/i],
    forbidden: [/“Slowly” means/],
  },
];

/** Questions the library answers in one line (a WordNet entry): that line is what the report must state. */
const oneLine: DeepQuestion[] = [
  {
    question: 'What is known about the lost city of Atlantis?',
    kind: 'one-line',
    subjects: ['Atlantis'],
    aspects: [],
    expected: [/Plato/, /swallowed by an earthquake/i],
    // The Factbook's Atlantis-2 telephone cable and the Atlantic's etymology are namesakes.
    forbidden: [/Atlantis-2/, /thalassa/i],
  },
  {
    question: 'What is El Dorado?',
    kind: 'one-line',
    subjects: ['El Dorado'],
    aspects: [],
    expected: [/imaginary place of great wealth/i, /South America/],
    forbidden: [/El Salvador/, /constellation/i],
  },
  {
    question: 'What is known about Camelot?',
    kind: 'one-line',
    subjects: ['Camelot'],
    aspects: [],
    expected: [/King Arthur/, /capital/i],
  },
  {
    question: 'What was Valhalla?',
    kind: 'one-line',
    subjects: ['Valhalla'],
    aspects: [],
    expected: [/Odin/, /slain in battle/i],
  },
];

/** Over the eval user's own document (eval/documents/garden-report.md), every page that answers a part. */
const documents: DeepQuestion[] = [
  {
    question: 'What happened at the community garden in 2025?',
    kind: 'document',
    subjects: ['garden'],
    aspects: [],
    expected: [/3,450/, /forty-two|\b42\b/i, /Tom Reyes/, /1,200 kilograms/, /slugs/i],
  },
  {
    question: 'Where did the garden’s money come from in 2025, and what was it spent on?',
    kind: 'document',
    subjects: ['garden'],
    aspects: [],
    expected: [/2,100/, /5,000/, /town council/i, /rainwater tank/i],
  },
  {
    question: 'What went wrong at the garden in 2025, and what was done about it?',
    kind: 'document',
    subjects: ['garden'],
    aspects: [],
    expected: [/slugs/i, /lettuce/i, /broken into/i, /lock/i],
  },
];

/**
 * Session 2026-12-02 (second): the environment asked by what is happening to the land, the air or the
 * water ("the air is so bad", "losing its forests"), without the word itself; written before the code.
 */
const environmentInOtherWords: DeepQuestion[] = [
  // south-asia/in.json, Environment › Environmental issues: "deforestation; soil erosion; overgrazing;
  // desertification; air pollution from industrial effluents and vehicle emissions; water pollution from
  // raw sewage and agricultural pesticides; …".
  {
    question: "Why is the air so bad in India's cities, and what is happening to its rivers and soil?",
    kind: 'single',
    subjects: ['India'],
    aspects: ['environment'],
    expected: [/air pollution/i, /water pollution/i, /soil erosion/i],
  },
  // central-america-n-caribbean/ha.json, Environment › Environmental issues: "deforestation (trees cleared
  // for agriculture and used as fuel); soil erosion; inadequate potable water and lack of sanitation";
  // Land use › forest "13.4% (2023 est.)".
  {
    question: 'Is Haiti losing its trees, and what is happening to the land there?',
    kind: 'single',
    subjects: ['Haiti'],
    aspects: ['environment'],
    expected: [/deforestation/i, /soil erosion/i, /13\.4\s?%/],
    allowed: ['Dominican Republic'],
  },
  // south-asia/in.json, Environment › Particulate matter emissions "55.6 micrograms per cubic meter (2019
  // est.)"; Waste and recycling › percent of municipal solid waste recycled "17.8% (2022 est.)";
  // municipal solid waste generated annually "189.75 million tons (2024 est.)".
  {
    question: "How dirty is India's air, and how much of its rubbish gets recycled?",
    kind: 'single',
    subjects: ['India'],
    aspects: ['environment'],
    expected: [/55\.6 micrograms/i, /17\.8\s?%/, /189\.75 million tons/i],
  },
  // europe/pl.json, Environment › Carbon dioxide emissions › total emissions "264.031 million metric tonnes
  // of CO2 (2023 est.)"; from coal and metallurgical coke "132.101 million …"; from petroleum and other
  // liquids "95.095 million …"; from consumed natural gas "36.835 million …".
  {
    question:
      'How much carbon dioxide does Poland put out, and how much of it comes from burning coal, oil and gas?',
    kind: 'single',
    subjects: ['Poland'],
    aspects: ['environment'],
    expected: [/264\.031 million/i, /132\.101 million/i, /95\.095 million/i, /36\.835 million/i],
  },
  // The old of a population in people's words. europe/it.json, People and Society › Age structure › 65
  // years and over "23.6% (2024 est.)", Median age › total "48.8 years (2025 est.)"; europe/sp.json
  // "20.9% (2024 est.)", "47.2 years (2025 est.)".
  {
    question: 'Whose population is older, Italy or Spain? What share of people in each is over 65?',
    kind: 'comparison',
    subjects: ['Italy', 'Spain'],
    aspects: ['people'],
    expected: [/23\.6\s?%/, /20\.9\s?%/, /48\.8 years/, /47\.2 years/],
  },
  // A trade partner named after a selling verb is no subject. australia-oceania/as.json, Economy ›
  // Exports - partners "China 37%, Japan 16%, …(2023)"; nz.json "China 28%, USA 12%, Australia 12%, …".
  {
    question: 'How much do Australia and New Zealand rely on selling to China?',
    kind: 'comparison',
    subjects: ['Australia', 'New Zealand'],
    aspects: ['trade'],
    expected: [/China 37\s?%/, /China 28\s?%/],
    allowed: ['China', 'Japan', 'South Korea', 'India', 'Taiwan', 'United States'],
  },
];

/**
 * How a country came to be is its history, however it is asked ("come to exist", "become a country
 * of its own"): the introduction's background and the date of independence.
 */
const cameToBe: DeepQuestion[] = [
  // africa/er.json, Introduction › Background: "… Eritreans overwhelmingly approved independence in a
  // 1993 referendum …"; Government › Independence: "24 May 1993 (from Ethiopia)"; Military and Security
  // › Military and security service personnel strengths: "… estimated 150,000-200,000 active Defense
  // Forces (2025)".
  {
    question: 'How did Eritrea come to exist as a nation of its own, and how big is its army today?',
    kind: 'single',
    subjects: ['Eritrea'],
    aspects: ['history', 'military'],
    expected: [/1993/, /Ethiopia/, /150,000-200,000/],
    allowed: ['Ethiopia', 'Italy', 'Djibouti', 'Sudan', 'United Kingdom'],
  },
  // africa/od.json, Introduction › Background: "South Sudan, which gained independence from Sudan in
  // 2011, is the world's newest country …"; Government › Independence: "9 July 2011 (from Sudan)".
  {
    question: 'When did South Sudan become a separate nation, and what led to the split?',
    kind: 'single',
    subjects: ['South Sudan'],
    aspects: ['history'],
    expected: [/2011/, /Sudan/],
    allowed: ['Sudan', 'Egypt', 'United Kingdom', 'Ethiopia', 'Kenya', 'Uganda'],
  },
];

/**
 * A fact asked in words of its own brings the aspect that holds it, though the question names
 * another ("how big is it, and how much of it is forest": the forest cover is the environment's).
 */
const factsOfOtherAspects: DeepQuestion[] = [
  // europe/fi.json, Geography › Area › total: "338,145 sq km"; Environment › Land use › forest:
  // "74.2% (2023 est.)".
  {
    question: 'How big is Finland, what is its land like, and how much of it is covered in forest?',
    kind: 'single',
    subjects: ['Finland'],
    aspects: ['geography'],
    expected: [/338,145 sq km/, /74\.2\s?%/],
    allowed: ['Norway', 'Sweden', 'Russia', 'Estonia'],
  },
  // central-america-n-caribbean/cs.json, Environment › Land use › forest: "58.4% (2023 est.)";
  // Geography › Elevation › highest point: "Cerro Chirripo 3,819 m".
  {
    question: "How high are Costa Rica's mountains and what share of the country is still wooded?",
    kind: 'single',
    subjects: ['Costa Rica'],
    aspects: ['geography'],
    expected: [/3,819 m/, /58\.4\s?%/],
    allowed: ['Nicaragua', 'Panama'],
  },
];

/** An ocean named beside the countries asked is where they lie, not a subject of its own. */
const oceansAsSettings: DeepQuestion[] = [
  // africa/cv.json, Geography › Area › total: "4,033 sq km"; Economy › Real GDP per capita 2024:
  // "$9,900 (2024 est.)". africa/tp.json: "964 sq km"; "$5,500 (2024 est.)".
  {
    question:
      'Of the two island countries off Africa in the Atlantic Ocean, Cabo Verde and Sao Tome and Principe, which is bigger and which is richer per person?',
    kind: 'comparison',
    subjects: ['Cabo Verde', 'Sao Tome and Principe'],
    aspects: ['geography', 'economy'],
    expected: [/4,033 sq km/, /964 sq km/, /\$9,900/, /\$5,500/],
  },
];

/**
 * Figures asked over the years ("these last few years", "how far has the peso fallen"): every year
 * the profile's series holds, in order, not only the latest. Written before the code that states them.
 */
const overTheYears: DeepQuestion[] = [
  // south-america/ar.json, Economy › Inflation rate (consumer prices): "73.1% (2022 est.)", "47.1%
  // (2021 est.)", "40.5% (2020 est.)"; Exchange rates: "Argentine pesos (ARS) per US dollar -",
  // "914.695 (2024 est.)", "296.258 (2023 est.)", "130.617 (2022 est.)"; Real GDP growth rate:
  // "-1.7% (2024 est.)", "-1.6% (2023 est.)", "5.3% (2022 est.)".
  {
    question:
      "How has Argentina's economy fared over the last few years? How bad has inflation been, and how far has the peso fallen against the dollar?",
    kind: 'single',
    subjects: ['Argentina'],
    aspects: ['economy'],
    expected: [/73\.1\s?%/, /47\.1\s?%/, /914\.695/, /130\.617/, /-1\.7\s?%/],
    allowed: ['Brazil', 'Chile', 'Uruguay', 'Paraguay', 'Bolivia', 'China', 'United States'],
  },
  // africa/eg.json, Economy › Inflation rate (consumer prices): "28.3% (2024 est.)", "33.9% (2023
  // est.)", "13.9% (2022 est.)"; Exchange rates: "Egyptian pounds (EGP) per US dollar -", "45.299
  // (2024 est.)", "19.16 (2022 est.)".
  {
    question: 'What has happened to prices and the pound in Egypt in recent years?',
    kind: 'single',
    subjects: ['Egypt'],
    aspects: ['economy'],
    expected: [/33\.9\s?%/, /13\.9\s?%/, /45\.299/, /19\.16\b/],
    allowed: ['Sudan', 'Libya', 'Israel', 'Saudi Arabia', 'China', 'United States', 'Italy', 'Turkey'],
  },
];

export const DEEP_QUESTIONS: readonly DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...unanswerable,
  ...placesOnOneAspect,
  ...oneSectionAspects,
  ...tradeInOtherWords,
  ...languagesNamedByDemonyms,
  ...lowerCaseRegions,
  ...peopleInArticles,
  ...namesAsAdjectives,
  ...namedThingsExplained,
  ...knownAbout,
  ...askedBeyondAspects,
  ...namedGroups,
  ...articleConcepts,
  ...oneLine,
  ...documents,
  ...environmentInOtherWords,
  ...cameToBe,
  ...factsOfOtherAspects,
  ...oceansAsSettings,
  ...overTheYears,
];
