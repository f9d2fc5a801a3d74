/**
 * A third fresh set of Deep questions, written without reading the report writer, to check that it
 * generalises: countries, aspects and article parts that the other question sets (as far as their
 * questions show) do not ask about, worded as people ask, mostly without the article's title word, and
 * two concept questions that each need two starter articles. Every expected fact was read in the library
 * text of the question's subjects (the CIA World Factbook, final edition, January 2026, in its own
 * formatting, never a field's "note", and the starter articles in `library/`), from the field or section
 * named above each question. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const concepts: DeepQuestion[] = [
  {
    question:
      'If the Sun were suddenly swapped for a black hole of the same mass, would it swallow the Earth?',
    kind: 'concept',
    subjects: ['black hole', 'Sun'],
    aspects: [],
    // black-holes.md, "Common misconceptions" (same orbits) and "Event horizon and singularity"
    // (the Schwarzschild radius, about 3 kilometres for the mass of the Sun).
    expected: [/same\s+orbits/i, /3\s+kilomet(?:re|er)s|3\s?km\b/i, /event\s+horizon/i, /Schwarzschild/i],
  },
  {
    question:
      'How can scientists tell that a mountain is about to erupt, and has a warning ever saved lives?',
    kind: 'concept',
    subjects: ['eruption', 'volcano'],
    aspects: [],
    // volcanoes.md, "Living with volcanoes" (observatories, earthquake swarms, GPS, Pinatubo 1991).
    expected: [/earthquakes/i, /GPS|satellites?/i, /Pinatubo/, /\b1991\b/],
    allowed: ['Philippines', 'Iceland', 'United States'],
  },
  {
    question:
      'How long have scientists known that carbon dioxide traps heat, and how can they tell the extra carbon comes from coal and oil?',
    kind: 'concept',
    subjects: ['carbon dioxide', 'climate change'],
    aspects: [],
    // climate-change.md, "The greenhouse effect" (Tyndall, Arrhenius 1896) and "What humans have
    // changed" (the fossil carbon's distinctive chemical signature).
    expected: [/Tyndall/, /Arrhenius/, /\b1896\b/, /signature/i],
  },
  {
    question:
      "How much of a person's genetic material actually holds genes, and do bacteria store theirs the same way we do?",
    kind: 'concept',
    subjects: ['genome', 'DNA'],
    aspects: [],
    // dna.md, "Genes and the genome" (3 billion base pairs, about 20,000 genes, 1 to 2 percent; plasmids).
    expected: [/1\s*(?:to|-|–)\s*2\s*(?:percent|%)/i, /20,000/, /3\s+billion/i, /plasmids?/i],
  },
  {
    question: 'Where does the oxygen we breathe come from, and when did it first build up in the air?',
    kind: 'concept',
    subjects: ['oxygen', 'photosynthesis'],
    aspects: [],
    // photosynthesis.md, introduction ("about a fifth of the air") and "Why it matters" (the Great
    // Oxidation Event, around 2.4 billion years ago, cyanobacteria).
    expected: [/(?:a|one)\s+fifth/i, /Great\s+Oxidation\s+Event/i, /2\.4\s+billion/i, /cyanobacteria/i],
  },
  {
    question:
      'Why do clouds form when moist air rises, and where does the rain go once it reaches the ground?',
    kind: 'concept',
    subjects: ['clouds', 'rain', 'water cycle'],
    aspects: [],
    // water-cycle.md, "Condensation" (dust, salt and smoke particles) and "Runoff, infiltration and
    // groundwater" (infiltration, aquifers).
    expected: [/condens/i, /\bdust\b/i, /infiltration/i, /aquifers?/i],
  },
  {
    question:
      "Why do Italian, Spanish and Romanian share so many words, and how long did Rome's language stay in use after the empire?",
    kind: 'concept',
    subjects: ['Latin', 'Roman Empire'],
    aspects: [],
    // roman-empire.md, "Society, law and engineering" (Latin, ancestor of Italian, French, Spanish,
    // Portuguese and Romanian; the language of scholarship for more than a thousand years).
    expected: [/Latin/, /Portuguese/, /scholarship/i, /thousand\s+years/i],
    allowed: ['Italy', 'Spain', 'Romania', 'France', 'Portugal'],
  },
  {
    question: 'Which emperors of ancient Rome are remembered as tyrants, and which as wise rulers?',
    kind: 'concept',
    subjects: ['Roman emperors', 'Roman Empire'],
    aspects: [],
    // roman-empire.md, "The Pax Romana" (Caligula and Nero; the year of four emperors, AD 69;
    // Marcus Aurelius).
    expected: [/Caligula/, /Nero/, /Marcus\s+Aurelius/, /four\s+emperors|\bAD\s+69\b/i],
    allowed: ['Italy', 'United Kingdom'],
  },
  {
    question:
      'My build tool turns my typed code into plain JavaScript almost instantly but never reports a type error. Is that normal, and where should the checking happen?',
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: [],
    // typescript.md, "Tooling" (build tools strip types without checking them; the editor and a
    // separate step in continuous integration).
    expected: [/strip/i, /without\s+checking/i, /continuous\s+integration/i, /editor/i],
  },
];

/** Concept questions that each need two starter articles. */
const twoArticleConcepts: DeepQuestion[] = [
  {
    question:
      'Do forests and the oceans help slow global warming, and in what sense does burning coal release old sunlight?',
    kind: 'concept',
    subjects: ['forests', 'oceans', 'photosynthesis', 'climate change'],
    aspects: [],
    // photosynthesis.md, "Why it matters" (phytoplankton; fossil fuels release "ancient stored
    // sunlight"); climate-change.md, "Observed effects" (the oceans absorbed about a quarter of the
    // emitted carbon dioxide, which makes seawater more acidic).
    expected: [
      /phytoplankton/i,
      /quarter/i,
      /acidic|acidif/i,
      /ancient\s+stored\s+sunlight|millions\s+of\s+years\s+ago/i,
    ],
  },
  {
    question:
      'Can a single eruption cool the whole planet, and is that anything like the warming we see today?',
    kind: 'concept',
    subjects: ['eruption', 'volcano', 'climate change'],
    aspects: [],
    // volcanoes.md, "Eruptions" (Tambora 1815, the "year without a summer"); climate-change.md,
    // "Observed effects" (1.1 to 1.3 degrees Celsius) and introduction (burning of fossil fuels).
    expected: [/Tambora/, /year\s+without\s+a\s+summer/i, /1\.1\s*(?:to|-|–)\s*1\.3/, /fossil\s+fuels/i],
    allowed: ['Indonesia'],
  },
];

