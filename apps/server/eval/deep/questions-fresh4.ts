/**
 * A fourth fresh set of Deep questions, held out: written without reading the report writer or the
 * other question sets (beyond the DeepQuestion type and the header of the third set), so that nobody
 * tuned the writer to them. Countries, aspects and article parts chosen to be unlike the usual examples,
 * worded as people ask, without Factbook field labels and mostly without an article's title word. Every
 * expected fact was read in the library text of the question's subjects (the CIA World Factbook, final
 * edition, January 2026, in its own formatting, never a field's "note", and the starter articles in
 * `library/`, and WordNet 3.1 for the one-line question), from the file and field or section named above
 * each question. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question:
      'Ghana and Ivory Coast both grow cocoa, but are their economies alike? How fast are they growing, how rich are people, and what do they sell abroad?',
    kind: 'comparison',
    subjects: ['Ghana', "Côte d'Ivoire"],
    aspects: ['economy'],
    // africa/gh.json, Economy: "Real GDP per capita 2024" "$7,100 (2024 est.)"; "Inflation rate
    // (consumer prices) 2024" "22.8% (2024 est.)"; "Exports - commodities" "gold, crude petroleum, cocoa
    // beans, manganese ore, cocoa paste (2023)". africa/iv.json, Economy: "Real GDP per capita 2024"
    // "$6,700 (2024 est.)"; "Exports - commodities" "gold, cocoa beans, rubber, refined petroleum, ...".
    expected: [/cocoa/i, /\$7,100/, /\$6,700/, /22\.8\s?%/],
    allowed: ['Switzerland', 'United Arab Emirates', 'India', 'Netherlands', 'Mali'],
  },
  {
    question:
      'Malaysia and Thailand both have a king. How is each country actually run, and how does someone become king in each?',
    kind: 'comparison',
    subjects: ['Malaysia', 'Thailand'],
    aspects: ['government'],
    // east-n-southeast-asia/my.json, Government: "Government type" "federal parliamentary constitutional
    // monarchy"; "Executive branch" / "election/appointment process" "king elected by and from the
    // hereditary rulers of 9 states for a 5-year term; election is on a rotational basis ..."; "head of
    // government" "Prime Minister ANWAR Ibrahim". east-n-southeast-asia/th.json, Government: "Executive
    // branch" / "head of government" "Prime Minister ANUTIN Charnvirakul (since 5 Sep 2025)"; "the
    // monarchy is hereditary".
    expected: [/rotation/i, /\bAnwar\b/i, /\bAnutin\b/i, /federal/i],
  },
  {
    question:
      'Kazakhstan, Uzbekistan and Turkmenistan all sit on oil and gas. Where does each get its energy, and which one sells the most gas abroad?',
    kind: 'comparison',
    subjects: ['Kazakhstan', 'Uzbekistan', 'Turkmenistan'],
    aspects: ['energy'],
    // central-asia/tx.json, Energy: "Natural gas" / "proven reserves" "11.327 trillion cubic meters (2021
    // est.)", "exports" "41.334 billion cubic meters (2023 est.)". central-asia/kz.json, Energy: "Coal" /
    // "production" "120.279 million metric tons (2023 est.)". central-asia/uz.json, Energy: "Natural gas"
    // / "production" "43.249 billion cubic meters (2023 est.)".
    expected: [/11\.327\s*trillion/i, /41\.334\s*billion/i, /120\.279\s*million/i, /43\.249\s*billion/i],
    allowed: ['Russia', 'China'],
  },
  {
    question:
      'How do the armed forces of Vietnam and the Philippines compare: how many troops, how much they spend, and does either one draft young people?',
    kind: 'comparison',
    subjects: ['Vietnam', 'Philippines'],
    aspects: ['military'],
    // east-n-southeast-asia/vm.json, Military and Security: "Military and security service personnel
    // strengths" "approximately 450,000 active-duty People's Army of Vietnam (2025)"; "Military service age
    // and obligation" "... service obligation is 24-36 months depending on the branch of service ...".
    // east-n-southeast-asia/rp.json, Military and Security: "Military and security service personnel
    // strengths" "approximately 145,000 active Armed Forces ..."; "Military service age and obligation"
    // "... 18-27 years of age for voluntary military service for men and women; no conscription (2025)".
    expected: [/450,000/, /145,000/, /no\s+conscription/i, /24\s*(?:-|–|to)\s*36\s+months/i],
    allowed: ['China', 'Russia', 'United States'],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'How young is the population of Niger, how many children does a typical woman have, how long do people live and how many can read?',
    kind: 'single',
    subjects: ['Niger'],
    aspects: ['health', 'education'],
    // africa/ng.json, People and Society: "Median age" / "total" "15.3 years (2025 est.)"; "Total fertility
    // rate" "6.55 children born/woman (2025 est.)"; "Life expectancy at birth" / "total population" "60.9
    // years (2024 est.)"; "Literacy" / "total population" "35.6% (2022 est.)".
    // Forbidden: Nigeria's figures (africa/ni.json: "Total fertility rate" "4.59 children born/woman",
    // "Literacy" / "total population" "63.2% (2021 est.)"), the namesake.
    expected: [/15\.3\s+years/, /6\.55/, /60\.9\s+years/, /35\.6\s?%/],
    forbidden: [/4\.59\s+children/, /63\.2\s?%/],
    allowed: ['Nigeria', 'Benin'],
  },
  {
    question:
      'What is the land like in Mongolia: its deserts, grasslands and mountains, its highest peak, and the weather disasters herders dread?',
    kind: 'single',
    subjects: ['Mongolia'],
    aspects: ['geography'],
    // east-n-southeast-asia/mg.json, Geography: "Terrain" "vast semidesert and desert plains, grassy
    // steppe, mountains in west and southwest; Gobi Desert in south-central"; "Elevation" / "highest point"
    // "Nayramadlin Orgil (Khuiten Peak) 4,374 m"; "Natural hazards" "dust storms; grassland and forest
    // fires; drought; "zud," which is harsh winter conditions".
    expected: [/Gobi/, /steppe/i, /4,374/, /\bzud\b/i],
    allowed: ['China', 'Russia'],
  },
  {
    question:
      'What does Bhutan live on? What makes its money, who buys what it sells, and how much does it lean on India?',
    kind: 'single',
    subjects: ['Bhutan'],
    aspects: ['economy'],
    // south-asia/bt.json, Economy: "Economic overview" "hydropower investments spurring economic
    // development; Gross National Happiness economy; ..."; "Exports - partners" "India 92%, Italy 4%,
    // Indonesia 1%, China 1%, Singapore 0% (2023)"; "Real GDP per capita 2023" "$14,600 (2023 est.)".
    expected: [/hydro/i, /Gross\s+National\s+Happiness/i, /92\s?%/, /\$14,600/],
    allowed: ['India', 'Italy', 'Indonesia', 'China', 'Singapore'],
  },
  {
    question:
      'Who leads Lebanon today, how is its president picked and for how long, and how big is its parliament?',
    kind: 'single',
    subjects: ['Lebanon'],
    aspects: ['government'],
    // middle-east/le.json, Government: "Executive branch" / "chief of state" "President Joseph AOUN (since
    // 9 January 2025)", "head of government" "Prime Minister Nawaf SALAM (since 8 February 2025)",
    // "election/appointment process" "president indirectly elected by ... two-thirds of Parliament members
    // ... for a 6-year term"; "Legislative branch" / "number of seats" "128 (all directly elected)".
    expected: [/\bAoun\b/i, /\bSalam\b/i, /6-year|six-year|six\s+years|6\s+years/i, /\b128\b/],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'Which countries ring the Caspian Sea, and what do they have in common there: how big and how low is it, which big river feeds it, and what harms it?',
    kind: 'region',
    subjects: ['Russia', 'Kazakhstan', 'Turkmenistan', 'Iran', 'Azerbaijan'],
    aspects: ['geography', 'environment'],
    // central-asia/kz.json (and tx, aj, rs; middle-east/ir.json), Geography: "Major lakes (area sq km)" /
    // "salt water lake(s)" "Caspian Sea (shared with Iran, Azerbaijan, Turkmenistan, and Russia) - 374,000
    // sq km". central-asia/aj.json, rs.json, middle-east/ir.json, Geography: "Elevation" / "lowest point"
    // "Caspian Sea -28 m". central-asia/rs.json, Geography: "Major watersheds (area sq km)" /
    // "Internal (endorheic basin) drainage" "(Caspian Sea basin) Volga (1,410,951 sq km)".
    // central-asia/tx.json, Environment: "Environmental issues" "... Caspian Sea pollution; ...".
    expected: [/374,000/, /(?:-|−|minus\s)28\s*m|28\s*m(?:etres|eters)?\s+below/i, /Volga/, /pollution/i],
  },
  {
    question:
      'What do the countries of Central America have in common: the natural dangers they face, their highest mountain, and what they sell to the world?',
    kind: 'region',
    subjects: ['Central America'],
    aspects: ['geography', 'economy'],
    // central-america-n-caribbean/ho.json, nu.json, es.json, gt.json, bh.json, Geography: "Natural
    // hazards", e.g. ho "... extremely susceptible to damaging hurricanes and floods along the Caribbean
    // coast"; es "known as the Land of Volcanoes; ...". gt.json, Geography: "Elevation" / "highest point"
    // "Volcan Tajumulco (highest point in Central America) 4,220 m". ho, nu, es, gt, Economy: "Exports -
    // commodities" begin "garments, ..." (e.g. gt "garments, bananas, coffee, palm oil, raw sugar (2023)").
    expected: [/hurricanes?/i, /Land\s+of\s+Volcanoes/i, /Tajumulco/, /garments/i],
    allowed: ['Mexico', 'United States'],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'If I add type annotations to my JavaScript, do they slow the program down when it runs, and will they catch bad data coming back from a server?',
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: [],
    // typescript.md, introduction (compiled, "or more precisely transpiled, into ordinary JavaScript") and
    // "Static typing" ("Types exist only at compile time ... adds no cost when a program runs ... a network
    // response, is not checked automatically. Programs usually validate such data with explicit checks or
    // with schema libraries").
    expected: [
      /compile[\s-]?time/i,
      /transpil|compil(?:ed|es)\s+(?:in)?to\s+(?:ordinary\s+|plain\s+)?JavaScript/i,
      /validat/i,
      /schema/i,
    ],
  },
  {
    question:
      'Why did the eastern half of the Roman world outlast the western half by nearly a thousand years, and when did each one finally end?',
    kind: 'concept',
    subjects: ['Roman Empire', 'Byzantine Empire'],
    aspects: [],
    // roman-empire.md, "The fall of the West and the survival of the East" (476, Odoacer deposed Romulus
    // Augustulus; the Byzantine Empire ended when the Ottoman Turks captured Constantinople in 1453).
    expected: [/\b476\b/, /Odoacer/, /\b1453\b/, /Ottoman/],
    allowed: ['Turkey', 'Italy'],
  },
  {
    question:
      'Why do cacti and pineapples take in air only at night, and how do maize and sugar cane cope with heat better than wheat and rice?',
    kind: 'concept',
    subjects: ['photosynthesis'],
    aspects: [],
    // photosynthesis.md, "Variations: C3, C4 and CAM plants" (RuBisCO grabs oxygen: photorespiration, worse
    // in hot, dry conditions; C4 plants such as maize and sugar cane; CAM plants such as cacti and
    // pineapples open their pores only at night).
    expected: [/\bCAM\b/, /\bC4\b/, /photorespiration/i, /RuBisCO/i],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'What is known about the theremin?',
    kind: 'one-line',
    subjects: ['theremin'],
    aspects: [],
    // WordNet 3.1, data.noun 04426777 theremin: "an electronic musical instrument; melodies can be played
    // by moving the right hand between two rods that serve as antennas to control pitch; the left hand
    // controls phrasing". Nothing in library/ and nothing in the Factbook names it.
    expected: [/electronic/i, /antennas?/i, /pitch/i],
  },
];

export const FRESH4_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
];
