/**
 * The question set of `npm run eval` (issue 10), written by reading what the bundled library holds: the
 * starter articles in `library/`, WordNet and the CIA World Factbook (final edition, January 2026; the
 * Factbook's figures were updated from the 2015 edition's when the library changed to it). Every expected fact
 * below was checked against the library text; every `abstain` question was checked to have no answer there.
 * It measures the engine: do not edit a question because the engine gets it wrong, only when the library
 * changes.
 */

/** The answer type the question asks for; `sense` questions name which of several namesakes is meant. */
export type QuestionKind =
  | 'definition'
  | 'person'
  | 'place'
  | 'number'
  | 'date'
  | 'comparison'
  | 'how-why'
  | 'sense'
  /** A place named by its people or another of its names ("Brazilians", "the UK", "Ivory Coast"). */
  | 'demonym'
  /** The most or least of a region's places, or of a list ("the most populous country in South America"). */
  | 'superlative'
  /** Who made a work ("Who wrote Hamlet?"). */
  | 'creator'
  /** About the user's own document, worded differently from its page. */
  | 'document';

/** A fact the answer must (or must not) state: a string matched case-insensitively as whole tokens, or a regex. */
export type Fact = string | RegExp;

export interface EvalQuestion {
  question: string;
  kind: QuestionKind;
  /** Facts of which at least one (`match: 'any'`, the default) or every one (`'all'`) must appear. */
  expected: Fact[];
  match?: 'any' | 'all';
  /**
   * Phrases that must not appear (a namesake's gloss, a wrong figure). For `abstain` questions only the
   * lead paragraph is checked: related material offered after the "not found" sentence may mention them.
   */
  forbidden: Fact[];
  /** The library does not answer this: the answer must say so. */
  abstain?: true;
  /**
   * For an `abstain` question: `forbidden` is checked over the whole answer, not only its lead (a name
   * held by no source must not bring related material about its namesakes: "monas", the island of Mona).
   */
  strict?: true;
  /** Asked over the user's own documents only (the eval user's uploaded fixture, `eval/documents/`). */
  documents?: true;
}

