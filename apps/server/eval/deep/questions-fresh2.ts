/**
 * A second fresh set of Deep questions, written without reading the report writer, to check that it
 * generalises: countries, regions, a sea's shore states and article parts that the other question sets
 * (as far as their authors' headers show) do not ask about, worded as people ask. Every expected fact was
 * read in the library text of the question's subjects (the CIA World Factbook, final edition, January
 * 2026, in its own formatting, never a field's "note", and the starter articles in `library/`), from the
 * field or section named above each question. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const concepts: DeepQuestion[] = [
  {
    question:
      'Why did the Western Roman Empire fall while Constantinople held out for almost another thousand years?',
    kind: 'concept',
    subjects: ['Western Roman Empire', 'Roman Empire'],
    aspects: [],
    // roman-empire.md, "The fall of the West and the survival of the East".
    expected: [/\b476\b/, /Odoacer/, /Visigoths/, /\b1453\b/],
    allowed: ['Turkey', 'Italy'],
  },
  {
    question: 'What did Rosalind Franklin contribute to working out the shape of DNA?',
    kind: 'concept',
    subjects: ['Rosalind Franklin', 'DNA'],
    aspects: [],
    // dna.md, "Structure" (the double helix and its discovery).
    expected: [/X-ray\s+diffraction/i, /Photo\s+51/, /\b1953\b/, /Crick/],
  },
  {
    question: 'Why are most leaves green, and why do other colours show up in autumn?',
    kind: 'concept',
    subjects: ['leaves', 'photosynthesis'],
    aspects: [],
    // photosynthesis.md, "Where it happens" (chloroplasts, chlorophyll, carotenoids).
    expected: [/chlorophyll/i, /red\s+and\s+blue\s+light/i, /carotenoids/i, /chloroplasts?/i],
  },
  {
    question: 'How is a volcano like Mauna Loa different from one like Mount St. Helens?',
    kind: 'concept',
    subjects: ['Mauna Loa', 'Mount St. Helens', 'volcano'],
    aspects: [],
    // volcanoes.md, "Types of volcano" (shield volcanoes, stratovolcanoes) and "Eruptions" (VEI).
    expected: [/shield\s+volcano/i, /stratovolcano/i, /basaltic/i, /VEI\s+5/],
    allowed: ['United States'],
  },
  {
    question:
      'What is the giant invisible object at the centre of the Milky Way, and how did astronomers find it?',
    kind: 'concept',
    subjects: ['Sagittarius A*', 'black hole'],
    aspects: [],
    // black-holes.md, "How black holes form" (supermassive black holes) and "How we observe them".
    expected: [/Sagittarius A\\?\*/, /four\s+million/i, /Nobel\s+Prize/, /Event\s+Horizon\s+Telescope/],
  },
  {
    question: 'Why is the sea rising, and by how much has it risen so far?',
    kind: 'concept',
    subjects: ['sea level', 'climate change'],
    aspects: [],
    // climate-change.md, "Observed effects" ("Seas are rising").
    expected: [/20\s+centimet/i, /\b1900\b/, /expand/i, /land\s+ice|ice\s+sheets|glaciers/i],
  },
  {
    question: 'How are people and a warming climate changing the hydrological cycle?',
    kind: 'concept',
    subjects: ['hydrological cycle', 'water cycle'],
    aspects: [],
    // water-cycle.md, "Why the cycle matters" (the last paragraph, on human activity and warming).
    expected: [/7\s?(?:percent|%)/i, /water\s+tables?/i, /dams/i, /glaciers/i],
  },
  {
    question: "Why doesn't TypeScript catch bad data arriving from a network request at run time?",
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: [],
    // typescript.md, "Static typing" (types exist only at compile time; validating outside data).
    expected: [/compile\s+time/i, /no\s+cost/i, /schema\s+librar/i, /validat/i],
  },
];

const comparisons: DeepQuestion[] = [
  {
    question: 'What do Chile and Peru sell abroad, and who are their biggest customers?',
    kind: 'comparison',
    subjects: ['Chile', 'Peru'],
    aspects: ['trade'],
    // Exports - commodities (2023); Exports - partners (2023).
    expected: [/copper ore/i, /gold/i, /China\W{0,3}39\s?%/, /China\W{0,3}34\s?%/],
    allowed: ['China', 'United States', 'Japan', 'South Korea', 'Brazil', 'Canada', 'India', 'Switzerland'],
  },
  {
    question: 'Norway runs on hydropower; does Sweden too, or does it lean on nuclear?',
    kind: 'comparison',
    subjects: ['Norway', 'Sweden'],
    aspects: ['energy'],
    // Electricity generation sources: shares of installed capacity (2023); Nuclear energy.
    expected: [/89\.1\s?%/, /40\.2\s?%/, /28\.6\s?%/, /hydro/i],
  },
  {
    question: 'Which religions and languages are most common in Kenya and in Ethiopia?',
    kind: 'comparison',
    subjects: ['Kenya', 'Ethiopia'],
    aspects: ['religion', 'languages'],
    // Religions (Kenya 2019, Ethiopia 2016); Languages.
    expected: [/85\.5\s?%/, /Ethiopian Orthodox/, /Kiswahili/, /Amharic/],
    allowed: ['Somalia'],
  },
  {
    question: "Is Vietnam's system of government anything like Thailand's?",
    kind: 'comparison',
    subjects: ['Vietnam', 'Thailand'],
    aspects: ['government'],
    // Government type; Executive branch (chief of state); Legislative branch (legislature name).
    expected: [
      /communist party-led state/i,
      /constitutional monarchy/i,
      /WACHIRALONGKON|Vajiralongkorn/i,
      /National Assembly/,
    ],
  },
  {
    question: 'When and how did Algeria and Morocco break free of French rule?',
    kind: 'comparison',
    subjects: ['Algeria', 'Morocco'],
    aspects: ['history'],
    // Independence; Introduction > Background (the FLN, the French protectorate of 1912).
    expected: [/\b1962\b/, /\b1956\b/, /National Liberation Front|\bFLN\b/, /protectorate/i],
    allowed: ['France', 'Spain', 'Western Sahara'],
  },
  {
    question: 'Brazil versus Argentina: which economy is bigger, and where do people earn more per head?',
    kind: 'comparison',
    subjects: ['Brazil', 'Argentina'],
    aspects: ['economy'],
    // Real GDP (purchasing power parity) 2024; Real GDP per capita 2024.
    expected: [/\$4\.165 trillion/, /\$1\.213 trillion/, /\$26,500/, /\$19,600/],
  },
];

