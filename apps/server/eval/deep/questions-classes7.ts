/**
 * Four held-out Deep questions of four classes (how a country came to be a nation of its own; one aspect
 * of a country plus a quantity from another; island countries named with the ocean they lie in; "which
 * is bigger" beside another fact), written by a helper who saw only the class names, the DeepQuestion
 * type, the header and first questions of the eighth fresh set (for format) and the question lines of all
 * sets (to avoid repeats), never the report writer. Every expected fact was read in the CIA World
 * Factbook, final edition, January 2026, in the file and field named above each question (in its own
 * formatting, never a field's "note"). Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

export const CLASS7_DEEP_QUESTIONS: DeepQuestion[] = [
  // --- a. How a country came to exist as a nation of its own --------------------------------------------
  {
    question:
      'Moldova used to be part of something much bigger. When did it become a country in its own right, and who did it break away from?',
    kind: 'single',
    subjects: ['Moldova'],
    aspects: ['history'],
    // europe/md.json, Government: "Independence" "27 August 1991 (from the Soviet Union)".
    // Introduction / "Background": "A large portion of present-day Moldovan territory became a province
    // of the Russian Empire in 1812 and then unified with Romania in 1918 in the aftermath of World War
    // I. This territory was then incorporated into the Soviet Union at the close of World War II.
    // Although Moldova has been independent from the Soviet Union since 1991, ...".
    expected: [/27 August 1991|August 27,? 1991|27(?:th)? (?:of )?August,? 1991/i, /Soviet Union|\bUSSR\b/i],
    // Introduction / "Background" names Russia and Romania; Geography / "Land boundaries" / "border
    // countries": "Romania 683 km; Ukraine 1202 km".
    allowed: ['Romania', 'Russia', 'Ukraine'],
  },

  // --- b. One aspect of a country plus a quantity that belongs to another --------------------------------
  {
    question:
      'Tell me about the people of Gabon: what languages do they speak and what do they believe? And how many airports does the country have?',
    kind: 'single',
    subjects: ['Gabon'],
    aspects: ['people'],
    // africa/gb.json, People and Society: "Languages" "French (official), Fang, Myene, Nzebi,
    // Bapounou/Eschira, Bandjabi"; "Religions" "Protestant 46.4% (Revival Church 37%, other Protestant
    // 9.4%), Roman Catholic 29.8%, other Christian 4%, Muslim 10.8%, traditional/animist 1.1%, other
    // 0.9%, none 7% (2019-21 est.)". Transportation: "Airports" "42 (2025)".
    expected: [/French/i, /\bFang\b/i, /46\.4\s?%/, /29\.8\s?%/, /\b42\b/],
    // Geography / "Land boundaries" / "border countries": "Cameroon 349 km; Republic of the Congo 2,567
    // km; Equatorial Guinea 345 km".
    allowed: ['Cameroon', 'Republic of the Congo', 'Equatorial Guinea'],
  },

  // --- c. Island countries named with the ocean they lie in ----------------------------------------------
  {
    question:
      'Kiribati, Tuvalu and the Marshall Islands are tiny island nations scattered across the Pacific Ocean. How many people live on each, and how high above the sea does their land rise?',
    kind: 'comparison',
    subjects: ['Kiribati', 'Tuvalu', 'Marshall Islands'],
    aspects: ['people', 'geography'],
    // australia-oceania/kr.json: People and Society / "Population" / "total" "116,545 (2024 est.)";
    // Geography / "Elevation" / "highest point" "unnamed elevation on Banaba 81 m", "mean elevation" "2
    // m". australia-oceania/tv.json: "Population" / "total" "11,824 (2025 est.)"; "Elevation" /
    // "highest point" "unnamed location 5 m", "mean elevation" "2 m". australia-oceania/rm.json:
    // "Population" / "total" "82,011 (2024 est.)"; "Elevation" / "highest point" "East-central Airik
    // Island, Maloelap Atoll 14 m", "mean elevation" "2 m".
    expected: [
      /116[,.\s\u202f]?545/,
      /11[,.\s\u202f]?824/,
      /82[,.\s\u202f]?011/,
      /\b81\s?m\b/i,
      /\b5\s?m\b/i,
      /\b14\s?m\b/i,
    ],
    // The ocean is not the subject: oceans/zn.json (Pacific Ocean), Geography / "Area" / "total"
    // "168.723 million sq km"; "Elevation" / "lowest point" "Challenger Deep in the Mariana Trench
    // -10,924 m", "mean depth" "-4,080 m".
    forbidden: [/168\.723/, /10[,.\s\u202f]?924/, /4[,.\s\u202f]?080\s?m/i],
    // Geography / "Location" (kr, tv, rm): "... about halfway between Hawaii and Australia".
    allowed: ['Australia', 'United States'],
  },

  // --- d. "Which is bigger" beside another fact -----------------------------------------------------------
  {
    question: 'Which is bigger, Honduras or Nicaragua? And what are their capital cities called?',
    kind: 'comparison',
    subjects: ['Honduras', 'Nicaragua'],
    aspects: ['geography', 'government'],
    // central-america-n-caribbean/ho.json: Geography / "Area" / "total" "112,090 sq km"; Government /
    // "Capital" / "name" "Tegucigalpa". central-america-n-caribbean/nu.json: Geography / "Area" /
    // "total" "130,370 sq km"; Government / "Capital" / "name" "Managua".
    expected: [/112[,.\s\u202f]?090/, /130[,.\s\u202f]?370/, /Tegucigalpa/i, /Managua/i],
    // Geography / "Land boundaries" / "border countries": Honduras "Guatemala 244 km; El Salvador 391 km;
    // Nicaragua 940 km"; Nicaragua "Costa Rica 313 km; Honduras 940 km".
    allowed: ['Guatemala', 'El Salvador', 'Costa Rica'],
  },
];
