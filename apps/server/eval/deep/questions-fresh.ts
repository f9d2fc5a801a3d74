/**
 * Fresh Deep questions, written to check that the report writer generalises: places, groupings and
 * article parts that neither `questions.ts` nor `questions-held-out.ts` asks about. Every expected fact
 * was read in the library text of the question's subjects (the CIA World Factbook, final edition,
 * January 2026, in its own formatting, and the starter articles in `library/`), from the field or
 * section that answers the question. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question: 'How do the political systems of Iran and Saudi Arabia differ?',
    kind: 'comparison',
    subjects: ['Iran', 'Saudi Arabia'],
    aspects: ['government'],
    // Government type, Executive branch (chief of state), Legislative branch (legislature name).
    expected: [/theocratic republic/i, /absolute monarchy/i, /Supreme Leader/i, /Shura Council/],
  },
  {
    question: 'How do Poland and Czechia generate their electricity?',
    kind: 'comparison',
    subjects: ['Poland', 'Czechia'],
    aspects: ['energy'],
    // Electricity generation sources: shares of installed capacity (2023).
    expected: [/fossil fuels/i, /72\.7\s?%/, /nuclear/i, /40\.1\s?%/],
  },
  {
    question: 'Which faiths are followed in Indonesia compared with Malaysia?',
    kind: 'comparison',
    subjects: ['Indonesia', 'Malaysia'],
    aspects: ['religion'],
    expected: [/Muslim/, /87\.4\s?%/, /63\.5\s?%/, /Buddhist/],
  },
  {
    question: 'What languages do people speak in Pakistan and Afghanistan?',
    kind: 'comparison',
    subjects: ['Pakistan', 'Afghanistan'],
    aspects: ['languages'],
    expected: [/Punjabi/, /Pashto/, /Dari/, /Urdu/],
  },
  {
    question: 'How long is compulsory military service in Singapore and in Taiwan?',
    kind: 'comparison',
    subjects: ['Singapore', 'Taiwan'],
    aspects: ['military'],
    // Military service age and obligation.
    expected: [/24[- ]month/i, /12 months/i, /National Service/, /compulsory/i],
  },
  {
    question: 'How rich are Qatar and Kuwait, and what do they sell abroad?',
    kind: 'comparison',
    subjects: ['Qatar', 'Kuwait'],
    aspects: ['economy', 'exports'],
    // Real GDP per capita (2024, in 2021 dollars); Exports - commodities (2023).
    expected: [/\$110,900/, /\$45,400/, /natural gas/i, /crude petroleum/i],
  },
];

const singles: DeepQuestion[] = [
  {
    question: 'What kind of government does Japan have?',
    kind: 'single',
    subjects: ['Japan'],
    aspects: ['government'],
    expected: [/parliamentary constitutional monarchy/i, /Diet/, /NARUHITO/i, /House of Councillors/],
  },
  {
    question: 'Which natural hazards threaten Ecuador?',
    kind: 'single',
    subjects: ['Ecuador'],
    aspects: ['hazards'],
    expected: [/earthquakes/i, /volcan/i, /Sangay|Cotopaxi/, /Galapagos/],
  },
  {
    question: 'What are the main exports of Australia, and who buys them?',
    kind: 'single',
    subjects: ['Australia'],
    aspects: ['exports'],
    // Exports - commodities and Exports - partners (2023).
    expected: [/iron ore/i, /coal/i, /natural gas/i, /China/],
  },
  {
    question: 'What is the ethnic make-up of Fiji?',
    kind: 'single',
    subjects: ['Fiji'],
    aspects: ['ethnic groups'],
    expected: [/iTaukei/, /Indo-Fijian/, /56\.8\s?%/, /37\.5\s?%/],
  },
  {
    question: 'Which languages are spoken in South Africa?',
    kind: 'single',
    subjects: ['South Africa'],
    aspects: ['languages'],
    expected: [/Zulu/, /Xhosa/, /Afrikaans/, /English/],
  },
];

const regions: DeepQuestion[] = [
  {
    question: 'What languages are spoken in the Caucasus?',
    kind: 'region',
    // A grouping no profile spells out: the yardstick is given its members.
    subjects: ['Armenia', 'Azerbaijan', 'Georgia'],
    aspects: ['languages'],
    expected: [/Armenian/, /Azerbaijani/, /Georgian/, /Russian/],
    // The US state of Georgia is a namesake.
    forbidden: [/Atlanta/],
  },
  {
    question: 'What religions are practised in the Horn of Africa?',
    kind: 'region',
    subjects: ['Djibouti', 'Eritrea', 'Ethiopia', 'Somalia'],
    aspects: ['religion'],
    expected: [/Sunni Muslim/, /Ethiopian Orthodox/, /Eritrean Orthodox/, /Protestant/],
  },
  {
    question: 'What do the countries of the Maghreb export?',
    kind: 'region',
    subjects: ['Algeria', 'Libya', 'Mauritania', 'Morocco', 'Tunisia'],
    aspects: ['exports'],
    // Algeria and Libya (gas), Mauritania (iron ore), Morocco (fertilizers), Tunisia (olive oil).
    expected: [/natural gas/i, /iron ore/i, /fertilizers/i, /olive oil/i],
  },
];

const concepts: DeepQuestion[] = [
  {
    question: 'What role do chloroplasts play in photosynthesis, and where did they come from?',
    kind: 'concept',
    subjects: ['photosynthesis'],
    aspects: [],
    // "Where it happens".
    expected: [/chloroplasts?/i, /thylakoids?/i, /chlorophyll/i, /cyanobacteria/i],
  },
  {
    question:
      'Why are most volcanoes found along the edges of tectonic plates, and why is Hawaii an exception?',
    kind: 'concept',
    subjects: ['volcano'],
    aspects: [],
    // "How volcanoes form".
    expected: [/subduction/i, /mid-ocean ridges?|divergent/i, /hotspots?/i, /Ring\s+of\s+Fire/i],
  },
  {
    question:
      'How does the greenhouse effect keep the Earth warm, and how much carbon dioxide have humans added?',
    kind: 'concept',
    subjects: ['climate change'],
    aspects: [],
    // "The greenhouse effect" and "What humans have changed".
    expected: [
      /infrared/i,
      /33\s+degrees/i,
      /280\s+parts\s+per\s+million|280\s?ppm/i,
      /420\s+parts\s+per\s+million|420\s?ppm/i,
    ],
  },
  {
    question:
      'What went wrong for Rome in the third century, and how did Diocletian and Constantine respond?',
    kind: 'concept',
    subjects: ['Roman Empire'],
    aspects: [],
    // "Crisis and change".
    expected: [/Crisis\s+of\s+the\s+Third\s+Century/i, /Diocletian/, /Constantinople/, /313/],
  },
  {
    question:
      'Can an existing JavaScript project move to TypeScript gradually, and what settings and tools help?',
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: [],
    // "Strictness and gradual adoption" and "Tooling".
    expected: [/tsconfig\.json/, /strict/i, /\bunknown\b/, /\.d\.ts|declaration\s+files/i],
  },
  {
    question: 'How is DNA analysis used today in medicine, forensics and research?',
    kind: 'concept',
    subjects: ['DNA'],
    aspects: [],
    // "DNA in science and everyday life".
    expected: [/sequencing/i, /Human\s+Genome\s+Project/, /PCR/, /CRISPR/],
  },
];

export const FRESH_DEEP_QUESTIONS: readonly DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
];
