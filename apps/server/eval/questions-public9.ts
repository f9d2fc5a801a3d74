/**
 * A ninth held-out question set in the style of public QA datasets (WebQuestions, TriviaQA, Natural
 * Questions): short, lower-case, casual questions as people type them into a search box. Written by a helper
 * who did not see the engine. Every expected fact was checked against the library text (the Factbook final
 * edition of January 2026, WordNet 3.1 and the starter articles in `library/`), quoted in the comment above
 * each question; every `abstain` question was checked by a case-insensitive grep over the Factbook, the
 * WordNet dict files and the articles to have no answer there.
 * Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

/** Digit-group separators as a figure may be written: "5,563,649", "5.563.649", "5 563 649". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

const countries: EvalQuestion[] = [
  // Factbook cm (africa/cm.json) Government › Capital › name: "Yaounde"; People and Society › Major urban
  // areas - population: "4.509 million YAOUNDE (capital), 4.063 million Douala (2023)". WordNet data.noun
  // 08735343 Yaounde, capital_of_Cameroon: "the capital of Cameroon"; 08735462 Douala: "the largest city of
  // Cameroon".
  {
    question: 'whats the capital of cameroon',
    kind: 'place',
    expected: [/\bYaound[eé](?![a-z])/i],
    forbidden: [
      /capital (?:city )?(?:of Cameroon )?is Douala\b/i,
      /Douala is (?:the |Cameroon's )?(?:current )?capital\b/i,
    ],
  },
  // Factbook cb (east-n-southeast-asia/cb.json) Economy › Exchange rates › Currency: "riels (KHR) per US dollar
  // -"; Exchange rates 2024: "4,072.397 (2024 est.)". WordNet data.noun riel: "the basic unit of money in
  // Cambodia; equal to 100 sen". (Neighbours: la "kips (LAK) per US dollar -", th "baht per US dollar -", vm
  // "dong (VND) per US dollar -".)
  {
    question: 'cambodia currency',
    kind: 'place',
    expected: [/\briels?\b/i, /\bKHR\b/],
    forbidden: [/\bkips?\b/i, /\bbaht\b/i, /\bdong\b/i],
  },
  // Factbook mz (africa/mz.json) People and Society › Nationality › noun: "Mozambican(s)"; Languages:
  // "Makhuwa 26.1%, Portuguese (official) 16.6%, Tsonga 8.6%, Nyanja 8.1, Sena 7.1%, Lomwe 7.1%, Chuwabo 4.7%,
  // Ndau 3.8%, Tswa 3.8%, other Mozambican languages 11.8%, other 0.5%, unspecified 1.8% (2017 est.)".
  {
    question: 'what language do mozambicans speak',
    kind: 'demonym',
    expected: [/\bPortuguese\b/i],
    forbidden: [/\bSpanish\b/i, /\bofficial language is English\b/i],
  },
  // Factbook ao (africa/ao.json) Government › Independence: "11 November 1975 (from Portugal)"; National
  // holiday: "Independence Day, 11 November (1975)"; Background: "The Angolan National Revolution began in
  // 1961, and in 1975, Angola won its independence when Portugal’s dictatorship fell, ... SAVIMBI's death in
  // 2002 ended UNITA's insurgency ...". WordNet 08725731 Angola: "... achieved independence from Portugal in
  // 1975 and was the scene of civil war until 1990".
  {
    question: 'what year did angola get independence',
    kind: 'date',
    expected: [/\b1975\b/],
    forbidden: [
      /\bindependen\w* (?:on|in) (?:\d{1,2} \w+ )?(?:1961|1990|2002)\b/i,
      /\bindependen\w* from (?:Spain|France|Britain|the United Kingdom)\b/i,
    ],
  },
  // Factbook gg (central-asia/gg.json) People and Society › Nationality › noun: "Georgian(s)"; Religions:
  // "Eastern Orthodox Christian (official) 83.4%, Muslim 10.7%, Armenian Apostolic Christian 2.9%, other 1.2%
  // (...), none 0.5%, unspecified/no answer 1.2% (2014 est.)". (WordNet 09098347 Georgia: "a state in
  // southeastern United States ...", for which the library gives no religion.)
  {
    question: 'what religion are georgians',
    kind: 'demonym',
    expected: [/\bOrthodox\b/i],
    forbidden: [/\b(?:mostly|mainly|predominantly|majority) Muslim\b/i],
  },
  // Factbook es (central-america-n-caribbean/es.json) Geography › Geography - note: "smallest Central American
  // country and only one without a coastline on the Caribbean Sea"; Area › total: "21,041 sq km". (bh Belize
  // "22,966 sq km", cs Costa Rica "51,100 sq km", pm Panama "75,420 sq km"; the Factbook's region also holds
  // the Caribbean islands, none of them Central American.)
  {
    question: 'smallest country in central america',
    kind: 'superlative',
    expected: [/\bEl Salvador\b/i],
    forbidden: [
      inSentence([
        String.raw`\b(?:Belize|Costa Rica|Panama|(?:Saint|St\.?) Kitts|Grenada|Barbados|Antigua)\b`,
        String.raw`\bis (?:the )?smallest\b`,
      ]),
    ],
  },
  // Factbook lo (europe/lo.json) People and Society › Population › total: "5,563,649 (2024 est.)". (ez Czechia
  // Population › total: "10,838,703 (2025 est.)".)
  {
    question: 'how many people are in slovakia',
    kind: 'number',
    expected: [new RegExp(String.raw`\b5${SEP}563${SEP}649\b`), /\b5\.56 million\b/i, /\b5\.6 million\b/i],
    forbidden: [new RegExp(String.raw`\b10${SEP}838${SEP}703\b`), /\b10\.8 million\b/i],
  },
  // Factbook wa (africa/wa.json) Geography › Area › total: "824,292 sq km"; land: "823,290 sq km"; water:
  // "1,002 sq km". (Neighbours: bc Botswana "581,730 sq km", sf South Africa "1,219,090 sq km".)
  {
    question: 'how many square km is namibia',
    kind: 'number',
    expected: [new RegExp(String.raw`\b824${SEP}292\b`)],
    forbidden: [new RegExp(String.raw`\b581${SEP}730\b`), new RegExp(String.raw`\b1${SEP}219${SEP}090\b`)],
  },
  // Factbook gt (central-america-n-caribbean/gt.json) Geography › Area › total: "108,889 sq km"; Factbook ho
  // (central-america-n-caribbean/ho.json) Geography › Area › total: "112,090 sq km". So Honduras is the larger
  // (though Guatemala has more people: "18,255,216 (2024 est.)" against "9,529,188 (2024 est.)").
  {
    question: 'is guatemala bigger than honduras',
    kind: 'comparison',
    expected: [
      inSentence(
        ['Honduras', String.raw`\b(?:larger|bigger)\b`, 'Guatemala'],
        ['Guatemala', String.raw`\bsmaller\b`, 'Honduras'],
      ),
    ],
    forbidden: [
      inSentence(
        ['Guatemala', String.raw`\bis (?:slightly )?(?:larger|bigger) than`, 'Honduras'],
        ['Honduras', String.raw`\bis (?:slightly )?smaller than`, 'Guatemala'],
      ),
    ],
  },
  // Factbook mi (africa/mi.json) Geography › Land boundaries › border countries: "Mozambique 1,498 km; Tanzania
  // 512 km; Zambia 847 km". (Background: "... the colonial Federation of Rhodesia and Nyasaland -- including
  // present-day Zambia and Zimbabwe -- from 1953 to 1963 ...": Zimbabwe is named but is no neighbour.)
  {
    question: 'which countries are next to malawi',
    kind: 'place',
    expected: ['Mozambique', 'Tanzania', 'Zambia'],
    match: 'all',
    forbidden: [inSentence([String.raw`\bborder`, String.raw`\b(?:Zimbabwe|Kenya|Burundi)\b`])],
  },
  // Factbook zi (africa/zi.json) Economy › Exports - commodities: "gold, tobacco, nickel, minerals, diamonds
  // (2023)". (za Zambia Exports - commodities: "raw copper, refined copper, gold, precious stones, electricity
  // (2023)"; zi names no copper.)
  {
    question: 'what does zimbabwe sell abroad',
    kind: 'place',
    expected: [/\bgold\b/i, /\btobacco\b/i],
    match: 'all',
    forbidden: [/\bcopper\b/i],
  },
  // Factbook cs (central-america-n-caribbean/cs.json) Geography › Climate: "tropical and subtropical; dry season
  // (December to April); rainy season (May to November); cooler in highlands".
  {
    question: 'costa rica weather year round',
    kind: 'place',
    expected: [/\btropical and subtropical\b/i, /\bdry season\W+December to April\b/i],
    forbidden: [/\b(?:arid|desert) climate\b/i],
  },
  // Factbook pp (east-n-southeast-asia/pp.json) Geography › Elevation › highest point: "Mount Wilhelm 4,509 m".
  // (id Indonesia, on the same island of New Guinea: highest point "Puncak Jaya 4,884 m"; WordNet 11406848
  // Wilhelm_II, Kaiser_Wilhelm: "grandson of Queen Victoria and Kaiser of Germany from 1888 to 1918 ...".)
  {
    question: 'tallest mountain in papua new guinea',
    kind: 'place',
    expected: [/\b(?:Mount |Mt\.? )?Wilhelm\b/i],
    forbidden: [
      inSentence(['Puncak Jaya', String.raw`\b(?:highest|tallest)\b`]),
      /\bKaiser Wilhelm\b/i,
      /\bWilhelm II\b/,
    ],
  },
  // Factbook bm (east-n-southeast-asia/bm.json) Government › Government type: "military regime"; Country name ›
  // conventional short form: "Burma"; note: "since 1989 the military authorities in Burma and the deposed
  // parliamentary government have promoted the name Myanmar as a conventional name for their state; ...";
  // Executive branch › chief of state: "Acting President Sr. Gen. MIN AUNG HLAING (since 31 July 2025)".
  // (WordNet 08733223 Myanmar, Union_of_Burma, Burma: "a mountainous republic in southeastern Asia on the Bay
  // of Bengal"; 08863549 Papua_New_Guinea: "a parliamentary democracy ...".)
  {
    question: 'is myanmar a democracy',
    kind: 'demonym',
    expected: [/\bmilitary (?:regime|junta)\b/i],
    forbidden: [/\b(?:Burma|Myanmar) is a (?:parliamentary |federal |multiparty )?democracy\b/i],
  },
  // Factbook so (africa/so.json) People and Society › Life expectancy at birth › total population: "56.5 years
  // (2024 est.)"; male: "54.1 years"; female: "59 years". (Neighbours' totals: et Ethiopia "67.7 years", ke
  // Kenya "70.4 years", dj Djibouti "65.9 years", all 2024 est.)
  {
    question: 'how long do people live in somalia',
    kind: 'number',
    expected: [/\b56\.5\b/],
    forbidden: [/\b67\.7\b/, /\b70\.4\b/, /\b65\.9\b/],
  },
  // Factbook cu (central-america-n-caribbean/cu.json) Government › Executive branch › chief of state: "President
  // Miguel DIAZ-CANEL Bermudez (since 19 April 2018)"; head of government: "Prime Minister Manuel MARRERO Cruz
  // (since 21 December 2019)"; Background: "... He handed off the presidency to his younger brother Raul
  // CASTRO in 2008. ... Miguel DIAZ-CANEL Bermudez, hand-picked by Raul CASTRO to succeed him, was approved as
  // president by the National Assembly and took office in 2018.". WordNet 10906681 Castro, Fidel_Castro: "Cuban
  // socialist leader who overthrew a dictator in 1959 and established a Marxist socialist state in Cuba (born
  // in 1927)".
  {
    question: 'who leads cuba now',
    kind: 'person',
    expected: [/\bD[ií]az[- ]Canel\b/i],
    forbidden: [
      /\b(?:Fidel |Ra[uú]l )?Castro,? (?:is|remains) (?:the )?(?:current )?(?:president|leader)\b/i,
    ],
  },
];

const words: EvalQuestion[] = [
  // WordNet data.adj 00549861 crisp, curt, laconic, terse: "brief and to the point; effectively cut short; "a
  // crisp retort"; ... "the laconic reply; `yes'" ..."; data.noun 07103723 laconism, laconicism: "terseness of
  // expression". (08805547 Laconia: "an ancient region of southern Greece in the southeastern Peloponnesus;
  // dominated by Sparta"; 09730831 Laconian: "a resident of Laconia".)
  {
    question: 'laconic meaning',
    kind: 'definition',
    expected: [/brief and to the point/i, /terseness of expression/i],
    forbidden: [/ancient region of southern Greece/i, /resident of Laconia/i],
  },
  // WordNet data.noun 09536048 Osiris: "Egyptian god of the underworld and judge of the dead; husband and
  // brother of Isis; father of Horus"; 09534847 Anubis, Anpu: "Egyptian god of tombs and ruler of the
  // underworld; usually depicted as a man with the head of a jackal". (09535401 Horus: "Egyptian solar god
  // with the head of a falcon; ..."; 09535526 Isis: "Egyptian goddess of fertility; ...".)
  {
    question: 'egyptian god of the dead',
    kind: 'person',
    expected: [/\bOsiris\b/i, /\bAnubis\b/i],
    forbidden: [/Egyptian solar god/i, /Egyptian goddess of fertility/i],
  },
  // WordNet data.noun 11244867 Pasteur, Louis_Pasteur: "French chemist and biologist whose discovery that
  // fermentation is caused by microorganisms resulted in the process of pasteurization (1822-1895)". (11422797
  // Yersin: "French bacteriologist born in Switzerland; was a student of Pasteur; discovered the plague
  // bacillus (1863-1943)".)
  {
    question: 'who came up with pasteurization',
    kind: 'creator',
    expected: [/\bPasteur\b/i],
    forbidden: [/\bplague bacillus\b/i],
  },
  // WordNet data.noun 09193191 Kalahari, Kalahari_Desert: "a desert in southwestern Africa - largely Botswana".
  // Factbook bc (africa/bc.json) Geography › Geography - note: "... geography dominated by the Kalahari Desert,
  // which covers about 70% of the country, ..."; world/xx.json Geography › Area - rankings: "... Kalahari
  // (Botswana, Namibia, South Africa) 900,000 sq km; ...".
  {
    question: 'where is the kalahari desert',
    kind: 'place',
    expected: [/\bBotswana\b/i, /\bsouthwestern Africa\b/i],
    forbidden: [/\b(?:northern|north|west|east) Africa\b/i],
  },
  // WordNet data.noun 04231733 Sistine_Chapel: "the private chapel of the popes in Rome; it was built by and
  // named after Sixtus IV in 1473"; 11324134 Sixtus_IV, Francesco_della_Rovere: "Italian pope from 1471 to 1484
  // who consented to the establishment of the Spanish Inquisition and built the Sistine Chapel (1414-1484)".
  // (11198151 Michelangelo: "Florentine sculptor and painter and architect; ..."; no WordNet gloss says he
  // built it.)
  {
    question: 'who built the sistine chapel',
    kind: 'creator',
    expected: [/\bSixtus IV\b/i, /\bFrancesco della Rovere\b/i],
    forbidden: [
      inSentence(['Michelangelo', String.raw`\bbuilt\b`]),
      inSentence([String.raw`\bbuilt by`, 'Michelangelo']),
    ],
  },
  // WordNet data.noun 09917667 cartographer, map_maker: "a person who makes maps".
  {
    question: 'what does a cartographer do',
    kind: 'definition',
    expected: [/\bmakes maps\b/i, /\bmap ?maker\b/i],
    forbidden: [],
  },
];

const articles: EvalQuestion[] = [
  // library/history/roman-empire.md › Society, law and engineering: "Citizenship was gradually extended, and in
  // AD 212 the emperor Caracalla granted it to almost all free inhabitants of the empire." (The article's other
  // dates near it: Constantine "legalised Christianity in 313"; "After 395 the empire was permanently divided".)
  {
    question: 'when was roman citizenship given to all free people',
    kind: 'date',
    expected: [/\b(?:AD )?212\b/],
    forbidden: [inSentence([String.raw`\bcitizenship\b`, String.raw`\b(?:313|395|476)\b`])],
  },
  // library/technology/typescript.md › Tooling: "Type declaration files (ending in `.d.ts`) describe the types of
  // libraries written in plain JavaScript, and a large community collection of such declarations covers
  // thousands of popular packages."
  {
    question: 'what is a .d.ts file',
    kind: 'definition',
    expected: [/describes? the types of libraries written in plain JavaScript/i],
    forbidden: [],
  },
  // library/science/dna.md › From DNA to protein: "1. **Transcription.** An enzyme called RNA polymerase copies
  // the sequence of a gene into a related molecule, messenger RNA (mRNA)." WordNet data.noun 15009246
  // transcriptase, RNA_polymerase: "the enzyme that copies DNA into RNA". (15009143 DNA_polymerase: "the enzyme
  // responsible for DNA replication"; 15009358 reverse_transcriptase: "a polymerase that catalyzes the
  // formation of DNA using RNA as a template; ...".)
  {
    question: 'what enzyme copies dna into mrna',
    kind: 'definition',
    expected: [/\bRNA polymerase\b/i, /\btranscriptase\b/i],
    forbidden: [
      inSentence([
        String.raw`\bDNA polymerases?\b`,
        String.raw`\b(?:copies|makes|builds|produces)\b`,
        String.raw`\b(?:mRNA|messenger RNA)\b`,
      ]),
      /\breverse transcriptase\b/i,
    ],
  },
  // library/science/water-cycle.md › Why the cycle matters: "A warmer climate also intensifies the cycle:
  // warmer air holds about 7 percent more moisture for each degree Celsius of warming, which tends to make
  // heavy downpours heavier and droughts more severe in many regions, ..." (Same article: "About 97 percent of
  // Earth's water is salt water in the oceans.")
  {
    question: 'how much more moisture does warmer air hold',
    kind: 'number',
    expected: [/\b7 ?(?:percent|per cent|%)/i],
    forbidden: [/\b97 ?(?:percent|per cent|%) more\b/i],
  },
];

const abstain: EvalQuestion[] = [
  // grep -ri "bong joon", "joon": nothing; "parasite" only as WordNet's organism senses. WordNet 01387328
  // parasite: "an animal or plant that lives in or on a host (another animal or plant); it obtains nourishment
  // from the host without benefiting or killing the host".
  {
    question: 'who directed parasite',
    kind: 'person',
    expected: [],
    forbidden: [/lives in or on a host/i, /obtains nourishment from the host/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "gandalf", "lord of the rings", "mckellen": nothing. WordNet 11365176 Tolkien: "British
  // philologist and writer of fantasies (born in South Africa) (1892-1973)"; 09512125 hobbit: "... invented by
  // J.R.R. Tolkien".
  {
    question: 'who played gandalf in lord of the rings',
    kind: 'person',
    expected: [],
    forbidden: [/\bTolkien\b/i, /\bhobbit\b/i],
    abstain: true,
  },
  // grep -ri "hewson", "u2": nothing; "bono" only in the Factbook gh (Ghana) Background: "the gold trade
  // started to boom in Bono (Bonoman) state in what is today southern Ghana" and its administrative divisions
  // "Ahafo, Ashanti, Bono, Bono East, ...".
  {
    question: "what is bono's real name",
    kind: 'person',
    expected: [],
    forbidden: [/\bGhana\b/i, /\bBonoman\b/i, /\bBono East\b/i, /\bAshanti\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "mcilroy", "scheffler", "masters tournament", "augusta national": nothing. WordNet 11184048
  // Masters, Edgar_Lee_Masters: "United States poet (1869-1950)"; 06713210 master's_degree.
  {
    question: 'who won the masters in 2025',
    kind: 'person',
    expected: [],
    forbidden: [/\bEdgar Lee Masters\b/i, /\bUnited States poet\b/i, /\bmaster's degree\b/i],
    abstain: true,
  },
  // grep -ri "breaking bad", "gilligan", "walter white": nothing. WordNet 06634278 episode, installment: "a part
  // of a broadcast serial"; 05151326 bad, badness: "that which is below standard or expectations as of ethics
  // or decency".
  {
    question: 'how many episodes of breaking bad are there',
    kind: 'number',
    expected: [],
    forbidden: [/part of a broadcast serial/i, /below standard or expectations/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "ps5", "ps 5", "playstation": nothing. WordNet 06777334 postscript, PS: "a note appended to a letter
  // after the signature".
  {
    question: 'how much does a ps5 cost',
    kind: 'number',
    expected: [],
    forbidden: [/appended to a letter/i, /\bpostscript\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "hunger games", "suzanne collins": nothing. WordNet 14063016 hunger: "a physiological need for
  // food; the consequence of food deprivation"; 04952431 hunger: "strong desire for something (not food or
  // drink)"; 10924911 Collins, Wilkie_Collins: "English writer ...".
  {
    question: 'who wrote the hunger games',
    kind: 'creator',
    expected: [],
    forbidden: [/physiological need for food/i, /strong desire for something/i, /\bWilkie Collins\b/i],
    abstain: true,
  },
  // grep -ri "james cameron", "na'vi": nothing ("pandora" only as the Greek myth, WordNet 03887322
  // Pandora's_box; the only Cameron is a quoted "Normon Cameron" in a WordNet example). WordNet 09553360 avatar: "the manifestation of a Hindu deity (especially
  // Vishnu) in human or superhuman or animal form; ..."; 10438047 embodiment, incarnation, avatar: "a new
  // personification of a familiar idea; ...".
  {
    question: 'how long is the movie avatar',
    kind: 'number',
    expected: [],
    forbidden: [/\bHindu deity\b/i, /\bVishnu\b/i, /personification of a familiar idea/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "lyles", "100 metres", "100m": nothing with a winner ("100 m" and "100 meters" only as lengths of
  // islands, towers and radio waves). WordNet 11151125 Lewis, Carl_Lewis: "United States athlete who won gold
  // medals at the Olympics for his skill in sprinting and jumping (born in 1961)"; 07484183 dash: "a footrace
  // run at top speed; "he is preparing for the 100-yard dash"".
  {
    question: 'who won the 100m at the 2024 olympics',
    kind: 'person',
    expected: [],
    forbidden: [/\bCarl Lewis\b/i, /\bfootrace run at top speed\b/i],
    abstain: true,
  },
  // grep -ri "206 bones", and "206" in any file naming bones: nothing (pp's "5,206,211" only). WordNet 05277400
  // bone, os: "rigid connective tissue that makes up the skeleton of vertebrates"; 02872589 bones, castanets:
  // "(used in the plural) a percussion instrument ...".
  {
    question: 'how many bones are in the human body',
    kind: 'number',
    expected: [],
    forbidden: [/\bpercussion instrument\b/i, /\bcastanets\b/i],
    abstain: true,
  },
  // grep -ri "djokovic": nothing; "grand slam" only as WordNet 07489949 grand_slam: "winning all of the tricks in
  // a hand of bridge". The Novaks the library holds are Factbook hu's "Katalin NOVAK (Fidesz) elected president"
  // (2022) and si's "Ljudmila NOVAK (NSi) 7.2%".
  {
    question: 'how many grand slams has novak djokovic won',
    kind: 'number',
    expected: [],
    forbidden: [/\bKatalin\b/i, /\bLjudmila\b/i, /\bFidesz\b/i, /tricks in a hand of bridge/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "ramadan": WordNet 15243068 Ramadan: "the ninth month of the Islamic calendar; the month of
  // fasting; ..."; 01245636 Ramadan: "(Islam) a fast ..."; no date in any year, and no Factbook hit names 2026
  // beside it.
  {
    question: 'when does ramadan start in 2026',
    kind: 'date',
    expected: [],
    forbidden: [/\b(?:1[6-9]|2[0-1]) February 2026\b/i, /\bFebruary (?:1[6-9]|2[0-1]),? 2026\b/i],
    abstain: true,
  },
  // grep -ri "netflix": nothing. WordNet 10689922 subscriber, reader: "someone who contracts to receive and pay
  // for a service or a certain number of issues of a publication"; 10689749 subscriber, contributor: "someone
  // who contributes (or promises to contribute) a sum of money".
  {
    question: 'how many people pay for netflix',
    kind: 'number',
    expected: [],
    forbidden: [/contracts to receive and pay for a service/i, /promises to contribute/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "windows 11", "windows 10", "microsoft windows": nothing. WordNet 06593999 Windows: "(trademark) an
  // operating system with a graphical user interface"; the typescript article names Microsoft only as
  // TypeScript's developer ("Microsoft released TypeScript publicly in 2012").
  {
    question: 'windows 11 release date',
    kind: 'date',
    expected: [],
    forbidden: [/\b(?:5 October|October 5,?) 2021\b/i, /\breleased (?:publicly )?in 2012\b/i],
    abstain: true,
  },
];

export const PUBLIC9_QUESTIONS: EvalQuestion[] = [...countries, ...words, ...articles, ...abstain];
