/**
 * A seventh fresh set of Deep questions, held out: written without reading the report writer or the
 * other question sets (beyond the DeepQuestion type and the header, first question and tail of the
 * sixth set, for format), so that nobody tuned the writer to them. Session 2026-12-02 (second).
 * Countries, regions, aspects and article parts chosen to be unlike the sixth set's, worded as people
 * ask, without Factbook field labels and mostly without an article's section titles. Every expected
 * fact was read in the library text from the file and field named above each question: the CIA World
 * Factbook, final edition, January 2026 (in its own formatting, never a field's "note"), the starter
 * articles in `library/`, and WordNet 3.1 for the one-line question; the unanswerable questions were
 * checked by grep to have nothing in the library. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

const comparisons: DeepQuestion[] = [
  {
    question:
      "Kazakhstan and Uzbekistan both sit on oil, gas and coal. Which of the two pumps more oil and gas and digs more coal, and how much of each country's electricity still comes from burning fossil fuels?",
    kind: 'comparison',
    subjects: ['Kazakhstan', 'Uzbekistan'],
    aspects: ['energy'],
    // central-asia/kz.json, Energy: "Petroleum" / "total petroleum production" "1.955 million bbl/day
    // (2023 est.)"; "Coal" / "production" "120.279 million metric tons (2023 est.)"; "Natural gas" /
    // "production" "28.769 billion cubic meters (2023 est.)"; "Electricity generation sources" /
    // "fossil fuels" "87.7% of total installed capacity (2023 est.)". central-asia/uz.json, Energy:
    // "Petroleum" / "total petroleum production" "64,000 bbl/day (2023 est.)"; "Natural gas" /
    // "production" "43.249 billion cubic meters (2023 est.)"; "Coal" / "production" "6.379 million
    // metric tons (2023 est.)"; "Electricity generation sources" / "fossil fuels" "90.8% of total
    // installed capacity (2023 est.)".
    expected: [/1\.955\s?million/i, /43\.249\s?billion/i, /120\.279\s?million/i, /87\.7\s?%/, /90\.8\s?%/],
    // Geography / "Land boundaries" / "border countries": Kazakhstan "China 1,765 km; Kyrgyzstan 1,212
    // km; Russia 7,644 km; Turkmenistan 413 km; Uzbekistan 2,330 km"; Uzbekistan "Afghanistan 144 km;
    // Kazakhstan 2,330 km; Kyrgyzstan 1,314 km; Tajikistan 1,312 km; Turkmenistan 1,793 km".
    allowed: ['Russia', 'China', 'Kyrgyzstan', 'Turkmenistan', 'Tajikistan', 'Afghanistan'],
  },
  {
    question:
      'Chile and Peru are next-door neighbours that both live off copper. How much does each depend on selling to China, which one is richer per person, and how many people are poor in each?',
    kind: 'comparison',
    subjects: ['Chile', 'Peru'],
    aspects: ['economy'],
    // south-america/ci.json, Economy: "Exports - partners" "China 39%, USA 16%, Japan 7%, S. Korea 6%,
    // Brazil 4% (2023)"; "Exports - commodities" "copper ore, refined copper, fish, carbonates, pitted
    // fruits (2023)"; "Real GDP per capita" / "Real GDP per capita 2024" "$30,200 (2024 est.)";
    // "Population below poverty line" "6.5% (2022 est.)". south-america/pe.json, Economy: "Exports -
    // partners" "China 34%, USA 14%, Canada 5%, India 4%, Switzerland 4% (2023)"; "Exports -
    // commodities" "copper ore, gold, refined copper, refined petroleum, grapes (2023)"; "Real GDP per
    // capita" / "Real GDP per capita 2024" "$15,700 (2024 est.)"; "Population below poverty line"
    // "27.5% (2022 est.)".
    expected: [/39\s?%/, /34\s?%/, /\$30,200/, /\$15,700/, /27\.5\s?%/],
    // Economy / "Exports - partners" (above); Geography / "Land boundaries" / "border countries": Chile
    // "Argentina 6,691 km; Bolivia 942 km; Peru 168 km"; Peru "Bolivia 1,212 km; Brazil 2,659 km; Chile
    // 168 km; Colombia 1,494 km; Ecuador 1,529 km".
    allowed: [
      'China',
      'United States',
      'Japan',
      'South Korea',
      'Brazil',
      'Canada',
      'India',
      'Switzerland',
      'Argentina',
      'Bolivia',
      'Colombia',
      'Ecuador',
    ],
  },
  {
    question:
      'Japan and South Korea are both said to be running out of babies. How many children does a woman have on average in each, how old is the typical person, and what share of people are already over 65?',
    kind: 'comparison',
    subjects: ['Japan', 'South Korea'],
    aspects: ['people'],
    // east-n-southeast-asia/ja.json, People and Society: "Total fertility rate" "1.41 children
    // born/woman (2025 est.)"; "Median age" / "total" "50.2 years (2025 est.)"; "Age structure" / "65
    // years and over" "29.5% (2024 est.) ..."; "Population growth rate" "-0.45% (2025 est.)".
    // east-n-southeast-asia/ks.json, People and Society: "Total fertility rate" "0.68 children
    // born/woman (2025 est.)"; "Median age" / "total" "47 years (2025 est.)"; "Age structure" / "65
    // years and over" "19.3% (2024 est.) ...".
    expected: [/1\.41/, /0\.68/, /50\.2\s?years/i, /29\.5\s?%/, /19\.3\s?%/],
    // east-n-southeast-asia/kn.json (North Korea), People and Society: "Median age" / "total" "36.2
    // years (2025 est.)"; "Age structure" / "65 years and over" "11.2% (2024 est.) ...": the namesake's
    // figures, wrong for South Korea.
    forbidden: [/36\.2\s?years/i, /11\.2\s?%/],
    allowed: ['North Korea', 'China'],
  },
  {
    question:
      'How connected are Kenya, Tanzania and Uganda? How many mobile phone subscriptions does each have, what share of people use the internet, and does anyone still have a landline?',
    kind: 'comparison',
    subjects: ['Kenya', 'Tanzania', 'Uganda'],
    aspects: ['communications'],
    // africa/ke.json, Communications: "Telephones - mobile cellular" / "total subscriptions" "71.4
    // million (2024 est.)"; "Internet users" / "percent of population" "35% (2023 est.)"; "Telephones -
    // fixed lines" / "total subscriptions" "68,000 (2023 est.)". africa/tz.json, Communications:
    // "Telephones - mobile cellular" / "total subscriptions" "86.8 million (2024 est.)"; "Internet
    // users" / "percent of population" "29% (2023 est.)". africa/ug.json, Communications: "Telephones -
    // mobile cellular" / "total subscriptions" "41.6 million (2024 est.)"; "Internet users" / "percent
    // of population" "15% (2023 est.)"; "Telephones - fixed lines" / "total subscriptions" "116,000
    // (2023 est.)".
    expected: [/71\.4\s?million/i, /86\.8\s?million/i, /41\.6\s?million/i, /35\s?%/, /15\s?%/],
    // Geography / "Land boundaries" / "border countries": Kenya "Ethiopia 867 km; Somalia 684 km; South
    // Sudan 317 km; Tanzania 775 km; Uganda 814 km"; Tanzania "Burundi 589 km; Democratic Republic of
    // the Congo 479 km; Kenya 775 km; Malawi 512 km; Mozambique 840 km; Rwanda 222 km; Uganda 391 km;
    // Zambia 353 km"; Uganda "Democratic Republic of the Congo 877 km; Kenya 814 km; Rwanda 172 km;
    // South Sudan 475 km; Tanzania 391 km".
    allowed: ['Rwanda', 'Burundi', 'South Sudan', 'Democratic Republic of the Congo', 'Ethiopia', 'Somalia'],
  },
];

const singles: DeepQuestion[] = [
  {
    question:
      'What is happening to the land and the air in Mongolia? I have heard the grasslands are being worn out by herds and the capital chokes on smoke every winter.',
    kind: 'single',
    subjects: ['Mongolia'],
    aspects: ['environment'],
    // east-n-southeast-asia/mg.json, Environment: "Environmental issues" "limited natural freshwater
    // resources in some areas; air pollution from coal-burning power plants and lax regulations in
    // Ulaanbaatar; soil erosion from deforestation and overgrazing; water pollution; desertification;
    // effects from mining"; "Land use" / "agricultural land: permanent pasture" "permanent pasture:
    // 68.2% (2023 est.)"; "Particulate matter emissions" "41.3 micrograms per cubic meter (2019 est.)".
    // Geography: "Natural hazards" "dust storms; grassland and forest fires; drought; "zud," which is
    // harsh winter conditions".
    expected: [/overgrazing/i, /coal-?\s?burning/i, /68\.2\s?%/, /41\.3\s?micrograms/i, /\bzud\b/i],
    // Geography / "Land boundaries" / "border countries": "China 4,630 km; Russia 3,452 km".
    allowed: ['China', 'Russia'],
  },
  {
    question:
      'Nigeria pumps a lot of oil and gas, so why do so many Nigerians still live without electricity? How much does the country produce, and where does its power come from?',
    kind: 'single',
    subjects: ['Nigeria'],
    aspects: ['energy'],
    // africa/ni.json, Energy: "Electricity access" / "electrification - total population" "60.5% (2022
    // est.)", "electrification - rural areas" "27%"; "Petroleum" / "total petroleum production" "1.514
    // million bbl/day (2023 est.)"; "Natural gas" / "production" "38.248 billion cubic meters (2023
    // est.)"; "Electricity generation sources" / "fossil fuels" "77.1% of total installed capacity
    // (2023 est.)", "hydroelectricity" "22.5% of total installed capacity (2023 est.)".
    expected: [/60\.5\s?%/, /1\.514\s?million/i, /38\.248\s?billion/i, /77\.1\s?%/, /22\.5\s?%/],
    // africa/ng.json (Niger), Energy: "Electricity access" / "electrification - total population"
    // "19.5% (2022 est.)", "electrification - rural areas" "7.7%": the namesake's figures.
    forbidden: [/19\.5\s?%/, /7\.7\s?%/],
    // Geography / "Land boundaries" / "border countries": "Benin 809 km; Cameroon 1,975 km; Chad 85 km;
    // Niger 1,608 km".
    allowed: ['Benin', 'Cameroon', 'Chad', 'Niger'],
  },
  {
    question:
      'Switzerland is famously neutral, so does it even keep an army? How many soldiers does it have, how long must young Swiss men serve, and how much of its wealth goes on defence?',
    kind: 'single',
    subjects: ['Switzerland'],
    aspects: ['military'],
    // europe/sz.json, Military and Security: "Military and security service personnel strengths"
    // "approximately 145,000 Swiss Armed Forces (2024)"; "Military service age and obligation" "every
    // Swiss man 18-30 is obligated to serve in the military or the alternative civilian service; ...
    // required military service is 245 days, ..."; "Military expenditures" / "Military Expenditures
    // 2024" "0.7% of GDP (2024 est.)"; "Military deployments" "200 Kosovo (NATO/KFOR) (2025)".
    expected: [/145,000/, /245\s?days/i, /0\.7\s?%/, /18\s?(-|–|to)\s?30/, /Kosovo/i],
    // Military deployments (above); Geography / "Land boundaries" / "border countries": "Austria 158
    // km; France 525 km; Italy 698 km; Liechtenstein 41 km; Germany 348 km".
    allowed: ['Kosovo', 'Austria', 'France', 'Italy', 'Liechtenstein', 'Germany'],
  },
  {
    question:
      'Who actually runs Bhutan these days: does the king still hold the power, who leads the government, and could parliament ever get rid of the monarchy?',
    kind: 'single',
    subjects: ['Bhutan'],
    aspects: ['government'],
    // south-asia/bt.json, Government: "Government type" "constitutional monarchy"; "Executive branch" /
    // "chief of state" "King Jigme Khesar Namgyel WANGCHUCK (since 14 December 2006)", "head of
    // government" "Prime Minister Tshering TOBGAY (since 28 January 2024)", "election/appointment
    // process" "the monarchy is hereditary but can be removed by a two-thirds vote of Parliament; ...";
    // "Constitution" / "history" "... first constitution drafted November 2001 to March 2005, ratified
    // 18 July 2008".
    expected: [/constitutional monarchy/i, /Jigme Khesar/i, /Tobgay/i, /two-thirds/i, /2008/],
    // Government / "Independence" "... 8 August 1949 (Treaty of Friendship with India maintains
    // Bhutanese independence)"; Geography / "Land boundaries" / "border countries": "China 477 km;
    // India 659 km".
    allowed: ['India', 'China'],
  },
];

const regions: DeepQuestion[] = [
  {
    question:
      'How many people live in each of the Baltic states, how big are their Russian minorities, and whose population is falling fastest?',
    kind: 'region',
    // The three countries by name: the eval's gazetteer resolves a region from the Factbook's own words
    // (its region folders and Location leads), and no Location says "Baltic states".
    subjects: ['Estonia', 'Latvia', 'Lithuania'],
    aspects: ['people'],
    // europe/en.json (Estonia), People and Society: "Population" / "total" "1,340,478 (2025 est.)";
    // "Ethnic groups" "Estonian 69.1%, Russian 23.7%, Ukrainian 2.1%, ..."; "Population growth rate"
    // "-0.47% (2025 est.)". europe/lg.json (Latvia): "Population" / "total" "1,888,439 (2025 est.)";
    // "Ethnic groups" "Latvian 62.7%, Russian 24.5%, Belarusian 3.1%, ..."; "Population growth rate"
    // "-1.27% (2025 est.)". europe/lh.json (Lithuania): "Population" / "total" "2,815,687 (2025 est.)";
    // "Ethnic groups" "Lithuanian 84.6%, Polish 6.5%, Russian 5%, ..."; "Population growth rate"
    // "-0.71% (2025 est.)".
    expected: [
      /23\.7\s?%/,
      /24\.5\s?%/,
      /1,340,478|1\.34\s?million/i,
      /2,815,687|2\.8[12]?\s?million/i,
      /1\.27\s?%/,
    ],
    // Ethnic groups (above); Geography / "Land boundaries" / "border countries": Estonia "Latvia 333 km;
    // Russia 324 km"; Latvia "Belarus 161 km; Estonia 333 km; Lithuania 544 km; Russia 332 km";
    // Lithuania "Belarus 640 km; Latvia 544 km; Poland 100 km; Russia (Kaliningrad) 261 km".
    allowed: ['Russia', 'Belarus', 'Poland', 'Ukraine'],
  },
  {
    question:
      'Which countries in the Horn of Africa keep the biggest armed forces, and does any of them force its citizens into long military service?',
    kind: 'region',
    // The Horn's four countries by name: the eval's gazetteer resolves a region from the Factbook's own
    // words (its region folders and Location leads), and no Location says "Horn of Africa".
    subjects: ['Ethiopia', 'Eritrea', 'Somalia', 'Djibouti'],
    aspects: ['military'],
    // africa/et.json (Ethiopia), Military and Security: "Military and security service personnel
    // strengths" "available information varies widely; estimated 150-300,000 active-duty Defense
    // Force (2025)". africa/er.json (Eritrea): "Military and security service personnel strengths"
    // "available information varies widely; estimated 150,000-200,000 active Defense Forces (2025)";
    // "Military service age and obligation" "Eritrea mandates military service for all citizens age
    // 18-40; 18-month conscript service obligation, ...". africa/so.json (Somalia): "Military and
    // security service personnel strengths" "estimated 20,000 active Somali Armed Forces (2025)".
    // africa/dj.json (Djibouti): "Military and security service personnel strengths" "estimated
    // 10-12,000 active Armed Forces, including Gendarmerie (2025)".
    expected: [
      /150\s?(-|–|to)\s?300,000/i,
      /150,000\s?(-|–|to)\s?200,000/i,
      /20,000/,
      /18\s?(-|–|to)\s?40/i,
      /10\s?(-|–|to)\s?12,000/i,
    ],
    // Geography / "Land boundaries" / "border countries": Ethiopia "Djibouti 342 km; Eritrea 1,033 km;
    // Kenya 867 km; Somalia 1,640 km; South Sudan 1,299 km; Sudan 744 km"; Eritrea "... Sudan 682 km".
    // Ethiopia, "Military deployments": "1,500 South Sudan (UNMISS); ... troops Somalia ...";
    // "Military equipment inventories and acquisitions": "... China, T&uuml;rkiye, Ukraine, and the UAE".
    allowed: ['Kenya', 'Sudan', 'South Sudan', 'Yemen', 'Turkey', 'China', 'Russia', 'United Arab Emirates'],
  },
];

const concepts: DeepQuestion[] = [
  {
    question:
      'How do cacti and maize get around the wasteful side of the way plants turn sunlight into sugar, and what sets the speed limit on that process?',
    kind: 'concept',
    subjects: ['photosynthesis'],
    aspects: ['plant variations', 'limits'],
    // library/science/photosynthesis.md, "Variations: C3, C4 and CAM plants": "RuBisCO sometimes grabs
    // oxygen instead of carbon dioxide, a wasteful process called photorespiration ..."; "**C4
    // plants**, such as maize and sugar cane, first fix carbon dioxide into a four-carbon compound ...";
    // "**CAM plants**, such as cacti and pineapples, open their pores only at night to take in carbon
    // dioxide ...". "What limits the rate": "The rate of photosynthesis depends on light intensity,
    // carbon dioxide concentration and temperature."
    expected: [/photorespiration/i, /\bC4\b/, /\bCAM\b/, /night/i, /light intensity/i],
  },
  {
    question:
      'What actually kills people when a volcano erupts, if not the lava, and how can scientists tell that an eruption is coming?',
    kind: 'concept',
    subjects: ['volcano'],
    aspects: ['dangers', 'warning signs'],
    // library/science/volcanoes.md, "Hazards": "Lava flows destroy what lies in their path but rarely
    // kill, because they are usually slow."; "**Pyroclastic flows**, avalanches of hot gas, ash and rock
    // ..."; "**Lahars**, mudflows of volcanic debris and water ...". "Living with volcanoes": "Volcano
    // observatories watch for warning signs of an eruption: swarms of small earthquakes as magma moves,
    // swelling of the ground measured by satellites and GPS, and changes in the gases escaping from
    // vents. ... they have allowed timely evacuations, as at Pinatubo in the Philippines in 1991."
    expected: [/pyroclastic/i, /lahars?/i, /earthquakes?/i, /GPS|satellites?/i, /Pinatubo/i],
    // "Pinatubo in the Philippines"; "Vesuvius ... Pompeii" (Italy); "Tambora in Indonesia".
    allowed: ['Philippines', 'Italy', 'Indonesia', 'United States'],
  },
  {
    question:
      'If the types in a TypeScript program are gone by the time it runs, what protects it from bad data arriving over the network, what does turning on the strict setting catch, and why do teams ban the escape-hatch type?',
    kind: 'concept',
    subjects: ['TypeScript'],
    aspects: ['types at runtime', 'strictness'],
    // library/technology/typescript.md, "Static typing": "Types exist only at compile time: the
    // compiler removes them when it produces JavaScript. ... data arriving from outside, such as a
    // network response, is not checked automatically. Programs usually validate such data with
    // explicit checks or with schema libraries." "Strictness and gradual adoption": "Its behaviour is
    // controlled by a configuration file, `tsconfig.json`. The `strict` option enables a family of
    // stricter checks, the most important being **strict null checking** ... The special type `any`
    // switches checking off for a value; ... many teams forbid it and use `unknown` instead, which must
    // be checked before use."
    expected: [/compile[- ]time/i, /schema|validat/i, /strict null/i, /tsconfig/i, /\bunknown\b/],
  },
];

const oneLine: DeepQuestion[] = [
  {
    question:
      'Is there any real evidence for Bigfoot, the Sasquatch said to roam the forests of North America, and where have people claimed to see it?',
    kind: 'one-line',
    subjects: ['Bigfoot'],
    aspects: ['evidence', 'sightings'],
    // WordNet 3.1 data.noun 09510515 "Bigfoot 0 Sasquatch": "large hairy humanoid creature said to live
    // in wilderness areas of the United States and Canada". grep -ri "bigfoot\|sasquatch" over /tmp/fb
    // and library/ finds nothing; no other WordNet gloss names it.
    expected: [/hairy humanoid/i],
    // Things a report could only invent: the 1967 Patterson-Gimlin film at Bluff Creek.
    forbidden: [/Patterson/i, /Gimlin/i, /Bluff Creek/i],
    allowed: ['United States', 'Canada'],
  },
];

const unanswerable: DeepQuestion[] = [
  {
    question:
      'How does Kubernetes decide which machine a new pod gets scheduled onto, and what happens to the pod when its node runs out of memory?',
    kind: 'unanswerable',
    subjects: ['Kubernetes'],
    aspects: ['scheduling', 'memory'],
    // grep -riE "kubernetes|\bkube|kubelet|k8s|container orchestration|oomkill" over /tmp/fb, library/
    // and the WordNet dict finds nothing. A report should say the library does not hold this and give
    // no scheduler internals from memory.
    expected: [],
    forbidden: [/kube-scheduler/i, /kubelet/i, /\btaints?\b/i, /OOM\s?kill/i, /eviction/i],
  },
  {
    question:
      'How did the TV series Game of Thrones end: who finally sat on the Iron Throne, and why were so many fans unhappy with the last season?',
    kind: 'unanswerable',
    subjects: ['Game of Thrones'],
    aspects: ['ending', 'reception'],
    // grep -riE "game of thrones|iron throne|westeros|targaryen|daenerys|jon snow|\bHBO\b|george r\.? ?r\.?
    // martin" over /tmp/fb, library/ and the WordNet dict finds nothing. A report should say the
    // library does not hold this and tell no plot from memory.
    expected: [],
    forbidden: [/Daenerys/i, /Jon Snow/i, /\bBran\b/, /Drogon/i, /Targaryen/i],
  },
];

export const FRESH7_DEEP_QUESTIONS: DeepQuestion[] = [
  ...comparisons,
  ...singles,
  ...regions,
  ...concepts,
  ...oneLine,
  ...unanswerable,
];
