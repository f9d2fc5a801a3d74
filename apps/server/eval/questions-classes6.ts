/**
 * Ten held-out questions of three classes (a past place or people is not today's country; a name and its
 * adjective are one subject; everyday-worded Factbook facts), written by a helper who saw only the class
 * names, the EvalQuestion type and the library data (WordNet 3.1, the CIA World Factbook final edition of
 * January 2026, the starter articles), never the engine. Every expected fact was checked in the library
 * text quoted above each question. Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions';

export const CLASS6_QUESTIONS: EvalQuestion[] = [
  // --- 1. A place or people of the past is not today's country -------------------------------------------

  // WordNet data.noun 08932858 Persepolis: "an ancient city that was the capital of the ancient Persian
  // Empire; now in ruins". Factbook Iran (ir) Government > Capital > name: "Tehran".
  {
    question: 'what was the capital of ancient persia',
    kind: 'place',
    expected: [/Persepolis/i],
    forbidden: [/Tehran/i],
  },
  // WordNet data.noun 06254279 Zoroastrianism, Mazdaism: "system of religion founded in Persia in the 6th
  // century BC by Zoroaster; ...". Factbook Iran (ir) Religions: "Muslim (official) 98.5%, Christian 0.7%, ...".
  {
    question: 'what religion did the ancient persians follow',
    kind: 'definition',
    expected: [/Zoroastrian/i, /Mazdaism/i],
    forbidden: [/98\.5\s*%/, /Muslim \(official\)/i],
  },
  // WordNet data.noun 08818951 Byzantium: "an ancient city on the Bosporus founded by the Greeks; site of
  // modern Istanbul; in 330 Constantine I rebuilt the city and called it Constantinople and made it his
  // capital". Factbook Turkey (tu) Government > Capital > name: "Ankara".
  {
    question: 'where was old byzantium',
    kind: 'place',
    expected: [/Istanbul/i, /Bosporus/i],
    forbidden: [/Ankara/i],
  },
  // Abstain: no population of ancient Egypt in WordNet or the articles (roman-empire.md only says the empire
  // stretched "from Britain to Egypt"). Factbook Egypt (eg) People and Society > Population > total:
  // "112,870,457 (2025 est.)".
  {
    question: 'how many people lived in ancient egypt',
    kind: 'number',
    expected: [],
    abstain: true,
    forbidden: [/112,870,457/, /112\.9 million/i, /113 million/i],
  },

  // --- 2. A name and its adjective are one subject ---------------------------------------------------------

  // WordNet data.noun 09578914 Mars: "(Roman mythology) Roman god of war and agriculture; father of Romulus
  // and Remus; counterpart of Greek Ares". (Question says "rome", source says "Roman".)
  {
    question: 'who was the god of war in rome',
    kind: 'person',
    expected: [/\bMars\b/],
    forbidden: [],
  },
  // WordNet data.noun 09582027 Dionysus: "(Greek mythology) god of wine and fertility and drama; the Greek
  // name of Bacchus". (Question says "greece", source says "Greek".)
  {
    question: 'greece god of wine?',
    kind: 'person',
    expected: [/Dionysus/i],
    forbidden: [],
  },
  // library/history/roman-empire.md: "**Latin**, the language of Rome, became the ancestor of Italian,
  // French, Spanish, Portuguese and Romanian". (Question says "romans", source says "Rome".)
  {
    question: 'what language did the romans speak',
    kind: 'definition',
    expected: [/Latin/i],
    forbidden: [],
  },

  // --- 3. Everyday-worded Factbook facts -----------------------------------------------------------------

  // Factbook Kenya (ke) Communications > Internet users > percent of population: "35% (2023 est.)".
  {
    question: 'how many kenyans are online',
    kind: 'number',
    expected: [/\b35\s*%/],
    forbidden: [],
  },
  // Factbook Japan (ja) Transportation > Airports: "280 (2025)".
  {
    question: 'how many airports are there in japan',
    kind: 'number',
    expected: [/\b280\b/],
    forbidden: [],
  },
  // Factbook Saudi Arabia (sa) Energy > Petroleum > crude oil estimated reserves: "258.6 billion barrels
  // (2021 est.)".
  {
    question: 'how much oil does saudi arabia have left underground',
    kind: 'number',
    expected: [/258\.6 billion/i],
    forbidden: [/11\.174 million/i],
  },
];
