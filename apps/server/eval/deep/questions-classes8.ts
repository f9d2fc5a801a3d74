/**
 * Four held-out Deep questions of two classes (a question naming facts in its own words but no topic:
 * "which covers more ground", "how many people", "what money"; a question where "power" means political
 * power and "people" means voters), written by a helper who saw only the class names, the DeepQuestion
 * type, the seventh class set (for format) and the question lines of all sets (to avoid repeats), never
 * the report writer. Every expected fact was read in the CIA World Factbook, final edition, January
 * 2026, in the file and field named above each question (in its own formatting, never a field's
 * "note"). Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

export const CLASS8_DEEP_QUESTIONS: DeepQuestion[] = [
  // --- d1. Facts named in the question's own words, no topic named ---------------------------------------
  {
    question: 'Kazakhstan or Mongolia: which one covers more ground, and what are their capital cities?',
    kind: 'comparison',
    subjects: ['Kazakhstan', 'Mongolia'],
    aspects: ['geography', 'government'],
    // central-asia/kz.json: Geography / "Area" / "total " (key with a trailing space) "2,724,900 sq km";
    // Government / "Capital" / "name" "Astana". east-n-southeast-asia/mg.json: Geography / "Area" /
    // "total " "1,564,116 sq km"; Government / "Capital" / "name" "Ulaanbaatar".
    expected: [
      /2[,.\s\u202f]?724[,.\s\u202f]?900/,
      /1[,.\s\u202f]?564[,.\s\u202f]?116/,
      /Astana/i,
      /Ula(?:a)?n ?(?:Baatar|Bator)/i,
    ],
    // Geography / "Land boundaries" / "border countries": Kazakhstan "China 1,765 km; Kyrgyzstan 1,212 km;
    // Russia 7,644 km; Turkmenistan 413 km; Uzbekistan 2,330 km"; Mongolia "China 4,630 km; Russia 3,452
    // km". Introduction / "Background" (kz) names Tajikistan; (mg) names Japan, South Korea and the US.
    allowed: [
      'China',
      'Russia',
      'Kyrgyzstan',
      'Turkmenistan',
      'Uzbekistan',
      'Tajikistan',
      'Japan',
      'South Korea',
      'United States',
    ],
  },
  {
    question: 'Which has more people, Ecuador or Peru, and what money do they use?',
    kind: 'comparison',
    subjects: ['Ecuador', 'Peru'],
    aspects: ['people', 'economy'],
    // south-america/ec.json: People and Society / "Population" / "total" "18,479,841 (2025 est.)";
    // Economy / "Exchange rates" (text) "the US dollar became Ecuador's currency in 2001".
    // south-america/pe.json: People and Society / "Population" / "total" "32,768,614 (2025 est.)";
    // Economy / "Exchange rates" / "Currency" "nuevo sol (PEN) per US dollar -".
    expected: [
      /18[,.\s\u202f]?479[,.\s\u202f]?841|18\.48?\s?million/i,
      /32[,.\s\u202f]?768[,.\s\u202f]?614|32\.77?\s?million/i,
      /(?:US|U\.S\.|United States) dollars?/i,
      /\bsol(?:es)?\b|\bPEN\b/i,
    ],
    // Geography / "Land boundaries" / "border countries": Ecuador "Colombia 708 km; Peru 1529 km"; Peru
    // "Bolivia 1,212 km; Brazil 2,659 km; Chile 168 km; Colombia 1,494 km; Ecuador 1,529 km". Introduction
    // / "Background" (ec) names Venezuela and Spain; the dollar is the United States'.
    allowed: ['Colombia', 'Bolivia', 'Brazil', 'Chile', 'Venezuela', 'Spain', 'United States'],
  },

  // --- d2. "Power" is political power, "people" are voters -----------------------------------------------
  {
    question: 'Who really holds power in Iran, and do people there get to vote?',
    kind: 'single',
    subjects: ['Iran'],
    aspects: ['government'],
    // middle-east/ir.json, Government: "Government type" "theocratic republic"; "Executive branch" /
    // "chief of state" "Supreme Leader Ali Hoseini-KHAMENEI (since 4 June 1989)"; "head of government"
    // "President Masoud PEZESHKIAN (since 30 July 2024)"; "election/appointment process" "supreme leader
    // appointed for life by Assembly of Experts; president directly elected by absolute-majority popular
    // vote in 2 rounds, if needed, for a 4-year term ..."; "Suffrage" "18 years of age; universal";
    // "Legislative branch" / "number of seats" "290 (all directly elected)".
    expected: [
      /Khamenei/i,
      /Supreme Leader/i,
      /Pezeshkian/i,
      /Assembly of Experts/i,
      /\b18 years\b/i,
      /\b290\b[^.\n]{0,40}elect|elect[^.\n]{0,40}\b290\b/i,
    ],
    // Not electric power: Energy / "Electricity" / "installed generating capacity" "86.058 million kW
    // (2023 est.)", "consumption" "335.175 billion kWh (2023 est.)"; "Electricity access" /
    // "electrification - total population" "100% (2022 est.)". Not the people as a population: People
    // and Society / "Ethnic groups" "Persian, Azeri, Kurd, Lur, Baloch, Arab, Turkmen, and Turkic tribes".
    forbidden: [/86\.058 million kW/i, /335\.175 billion kWh/i, /electrification/i, /Persian, Azeri, Kurd/i],
    // Geography / "Land boundaries" / "border countries": "Afghanistan 921 km; Armenia 44 km; Azerbaijan
    // 689 km; Iraq 1,599 km; Pakistan 959 km; Turkey 534 km; Turkmenistan 1,148 km". Introduction /
    // "Background" names the US, Iraq, China, Russia and the UK.
    allowed: [
      'Afghanistan',
      'Armenia',
      'Azerbaijan',
      'Iraq',
      'Pakistan',
      'Turkey',
      'Turkmenistan',
      'United States',
      'China',
      'Russia',
      'United Kingdom',
    ],
  },
  {
    question: 'Who has the power in Eswatini, and do ordinary people get any vote?',
    kind: 'single',
    subjects: ['Eswatini'],
    aspects: ['government'],
    // africa/wz.json, Government: "Government type" "absolute monarchy"; "Executive branch" / "chief of
    // state" "King MSWATI III (since 25 April 1986)"; "head of government" "Prime Minister Russell DLAMINI
    // (since 6 November 2023)"; "election/appointment process" "the monarchy is hereditary; prime minister
    // appointed by the monarch from among members of the House of Assembly"; "Suffrage" "18 years of age";
    // "Legislative branch - lower chamber" / "number of seats" "74 (59 directly elected; 4 indirectly
    // elected; 10 appointed)".
    expected: [
      /Mswati III/i,
      /absolute monarch/i,
      /Russell Dlamini/i,
      /\b18 years\b/i,
      /\b59\b[^.\n]{0,40}elect|elect[^.\n]{0,40}\b59\b/i,
    ],
    // Not electric power: Energy / "Electricity" / "installed generating capacity" "285,000 kW (2023
    // est.)", "consumption" "1.308 billion kWh (2023 est.)"; "Electricity access" / "electrification -
    // total population" "82.3% (2022 est.)"; "Electricity generation sources" / "hydroelectricity" "54.4%
    // of total installed capacity (2023 est.)". Not the people as a population: People and Society /
    // "Ethnic groups" "predominantly Swazi; smaller populations of other African ethnic groups, ...".
    forbidden: [/285,000 kW/i, /1\.308 billion kWh/i, /82\.3\s?%/, /54\.4\s?%/, /predominantly Swazi/i],
    // Geography / "Land boundaries" / "border countries": "Mozambique 108 km; South Africa 438 km".
    // Introduction / "Background": "administered as a UK high commission territory from 1903 until its
    // independence in 1968"; "the only country in Africa that recognizes Taiwan".
    allowed: ['Mozambique', 'South Africa', 'United Kingdom', 'Taiwan'],
  },
];
