/**
 * Five held-out Deep questions of five classes (two countries named together by one plural, "the two
 * Sudans", compared on two aspects; one country said to have been Dutch, then French, then British, whose
 * former rulers must not become subjects, asked about its economy and people; who is in charge of two
 * countries, whether they came by coup or vote, and their refugees; what share of a country's people follow
 * each faith, asked without the word "religion", and its languages; a country whose people descend from
 * labourers of several origins, asked for its ethnic groups and exports), written by a helper who saw only
 * the class names, the DeepQuestion type, the tenth class set (for format) and the question lines of all
 * sets (to avoid repeats), never the report writer. Every expected fact was read in the library text from
 * the file and field named above each question: the CIA World Factbook, final edition, January 2026 (in its
 * own formatting, never a field's "note"). Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

export const CLASS11_DEEP_QUESTIONS: DeepQuestion[] = [
  // --- a. "The two Sudans": one plural names both countries, compared on oil and faith ----------------------
  {
    question:
      'Ever since the split in 2011 the two Sudans have quarrelled over oil. How much crude does each of the two Sudans pump a day, and how much is thought to be left in the ground? And what do people on either side of the border believe: is one of them mostly Christian and the other Muslim?',
    kind: 'comparison',
    subjects: ['Sudan', 'South Sudan'],
    aspects: ['energy', 'religion'],
    // africa/su.json, Energy: "Petroleum" / "total petroleum production" "68,000 bbl/day (2023 est.)",
    // "refined petroleum consumption" "129,000 bbl/day (2023 est.)", "crude oil estimated reserves" "1.25
    // billion barrels (2021 est.)". People and Society: "Religions" "Sunni Muslim, small Christian
    // minority".
    // africa/od.json (South Sudan), Energy: "Petroleum" / "total petroleum production" "146,000 bbl/day
    // (2023 est.)", "refined petroleum consumption" "11,000 bbl/day (2023 est.)", "crude oil estimated
    // reserves" "3.75 billion barrels (2021 est.)". People and Society: "Religions" "Christian 60.5%, folk
    // religion 32.9%, Muslim 6.2%, other <1%, unaffiliated <1% (2020 est.)". Government / "Independence"
    // "9 July 2011 (from Sudan)".
    expected: [
      /\b68[,.\s\u202f]?000\s?(?:bbl|barrels)/i,
      /\b146[,.\s\u202f]?000\s?(?:bbl|barrels)/i,
      /(?<![\d.])1\.25\s?billion/i,
      /(?<![\d.])3\.75\s?billion/i,
      /(?<![\d.])60\.5\s?%/,
      /\bSunni\b/i,
    ],
    // Neighbours not asked about: africa/cd.json (Chad) "total petroleum production" "124,000 bbl/day (2023
    // est.)", "crude oil estimated reserves" "1.5 billion barrels (2021 est.)"; africa/eg.json (Egypt) "total
    // petroleum production" "667,000 bbl/day (2023 est.)", "crude oil estimated reserves" "3.3 billion
    // barrels (2021 est.)", "Religions" "Muslim (predominantly Sunni) 90%, Christian (majority Coptic
    // Orthodox, ...) 10%"; africa/ug.json "crude oil estimated reserves" "2.5 billion barrels (2021 est.)";
    // africa/ke.json "Religions" "Christian 85.5% (...)"; africa/ct.json (Central African Republic)
    // "Religions" "Roman Catholic 34.6%, ...".
    forbidden: [
      /\b124[,.\s\u202f]?000\s?(?:bbl|barrels)/i,
      /\b667[,.\s\u202f]?000\s?(?:bbl|barrels)/i,
      /(?<![\d.])3\.3\s?billion/i,
      /(?<![\d.])2\.5\s?billion barrels/i,
      /(?<![\d.])1\.5\s?billion barrels/i,
      /\bCoptic\b/i,
      /(?<![\d.])85\.5\s?%/,
      /(?<![\d.])34\.6\s?%/,
    ],
    // Geography / "Land boundaries" / "border countries": Sudan "Central African Republic 174 km; Chad 1,403
    // km; Egypt 1,276 km; Eritrea 682 km; Ethiopia 744 km; Libya 382 km; South Sudan 2,158 km"; South Sudan
    // "Central African Republic 1,055 km; Democratic Republic of the Congo 714 km; Ethiopia 1,299 km; Kenya
    // 317 km; Sudan 2,158 km; Uganda 475 km". Government / "Independence": Sudan "1 January 1956 (from Egypt
    // and the UK)". Introduction / "Background": South Sudan "a US-backed Comprehensive Peace Agreement in
    // 2005". Economy / "Exports - partners": Sudan "UAE 21%, China 17%, Saudi Arabia 16%, Malaysia 9%, Egypt
    // 8% (2023)"; South Sudan "China 51%, Singapore 29%, UAE 10%, Germany 4%, Uganda 3% (2023)".
    allowed: [
      'Central African Republic',
      'Chad',
      'Egypt',
      'Eritrea',
      'Ethiopia',
      'Libya',
      'Democratic Republic of the Congo',
      'Kenya',
      'Uganda',
      'United Kingdom',
      'United States',
      'United Arab Emirates',
      'UAE',
      'China',
      'Saudi Arabia',
      'Malaysia',
      'Singapore',
      'Germany',
    ],
  },

  // --- b. One country once Dutch, then French, then British: its rulers are no subjects -----------------------
  {
    question:
      'Mauritius was Dutch, then French, then British before it won its independence. How does the island make its living now: how well off is the average Mauritian, how fast is the economy growing, and what does it sell abroad? And who are the people: which languages do they speak at home, and what do they believe?',
    kind: 'single',
    subjects: ['Mauritius'],
    aspects: ['economy', 'people'],
    // africa/mp.json, Introduction: "Background" "... uninhabited until 1638 when the Dutch established a
    // settlement ... In 1722, the French established what would become a highly profitable settlement
    // focused on sugar cane plantations ... Britain captured the island in 1810 ...". Government /
    // "Independence" "12 March 1968 (from the UK)". Economy: "Economic overview" "upper middle-income Indian
    // Ocean island economy; diversified portfolio; ...; strong tourism sector decimated by COVID-19; ...";
    // "Real GDP per capita" / "Real GDP per capita 2024" "$27,300 (2024 est.)"; "Real GDP growth rate" /
    // "Real GDP growth rate 2024" "4.7% (2024 est.)"; "Exports - commodities" "fish, garments, raw sugar,
    // fertilizers, diamonds (2023)". People and Society: "Languages" "Creole 86.5%, Bhojpuri 5.3%, French
    // 4.1%, two languages 1.4%, other 2.6% (...)"; "Religions" "Hindu 48.5%, Roman Catholic 26.3%, Muslim
    // 17.3%, other Christian 6.4%, ...".
    expected: [
      /\$\s?27[,.\s\u202f]?300\b/,
      /(?<![\d.])4\.7\s?%/,
      /\bsugar\b/i,
      /\bgarments?\b/i,
      /(?<![\d.])86\.5\s?%/,
      /(?<![\d.])48\.5\s?%/,
    ],
    // The former rulers' own facts are not asked for: europe/nl.json, Economy / "Real GDP per capita 2024"
    // "$70,900 (2024 est.)", "Economic overview" "high-income, core EU- and eurozone-member economy; ...";
    // europe/fr.json "Real GDP per capita 2024" "$54,500 (2024 est.)", "Economic overview" "high-income,
    // advanced EU economy and eurozone member; ..."; europe/uk.json "Real GDP per capita 2024" "$52,500 (2024
    // est.)", "Economic overview" "high-income, non-EU European economy; ...". Neighbours: africa/se.json
    // (Seychelles) "Real GDP per capita 2024" "$29,200 (2024 est.)", "Languages" "Seychellois Creole
    // (official) 89.1%, ..."; africa/ma.json (Madagascar) "Real GDP per capita 2024" "$1,700 (2024 est.)".
    forbidden: [
      /\$\s?70[,.\s\u202f]?900\b/,
      /\$\s?54[,.\s\u202f]?500\b/,
      /\$\s?52[,.\s\u202f]?500\b/,
      /\$\s?29[,.\s\u202f]?200\b/,
      /\$\s?1[,.\s\u202f]?700\b/,
      /eurozone/i,
      /non-EU European economy/i,
      /(?<![\d.])89\.1\s?%/,
    ],
    // The powers the question names, the Netherlands, France and the UK. Geography / "Location" "Southern
    // Africa, island in the Indian Ocean, about 800 km (500 mi) east of Madagascar". Introduction /
    // "Background" names "the Indian subcontinent", "the French island of Tromelin" and "the British Chagos
    // Archipelago (British Indian Ocean Territory)". Economy / "Exports - partners" "USA 11%, France 11%,
    // Zimbabwe 10%, South Africa 7%, Zambia 7% (2023)"; "Imports - partners" "China 15%, UAE 11%, India 10%,
    // South Africa 9%, France 6% (2023)".
    allowed: [
      'Netherlands',
      'France',
      'United Kingdom',
      'Madagascar',
      'India',
      'British Indian Ocean Territory',
      'United States',
      'Zimbabwe',
      'South Africa',
      'Zambia',
      'China',
      'United Arab Emirates',
      'UAE',
    ],
  },

  // --- c. Who is in charge of two countries, by coup or by vote, and their refugees ---------------------------
  {
    question:
      'Soldiers took power in both Gabon and Guinea a few years ago. Who is in charge of each country now: did the officers who led the coups step aside, or did they stand in a vote, and with what share of it? And is either country sheltering refugees or people driven from their homes?',
    kind: 'comparison',
    subjects: ['Gabon', 'Guinea'],
    aspects: ['government', 'refugees'],
    // africa/gb.json (Gabon), Introduction: "Background" "... He [Ali BONGO Ondimba] won a third term in the
    // August 2023 election but was overthrown in a military coup a few days later. Gen. Brice OLIGUI Nguema
    // led a military group ... In September 2023, OLIGUI was sworn in as transitional president of Gabon."
    // Government: "Executive branch" / "chief of state" "President Brice OLIGUI Nguema (since 3 May 2025)";
    // "most recent election date" "12 April 2025"; "election results" "2025: Brice OLIGUI Nguema elected
    // president; percent of vote - Brice OLIGUI Nguema (Ind.) 90.35%, ...". Transnational Issues:
    // "Refugees and internally displaced persons" / "refugees" "261 (2024 est.)".
    // africa/gv.json (Guinea), Introduction: "Background" "... In 2021, Col Mamady DOUMBOUYA led another
    // successful military coup, ... DOUMBOUYA was sworn in as transition president ...". Government:
    // "Executive branch" / "chief of state" "President Col. Mamady DOUMBOUYA (since 17 January 2026)"; "head
    // of government" "Prime Minister Amadou Oury BAH (since 27 February 2024)"; "most recent election date"
    // "28 December 2025"; "election results" "2025: Mamady DOUMBOUYA elected president in the first round;
    // percent of vote -Mamady DOUMBOUYA (Independent) 86.7%, ...". Transnational Issues: "Refugees and
    // internally displaced persons" / "refugees" "2,343 (2024 est.)", "IDPs" "5,160 (2024 est.)".
    expected: [
      /Oligui/i,
      /Doumbouya/i,
      /\bcoup\b/i,
      /(?<![\d.])90\.35\s?%/,
      /(?<![\d.])86\.7\s?%/,
      /\b2[,.\s\u202f]?343\b/,
      /(?<![\d,.])261(?![\d,])/,
    ],
    // The namesakes and neighbours are not asked about: africa/ek.json (Equatorial Guinea) "chief of state"
    // "President OBIANG Nguema Mbasogo (since 3 August 1979)"; africa/pu.json (Guinea-Bissau) "chief of
    // state" "Interim President Gen. Horta Nta Na MAN (since 27 November 2025)", "election results" "2025:
    // Umaro Sissoco EMBALO (Madem G15) and Fernando DIAS da Costa (PRS) both claimed victory ..."; africa/
    // cf.json (Republic of the Congo) "President Denis SASSOU-Nguesso (since 1997)", "refugees" "69,766 (2024
    // est.)"; africa/cm.json (Cameroon) "President Paul BIYA (since 6 November 1982)", "refugees" "443,740
    // (2024 est.)"; africa/ml.json (Mali) "Transition President Assimi GOITA (since 7 June 2021)", "refugees"
    // "135,827 (2024 est.)".
    forbidden: [
      /\bObiang\b/i,
      /\bHorta\b/i,
      /\bEmbal[oó]\b/i,
      /\bSassou\b/i,
      /\bBiya\b/i,
      /\bGoita\b/i,
      /\b69[,.\s\u202f]?766\b/,
      /\b443[,.\s\u202f]?740\b/,
      /\b135[,.\s\u202f]?827\b/,
    ],
    // Geography / "Land boundaries" / "border countries": Gabon "Cameroon 349 km; Republic of the Congo 2,567
    // km; Equatorial Guinea 345 km"; Guinea "Cote d'Ivoire 816 km; Guinea-Bissau 421 km; Liberia 590 km; Mali
    // 1062 km; Senegal 363 km; Sierra Leone 794 km". Government / "Independence": Gabon "17 August 1960 (from
    // France)"; Guinea "2 October 1958 (from France)". Introduction / "Background": Gabon names "Portuguese
    // traders"; Guinea names "the Mali Empire" and that CAMARA "was exiled to Burkina Faso".
    allowed: [
      'Cameroon',
      'Republic of the Congo',
      'Equatorial Guinea',
      "Cote d'Ivoire",
      'Guinea-Bissau',
      'Liberia',
      'Mali',
      'Senegal',
      'Sierra Leone',
      'Burkina Faso',
      'France',
      'Portugal',
    ],
  },

  // --- d. The share of each faith, asked without the word "religion", and the languages -----------------------
  {
    question:
      'Singapore is a mix of Chinese, Malays and Indians. What share of Singaporeans are Buddhist, Christian, Muslim, Taoist or Hindu, and how many follow no faith at all? And which languages are official there, and which do people actually speak at home?',
    kind: 'single',
    subjects: ['Singapore'],
    aspects: ['religion', 'languages'],
    // east-n-southeast-asia/sn.json, People and Society: "Religions" "Buddhist 31.1%, Christian 18.9%, Muslim
    // 15.6%, Taoist 8.8%, Hindu 5%, other 0.6%, none 20% (2020 est.)"; "Languages" / "Languages" "English
    // (official) 48.3%, Mandarin (official) 29.9%, other Chinese dialects (includes Hokkien, Cantonese,
    // Teochew, Hakka) 8.7%, Malay (official) 9.2%, Tamil (official) 2.5%, other 1.4% (2020 est.)" (its note,
    // that these are the languages most spoken at home, is not expected); "Ethnic groups" "Chinese 74.2%,
    // Malay 13.7%, Indian 8.9%, other 3.2% (2021 est.)".
    expected: [
      /(?<![\d.])31\.1\s?%/,
      /(?<![\d.])18\.9\s?%/,
      /(?<![\d.])15\.6\s?%/,
      /(?<![\d.])8\.8\s?%/,
      /(?<![\d.])48\.3\s?%/,
      /(?<![\d.])29\.9\s?%/,
      /\bTamil\b/i,
    ],
    // Neighbours not asked about: east-n-southeast-asia/my.json (Malaysia) "Religions" "Muslim (official)
    // 63.5%, Buddhist 18.7%, Christian 9.1%, Hindu 6.1%, ...", "Languages" "Bahasa Malaysia (official),
    // English, Chinese (...), Tamil, ..."; east-n-southeast-asia/id.json (Indonesia) "Religions" "Muslim
    // 87.4%, Protestant 7.5%, ...", "Languages" "Bahasa Indonesia (official, modified form of Malay), ...".
    forbidden: [
      /(?<![\d.])63\.5\s?%/,
      /(?<![\d.])18\.7\s?%/,
      /(?<![\d.])87\.4\s?%/,
      /Bahasa Malaysia/i,
      /Bahasa Indonesia/i,
    ],
    // The question names the Chinese, Malays and Indians. Introduction / "Background": "... the British
    // founded modern Singapore as a trading colony ... Singapore joined the Malaysian Federation in 1963 but
    // was ousted two years later". Ethnic groups note names "indigenous Malays and Indonesians". Economy /
    // "Exports - partners" "Hong Kong 13%, China 11%, USA 10%, Malaysia 9%, S. Korea 6% (2023)"; "Imports -
    // partners" "China 15%, Malaysia 11%, Taiwan 11%, USA 10%, S. Korea 6% (2023)".
    allowed: [
      'China',
      'Malaysia',
      'India',
      'Indonesia',
      'United Kingdom',
      'Hong Kong',
      'United States',
      'South Korea',
      'Taiwan',
    ],
  },

  // --- e. A people descended from labourers of several origins: its ethnic groups and exports -----------------
  {
    question:
      'Most people in Trinidad and Tobago are descended from contract labourers brought over from India or from Africans brought as slaves, and many are of mixed descent. How do the groups break down today? And what does the country live on selling abroad: which goods, and who buys them?',
    kind: 'single',
    subjects: ['Trinidad and Tobago'],
    aspects: ['ethnic groups', 'exports'],
    // central-america-n-caribbean/td.json, Introduction: "Background" "First colonized by the Spanish,
    // Trinidad and Tobago came under British control in the early 19th century. The emancipation of enslaved
    // people in 1834 ... Contract workers arriving from India between 1845 and 1917 augmented the labor force
    // ... The discovery of oil on Trinidad in 1910 ...". People and Society: "Ethnic groups" "East Indian
    // 35.4%, African descent 34.2%, mixed - other 15.3%, mixed - African/East Indian 7.7%, other 1.3%,
    // unspecified 6.2% (2011 est.)". Economy: "Exports - commodities" "natural gas, alcohols, ammonia, crude
    // petroleum, iron reductions (2023)"; "Exports - partners" "USA 28%, China 7%, Guyana 5%, Chile 5%,
    // Netherlands 5% (2023)".
    expected: [
      /(?<![\d.])35\.4\s?%/,
      /(?<![\d.])34\.2\s?%/,
      /(?<![\d.])7\.7\s?%/,
      /natural gas/i,
      /ammonia/i,
      /\b(?:USA|United States|US)\W{0,4}28\s?%/,
    ],
    // Neighbours not asked about: south-america/gy.json (Guyana) "Ethnic groups" "East Indian 39.8%, African
    // descent 29.3%, mixed 19.9%, Indigenous 10.5%, ...", "Exports - partners" "USA 20%, Trinidad & Tobago
    // 11%, ..."; central-america-n-caribbean/jm.json (Jamaica) "Ethnic groups" "Black 92.1%, mixed 6.1%, ...";
    // south-america/ve.json (Venezuela) "Exports - commodities" "crude petroleum, petroleum coke, scrap iron,
    // alcohols, fertilizers (2023)", "Exports - partners" "USA 50%, China 10%, Spain 9%, ...".
    forbidden: [
      /(?<![\d.])39\.8\s?%/,
      /(?<![\d.])29\.3\s?%/,
      /(?<![\d.])92\.1\s?%/,
      /petroleum coke/i,
      /\b(?:USA|United States|US)\W{0,4}(?:20|50)\s?%/,
    ],
    // The question names India. Introduction / "Background" names the Spanish and the British; Government /
    // "Independence" "31 August 1962 (from the UK)"; Geography / "Location" "Caribbean, islands between the
    // Caribbean Sea and the North Atlantic Ocean, northeast of Venezuela". Economy / "Exports - partners"
    // (above); "Imports - partners" "USA 29%, Guyana 27%, China 8%, Brazil 4%, Canada 3% (2023)".
    allowed: [
      'India',
      'Spain',
      'United Kingdom',
      'Venezuela',
      'United States',
      'China',
      'Guyana',
      'Chile',
      'Netherlands',
      'Brazil',
      'Canada',
    ],
  },
];
