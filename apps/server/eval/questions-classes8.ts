/**
 * Six held-out questions of three classes (the length of the border two named countries share, or
 * whether they share one at all; a figure asked over the years, or a currency named instead of its
 * country; the elections of a country's leaders), written by a helper who saw only the class names, the
 * EvalQuestion type and the library data (WordNet 3.1, the CIA World Factbook final edition of January
 * 2026), never the engine. Every expected fact was checked in the library text quoted above each
 * question. Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';

export const CLASS8_QUESTIONS: EvalQuestion[] = [
  // --- a. The border two named countries share, or whether they share one ---------------------------------

  // Factbook europe/no.json Geography › Land boundaries › border countries: "Finland 709 km; Sweden 1,666
  // km; Russia 191 km" (total "2,566 km"); europe/sw.json › Land boundaries › border countries: "Finland
  // 545 km; Norway 1,666 km" (total "2,211 km"). Both profiles agree on 1,666 km.
  {
    question: 'how long is the border between norway and sweden',
    kind: 'number',
    expected: [/^[^.]*\b1[,\u202f\s]?666\s?(?:km|kilomet)/i],
    forbidden: [/\bFinland\b/, /\bRussia\b/],
  },
  // Factbook south-asia/pk.json Geography › Land boundaries › border countries: "Afghanistan 2,670 km; China
  // 438 km; India 3,190 km; Iran 959 km" (no Tajikistan); central-asia/ti.json › Land boundaries › border
  // countries: "Afghanistan 1,357 km; China 477 km; Kyrgyzstan 984 km; Uzbekistan 1,312 km" (no Pakistan).
  // They do not share a border: the answer must say so in its first sentence, not abstain.
  {
    question: 'do pakistan and tajikistan share a border',
    kind: 'place',
    expected: [
      /^\W*No\b/i,
      /^[^.]*(?:(?:\bnot\b|n[’']t\b)[^.]*\b(?:border|neighbou?r)|\b(?:border|neighbou?r)[^.]*(?:\bnot\b|n[’']t\b))/i,
    ],
    forbidden: [
      /^\W*Yes\b/i,
      /\bcould not find\b/i,
      /\b(?:sources?|library) (?:do|does|don[’']t|doesn[’']t)(?: not)? (?:say|answer|mention|contain)\b/i,
    ],
  },

  // --- b. A figure asked over the years; a currency named instead of its country --------------------------

  // Factbook africa/sf.json Economy › Unemployment rate: "33.2% (2024 est.)", "32.1% (2023 est.)", "33.3%
  // (2022 est.)". Every year of the series is expected.
  {
    question: 'has unemployment in south africa gone up in recent years',
    kind: 'number',
    expected: [/\b33\.3\s?%/, /\b32\.1\s?%/, /\b33\.2\s?%/],
    match: 'all',
    forbidden: [],
  },
  // Factbook east-n-southeast-asia/th.json Economy › Exchange rates › Currency: "baht per US dollar -";
  // Exchange rates 2024 "35.294 (2024 est.)", 2023 "34.802 (2023 est.)", 2022 "35.061 (2022 est.)", 2021
  // "31.977 (2021 est.)", 2020 "31.294 (2020 est.)". WordNet data.noun 13685925 baht, tical: "the basic
  // unit of money in Thailand" (the question names the currency, not the country). Every year is expected.
  {
    question: 'how far has the baht fallen against the dollar over the years',
    kind: 'number',
    expected: [/\b31\.294\b/, /\b31\.977\b/, /\b35\.061\b/, /\b34\.802\b/, /\b35\.294\b/],
    match: 'all',
    forbidden: [],
  },

  // --- c. Elections of a country's leaders ---------------------------------------------------------------

  // Factbook south-america/br.json Government › Executive branch › expected date of next election: "4
  // October 2026"; most recent election date: "2 October 2022, with runoff on 30 October 2022".
  {
    question: 'when is the next presidential election in brazil',
    kind: 'date',
    expected: [/^[^.]*(?:\b4(?:th)? (?:of )?October,? 2026|October 4(?:th)?,? 2026)/i],
    forbidden: [],
  },
  // Factbook africa/ni.json Government › Executive branch › election results: "2023: Bola Ahmed Adekunle
  // TINUBU elected president; percent of vote - Bola Ahmed Adekunle TINUBU (APC) 36.6%, Atiku ABUBAKAR (PDP)
  // 29.1%, Peter OBI (LP) 25.4%, Rabiu KWANKWASO (NNPP) 6.4%, other 2.5%"; "2019: Muhammadu BUHARI elected
  // president; ..."; most recent election date: "25 February 2023".
  {
    question: 'who won the last presidential election in nigeria',
    kind: 'person',
    expected: [/^[^.]*\bTinubu\b/i],
    forbidden: [/\b(?:Abubakar|Obi|Kwankwaso) (?:won|was elected)\b/i],
  },
];
