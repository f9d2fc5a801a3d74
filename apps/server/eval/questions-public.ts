/**
 * Held-out questions for `npm run eval` in the style of public QA datasets (WebQuestions, TriviaQA, Natural
 * Questions): lower-case, often without a question mark, sometimes informal. Written by a helper who did not
 * see the engine's rules; a rule counts as good only when it also fixes these. Country facts were checked
 * against the final-edition Factbook (January 2026); the trivia questions were checked to have no answer in
 * the Factbook, WordNet or library/ articles. Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

export const PUBLIC_STYLE_QUESTIONS: EvalQuestion[] = [
  // ── Country facts (Factbook, final edition) ──────────────────────────────────────────────────────────

  // Factbook pe (south-america/pe.json) Economy › Exchange rates › Currency: "nuevo sol (PEN) per US dollar -".
  // WordNet sol: "the syllable naming the fifth (dominant) note of any musical scale in solmization",
  // "(Roman mythology) ancient Roman god; personification of the sun", "a colloid that has a continuous liquid phase ...".
  {
    question: 'what currency should i bring to peru',
    kind: 'place',
    expected: [/\bsol(?:es)?\b/i, /\bPEN\b/],
    forbidden: [/colloid/i, /solmization/i, /personification of the sun/i],
  },
  // Factbook gm (europe/gm.json) Government › Executive branch › head of government:
  // "Chancellor Friedrich MERZ (since 6 May 2025)". Neither Scholz nor Merkel appears in the file.
  {
    question: 'who is the leader of germany now',
    kind: 'person',
    expected: [/\bMerz\b/i],
    forbidden: [/Scholz/i, /Merkel/i],
  },
  // Factbook br (south-america/br.json) People and Society › Languages › Languages:
  // "Portuguese (official and most widely spoken language); less common languages include Spanish ...".
  {
    question: 'what language do people in brazil speak',
    kind: 'place',
    expected: [/Portuguese/i],
    forbidden: [/systematic means of communicating/i, /communication by word of mouth/i],
  },
  // Factbook ke (africa/ke.json) Government › Capital › time difference:
  // "UTC+3 (8 hours ahead of Washington, DC, during Standard Time)".
  // WordNet time zone: "any of the 24 regions of the globe (loosely divided by longitude) ...".
  {
    question: 'what timezone is kenya in',
    kind: 'place',
    expected: [/UTC\s?\+\s?3\b/i, /GMT\s?\+\s?3\b/i, /East Africa(?:n)? Time/i],
    forbidden: [/24 regions of the globe/i],
  },
  // Factbook mg (east-n-southeast-asia/mg.json) Geography › Map references: "Asia";
  // Geography › Location: "Northern Asia, between China and Russia".
  {
    question: 'what continent is mongolia on',
    kind: 'place',
    expected: [/\bAsia\b/i],
    forbidden: [/\bEurope\b/i, /\bAfrica\b/i],
  },
  // Factbook ca (north-america/ca.json) People and Society › Major urban areas - population:
  // "6.372 million Toronto, 4.308 million Montreal, ... 1.437 million OTTAWA (capital) (2023)";
  // Geography › Area › total: "9,984,670 sq km" (the country's area, not a city's size).
  {
    question: 'whats the biggest city in canada',
    kind: 'superlative',
    expected: [/Toronto/i],
    forbidden: [/9,984,670/, /largest city\W+(?:is\s+)?Ottawa/i],
  },
  // Factbook ma (africa/ma.json) People and Society › Nationality › noun: "Malagasy (singular and plural)".
  // WordNet call: "a telephone connection; ..."; someone: "a human being; ...".
  {
    question: 'what do you call someone from madagascar',
    kind: 'demonym',
    expected: [/Malagasy/i],
    forbidden: [/telephone connection/i, /a human being/i],
  },
  // Factbook eg (africa/eg.json) Government › Country name › conventional long form: "Arab Republic of Egypt";
  // local long form: "Jumhuriyat Misr al-Arabiyah".
  {
    question: 'What is the official name of Egypt?',
    kind: 'place',
    expected: [/Arab Republic of Egypt/i, /Jumhuriyat Misr al-Arabiyah/i],
    forbidden: [],
  },
  // Factbook it (europe/it.json) Government › Flag › description:
  // "three equal vertical bands of green (left side), white, and red".
  // WordNet flag: also "plants with sword-shaped leaves and erect stalks ..." and "stratified stone that splits into
  // pieces suitable as paving stones".
  {
    question: 'what are the colors of the italian flag',
    kind: 'place',
    expected: [/\bgreen\b/i, /\bwhite\b/i, /\bred\b/i],
    match: 'all',
    forbidden: [/sword-shaped leaves/i, /paving stones/i],
  },
  // Factbook ci (south-america/ci.json) Economy › Exports - commodities:
  // "copper ore, refined copper, fish, carbonates, pitted fruits (2023)";
  // Economy › Imports - commodities: "refined petroleum, crude petroleum, cars, garments, trucks (2023)".
  {
    question: 'what are the main exports of chile',
    kind: 'place',
    expected: [/copper/i],
    forbidden: [/refined petroleum, crude petroleum/i, /garments, trucks/i],
  },
  // Factbook in (south-asia/in.json) Government › National symbol(s): "the Lion Capital of Ashoka, which depicts
  // four Asiatic lions standing back-to-back ... (official); Bengal tiger and lotus flower (traditional)".
  {
    question: "what is india's national animal",
    kind: 'place',
    expected: [/Bengal tiger/i, /\btigers?\b/i, /Asiatic lions?/i],
    forbidden: [],
  },
  // Factbook ja (east-n-southeast-asia/ja.json) People and Society › Population › total: "123,201,945 (2024 est.)";
  // Geography › Area › total: "377,915 sq km".
  {
    question: 'how many people live in japan',
    kind: 'number',
    expected: ['123,201,945', /123\.2\s?million/i],
    forbidden: [/377,915/],
  },
  // Factbook sa (middle-east/sa.json) Government › Government type: "absolute monarchy".
  // WordNet government: "the organization that is the governing authority of a political unit".
  {
    question: 'what kind of government does saudi arabia have',
    kind: 'place',
    expected: [/absolute monarchy/i],
    forbidden: [/governing authority of a political unit/i, /presidential republic/i],
  },
  // Factbook th (east-n-southeast-asia/th.json) People and Society › Religions:
  // "Buddhist 92.5%, Muslim 5.4%, Christian 1.2%, other 0.9% ... (2021 est.)".
  // WordNet religion: "a strong belief in a supernatural power or powers ...".
  {
    question: 'what is the main religion of thailand?',
    kind: 'place',
    expected: [/Buddhis[mt]/i],
    forbidden: [/supernatural power/i],
  },
  // Factbook ar (south-america/ar.json) Geography › Elevation › highest point: "Cerro Aconcagua (located in the
  // northwestern corner of the province of Mendoza; highest point in South America) 6,962 m";
  // lowest point: "Laguna del Carbón ... -105 m".
  {
    question: 'highest mountain in argentina',
    kind: 'superlative',
    expected: [/Aconcagua/i],
    forbidden: [/Laguna del Carb/i, /-105 m/],
  },
  // Factbook sz (europe/sz.json) Geography › Land boundaries › border countries:
  // "Austria 158 km; France 525 km; Italy 698 km; Liechtenstein 41 km; Germany 348 km".
  {
    question: 'what countries border switzerland',
    kind: 'place',
    expected: [/Austria/i, /France/i, /Italy/i, /Liechtenstein/i, /Germany/i],
    match: 'all',
    forbidden: [],
  },
  // Factbook rs (central-asia/rs.json) People and Society › Major urban areas - population:
  // "12.680 million MOSCOW (capital), 5.561 million Saint Petersburg, ... (2023)";
  // Population › total: "140,134,279 (2025 est.)" (the whole country).
  {
    question: "what's the population of russia's capital",
    kind: 'number',
    expected: [
      inSentence(['12\\.68\\d?\\s?million', 'Moscow'], ['Moscow', '12\\.68\\d?\\s?million']),
      /12,680,000/,
    ],
    forbidden: [/140,134,279/],
  },
  // Factbook mx (north-america/mx.json) Government › National anthem(s) › title:
  // "\"Himno Nacional Mexicano\" (National Anthem of Mexico)"; lyrics/music: "Francisco Gonzalez BOCANEGRA/Jaime Nuno ROCA".
  {
    question: 'what is the national anthem of mexico called',
    kind: 'place',
    expected: [/Himno Nacional Mexicano/i],
    forbidden: [],
  },
  // Factbook gh (africa/gh.json) Government › Independence: "6 March 1957 (from the UK)".
  {
    question: 'when did ghana gain independence',
    kind: 'date',
    expected: [/6 March 1957/i, /March 6,? 1957/i],
    forbidden: [],
  },
  // Factbook ic (europe/ic.json) Geography › Climate:
  // "temperate; moderated by North Atlantic Current; mild, windy winters; damp, cool summers".
  // WordNet climate: "the weather in some location averaged over some long period of time".
  {
    question: 'what is the climate like in iceland',
    kind: 'place',
    expected: [/temperate/i, /North Atlantic Current/i, /mild,? windy winters/i],
    forbidden: [/averaged over some long period/i],
  },
  // Factbook sf (africa/sf.json) Geography › Natural resources: "gold, chromium, antimony, coal, iron ore,
  // manganese, nickel, phosphates, tin, rare earth elements, uranium, gem diamonds, platinum, copper, vanadium,
  // salt, natural gas".
  {
    question: 'natural resources of south africa',
    kind: 'place',
    expected: [/chromium/i, /antimony/i, /platinum/i, /vanadium/i],
    forbidden: [],
  },
  // Factbook tu (middle-east/tu.json) Government › Capital › name: "Ankara";
  // Major urban areas - population: "15.848 million Istanbul, 5.397 million ANKARA (capital), ...".
  {
    question: 'whats the capital of turkey called',
    kind: 'place',
    expected: [/Ankara/i],
    forbidden: [/capital(?: city)?(?: of Turkey)? is Istanbul/i],
  },

  // ── Trivia the library does not hold (TriviaQA / Natural Questions style) ────────────────────────────
  // None of these answers is in the Factbook, WordNet or library/; `forbidden` names namesake glosses.

  // Heath Ledger. WordNet joker: "a playing card that is usually printed with a picture of a jester",
  // "a person who enjoys telling or playing jokes"; knight: "a chessman shaped to resemble the head of a horse".
  {
    question: 'who played the joker in the dark knight',
    kind: 'person',
    expected: [],
    forbidden: [/playing card/i, /chessman/i],
    abstain: true,
  },
  // Germany (beat Argentina 1-0). Factbook br Introduction › Background mentions only "The awarding of the 2014
  // FIFA World Cup ... to Brazil" (the host, not the winner); no file names the winner.
  {
    question: 'who won the 2014 world cup final',
    kind: 'person',
    expected: [],
    forbidden: [/\bBrazil\b/i],
    abstain: true,
  },
  // Queen (Freddie Mercury). WordNet Bohemian: "a native or inhabitant of Bohemia in the Czech Republic",
  // bohemian: "unconventional in especially appearance and behavior"; queen (chess): "the most powerful
  // piece".
  {
    question: 'who sang bohemian rhapsody',
    kind: 'creator',
    expected: [],
    forbidden: [/inhabitant of Bohemia/i, /unconventional/i, /most powerful piece/i],
    abstain: true,
  },
  // 1912 (15 April). "Titanic" is in no Factbook file or library/ article; WordNet titanic: "of great force or power".
  {
    question: 'what year did the titanic sink',
    kind: 'date',
    expected: [],
    forbidden: [/great force or power/i],
    abstain: true,
  },
  // Phil Knight and Bill Bowerman. WordNet Nike: "(Greek mythology) winged goddess of victory; identified with
  // Roman Victoria"; Factbook cy (Cyprus) mentions only "... may have been named after Nike, the Greek goddess of
  // victory".
  {
    question: 'who founded nike',
    kind: 'person',
    expected: [],
    forbidden: [/goddess of victory/i],
    abstain: true,
  },
  // Denver Broncos (Super Bowl 50, February 2016). "Super Bowl" is in no Factbook file, WordNet or library/;
  // WordNet super: "a caretaker for an apartment house ...", "of the highest quality"; bowl: "a round vessel that is
  // open at the top ...".
  {
    question: 'who won the super bowl in 2016',
    kind: 'person',
    expected: [],
    forbidden: [/caretaker for an apartment/i, /round vessel/i],
    abstain: true,
  },
  // 10 seasons (1994-2004). WordNet Friend: "a member of the Religious Society of Friends founded by George Fox";
  // friend: "a person you know well and regard with affection and trust"; season: "a period of the year ...".
  {
    question: 'how many seasons of friends are there',
    kind: 'number',
    expected: [],
    forbidden: [/Religious Society of Friends/i, /Quaker/i, /regard with affection/i],
    abstain: true,
  },
  // Chris Martin. "Coldplay" is in no Factbook file, WordNet or library/; WordNet lead (noun):
  // "a soft heavy toxic malleable metallic element; bluish white when freshly cut ...".
  {
    question: 'who is the lead singer of coldplay',
    kind: 'person',
    expected: [],
    forbidden: [/metallic element/i],
    abstain: true,
  },
];
