/**
 * An eighth held-out question set in the style of public QA datasets (WebQuestions, TriviaQA, Natural
 * Questions): short, lower-case, casual questions as people type them into a search box. Written by a helper
 * who did not see the engine. Every expected fact was checked against the library text (the Factbook final
 * edition of January 2026, WordNet 3.1 and the starter articles in `library/`), quoted in the comment above
 * each question; every `abstain` question was checked by a case-insensitive grep over the Factbook, the
 * WordNet dict files and the articles to have no answer there.
 * Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

/** Digit-group separators as a figure may be written: "61,089,926", "61.089.926", "61 089 926". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

const countries: EvalQuestion[] = [
  // Factbook au (europe/au.json) People and Society › Nationality › noun: "Austrian(s)"; Languages › Languages:
  // "German (official nationwide) 88.6%, Turkish 2.3%, Serbian 2.2%, Croatian (official in Burgenland) 1.6%,
  // other (includes Slovene, official in southern Carinthia, and Hungarian, official in Burgenland) 5.3% (2001
  // est.)". (Australia, as, is the near-namesake: "English 72% ...".)
  {
    question: 'what do austrians speak',
    kind: 'demonym',
    expected: [/\bGerman\b/i],
    forbidden: [/\bAustralia/i],
  },
  // Factbook ni (africa/ni.json) Government › Capital › name: "Abuja"; etymology: "the newly built city of
  // Abuja replaced Lagos as the capital city in 1991; ..."; Major urban areas - population: "15.946 million
  // Lagos, 4.348 million Kano, 3.875 million Ibadan, 3.840 million ABUJA (capital), ...". WordNet 08996974
  // Lagos: "chief port and economic center of Nigeria; ...; former capital of Nigeria".
  {
    question: 'nigeria capital city',
    kind: 'place',
    expected: [/\bAbuja\b/i],
    forbidden: [
      /capital (?:city )?(?:of Nigeria )?is Lagos\b/i,
      /Lagos is (?:the |Nigeria's )?(?:current )?capital\b/i,
    ],
  },
  // Factbook sw (europe/sw.json) Economy › Exchange rates › Currency: "Swedish kronor (SEK) per US dollar -";
  // Economic overview: "high-income, largest Nordic economy; EU member but does not use the euro; ...".
  {
    question: 'what is the currency of sweden',
    kind: 'place',
    expected: [/\bkron(?:a|or)\b/i, /\bSEK\b/],
    forbidden: [/\b(?:Sweden|Swedes) uses? (?:the )?euros?\b/i, /\bcurrency (?:of Sweden )?is the euro\b/i],
  },
  // Factbook mx (north-america/mx.json) Government › Executive branch › chief of state: "President Claudia
  // SHEINBAUM Pardo (since 1 October 2024)"; note: "the president is both chief of state and head of
  // government"; election results: "2018: Andrés Manuel LÓPEZ OBRADOR elected president; ...".
  {
    question: 'who is the president of mexico',
    kind: 'person',
    expected: [/\bSheinbaum\b/i],
    forbidden: [
      /\b(?:Andr[eé]s Manuel )?L[oó]pez Obrador,? (?:is|remains) (?:the )?(?:current )?president\b/i,
      /\bAMLO,? (?:is|remains) (?:the )?(?:current )?president\b/i,
    ],
  },
  // Factbook sf (africa/sf.json) People and Society › Population › total: "61,089,926 (2025 est.)".
  {
    question: 'how many people live in south africa',
    kind: 'number',
    expected: [
      new RegExp(String.raw`\b61${SEP}089${SEP}926\b`),
      /\b61\.0?9 million\b/i,
      /\b61\.1 million\b/i,
    ],
    forbidden: [],
  },
  // Factbook pk (south-asia/pk.json) Geography › Area › total: "796,095 sq km"; Factbook af (south-asia/af.json)
  // Geography › Area › total: "652,230 sq km". So Pakistan is the larger.
  {
    question: 'is pakistan bigger than afghanistan',
    kind: 'comparison',
    expected: [
      inSentence(
        ['Pakistan', String.raw`\b(?:larger|bigger)\b`, 'Afghanistan'],
        ['Afghanistan', String.raw`\bsmaller\b`, 'Pakistan'],
      ),
    ],
    forbidden: [
      inSentence(
        ['Afghanistan', String.raw`\bis (?:larger|bigger) than`, 'Pakistan'],
        ['Pakistan', String.raw`\bis smaller than`, 'Afghanistan'],
      ),
    ],
  },
  // Factbook gr (europe/gr.json) Geography › Elevation › highest point: "Mount Olympus 2,917"; note: "Mount
  // Olympus actually has 52 peaks but its highest point, Mytikas (meaning "nose"), rises to 2,917 meters; ...".
  // WordNet data.noun 09401441 Olympus, Mount_Olympus: "a mountain peak in northeast Greece near the Aegean
  // coast; ... (9,570 feet high)". (Olympus Mons, on Mars, is named nowhere in the library.)
  {
    question: 'highest mountain in greece',
    kind: 'place',
    expected: [/\bOlympus\b/i, /\bMytikas\b/i],
    forbidden: [/\bOlympus Mons\b/i],
  },
  // Factbook ec (south-america/ec.json) People and Society › Major urban areas - population: "3.142 million
  // Guayaquil, 1.957 million QUITO (capital) (2023)". WordNet data.noun 08794982 Guayaquil: "the largest city
  // of Ecuador".
  {
    question: 'biggest city in ecuador',
    kind: 'superlative',
    expected: [/\bGuayaquil\b/i],
    forbidden: [inSentence(['Quito', String.raw`\bis (?:the |Ecuador's )?(?:largest|biggest)\b`])],
  },
  // Factbook ca (north-america/ca.json) Geography › Major rivers (by length in km): "Mackenzie - 4,241 km; Yukon
  // river source (shared with the US [m]) - 3,185 km; Saint Lawrence river mouth (shared with US) - 3,058 km;
  // Nelson - 2,570 km; ...". WordNet data.noun 09367760 Mackenzie, Mackenzie_River: "a Canadian river; flows
  // into the Beaufort Sea".
  {
    question: 'longest river in canada',
    kind: 'superlative',
    expected: [/\bMackenzie\b/i],
    forbidden: [
      inSentence([
        String.raw`\b(?:Yukon|(?:Saint|St\.?) Lawrence|Nelson)\b`,
        String.raw`\bis (?:the |Canada's )?longest\b`,
      ]),
    ],
  },
  // Factbook ce (south-asia/ce.json) People and Society › Religions: "Buddhist (official) 70.2%, Hindu 12.6%,
  // Muslim 9.7%, Roman Catholic 6.1%, other Christian 1.3%, other 0.05% (2012 est.)".
  {
    question: 'what religion is sri lanka',
    kind: 'place',
    expected: [/\bBuddhis[mt]s?\b/i],
    forbidden: [/\b(?:mostly|mainly|predominantly|majority) Hindu\b/i],
  },
  // Factbook iv (africa/iv.json) Government › Country name › former: "Ivory Coast"; Economy › Exports -
  // commodities: "gold, cocoa beans, rubber, refined petroleum, coconuts/brazil nuts/cashews (2023)". (WordNet
  // 14781726 ivory, tusk: "a hard smooth ivory colored dentine that makes up most of the tusks of elephants
  // and walruses".)
  {
    question: 'what does ivory coast export',
    kind: 'demonym',
    expected: [/\bcocoa\b/i, /\bgold\b/i],
    match: 'all',
    forbidden: [/tusks of elephants/i],
  },
  // Factbook ug (africa/ug.json) Geography › Land boundaries › border countries: "Democratic Republic of the
  // Congo 877 km; Kenya 814 km; Rwanda 172 km; South Sudan 475 km; Tanzania 391 km".
  {
    question: 'what countries border uganda',
    kind: 'place',
    expected: [/\bCongo\b|\bDRC\b/i, 'Kenya', 'Rwanda', 'South Sudan', 'Tanzania'],
    match: 'all',
    forbidden: ['Burundi', 'Ethiopia'],
  },
  // Factbook rp (east-n-southeast-asia/rp.json) Geography › Coastline: "36,289 km".
  {
    question: 'how long is the coastline of the philippines',
    kind: 'number',
    expected: [new RegExp(String.raw`\b36${SEP}289\b`)],
    forbidden: [],
  },
  // Factbook ag (africa/ag.json) Government › Independence: "5 July 1962 (from France)"; National holiday:
  // "Independence Day, 5 July (1962); Revolution Day, 1 November (1954)"; Background: "... until the French
  // captured Algiers in 1830. ... A bloody eight-year struggle culminated in Algerian independence in 1962.".
  {
    question: 'when did algeria gain independence',
    kind: 'date',
    expected: [/\b1962\b/],
    forbidden: [/\bindependen\w* (?:on|in) (?:1 November )?1954\b/i, /\bindependen\w* (?:on|in) 1830\b/i],
  },
  // Factbook sa (middle-east/sa.json) Geography › Climate: "harsh, dry desert with great temperature extremes".
  {
    question: 'saudi arabia climate',
    kind: 'place',
    expected: [/\bharsh,? dry desert\b/i, /\bgreat temperature extremes\b/i],
    forbidden: [],
  },
];

const words: EvalQuestion[] = [
  // WordNet data.noun 10969184 Edison, Thomas_Edison, Thomas_Alva_Edison: "United States inventor; inventions
  // included the phonograph and incandescent electric light and the microphone and the Kinetoscope
  // (1847-1931)".
  {
    question: 'who invented the phonograph',
    kind: 'creator',
    expected: [/\bEdison\b/i],
    forbidden: [],
  },
  // WordNet data.noun 10908784 Cervantes, Miguel_de_Cervantes, ...: "Spanish writer best remembered for `Don
  // Quixote' which satirizes chivalry and influenced the development of the novel form (1547-1616)". (data.adj
  // 01437093 elongated: ""Picasso's elongated Don Quixote"".)
  {
    question: 'who wrote don quixote',
    kind: 'creator',
    expected: [/\bCervantes\b/i],
    forbidden: [/\bPicasso\b/i],
  },
  // WordNet data.noun 09606681 Thor: "(Norse mythology) god of thunder and rain and farming; pictured as
  // wielding a hammer emblematic of the thunderbolt; identified with Teutonic Donar". (09606124 Odin: "(Norse
  // mythology) ruler of the Aesir; supreme god of war and poetry and knowledge and wisdom ...".)
  {
    question: 'norse god of thunder',
    kind: 'person',
    expected: [/\bThor\b/i],
    forbidden: [/\bOdin (?:is|was) (?:the )?(?:Norse )?god of thunder\b/i],
  },
  // WordNet data.noun 09045037 Samarkand, Samarcand: "city in southern Uzbekistan; Tamerlane's opulent capital
  // in the 14th century". (Factbook uz also names Samarkand and Samarqand.)
  {
    question: 'where is samarkand',
    kind: 'place',
    expected: [/\bUzbekistan\b/i],
    forbidden: [
      /\bcity in (?:southern |eastern |northern )?(?:Kazakhstan|Tajikistan|Turkmenistan|Kyrgyzstan|Afghanistan|Iran)\b/i,
    ],
  },
  // WordNet data.noun 11360141 Thomson, Joseph_John_Thomson, Sir_Joseph_John_Thomson: "English physicist who
  // experimented with the conduction of electricity through gases and who discovered the electron and
  // determined its charge and mass (1856-1940)". (11360406 George Paget Thomson: "... co-discoverer of the
  // diffraction of electrons by crystals ..."; 11360637 Elihu Thomson: "... formed a company with Thomas
  // Edison ..."; 02425864 Thomson's_gazelle.)
  {
    question: 'who discovered the electron',
    kind: 'creator',
    expected: [/\bThomson\b/i],
    forbidden: [
      /diffraction of electrons by crystals/i,
      /formed a company with Thomas Edison/i,
      /\bgazelle\b/i,
    ],
  },
  // WordNet data.noun 09520294 Perseus: "(Greek mythology) the son of Zeus who slew Medusa (with the help of
  // Athena and Hermes) and rescued Andromeda from a sea monster"; 09521044 Medusa: "(Greek mythology) a woman
  // transformed into a Gorgon by Athena; she was slain by Perseus". (09413129 Perseus: "a conspicuous
  // constellation in the northern hemisphere; ...".)
  {
    question: 'who killed medusa',
    kind: 'person',
    expected: [/\bPerseus\b/i],
    forbidden: [/conspicuous constellation/i, /\bAthena (?:killed|slew)\b/i],
  },
  // WordNet data.noun 11228678 Nobel, Alfred_Nobel, Alfred_Bernhard_Nobel: "Swedish chemist remembered for his
  // invention of dynamite and for the bequest that created the Nobel prizes (1833-1896)". (14671900 nobelium:
  // "a radioactive transuranic element ...".)
  {
    question: 'who invented dynamite',
    kind: 'creator',
    expected: [/\bNobel\b/i],
    forbidden: [/\bnobelium\b/i, /radioactive transuranic element/i],
  },
];

const articles: EvalQuestion[] = [
  // library/history/roman-empire.md › The fall of the West and the survival of the East: "The western half,
  // weakened by internal conflict and financial strain, lost territory to Germanic peoples; Rome itself was
  // sacked by the Visigoths in 410." WordNet data.noun 10830722 Alaric: "king of the Visigoths who captured
  // Rome in 410 (370-410)"; 10775929 Visigoth: "a member of the western group of Goths who sacked Rome and
  // created a kingdom in present-day Spain and southern France". (10765863 Vandal: "a member of the Germanic
  // people who overran Gaul and Spain and North Africa and sacked Rome in 455"; the article's Odoacer "deposed
  // the last western emperor" in 476.)
  {
    question: 'who sacked rome in 410',
    kind: 'person',
    expected: [/\bVisigoths?\b/i, /\bAlaric\b/i],
    forbidden: [
      inSentence([String.raw`\b(?:Vandals?|Genseric|Gaiseric)\b`, String.raw`\bsacked Rome in 410\b`]),
      inSentence(['Odoacer', String.raw`\bsacked\b`]),
    ],
  },
  // library/science/volcanoes.md › Types of volcano: "**Shield volcanoes** have broad, gentle slopes built from
  // runny basaltic lava that flows a long way before it cools. Mauna Loa in Hawaii is the largest active
  // volcano on Earth." (WordNet 09199343 Mauna_Kea: "an active volcano on north central Hawaii Island; highest
  // peak in the Hawaiian Islands"; 09199505 Mauna_Loa: "an active volcano on south central Hawaii Island".)
  {
    question: 'biggest active volcano on earth',
    kind: 'superlative',
    expected: [/\bMauna Loa\b/i],
    forbidden: [
      inSentence([
        String.raw`\b(?:Mauna Kea|Fuji|Vesuvius|Etna|Tambora)\b`,
        String.raw`\bis (?:the )?(?:largest|biggest) active volcano\b`,
      ]),
    ],
  },
  // library/science/black-holes.md › Event horizon and singularity: "Near a black hole, time runs slower for an
  // observer close to the horizon than for one far away, and an object falling in would be stretched
  // lengthwise by the difference in gravity between its head and its feet, an effect nicknamed
  // "spaghettification"." (No WordNet entry for "spaghettification"; 07715659 spaghetti: "pasta in the form of
  // long strings"; 06631160 spaghetti_Western: "a low-budget Western movie ...".)
  {
    question: 'what is spaghettification',
    kind: 'definition',
    expected: [/stretched lengthwise/i, /difference in gravity between its head and (?:its )?feet/i],
    forbidden: [/pasta in the form of long strings/i, /low-budget Western movie/i],
  },
];

const abstain: EvalQuestion[] = [
  // grep -ri "wimbledon 2025", "alcaraz", "jannik", "swiatek": nothing. WordNet 08897000 Wimbledon: "a suburb of
  // London and the headquarters of the club where annual international tennis championships are played on
  // grass courts"; its past champions only: 11030015 Graf ("won seven women's singles titles at Wimbledon"),
  // 11221730 Navratilova ("won nine Wimbledon women's singles championships"), 10983807 Evert.
  {
    question: 'who won wimbledon 2025',
    kind: 'person',
    expected: [],
    forbidden: [/\bGraf\b/, /\bNavratilova\b/i, /\bEvert\b/],
    abstain: true,
  },
  // grep -ri "kobe bryant", "33,643": nothing ("bryant" only in WordNet 10995097 Edsel_Bryant_Ford; "33643"
  // only inside synset offsets). WordNet 08944686 Kobe: "a port city in Japan on Osaka Bay in southern Honshu;
  // was damaged by an earthquake in 1995".
  {
    question: 'kobe bryant career points',
    kind: 'number',
    expected: [],
    forbidden: [/\bOsaka Bay\b/i, /\bHonshu\b/i, /earthquake in 1995/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "manchester united", "amorim": nothing. WordNet 08897202 Manchester: "a city in northwestern
  // England (30 miles to the east of Liverpool); heart of the most densely populated area of England";
  // 02097583 toy_Manchester: "breed of small Manchester terrier". Factbook uk names Manchester only as a
  // population cluster, a metropolitan county and a port.
  {
    question: 'who is the manager of manchester united',
    kind: 'person',
    expected: [],
    forbidden: [/most densely populated area of England/i, /\bterrier\b/i],
    abstain: true,
  },
  // grep -ri "stanley cup", "florida panthers": nothing. WordNet 11333006 Stanley, Henry_M._Stanley: "Welsh
  // journalist and explorer who led an expedition to Africa in search of David Livingstone ..."; 11333352
  // Stanley, Francis_Edgar_Stanley: "United States inventor who built a steam-powered automobile (1849-1918)".
  {
    question: 'who won the stanley cup in 2024',
    kind: 'person',
    expected: [],
    forbidden: [/\bLivingstone\b/i, /steam-powered automobile/i],
    abstain: true,
  },
  // grep -riw "elon": nothing. WordNet 14870816 musk: "an odorous glandular secretion from the male musk deer;
  // used as a perfume fixative"; 05722279 musk: "the scent of a greasy glandular secretion from the male musk
  // deer".
  {
    question: 'how old is elon musk',
    kind: 'number',
    expected: [],
    forbidden: [/glandular secretion/i, /\bmusk deer\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "addams", "jenna ortega": nothing. WordNet 15189280 Wednesday: "the fourth day of the week; the
  // third working day". The Ortegas the library holds are WordNet 11237172 Daniel Ortega ("Nicaraguan
  // statesman (born in 1945)"), also Factbook nu's president, and 11237302 Ortega y Gasset ("Spanish
  // philosopher ...").
  {
    question: 'who plays wednesday addams',
    kind: 'person',
    expected: [],
    forbidden: [/fourth day of the week/i, /\bDaniel Ortega\b/i, /\bNicaragua/i, /\bOrtega y Gasset\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "nintendo": nothing ("switch 2" only as WordNet's sense number of 04379843 switch: "railroad track
  // having two movable rails ..."). WordNet 04379457 switch, electric_switch: "control consisting of a
  // mechanical or electrical or electronic device for making or breaking or changing the connections in a
  // circuit"; 04379258 switch: "a flexible implement used as an instrument of punishment".
  {
    question: 'how much is a nintendo switch 2',
    kind: 'number',
    expected: [],
    forbidden: [
      /railroad track/i,
      /making or breaking or changing the connections/i,
      /instrument of punishment/i,
    ],
    abstain: true,
    strict: true,
  },
  // grep -ri "grand theft auto", "rockstar": nothing. The token "GTA" occurs only as a party acronym in the
  // Factbook my (Malaysia) political parties: "Homeland Movement/Party (Gerakan Tanah Air) or GTA". WordNet
  // 00785556 grand_larceny, grand_theft: "larceny of property having a value greater than some amount ...".
  {
    question: 'gta 6 release date',
    kind: 'date',
    expected: [],
    forbidden: [/\bGerakan Tanah Air\b/i, /\bHomeland Movement\b/i, /\bMalaysia/i, /\blarceny\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "governor of california", "newsom": nothing. Factbook us: chief of state "President Donald J. TRUMP
  // (since 20 January 2025)"; its only "governor" line: "SDFs ... are under the command of the governor of each
  // state". WordNet 09083238 California gives no governor.
  {
    question: 'who is the governor of california',
    kind: 'person',
    expected: [],
    forbidden: [/\bTrump\b/i, /\bVance\b/i],
    abstain: true,
  },
  // grep -ri "lord mayor", "clover moore": nothing; no Factbook "mayor" hit is in as.json. Factbook as head of
  // government: "Prime Minister Anthony ALBANESE (since 23 May 2022)"; chief of state: "King CHARLES III ...;
  // represented by Governor General Samantha (Sam) MOSTYN". WordNet 08852287 Sydney: "the largest Australian
  // city ...; state capital of New South Wales; Australia's chief port".
  {
    question: 'who is the mayor of sydney',
    kind: 'person',
    expected: [],
    forbidden: [/\bAlbanese\b/i, /\bMostyn\b/i, /\bCharles III\b/i],
    abstain: true,
  },
  // grep -ri "best picture", "academy award", "anora" (as a word): nothing with a winner. WordNet 07283672
  // Academy_Award, Oscar: "an annual award by the Academy of Motion Picture Arts and Sciences for achievements
  // in motion picture production and performance"; other Oscars: 11046593 Oscar Hammerstein, 11284818 Oscar
  // Robertson, and Oscar Wilde in an example sentence (data.adj 02087457 saturnine).
  {
    question: 'who won best picture at the oscars 2025',
    kind: 'person',
    expected: [],
    forbidden: [/\bHammerstein\b/i, /\bOscar Robertson\b/i, /\bOscar Wilde\b/i],
    abstain: true,
  },
  // grep -ri "openai", "sam altman": nothing. WordNet 06142654 artificial_intelligence, AI: "the branch of
  // computer science that deal with writing computer programs that can solve problems creatively; ...".
  {
    question: 'who is the ceo of openai',
    kind: 'person',
    expected: [],
    forbidden: [/branch of computer science/i],
    abstain: true,
  },
  // grep -ri "first class stamp", "first-class stamp": nothing. WordNet 06275925 first_class, first-class_mail:
  // "mail that includes letters and postcards and packages sealed against inspection"; 03354738 first_class:
  // "the most expensive accommodations on a ship or train or plane"; 06808977 postage, postage_stamp: "a small
  // adhesive token stuck on a letter or package ...". The Factbook's "postage" lines are economies selling
  // stamps (ne Niue "postage stamps, small-scale agricultural processing ...", pc Pitcairn, sh Saint Helena).
  {
    question: 'how much is a first class stamp',
    kind: 'number',
    expected: [],
    forbidden: [/most expensive accommodations/i, /\bNiue\b/i, /\bPitcairn\b/i, /\bSaint Helena\b/i],
    abstain: true,
  },
  // grep -ri "ronaldo", "instagram": nothing. WordNet 10119144 follower: "a person who accepts the leadership of
  // another"; 10119893 follower: "someone who travels behind or pursues another".
  {
    question: 'how many instagram followers does ronaldo have',
    kind: 'number',
    expected: [],
    forbidden: [/accepts the leadership of another/i, /travels behind or pursues another/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "oceangate", "stockton rush": nothing; the Factbook's only "submersible" is kn's "a semi-submersible
  // boat attempting to insert infiltrators into the South". WordNet 09482399 Titan: "the largest of the
  // satellites of Saturn; has a hazy nitrogen atmosphere"; 09595603 Titan: "(Greek mythology) any of the
  // primordial giant gods who ruled the Earth ...".
  {
    question: 'when did the titan submersible implode',
    kind: 'date',
    expected: [],
    forbidden: [/satellites of Saturn/i, /primordial giant gods/i, /\binfiltrators\b/i],
    abstain: true,
    strict: true,
  },
];

export const PUBLIC8_QUESTIONS: EvalQuestion[] = [...countries, ...words, ...articles, ...abstain];
