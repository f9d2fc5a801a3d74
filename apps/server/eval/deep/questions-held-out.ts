/**
 * The held-out set of `npm run eval:deep`: written by a helper from the library alone (the World Factbook's
 * final edition, January 2026, and the articles in `library/`), on subjects and parts the main set does not
 * ask. It checks generalisation, so the eval prints only its aggregate figures (EVAL_SHOW_HELD_OUT=1 prints
 * each question, for debugging). Do not read it question by question while working on the writer, and do
 * not edit a question because the writer gets it wrong: only when the library changes. Every expected fact
 * occurs in the library text of the question's subjects (figures in the Factbook's own formatting).
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question: 'How do the parliaments and governments of Poland and Hungary compare?',
    kind: 'comparison',
    subjects: ['Poland', 'Hungary'],
    aspects: ['government'],
    expected: [/parliamentary republic/i, /Sejm/, /National Assembly/, /Orsz[aá]gg[yü]{1,2}l[eé]s/],
  },
  {
    question: 'Set the economies of Mexico and Colombia side by side.',
    kind: 'comparison',
    subjects: ['Mexico', 'Colombia'],
    aspects: ['economy'],
    // Real GDP per capita, 2024.
    expected: [/\$22,000/, /\$18,500/, /cartel/i, /coffee/i],
  },
  {
    question: 'What goods do Malaysia and Bangladesh sell abroad?',
    kind: 'comparison',
    subjects: ['Malaysia', 'Bangladesh'],
    aspects: ['exports'],
    expected: [/integrated circuits/i, /palm oil/i, /garments/i, /footwear/i],
  },
  {
    question: 'Where do Paraguay and Uruguay get their electricity from?',
    kind: 'comparison',
    subjects: ['Paraguay', 'Uruguay'],
    aspects: ['energy'],
    // Shares of installed capacity (2023): Paraguay's hydro, Uruguay's wind.
    expected: [/hydro/i, /99\.4\s?%/, /wind/i, /37\s?%/],
  },
  {
    question: 'Compare the languages and religions of Sri Lanka and Nepal.',
    kind: 'comparison',
    subjects: ['Sri Lanka', 'Nepal'],
    aspects: ['languages', 'religions'],
    expected: [/Sinhala/, /Tamil/, /Nepali/, /Buddhist/, /Hindu/],
  },
  {
    question: 'Which natural hazards do Turkey, Greece and Iran share, and how do they differ?',
    kind: 'comparison',
    subjects: ['Turkey', 'Greece', 'Iran'],
    aspects: ['hazards'],
    expected: [/earthquakes/i, /Santorini/, /Ararat/, /sandstorms|dust storms/i],
  },
];

const singles: DeepQuestion[] = [
  {
    question: 'How is Ireland governed?',
    kind: 'single',
    subjects: ['Ireland'],
    aspects: ['government'],
    expected: [/parliamentary republic/i, /Oireachtas/, /D[aá]il/, /Seanad/, /Taoiseach/],
    // Westminster's lower house belongs to the United Kingdom, not to Dublin.
    forbidden: [/House of Commons/],
  },
  {
    question: 'What is known about Greenland?',
    kind: 'single',
    subjects: ['Greenland'],
    aspects: [],
    expected: [/largest island/i, /Denmark/, /1979/, /2,166,086 sq km/, /fish/i],
    allowed: ['Denmark', 'Iceland'],
  },
  {
    question: 'What do Ghanaians export?',
    kind: 'single',
    subjects: ['Ghana'],
    aspects: ['exports'],
    expected: [/gold/i, /cocoa/i, /crude petroleum/i, /manganese/i],
  },
  {
    question: 'Describe the history and armed forces of Finland.',
    kind: 'single',
    subjects: ['Finland'],
    aspects: ['history', 'military'],
    expected: [/1809/, /1917/, /Finnish Defen[cs]e Forces/, /5\.5\s?[-–]\s?12 months/],
    allowed: ['Sweden', 'Russia', 'Soviet Union', 'Germany'],
  },
  {
    question: 'What environmental troubles and natural hazards does Madagascar face?',
    kind: 'single',
    subjects: ['Madagascar'],
    aspects: ['environment', 'hazards'],
    expected: [/deforestation/i, /overgrazing/i, /cyclones/i, /locust/i],
  },
  {
    question: 'How do Danes get their electricity, and what drives the Danish economy?',
    kind: 'single',
    subjects: ['Denmark'],
    aspects: ['energy', 'economy'],
    expected: [/wind/i, /57\.6\s?%/, /pharmaceuticals/i, /\$73,700/],
  },
];

const regions: DeepQuestion[] = [
  {
    question: 'What natural hazards affect South Asia?',
    kind: 'region',
    subjects: ['South Asia'],
    aspects: ['hazards'],
    expected: [/earthquakes/i, /monsoon/i, /cyclones/i, /Bangladesh/, /Hindu Kush|Indus/],
  },
  {
    question: 'Which religions are followed across South America?',
    kind: 'region',
    subjects: ['South America'],
    aspects: ['religions'],
    expected: [/Roman Catholic/, /Evangelical/, /Protestant/, /Brazil/],
  },
  {
    question: 'What is known about the Black Sea and the countries along its coast?',
    kind: 'region',
    subjects: ['Bulgaria', 'Georgia', 'Romania', 'Russia', 'Turkey', 'Ukraine'],
    aspects: [],
    expected: [/Bulgaria/, /Romania/, /Ukraine/, /Georgia/, /Danube/],
    // The US state of Georgia is a namesake.
    forbidden: [/Atlanta/],
  },
  {
    question: 'What is known about Lake Victoria and the countries on its shores?',
    kind: 'region',
    subjects: ['Kenya', 'Tanzania', 'Uganda'],
    aspects: [],
    expected: [/Uganda/, /Tanzania/, /62,940 sq km/, /largest tropical lake/i, /water hyacinth/i],
    // Victoria, the capital of the Seychelles, is a namesake.
    forbidden: [/Seychelles/],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'Why do maize and cacti fix carbon differently from wheat, and what sets how fast a leaf makes sugar?',
    kind: 'concept',
    subjects: ['photosynthesis'],
    aspects: [],
    expected: [/photorespiration/i, /C4/, /CAM/, /RuBisCO/i, /light intensity/i],
  },
  {
    question: "Where is the planet's water stored, and how long does a molecule stay in each store?",
    kind: 'concept',
    subjects: ['water cycle'],
    aspects: [],
    expected: [/97 percent/i, /groundwater/i, /ice sheets?/i, /residence time/i, /nine days/i],
  },
  {
    question:
      'What happens at the boundary of a black hole and at its centre, and can a black hole lose mass?',
    kind: 'concept',
    subjects: ['black hole'],
    aspects: [],
    expected: [
      /event horizon/i,
      /Schwarzschild radius/i,
      /singularity/i,
      /Hawking radiation/i,
      /information paradox/i,
    ],
  },
  {
    question:
      'What did Roman law, roads and building leave behind, and how calm were the first centuries of emperors?',
    kind: 'concept',
    subjects: ['Roman Empire'],
    aspects: [],
    expected: [/Pax Romana/, /Trajan/, /aqueducts/i, /Pantheon/, /Caracalla|212/],
  },
  {
    question: 'What is a DNA molecule made of, who worked out its shape, and how do changes in it arise?',
    kind: 'concept',
    subjects: ['DNA'],
    aspects: [],
    expected: [/nucleotides?/i, /double helix/i, /1953/, /Franklin/, /mutations?/i],
  },
];

const unanswerable: DeepQuestion[] = [
  {
    question: 'Who was awarded the 2031 Nobel Peace Prize, and why?',
    kind: 'unanswerable',
    subjects: ['Nobel Peace Prize'],
    aspects: [],
    expected: [],
  },
  {
    question: 'What was the annual revenue of Quillbright Robotics in 2024?',
    kind: 'unanswerable',
    subjects: ['Quillbright Robotics'],
    aspects: [],
    expected: [],
  },
  {
    question: 'What did the explorer Teodora Vashkelin discover on her expeditions?',
    kind: 'unanswerable',
    subjects: ['Teodora Vashkelin'],
    aspects: [],
    expected: [],
  },
];

export const HELD_OUT_DEEP_QUESTIONS: readonly DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...unanswerable,
];
