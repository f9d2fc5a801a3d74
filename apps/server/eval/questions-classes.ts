/**
 * Class-targeted held-out questions in public-QA style (lower-case, informal), one or two per class: military
 * service asked as joining/drafting, a country by an abbreviation or a name the Factbook does not lead with,
 * health and schooling facts in everyday words, an unrankable superlative, a word's sense picked by its kind, and
 * a Roman god. Country facts were checked against the final-edition Factbook (January 2026); senses against
 * WordNet 3.1; the not-found question against the Factbook, WordNet and library/ articles.
 */
import type { EvalQuestion } from './questions.js';

export const CLASS_QUESTIONS: EvalQuestion[] = [
  // ── Military service asked as joining / the draft ────────────────────────────────────────────────────

  // Factbook ja (east-n-southeast-asia/ja.json) Military and Security › Military service age and obligation:
  // "18-32 years of age for voluntary military service for men and women; no conscription (2025)".
  // WordNet draft: "a current of air ...", "a preliminary sketch of a design or picture", "a serving of drink
  // (usually alcoholic) drawn from a keg", "a document ordering the payment of money ...".
  {
    question: 'is there a draft in japan',
    kind: 'place',
    expected: [/no conscription/i, /voluntary (?:military )?service/i],
    forbidden: [
      /current of air/i,
      /preliminary sketch/i,
      /drawn from a keg/i,
      /ordering the payment of money/i,
      /mandatory military service/i,
      /subject to compulsory/i,
    ],
  },
  // Factbook ks (east-n-southeast-asia/ks.json) Military and Security › Military service age and obligation:
  // "18-29 years of age for voluntary military service for men and women; mandatory military service for all
  // eligible men 18-35 years of age (typically served from 20-28 years of age); compulsory service obligation is
  // 18-21 months ...". North Korea (kn.json): "compulsory military service for men (17-30 years of age) and women
  // (17-23 years of age); service obligation is reportedly up to 10 years for men ...".
  // WordNet army: "a permanent organization of the military land forces of a nation or state",
  // "a large number of people united for some specific purpose".
  {
    question: 'do guys have to join the army in south korea',
    kind: 'place',
    expected: [/mandatory military service/i, /compulsory (?:military )?service/i, /18-21 months/i, /18-35/],
    forbidden: [
      /no conscription/i,
      /all-volunteer/i,
      /up to 10 years/i,
      /17-30/,
      /permanent organization of the military land forces/i,
      /large number of people united/i,
    ],
  },

  // ── A country by an abbreviation or an everyday name ─────────────────────────────────────────────────

  // Factbook nz (australia-oceania/nz.json) Government › Country name › abbreviation: "NZ"; Capital › name:
  // "Wellington"; Major urban areas: "1.673 million Auckland, 422,000 WELLINGTON (capital) (2023)".
  // Australia (as.json) Capital › name: "Canberra".
  {
    question: 'whats the capital of nz',
    kind: 'demonym',
    expected: [/Wellington/i],
    forbidden: [/capital(?: city)?(?: of (?:NZ|New Zealand))? is Auckland/i, /Canberra/i],
  },
  // Factbook tt (east-n-southeast-asia/tt.json) Government › Country name › conventional short form: "Timor-Leste";
  // former: "East Timor, Portuguese Timor"; People and Society › Languages › note: "Tetun and Portuguese are
  // official languages; Indonesian and English are working languages". Indonesia (id.json) Languages:
  // "Bahasa Indonesia (official, modified form of Malay), English, Dutch, local dialects (of which the most widely
  // spoken is Javanese)". WordNet East Timor: "a former Portuguese colony that was annexed by Indonesia in 1976 ..."
  // (so "Portuguese" alone does not show the language was found); language: "a systematic means of communicating ...".
  {
    question: 'what language do they speak in east timor',
    kind: 'demonym',
    expected: [/\bTetu[mn]\b/i],
    forbidden: [/systematic means of communicating/i, /Javanese/i, /modified form of Malay/i],
  },

  // ── Health and schooling in everyday words ───────────────────────────────────────────────────────────

  // Factbook ng (africa/ng.json) People and Society › Total fertility rate: "6.55 children born/woman (2025 est.)";
  // Birth rate: "46.29 births/1,000 population"; Literacy › total population: "35.6%"; Physician density:
  // "0.04 physicians/1,000 population". Nigeria (ni.json) Total fertility rate: "4.59 children born/woman".
  {
    question: 'how many kids does the average woman have in niger',
    kind: 'number',
    expected: [/\b6\.55\b/],
    forbidden: [/\b4\.59\b/, /\b46\.29\b/, /\b35\.6\s?%/, /0\.04 physicians/i],
  },
  // Factbook af (south-asia/af.json) People and Society › Literacy › total population: "37.3% (2021 est.)"; male:
  // "52.1%"; female: "26.6%"; Drinking water source › improved: total: "82.2%"; Total fertility rate: "4.89".
  // WordNet afghan: "a blanket knitted or crocheted in strips or squares ...", "a coat made of sheepskin",
  // Afghan hound: "tall graceful breed of hound ...", Afghan (Pashto): "an Iranian language spoken in Afghanistan ...".
  {
    question: 'what percent of afghans can read',
    kind: 'number',
    expected: [/\b37\.3\s?(?:%|percent)/i],
    forbidden: [
      /blanket knitted/i,
      /breed of hound/i,
      /coat made of sheepskin/i,
      /Iranian language/i,
      /\b82\.2\s?%/,
      /\b4\.89\b/,
    ],
  },

  // ── A superlative the library cannot rank ────────────────────────────────────────────────────────────

  // Burj Khalifa. "Burj", "skyscraper" and "tallest building" are in no Factbook file, WordNet entry or library/
  // article. Factbook ae (middle-east/ae.json) mentions Dubai only as an emirate, a city ("3.008 million Dubai"),
  // courts, police and satellites ("DubaiSat-1", "KhalifaSat or DubaiSat-3"); Geography › Elevation › highest
  // point: "Jabal Bil 'Ays 1,905 m" (a mountain, not a building). WordNet building: "a structure that has a roof
  // and walls and stands more or less permanently in one place"; Dubai: "port city in the United Arab Emirates ...".
  {
    question: 'what is the tallest building in dubai',
    kind: 'superlative',
    expected: [],
    forbidden: [/Jabal Bil/i, /1,905 m/, /KhalifaSat|DubaiSat/i, /structure that has a roof and walls/i],
    abstain: true,
  },

  // ── A word's sense picked by its kind ────────────────────────────────────────────────────────────────

  // WordNet mole (6 noun senses): "small velvety-furred burrowing mammal having small eyes and fossorial
  // forefeet"; namesakes: "the molecular weight of a substance expressed in grams ...", "a spy who works against
  // enemy espionage", "spicy sauce often containing chocolate", "a small congenital pigmented spot on the skin",
  // "a protective structure of stone or concrete ..." (breakwater).
  {
    question: 'what is a mole, the animal',
    kind: 'sense',
    expected: [/burrowing mammal/i, /velvety-furred/i, /fossorial/i],
    forbidden: [
      /molecular weight/i,
      /enemy espionage/i,
      /spicy sauce/i,
      /pigmented spot/i,
      /protective structure of stone/i,
    ],
  },
  // WordNet kite (4 noun senses): "any of several small graceful hawks of the family Accipitridae having long
  // pointed wings and feeding on insects and small animals"; namesakes: "plaything consisting of a light frame
  // covered with tissue paper; flown in wind at end of a string", two "bank check ..." senses.
  {
    question: 'kite as in the bird',
    kind: 'sense',
    expected: [/\bhawks?\b/i, /Accipitridae/i],
    forbidden: [/plaything/i, /tissue paper/i, /bank check/i, /insufficient funds/i],
  },

  // ── A Roman god ──────────────────────────────────────────────────────────────────────────────────────

  // WordNet Pluto (3 noun senses): "(Roman mythology) god of the underworld; counterpart of Greek Hades" (also Dis,
  // Dis Pater, Orcus); namesakes: "a cartoon character created by Walt Disney", "a large asteroid that was once
  // thought to be the farthest known planet from the sun ...". "Pluto" is in no Factbook file or library/ article.
  {
    question: 'who was pluto, the roman god',
    kind: 'sense',
    expected: [/\bunderworld\b/i, /\bHades\b/i],
    forbidden: [/cartoon character/i, /Walt Disney/i, /asteroid/i, /Clyde Tombaugh/i],
  },
];