const singles: DeepQuestion[] = [
  {
    question: 'Besides Spanish, which languages are spoken in Bolivia, and what share of people speak them?',
    kind: 'single',
    subjects: ['Bolivia'],
    aspects: ['languages'],
    // Languages (2012 est.): Quechua 17.2%, Aymara 10.5%.
    expected: [/Quechua/, /17\.2\s?%/, /Aymara/, /10\.5\s?%/],
    allowed: ['Paraguay', 'Peru'],
  },
  {
    question: 'What does Zambia ship abroad, and which countries buy it?',
    kind: 'single',
    subjects: ['Zambia'],
    aspects: ['exports'],
    // Exports - commodities (2023); Exports - partners (2023).
    expected: [/copper/i, /gold/i, /Switzerland\W{0,3}27\s?%/, /China\W{0,3}15\s?%/],
    allowed: [
      'Switzerland',
      'China',
      'India',
      'United Arab Emirates',
      'Democratic Republic of the Congo',
      'South Africa',
      'Japan',
    ],
  },
  {
    question: 'What natural dangers does the Netherlands face, and how low does its land lie?',
    kind: 'single',
    subjects: ['Netherlands'],
    aspects: ['hazards', 'geography'],
    // Natural hazards (flooding; volcanism: Mount Scenery on Saba, last erupted in 1640);
    // Elevation > lowest point (Zuidplaspolder).
    expected: [/flooding/i, /Mount Scenery/, /\b1640\b/, /Zuidplaspolder/],
    allowed: ['Grenada', 'Belgium', 'Germany'],
  },
];

const comparisons: DeepQuestion[] = [
  {
    question: 'Costa Rica is said to have no army. Who keeps it secure, and is Panama any different?',
    kind: 'comparison',
    subjects: ['Costa Rica', 'Panama'],
    aspects: ['military'],
    // Military and security forces (Panama: "no regular military forces"; both: Ministry of Public
    // Security); Military expenditures 2024 (Costa Rica 0.6% of GDP); Military and security service
    // personnel strengths (Panama approximately 30,000).
    expected: [/no regular military forces/i, /Ministry of Public Security/, /0\.6\s?%/, /30,000/],
    allowed: ['United States', 'Colombia', 'Nicaragua'],
  },
  {
    question: 'Uzbekistan and Turkmenistan are neighbours, but what does each sell abroad, and to whom?',
    kind: 'comparison',
    subjects: ['Uzbekistan', 'Turkmenistan'],
    aspects: ['exports'],
    // Exports - commodities (2023: Uzbekistan gold, cotton yarn; Turkmenistan natural gas);
    // Exports - partners (2023: Uzbekistan Switzerland 34%; Turkmenistan China 63%).
    expected: [/cotton/i, /natural gas/i, /Switzerland\W{0,3}34\s?%/, /China\W{0,3}63\s?%/],
    allowed: ['Switzerland', 'Russia', 'United Kingdom', 'China', 'Turkey', 'Greece', 'Azerbaijan'],
  },
];

export const FRESH3_DEEP_QUESTIONS: DeepQuestion[] = [
  ...concepts,
  ...twoArticleConcepts,
  ...singles,
  ...comparisons,
];
