/**
 * Fourteen held-out questions of seven classes (a country whose name holds a word that also names a fact,
 * asked for another fact; a country's trading partners asked in everyday words; life expectancy asked as
 * "life span" or "how long people live"; who wrote or composed a country's national anthem; who wrote a work
 * whose name WordNet also gives to another sense, which must not be mixed in; a country asked by the
 * history of its independence with its former ruler named by an adjective, which must stay about the
 * country; the religions of a country asked by naming faiths only), written by a helper who saw only the
 * class names, the EvalQuestion type, the tenth class set (for format) and the question lines of all sets
 * (to avoid repeats), never the engine. Every expected fact was checked in the library text (WordNet 3.1,
 * the CIA World Factbook final edition of January 2026, the starter articles in `library/`) quoted above
 * each question; no expected fact is a Factbook "note". The Factbook's "National anthem(s)" › "lyrics/music"
 * "A/B" names the lyricist A and the composer B. Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

/** Digit-group separators as a figure may be written: "1,030,700", "1.030.700", "1 030 700". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

export const CLASS11_QUESTIONS: EvalQuestion[] = [
  // --- a. A country whose name holds a fact's word ("republic", "emirates"), asked for another fact -------

  // Factbook central-america-n-caribbean/dr.json People and Society › Population › total: "10,899,292 (2025
  // est.)"; central-america-n-caribbean/ha.json People and Society › Population › total: "11,898,812 (2025
  // est.)": Haiti has more people. The word "republic" names another field: dr.json Government › Government
  // type: "presidential republic" (ha.json: "semi-presidential republic"). Other facts not asked for: dr.json
  // Geography › Coastline: "1,288 km", ha.json: "1,771 km"; Geography › Area › "total " (trailing space):
  // dr.json "48,670 sq km", ha.json "27,750 sq km".
  {
    question: 'which has more people the dominican republic or haiti',
    kind: 'comparison',
    expected: [
      new RegExp(String.raw`\b11${SEP}898${SEP}812\b|\b11\.9 million\b`, 'i'),
      new RegExp(String.raw`\b10${SEP}899${SEP}292\b|\b10\.9 million\b`, 'i'),
    ],
    match: 'all',
    forbidden: [
      /\bpresidential republic\b/i,
      new RegExp(String.raw`\b1${SEP}288\s?km\b`),
      new RegExp(String.raw`\b1${SEP}771\s?km\b`),
      new RegExp(String.raw`\b48${SEP}670\b`),
      new RegExp(String.raw`\b27${SEP}750\b`),
      /^\W*(?:The )?Dominican Republic has more\b/i,
    ],
  },

  // Factbook middle-east/ae.json Geography › Area › "total " (trailing space): "83,600 sq km"; middle-east/
  // mu.json (Oman) Geography › Area › "total ": "309,500 sq km": Oman is the bigger. The word "emirates" names
  // another field: ae.json Government › Administrative divisions: "7 emirates (imarat, singular - imarah);
  // Abu Zaby (Abu Dhabi), ..."; Government type: "federation of monarchies". Other facts not asked for:
  // Geography › Coastline: ae.json "1,318 km", mu.json "2,092 km"; People and Society › Population › total:
  // ae.json "10,093,593 (2025 est.)", mu.json "3,969,824 (2025 est.)".
  {
    question: 'which is bigger in area, the united arab emirates or oman',
    kind: 'comparison',
    expected: [
      new RegExp(String.raw`\b309${SEP}500\s?(?:sq\.?\s?km|square kilomet)`, 'i'),
      new RegExp(String.raw`\b83${SEP}600\s?(?:sq\.?\s?km|square kilomet)`, 'i'),
    ],
    match: 'all',
    forbidden: [
      /\b(?:7|seven) emirates\b/i,
      /\bfederation of monarchies\b/i,
      new RegExp(String.raw`\b1${SEP}318\s?km\b`),
      new RegExp(String.raw`\b2${SEP}092\s?km\b`),
      new RegExp(String.raw`\b10${SEP}093${SEP}593\b`),
      new RegExp(String.raw`\b3${SEP}969${SEP}824\b`),
    ],
  },

  // --- b. A country's trading partners asked in everyday words -------------------------------------------

  // Factbook africa/ke.json Economy › Exports - partners: "Uganda 10%, USA 10%, UAE 8%, Netherlands 8%,
  // Pakistan 6% (2023)". (The other way round, Imports - partners: "China 22%, UAE 14%, India 10%, Saudi
  // Arabia 5%, Malaysia 4% (2023)"; neighbour africa/ug.json Exports - partners: "India 21%, UAE 16%, Hong
  // Kong 10%, South Sudan 8%, Kenya 6% (2023)".)
  {
    question: "who buys kenya's goods",
    kind: 'place',
    expected: [/\bUganda\W{0,4}10\s?%/i, /\bNetherlands\W{0,4}8\s?%/i],
    match: 'all',
    forbidden: [
      /\bChina\W{0,4}22\s?%/i,
      /\bIndia\W{0,4}(?:10|21)\s?%/i,
      /\bSaudi Arabia\W{0,4}5\s?%/i,
      /\bMalaysia\W{0,4}4\s?%/i,
      /\bUAE\W{0,4}16\s?%/i,
    ],
  },

  // Factbook south-asia/bg.json Economy › Imports - partners: "China 34%, India 17%, Indonesia 5%, Singapore
  // 5%, Malaysia 4% (2023)". (The other way round, Exports - partners: "USA 16%, Germany 15%, UK 8%, Spain 7%,
  // Poland 6% (2023)"; neighbour south-asia/in.json Imports - partners: "China 19%, Russia 10%, USA 6%, UAE
  // 6%, Saudi Arabia 5% (2023)".)
  {
    question: 'where does bangladesh get its imports from',
    kind: 'place',
    expected: [/\bChina\W{0,4}34\s?%/i, /\bIndia\W{0,4}17\s?%/i],
    match: 'all',
    forbidden: [
      /\b(?:USA|United States|US)\W{0,4}16\s?%/,
      /\bGermany\W{0,4}15\s?%/i,
      /\bSpain\W{0,4}7\s?%/i,
      /\bPoland\W{0,4}6\s?%/i,
      /\bChina\W{0,4}19\s?%/i,
      /\bRussia\W{0,4}10\s?%/i,
    ],
  },

  // --- c. Life expectancy asked as "life span" or "how long people live" --------------------------------

  // Factbook africa/ni.json People and Society › Life expectancy at birth › total population: "62.2 years
  // (2024 est.)"; male: "60.4 years"; female: "64.2 years". Median age › total: "19.4 years (2025 est.)" (not
  // a life span). Neighbours: africa/ng.json (Niger) total population "60.9 years (2024 est.)"; africa/bn.json
  // (Benin) "63 years (2024 est.)".
  {
    question: "what's the average life span in nigeria",
    kind: 'number',
    expected: [/(?<![\d.])62\.2\s?years\b/i],
    forbidden: [/(?<![\d.])60\.9\s?years\b/i, /(?<![\d.])63 years\b/i, /(?<![\d.])19\.4\s?years\b/i],
  },

  // Factbook east-n-southeast-asia/la.json People and Society › Life expectancy at birth › total population:
  // "69 years (2024 est.)"; male: "67.4 years"; female: "70.7 years". School life expectancy (primary to
  // tertiary education) › total: "9 years (2023 est.)" (how long children stay at school); Median age › total:
  // "25.8 years (2025 est.)". Neighbours' totals: th.json Thailand "78.2 years (2024 est.)", vm.json Vietnam
  // "76.1 years (2024 est.)", cb.json Cambodia "71.4 years (2024 est.)".
  {
    question: 'how long do people live in laos',
    kind: 'number',
    expected: [/(?<![\d.])69(?:\.0)?\s?years\b/i],
    forbidden: [
      /(?<![\d.])9 years\b/i,
      /(?<![\d.])25\.8\s?years\b/i,
      /(?<![\d.])78\.2\s?years\b/i,
      /(?<![\d.])76\.1\s?years\b/i,
      /(?<![\d.])71\.4\s?years\b/i,
    ],
  },

  // --- d. Who wrote or composed a country's national anthem ---------------------------------------------

  // Factbook europe/gm.json Government › National anthem(s) › title: "“Lied der Deutschen”(Song of the
  // Germans)"; lyrics/music: "August Heinrich HOFFMANN VON FALLERSLEBEN/Franz Joseph HAYDN" (Haydn the
  // composer). WordNet data.noun 11055776 Haydn, Joseph_Haydn, Franz_Joseph_Haydn: "prolific Austrian composer
  // who influenced the classical form of the symphony (1732-1809)". (Neighbour europe/au.json Austria,
  // lyrics/music: "Paula von PRERADOVIC/Wolfgang Amadeus MOZART or Johann HOLZER (disputed)"; its note names
  // Johann STRAUSS II's "The Blue Danube".)
  {
    question: 'who composed the german national anthem',
    kind: 'creator',
    expected: [/\bHaydn\b/i],
    forbidden: [
      /\bMozart\b/i,
      /\bHolzer\b/i,
      /\bPreradovi/i,
      /\bStrauss\b/i,
      /\bcomposed by (?:August Heinrich )?Hoffmann\b/i,
    ],
  },

  // Factbook middle-east/tu.json Government › National anthem(s) › title: "\"Istiklal Marsi\" (The March of
  // Independence)"; lyrics/music: "Mehmet Akif ERSOY/Zeki UNGOR" (Ersoy the lyricist, Ungor the composer);
  // history: "lyrics adopted 1921, music adopted 1932; ...". (Neighbours: europe/gr.json Greece, lyrics/music:
  // "Dionysios SOLOMOS/Nikolaos MANTZAROS"; central-asia/aj.json Azerbaijan: "Ahmed JAVAD/Uzeyir HAJIBEYOV".)
  {
    question: "who wrote the words of turkey's national anthem",
    kind: 'creator',
    expected: [/\bErsoy\b/i],
    forbidden: [
      // The composer named as the lyricist ("lyrics by Zeki Ungor"), not "lyrics by Ersoy and music by Zeki Ungor".
      /\b(?:lyrics|words)(?: and music)? (?:are |were )?by Zeki\b/i,
      /\bZeki Ung[oö]r (?:wrote|penned)\b/i,
      /\bSolomos\b/i,
      /\bJavad\b/i,
    ],
  },

  // --- e. Who wrote a work whose name WordNet also gives to another sense --------------------------------

  // WordNet data.noun 09626002 Peter_Pan: "the main character in a play and novel by J. M. Barrie; a boy who
  // won't grow up"; 10854618 Barrie, James_Barrie, J._M._Barrie, ...: "Scottish dramatist and novelist;
  // created Peter Pan (1860-1937)". The other sense, 10439530 Peter_Pan: "a boyish or immature man; after the
  // boy in Barrie's play who never grows up"; and 03926096 Peter_Pan_collar: "a flat collar with rounded ends
  // that meet in front". grep -wi "peter pan" over /tmp/fb and library/ finds nothing.
  {
    question: 'who wrote peter pan',
    kind: 'creator',
    expected: [/\bBarrie\b/],
    forbidden: [/\bboyish or immature man\b/i, /\bcollar\b/i, /\bcould not find\b/i],
  },

  // WordNet data.noun 09622369 Frankenstein: "the fictional Swiss scientist who was the protagonist in a gothic
  // novel by Mary Wollstonecraft Shelley; he created a monster from parts of corpses"; 09622575 Frankenstein,
  // Frankenstein's_monster: "the monster created by Frankenstein in a gothic novel by Mary Wollstonecraft
  // Shelley ..."; 11317022 Shelley, Mary_Shelley, Mary_Wollstonecraft_Shelley: "English writer who created
  // Frankenstein's monster and married Percy Bysshe Shelley (1797-1851)". The other sense, 14031235
  // Frankenstein: "an agency that escapes control and destroys its creator"; and the author's mother, 11415194
  // Wollstonecraft, Mary_Wollstonecraft: "English writer and early feminist who denied male supremacy ...".
  // grep -wi frankenstein over /tmp/fb and library/ finds nothing.
  {
    question: 'who wrote frankenstein',
    kind: 'creator',
    expected: [/\bMary (?:Godwin )?(?:Wollstonecraft )?Shelley\b/i],
    forbidden: [/\bagency that escapes control\b/i, /\bearly feminist\b/i, /^\W*Percy\b/i],
  },

  // --- f. A country asked by its independence, the former ruler named by an adjective -------------------

  // Factbook east-n-southeast-asia/vm.json Government › Independence: "2 September 1945 (from France)";
  // National holiday: "Independence Day (National Day), 2 September (1945)"; Introduction › Background:
  // "Vietnam declared independence after World War II, but the French continued to rule until communist
  // forces under Ho Chi MINH defeated them in 1954." The former ruler, europe/fr.json Government › Independence:
  // "no official date of independence: 486 (Frankish tribes unified under Merovingian kingship); 10 August 843
  // (...); 14 July 1789 (French monarchy overthrown); 22 September 1792 (...); 4 October 1958 (Fifth French
  // Republic established)".
  {
    question: 'when did vietnam stop being french',
    kind: 'date',
    expected: [/\b(?:2 September,? 1945|September 2,? 1945)\b/i, /\b1954\b/],
    forbidden: [
      /\bno official date of independence\b/i,
      /\bMerovingian\b/i,
      /\b10 August 843\b/i,
      /\b14 July 1789\b/i,
      /\b4 October 1958\b/i,
    ],
  },

  // Factbook central-america-n-caribbean/bh.json Government › Independence: "21 September 1981 (from the
  // UK)"; Country name › former: "British Honduras"; Introduction › Background: "... it formally became the
  // colony of British Honduras in 1862. Territorial disputes between the UK and Guatemala delayed the
  // independence of Belize until 1981." The former ruler, europe/uk.json Government › Independence: "no
  // official date of independence: 927 (minor English kingdoms unite); 3 March 1284 (enactment of the Statute
  // of Rhuddlan ...); ... 1 May 1707 (Acts of Union unite England, Scotland, and Wales as Great Britain);
  // ...".
  {
    question: 'was belize once british',
    kind: 'place',
    expected: [
      /\b1981\b/,
      /\bBritish Honduras\b|\bfrom the UK\b|\bfrom (?:the )?(?:United Kingdom|Great Britain|Britain)\b|\bBritish (?:colony|rule)\b/i,
    ],
    match: 'all',
    forbidden: [
      /^\W*No\b/i,
      /\bno official date of independence\b/i,
      /\bActs? of Union\b/i,
      /\b1707\b/,
      /\bStatute of Rhuddlan\b/i,
      /\bcould not find\b/i,
    ],
  },

  // --- g. Religion asked by naming faiths only ------------------------------------------------------------

  // Factbook africa/tz.json People and Society › Religions: "Christian 63.1%, Muslim 34.1%, folk religion
  // 1.1%, Buddhist <1%, Hindu <1%, Jewish <1%, other <1%, unspecified 1.6% (2020 est.)" (its note on
  // Zanzibar is not expected). Neighbours: africa/ke.json Religions: "Christian 85.5% (...), Muslim 10.9%,
  // ..."; africa/ug.json: "Protestant 45.1% (...), Roman Catholic 39.3%, Muslim 13.7%, ..."; africa/mz.json:
  // "Catholic 27.3%, Islam 19.1%, ...".
  {
    question: 'are most people in tanzania muslim or christian',
    kind: 'place',
    expected: [
      inSentence(
        [String.raw`\bChristians?\b`, String.raw`(?<![\d.])63\.1\s?%`],
        [String.raw`(?<![\d.])63\.1\s?%`, String.raw`\bChristians?\b`],
      ),
    ],
    forbidden: [
      /^\W*(?:Mostly|Most are|Most people are|Most Tanzanians are) Muslims?\b/i,
      /\bmajority (?:are |is )?Muslim\b/i,
      /(?<![\d.])85\.5\s?%/,
      /(?<![\d.])45\.1\s?%/,
      /(?<![\d.])27\.3\s?%/,
    ],
  },

  // Factbook east-n-southeast-asia/ks.json People and Society › Religions: "Protestant 17%, Buddhist 16%,
  // Catholic 6%, none 60% (2021 est.)": Christians 17% + 6% = 23%. Neighbours: kn.json (North Korea)
  // Religions: "traditionally Buddhist and Confucian, some Christian and syncretic Chondogyo (Religion of the
  // Heavenly Way)"; ch.json China: "folk religion 21.9%, Buddhist 18.2%, Christian 5.1%, ..."; ja.json Japan:
  // "Shintoism 48.6%, Buddhism 46.4%, Christianity 1.1%, other 4% (2021 est.)".
  {
    question: 'how many christians are there in south korea',
    kind: 'number',
    expected: [
      inSentence(
        [String.raw`\bProtestants?\b`, String.raw`(?<![\d.])17\s?%`],
        [String.raw`(?<![\d.])17\s?%`, String.raw`\bProtestants?\b`],
      ),
      inSentence(
        [String.raw`\bChristians?\b`, String.raw`(?<![\d.])23\s?%`],
        [String.raw`(?<![\d.])23\s?%`, String.raw`\bChristians?\b`],
      ),
    ],
    forbidden: [/\bChondogyo\b/i, /\bChristian\W{0,4}5\.1\s?%/i, /\bChristianity\W{0,4}1\.1\s?%/i],
  },
];
