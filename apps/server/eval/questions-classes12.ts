/**
 * Ten held-out questions of six classes (a country whose name holds a word that also names a fact, asked
 * for another fact or compared; a country's trading partners asked in everyday words; life expectancy asked
 * as "lifespan" or "how long people live"; who wrote the music of a country's national anthem; who wrote a
 * work that WordNet glosses as "written by" its author, beside other senses of its name; a country asked by
 * its independence with the former ruler named by an adjective), written by a helper who saw only the class
 * names, the EvalQuestion type, the eleventh class set (for format) and the question lines of all sets (to
 * avoid repeats), never the engine. Every expected fact was checked in the library text (WordNet 3.1, the CIA
 * World Factbook final edition of January 2026, the starter articles in `library/`) quoted above each
 * question; no expected fact is a Factbook "note". The Factbook's "National anthem(s)" › "lyrics/music" "A/B"
 * names the lyricist A and the composer B. Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';

/** Digit-group separators as a figure may be written: "1,030,700", "1.030.700", "1 030 700". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

export const CLASS12_QUESTIONS: EvalQuestion[] = [
  // --- a. A country whose name holds a fact's word ("guinea", "republic"), asked another fact or compared --

  // Factbook east-n-southeast-asia/pp.json People and Society › Population › total: "10,273,996 (2025 est.)";
  // australia-oceania/nz.json People and Society › Population › total: "5,161,211 (2024 est.)": Papua New
  // Guinea has more people. The word "guinea" names other countries: africa/gv.json (Guinea) Population ›
  // total "14,374,590 (2025 est.)"; africa/ek.json (Equatorial Guinea) "1,795,834 (2024 est.)"; africa/pu.json
  // (Guinea-Bissau) "2,132,325 (2024 est.)". Neighbour australia-oceania/as.json (Australia) "27,490,921 (2025
  // est.)". Other facts not asked for: Geography › Area › "total " (trailing space): pp.json "462,840 sq km",
  // nz.json "268,838 sq km"; pp.json Geography › Coastline: "5,152 km".
  {
    question: 'which has more people, papua new guinea or new zealand',
    kind: 'comparison',
    expected: [
      new RegExp(String.raw`\b10${SEP}273${SEP}996\b|\b10\.3 million\b`, 'i'),
      new RegExp(String.raw`\b5${SEP}161${SEP}211\b|\b5\.2 million\b`, 'i'),
    ],
    match: 'all',
    forbidden: [
      new RegExp(String.raw`\b14${SEP}374${SEP}590\b`),
      new RegExp(String.raw`\b1${SEP}795${SEP}834\b`),
      new RegExp(String.raw`\b2${SEP}132${SEP}325\b`),
      new RegExp(String.raw`\b27${SEP}490${SEP}921\b`),
      new RegExp(String.raw`\b462${SEP}840\b`),
      new RegExp(String.raw`\b268${SEP}838\b`),
      new RegExp(String.raw`\b5${SEP}152\s?km\b`),
      /^\W*New Zealand has more\b/i,
    ],
  },

  // Factbook europe/ez.json Economy › Exchange rates › Currency: "koruny (CZK) per US dollar -"; Government ›
  // Country name › conventional long form: "Czech Republic". The word "republic" names another field: ez.json
  // Government › Government type: "parliamentary republic". Neighbours: europe/lo.json (Slovakia), europe/
  // au.json (Austria), europe/gm.json (Germany) Exchange rates › Currency: "euros (EUR) per US dollar -";
  // europe/pl.json (Poland): "zlotych (PLN) per US dollar -".
  {
    question: 'what currency does the czech republic use',
    kind: 'place',
    expected: [/\bkorun[ayi]\b|\bkoruny\b|\bCZK\b/i],
    forbidden: [/\bparliamentary republic\b/i, /\beuros? \(EUR\)/i, /\bzlot[yei]/i, /\bPLN\b/],
  },

  // --- b. A country's trading partners asked in everyday words -------------------------------------------

  // Factbook east-n-southeast-asia/vm.json Economy › Exports - partners: "USA 28%, China 20%, Japan 6%, Hong
  // Kong 4%, Germany 3% (2023)". (The other way round, Imports - partners: "China 49%, Singapore 6%, Japan 6%,
  // Hong Kong 5%, Taiwan 4% (2023)"; neighbours' Exports - partners: cb.json Cambodia "USA 36%, Germany 6%,
  // China 6%, Japan 6%, Thailand 5% (2023)"; th.json Thailand "USA 18%, China 13%, Japan 7%, Australia 4%,
  // Singapore 4% (2023)"; la.json Laos "China 39%, Thailand 34%, ...".)
  {
    question: 'who does vietnam sell the most to',
    kind: 'place',
    expected: [/\b(?:USA|United States|US|U\.S\.)\W{0,4}28\s?%/i],
    forbidden: [
      /\bChina\W{0,4}49\s?%/i,
      /\bSingapore\W{0,4}6\s?%/i,
      /\bTaiwan\W{0,4}4\s?%/i,
      /\b(?:USA|United States|US|U\.S\.)\W{0,4}(?:36|18)\s?%/i,
      /\bChina\W{0,4}39\s?%/i,
    ],
  },

  // Factbook south-america/pe.json Economy › Imports - partners: "China 26%, USA 21%, Brazil 7%, Argentina 5%,
  // Mexico 3% (2023)". (The other way round, Exports - partners: "China 34%, USA 14%, Canada 5%, India 4%,
  // Switzerland 4% (2023)"; neighbours' Imports - partners: south-america/ci.json Chile "China 23%, USA 20%,
  // Brazil 10%, Argentina 7%, Germany 5% (2023)"; south-america/bl.json Bolivia "China 22%, Brazil 18%, Chile
  // 13%, USA 7%, Peru 5% (2023)".)
  {
    question: "what are peru's main suppliers",
    kind: 'place',
    expected: [/\bChina\W{0,4}26\s?%/i, /\b(?:USA|United States|US|U\.S\.)\W{0,4}21\s?%/i],
    match: 'all',
    forbidden: [
      /\bChina\W{0,4}(?:34|23|22)\s?%/i,
      /\b(?:USA|United States|US|U\.S\.)\W{0,4}(?:14|20)\s?%/i,
      /\bCanada\W{0,4}5\s?%/i,
      /\bSwitzerland\W{0,4}4\s?%/i,
      /\bBrazil\W{0,4}18\s?%/i,
    ],
  },

  // --- c. Life expectancy asked as "lifespan" or "how long people live" ---------------------------------

  // Factbook east-n-southeast-asia/mg.json People and Society › Life expectancy at birth › total population:
  // "71.9 years (2024 est.)"; male: "67.8 years"; female: "76.3 years". Median age › total: "28.8 years (2025
  // est.)"; School life expectancy (primary to tertiary education) › total: "14 years (2023 est.)" (neither a
  // lifespan). Neighbours' totals: east-n-southeast-asia/ch.json China "78.7 years (2024 est.)"; central-asia/
  // rs.json Russia "72.3 years (2024 est.)".
  {
    question: "what's the typical lifespan in mongolia",
    kind: 'number',
    expected: [/(?<![\d.])71\.9\s?years\b/i],
    forbidden: [
      /(?<![\d.])28\.8\s?years\b/i,
      /(?<![\d.])14 years\b/i,
      /(?<![\d.])78\.7\s?years\b/i,
      /(?<![\d.])72\.3\s?years\b/i,
    ],
  },

  // Factbook south-america/bl.json People and Society › Life expectancy at birth › total population: "72.5
  // years (2024 est.)"; male: "71 years"; female: "74 years". Median age › total: "27 years (2025 est.)" (not a
  // lifespan). Neighbours' totals: south-america/pe.json Peru "68.9 years (2024 est.)"; pa.json Paraguay and
  // ar.json Argentina "78.8 years (2024 est.)"; br.json Brazil "76.3 years (2024 est.)"; ci.json Chile "80.3
  // years (2024 est.)".
  {
    question: 'how long do people live in bolivia',
    kind: 'number',
    expected: [/(?<![\d.])72\.5\s?years\b/i],
    forbidden: [
      /(?<![\d.])27 years\b/i,
      /(?<![\d.])68\.9\s?years\b/i,
      /(?<![\d.])78\.8\s?years\b/i,
      /(?<![\d.])76\.3\s?years\b/i,
      /(?<![\d.])80\.3\s?years\b/i,
    ],
  },

  // --- d. Who wrote the music of a country's national anthem --------------------------------------------

  // Factbook europe/it.json Government › National anthem(s) › title: "\"Il Canto degli Italiani\" (The Song of
  // the Italians)"; lyrics/music: "Goffredo MAMELI/Michele NOVARO" (Mameli the lyricist, Novaro the composer);
  // history: "adopted 2005; the anthem, originally written in 1847, is also known as \"L'Inno di Mameli\"
  // (Mameli's Hymn), ...". (Neighbours' lyrics/music: europe/fr.json France "Claude-Joseph ROUGET de Lisle";
  // europe/sz.json Switzerland "Leonhard WIDMER [German], ... /Alberik ZWYSSIG"; europe/au.json Austria "Paula
  // von PRERADOVIC/Wolfgang Amadeus MOZART or Johann HOLZER (disputed)".)
  {
    question: "who wrote the music for italy's national anthem",
    kind: 'creator',
    expected: [/\bNovaro\b/i],
    forbidden: [
      // The lyricist named as the composer ("music by Goffredo Mameli"), not "lyrics by Mameli, music by Novaro".
      /\b(?:music|melody)(?: was| is)? (?:composed |written )?by (?:Goffredo )?Mameli\b/i,
      /\b(?:Goffredo )?Mameli (?:composed|wrote the music)\b/i,
      /\bRouget\b/i,
      /\bZwyssig\b/i,
      /\bMozart\b/i,
    ],
  },

  // --- e. Who wrote a work that WordNet glosses as written "by" its author ------------------------------

  // WordNet data.noun 07297903 Utopia: "a book written by Sir Thomas More (1516) describing the perfect society
  // on an imaginary island"; 11210173 More, Thomas_More, Sir_Thomas_More: "English statesman who opposed Henry
  // VIII's divorce from Catherine of Aragon and was imprisoned and beheaded; recalled for his concept of
  // Utopia, the ideal state". The other senses (index.noun utopia n 4): 13955078 utopia: "ideally perfect
  // state; especially in its social and political and moral aspects"; 05639839 Utopia, Zion, Sion: "an
  // imaginary place considered to be perfect or ideal"; 06381801 utopia: "a work of fiction describing a
  // utopia". grep -rliw utopia over /tmp/fb and library/ finds nothing.
  {
    question: 'who wrote utopia',
    kind: 'creator',
    expected: [/\b(?:Sir )?Thomas More\b/],
    forbidden: [
      /\bideally perfect state\b/i,
      /\bimaginary place considered to be perfect\b/i,
      /\bwork of fiction describing a utopia\b/i,
      /\bcould not find\b/i,
    ],
  },

  // --- f. A country asked by its independence, the former ruler named by an adjective -------------------

  // Factbook africa/mz.json Government › Independence: "25 June 1975 (from Portugal)"; National holiday:
  // "Independence Day, 25 June (1975)"; Country name › former: "Portuguese East Africa, People's Republic of
  // Mozambique"; Introduction › Background: "Portugal did not relinquish Mozambique until 1975." The former
  // ruler, europe/po.json Government › Independence: "1143 (Kingdom of Portugal recognized); 1 December 1640
  // (independence reestablished after 60 years of Spanish rule); 5 October 1910 (republic proclaimed)". Other
  // former Portuguese lands: africa/ao.json Angola Independence "11 November 1975 (from Portugal)"; africa/
  // pu.json Guinea-Bissau "24 September 1973 (declared); 10 September 1974 (from Portugal)"; south-america/
  // br.json Brazil "7 September 1822 (from Portugal)".
  {
    question: 'when did mozambique stop being portuguese',
    kind: 'date',
    expected: [/\b(?:25 June,? 1975|June 25,? 1975)\b/i, /\b1975\b/],
    forbidden: [
      /\b1143\b/,
      /\b1 December,? 1640\b|\bDecember 1,? 1640\b/i,
      /\b5 October,? 1910\b|\bOctober 5,? 1910\b/i,
      /\b11 November,? 1975\b|\bNovember 11,? 1975\b/i,
      /\b10 September,? 1974\b|\bSeptember 10,? 1974\b/i,
      /\b7 September,? 1822\b|\bSeptember 7,? 1822\b/i,
    ],
  },

  // Factbook south-america/pa.json Government › Independence: "14-15 May 1811 (from Spain)" (its note on the
  // night of the uprising is not expected); National holiday: "Independence Day, 14-15 May (1811) (observed 15
  // May)"; Introduction › Background: "... before the arrival of the Spanish in the early 16th century, when the
  // territory was incorporated into the Viceroyalty of Peru. Paraguay achieved its independence from Spain in
  // 1811 ...". The former ruler, europe/sp.json Government › Independence: "1492"; National holiday: "National
  // Day (Hispanic Day), 12 October (1492)". Neighbours: south-america/ar.json Independence "9 July 1816 (from
  // Spain)"; south-america/bl.json "6 August 1825 (from Spain)".
  {
    question: 'was paraguay once spanish',
    kind: 'place',
    expected: [
      /\b1811\b/,
      /\bfrom Spain\b|\bSpanish (?:colony|rule|authorities|empire)\b|\bViceroyalty of Peru\b|\barrival of the Spanish\b/i,
    ],
    match: 'all',
    forbidden: [
      /^\W*No\b/i,
      /\b1492\b/,
      /\bGranada\b/i,
      /\b9 July,? 1816\b|\bJuly 9,? 1816\b/i,
      /\b6 August,? 1825\b|\bAugust 6,? 1825\b/i,
      /\bcould not find\b/i,
    ],
  },
];
