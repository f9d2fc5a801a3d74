/**
 * A sixth fresh set of Deep questions, held out: written without reading the report writer or the
 * other question sets (beyond the DeepQuestion type and the header and tail of the fifth set, for
 * format), so that nobody tuned the writer to them. Session 2026-12-02. Countries, regions, aspects and
 * article parts chosen to be unlike the usual examples, worded as people ask, without Factbook field
 * labels and mostly without an article's title word. Every expected fact was read in the library text
 * from the file and field named above each question: the CIA World Factbook, final edition, January
 * 2026 (in its own formatting, never a field's "note"), the starter articles in `library/`, and WordNet
 * 3.1 for the one-line questions; the unanswerable questions were checked by grep to have nothing in
 * the library. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question:
      'Uruguay and Paraguay are both squeezed in between Argentina and Brazil. Where does each of them get its electricity from, and does either one make enough to sell power to the neighbours?',
    kind: 'comparison',
    subjects: ['Uruguay', 'Paraguay'],
    aspects: ['energy'],
    // south-america/uy.json, Energy: "Electricity generation sources" / "wind" "37% of total installed
    // capacity (2023 est.)", "hydroelectricity" "27.3% of total installed capacity (2023 est.)",
    // "biomass and waste" "23.9% of total installed capacity (2023 est.)", "fossil fuels" "8% ...";
    // "Electricity" / "exports" "2 billion kWh (2023 est.)". south-america/pa.json, Energy: "Electricity
    // generation sources" / "hydroelectricity" "99.4% of total installed capacity (2023 est.)";
    // "Electricity" / "consumption" "14.835 billion kWh (2023 est.)", "exports" "24.202 billion kWh
    // (2023 est.)".
    expected: [/37\s?%/, /27\.3\s?%/, /99\.4\s?%/, /24\.202\s?billion/i, /14\.835\s?billion/i],
    // Geography / "Land boundaries" / "border countries": Uruguay "Argentina 541 km; Brazil 1,050 km";
    // Paraguay "Argentina 2,531 km; Bolivia 753 km; Brazil 1,371 km".
    allowed: ['Argentina', 'Brazil', 'Bolivia'],
  },
  {
    question:
      'Ghana and Ivory Coast are next-door neighbours and both live off cocoa and gold. Which one is better off per person, which has the worse inflation, and how many people in each can read and write?',
    kind: 'comparison',
    subjects: ['Ghana', "Cote d'Ivoire"],
    aspects: ['economy', 'people'],
    // africa/gh.json, Economy: "Real GDP per capita" / "Real GDP per capita 2024" "$7,100 (2024 est.)";
    // "Inflation rate (consumer prices)" / "... 2024" "22.8% (2024 est.)"; "Exports - commodities"
    // "gold, crude petroleum, cocoa beans, manganese ore, cocoa paste (2023)". People and Society:
    // "Literacy" / "total population" "76.5% (2021 est.)". africa/iv.json, Economy: "Real GDP per
    // capita" / "Real GDP per capita 2024" "$6,700 (2024 est.)"; "Inflation rate (consumer prices)" /
    // "... 2024" "3.5% (2024 est.)"; "Exports - commodities" "gold, cocoa beans, rubber, refined
    // petroleum, coconuts/brazil nuts/cashews (2023)". People and Society: "Literacy" / "total
    // population" "50% (2021 est.)".
    expected: [/\$7,100/, /\$6,700/, /22\.8\s?%/, /cocoa/i, /76\.5\s?%/],
    // Geography / "Land boundaries" / "border countries": Ghana "Burkina Faso 602 km; Cote d'Ivoire 720
    // km; Togo 1098 km"; Cote d'Ivoire "Burkina Faso 545 km; Ghana 720 km; Guinea 816 km; Liberia 778
    // km; Mali 599 km". Economy / "Exports - partners": Ghana "Switzerland 24%, UAE 18%, India 8%, South
    // Africa 7%, China 7% (2023)"; Cote d'Ivoire "Switzerland 17%, Netherlands 9%, Mali 7%, USA 5%,
    // Malaysia 4% (2023)".
    allowed: [
      'Burkina Faso',
      'Togo',
      'Guinea',
      'Liberia',
      'Mali',
      'Switzerland',
      'United Arab Emirates',
      'India',
      'South Africa',
      'China',
      'Netherlands',
      'United States',
      'Malaysia',
    ],
  },
  {
    question: 'Vietnam vs the Philippines: how big are their armed forces, and does either one draft people?',
    kind: 'comparison',
    subjects: ['Vietnam', 'Philippines'],
    aspects: ['military'],
    // east-n-southeast-asia/vm.json, Military and Security: "Military and security service personnel
    // strengths" "approximately 450,000 active-duty People's Army of Vietnam (2025)"; "Military
    // expenditures" / "Military Expenditures 2023" "1.8% of GDP (2023 est.)"; "Military service age and
    // obligation" "18-27 years of age for compulsory and voluntary military service for men and women
    // (in practice only men are drafted); ...". east-n-southeast-asia/rp.json, Military and Security:
    // "Military and security service personnel strengths" "approximately 145,000 active Armed Forces
    // (105,000 Army; 25,000 Navy, including about 8,000 Marine Corps; 15,000 Air Force) (2025)";
    // "Military expenditures" / "Military Expenditures 2024" "1.7% of GDP (2024 est.)"; "Military service
    // age and obligation" / "text" "... 18-27 years of age for voluntary military service for men and
    // women; no conscription (2025)".
    expected: [/450,000/, /145,000/, /1\.8\s?%/, /1\.7\s?%/, /compulsory|conscription/i],
    // Military and Security / "Military equipment inventories and acquisitions": Vietnam "Russia and
    // the former Soviet Union ... India, Israel, the Netherlands, South Korea, and the US"; Philippines
    // "Brazil, Israel, South Korea, and the US"; Vietnam's "Military deployments" "200
    // Abyei/South Sudan/Sudan (UNISFA)"; Vietnam's Geography / "Land boundaries" / "border countries"
    // "Cambodia 1,158 km; China 1,297 km; Laos 2,161 km".
    allowed: [
      'Russia',
      'India',
      'Israel',
      'Netherlands',
      'South Korea',
      'United States',
      'Brazil',
      'South Sudan',
      'Sudan',
      'Cambodia',
      'China',
      'Laos',
    ],
  },
  {
    question:
      'Czechoslovakia split in two back in 1993. How are the Czech Republic and Slovakia governed these days: who is president and who is prime minister in each, and how is each parliament set up?',
    kind: 'comparison',
    subjects: ['Czechia', 'Slovakia'],
    aspects: ['government'],
    // europe/ez.json, Government: "Executive branch" / "chief of state" "President Petr PAVEL (since 9
    // March 2023)", "head of government" "Prime Minister Andrej BABIS (since 9 December 2025)";
    // "Legislative branch" / "legislative structure" "bicameral"; "Legislative branch - lower chamber"
    // / "number of seats" "200 (all directly elected)"; "Legislative branch - upper chamber" / "chamber
    // name" "Senate (Senat)", "number of seats" "81 (all directly elected)". europe/lo.json, Government:
    // "Executive branch" / "chief of state" "President Peter PELLEGRINI (since 15 June 2024)", "head of
    // government" "Prime Minister Robert FICO (since 25 October 2023)"; "Legislative branch" /
    // "legislative structure" "unicameral", "chamber name" "National Council (Národná rada)", "number of
    // seats" "150 (all directly elected)".
    expected: [/Pavel/i, /Babi[sš]/i, /Pellegrini/i, /Fico/i, /\b150\b/],
    // Geography / "Land boundaries" / "border countries": Czechia "Austria 402 km; Germany 704 km;
    // Poland 699 km; Slovakia 241 km"; Slovakia "Austria 105 km; Czechia 241 km; Hungary 627 km; Poland
    // 517 km; Ukraine 97 km".
    allowed: ['Austria', 'Germany', 'Poland', 'Hungary', 'Ukraine'],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'Iceland is all volcanoes and glaciers. Where does its electricity actually come from, and does it still burn any coal or oil?',
    kind: 'single',
    subjects: ['Iceland'],
    aspects: ['energy'],
    // europe/ic.json, Energy: "Electricity generation sources" / "hydroelectricity" "70.1% of total
    // installed capacity (2023 est.)", "geothermal" "29.9% of total installed capacity (2023 est.)";
    // "Coal" / "consumption" "137,000 metric tons (2023 est.)"; "Petroleum" / "refined petroleum
    // consumption" "19,000 bbl/day (2024 est.)"; "Electricity access" / "electrification - total
    // population" "100% (2022 est.)".
    expected: [/70\.1\s?%/, /29\.9\s?%/, /geotherm/i, /137,000/, /19,000/],
  },
  {
    question:
      "I've been reading about lemurs and Madagascar's disappearing forests. What environmental trouble is the island in: how much of it is still forest, and what is doing the damage?",
    kind: 'single',
    subjects: ['Madagascar'],
    aspects: ['environment'],
    // africa/ma.json, Environment: "Environmental issues" "erosion and soil degradation from
    // deforestation and overgrazing; desertification; agricultural fires; water pollution from raw
    // sewage and other organic wastes; wildlife preservation"; "Land use" / "forest" "17.5% (2023
    // est.)"; "Carbon dioxide emissions" / "total emissions" "3.936 million metric tonnes of CO2 (2023
    // est.)".
    expected: [
      /deforestation/i,
      /overgrazing/i,
      /desertification/i,
      /17\.5\s?%/,
      /erosion|soil degradation/i,
    ],
    // Geography / "Location" "Southern Africa, island in the Indian Ocean, east of Mozambique".
    allowed: ['Mozambique'],
  },
  {
    question:
      'Panama is famous for ships. How many merchant ships sail under its flag, which are its main ports, and does it have any railways or airports to speak of?',
    kind: 'single',
    subjects: ['Panama'],
    aspects: ['transport'],
    // central-america-n-caribbean/pm.json, Transportation: "Merchant marine" / "total" "8,174 (2023)",
    // "by type" "bulk carrier 2732, container ship 671, general cargo 1,428, oil tanker 866, other
    // 2,477"; "Ports" / "key ports" "Bahia de las Minas, Balboa, Pedregal, Puerto Armuelles, Puerto
    // Colon, Puerto Cristobal"; "Railways" / "total" "77 km (2014)"; "Airports" "77 (2025)".
    expected: [/8,174/, /Balboa/i, /Crist[oó]bal/i, /77\s?km/i, /bulk carrier/i],
    // Geography / "Land boundaries" / "border countries" "Colombia 339 km; Costa Rica 348 km".
    allowed: ['Colombia', 'Costa Rica'],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'How are the three South Caucasus countries doing economically? Which is richest per person, which grew fastest last year, and what does each of them mainly export?',
    kind: 'region',
    subjects: ['Armenia', 'Azerbaijan', 'Georgia'],
    aspects: ['economy'],
    // central-asia/am.json, Economy: "Real GDP per capita" / "Real GDP per capita 2024" "$20,100 (2024
    // est.)"; "Real GDP growth rate" / "... 2024" "5.9% (2024 est.)"; "Exports - commodities" "gold,
    // diamonds, copper ore, broadcasting equipment, jewelry (2023)". central-asia/aj.json, Economy:
    // "Real GDP per capita 2024" "$22,100 (2024 est.)"; "Real GDP growth rate 2024" "4.1% (2024 est.)";
    // "Exports - commodities" "crude petroleum, natural gas, refined petroleum, plastics, electricity
    // (2023)". central-asia/gg.json, Economy: "Real GDP per capita 2024" "$25,000 (2024 est.)"; "Real
    // GDP growth rate 2024" "9.4% (2024 est.)"; "Exports - commodities" "cars, copper ore, electricity,
    // garments, wine (2023)".
    expected: [/\$20,100/, /\$22,100/, /\$25,000/, /9\.4\s?%/, /crude petroleum|natural gas/i],
    // The US state of Georgia is a namesake.
    forbidden: [/Atlanta/i],
    // Economy / "Exports - partners": Armenia "Russia 37%, UAE 25%, Hong Kong 7%, China 5%, Georgia 4%";
    // Azerbaijan "Italy 37%, Turkey 19%, Israel 5%, Greece 4%, Russia 4%"; Georgia "Azerbaijan 13%,
    // Turkey 11%, Armenia 11%, Russia 10%, Kyrgyzstan 8%"; Geography / "Land boundaries" / "border
    // countries" add Iran and Turkey; the economic overviews name Ukraine and Nagorno-Karabakh.
    allowed: [
      'Russia',
      'Turkey',
      'Iran',
      'Italy',
      'Israel',
      'Greece',
      'United Arab Emirates',
      'Hong Kong',
      'China',
      'Kyrgyzstan',
      'Ukraine',
    ],
  },
  {
    question:
      'Who sits on the throne in each of the Benelux countries, and who actually runs the government there?',
    kind: 'region',
    subjects: ['Belgium', 'Netherlands', 'Luxembourg'],
    aspects: ['government'],
    // europe/be.json, Government: "Executive branch" / "chief of state" "King PHILIPPE (since 21 July
    // 2013)", "head of government" "Prime Minister Bart DE WEVER (since 3 February 2025)". europe/nl.json,
    // Government: "chief of state" "King WILLEM-ALEXANDER (since 30 April 2013)", "head of government"
    // "Caretaker Prime Minister Dick SCHOOF (since 3 June 2025)". europe/lu.json, Government: "chief of
    // state" "Grand Duke GUILLAUME (since 3 October 2025)", "head of government" "Prime Minister Luc
    // FRIEDEN (since 17 November 2023)".
    expected: [/Philippe/i, /Willem-?Alexander/i, /Guillaume/i, /De Wever/i, /Frieden/i],
    // Geography / "Land boundaries" / "border countries": Belgium "France 556 km; Germany 133 km;
    // Luxembourg 130 km; Netherlands 478 km"; Netherlands "Belgium 478 km; Germany 575 km"; Luxembourg
    // "Belgium 130 km; France 69 km; Germany 128 km".
    allowed: ['France', 'Germany'],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      "If something's gravity is so strong that not even light gets out, how can astronomers ever detect it? What have they actually seen or measured?",
    kind: 'concept',
    subjects: ['black hole'],
    aspects: ['observation'],
    // library/science/black-holes.md, "How we observe them": "**Accretion disks.** Gas spiralling toward
    // a black hole is heated to millions of degrees and glows brightly in X-rays"; "**Gravitational
    // waves.** ... The LIGO detectors first recorded such waves in September 2015"; "**Images of the
    // shadow.** The Event Horizon Telescope ... produced the first image of the glowing ring around a
    // black hole's shadow in the galaxy M87, published in 2019"; "**Orbits of stars.**".
    expected: [/accretion disk/i, /gravitational waves?/i, /LIGO/, /Event Horizon Telescope/i, /M87/],
  },
  {
    question:
      'Why did the western half of the empire ruled from Rome collapse in the fifth century, while the half run from Constantinople carried on for almost another thousand years?',
    kind: 'concept',
    subjects: ['Roman Empire'],
    aspects: ['fall of the West', 'survival of the East'],
    // library/history/roman-empire.md, "The fall of the West and the survival of the East": "After 395
    // the empire was permanently divided into western and eastern halves"; "Rome itself was sacked by
    // the Visigoths in 410. In 476 the Germanic commander Odoacer deposed the last western emperor,
    // Romulus Augustulus"; "It ended only when the Ottoman Turks captured Constantinople in 1453".
    expected: [/\b395\b/, /Visigoths/i, /\b476\b/, /Odoacer/i, /\b1453\b/],
    // The article's places: Italy (Rome), Turkey (Constantinople, the Ottoman Turks), and the provinces
    // it names (Britain, Egypt, Spain, Gaul, Syria).
    allowed: ['Italy', 'Turkey', 'Greece', 'United Kingdom', 'Egypt', 'Spain', 'France', 'Syria'],
  },
  {
    question:
      'How long does a single drop of water hang around in the air, a river, a lake or deep underground before it moves on? And where is most of the planet’s fresh water kept?',
    kind: 'concept',
    subjects: ['water cycle'],
    aspects: ['residence time', 'fresh water stores'],
    // library/science/water-cycle.md, "How long water stays": "its residence time, varies enormously. A
    // molecule of vapour stays in the atmosphere for about nine days on average. Water may stay in a
    // river for weeks, in a large lake for decades, in deep groundwater for thousands of years and in
    // the Antarctic ice sheet for hundreds of thousands of years." "Where the water is": "Of the small
    // share that is fresh, roughly two thirds is locked in glaciers and ice sheets, mostly in Antarctica
    // and Greenland, and most of the rest is groundwater held in soil and rock."
    expected: [
      /residence time/i,
      /nine days|9 days/i,
      /hundreds of thousands of years/i,
      /two.thirds/i,
      /groundwater/i,
    ],
    allowed: ['Antarctica', 'Greenland'],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'What was Excalibur?',
    kind: 'one-line',
    subjects: ['Excalibur'],
    aspects: [],
    // WordNet 3.1 data.noun, 03306975 "Excalibur": "the legendary sword of King Arthur".
    expected: [/sword/i, /Arthur/i, /legend/i],
  },
  {
    question: 'Was El Dorado a real place? Who went looking for it, and where?',
    kind: 'one-line',
    subjects: ['El Dorado'],
    aspects: [],
    // WordNet 3.1 data.noun, 05635297 "El_Dorado eldorado": "an imaginary place of great wealth and
    // opportunity; sought in South America by 16th-century explorers".
    expected: [/imaginary/i, /wealth/i, /South America/i, /16th.century/i],
    // Towns named El Dorado in the United States are namesakes.
    forbidden: [/Arkansas/i, /Kansas/i],
  },
];

const unanswerable: DeepQuestion[] = [
  {
    question:
      'What are the basic rules of pickleball, and how big is the court compared with a tennis court?',
    kind: 'unanswerable',
    subjects: ['pickleball'],
    aspects: ['rules'],
    // grep -ri "pickleball\|pickle.ball\|paddle tennis" over /tmp/fb, library/ and the WordNet dict
    // finds nothing. A report should say the library does not hold this and supply no court sizes or
    // scoring rules from memory.
    expected: [],
    forbidden: [/\b44\s?(feet|ft|foot)\b/i, /\b20\s?(by|x|×)\s?44\b/i, /\bkitchen\b/i, /non-volley/i],
  },
  {
    question:
      'How does semaglutide, the drug sold as Ozempic and Wegovy, make people lose weight, and what side effects do doctors warn about?',
    kind: 'unanswerable',
    subjects: ['semaglutide'],
    aspects: ['how it works', 'side effects'],
    // grep -ri "semaglutide\|ozempic\|wegovy\|GLP-1\|glucagon-like\|novo nordisk" over /tmp/fb,
    // library/ and the WordNet dict finds nothing. A report should say the library does not hold this
    // and give no pharmacology from memory.
    expected: [],
    forbidden: [/GLP-?1/i, /Novo Nordisk/i, /pancreatitis/i],
  },
];

export const FRESH6_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
  ...unanswerable,
];
