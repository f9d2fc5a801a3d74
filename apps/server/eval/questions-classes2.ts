import type { EvalQuestion } from './questions.js';

/**
 * Twelve questions of the classes handled in session 2026-12-01 (second), written by a helper who saw only
 * the class names, not the rules or the questions that showed them. Do not tune the engine to them one by one.
 */
export const CLASS2_QUESTIONS: EvalQuestion[] = [
  // --- 1. Who won / who defeated a battle or contest ---

  // wordnet data.noun 01283007 Hastings / battle_of_Hastings: "the decisive battle in which William the Conqueror
  // (duke of Normandy) defeated the Saxons under Harold II (1066) ..."; also 11408533 William_I: "he defeated
  // Harold II at the battle of Hastings in 1066". Namesake 11054303 Thomas_Hastings: "United States architect ...".
  {
    question: 'who won the battle of hastings',
    kind: 'person',
    expected: [/William the Conqueror/i, /William I\b/],
    forbidden: [/architect/i],
  },
  // Not stated: the Factbook mentions the 2022 World Cup only as hosted (middle-east/qa.json: "Qatar became the
  // first country in the Arab world to host the FIFA Men’s World Cup in 2022"); wordnet 07479525 World_Cup: "a
  // soccer tournament held every four years ..." names no winner; no library article mentions it.
  {
    question: 'who won the 2022 world cup',
    kind: 'person',
    expected: [],
    forbidden: [/Qatar/i, /Argentina/i],
    abstain: true,
  },

  // --- 2. Who made X ---

  // wordnet data.noun 06580728 MS-DOS / Microsoft_disk_operating_system: "an operating system developed by Bill
  // Gates for personal computers". library/technology/typescript.md names another Microsoft creator ("its lead
  // architect, Anders Hejlsberg"), which must not be given instead.
  {
    question: 'who made ms-dos',
    kind: 'creator',
    expected: [/Bill Gates/i],
    forbidden: [/Hejlsberg/i],
  },
  // Not stated: the film is named only in wordnet 06627379 feature's example ("the feature tonight is
  // `Casablanca'"); 08992149 Casablanca: "a port on the Atlantic and the largest city of Morocco"; 10874643
  // Bogart: "United States film actor (1899-1957)" (no film named). No director or studio in the library.
  {
    question: 'who made the movie casablanca',
    kind: 'creator',
    expected: [],
    forbidden: [/largest city of Morocco/i, /Bogart/i],
    abstain: true,
  },

  // --- 3. A time of day ---

  // Not stated: wordnet 03698268 Louvre / Louvre_Museum: "an art museum that is a famous tourist attraction in
  // Paris" (namesake 03698002 louver/louvre: "one of a set of parallel slats in a door or window"); no opening
  // hours anywhere (grep of the Factbook and library/ for "opening hours", "opens at", "a.m."/"p.m." finds none).
  {
    question: 'what time does the louvre open',
    kind: 'date',
    expected: [],
    forbidden: [/\b\d{1,2}(?::\d\d)?\s?(?:a\.?m\b|p\.?m\b)/i, /\d{1,2}:\d\d/, /slats/i],
    abstain: true,
  },
  // Not stated: wordnet 03271817 Eiffel_Tower: "a wrought iron tower 300 meters high that was constructed in Paris
  // in 1889 ..." (a year, not a closing time); neither the Factbook nor library/ mentions the tower's hours.
  {
    question: 'when does the eiffel tower close',
    kind: 'date',
    expected: [],
    forbidden: [/\b\d{1,2}(?::\d\d)?\s?(?:a\.?m\b|p\.?m\b)/i, /\d{1,2}:\d\d/, /1889/],
    abstain: true,
  },

  // --- 4. A price ---

  // Not stated: the only mention is central-america-n-caribbean/es.json (El Salvador, economic overview): "$1.3
  // billion IMF loan to address fiscal imbalances; Bitcoin adopted as legal tender"; no price; not in WordNet.
  {
    question: 'bitcoin price today',
    kind: 'number',
    expected: [],
    forbidden: [/\$\s?\d/, /1\.3 billion/i, /legal tender/i],
    abstain: true,
  },
  // Not stated: the Factbook holds gold only as countries' reserves ("holdings of gold (year-end prices)/foreign
  // exchange/special drawing rights in current dollars", e.g. africa/gh.json) and export lists; no price per
  // ounce (grep "per ounce", "price of gold", "gold price" finds none); wordnet 14662977 gold gives none.
  {
    question: 'how expensive is an ounce of gold',
    kind: 'number',
    expected: [],
    forbidden: [/\$\s?\d/, /reserves of foreign exchange/i, /atomic number 79/i],
    abstain: true,
  },

  // --- 5. Best X in Y ---

  // Not stated: wordnet 08823417 Naples / Napoli: "a port and tourist center in southwestern Italy; capital of the
  // Campania region"; 07889783 pizza: "Italian open pie made of thin bread dough ..."; no ranking of pizzerias.
  {
    question: 'best pizza in naples',
    kind: 'superlative',
    expected: [],
    forbidden: [/tourist center/i, /Italian open pie/i],
    abstain: true,
  },
  // Not stated: wordnet 08943121 Tokyo: "the capital and largest city of Japan; the economic and cultural center of
  // Japan"; 07895426 sushi: "rice (with raw fish) wrapped in seaweed"; no restaurants anywhere in the library.
  {
    question: 'what is the best sushi restaurant in tokyo',
    kind: 'superlative',
    expected: [],
    forbidden: [/capital and largest city of Japan/i, /raw fish/i],
    abstain: true,
  },

  // --- 6. A group of people living in another country ---

  // Factbook europe/gm.json (Germany), People and Society, Ethnic groups: "German 85.4%, Turkish 1.8%, Ukrainian
  // 1.4%, Syrian 1.1%, Romanian 1%, Poland 1%, other/stateless/unspecified 8.3% (2022 est.)". Forbidden: Turkey's
  // own profile (middle-east/tu.json): Population "84,625,585 (2025 est.)", Ethnic groups "Turkish 70-75%,
  // Kurdish 19%, other minorities 6-11% (2016 est.)".
  {
    question: 'how many turkish people live in germany',
    kind: 'number',
    expected: [/1\.8\s?%/],
    forbidden: [/84,625,585/, /70-75\s?%/, /Kurdish 19/i],
  },
  // Factbook east-n-southeast-asia/my.json (Malaysia), Ethnic groups: "Bumiputera 63.8% (Malay 52.8% and
  // indigenous peoples, ...), Chinese 20.6%, Indian 6%, other 0.6%, non-citizens 9% (2023 est.)". Forbidden:
  // China's own profile (east-n-southeast-asia/ch.json): Population "1,407,181,209 (2025 est.)", Ethnic groups
  // "Han Chinese 91.1%, ethnic minorities 8.9% ..."; and Singapore's Chinese share (sn.json: "Chinese 74.2%").
  {
    question: 'what percent of malaysia is chinese',
    kind: 'number',
    expected: [/20\.6\s?%/],
    forbidden: [/1,407,181,209/, /91\.1\s?%/, /74\.2\s?%/],
  },
];