const definitions: EvalQuestion[] = [
  // The commonest sense leads however short its gloss; the article's subject word has no other sense beside it.
  {
    question: 'what is a python',
    kind: 'definition',
    expected: [/^\W*(?:A python is|“Python” means) large Old World boas/i],
    forbidden: [],
  },
  {
    question: 'who created typescript',
    kind: 'creator',
    expected: [/Anders Hejlsberg/],
    forbidden: [/typewritten/],
  },
  {
    question: 'What is a volcano?',
    kind: 'definition',
    expected: [/opening in the crust/i, /fissure in the earth's crust/i],
    forbidden: ['Volcano Islands'],
  },
  {
    question: 'What is a black hole?',
    kind: 'definition',
    expected: [/not even light,? can escape/i, /region of space resulting from the collapse of a star/i],
    forbidden: [],
  },
  {
    question: 'What is photosynthesis?',
    kind: 'definition',
    expected: [/capture the energy of\s+light/i, /synthesis of compounds with the aid of radiant energy/i],
    forbidden: [],
  },
  {
    question: 'What is DNA?',
    kind: 'definition',
    expected: [/genetic instructions/i, /transmission of genetic information/i],
    forbidden: [],
  },
  {
    question: 'What is TypeScript?',
    kind: 'definition',
    expected: [/adds static types to\s+JavaScript/i],
    forbidden: [/typewritten/i],
  },
  {
    question: 'What is the meaning of the word serendipity?',
    kind: 'definition',
    expected: [/good luck in making unexpected and fortunate discoveries/i],
    forbidden: [],
  },
  {
    question: 'What is the meaning of the word ubiquitous?',
    kind: 'definition',
    expected: [/present everywhere/i],
    forbidden: [],
  },
  {
    question: 'What does it mean when a person is taciturn?',
    kind: 'definition',
    expected: [/reserved and uncommunicative/i],
    forbidden: [],
  },
  {
    question: 'What does it mean when a person is gregarious?',
    kind: 'definition',
    expected: [/seeking and enjoying the company of others/i],
    forbidden: [],
  },
  {
    question: 'What does it mean when a person is meticulous?',
    kind: 'definition',
    expected: [/extreme care/i, /precise accordance with details/i],
    forbidden: [],
  },
  {
    question: 'Define ephemeral.',
    kind: 'definition',
    expected: [/lasting a very short time/i, /short-lived/i],
    forbidden: [],
  },
  {
    question: 'What is a caldera?',
    kind: 'definition',
    expected: [/magma chamber empties/i, /large crater/i, /large basins/i],
    forbidden: [],
  },
  {
    question: 'What is a codon?',
    kind: 'definition',
    expected: [/specifies one amino acid/i, /three adjacent nucleotides/i],
    forbidden: [],
  },
  {
    question: 'What is an aquifer?',
    kind: 'definition',
    expected: [/porous rock that store groundwater/i, /yielding ground water/i],
    forbidden: [],
  },
  {
    question: 'What was the Pax Romana?',
    kind: 'definition',
    expected: [/Roman peace/i, /two centuries after Augustus/i],
    forbidden: [],
  },
  {
    question: 'What is Hawking radiation?',
    kind: 'definition',
    expected: [/emit radiation and lose mass/i],
    forbidden: [/selling goods/i],
  },
  {
    question: 'What is a lahar?',
    kind: 'definition',
    expected: [/mudflows? of volcanic debris/i, /avalanche of volcanic water and mud/i],
    forbidden: [],
  },
];

const people: EvalQuestion[] = [
  {
    question: 'Who was Julius Caesar?',
    kind: 'person',
    expected: [/dictator for life/i, /conqueror of Gaul/i],
    forbidden: [/comedian/i],
  },
  {
    question: 'Who is Anders Hejlsberg?',
    kind: 'person',
    expected: [/lead architect/i, /Turbo Pascal/i],
    forbidden: [/leaded/i, /gasoline/i],
  },
  {
    question: 'Who was Rosalind Franklin?',
    kind: 'person',
    expected: [/X-ray\s+diffraction images/i, /Photo 51/i],
    forbidden: [/Declaration of Independence/i, /Black American history/i, /landowner/i],
  },
  {
    question: 'Who was Odoacer?',
    kind: 'person',
    expected: [/deposed the last western emperor/i, /ended the Western Roman Empire/i],
    forbidden: [],
  },
  {
    question: 'Who was Stephen Hawking?',
    kind: 'person',
    expected: [/theoretical physicist/i],
    forbidden: [/selling goods/i, /peddling/i],
  },
  // A person's own entry answers, not the things named after them (a day, a bridge, a relative).
  {
    question: 'who was abraham lincoln',
    kind: 'person',
    expected: [/16th President/i],
    forbidden: [/Birthday/i, /Memorial/i],
  },
  {
    question: 'who was martin luther king',
    kind: 'person',
    expected: [/civil rights leader/i],
    forbidden: [/Monday closest/i],
  },
  {
    question: 'Who was George Washington?',
    kind: 'person',
    expected: [/1st President/i],
    forbidden: [/suspension bridge/i],
  },
  {
    question: 'Who was Svante Arrhenius?',
    kind: 'person',
    expected: [/Swedish chemist/i, /doubling carbon dioxide/i],
    forbidden: [],
  },
  {
    question: 'Who discovered the double helix structure of DNA?',
    kind: 'person',
    expected: ['Watson', 'Crick'],
    match: 'all',
    forbidden: [/telephone engineer/i, /behavioristic/i, /muscle spasm/i],
  },
  {
    question: 'Who was Hadrian?',
    kind: 'person',
    expected: [/wall across northern Britain/i, /Hadrian's Wall/i, /consolidate rather than expand/i],
    forbidden: [],
  },
  {
    question: 'Who was Marcus Aurelius?',
    kind: 'person',
    expected: [/philosopher-emperor/i, /Stoic philosopher/i],
    forbidden: [],
  },
  {
    question: 'Who was Albert Einstein?',
    kind: 'person',
    expected: [/theory of relativity/i],
    forbidden: [/exceptional intellectual ability/i],
  },
  {
    question: 'Who was Trajan?',
    kind: 'person',
    expected: [/greatest extent/i, /extended the Roman Empire/i],
    forbidden: [],
  },
];

const places: EvalQuestion[] = [
  { question: 'What is the capital of Kenya?', kind: 'place', expected: ['Nairobi'], forbidden: [] },
  { question: 'What is the capital of Australia?', kind: 'place', expected: ['Canberra'], forbidden: [] },
  { question: 'What is the capital of Peru?', kind: 'place', expected: ['Lima'], forbidden: [] },
  { question: 'What is the capital city of Switzerland?', kind: 'place', expected: ['Bern'], forbidden: [] },
  {
    question: 'What languages are spoken in Switzerland?',
    kind: 'place',
    expected: ['German', 'French', 'Italian', 'Romansh'],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'What are the official languages of Paraguay?',
    kind: 'place',
    expected: ['Spanish', 'Guarani'],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'What languages do people speak in Kenya?',
    kind: 'place',
    expected: ['English', 'Kiswahili'],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'What is the climate of Egypt?',
    kind: 'place',
    expected: [/hot, dry summers with moderate winters/i],
    forbidden: [],
  },
  {
    question: 'What is the climate like in Iceland?',
    kind: 'place',
    expected: [/mild, windy winters/i, /moderated by North Atlantic Current/i],
    forbidden: [],
  },
  {
    question: "What are Chile's natural resources?",
    kind: 'place',
    expected: ['copper'],
    forbidden: [],
  },
  {
    question: "What is Kenya's economy like?",
    kind: 'place',
    expected: [/third largest Sub-Saharan economy/i, /strong agriculture sector/i],
    forbidden: [],
  },
  {
    question: 'What is the highest point in Japan?',
    kind: 'place',
    expected: ['Mount Fuji'],
    forbidden: [],
  },
  { question: 'What currency does Japan use?', kind: 'place', expected: ['yen'], forbidden: [] },
  {
    question: 'Where do most of the world’s active volcanoes lie?',
    kind: 'place',
    expected: [/Ring of Fire/i, /boundaries of tectonic plates/i],
    forbidden: [],
  },
];

const numbers: EvalQuestion[] = [
  {
    question: 'What is the population of Japan?',
    kind: 'number',
    // The Factbook also lists "Japan 126.92" among the most populous countries (in millions).
    expected: ['123,201,945'],
    forbidden: [],
  },
  { question: 'What is the population of France?', kind: 'number', expected: ['68,512,806'], forbidden: [] },
  { question: 'How many people live in Iceland?', kind: 'number', expected: ['364,036'], forbidden: [] },
  { question: 'How many chromosomes do humans have?', kind: 'number', expected: ['46'], forbidden: [] },
  {
    question: 'How many base pairs does the human genome contain?',
    kind: 'number',
    expected: [/3 billion base pairs/i],
    forbidden: [],
  },
  {
    question: 'How many protein-coding genes are in the human genome?',
    kind: 'number',
    expected: ['20,000'],
    forbidden: [],
  },
  {
    question: "What percentage of Earth's water is in the oceans?",
    kind: 'number',
    expected: ['97 percent'],
    forbidden: [],
  },
  {
    question: 'How long does a water molecule stay in the atmosphere?',
    kind: 'number',
    expected: [/nine days/i],
    forbidden: [],
  },
  {
    question: 'How much has global sea level risen since 1900?',
    kind: 'number',
    expected: ['20 centimetres'],
    forbidden: [],
  },
  {
    question: 'What is the concentration of carbon dioxide in the atmosphere today?',
    kind: 'number',
    expected: [/420 parts\s+per million/i],
    forbidden: [],
  },
  {
    question: 'How many people did the Roman Empire govern at its height?',
    kind: 'number',
    expected: [/60 to 70 million/i],
    forbidden: [],
  },
  { question: 'How tall is the Eiffel Tower?', kind: 'number', expected: ['300 meters'], forbidden: [] },
  { question: 'What is the total area of Canada?', kind: 'number', expected: ['9,984,670'], forbidden: [] },
  {
    question: "What was Kenya's GDP in 2023?",
    kind: 'number',
    expected: ['$314.491 billion'],
    forbidden: [],
  },
  {
    question: 'How big is the event horizon of a black hole with the mass of the Sun?',
    kind: 'number',
    expected: ['3 kilometres'],
    forbidden: [],
  },
  {
    question: 'How many emperors ruled in the year AD 69?',
    kind: 'number',
    expected: [/four\s+emperors/i],
    forbidden: [],
  },
];

const dates: EvalQuestion[] = [
  {
    question: 'When was the double helix structure of DNA described?',
    kind: 'date',
    expected: ['1953'],
    forbidden: [],
  },
  { question: 'When did the Western Roman Empire fall?', kind: 'date', expected: ['476'], forbidden: [] },
  { question: 'When was TypeScript first released?', kind: 'date', expected: ['2012'], forbidden: [] },
  {
    question: 'When did the Ottoman Turks capture Constantinople?',
    kind: 'date',
    expected: ['1453'],
    forbidden: [],
  },
  {
    question: 'When were gravitational waves first detected?',
    kind: 'date',
    expected: ['September 2015'],
    forbidden: [],
  },
  { question: 'When did Mount St. Helens erupt?', kind: 'date', expected: ['1980'], forbidden: [] },
  { question: 'When did Kenya become independent?', kind: 'date', expected: ['1963'], forbidden: [] },
  { question: 'When was Julius Caesar assassinated?', kind: 'date', expected: ['44 BC'], forbidden: [] },
  {
    question: 'When did countries agree the Paris Agreement on climate change?',
    kind: 'date',
    expected: ['2015'],
    forbidden: [],
  },
  {
    question: 'When did Constantine legalise Christianity?',
    kind: 'date',
    expected: ['313'],
    forbidden: [/Algeria/i],
  },
  {
    question: 'When did the eruption of Vesuvius bury Pompeii?',
    kind: 'date',
    expected: [/AD 79|79 AD/],
    forbidden: [],
  },
];

const comparisons: EvalQuestion[] = [
  {
    question: 'What is the difference between C3 and C4 plants?',
    kind: 'comparison',
    expected: [/C3 plants/i, /C4 plants/i, /four-carbon/i],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'What is the difference between effusive and explosive eruptions?',
    kind: 'comparison',
    expected: [/effusive eruptions/i, /explosive eruptions/i],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'How do shield volcanoes differ from stratovolcanoes?',
    kind: 'comparison',
    expected: [/broad, gentle slopes/i, /steep, symmetrical cones/i],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'What is the difference between mitigation and adaptation in responses to climate change?',
    kind: 'comparison',
    expected: [/Mitigation means/i, /Adaptation means/i],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'How do stellar-mass black holes differ from supermassive black holes?',
    kind: 'comparison',
    expected: [
      /few dozen times the mass of the Sun|massive stars run out/i,
      /millions to billions of solar masses/i,
    ],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'Which has the larger population, Peru or Chile?',
    kind: 'comparison',
    expected: ['32,768,614', '19,091,343'],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'What is the difference between transcription and translation of DNA?',
    kind: 'comparison',
    expected: [/RNA polymerase|messenger RNA/i, /Ribosomes read the mRNA/i],
    match: 'all',
    forbidden: [],
  },
];

const howWhy: EvalQuestion[] = [
  {
    question: 'How do volcanoes form?',
    kind: 'how-why',
    expected: [
      /rock melts where the pressure drops/i,
      /pressure of the\s+magma/i,
      /less dense than the solid rock/i,
    ],
    forbidden: [],
  },
  { question: 'Why are leaves green?', kind: 'how-why', expected: [/reflects green light/i], forbidden: [] },
  {
    question: 'How do astronomers detect black holes?',
    kind: 'how-why',
    expected: [
      /detected by their influence/i,
      /orbits of stars/i,
      /accretion disks?/i,
      /gravitational waves/i,
    ],
    forbidden: [],
  },
  {
    question: 'How does the greenhouse effect work?',
    kind: 'how-why',
    expected: [/absorb part of this\s+infrared radiation/i],
    forbidden: [],
  },
  {
    question: 'Why do people live near active volcanoes?',
    kind: 'how-why',
    expected: [/volcanic soils are fertile/i],
    forbidden: [],
  },
  {
    question: 'How is DNA copied before a cell divides?',
    kind: 'how-why',
    expected: [/strands of the helix separate/i, /DNA polymerases/i, /semi-conservative/i],
    forbidden: [],
  },
  {
    question: 'Why did the Western Roman Empire fall?',
    kind: 'how-why',
    expected: [
      /military pressure, political instability and economic weakness/i,
      /internal conflict and financial strain/i,
    ],
    forbidden: [],
  },
  {
    question: 'How does TypeScript find mistakes before the code runs?',
    kind: 'how-why',
    expected: [/static type checking/i, /compiler checks/i, /compiler\s+can find mistakes/i],
    forbidden: [],
  },
  {
    question: 'Why is the sea level rising?',
    kind: 'how-why',
    expected: [/water expands as it warms/i, /melting land ice/i],
    forbidden: [],
  },
  {
    question: 'Where does the oxygen released by photosynthesis come from?',
    kind: 'how-why',
    expected: [/comes from water/i, /water molecules are split/i],
    forbidden: [],
  },
];

const senses: EvalQuestion[] = [
  // A sense asked by its kind, which its gloss does not say: WordNet's hypernyms (seal → pinniped → … → animal).
  {
    question: 'What is a seal, the animal?',
    kind: 'sense',
    expected: [/marine mammals/i],
    forbidden: [/pelt or fur/i, /fastener/i, /Naval Special Warfare/i],
  },
  // The qualifier is no name the evidence must hold: Mercury's entry never says "Roman god".
  {
    question: 'Who was Mercury, the Roman god?',
    kind: 'sense',
    expected: [/messenger of Jupiter/i],
    forbidden: [/metallic element/i, /planet/i],
  },
  {
    question: 'cardinal, as in the bird',
    kind: 'sense',
    expected: [/finch/i],
    forbidden: [/Roman Catholic/i],
  },
  {
    question: 'bank, as in the bank of a river',
    kind: 'sense',
    expected: [/sloping land/i],
    forbidden: [/financial institution/i, 'West Bank'],
  },
  {
    question: 'What is Io, the moon of Jupiter?',
    kind: 'sense',
    expected: [/closest of Jupiter's moons/i, /most volcanically active/i],
    forbidden: [/Zeus/i, /heifer/i, /maiden/i],
  },
  {
    question: 'What is Mercury, the planet?',
    kind: 'sense',
    expected: [/smallest planet/i, /nearest to the sun/i],
    forbidden: [/messenger of Jupiter/i, /metallic element/i, /quicksilver/i],
  },
  {
    question: 'What is Java, the programming language?',
    kind: 'sense',
    expected: [/object-oriented programming language/i],
    forbidden: [/island in Indonesia/i, /ground coffee/i],
  },
  {
    question: 'Who was Mars, the Roman god?',
    kind: 'sense',
    expected: [/god of war/i],
    forbidden: [/reddish planet/i, /4th from the sun/i],
  },
  {
    question: 'What is the capital of Turkey, the country?',
    kind: 'sense',
    expected: ['Ankara'],
    forbidden: [/gallinaceous/i, /domesticated fowl/i],
  },
  {
    question: 'Who was Constantine the Great?',
    kind: 'sense',
    expected: [/reunited the\s+empire/i, /persecution of Christians/i, /renamed it Constantinople/i],
    forbidden: [/Algeria/i, /walled city/i],
  },
  {
    question: 'What is the Amazon, the river?',
    kind: 'sense',
    expected: [/South American river/i, /2nd longest river/i],
    forbidden: [/women warriors/i, /parrots/i, /aggressive woman/i],
  },
  {
    question: 'python, as in the snake',
    kind: 'sense',
    expected: [/boas/i],
    forbidden: [/Apollo/i, /soothsaying/i],
  },
  {
    question: 'Who was Lincoln, the American president?',
    kind: 'sense',
    expected: [/16th President/i],
    forbidden: [/Nebraska/i, /mutton sheep/i],
  },
];

/** The library has no answer to these; a confident, cited non-answer is wrong. */
const unanswerable: EvalQuestion[] = [
  // Songs, films and shows, typed in lower case: the library holds none of them, only their words.
  ...(
    [
      ['lyrics to bohemian rhapsody', 'creator'],
      ['who sang hotel california', 'creator'],
      ['who directed pulp fiction', 'creator'],
      ['cast of the godfather', 'person'],
      ['who plays the joker in the dark knight', 'person'],
      ['how many seasons of breaking bad are there', 'number'],
      // Shops and places near the user: the dictionary's entry of another word is no answer.
      ['best pizza place near me', 'place'],
      ['cheapest flights to paris', 'number'],
      // A superlative of things the library cannot rank: a thing's size alone does not make it the largest.
      ['longest bridge in the world', 'place'],
      ['biggest stadium in london', 'place'],
      ['oldest university in europe', 'place'],
      // A code to dial or address mail: only digits answer.
      ['what is the area code for chicago', 'number'],
      ['what is the postcode of buckingham palace', 'number'],
    ] as const
  ).map(([question, kind]): EvalQuestion => ({ question, kind, expected: [], forbidden: [], abstain: true })),
  {
    question: 'How many moons does Uranus have?',
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  {
    question: 'How many chromosomes does a dog have?',
    kind: 'number',
    expected: [],
    forbidden: ['46'],
    abstain: true,
  },
  {
    question: 'When was TypeScript 5.0 released?',
    kind: 'date',
    expected: [],
    forbidden: ['2012'],
    abstain: true,
  },
  {
    question: 'Who designed the dome of the Pantheon?',
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // The final edition holds a city's people (Major urban areas): Rome's, not the Empire's.
  {
    question: 'What is the population of the city of Rome today?',
    kind: 'number',
    expected: [/4\.316 million/],
    forbidden: [/60 to 70 million/i],
  },
  {
    question: 'How many people died in the 1815 eruption of Tambora?',
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  {
    question: 'Who won the 2018 FIFA World Cup?',
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  { question: 'What is the capital of Atlantis?', kind: 'place', expected: [], forbidden: [], abstain: true },
  {
    // The final edition holds 2022-2024 only (the 2015 edition held none of 2023, which was asked here).
    question: "What was Kenya's GDP in 2010?",
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  {
    question: 'When did Anders Hejlsberg retire?',
    kind: 'date',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  {
    question: 'How fast does Sagittarius A* spin?',
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
];

/*
 * Issue 33: questions written before the code that answers them, one class at a time. Figures are the
 * Factbook's final edition (January 2026); names are checked against WordNet and library/.
 */

/** A people or another name of a place stands for the place. */
const demonyms: EvalQuestion[] = [
  {
    question: 'What language do Brazilians speak?',
    kind: 'demonym',
    expected: ['Portuguese'],
    forbidden: [/language teaching/i, /Semitic/i],
  },
  {
    question: 'What religion do most Thai people follow?',
    kind: 'demonym',
    expected: [/Buddhis[tm]/i],
    forbidden: [/\(noun\)|\(adjective\)/i],
  },
  {
    question: 'What do Kenyans export?',
    kind: 'demonym',
    expected: [/tea, cut flowers/i],
    forbidden: [/a native or inhabitant of Kenya/i],
  },
  {
    question: 'What currency do the Swiss use?',
    kind: 'demonym',
    expected: [/Swiss francs?/i],
    forbidden: [],
  },
  { question: 'What is the capital of the UK?', kind: 'demonym', expected: ['London'], forbidden: [] },
  { question: 'How many people live in the US?', kind: 'demonym', expected: ['338,016,259'], forbidden: [] },
  {
    question: 'What languages do Belgians speak?',
    kind: 'demonym',
    expected: [/Dutch/, /French/],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'What is the population of Ivory Coast?',
    kind: 'demonym',
    expected: ['31,855,971'],
    forbidden: [],
  },
];

/** Two places side by side: the answer computes which is more, not two numbers in a row. */
const computedComparisons: EvalQuestion[] = [
  {
    question: 'Which is bigger, Spain or Portugal?',
    kind: 'comparison',
    expected: ['505,370', '92,090', /Spain[^.]*\b(?:larger|bigger|times)\b/i],
    match: 'all',
    forbidden: [/Gibraltar/i, /merchant/i],
  },
  {
    question: 'Compare the population of Spain and Portugal',
    kind: 'comparison',
    expected: ['47,280,433', '10,194,277', /\b(?:times|more people|larger population|more populous)\b/i],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'Which has more people, Kenya or Tanzania?',
    kind: 'comparison',
    expected: ['69,145,464', /Tanzania[^.]*\b(?:more|larger|times)\b/i],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'Which country is larger, Canada or the United States?',
    kind: 'comparison',
    expected: ['9,984,670', /Canada[^.]*\b(?:larger|bigger|times)\b/i],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'Which has a higher life expectancy, Japan or Germany?',
    kind: 'comparison',
    expected: ['85.2', /Japan[^.]*\b(?:higher|longer)\b/i],
    match: 'all',
    forbidden: [],
  },
];

/** The most or least of a region's places, or of a list of places. */
const superlatives: EvalQuestion[] = [
  {
    question: 'What is the most populous country in South America?',
    kind: 'superlative',
    expected: [/^\W*Brazil\b/i],
    forbidden: [],
  },
  {
    question: 'What is the largest country in Africa?',
    kind: 'superlative',
    expected: [/Algeria/],
    forbidden: [],
  },
  {
    question: 'Which is the largest of Norway, Sweden and Finland?',
    kind: 'superlative',
    expected: [/^\W*Sweden\b/i, '450,295'],
    match: 'all',
    forbidden: [],
  },
  {
    question: 'What is the name of the largest lake in Chile?',
    kind: 'superlative',
    expected: [/General Carrera/i],
    forbidden: [/Republic of Chile/i, /crater lake/i],
  },
  {
    question: 'What is the longest river in Brazil?',
    kind: 'superlative',
    expected: [/Amazon/],
    forbidden: [],
  },
  {
    question: 'Which Scandinavian country has the most people?',
    kind: 'superlative',
    expected: [/^\W*Sweden\b/i],
    forbidden: [],
  },
];

/** "Who wrote X?", "Who is the prime minister of Y?": a name from a source that says so. */
const creators: EvalQuestion[] = [
  {
    question: 'Who is the prime minister of Norway?',
    kind: 'person',
    expected: [/Jonas Gahr St(?:o|ø|ORE)re?/i, /14 October 2021/],
    match: 'all',
    forbidden: [/SOLBERG/i],
  },
  { question: 'Who is the president of Kenya?', kind: 'person', expected: [/Ruto/i], forbidden: [] },
  { question: 'Who is the chancellor of Germany?', kind: 'person', expected: [/Merz/i], forbidden: [] },
  {
    question: 'Who wrote Hamlet?',
    kind: 'creator',
    expected: [/Shakespeare/],
    forbidden: [/smaller than a village/i],
  },
  { question: 'Who composed the Messiah?', kind: 'creator', expected: [/Handel/], forbidden: [] },
  { question: "Who wrote Pilgrim's Progress?", kind: 'creator', expected: [/John Bunyan/], forbidden: [] },
  { question: 'Who wrote the Divine Comedy?', kind: 'creator', expected: [/Dante/], forbidden: [] },
];

/** The maker named in their own dictionary entry ("Fleming: bacteriologist who discovered penicillin"). */
const makersInTheirEntry: EvalQuestion[] = [
  { question: 'Who invented the telephone?', kind: 'creator', expected: [/\bBell\b/], forbidden: [] },
  { question: 'Who discovered penicillin?', kind: 'creator', expected: [/Fleming/], forbidden: [] },
  { question: 'Who discovered radium?', kind: 'creator', expected: [/Curie/], forbidden: [] },
  {
    question: 'Who developed the theory of relativity?',
    kind: 'creator',
    expected: [/Einstein/],
    forbidden: [],
  },
  { question: 'Who wrote Das Kapital?', kind: 'creator', expected: [/Karl Marx/], forbidden: [] },
];

/** Definitions in the sense asked. */
const senseDefinitions: EvalQuestion[] = [
  { question: 'What is a fjord?', kind: 'definition', expected: [/narrow inlet of the sea/i], forbidden: [] },
  {
    question: 'What is an isthmus?',
    kind: 'definition',
    expected: [/narrow strip of land/i],
    forbidden: [/cord-like tissue/i],
  },
  {
    question: 'What is a mole, the animal?',
    kind: 'sense',
    expected: [/burrowing mammal/i],
    forbidden: [/spicy sauce/i, /pigmented spot/i, /spy/i],
  },
  { question: 'What is a glacier?', kind: 'definition', expected: [/slowly moving mass/i], forbidden: [] },
];

/** The eval user's own document (eval/documents/garden-report.md), asked in other words than its page's. */
const documentQuestions: EvalQuestion[] = [
  {
    question: 'How much did the rainwater tank cost?',
    kind: 'document',
    expected: ['3,450'],
    forbidden: [],
    documents: true,
  },
  {
    question: 'How many people volunteered at the spring planting?',
    kind: 'document',
    expected: [/forty-two/i, '42'],
    forbidden: [],
    documents: true,
  },
  {
    question: 'How much money did the town council give the garden?',
    kind: 'document',
    expected: ['5,000'],
    forbidden: [],
    documents: true,
  },
  {
    question: 'Who replaced Maria Okafor as coordinator?',
    kind: 'document',
    expected: [/Tom Reyes/],
    forbidden: [],
    documents: true,
  },
  {
    question: 'How much food did the garden grow?',
    kind: 'document',
    expected: [/1,200 kilograms/],
    forbidden: [],
    documents: true,
  },
  {
    question: 'How much did the new lock cost?',
    kind: 'document',
    expected: [],
    forbidden: ['3,450'],
    abstain: true,
    documents: true,
  },
];

/** Names the library does not hold: "not found", never a namesake's entry with a citation. */
const unknownNames: EvalQuestion[] = [
  {
    question: 'Who painted the Mona Lisa?',
    kind: 'person',
    expected: [],
    forbidden: [/\bmonas\b/i, /island of Mona/i],
    abstain: true,
    strict: true,
  },
  {
    question: 'Who is Taylor Swift?',
    kind: 'person',
    expected: [],
    forbidden: [/Jonathan Swift/i],
    abstain: true,
  },
  {
    question: 'Who founded Tesla Motors?',
    kind: 'person',
    expected: [],
    forbidden: [/Nikola/i],
    abstain: true,
  },
  {
    question: 'Who won the 2022 Nobel Prize in Literature?',
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  { question: 'Who is the CEO of Microsoft?', kind: 'person', expected: [], forbidden: [], abstain: true },
  { question: 'When was the iPhone 15 released?', kind: 'date', expected: [], forbidden: [], abstain: true },
  { question: 'Who is Lionel Messi?', kind: 'person', expected: [], forbidden: [], abstain: true },
  {
    question: 'What is the population of Gotham City?',
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  {
    question: 'Who wrote the Harry Potter books?',
    kind: 'creator',
    expected: [],
    forbidden: [/craftsman/i],
    abstain: true,
  },
  { question: 'What is Kubernetes?', kind: 'definition', expected: [], forbidden: [], abstain: true },
  {
    question: 'Who directed the film Oppenheimer?',
    kind: 'person',
    expected: [],
    forbidden: [/physicist/i],
    abstain: true,
  },
  { question: 'Who is Greta Thunberg?', kind: 'person', expected: [], forbidden: [], abstain: true },
  { question: 'How tall is the Burj Khalifa?', kind: 'number', expected: [], forbidden: [], abstain: true },
  {
    question: 'Who is the lead singer of Coldplay?',
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  { question: 'What is the capital of Westeros?', kind: 'place', expected: [], forbidden: [], abstain: true },
  { question: "Who invented the Rubik's Cube?", kind: 'creator', expected: [], forbidden: [], abstain: true },
  { question: 'What is the GDP of Wakanda?', kind: 'number', expected: [], forbidden: [], abstain: true },
];

/**
 * Fields of a country profile that public QA data asks of countries, each worded as people ask it:
 * its time zone, flag, official name, symbols, ports, what its people are called and its largest
 * city. Written before the catalogue held them (the largest city was answered with the country's
 * area). Checked against the final edition: Capital › time difference, Flag, National color(s),
 * National symbol(s), Country name › conventional long form, Nationality › noun, Major urban areas -
 * population, Ports › key ports.
 */
const profileFields: EvalQuestion[] = [
  { question: 'What time zone is Japan in?', kind: 'place', expected: [/UTC\+9\b/], forbidden: [] },
  { question: 'what is the time difference in india', kind: 'place', expected: [/UTC\+5\.5/], forbidden: [] },
  {
    question: 'What does the flag of New Zealand look like?',
    kind: 'place',
    expected: [/four five-pointed red stars/i, /Southern Cross/i],
    forbidden: [/tricolou?r/i],
  },
  {
    question: 'What are the colors of the Brazilian flag?',
    kind: 'demonym',
    expected: [/green/i, /yellow/i],
    match: 'all',
    forbidden: [/tricolou?r/i, /sword-shaped/i],
  },
  {
    question: 'What are the national symbols of Italy?',
    kind: 'place',
    expected: [/five-pointed white star|Stella d'Italia/i],
    forbidden: [],
  },
  {
    question: 'What do you call people from Sweden?',
    kind: 'demonym',
    expected: [/\bSwedes?\b/],
    forbidden: [],
  },
  {
    question: 'What is the nationality of people from the Netherlands?',
    kind: 'demonym',
    expected: [/\bDutch/],
    forbidden: [],
  },
  {
    question: 'What is the official name of Bolivia?',
    kind: 'place',
    expected: [/Plurinational State of Bolivia/],
    forbidden: [],
  },
  {
    question: 'What is the largest city in Turkey?',
    kind: 'superlative',
    expected: [/Istanbul/],
    forbidden: [/sq km/],
  },
  {
    question: 'whats the biggest city in canada',
    kind: 'superlative',
    expected: [/Toronto/],
    forbidden: [/sq km/],
  },
  {
    question: 'Which city in Nigeria has the most people?',
    kind: 'superlative',
    expected: [/Lagos/],
    forbidden: [/sq km/],
  },
  {
    question: 'What are the main ports of Tanzania?',
    kind: 'place',
    expected: [/Dar Es Salaam/i],
    forbidden: [],
  },
  // A country's leader is whoever heads it: its head of government as well as its chief of state
  // (Executive branch); a continent is where its Location puts it.
  { question: 'Who is the leader of Japan?', kind: 'person', expected: [/Takaichi/i], forbidden: [] },
  { question: 'who leads italy', kind: 'person', expected: [/Meloni/i], forbidden: [] },
  {
    question: 'Who is the leader of the United States?',
    kind: 'person',
    expected: [/Trump/],
    forbidden: [/Trump[^.]*\.[^]*Trump/],
  },
  { question: 'What continent is Peru in?', kind: 'place', expected: [/South America/], forbidden: [] },
  { question: 'what continent is egypt on', kind: 'place', expected: [/\bAfrica/], forbidden: [] },
  { question: 'Which continent is Kazakhstan in?', kind: 'place', expected: [/Central Asia/], forbidden: [] },
  // Selling abroad is exporting, buying from abroad importing (Exports/Imports - commodities).
  {
    question: 'What does Chile sell to other countries?',
    kind: 'place',
    expected: [/copper/],
    forbidden: [/Ring of Fire/],
  },
  {
    question: 'what does japan buy from abroad',
    kind: 'place',
    expected: [/crude petroleum/],
    forbidden: [/“Abroad” means/],
  },
  { question: 'What goods does Germany sell abroad?', kind: 'place', expected: [/cars/], forbidden: [] },
  // A demonym used as a language names no place ("speak French" in Canada is Canada's languages).
  {
    question: 'Do people in Canada speak French?',
    kind: 'place',
    expected: [/French/],
    forbidden: [/France's/],
  },
  // A part of the world by its direction may be written in lower case.
  {
    question: 'What is the most populous country in southern Africa?',
    kind: 'superlative',
    expected: [/^\W*South Africa\b/],
    forbidden: [],
  },
  // A city's people are its urban area's (Major urban areas - population), never its country's.
  {
    question: 'how many people live in the capital of france',
    kind: 'number',
    expected: [/11\.208 million/],
    forbidden: [/68,512,806/],
  },
  {
    question: 'What is the population of Sydney?',
    kind: 'number',
    expected: [/5\.121 million/],
    forbidden: [],
  },
  {
    question: 'what is the population of lagos',
    kind: 'number',
    expected: [/15\.946 million/],
    forbidden: [],
  },
  {
    question: "What is the population of Kenya's capital?",
    kind: 'number',
    expected: [/5\.325 million/],
    forbidden: [/Kenya's population is/],
  },
  // Military service asked as joining, enlisting or a draft; answered from the place's own profile,
  // never from another's that names it (Vietnam buying arms from Israel). Military service age and obligation.
  {
    question: 'do people in israel have to join the army',
    kind: 'place',
    expected: [/18-21 years of age for compulsory military service/],
    forbidden: [/Vietnam/, /Philippine/],
  },
  {
    question: 'how old do you have to be to join the army in the uk',
    kind: 'number',
    expected: [/16 years of age for enlisted ranks/],
    forbidden: [],
  },
  {
    question: 'is there a draft in south korea',
    kind: 'place',
    expected: [/mandatory military service for all eligible men/],
    forbidden: [/\bdraft\b.*\bmeans\b/i],
  },
  // A lower-case abbreviation with no vowel, or after "the", names its place. Capital.
  {
    question: 'what is the capital of nz',
    kind: 'place',
    expected: [/Wellington/],
    forbidden: [],
  },
];

/**
 * What a question asks for that the library can only hold in its own words (session 2026-12-01, second):
 * an outcome ("who won"), a maker asked with "made", a clock time, a price, the best of something. A
 * sentence that names the subject but not the outcome, the time or the price does not answer; the
 * library holds some outcomes (WordNet's battles) and some makers, and no times, prices or "best" places.
 */
const askedInOwnWords: EvalQuestion[] = [
  // WordNet Hastings: "the decisive battle in which William the Conqueror (duke of Normandy) defeated the Saxons".
  {
    question: 'who won the battle of hastings',
    kind: 'person',
    expected: [/William the Conqueror/],
    forbidden: [],
  },
  // WordNet Austerlitz: "the French under Napoleon defeated the Russian armies of Czar Alexander I".
  {
    question: 'Who won at Austerlitz?',
    kind: 'person',
    expected: [/Napoleon/],
    forbidden: [],
  },
  // WordNet Mendeleyev: "Russian chemist who developed a periodic table of the chemical elements".
  {
    question: 'who made the periodic table',
    kind: 'creator',
    expected: [/Mendele/],
    forbidden: [],
  },
  // Factbook ke, Geography › Climate: "varies from tropical along coast to arid in interior": the
  // weather people ask of a country is its climate; a city's weather today is in no source.
  {
    question: 'what is the weather like in kenya',
    kind: 'place',
    expected: [/tropical along coast to arid in interior/],
    forbidden: [],
  },
  ...(
    [
      ['what is the weather in tokyo today', 'place'],
      ['who won the 2018 world cup', 'person'],
      ['who won the super bowl last year', 'person'],
      ['who lost the 2020 us election', 'person'],
      ['what time does the british museum open', 'date'],
      ['what time does the sun set in oslo today', 'date'],
      ['when does the eiffel tower close', 'date'],
      ['best restaurant in paris', 'place'],
      ['what is the best university in japan', 'place'],
      ['bitcoin price today', 'number'],
      ['price of gold per ounce', 'number'],
      ['how expensive is a big mac in norway', 'number'],
      ['who is the richest woman in europe', 'person'],
      ['who is the oldest man in the world', 'person'],
    ] as const
  ).map(([question, kind]): EvalQuestion => ({ question, kind, expected: [], forbidden: [], abstain: true })),
];

/**
 * Session 2026-12-02, written before the code that answers them: superlatives over the whole world
 * (every country the Factbook profiles with a government of its own, not the World's own entry), the
 * weather of a place said of that place, and a work named by its kind ("the movie X", "the novel X"),
 * which only an entry about such a work answers.
 */
const worldAndWorks: EvalQuestion[] = [
  // Factbook rs Geography › Area › total: "17,098,242 sq km"; the World's own "510.072 million sq km" is no country.
  {
    question: 'What is the largest country in the world?',
    kind: 'superlative',
    expected: [/^\W*Russia\b/],
    forbidden: [/510\.072/],
  },
  // Factbook in People and Society › Population › total: "1,419,316,933 (2025 est.)"; China's 1,407,181,209.
  {
    question: 'which country has the most people on earth',
    kind: 'superlative',
    expected: [/^\W*India\b/],
    forbidden: [/8,0\d\d,\d{3},\d{3}/],
  },
  // Factbook mn People and Society › Life expectancy at birth › total population: "89.8 years (2024 est.)".
  {
    question: 'Where in the world do people live longest?',
    kind: 'superlative',
    expected: [/^\W*Monaco\b/, /89\.8/],
    forbidden: [],
  },
  // Factbook vt People and Society › Population › total: "1,000"; its area total "0 sq km" (land 0.44 sq km).
  {
    question: "what is the world's least populous country",
    kind: 'superlative',
    expected: [/^\W*Holy See|Vatican/i],
    forbidden: [],
  },
  // Factbook eg Geography › Climate: "desert; hot, dry summers with moderate winters".
  {
    question: "what's the weather like in egypt",
    kind: 'place',
    expected: [/hot, dry summers/i],
    forbidden: [],
  },
  // France's climate is the country's; nothing says what Paris's weather is, let alone tomorrow's.
  {
    question: 'weather in paris tomorrow',
    kind: 'place',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  {
    question: 'what is the forecast for berlin this weekend',
    kind: 'place',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // wordnet Dracula 09615446: "fictional vampire in a gothic horror novel by Bram Stoker".
  {
    question: 'who wrote the novel dracula',
    kind: 'creator',
    expected: [/Bram Stoker/],
    forbidden: [],
  },
  // wordnet dune 09293641: "a ridge of sand created by the wind": no film.
  {
    question: 'who directed the film dune',
    kind: 'creator',
    expected: [],
    forbidden: [/ridge of sand/i, /\bwind\b/i],
    abstain: true,
    strict: true,
  },
  // wordnet jaws: the bones of the mouth; no film of that name.
  {
    question: 'what happens in the movie jaws',
    kind: 'sense',
    expected: [],
    forbidden: [/\bmouth\b/i, /\bskull\b/i],
    abstain: true,
  },
  // Chicago, Kansas and Jerusalem are places (wordnet, the Factbook); no film, band or song of those names.
  {
    question: 'what is the plot of the film chicago',
    kind: 'sense',
    expected: [],
    forbidden: [/Illinois/i, /Lake Michigan/i],
    abstain: true,
  },
  {
    question: 'tell me about kansas the band',
    kind: 'sense',
    expected: [],
    forbidden: [/\bstate\b/i, /river/i],
    abstain: true,
  },
  {
    question: 'what is the song jerusalem about',
    kind: 'sense',
    expected: [],
    forbidden: [/Israel/i, /capital/i],
    abstain: true,
  },
  // A maker asked by the maker's noun ("the author of") where the entry uses the verb: wordnet Dracula
  // "fictional vampire in a gothic horror novel by Bram Stoker"; Hamlet "the hero of William
  // Shakespeare's tragedy".
  {
    question: 'who was the author of dracula',
    kind: 'creator',
    expected: [/Bram Stoker/],
    forbidden: [],
  },
  {
    question: 'Who is the writer of Hamlet?',
    kind: 'creator',
    expected: [/Shakespeare/],
    forbidden: [],
  },
  // A comparative answered by its opposite: library/science/climate-change.md "This natural
  // greenhouse effect keeps the planet roughly 33 degrees Celsius warmer than it would otherwise be".
  {
    question: 'How much cooler would the planet be without its greenhouse gases?',
    kind: 'number',
    expected: [/33 degrees/],
    forbidden: [],
  },
  // Philadelphia is a city (wordnet, and the Factbook's US cities); no song of that name.
  {
    question: 'who sang the song philadelphia',
    kind: 'creator',
    expected: [],
    forbidden: [/Pennsylvania/i],
    abstain: true,
  },
];

/**
 * Session 2026-12-02 (second): a making asked by a phrase ("worked out", "came up with"), questions typed
 * without their apostrophes ("whats", "whos"), and people's names that hold a place's name ("Chad
 * Johnson"): written before the code that answers them.
 */
const phrasedAndTyped: EvalQuestion[] = [
  // library/science/dna.md: "The double helix was described in 1953 by James Watson and Francis Crick".
  {
    question: 'who worked out the structure of dna',
    kind: 'creator',
    expected: [/Watson/, /Crick/],
    match: 'all',
    forbidden: [/behavioristic/i, /telephone/i],
  },
  // WordNet 10974490 Einstein: "physicist born in Germany who formulated the special theory of relativity
  // and the general theory of relativity"; library/science/black-holes.md "Albert Einstein's general theory".
  {
    question: 'who came up with the theory of general relativity',
    kind: 'creator',
    expected: [/Einstein/],
    forbidden: [],
  },
  // WordNet 11053354 Harvey: "English physician and scientist who described the circulation of the blood".
  {
    question: 'who figured out how blood circulates',
    kind: 'creator',
    expected: [/Harvey|described the circulation of the blood/],
    forbidden: [],
  },
  // WordNet 09312237 glacier: "a slowly moving mass of ice".
  {
    question: 'whats a glacier',
    kind: 'definition',
    expected: [/slowly moving mass of ice/i],
    forbidden: [],
  },
  // library/science/volcanoes.md opens "A volcano is an opening in a planet's crust …".
  {
    question: 'whats a volcano',
    kind: 'definition',
    expected: [/opening|vent|rupture/i],
    forbidden: [],
  },
  // Factbook no, Government › Executive branch › head of government: "Prime Minister Jonas Gahr STORE".
  {
    question: 'whos the prime minister of norway',
    kind: 'person',
    expected: [/St(?:ø|o)re/i],
    forbidden: [/SOLBERG/i],
  },
  // grep -ri "chad johnson", "kenya moore", "paris jackson" over the Factbook, WordNet and library/: nothing.
  // The namesakes are the countries Chad and Kenya, and the city of Paris.
  {
    question: 'who is chad johnson',
    kind: 'person',
    expected: [],
    forbidden: [/Chad/],
    abstain: true,
  },
  {
    question: 'kenya moore net worth',
    kind: 'number',
    expected: [],
    forbidden: [/Kenya/, /franchise tax/i],
    abstain: true,
  },
  // Factbook it, People and Society › Age structure › 65 years and over: "23.6% (2024 est.)"; ni (Nigeria):
  // "3.4% (2024 est.)"; ks (South Korea) › Median age › total: "47 years (2025 est.)".
  {
    question: 'what share of italians are over 65',
    kind: 'demonym',
    expected: [/23\.6\s?%/],
    forbidden: [],
  },
  {
    question: 'how many elderly people are there in nigeria',
    kind: 'number',
    expected: [/3\.4\s?%/],
    forbidden: [],
  },
  {
    question: 'how old is the average person in south korea',
    kind: 'number',
    expected: [/47 years/],
    forbidden: [],
  },
  // Factbook ei (Ireland), Military and Security › Military deployments: "330 Lebanon (UNIFIL); also
  // contributes small numbers of troops to EU, NATO, and other UN missions (2025)"; rw (Rwanda): "… 2,600
  // (plus about 450 police) South Sudan (UNMISS) (2025)".
  {
    question: 'where are irish peacekeepers deployed',
    kind: 'demonym',
    expected: [/Lebanon/],
    forbidden: [],
  },
  {
    question: 'does rwanda have troops serving abroad',
    kind: 'place',
    expected: [/South Sudan|Mozambique|Central African Republic/],
    forbidden: [],
  },
  // A country's highest point by its name: Factbook np › Geography › Elevation › highest point "Mount
  // Everest (highest peak in Asia and highest point on earth above sea level) 8,849 m"; ar "Cerro Aconcagua
  // (…) 6,962 m"; ja "Mount Fuji 3,776 m".
  {
    question: 'how tall is mount everest',
    kind: 'number',
    expected: [/8,849\s?m/],
    forbidden: [],
  },
  {
    question: 'how high is aconcagua',
    kind: 'number',
    expected: [/6,962\s?m/],
    forbidden: [],
  },
  {
    question: 'what is the height of mount fuji',
    kind: 'number',
    expected: [/3,776\s?m/],
    forbidden: [],
  },
  // Trouble asked as what went wrong: garden-report.md § Problems "Slugs destroyed most of the lettuce in
  // June. The old shed was broken into twice, so a new lock was fitted."
  {
    question: 'What went wrong at the garden?',
    kind: 'document',
    expected: [/Slugs destroyed|broken into/],
    forbidden: [],
    documents: true,
  },
  {
    question: 'did anything go wrong with the shed',
    kind: 'document',
    expected: [/broken into twice/],
    forbidden: [],
    documents: true,
  },
  {
    question: 'how tall is paris jackson',
    kind: 'number',
    expected: [],
    forbidden: [/Paris/],
    abstain: true,
  },
];

/**
 * A people or place of the past ("the ancient Egyptians", "ancient China", "the Inca empire") is not
 * today's country: the Factbook's profile of Egypt says nothing of the pharaohs' capital or gods. And a
 * name is said by its adjective as often as by itself ("Rome" and "Roman", "Egypt" and "Egyptian").
 * Written before the code that answers them; each expected text quoted from WordNet 3.1 or the
 * library's Roman Empire article.
 */
const ofThePast: EvalQuestion[] = [
  // WordNet Alexandria: "… founded by Alexander the Great; the capital of ancient Egypt".
  {
    question: 'what was the capital of ancient egypt',
    kind: 'place',
    // The entry goes by either name: "El Iskandriyah (noun): … Synonyms: Alexandria".
    expected: [/\bAlexandria\b|\bEl Iskandriyah\b/],
    forbidden: [/capital is Cairo/i],
  },
  // WordNet Luoyang: "the capital of ancient China during several dynasties"; Xian: "capital of ancient
  // Chinese empire 221-206 BC".
  {
    question: 'what was the capital of ancient china',
    kind: 'place',
    expected: [/\bL(?:u)?oyang\b/, /\bXian\b|\bChangan\b/],
    forbidden: [/capital is Beijing/i],
  },
  // WordNet Ancient Greek: "the Greek language prior to the Roman Empire".
  {
    question: 'what language did the ancient greeks speak',
    kind: 'place',
    expected: [/Ancient Greek|Greek language prior to the Roman Empire/i],
    forbidden: [/Greece's languages/i, /\(official\) 99\s?%/],
  },
  // WordNet Egyptian deity: "a deity worshipped by the ancient Egyptians"; Ra: "ancient Egyptian sun god".
  {
    question: 'what religion did the ancient egyptians follow',
    kind: 'place',
    expected: [/worshipped by the ancient Egyptians|Egyptian sun god/i],
    forbidden: [/\bMuslim\b/, /Coptic Orthodox/],
  },
  // Nothing in the library gives ancient Athens' people; the Factbook's 3.154 million are today's.
  {
    question: 'what was the population of ancient athens',
    kind: 'number',
    expected: [],
    forbidden: [/3\.154 million/],
    abstain: true,
  },
  // library/history/roman-empire.md: "In 476 the Germanic commander Odoacer deposed the last western
  // emperor, …, a date traditionally used to mark the fall of the Western Roman Empire."
  {
    question: 'when did rome fall',
    kind: 'date',
    expected: [/\b476\b/],
    forbidden: [],
  },
  // WordNet classical Latin: "the language of educated people in ancient Rome"; Latin: "any dialect of
  // the language of ancient Rome".
  {
    question: 'what language was spoken in ancient rome',
    kind: 'place',
    expected: [/^\W*(?:Classical )?Latin\b[^.]*\b(?:ancient )?Rome/i],
    forbidden: [/Scythian/],
  },
  {
    question: 'what language did the romans speak',
    kind: 'place',
    expected: [/\bLatin\b/],
    forbidden: [/Italy's languages/i],
  },
  // WordNet Roman calendar: "the lunar calendar in use in ancient Rome; replaced by the Julian calendar in 46 BC".
  {
    question: 'what calendar did the ancient romans use',
    kind: 'place',
    expected: [/lunar calendar in use in ancient Rome|Julian calendar/i],
    forbidden: [],
  },
];

/**
 * Facts a Deep report sets side by side, asked of one place in people's words: the internet, phones,
 * airports, railways, debt, poverty, emissions, parties, reserves, the vote. Written before the code
 * that answers them; each expected value read in the final edition (/tmp/fb/<region>/<code>.json).
 */
const reportFieldsAsked: EvalQuestion[] = [
  // ke Communications › Internet users › percent of population: "35% (2023 est.)".
  {
    question: 'how many people in kenya use the internet',
    kind: 'number',
    expected: [/\b35\s?%/],
    forbidden: [/55,751,717/],
  },
  // ni Communications › Telephones - mobile cellular › total subscriptions: "165 million (2024 est.)".
  {
    question: 'how many mobile phones are there in nigeria',
    kind: 'number',
    expected: [/165 million/],
    forbidden: [],
  },
  // br Transportation › Airports: "5,297 (2025)".
  {
    question: 'how many airports does brazil have',
    kind: 'number',
    expected: [/^\W*(?:Airports in )?Brazil\b[^.]*5,297/],
    forbidden: [],
  },
  // in Transportation › Railways › total: "65,554 km (2014)".
  {
    question: 'how long is the railway network in india',
    kind: 'number',
    expected: [/65,554 km/],
    forbidden: [],
  },
  // ja Economy › Public debt: "215.9% of GDP (2022 est.)".
  {
    question: "what is japan's national debt",
    kind: 'number',
    expected: [/215\.9\s?% of GDP/],
    forbidden: [/National Police Reserve/],
  },
  // pl Environment › Carbon dioxide emissions › from coal and metallurgical coke: "132.101 million metric
  // tonnes of CO2 (2023 est.)".
  {
    question: 'how much co2 does poland get from coal',
    kind: 'number',
    expected: [/132\.101 million/],
    forbidden: [],
  },
  // pe Economy › Population below poverty line: "27.5% (2022 est.)".
  { question: 'poverty rate in peru', kind: 'number', expected: [/^\W*Peru\b[^.]*27\.5\s?%/], forbidden: [] },
  // gm Environment › Carbon dioxide emissions › total emissions: "600.192 million metric tonnes of CO2 (2023 est.)".
  {
    question: 'how much co2 does germany emit',
    kind: 'number',
    expected: [/600\.192 million metric tonnes/],
    forbidden: [],
  },
  // mx Government › Political parties: "Citizen's Movement (Movimiento Ciudadano) or MC; Institutional
  // Revolutionary Party …; National Action Party …; National Regeneration Movement or MORENA …".
  {
    question: 'what are the political parties in mexico',
    kind: 'place',
    expected: [
      /Institutional Revolutionary Party[^.]*National (?:Action Party|Regeneration Movement)|National (?:Action Party|Regeneration Movement)[^.]*Institutional Revolutionary Party/,
    ],
    forbidden: [],
  },
  // ca Energy › Petroleum › crude oil estimated reserves: "170.3 billion barrels (2021 est.)".
  {
    question: 'how much oil does canada have in reserve',
    kind: 'number',
    expected: [/^\W*Canada\b[^.]*170\.3 billion barrels/],
    forbidden: [],
  },
  // no Government › Suffrage: "18 years of age; universal".
  {
    question: 'what is the voting age in norway',
    kind: 'number',
    expected: [/\b18 years of age\b/],
    forbidden: [/Kingdom of Norway/],
  },
];

/**
 * Whose thing a question asks: a science's father founded it, said so or plainly ("founder of
 * positivism"); a thing of a named people or place is theirs, not a namesake's of another ("the
 * goddess of wisdom in Rome" is Minerva, "the Greek goddess of wisdom" Athena).
 */
const foundersAndWhoseThings: EvalQuestion[] = [
  // WordNet 10925986 Comte: "French philosopher remembered as the founder of positivism; ...".
  {
    question: 'who is the father of positivism',
    kind: 'creator',
    expected: [/^\W*(?:“?Comte|Auguste Comte|Isidore Auguste)/],
    forbidden: [],
  },
  // WordNet 11139907 Lavoisier: "French chemist known as the father of modern chemistry; ...".
  {
    question: 'who is the father of modern chemistry',
    kind: 'creator',
    expected: [/^\W*(?:Lavoisier|Antoine Lavoisier|Antoine Laurent Lavoisier)\b/],
    forbidden: [],
  },
  // WordNet Herodotus: "the ancient Greek known as the father of history; ...".
  {
    question: 'who is known as the father of history',
    kind: 'creator',
    expected: [/^\W*Herodotus\b/],
    forbidden: [/Argentina/],
  },
  // WordNet Isis: "Egyptian goddess of fertility; daughter of Geb; sister and wife of Osiris": no
  // source says who Horus's mother was (Osiris is "father of Horus"). A mother of a god is no founder.
  {
    question: 'who was the mother of horus',
    kind: 'person',
    expected: [],
    forbidden: [/satellites/, /founder/],
    abstain: true,
  },
  // WordNet Athena: "(Greek mythology) goddess of wisdom …; identified with Roman Minerva"; Minerva:
  // "(Roman mythology) goddess of wisdom; counterpart of Greek Athena".
  {
    question: 'who was the greek goddess of wisdom',
    kind: 'person',
    expected: [/^\W*“?(?:Athena|Athene|Pallas)/],
    forbidden: [],
  },
  {
    question: 'who was the goddess of wisdom in rome',
    kind: 'person',
    expected: [/^\W*“?Minerva/],
    forbidden: [],
  },
  // WordNet Neptune: "(Roman mythology) god of the sea; counterpart of Greek Poseidon".
  {
    question: 'who was the roman god of the sea',
    kind: 'person',
    expected: [/^\W*“?Neptune/],
    forbidden: [],
  },
];

/**
 * Border lengths: the border two countries share is the item of one's "Land boundaries" that names the
 * other; a country's own land border is their total. Written before the code that answers them.
 */
const borderLengths: EvalQuestion[] = [
  // Factbook po Geography › Land boundaries › border countries: "Spain 1,224 km".
  {
    question: 'how long is the border between spain and portugal',
    kind: 'number',
    expected: [/^[^.]*\b1,224 km\b/],
    forbidden: [/Andorra/, /Gibraltar/],
  },
  // Factbook in › Land boundaries › border countries: "… China 2,659 km …".
  {
    question: 'do india and china share a border?',
    kind: 'number',
    expected: [/^[^.]*\b2,659 km\b/],
    forbidden: [/Bangladesh/, /Afghanistan/],
  },
  // Factbook fr › Land boundaries › border countries: "… Belgium 556 km …".
  {
    question: "How long is France's border with Belgium?",
    kind: 'number',
    expected: [/^[^.]*\b556 km\b/],
    forbidden: [/Andorra/, /Monaco/],
  },
  // Factbook gm › Land boundaries › total: "3,694 km".
  {
    question: "what is the total length of germany's land borders",
    kind: 'number',
    expected: [/^[^.]*\b3,694 km\b/],
    forbidden: [],
  },
  // Factbook sg › Land boundaries › total: "2,684 km".
  {
    question: 'how long is the land border of senegal',
    kind: 'number',
    expected: [/^[^.]*\b2,684 km\b/],
    forbidden: [],
  },
];

/**
 * Figures asked over the years: every year of the profile's series, oldest first, not only the latest;
 * a currency's exchange rate against the dollar. Written before the code that answers them.
 */
const overTheYears: EvalQuestion[] = [
  // Factbook tu › Economy › Inflation rate (consumer prices): "58.5% (2024 est.)", "53.9% (2023 est.)",
  // "72.3% (2022 est.)".
  {
    question: "how has turkey's inflation changed in recent years",
    kind: 'number',
    expected: [/^[^\n]*72\.3%[^\n]*53\.9%[^\n]*58\.5%/],
    forbidden: [],
  },
  // Factbook ja › Economy › Exchange rates: "yen (JPY) per US dollar -", "151.366 (2024 est.)".
  {
    question: 'what is the exchange rate of the yen to the dollar',
    kind: 'number',
    expected: [/^[^.]*151\.366[^.]*\byen\b|^[^.]*\byen\b[^.]*151\.366/],
    forbidden: [],
  },
  // Factbook rs › Economy › Exchange rates: "Russian rubles (RUB) per US dollar -", "85.162 (2023
  // est.)", "64.738 (2019 est.)".
  {
    question: 'how far has the russian ruble fallen against the dollar over the years',
    kind: 'number',
    expected: [/^[^\n]*64\.738[^\n]*85\.162/],
    forbidden: [],
  },
  // Factbook ja › Economy › Real GDP growth rate: "0.1% (2024 est.)", "1.5% (2023 est.)", "0.9% (2022 est.)".
  {
    question: "what has japan's economic growth been over the past three years",
    kind: 'number',
    expected: [/^[^\n]*0\.9%[^\n]*1\.5%[^\n]*0\.1%/],
    forbidden: [],
  },
];

/**
 * Elections of a country's leaders: the last, the next and who won, from the executive branch's own
 * subfields. Written before the code that answers them.
 */
const electionsOfLeaders: EvalQuestion[] = [
  // Factbook us › Government › Executive branch › expected date of next election: "7 November 2028".
  {
    question: 'when is the next presidential election in the united states',
    kind: 'date',
    expected: [/^[^.]*7 November 2028/],
    forbidden: [],
  },
  // Factbook bl › Executive branch › most recent election date: "17 August 2025".
  {
    question: 'when was the last presidential election in bolivia',
    kind: 'date',
    expected: [/^[^.]*17 August 2025/],
    forbidden: [],
  },
  // Factbook cd › Executive branch › election results: "2024: Mahamat Idriss DÉBY elected president;
  // percent of vote - Mahamat Idriss DÉBY (MPS) 61%, …".
  {
    question: 'who won the last election in chad',
    kind: 'person',
    expected: [/^[^.]*Mahamat Idriss D[EÉ]BY/i],
    forbidden: [],
  },
  // Factbook up › Executive branch › expected date of next election: "scheduled for March/April 2024,
  // but not held because Ukraine has been under martial law since February 2022".
  {
    question: 'why has ukraine not held a presidential election',
    kind: 'how-why',
    expected: [/martial law/],
    forbidden: [],
  },
];

/**
 * A figure asked in units other than the Factbook's (which is metric): the figure as stated, and
 * beside it the amount in the units asked, computed.
 */
const inUnitsAsked: EvalQuestion[] = [
  // Factbook fr › Geography › Area › total: "643,801 sq km ; 551,500 sq km (metropolitan France)".
  // 643,801 × 0.386102 = 248,573.
  {
    question: 'what is the area of france in square miles',
    kind: 'number',
    expected: [/^[^.]*643,801 sq km/, /\b248,57\d sq mi/],
    forbidden: [/ ; /],
  },
  // Factbook ch, np › Geography › Elevation › highest point: "Mount Everest … 8,849 m". × 3.28084 = 29,032.
  {
    question: 'how tall is mount everest in feet',
    kind: 'number',
    expected: [/^[^.]*8,849 m/, /\b29,03\d (?:ft|feet)/],
    forbidden: [],
  },
  // Factbook it › Geography › Coastline: "7,600 km". × 0.621371 = 4,722.
  {
    question: 'how many miles of coastline does italy have',
    kind: 'number',
    expected: [/^[^.]*7,600 km/, /\b4,72\d mi/],
    forbidden: [],
  },
  // Factbook sp › Geography › Land boundaries › border countries: "Portugal 1,224 km". × 0.621371 = 761.
  {
    question: 'how long is the border between spain and portugal in miles',
    kind: 'number',
    expected: [/^[^.]*1,224 km/, /\b76\d mi/],
    forbidden: [],
  },
  // Factbook ja › Geography › Area › total: "377,915 sq km"; the answer in kilometres, as asked, converts nothing.
  {
    question: 'what is the area of japan in square kilometers',
    kind: 'number',
    expected: [/^[^.]*377,915 sq km/],
    forbidden: [/sq mi/],
  },
];

/**
 * Who did a deed, asked with one verb and stated with another: "killed" answered by "slew", "slain",
 * "was assassinated by". The answer names the doer, from an entry that states the deed.
 */
const deedsInOtherWords: EvalQuestion[] = [
  // WordNet Goliath: "(Old Testament) a giant Philistine warrior who was slain by David with a slingshot".
  {
    question: 'who killed goliath',
    kind: 'person',
    expected: [/^[^.]*\bDavid\b/],
    forbidden: [],
  },
  // WordNet Minotaur: "… a mythical monster with the head of a bull and the body of a man; slain by Theseus".
  {
    question: 'Who killed the Minotaur?',
    kind: 'person',
    expected: [/^[^.]*\bTheseus\b/],
    forbidden: [],
  },
  // WordNet Lincoln: "16th President of the United States; … was assassinated by Booth (1809-1865)".
  {
    question: 'who shot abraham lincoln',
    kind: 'person',
    expected: [/^[^.]*\bBooth\b/],
    forbidden: [],
  },
  // WordNet Hector: "(Greek mythology) a mythical Trojan who was killed by Achilles during the Trojan War".
  {
    question: 'who slew hector',
    kind: 'person',
    expected: [/^[^.]*\bAchilles\b/],
    forbidden: [],
  },
];

/**
 * A profile's field asked in everyday words: a religion by its name ("a Muslim country"), natural
 * resources as minerals, the vote by the age one can vote, independence as being freed, the armed
 * forces as having an army, life expectancy of men or women as how long they live.
 */
const fieldsInEverydayWords: EvalQuestion[] = [
  // Factbook id › Religions: "Muslim 87.4%, Protestant 7.5%, Roman Catholic 3.1%, …".
  {
    question: 'is indonesia a muslim country',
    kind: 'place',
    expected: [/^[^.]*Muslim 87\.4%/],
    forbidden: [],
  },
  // Factbook br › Religions: "Roman Catholic 56.8%, Evangelical 26.9%, …".
  {
    question: 'what percentage of brazil is catholic',
    kind: 'number',
    expected: [/^[^.]*Roman Catholic 56\.8%/],
    forbidden: [],
  },
  // Factbook ci › Natural resources: "copper, timber, iron ore, nitrates, precious metals, molybdenum, hydropower".
  {
    question: 'what minerals does chile have',
    kind: 'place',
    expected: [/^[^.]*\bcopper\b[^.]*\bmolybdenum\b/],
    forbidden: [],
  },
  // Factbook br › Suffrage: "voluntary between 16 to 18 years of age, over 70, and if illiterate; compulsory …".
  {
    question: 'at what age can you vote in brazil',
    kind: 'number',
    expected: [/^[^.]*\b16 to 18 years of age/],
    forbidden: [],
  },
  // Factbook in › Independence: "15 August 1947 (from the UK)".
  {
    question: 'when was india freed from british rule',
    kind: 'date',
    expected: [/^[^.]*15 August 1947/],
    forbidden: [],
  },
  // Factbook ic › Military and security forces: "no regular military forces; the Icelandic National Police, …".
  {
    question: 'does iceland have an army',
    kind: 'place',
    expected: [/^[^.]*no regular military forces/],
    forbidden: [],
  },
  // Factbook ja › Life expectancy at birth › female: "88.2 years"; male "82.3 years"; total "85.2 years".
  {
    question: 'how long do japanese women live',
    kind: 'number',
    expected: [/^[^.]*\b88\.2 years/],
    forbidden: [/^[^.]*\b82\.3 years/],
  },
];

/** The place another broke away from is where its history leads, not a second subject. */
const formerRulers: EvalQuestion[] = [
  // Factbook in › Independence: "15 August 1947 (from the UK)"; uk › Independence: "no official date …".
  {
    question: 'when did india gain independence from britain',
    kind: 'date',
    expected: [/^[^.]*15 August 1947/],
    forbidden: [/no official date of independence/, /Statute of Rhuddlan/],
  },
  // Factbook pe › Independence: "28 July 1821 (from Spain)".
  {
    question: 'when did peru break away from spanish rule',
    kind: 'date',
    expected: [/^[^.]*28 July 1821/],
    forbidden: [/Spain's independence/],
  },
];

/**
 * A country of two names joined by "and" called by its first ("Trinidad", "Antigua", "Bosnia"), as
 * people call it, where that name is no other place's.
 */
const firstOfTwoNames: EvalQuestion[] = [
  // Factbook td › Capital › name: "Port of Spain".
  {
    question: 'what is the capital of trinidad',
    kind: 'place',
    expected: [/^[^.]*Port of Spain/],
    forbidden: [],
  },
  // Factbook ac › Population › total: "102,634 (2024 est.)".
  { question: 'population of antigua', kind: 'number', expected: [/^[^.]*102,634/], forbidden: [] },
];

export const QUESTIONS: readonly EvalQuestion[] = [
  ...definitions,
  ...people,
  ...places,
  ...numbers,
  ...dates,
  ...comparisons,
  ...howWhy,
  ...senses,
  ...unanswerable,
  ...demonyms,
  ...computedComparisons,
  ...superlatives,
  ...creators,
  ...makersInTheirEntry,
  ...senseDefinitions,
  ...documentQuestions,
  ...unknownNames,
  ...profileFields,
  ...askedInOwnWords,
  ...worldAndWorks,
  ...phrasedAndTyped,
  ...ofThePast,
  ...reportFieldsAsked,
  ...foundersAndWhoseThings,
  ...borderLengths,
  ...overTheYears,
  ...electionsOfLeaders,
  ...inUnitsAsked,
  ...deedsInOtherWords,
  ...fieldsInEverydayWords,
  ...firstOfTwoNames,
  ...formerRulers,
];

/**
 * A follow-up asked after earlier turns of a conversation: the harness asks `history` first, through the
 * same route, and sends each real answer back as the assistant's turn, as the web app does. Only the last
 * question is scored: it must carry the conversation's subject (pronouns, "and X?") and aspect ("what about
 * Peru?" after a population question). Expected facts were checked against the library text.
 */
export interface FollowUpQuestion extends EvalQuestion {
  /** The user's earlier questions, oldest first. */
  history: string[];
}

const followUp = (
  history: string[],
  question: string,
  kind: QuestionKind,
  expected: Fact[],
  forbidden: Fact[] = [],
): FollowUpQuestion => ({ history, question, kind, expected, forbidden });

export const FOLLOW_UPS: readonly FollowUpQuestion[] = [
  // Pronouns keep the subject.
  followUp(
    ['What is the capital of Chile?'],
    'And what is its population?',
    'number',
    ['19,091,343'],
    [/Drinking water/i],
  ),
  followUp(['What is the capital of Kenya?'], 'How many people live there?', 'number', ['55,751,717']),
  followUp(['What is the capital of Kenya?'], 'What are its main exports?', 'place', [/tea, cut flowers/i]),
  followUp(['What is photosynthesis?'], 'Where does it take place?', 'place', [/inside chloroplasts/i]),
  followUp(['Who was Julius Caesar?'], 'When was he assassinated?', 'date', ['44 BC']),
  followUp(['What is DNA?'], 'How is it copied?', 'how-why', [
    /DNA polymerases/i,
    /strands of the helix separate/i,
  ]),
  // "What about X", "and X?": a new subject, the same aspect.
  followUp(['What is the capital of Chile?', 'And what is its population?'], 'What about Peru?', 'number', [
    '32,768,614',
  ]),
  followUp(['What is the population of Norway?'], 'and Sweden?', 'number', ['10,643,745'], ['5,509,733']),
  followUp(
    ['What currency does Japan use?'],
    'How about South Korea?',
    'place',
    [/South Korean won/i],
    [/\byen\b/i],
  ),
  followUp(
    ['What languages are spoken in Switzerland?'],
    'What about Belgium?',
    'place',
    [/Dutch \(official\)/i],
    [/Romansh/i],
  ),
  followUp(
    ['What is the area of Brazil?'],
    'And Argentina?',
    'number',
    ['2,780,400 sq km'],
    ['8,515,770 sq km'],
  ),
  followUp(['What is the capital of Peru?', 'What about Bolivia?'], 'And what is its population?', 'number', [
    '12,436,103',
  ]),
  // "and its economy?", "what about the climate?": the same subject, a new aspect.
  followUp(['What is the capital of Chile?'], 'And its economy?', 'definition', [/export-driven economy/i]),
  followUp(['What is the capital of Australia?'], 'What about the climate?', 'place', [
    /generally arid to semiarid/i,
  ]),
  followUp(['What is the climate of Egypt?'], 'And its natural hazards?', 'place', [/khamsin/i]),
];