const singles: DeepQuestion[] = [
  {
    question: 'What natural disasters is Bangladesh exposed to?',
    kind: 'single',
    subjects: ['Bangladesh'],
    aspects: ['hazards'],
    // Natural hazards; Environmental issues (flooding).
    expected: [/cyclones/i, /droughts/i, /monsoon/i, /inundated|flooding/i],
  },
  {
    question: 'How does Iceland make its electricity?',
    kind: 'single',
    subjects: ['Iceland'],
    aspects: ['energy'],
    // Electricity generation sources: shares of installed capacity (2023), hydroelectricity and geothermal.
    expected: [/hydro/i, /70\.1\s?%/, /geothermal/i, /29\.9\s?%/],
  },
  {
    question: 'Who actually runs Cuba, and how are its leaders chosen?',
    kind: 'single',
    subjects: ['Cuba'],
    aspects: ['government'],
    // Government type; Executive branch (chief of state, election process); Political parties.
    expected: [/communist state/i, /DIAZ-CANEL/i, /National Assembly/, /Cuban Communist Party|\bPCC\b/],
  },
  {
    question: 'Does Finland still conscript its young men, and how much does it spend on defence?',
    kind: 'single',
    subjects: ['Finland'],
    aspects: ['military'],
    // Military service age and obligation; Military expenditures 2025; Military and security service
    // personnel strengths; Military and security forces.
    expected: [/5\.5\s?-\s?12 months/, /2\.8\s?%/, /31,000/, /Finnish Defen[cs]e Forces/],
    allowed: ['Lebanon', 'Israel', 'South Korea', 'United States'],
  },
  {
    question: 'What is the religious make-up of Lebanon?',
    kind: 'single',
    subjects: ['Lebanon'],
    aspects: ['religion'],
    // Religions (2020 est.).
    expected: [/67\.8\s?%/, /32\.4\s?%/, /Maronite/, /Druze/],
  },
  {
    question: 'What environmental problems is Australia struggling with?',
    kind: 'single',
    subjects: ['Australia'],
    aspects: ['environment'],
    // Environmental issues.
    expected: [/Great Barrier Reef/, /soil erosion/i, /desertification/i, /invasive species/i],
  },
];

const regions: DeepQuestion[] = [
  {
    question: 'Which natural hazards threaten the countries of Central America?',
    kind: 'region',
    subjects: ['Central America'],
    aspects: ['hazards'],
    // Natural hazards of the seven members (Belize to Panama), volcanism lines included.
    expected: [/hurricanes/i, /earthquakes/i, /Land of Volcanoes/i, /Arenal|Santa Maria|Cerro Negro/],
  },
  {
    question: 'What does southern Africa export to the rest of the world?',
    kind: 'region',
    subjects: ['Southern Africa'],
    aspects: ['exports'],
    // Exports - commodities (2023): Botswana, Namibia (diamonds), South Africa (platinum), Angola
    // (crude petroleum), Malawi and Zimbabwe (tobacco).
    expected: [/diamonds/i, /platinum/i, /crude petroleum/i, /tobacco/i],
  },
  {
    question: 'How widely is Russian spoken in the Baltic states?',
    kind: 'region',
    subjects: ['Estonia', 'Latvia', 'Lithuania'],
    aspects: ['languages'],
    // Languages: Russian 28.5% (Estonia, 2021), 33.8% (Latvia, 2011), 6.8% (Lithuania, 2021).
    expected: [/28\.5\s?%/, /33\.8\s?%/, /6\.8\s?%/, /Estonian/],
    allowed: ['Russia', 'Poland', 'Belarus', 'Ukraine'],
  },
  {
    question: 'Around the Black Sea, what does each shore country export, and through which ports?',
    kind: 'region',
    subjects: ['Turkey', 'Bulgaria', 'Romania', 'Ukraine', 'Russia', 'Georgia'],
    aspects: ['trade'],
    // Exports - commodities (2023); Ports (key ports).
    expected: [/Constanta/, /Odesa/, /Novorossiysk/, /wheat/i],
    allowed: ['Germany', 'China', 'Italy', 'India', 'Poland'],
  },
];

export const FRESH2_DEEP_QUESTIONS: DeepQuestion[] = [...concepts, ...comparisons, ...singles, ...regions];
