/**
 * classes 4, session 2026-12-02, written by a helper who saw only the class names; each fact checked against the library.
 * World-wide superlatives ranked over the Factbook's countries (entries with a "Government type" and no
 * "Dependency status"), a country's climate and a city's forecast, works named by their kind (namesakes the
 * library lacks, and works it holds), makers asked by the maker's noun, and "how much <comparative>" questions
 * answered by a sentence using another comparative.
 */
import type { EvalQuestion } from './questions.js';

export const CLASS4_QUESTIONS: EvalQuestion[] = [
  // Factbook People and Society › Life expectancy at birth › total population, lowest over the countries:
  // south-asia/af.json "54.4 years (2024 est.)" (next: Central African Republic 56.4, Somalia 56.5).
  {
    question: 'which country has the lowest life expectancy in the world',
    kind: 'superlative',
    expected: [/^\W*Afghanistan\b/],
    forbidden: [],
  },
  // Factbook People and Society › Median age › total, lowest over the countries: africa/ng.json (Niger)
  // "15.3 years (2025 est.)" (next: Somalia 15.7, Uganda 16.4).
  {
    question: "what is the world's youngest country by median age",
    kind: 'superlative',
    expected: [/^\W*Niger\b/],
    forbidden: [],
  },
  // Factbook east-n-southeast-asia/mg.json Geography › Climate: "desert; continental (large daily and seasonal
  // temperature ranges)"
  {
    question: 'what is the weather like in mongolia',
    kind: 'how-why',
    expected: [/continental/i, /large daily and seasonal temperature ranges/i],
    forbidden: [],
  },
  // grep -riE "forecast|tomorrow" library/: no hits; the Factbook gives only each country's Climate, no
  // forecasts for any city.
  {
    question: 'will it rain in paris tomorrow',
    kind: 'how-why',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // grep -ri fargo library/: no hits; WordNet data.noun 09152606 Fargo: "largest city in North Dakota; located in
  // eastern North Dakota on the Red river" (a place, no film).
  {
    question: 'who directed the movie fargo',
    kind: 'person',
    expected: [],
    forbidden: [/North Dakota/i, /Red river/i],
    abstain: true,
  },
  // grep -ri nirvana library/: no hits; WordNet data.noun 14011709 nirvana: "(Hinduism and Buddhism) the
  // beatitude that transcends the cycle of reincarnation..." and 08583035 "any place of complete bliss and
  // delight and peace" (no band).
  {
    question: 'when was nirvana the band formed',
    kind: 'date',
    expected: [],
    forbidden: [/beatitude/i, /reincarnation/i, /complete bliss/i],
    abstain: true,
  },
  // WordNet data.noun 07297770 Erewhon: "a satirical novel written by Samuel Butler (1872) describing a
  // fictitious land"
  {
    question: 'who wrote the novel erewhon',
    kind: 'creator',
    expected: [/Samuel Butler/i],
    forbidden: [],
  },
  // WordNet data.noun 06384195 Pilgrim's_Progress: "an allegory written by John Bunyan in 1678"
  {
    question: "who was the author of pilgrim's progress",
    kind: 'creator',
    expected: [/John Bunyan/i, /\bBunyan\b/],
    forbidden: [],
  },
  // WordNet data.noun 03623043 Kinetoscope: "a device invented by Edison that gave an impression of movement as
  // an endless loop of film moved continuously over a light source..."
  {
    question: 'who was the inventor of the kinetoscope',
    kind: 'creator',
    expected: [/\bEdison\b/],
    forbidden: [],
  },
  // library/science/volcanoes.md: "Scientists compare eruptions with the Volcanic Explosivity Index (VEI), a
  // scale from 0 to 8 based mainly on the volume of material erupted; each step is roughly ten times larger
  // than the one before."
  {
    question: 'how much smaller is a VEI 3 eruption than a VEI 4 one',
    kind: 'comparison',
    expected: [/ten times/i, /\b10 times/i],
    forbidden: [],
  },
];
