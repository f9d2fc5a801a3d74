/**
 * A sixth held-out question set in the style of public QA datasets (WebQuestions, TriviaQA, Natural
 * Questions): short, lower-case, casual questions as people type them into a search box. Written by a helper
 * who did not see the engine. Every expected fact was checked against the library text (the Factbook final
 * edition of January 2026, WordNet 3.1 and the starter articles in `library/`), quoted in the comment above
 * each question; every `abstain` question was checked by a case-insensitive grep over the Factbook, the
 * WordNet dict files and the articles to have no answer there.
 * Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

/** Digit-group separators as a figure may be written: "10,059,519", "10.059.519", "10 059 519". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

const countries: EvalQuestion[] = [
  // Factbook tz (africa/tz.json) Government › Capital › name: "Dodoma"; People and Society › Major urban areas
  // - population: "262,000 Dodoma (legislative capital) (2018), 7.776 million DAR ES SALAAM (administrative
  // capital), 1.311 million Mwanza, 800,000 Zanzibar (2023)".
  {
    question: 'whats the capital of tanzania',
    kind: 'place',
    expected: [/\bDodoma\b/i],
    forbidden: [
      /capital (?:city )?(?:of Tanzania )?is Dar es Salaam\b/i,
      /Dar es Salaam is (?:the |Tanzania's )?capital\b/i,
    ],
  },
  // Factbook et (africa/et.json) People and Society › Nationality › noun: "Ethiopian(s)"; Languages ›
  // Languages: "Oromo (official regional working language) 33.8%, Amharic (official national language) 29.3%,
  // Somali (official regional working language) 6.2%, Tigrigna (Tigrinya) ... 5.9%, ..., English (2007 est.)".
  {
    question: 'what language do ethiopians speak',
    kind: 'demonym',
    expected: [/\bAmharic\b/i, /\bOromo\b/i],
    forbidden: [/\bArabic\b/i],
  },
  // Factbook hr (europe/hr.json) Economy › Exchange rates › Currency: "euros (EUR) per US dollar -"; note:
  // "Croatia used the kuna prior to conversion to the euro on 1 January 2023. During the transition period the
  // exchange rate was fixed at 7.53450 kuna to 1 euro."
  {
    question: 'what currency does croatia use',
    kind: 'place',
    expected: [/\beuros?\b/i, /\bEUR\b/],
    forbidden: [/\b(?:uses|use|currency is) (?:the )?(?:Croatian )?kuna\b/i],
  },
  // Factbook cu (central-america-n-caribbean/cu.json) People and Society › Population › total: "10,059,519 (2025
  // est.)".
  {
    question: 'population of cuba',
    kind: 'number',
    expected: [new RegExp(String.raw`\b10${SEP}059${SEP}519\b`), /\b10\.06 million\b/i],
    forbidden: [],
  },
  // Factbook ir (middle-east/ir.json) Geography › Area › total: "1,648,195 sq km"; Factbook sa
  // (middle-east/sa.json) Geography › Area › total: "2,149,690 sq km". So no: Saudi Arabia is the larger.
  {
    question: 'is iran bigger than saudi arabia',
    kind: 'comparison',
    expected: [
      inSentence(
        ['Saudi Arabia', String.raw`\b(?:larger|bigger)\b`, 'Iran'],
        ['Iran', String.raw`\bsmaller\b`, 'Saudi Arabia'],
      ),
    ],
    forbidden: [
      inSentence(
        ['Iran', String.raw`\bis (?:larger|bigger) than`, 'Saudi Arabia'],
        ['Saudi Arabia', String.raw`\bis smaller than`, 'Iran'],
      ),
    ],
  },
  // Factbook vm (east-n-southeast-asia/vm.json) People and Society › Major urban areas - population: "9.321
  // million Ho Chi Minh City, 5.253 million HANOI (capital), 1.865 million Can Tho, 1.423 million Hai Phong,
  // 1.221 million Da Nang, 1.111 million Bien Hoa (2023)".
  {
    question: 'biggest city in vietnam',
    kind: 'place',
    expected: [/\bHo Chi Minh City\b/i],
    forbidden: [/\bHanoi,? (?:is|remains) (?:the |Vietnam's )?(?:largest|biggest|most populous)\b/i],
  },
  // Factbook am (central-asia/am.json) People and Society › Religions: "Armenian Apostolic 95.2%, not stated
  // 1.7%; less than 1%: Catholic, no religion, Evangelical, Shar-fadinian, other, Armenian Orthodox, Jehovah's
  // Witness, Pagan, Molokan (2022 est.)".
  {
    question: 'main religion in armenia',
    kind: 'place',
    expected: [/\bArmenian Apostolic\b/i],
    forbidden: [/\b(?:mostly|mainly|predominantly|majority) Muslim\b/i],
  },
  // Factbook ar (south-america/ar.json) Government › Executive branch › chief of state: "President Javier
  // Gerardo MILEI (since 10 December 2023)"; head of government: the same.
  {
    question: 'who is the president of argentina',
    kind: 'person',
    expected: [/\bMilei\b/i],
    forbidden: [/\bFern[aá]ndez (?:is|remains) (?:the )?(?:current )?president\b/i],
  },
  // Factbook qa (middle-east/qa.json) Economy › Exports - commodities: "natural gas, crude petroleum, refined
  // petroleum, plastics, fertilizers (2023)".
  {
    question: 'what does qatar export',
    kind: 'place',
    expected: [/\bnatural gas\b/i, /\bLNG\b/],
    forbidden: [],
  },
  // Factbook sn (east-n-southeast-asia/sn.json) Geography › Climate: "tropical; hot, humid, rainy; two
  // distinct monsoon seasons - northeastern monsoon (December to March) and southwestern monsoon (June to
  // September); inter-monsoon - frequent afternoon and early evening thunderstorms".
  {
    question: 'what is the weather like in singapore',
    kind: 'place',
    expected: [/\btropical\b/i, /\bhot,? humid\b/i, /\bmonsoon/i],
    forbidden: [],
  },
  // Factbook be (europe/be.json) Geography › Land boundaries › border countries: "France 556 km; Germany 133
  // km; Luxembourg 130 km; Netherlands 478 km".
  {
    question: 'what countries border belgium',
    kind: 'place',
    expected: ['France', 'Germany', 'Luxembourg', 'Netherlands'],
    match: 'all',
    forbidden: [],
  },
  // Factbook nz (australia-oceania/nz.json) Geography › Elevation › highest point: "Aoraki/Mount Cook 3,724
  // m; note - the mountain's height was 3,764 m until 14 December 1991 when it lost about 10 m in an avalanche
  // ...".
  {
    question: 'highest mountain in new zealand',
    kind: 'place',
    expected: [/\bAoraki\b/i, /\bM(?:oun)?t\.? Cook\b/i],
    forbidden: [],
  },
  // Factbook as (australia-oceania/as.json) Geography › Coastline: "25,760 km".
  {
    question: 'australia coastline length km',
    kind: 'number',
    expected: [new RegExp(String.raw`\b25${SEP}760\s?(?:km|kilomet)`, 'i')],
    forbidden: [],
  },
  // Factbook mx (north-america/mx.json) Government › Independence: "16 September 1810 (declared independence
  // from Spain); 27 September 1821 (recognized by Spain)".
  {
    question: 'when did mexico gain independence',
    kind: 'date',
    expected: [/\b1810\b/],
    forbidden: [],
  },
  // Factbook in (south-asia/in.json) People and Society › Literacy › total population: "81.7% (2023 est.)";
  // male: "88.3% (2023 est.)"; female: "74.9% (2023 est.)".
  {
    question: 'how many people in india can read',
    kind: 'number',
    expected: [/\b81\.7\s?(?:%|percent|per cent)/i],
    forbidden: [],
  },
  // Factbook eg (africa/eg.json) Communications › Internet users › percent of population: "73% (2023 est.)".
  {
    question: 'how many egyptians use the internet',
    kind: 'number',
    expected: [/\b73\s?(?:%|percent|per cent)/i],
    forbidden: [],
  },
];

const words: EvalQuestion[] = [
  // WordNet data.noun 02457010 armadillo (its only sense): "burrowing chiefly nocturnal mammal with body covered
  // with strong horny plates". (The Factbook gj, Grenada, mentions "the armadillo and Grenada dove" on its coat
  // of arms: not a definition.)
  {
    question: 'what is an armadillo',
    kind: 'definition',
    expected: [/burrowing chiefly nocturnal mammal/i, /strong horny plates/i],
    forbidden: [],
  },
  // WordNet data.noun 07502515 nostalgia (its only sense): "longing for something past".
  {
    question: 'what does nostalgia mean',
    kind: 'definition',
    expected: [/longing for something past/i],
    forbidden: [],
  },
  // WordNet data.noun 10704310 sycophant, toady, crawler, lackey, ass-kisser (the only sense of "sycophant"):
  // "a person who tries to please someone in order to gain a personal advantage".
  {
    question: 'sycophant meaning',
    kind: 'definition',
    expected: [/tries to please someone in order to gain a personal advantage/i],
    forbidden: [],
  },
  // WordNet data.noun 06392118 haiku (its only sense): "an epigrammatic Japanese verse form of three short
  // lines".
  {
    question: 'what is a haiku',
    kind: 'definition',
    expected: [/epigrammatic Japanese verse form/i, /Japanese verse form of three short lines/i],
    forbidden: [],
  },
];

const articles: EvalQuestion[] = [
  // library/science/volcanoes.md (lead): "Volcanoes are found on Earth, on Mars, on Venus and, most
  // spectacularly, on Jupiter's moon Io, which is the most volcanically active body in the Solar System."
  // (WordNet 09337963 Io: "the closest of Jupiter's moons; has active volcanoes". The Factbook's "most active
  // volcano" phrases are Earth-bound: it "Etna (3,330 m) is Europe's most active volcano", us "Pavlof ... is the
  // most active volcano in Alaska's Aleutian Arc".)
  {
    question: 'most volcanically active place in the solar system',
    kind: 'superlative',
    expected: [/\bIo\b/],
    forbidden: [
      inSentence([
        String.raw`\b(?:Etna|Pavlof|Kilauea)\b`,
        'most (?:volcanically )?active (?:body|place) in the solar system',
      ]),
    ],
  },
  // library/history/roman-empire.md › The fall of the West and the survival of the East: "In 476 the Germanic
  // commander Odoacer deposed the last western emperor, Romulus Augustulus, a date traditionally used to mark the
  // fall of the Western Roman Empire." (WordNet 09579434 Romulus is the mythical founder of Rome: "suckled with
  // his twin brother Remus by a wolf ...".)
  {
    question: 'who was the last emperor of western rome',
    kind: 'person',
    expected: [/\bRomulus Augustulus\b/i],
    forbidden: [
      inSentence(['Odoacer', String.raw`\b(?:was|became) the last (?:western )?(?:Roman )?emperor`]),
      /suckled with his twin brother/i,
    ],
  },
  // library/science/dna.md › Structure: "The double helix was described in 1953 by James Watson and Francis
  // Crick, building on X-ray diffraction images of DNA made by Rosalind Franklin and Maurice Wilkins.
  // Franklin's data, especially the photograph known as "Photo 51", were crucial to the discovery." (WordNet's
  // Franklins are Benjamin Franklin, 10999075, and John Hope Franklin, 10999531.)
  {
    question: 'who took photo 51',
    kind: 'creator',
    expected: [/\bRosalind Franklin\b/i, /\bFranklin's data\b/i],
    forbidden: [/\bBenjamin Franklin\b/i, /\bJohn Hope Franklin\b/i],
  },
  // library/technology/typescript.md › Strictness and gradual adoption: "Its behaviour is controlled by a
  // configuration file, `tsconfig.json`. The `strict` option enables a family of stricter checks, the most
  // important being strict null checking, which forces code to handle the possibility that a value is `null`
  // or `undefined` ..."
  {
    question: 'how do i turn on strict null checks in typescript',
    kind: 'how-why',
    expected: [/\btsconfig(?:\.json)?\b/i, /\bstrict\W{0,3} option\b/i],
    forbidden: [],
  },
];

const abstain: EvalQuestion[] = [
  // Namesake. grep -riE "gilliam" over /tmp/fb, the WordNet dict and library/: nothing; no film "Brazil"
  // anywhere. "Brazil" is the Factbook br (capital "Brasília", chief of state "President Luiz Inácio LULA da
  // Silva") and WordNet "the largest Latin American country and the largest Portuguese speaking country in the
  // world ..." and "three-sided tropical American nut ...".
  {
    question: 'who directed the movie brazil',
    kind: 'creator',
    expected: [],
    forbidden: [/\bBras[ií]lia\b/i, /\bLula\b/i, /largest Latin American country/i, /tropical American nut/i],
    abstain: true,
    strict: true,
  },
  // Namesake. grep -ri "jamaica inn": nothing. WordNet 10965255 du_Maurier (Daphne): "English writer of
  // melodramatic novels (1907-1989)", which names no novel. "Jamaica" is the Factbook jm (capital "Kingston",
  // PM "Andrew HOLNESS") and WordNet "a country on the island of Jamaica; became independent of England in
  // 1962 ..."; "inn" is WordNet "a hotel providing overnight lodging for travelers".
  {
    question: 'who wrote jamaica inn',
    kind: 'creator',
    expected: [],
    forbidden: [/\bKingston\b/i, /\bHolness\b/i, /island in the West Indies/i, /overnight lodging/i],
    abstain: true,
    strict: true,
  },
  // Namesake. grep -riE "real madrid|champions league": nothing. "Madrid" is the Factbook sp Government ›
  // Capital › name "Madrid" and WordNet "the capital and largest city situated centrally in Spain; home of an
  // outstanding art museum".
  {
    question: 'how many champions league titles does real madrid have',
    kind: 'number',
    expected: [],
    forbidden: [/capital and largest city situated centrally in Spain/i, /\bS[aá]nchez\b/i, /\bFelipe\b/i],
    abstain: true,
    strict: true,
  },
  // Namesake. grep -ri "final countdown": nothing; no band named Europe. WordNet europe: "the 2nd smallest
  // continent (actually a vast peninsula of Eurasia) ...", "the nations of the European continent
  // collectively ...".
  {
    question: 'when did the band europe release the final countdown',
    kind: 'date',
    expected: [],
    forbidden: [
      /2nd smallest continent/i,
      /vast peninsula of Eurasia/i,
      /nations of the European continent/i,
    ],
    abstain: true,
    strict: true,
  },
  // Namesake. grep -riE "mcclain|china anne": nothing ("China anne" matched only "China annexed" in pf). "China"
  // is the Factbook ch (capital "Beijing", "President XI Jinping (since 14 March 2013)") and WordNet "a
  // communist nation that covers a vast territory in eastern Asia ...", "high quality porcelain ...".
  {
    question: 'how old is china anne mcclain',
    kind: 'number',
    expected: [],
    forbidden: [/\bBeijing\b/i, /\bXi Jinping\b/i, /communist nation/i, /porcelain/i],
    abstain: true,
    strict: true,
  },
  // Namesake. grep -riE "amazon prime|prime video": nothing. WordNet amazon: "a large strong and aggressive
  // woman", "(Greek mythology) one of a nation of women warriors of Scythia ...", "a major South American
  // river; ... the world's 2nd longest river (4000 miles)", "mainly green tropical American parrots".
  {
    question: 'how much is amazon prime a month',
    kind: 'number',
    expected: [],
    forbidden: [/South American river/i, /women warriors/i, /American parrots/i, /aggressive woman/i],
    abstain: true,
    strict: true,
  },
  // Namesake. grep -riE "cook a turkey|roasting time": nothing; WordNet turkey "flesh of large domesticated fowl
  // usually roasted" gives no time or weight. "Turkey" is the Factbook tu (capital "Ankara", "President Recep
  // Tayyip ERDOGAN") and WordNet "a Eurasian republic in Asia Minor and the Balkans ...".
  {
    question: 'how long to cook a 15 pound turkey',
    kind: 'how-why',
    expected: [],
    forbidden: [/\bAnkara\b/i, /\bErdogan\b/i, /Eurasian republic/i],
    abstain: true,
  },
  // Namesake. grep -ri "ireland baldwin": nothing; WordNet Baldwin is an apple, Stanley Baldwin and James
  // Baldwin. "Ireland" is the Factbook ei (capital "Dublin", "President Catherine CONNOLLY (since 11 November
  // 2025)") and WordNet "a republic consisting of 26 of 32 counties comprising the island of Ireland ...".
  {
    question: 'how old is ireland baldwin',
    kind: 'number',
    expected: [],
    forbidden: [/\bDublin\b/i, /\bConnolly\b/i, /26 of 32 counties/i, /Stanley Baldwin/i, /James Baldwin/i],
    abstain: true,
    strict: true,
  },
  // Namesake. grep -ri "adesanya": nothing. "Israel" is the Factbook is (capital "Jerusalem", "Prime Minister
  // Benyamin NETANYAHU (since 29 December 2022)") and WordNet "Jewish republic in southwestern Asia at eastern
  // end of Mediterranean ...".
  {
    question: 'israel adesanya fight record',
    kind: 'person',
    expected: [],
    forbidden: [/\bJerusalem\b/i, /\bNetanyahu\b/i, /Jewish republic/i, /Hebrew tribes/i],
    abstain: true,
    strict: true,
  },
  // Namesake. grep -ri "raptors": nothing. "Toronto" is WordNet "the provincial capital and largest city in
  // Ontario (and the largest city in Canada)" and Factbook ca People and Society › Major urban areas -
  // population "6.372 million Toronto, ..."; WordNet raptor: "any of numerous
  // carnivorous birds that hunt and kill other animals"; Factbook ca "Prime Minister Mark CARNEY (since 14
  // March 2025)".
  {
    question: 'toronto raptors head coach',
    kind: 'person',
    expected: [],
    forbidden: [/\bCarney\b/i, /provincial capital and largest city in Ontario/i, /carnivorous birds/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "ballon": nothing.
  {
    question: "who won the 2025 ballon d'or",
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // WordNet 07383477 solar_eclipse: "the moon interrupts light from the sun" and 07383806 total_eclipse give
  // no dates; grep -ri "eclipse" over /tmp/fb and library/: nothing.
  {
    question: 'when is the next total solar eclipse',
    kind: 'date',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -riE "super bowl|superbowl": nothing; WordNet bowl: "a round vessel that is open at the top ...",
  // "a large structure for open-air sports or entertainments".
  {
    question: 'what channel is the super bowl on',
    kind: 'place',
    expected: [],
    forbidden: [/round vessel/i],
    abstain: true,
  },
  // grep -riE "super mario|nintendo": nothing ("mario" occurs only in names such as Paraguay's "Mario ABDO
  // Benitez" and in unrelated WordNet glosses).
  {
    question: 'who voices mario in the super mario bros movie',
    kind: 'person',
    expected: [],
    forbidden: [/\bAbdo\b/i],
    abstain: true,
  },
  // grep -riwE "mrbeast|youtube": nothing ("subscriber" occurs only in cable TV counts and "ISO (subscriber)").
  {
    question: 'how many subscribers does mrbeast have',
    kind: 'number',
    expected: [],
    forbidden: [/cable TV/i],
    abstain: true,
  },
  // grep -ri "starry night" matches only a WordNet data.adj example; WordNet 11380017 van_Gogh: "Dutch
  // Post-impressionist painter noted for his use of color (1853-1890)" names no painting.
  {
    question: 'who painted the starry night',
    kind: 'creator',
    expected: [],
    forbidden: [],
    abstain: true,
  },
];

export const PUBLIC6_QUESTIONS: EvalQuestion[] = [...countries, ...words, ...articles, ...abstain];
