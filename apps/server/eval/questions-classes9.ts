/**
 * Six held-out questions of six classes (a superlative over a region typed without a question word; an
 * area asked by its unit; a yes/no about the kind of a government; a country by an everyday name its
 * profile gives only in a note; a name's adjective and a common noun as the subject, answered by a library
 * article; a country's fixed telephone lines), written by a helper who saw only the class names, the
 * EvalQuestion type, the eighth class set (for format) and the question lines of all sets (to avoid
 * repeats), never the engine. Every expected fact was checked in the library text (WordNet 3.1, the CIA
 * World Factbook final edition of January 2026, the starter articles in `library/`) quoted above each
 * question; no expected fact is a Factbook "note". Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

/** Digit-group separators as a figure may be written: "1,240,192", "1.240.192", "1 240 192". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

export const CLASS9_QUESTIONS: EvalQuestion[] = [
  // --- a. A superlative over a region, no question word, lower case --------------------------------------

  // Factbook south-asia/in.json Geography › Area › "total " (key with a trailing space): "3,287,263 sq km".
  // The other South Asia profiles' totals: af Afghanistan "652,230 sq km", bg Bangladesh "148,460 sq km", bt
  // Bhutan "38,394 sq km", ce Sri Lanka "65,610 sq km", mv Maldives "298 sq km", np Nepal "147,181 sq km",
  // pk Pakistan "796,095 sq km" (io British Indian Ocean Territory "60 sq km"). China (east-n-southeast-asia/
  // ch.json, "9,596,960 sq km") is not in the region.
  {
    question: 'largest country in south asia',
    kind: 'superlative',
    expected: [
      inSentence([String.raw`\bIndia\b`, String.raw`\b(?:largest|biggest)\b`]),
      inSentence([String.raw`\b(?:largest|biggest)\b`, String.raw`\bIndia\b`]),
      new RegExp(String.raw`^[^.]*\bIndia\b[^.]*\b3${SEP}287${SEP}263\b`, 'i'),
    ],
    forbidden: [
      inSentence([
        String.raw`\b(?:Pakistan|Afghanistan|Bangladesh|Nepal|China)\b`,
        String.raw`\bis (?:the )?(?:largest|biggest)\b`,
      ]),
    ],
  },

  // --- b. An area asked by its unit ---------------------------------------------------------------------

  // Factbook africa/ml.json Geography › Area › "total ": "1,240,192 sq km"; land: "1,220,190 sq km"; water:
  // "20,002 sq km". (Neighbours' totals: mr Mauritania "1,030,700 sq km", ng Niger "1.267 million sq km", ag
  // Algeria "2,381,740 sq km".) The lead must give the total, not the land area.
  {
    question: 'how many square kilometers is mali',
    kind: 'number',
    expected: [new RegExp(String.raw`^[^.]*\b1${SEP}240${SEP}192\b`)],
    forbidden: [
      new RegExp(String.raw`^[^.\d]*\b1${SEP}220${SEP}190\b`),
      new RegExp(String.raw`\b1${SEP}030${SEP}700\b`),
      new RegExp(String.raw`\b2${SEP}381${SEP}740\b`),
    ],
  },

  // --- c. A yes/no about the kind of a government -------------------------------------------------------

  // Factbook australia-oceania/tn.json Government › Government type: "constitutional monarchy"; Executive
  // branch › chief of state: "King TUPOU VI (since 18 March 2012)"; Introduction › Background: "crowned King
  // George TUPOU I in 1845, establishing the only still-extant Polynesian monarchy". WordNet data.noun
  // 09059608 Tonga, Kingdom_of_Tonga, Friendly_Islands: "a monarchy on a Polynesian archipelago in the South
  // Pacific; achieved independence from the United Kingdom in 1970"; its namesake 07008689 Tonga: "the
  // language of the Tongan people of south central Africa (Zambia and Rhodesia)".
  {
    question: 'is tonga still a monarchy',
    kind: 'place',
    expected: [
      /^\W*Yes\b/i,
      /^[^.]*\bconstitutional monarchy\b/i,
      /^[^.]*\bTonga is (?:still )?a (?:constitutional )?monarchy\b/i,
    ],
    forbidden: [
      /^\W*No\b/i,
      /\bno longer (?:a )?(?:monarchy|kingdom)\b/i,
      /\bsouth central Africa\b/i,
      /\bcould not find\b/i,
    ],
  },

  // --- d. A country by an everyday name its profile gives only in a note --------------------------------

  // Factbook east-n-southeast-asia/bm.json Government › Country name › conventional short form: "Burma";
  // its note (not an expected fact, only why the name resolves): "since 1989 the military authorities in
  // Burma and the deposed parliamentary government have promoted the name Myanmar as a conventional name for
  // their state". People and Society › Population › total: "57,931,718 (2025 est.)"; male "28,591,467";
  // female "29,340,251". WordNet data.noun 08733223 Myanmar, Union_of_Burma, Burma: "a mountainous republic
  // in southeastern Asia on the Bay of Bengal" (no population).
  {
    question: 'myanmar population',
    kind: 'demonym',
    expected: [new RegExp(String.raw`\b57${SEP}931${SEP}718\b`), /\b57\.9\d? million\b/i],
    forbidden: [
      new RegExp(String.raw`^[^.\d]*\b(?:28${SEP}591${SEP}467|29${SEP}340${SEP}251)\b`),
      /\bcould not find\b/i,
    ],
  },

  // --- e. A name's adjective and a common noun as the subject, from a library article -------------------

  // library/history/roman-empire.md › Society, law and engineering: "Roman **engineers** built tens of
  // thousands of kilometres of paved roads, aqueducts that carried water into cities, bridges, harbours and
  // great domed buildings such as the Pantheon". WordNet data.noun 02732004 Appian_Way: "an ancient Roman
  // road in Italy extending south from Rome to Brindisi; begun in 312 BC" (one road, no length). Factbook
  // europe/it.json Transportation › Railways › total: "18,475 km (2020) 12,936 km electrified" (modern Italy,
  // not Roman roads).
  {
    question: 'how long were the roman roads',
    kind: 'number',
    expected: [/\btens of thousands of kilomet(?:re|er)s\b/i],
    forbidden: [/^[^.]*\bAppian Way\b/i, new RegExp(String.raw`\b18${SEP}475\b`)],
  },

  // --- f. A country's fixed telephone lines -------------------------------------------------------------

  // Factbook europe/bu.json Communications › Telephones - fixed lines › total subscriptions: "552,000 (2024
  // est.)"; subscriptions per 100 inhabitants: "8 (2024 est.)". Telephones - mobile cellular › total
  // subscriptions: "7.98 million (2024 est.)"; Broadband - fixed subscriptions › total: "2.45 million (2023
  // est.)" (neither is a landline count).
  {
    question: 'how many landlines are there in bulgaria',
    kind: 'number',
    expected: [new RegExp(String.raw`\b552${SEP}000\b`), /\b552 thousand\b/i, /\b0\.55\d? million\b/i],
    forbidden: [/^[^.\d]*\b(?:7\.98|2\.45) million\b/i],
  },
];
