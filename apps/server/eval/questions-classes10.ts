/**
 * Ten held-out questions of five classes (a figure asked in other units than the Factbook's metric ones; who
 * did a deed, asked with one verb where WordNet states it with another; a country field asked in everyday
 * words; a country called by the first of its two names joined by "and"; a country named beside the power
 * that once ruled it, which must not become the subject), written by a helper who saw only the class names,
 * the EvalQuestion type, the ninth class set (for format) and the question lines of all sets (to avoid
 * repeats), never the engine. Every expected fact was checked in the library text (WordNet 3.1, the CIA
 * World Factbook final edition of January 2026, the starter articles in `library/`) quoted above each
 * question; no expected fact is a Factbook "note". Conversions were computed with 1 sq km = 0.386102 sq mi
 * and 1 m = 3.28084 ft. Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

/** Digit-group separators as a figure may be written: "1,030,700", "1.030.700", "1 030 700". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

export const CLASS10_QUESTIONS: EvalQuestion[] = [
  // --- a. A figure asked in other units than the source's metric ones -----------------------------------

  // Factbook africa/mr.json Geography › Area › "total " (key with a trailing space): "1,030,700 sq km"; land:
  // "1,030,700 sq km"; water: "0 sq km". 1,030,700 × 0.386102 = 397,955 sq mi. (Neighbours' totals: ml Mali
  // "1,240,192 sq km" = 478,841 sq mi; ag Algeria "2,381,740 sq km" = 919,595 sq mi.)
  {
    question: 'how many square miles is mauritania',
    kind: 'number',
    expected: [
      new RegExp(String.raw`\b1${SEP}030${SEP}700\s?(?:sq\.?\s?km|square kilomet)`, 'i'),
      new RegExp(
        String.raw`\b(?:39[78]${SEP}\d{3}|398(?:\.0)? thousand|0\.398 million)\s?(?:sq\.?\s?mi|square miles?)\b`,
        'i',
      ),
    ],
    match: 'all',
    forbidden: [
      new RegExp(String.raw`\b1${SEP}240${SEP}192\b`),
      new RegExp(String.raw`\b2${SEP}381${SEP}740\b`),
      new RegExp(String.raw`\b478${SEP}8\d{2}\b`),
    ],
  },

  // Factbook africa/er.json Geography › Elevation › highest point: "Soira 3,018 m"; lowest point: "near Kulul
  // within the Danakil Depression -75 m"; mean elevation: "853 m". 3,018 × 3.28084 = 9,902 ft. (et Ethiopia
  // highest point: "Ras Dejen 4,550 m"; dj Djibouti: "Moussa Ali 2,021 m".)
  {
    question: 'how tall is the highest mountain in eritrea in feet',
    kind: 'number',
    expected: [
      new RegExp(String.raw`\b3${SEP}018\s?(?:m|meters|metres)\b`, 'i'),
      new RegExp(String.raw`\b9${SEP}90\d\s?(?:ft|feet)\b`, 'i'),
    ],
    match: 'all',
    forbidden: [/\bRas Dejen\b/i, new RegExp(String.raw`\b4${SEP}550\s?m\b`), /\bMoussa Ali\b/i],
  },

  // --- b. Who did a deed, asked with another verb than WordNet's ----------------------------------------

  // WordNet data.noun 11274673 Rasputin, Grigori_Efimovich_Rasputin: "Siberian peasant monk who was religious
  // advisor in the court of Nicholas II; was assassinated by Russian noblemen who feared that his debauchery
  // would weaken the monarchy (1872-1916)". (11226140 Nicholas_II: "the last czar of Russia who was forced to
  // abdicate in 1917 by the Russian Revolution; he and his family were executed by the Bolsheviks
  // (1868-1918)": the czar's killers, not Rasputin's.) grep -ri rasputin over /tmp/fb and library/ finds
  // nothing.
  {
    question: 'who murdered rasputin',
    kind: 'person',
    expected: [
      /\bRussian noblem[ae]n\b/i,
      /\bassassinated by (?:a group of )?(?:Russian )?nobles?(?:men)?\b/i,
    ],
    forbidden: [/\bBolsheviks?\b/i, /\bcould not find\b/i],
  },

  // WordNet data.noun 11107349 John_the_Baptist, St._John_the_Baptist: "(New Testament) a preacher and hermit
  // and forerunner of Jesus (whom he baptized); was beheaded by Herod at the request of Salome". (11299290
  // Salome: "woman whose dancing beguiled Herod into giving her the head of John the Baptist"; Factbook
  // central-america-n-caribbean/rq.json Government › Country name › etymology: "Christopher COLUMBUS
  // originally named the island San Juan Bautista (Saint John the Baptist) ...": Puerto Rico's name.)
  {
    question: 'who killed john the baptist',
    kind: 'person',
    expected: [/\bHerod\b/],
    forbidden: [/^\W*Salome\b/i, /\bSan Juan Bautista\b/i, /\bPuerto Rico\b/i],
  },

  // --- c. A country field asked in everyday words -------------------------------------------------------

  // Factbook africa/dj.json Economy › Youth unemployment rate (ages 15-24) › total: "76.3% (2024 est.)"; male:
  // "75.3% (2024 est.)"; female: "77.9% (2024 est.)". Unemployment rate › Unemployment rate 2024: "25.9% (2024
  // est.)" (every age, not the young). Labor force: "265,200 (2024 est.)".
  {
    question: 'how many young people are out of work in djibouti',
    kind: 'number',
    expected: [/\b76\.3\s?%/],
    forbidden: [/^[^.\d]*\b(?:25\.9|26\.[24])\s?%/, /^[^.\d]*\b265[,.\s]?200\b/],
  },

  // Factbook africa/ek.json People and Society › Religions: "Roman Catholic 88%, Protestant 5%, Muslim 2%,
  // other 5% (animist, Baha'i, Jewish) (2015 est.)". (Its namesake africa/gv.json Guinea, Religions: "Muslim
  // 85.2%, Christian 13.4%, animist 0.2%, none 1.2% (2018 est.)".)
  {
    question: 'is equatorial guinea a catholic country',
    kind: 'place',
    expected: [
      /^\W*Yes\b/i,
      inSentence([String.raw`\bCatholic\b`, String.raw`(?<![\d.])88\s?%`]),
      inSentence([String.raw`(?<![\d.])88\s?%`, String.raw`\bCatholic\b`]),
    ],
    forbidden: [
      /^\W*No\b/i,
      /\bMuslim 85\.2\s?%/i,
      /\bnot (?:a |mostly |mainly |predominantly )?(?:Roman )?Catholic\b/i,
      /\bcould not find\b/i,
    ],
  },

  // --- d. A country by the first of its two names joined by "and" ---------------------------------------

  // Factbook central-america-n-caribbean/vc.json Government › Country name › conventional short form: "Saint
  // Vincent and the Grenadines"; Executive branch › head of government: "Prime Minister Godwin FRIDAY (since
  // 28 November 2025)"; chief of state: "King CHARLES III (since 8 September 2022); represented by Governor
  // General Stanley JOHN (since 6 January 2026)". WordNet data.noun 09011694 Saint_Vincent: "an island in the
  // center of the Windward Islands; the largest of the islands comprising Saint Vincent and the Grenadines".
  // (Prime ministers of the neighbours and of the former ruler: gj Grenada "Dickon MITCHELL", st Saint Lucia
  // "Philip J. PIERRE", sc Saint Kitts and Nevis "Dr. Terrance DREW", uk "Keir STARMER".)
  {
    question: 'who is the prime minister of saint vincent',
    kind: 'demonym',
    expected: [/\bGodwin Friday\b/i],
    forbidden: [/\bDickon Mitchell\b/i, /\bPhilip J\.? Pierre\b/i, /\bTerrance Drew\b/i, /\bKeir Starmer\b/i],
  },

  // Factbook africa/tp.json Government › Country name › conventional short form: "Sao Tome and Principe";
  // Economy › Exports - commodities: "crude petroleum, cocoa beans, vehicle parts/accessories, palm oil,
  // aircraft parts (2023)"; Government › Capital › name: "Sao Tome" (the city of the same name has no
  // exports of its own). (Neighbour africa/gb.json Gabon, Exports - commodities: "crude petroleum, ships,
  // manganese ore, refined petroleum, wood (2023)".)
  {
    question: 'what does sao tome export',
    kind: 'demonym',
    expected: [/\bcrude petroleum\b/i, /\bcocoa\b/i],
    match: 'all',
    forbidden: [/\bmanganese\b/i, /\bcould not find\b/i],
  },

  // --- e. A country named beside its former ruler: the answer is about the country ---------------------

  // Factbook south-america/ns.json Government › Independence: "25 November 1975 (from the Netherlands)";
  // National holiday: "Independence Day, 25 November (1975)". The former ruler, europe/nl.json Government ›
  // Independence: "26 July 1581"; National holiday: "King's Day (birthday of King WILLEM-ALEXANDER), 27 April
  // (1967)".
  {
    question: 'when did suriname gain independence from the netherlands',
    kind: 'date',
    expected: [/^[^.]*\b(?:25 November,? 1975|November 25,? 1975)\b/i],
    forbidden: [/\b26 July 1581\b/i, /\b1581\b/, /\bKing['’]s Day\b/i],
  },

  // Factbook africa/cn.json Government › Independence: "6 July 1975 (from France)"; Introduction › Background:
  // "Comoros spent most of the 20th century as a colonial outpost until it declared independence from France on
  // 6 July 1975". The former ruler, europe/fr.json Government › Independence: "no official date of
  // independence: 486 (Frankish tribes unified under Merovingian kingship); 10 August 843 (Western Francia
  // established from the division of the Carolingian Empire); 14 July 1789 (French monarchy overthrown); 22
  // September 1792 (First French Republic established); 4 October 1958 (Fifth French Republic established)".
  {
    question: 'when did the comoros stop being under french rule',
    kind: 'date',
    expected: [/^[^.]*\b(?:6 July,? 1975|July 6,? 1975)\b/i],
    forbidden: [
      /\bno official date of independence\b/i,
      /\bMerovingian\b/i,
      /\b10 August 843\b/i,
      /\b14 July 1789\b/i,
      /\b4 October 1958\b/i,
    ],
  },
];
