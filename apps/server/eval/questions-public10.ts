/**
 * A tenth held-out question set in the style of public QA datasets (WebQuestions, TriviaQA, Natural
 * Questions): short, lower-case, casual questions as people type them into a search box. Written by a helper
 * who did not see the engine. Every expected fact was checked against the library text (the Factbook final
 * edition of January 2026, WordNet 3.1 and the starter articles in `library/`), quoted in the comment above
 * each question; every `abstain` question was checked by a case-insensitive grep over the Factbook, the
 * WordNet dict files and the articles to have no answer there.
 * Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

/** Digit-group separators as a figure may be written: "3,578,930", "3.578.930", "3 578 930". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

const countries: EvalQuestion[] = [
  // Factbook gv (africa/gv.json) Government › Capital › name: "Conakry"; Major urban areas - population:
  // "2.111 million CONAKRY (capital) (2023)". WordNet 08967390 Conakry, Konakri, capital_of_Guinea: "a port and
  // the capital of Guinea". (Namesakes: pu Guinea-Bissau Capital › name: "Bissau"; ek Equatorial Guinea:
  // "Malabo; note - Malabo is on the island of Bioko; ..."; pp Papua New Guinea: Port Moresby.)
  {
    question: "guinea's capital",
    kind: 'place',
    expected: [/\bConakry\b/i, /\bKonakri\b/i],
    forbidden: [
      /(?<!Equatorial |New )\bGuinea(?:'s|’s)? capital(?: city)? is (?:Bissau|Malabo|Port Moresby)\b/i,
      /\b(?:Bissau|Malabo|Port Moresby) is the capital of Guinea\b(?![- ]Bissau)/i,
    ],
  },
  // Factbook er (africa/er.json) Government › Capital › name: "Asmara"; Geography › Location: "Eastern Africa,
  // bordering the Red Sea, between Djibouti and Sudan". WordNet 08795667 Asmara, Asmera: "the capital of
  // Eritrea". (et Ethiopia's capital is Addis Ababa; Eritrea's Independence: "24 May 1993 (from Ethiopia)".)
  {
    question: 'asmara is the capital of which country',
    kind: 'place',
    expected: [/\bEritrea\b/i],
    forbidden: [
      /\bcapital of Ethiopia\b/i,
      /\bAsmara is (?:in|the capital of) (?:Ethiopia|Sudan|Djibouti)\b/i,
    ],
  },
  // Factbook aj (central-asia/aj.json) Economy › Exchange rates › Currency: "Azerbaijani manats (AZN) per US
  // dollar -"; Exchange rates 2024: "1.7 (2024 est.)". WordNet 13721852 manat: "the basic unit of money in
  // Azerbaijan". (Neighbours: gg Georgia "laris (GEL) per US dollar -", am Armenia "drams (AMD) per US dollar
  // -"; namesake tx Turkmenistan "Turkmenistani manat (TMM) per US dollar -", WordNet 13724945 manat: "the basic
  // unit of money in Turkmenistan".)
  {
    question: 'azerbaijani currency name',
    kind: 'place',
    expected: [/\bmanats?\b/i, /\bAZN\b/],
    forbidden: [/\blaris?\b/i, /\bdrams?\b/i, /\bTurkmen\w* manats?\b/i],
  },
  // Factbook bo (europe/bo.json) People and Society › Languages: "Russian (official) 71.4%, Belarusian
  // (official) 26%, other 0.3% (includes small Polish- and Ukrainian-speaking minorities), unspecified 2.3%
  // (2019 est.)".
  {
    question: 'do belarusians speak russian',
    kind: 'demonym',
    expected: [
      /\bRussian \(official\)/i,
      /\bRussian\b[^.]*\b71\.4\s?%/i,
      inSentence([String.raw`\byes\b`, String.raw`\bRussian\b`]),
    ],
    forbidden: [
      /\bBelarusian\b(?: \(official\))? 71\.4\s?%/i,
      /\bno\b,? (?:they|Belarusians) (?:do not|don't)\b/i,
    ],
  },
  // Factbook bk (europe/bk.json) People and Society › Religions: "Muslim 50.7%, Orthodox 30.7%, Roman Catholic
  // 15.2%, atheist 0.8%, agnostic 0.3%, other 1.2%, undeclared/no answer 1.1% (2013 est.)"; Country name ›
  // conventional short form: "Bosnia and Herzegovina". (al Albania Religions: "Muslim 56.7%, Roman Catholic
  // 10%, Orthodox 6.8%, ..."; bk Ethnic groups: "Bosniak 50.1%, Serb 30.8%, Croat 15.4%, ...".)
  {
    question: 'is bosnia mostly muslim',
    kind: 'demonym',
    expected: [/\bMuslim 50\.7\s?%/i, /\b50\.7\s?%/],
    forbidden: [
      /\b56\.7\s?%/,
      /\b(?:mostly|mainly|predominantly|majority) (?:Orthodox|Catholic|Christian)\b/i,
    ],
  },
  // Factbook td (central-america-n-caribbean/td.json) People and Society › Ethnic groups: "East Indian 35.4%,
  // African descent 34.2%, mixed - other 15.3%, mixed - African/East Indian 7.7%, other 1.3%, unspecified 6.2%
  // (2011 est.)"; Nationality › noun: "Trinidadian(s), Tobagonian(s)". (gy Guyana Ethnic groups: "East Indian
  // 39.8%, African descent 29.3%, mixed 19.9%, Indigenous 10.5%, ...".)
  {
    question: 'what ethnicity are most trinidadians',
    kind: 'demonym',
    expected: [/\bEast Indian\b/i, /\bAfrican\b/i],
    match: 'all',
    forbidden: [/\b39\.8\s?%/, /\b29\.3\s?%/],
  },
  // Factbook vt (europe/vt.json) Government › Executive branch › chief of state: "Pope LEO XIV (since 8 May
  // 2025)"; election results: "2025: Robert PREVOST elected Pope LEO XIV"; Constitution › history: "... latest
  // issued by Pope FRANCIS 13 May 2023, effective 7 June 2023 ...". (WordNet 11147986 Leo_XIII: "Italian pope
  // from 1878 to 1903 ..."; 11147742 Leo_X: "son of Lorenzo de'Medici and pope from 1513 to 1521 ..."; 11147178
  // Leo_I, 11147409 Leo_III, 11147555 Leo_IX likewise.)
  {
    question: 'who is the pope right now',
    kind: 'person',
    expected: [/\bLeo XIV\b/i, /\bPrevost\b/i],
    forbidden: [
      /\bFrancis\b[^.]*\b(?:is|remains) (?:the )?(?:current |reigning )?pope\b/i,
      /\b(?:current|reigning) pope is (?:Pope )?Francis\b/i,
      /\bLeo (?:I|III|IX|X|XIII)\b/,
    ],
  },
  // Factbook od (africa/od.json) Government › Independence: "9 July 2011 (from Sudan)"; Capital › name: "Juba".
  // (su Sudan Independence: "1 January 1956 (from Egypt and the UK)".)
  {
    question: 'when did south sudan become a country',
    kind: 'date',
    expected: [/\b2011\b/],
    forbidden: [
      /\bSouth Sudan\b[^.]*\b(?:became|gained|won|achieved) (?:its )?independen\w* (?:on |in )?(?:1 January )?1956\b/i,
      /\bSouth Sudan\b[^.]*\bindependen\w*[^.]*\bfrom (?:Egypt|the UK|Britain|the United Kingdom)\b/i,
    ],
  },
  // Factbook al (europe/al.json) Government › Executive branch › head of government: "Prime Minister Edi RAMA
  // (since 10 September 2013)"; chief of state: "President Bajram BEGAJ (since 24 July 2022)"; election
  // results: "... 2017: Ilir META elected president ...". (WordNet 09553999 Rama: "avatar of Vishnu whose name
  // is synonymous with God; ...".)
  {
    question: "who is albania's prime minister",
    kind: 'person',
    expected: [/\bEdi Rama\b/i],
    forbidden: [
      /\bprime minister (?:is )?(?:Bajram |Ilir )?(?:BEGAJ|META)\b/i,
      /\b(?:Bajram )?BEGAJ,? (?:is )?(?:the )?(?:current )?prime minister\b/i,
      /\bavatar of Vishnu\b/i,
    ],
  },
  // Factbook la (east-n-southeast-asia/la.json) Geography › Land boundaries › border countries: "Burma 238 km;
  // Cambodia 555 km; China 475 km; Thailand 1,845 km; Vietnam 2,161 km"; total: "5,274 km".
  {
    question: 'laos neighbouring countries',
    kind: 'place',
    expected: [/\b(?:Burma|Myanmar)\b/i, 'Cambodia', 'China', 'Thailand', /\bViet ?nam\b/i],
    match: 'all',
    forbidden: [inSentence([String.raw`\bborder`, String.raw`\b(?:Malaysia|India|Bangladesh)\b`])],
  },
  // Factbook md (europe/md.json) People and Society › Population › total: "3,578,930 (2025 est.)"; male:
  // "1,687,496"; female: "1,891,434". (Neighbours: ro Romania "18,148,155 (2024 est.)", up Ukraine "35,661,826
  // (2024 est.)".)
  {
    question: 'moldova population 2025',
    kind: 'number',
    expected: [new RegExp(String.raw`\b3${SEP}578${SEP}930\b`), /\b3\.58 million\b/i, /\b3\.6 million\b/i],
    forbidden: [
      new RegExp(String.raw`\b18${SEP}148${SEP}155\b`),
      new RegExp(String.raw`\b35${SEP}661${SEP}826\b`),
      /\b18\.1 million\b/i,
    ],
  },
  // Factbook mt (europe/mt.json) Geography › Area › total: "316 sq km"; Factbook an (europe/an.json) Geography ›
  // Area › total: "468 sq km". So Malta is the smaller.
  {
    question: 'is malta smaller than andorra',
    kind: 'comparison',
    expected: [
      inSentence(
        ['Malta', String.raw`\bsmaller\b`, 'Andorra'],
        ['Andorra', String.raw`\b(?:larger|bigger)\b`, 'Malta'],
        ['Malta', String.raw`\b316\b`, 'Andorra', String.raw`\b468\b`],
        ['Andorra', String.raw`\b468\b`, 'Malta', String.raw`\b316\b`],
      ),
    ],
    forbidden: [
      inSentence(
        ['Malta', String.raw`\bis (?:slightly )?(?:larger|bigger) than`, 'Andorra'],
        ['Andorra', String.raw`\bis (?:slightly )?smaller than`, 'Malta'],
      ),
    ],
  },
  // Factbook uv (africa/uv.json) Geography › Coastline: "0 km (landlocked)"; Location: "Western Africa, north of
  // Ghana"; Geography - note: "landlocked savanna cut by the three principal rivers, the Black, Red, and White
  // Voltas". WordNet 08916686 Burkina_Faso, Upper_Volta: "a desperately poor landlocked country in western
  // Africa; ...". (gh Ghana Coastline: "539 km"; iv Cote d'Ivoire: "515 km".)
  {
    question: 'is burkina faso landlocked',
    kind: 'place',
    expected: [/\blandlocked\b/i],
    forbidden: [/\bnot landlocked\b/i, /\b(?:539|515) km\b/i],
  },
  // Factbook gy (south-america/gy.json) Economy › Exports - commodities: "crude petroleum, railway cargo
  // containers, gold, ships, rice (2023)". (Neighbours: ns Suriname "gold, fish, refined petroleum, wood,
  // tobacco (2023)"; ve Venezuela "crude petroleum, petroleum coke, scrap iron, alcohols, fertilizers (2023)".)
  {
    question: 'guyana main exports',
    kind: 'place',
    expected: [/\bcrude petroleum\b/i, /\bgold\b/i],
    match: 'all',
    forbidden: [/\btobacco\b/i, /\bpetroleum coke\b/i, /\bscrap iron\b/i],
  },
  // Factbook ba (middle-east/ba.json) Geography › Climate: "arid; mild, pleasant winters; very hot, humid
  // summers".
  {
    question: 'is it hot all year in bahrain',
    kind: 'place',
    expected: [/\bmild,? (?:and )?pleasant winters\b/i, /\bvery hot,? (?:and )?humid summers\b/i],
    forbidden: [/\b(?:cold|snowy|freezing) winters\b/i, /\btropical\b/i],
  },
  // Factbook cg (africa/cg.json) Geography › Natural resources: "cobalt, copper, niobium, tantalum, petroleum,
  // industrial and gem diamonds, gold, silver, zinc, manganese, tin, uranium, coal, hydropower, timber"; note 2:
  // "the DROC is the World's leading producer of cobalt, accounting for as much as 70% of the World's supply
  // ..."; Country name › conventional short form: "DRC". (Namesake cf Republic of the Congo Natural resources:
  // "petroleum, timber, potash, lead, zinc, uranium, copper, phosphates, gold, magnesium, natural gas,
  // hydropower".)
  {
    question: 'what minerals does the drc have',
    kind: 'demonym',
    expected: [/\bcobalt\b/i, /\bcopper\b/i],
    match: 'all',
    forbidden: [/\bpotash\b/i, /\bphosphates?\b/i],
  },
  // Factbook rs (central-asia/rs.json) People and Society › Life expectancy at birth › total population: "72.3
  // years (2024 est.)"; male: "67.4 years"; female: "77.4 years". (Neighbours' male figures: up Ukraine "65.4
  // years", bo Belarus "69.8 years", kz Kazakhstan "69 years".)
  {
    question: 'how long do russian men live',
    kind: 'number',
    expected: [/\b67\.4\b/],
    forbidden: [/\b65\.4\b/, /\b69\.8\b/],
  },
  // Factbook lt (africa/lt.json) People and Society › Nationality › noun: "Mosotho (singular), Basotho
  // (plural)"; adjective: "Basotho". WordNet 09711521 Basotho: "a member of a subgroup of people who inhabit
  // Lesotho".
  {
    question: 'what are people from lesotho called',
    kind: 'demonym',
    expected: [/\bMosotho\b/i, /\bBasotho\b/i],
    forbidden: [/\bLesothans?\b/i, /\bLesothians?\b/i],
  },
  // Factbook le (middle-east/le.json) Government › Flag: "description: three horizontal bands consisting of red
  // (top), white (middle, double-width), and red (bottom), with a green cedar tree centered on the white band
  // ... the green cedar tree is the national symbol ..."; National symbol(s): "cedar tree". WordNet 11644266
  // cedar_of_Lebanon: "cedar of Lebanon and northwestern Syria that attains great age and height".
  {
    question: 'what tree is on the lebanese flag',
    kind: 'demonym',
    expected: [/\bcedar\b/i],
    forbidden: [/\b(?:palm|olive|oak|maple) tree\b/i],
  },
  // Factbook au (europe/au.json) Government › Suffrage: "16 years of age; universal". (Neighbours: gm Germany "18
  // years of age; universal; age 16 for some state and municipal elections"; sz Switzerland "18 years of age;
  // universal".)
  {
    question: 'what age can you vote in austria',
    kind: 'number',
    expected: [/\b16 years of age\b/i, /\bage (?:of )?16\b/i, /\b16\b[^.]*\bvot/i, /\bvot[^.]*\b16\b/i],
    forbidden: [/\b18 years of age\b/i, /\b(?:voting age|vote) (?:is|at) 18\b/i],
  },
  // Factbook nh (australia-oceania/nh.json) Geography › Natural hazards: "tropical cyclones (January to April);
  // volcanic activity; volcanism also causes minor earthquakes; tsunamis ... Yasur (361 m), one of the world's
  // most active volcanoes, has experienced continuous activity in recent centuries; ...". WordNet 09183568
  // Vanuatu: "a volcanic island republic in Melanesia; independent since 1980".
  {
    question: 'what natural disasters hit vanuatu',
    kind: 'place',
    expected: [/\bcyclones?\b/i, /\bvolcan/i],
    match: 'all',
    forbidden: [/\b(?:blizzards|avalanches|sandstorms)\b/i],
  },
  // Factbook pm (central-america-n-caribbean/pm.json) Military and Security › Military and security forces: "no
  // regular military forces<br><br>Ministry of Public Security: National Police (Policía Nacional, PN), National
  // Aeronaval Service (...), National Border Service (...) (2025)"; note 1: "collectively, the security forces
  // are known as the Panamanian Public Forces".
  {
    question: 'does panama have an army',
    kind: 'place',
    expected: [
      /\bno regular military forces\b/i,
      /\b(?:has|have) no (?:regular |standing )?(?:army|military)\b/i,
      /\bPanamanian Public Forces\b/i,
    ],
    forbidden: [/\bPanama(?:nian)? (?:has|maintains) (?:an|a regular|a standing) (?:army|military)\b/i],
  },
  // Factbook rp (east-n-southeast-asia/rp.json) Geography › Elevation › highest point: "Mount Apo 2,954 m";
  // Natural hazards: "... Taal (311 m) has been deemed a Decade Volcano ...; Mayon (2,462 m), the country's most
  // active volcano, ...; other historically active volcanoes include ... Pinatubo, and Ragang; ...".
  {
    question: 'highest point of the philippines and how tall is it',
    kind: 'place',
    expected: [
      /\b(?:Mount |Mt\.? )?Apo\b/i,
      new RegExp(String.raw`\b2${SEP}954 ?(?:m|meters|metres)\b`, 'i'),
    ],
    match: 'all',
    forbidden: [inSentence([String.raw`\b(?:Mayon|Taal|Pinatubo)\b`, String.raw`\b(?:highest|tallest)\b`])],
  },
  // Factbook qa (middle-east/qa.json) Economy › Real GDP per capita › 2024: "$110,900 (2024 est.)"; Factbook ku
  // (middle-east/ku.json) Economy › Real GDP per capita › 2024: "$45,400 (2024 est.)" (both "data in 2021
  // dollars").
  {
    question: 'is qatar richer than kuwait',
    kind: 'comparison',
    expected: [
      inSentence(
        ['Qatar', String.raw`\b(?:higher|richer|larger|greater|more)\b`, 'Kuwait'],
        ['Kuwait', String.raw`\b(?:lower|poorer|smaller|less)\b`, 'Qatar'],
        ['Qatar', String.raw`\b110${SEP}900\b`, 'Kuwait', String.raw`\b45${SEP}400\b`],
        ['Kuwait', String.raw`\b45${SEP}400\b`, 'Qatar', String.raw`\b110${SEP}900\b`],
      ),
    ],
    forbidden: [
      inSentence(
        ['Kuwait', String.raw`\b(?:is|has a) (?:higher|richer|larger|greater)\b`, 'Qatar'],
        ['Qatar', String.raw`\b(?:is|has a) (?:lower|poorer|smaller)\b`, 'Kuwait'],
      ),
    ],
  },
  // Factbook se (africa/se.json) People and Society › Population › total: "98,187 (2024 est.)"; Geography ›
  // Geography - note: "the smallest African country in terms of both area and population; ...". (tp Sao Tome
  // and Principe: "223,561 (2024 est.)", Geography - note: "the second-smallest African country (after the
  // Seychelles)"; cv Cabo Verde "611,014 (2024 est.)"; cn Comoros "911,707 (2025 est.)"; sh Saint Helena,
  // Ascension, and Tristan da Cunha, a UK territory filed under Africa: "7,943 (2024 est.)".)
  {
    question: 'which african country has the fewest people',
    kind: 'superlative',
    expected: [/\bSeychelles\b/i],
    forbidden: [
      inSentence([
        String.raw`\b(?:Saint Helena|S[aã]o Tom[eé]|Comoros|Cabo Verde|Cape Verde|Djibouti)\b`,
        String.raw`\b(?:has the fewest|is the least populous|has the smallest population)\b`,
      ]),
    ],
  },
  // Factbook bf (central-america-n-caribbean/bf.json) Government › Independence: "10 July 1973 (from the UK)";
  // National holiday: "Independence Day, 10 July (1973)"; Background: "Lucayan Indians inhabited the Bahama
  // islands when Christopher COLUMBUS first set foot in the New World in 1492. British settlement of the islands
  // began in 1647; the islands became a colony in 1783. ...".
  {
    question: 'what year were the bahamas freed from britain',
    kind: 'date',
    expected: [/\b1973\b/],
    forbidden: [inSentence([String.raw`\bindependen`, String.raw`\b(?:1492|1647|1783)\b`])],
  },
];

const words: EvalQuestion[] = [
  // WordNet data.noun 10913817 Chaucer, Geoffrey_Chaucer: "English poet remembered as author of the Canterbury
  // Tales (1340-1400)"; 07236283 Canterbury_Tales: "an uncompleted series of tales written after 1387 by
  // Geoffrey Chaucer". (08903999 Canterbury: "a town in Kent in southeastern England; site of the cathedral
  // where Thomas a Becket was martyred in 1170; ..."; 10859617 Becket; 10838464 Anselm: "... was archbishop of
  // Canterbury from 1093 to 1109 ...".)
  {
    question: 'who wrote the canterbury tales',
    kind: 'creator',
    expected: [/\bChaucer\b/i],
    forbidden: [
      /\btown in Kent\b/i,
      inSentence([String.raw`\b(?:Becket|Anselm)\b`, String.raw`\bwr(?:o|i)te`]),
    ],
  },
  // WordNet data.noun 10953017 Dewey, Melvil_Dewey, Melville_Louis_Kossuth_Dewey: "United States librarian who
  // founded the decimal system of classification (1851-1931)"; 05735372 Dewey_decimal_classification: "a system
  // used by libraries to classify nonfictional publications into subject categories; ...". (10952649 Dewey,
  // John_Dewey: "United States pragmatic philosopher who advocated progressive education (1859-1952)";
  // 10952835 Dewey, George_Dewey, Admiral_Dewey: "a United States naval officer remembered for his victory at
  // Manila Bay in the Spanish-American War".)
  {
    question: 'who came up with the dewey decimal system',
    kind: 'creator',
    expected: [/\bMelvil(?:le)?\b/i, /\bUnited States librarian\b/i],
    forbidden: [/\bJohn Dewey\b/i, /\bpragmatic philosopher\b/i, /\bManila Bay\b/i, /\bAdmiral Dewey\b/i],
  },
  // WordNet data.noun 10939638 Cyril, Saint_Cyril, St._Cyril: "Greek missionary; the invention of the Cyrillic
  // alphabet is attributed to him (826-869)"; 06511787 Cyrillic_alphabet: "an alphabet derived from the Greek
  // alphabet and used for writing Slavic languages (...)". (10894508 Burt, Cyril_Burt: "English psychologist
  // whose studies of twins ..."; 11243109 Parkinson, Cyril_Northcote_Parkinson: "British historian ...".)
  {
    question: 'who invented the cyrillic alphabet',
    kind: 'creator',
    expected: [/\b(?:Saint |St\.? )?Cyril\b(?! Burt| Northcote)/i],
    forbidden: [/\bCyril Burt\b/i, /\bNorthcote Parkinson\b/i, /\bEnglish psychologist\b/i],
  },
  // WordNet data.noun 11305682 Schonbein, Christian_Schonbein, Christian_Friedrich_Schonbein: "German chemist who
  // discovered ozone and developed guncotton as a propellant in firearms (1799-1868)". (09405619 ozone_layer:
  // "a layer in the stratosphere ...".)
  {
    question: 'who discovered ozone',
    kind: 'creator',
    expected: [/\bSch(?:o|ö|oe)nbein\b/i],
    forbidden: [inSentence([String.raw`\bdiscovered\b`, String.raw`\bozone (?:layer|hole)\b`])],
  },
  // WordNet data.noun 02439943 Arabian_camel, dromedary, Camelus_dromedarius: "one-humped camel of the hot
  // deserts of northern Africa and southwestern Asia". (02440113 Bactrian_camel: "two-humped camel of the cold
  // deserts of central Asia".)
  {
    question: 'whats a dromedary',
    kind: 'definition',
    expected: [/\bone-humped camel\b/i, /\bArabian camel\b/i],
    forbidden: [/\btwo-humped\b/i, /\bcold deserts of central Asia\b/i],
  },
  // WordNet data.adj 01745519 halcyon: "idyllically calm and peaceful; suggesting happy tranquillity; "a halcyon
  // atmosphere"". (data.noun 01829843 halcyon: "a mythical bird said to breed at the time of the winter solstice
  // ..."; 01831038 Halcyon, genus_Halcyon: "a large kingfisher widely distributed in warmer parts of the Old
  // World".)
  {
    question: 'halcyon days meaning',
    kind: 'definition',
    expected: [/\bidyllically calm and peaceful\b/i, /\bhappy tranquill?ity\b/i],
    forbidden: [/\blarge kingfisher\b/i],
  },
];

const abstain: EvalQuestion[] = [
  // grep -ri "jackman", "x-men": nothing. WordNet 02451814 wolverine, carcajou: "stocky shaggy-coated North
  // American carnivorous mammal"; 02451981 glutton, Gulo_gulo, wolverine: "musteline mammal of northern
  // Eurasia"; 09763021 Michigander, Wolverine: "a native or resident of Michigan".
  {
    question: 'who played wolverine in the x-men movies',
    kind: 'person',
    expected: [],
    forbidden: [
      /\bcarnivorous mammal\b/i,
      /\bmusteline mammal\b/i,
      /\bresident of Michigan\b/i,
      /\bJackman\b/i,
    ],
    abstain: true,
    strict: true,
  },
  // grep -ri "da vinci code", "dan brown", "langdon": nothing. WordNet 11148384 Leonardo, Leonardo_da_Vinci:
  // "Italian painter and sculptor and engineer and scientist and architect; ..."; Factbook it (Italy) National
  // heritage: "... Church and Dominican Convent of Santa Maria delle Grazie with “The Last Supper” by Leonardo
  // da Vinci (c); ...".
  {
    question: 'who wrote the da vinci code',
    kind: 'creator',
    expected: [],
    forbidden: [/\bItalian painter and sculptor\b/i, /\bLast Supper\b/i, /\bDan Brown\b/i],
    abstain: true,
  },
  // grep -ri "cricket world cup": nothing; "world cup" only as Factbook br (Brazil) "The awarding of the 2014 FIFA
  // World Cup ..." and qa (Qatar) "... host the FIFA Men’s World Cup in 2022" (and "FIFA" in kv Kosovo's
  // International organization participation). WordNet 00477400 cricket: "a game
  // played with a ball and bat by two teams of 11 players; ..."; 02232196 cricket: "leaping insect; male makes
  // chirping noises by rubbing the forewings together".
  {
    question: 'who won the cricket world cup in 2023',
    kind: 'person',
    expected: [],
    forbidden: [/\bleaping insect\b/i, /\bFIFA\b/i, /\bAustralia\b[^.]*\bwon\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "wilt chamberlain", "100 points": nothing ("wilt" in the Factbook only inside "Wiltshire"). WordNet
  // 10909441 Chamberlain, Neville_Chamberlain: "British statesman who as Prime Minister pursued a policy of
  // appeasement toward fascist Germany (1869-1940)"; 09925532 chamberlain: "an officer who manages the
  // household of a king or nobleman"; data.verb 00470550 wilt, droop:
  // "become limp; ...".
  {
    question: 'how many points did wilt chamberlain score in one game',
    kind: 'number',
    expected: [],
    forbidden: [/\bNeville\b/i, /\bappeasement\b/i, /\bhousehold of a king\b/i, /\b100 points\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "dalai", "gyatso": only WordNet 10415527 Panchen_Lama: "the lama next in rank to the Dalai Lama"
  // ("Tenzin" only inside "Tenzing Norgay", 11355486).
  {
    question: 'how old is the dalai lama',
    kind: 'number',
    expected: [],
    forbidden: [
      /\blama next in rank\b/i,
      /\bTenzing Norgay\b/i,
      /\b(?:89|90) years old\b/i,
      /\bborn (?:in |on )?(?:6 July )?1935\b/i,
    ],
    abstain: true,
  },
  // grep -ri "notre dame": nothing; "notre-dame" only Factbook be (Belgium) National heritage: "... Notre-Dame
  // Cathedral, Tournai (c); ...". The reopening of Notre-Dame de Paris (December 2024) is in no source.
  {
    question: 'when did notre dame reopen after the fire',
    kind: 'date',
    expected: [],
    forbidden: [/\bTournai\b/i, /\bBelgium\b/i, /\b(?:7|8) December 2024\b/i, /\bDecember (?:7|8),? 2024\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "bezos", "amazon.com": nothing; "Amazon" in the Factbook only as the river and its basin. WordNet
  // 09218250 Amazon, Amazon_River: "a major South American river; ..."; 09806517 Amazon: "(Greek mythology) one
  // of a nation of women warriors of Scythia ..."; 09806734 amazon, virago: "a large strong and aggressive
  // woman"; 01820940 amazon: "mainly green tropical American parrots".
  {
    question: 'who founded amazon',
    kind: 'person',
    expected: [],
    forbidden: [/\bwomen warriors\b/i, /\baggressive woman\b/i, /\bparrots\b/i, /\bBezos\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "chatgpt", "chat gpt", "openai", "large language model", "chatbot": nothing. Factbook vt (Holy See)
  // Background lists "artificial intelligence" among "Present concerns of the Holy See"; WordNet 06142654
  // artificial_intelligence, AI: "the branch of computer science that deal with writing computer programs that
  // can solve problems creatively; ...".
  {
    question: 'when was chatgpt released',
    kind: 'date',
    expected: [],
    forbidden: [/\bHoly See\b/i, /\bbranch of computer science\b/i, /\bNovember 2022\b/i, /\b30 November\b/i],
    abstain: true,
    strict: true,
  },
];

export const PUBLIC10_QUESTIONS: EvalQuestion[] = [...countries, ...words, ...abstain];
