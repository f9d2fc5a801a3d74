/**
 * Four held-out Deep questions of four classes (places named beside a power that once ran them, which must
 * not become a subject; one place's leader today and one more named aspect; one place's economy asked in
 * the past tense; more than six places compared on one aspect), written by a helper who saw only the class
 * names, the DeepQuestion type, the eighth class set (for format) and the question lines of all sets (to
 * avoid repeats), never the report writer. Every expected fact was read in the CIA World Factbook, final
 * edition, January 2026, in the file and field named above each question (in its own formatting, never a
 * field's "note"). Do not tune the writer to these one by one.
 */
import type { DeepQuestion } from './deep-question.js';

/** A day of 1991 as a report may write it: "21 September 1991", "September 21, 1991", "21st September 1991". */
const in1991 = (day: number, month: string) =>
  new RegExp(
    String.raw`\b${day}(?:st|nd|rd|th)? (?:of )?${month},? 1991\b|\b${month} ${day}(?:st|nd|rd|th)?,? 1991\b`,
    'i',
  );

export const CLASS9_DEEP_QUESTIONS: DeepQuestion[] = [
  // --- e1. Places named beside the power that ran them: France is no subject -----------------------------
  {
    question:
      'Mali and Burkina Faso were both ruled by France until 1960. How do their economies compare today?',
    kind: 'comparison',
    subjects: ['Mali', 'Burkina Faso'],
    aspects: ['economy'],
    // africa/ml.json, Economy: "Real GDP per capita" / "Real GDP per capita 2024" "$2,900 (2024 est.)";
    // "Real GDP (purchasing power parity)" / "... 2024" "$71.253 billion (2024 est.)"; "GDP (official
    // exchange rate)" "$26.588 billion (2024 est.)"; "Exports - commodities" "gold, cotton, oil seeds,
    // fertilizers, gum resins (2023)". africa/uv.json, Economy: "Real GDP per capita 2024" "$2,500 (2024
    // est.)"; "Real GDP (purchasing power parity) 2024" "$60.001 billion (2024 est.)"; "GDP (official
    // exchange rate)" "$23.25 billion (2024 est.)"; "Exports - commodities" "gold, cotton, oil seeds,
    // coconuts/brazil nuts/cashews, cement (2023)". Introduction / "Background": Mali "In 1960, French Sudan
    // gained independence from France"; Burkina Faso "achieved independence from France in 1960".
    expected: [
      /\$\s?2[,.\s\u202f]?900\b/,
      /\$\s?2[,.\s\u202f]?500\b/,
      /\b71\.2\d{0,2}\s?billion|\b26\.5\d{0,2}\s?billion/i,
      /\b60(?:\.0\d{0,2})?\s?billion|\b23\.2\d?\s?billion/i,
      /\bgold\b/i,
    ],
    // France's own economy is not asked for: europe/fr.json, Economy / "Real GDP per capita 2024" "$54,500
    // (2024 est.)"; "Real GDP (purchasing power parity) 2024" "$3.732 trillion (2024 est.)"; "Exports -
    // commodities" "aircraft, cars, packaged medicine, gas turbines, vehicle parts/accessories (2023)".
    forbidden: [/\$\s?54[,.\s\u202f]?500\b/, /3\.732\s?trillion/i, /aircraft, cars, packaged medicine/i],
    // France is the power the question names. Geography / "Land boundaries" / "border countries": Mali
    // "Algeria 1,359 km; Burkina Faso 1,325 km; Cote d'Ivoire 599 km; Guinea 1,062 km; Mauritania 2,236 km;
    // Niger 838 km, Senegal 489 km"; Burkina Faso "Benin 386 km; Cote d'Ivoire 545 km; Ghana 602 km; Mali
    // 1325 km; Niger 622 km; Togo 131 km". Economy / "Exports - partners": Mali "UAE 73%, Switzerland 15%,
    // Australia 5%, China 1%, Uganda 1% (2023)"; Burkina Faso "Switzerland 72%, UAE 10%, India 3%, Mali 3%,
    // Cote d'Ivoire 2% (2023)". Introduction / "Background" (ml) names Morocco ("Moroccan invaders") and
    // Libya.
    allowed: [
      'France',
      'Algeria',
      "Cote d'Ivoire",
      'Ivory Coast',
      'Guinea',
      'Mauritania',
      'Niger',
      'Senegal',
      'Benin',
      'Ghana',
      'Togo',
      'United Arab Emirates',
      'UAE',
      'Switzerland',
      'Australia',
      'China',
      'Uganda',
      'India',
      'Morocco',
      'Libya',
    ],
  },

  // --- e2. One place: who leads it today, and one more aspect --------------------------------------------
  {
    question: 'Who leads Gabon today, and what does its economy run on?',
    kind: 'single',
    subjects: ['Gabon'],
    aspects: ['government', 'economy'],
    // africa/gb.json, Government: "Executive branch" / "chief of state" "President Brice OLIGUI Nguema
    // (since 3 May 2025)"; "head of government" "President Brice OLIGUI Nguema (since 3 May 2025)"; "most
    // recent election date" "12 April 2025"; "Government type" "presidential republic". Economy: "Exports -
    // commodities" "crude petroleum, ships, manganese ore, refined petroleum, wood (2023)"; "Industries"
    // "petroleum extraction and refining; manganese, gold; chemicals, ship repair, ..."; "Economic overview"
    // "natural-resource-rich, upper-middle-income, Central African economy; significant reliance on oil and
    // mineral exports; ..."; "Real GDP per capita 2024" "$18,900 (2024 est.)".
    expected: [/Oligui/i, /\bpetroleum\b|\bcrude oil\b/i, /\bmanganese\b/i, /\$\s?18[,.\s\u202f]?900\b/],
    // Introduction / "Background": Ali BONGO Ondimba "won a third term in the August 2023 election but was
    // overthrown in a military coup a few days later". He does not lead Gabon today.
    forbidden: [/\bAli Bongo(?: Ondimba)? (?:is|remains) (?:the )?(?:current )?(?:president|leader)\b/i],
    // Geography / "Land boundaries" / "border countries": "Cameroon 349 km; Republic of the Congo 2,567 km;
    // Equatorial Guinea 345 km". Introduction / "Background" names France and "Portuguese traders". Economy /
    // "Exports - partners": "China 26%, Indonesia 8%, Spain 7%, Israel 6%, Congo, Republic of the 5%
    // (2023)".
    allowed: [
      'Cameroon',
      'Republic of the Congo',
      'Congo (Brazzaville)',
      'Equatorial Guinea',
      'France',
      'Portugal',
      'China',
      'Indonesia',
      'Spain',
      'Israel',
    ],
  },

  // --- e3. One place's economy in the past tense ---------------------------------------------------------
  {
    question: "How badly did Sri Lanka's economy shrink during its crisis, and has it recovered since?",
    kind: 'single',
    subjects: ['Sri Lanka'],
    aspects: ['economy'],
    // south-asia/ce.json, Economy: "Real GDP growth rate" / "Real GDP growth rate 2022" "-7.3% (2022 est.)",
    // "... 2023" "-2.3% (2023 est.)", "... 2024" "5% (2024 est.)"; "Real GDP (purchasing power parity)" /
    // "... 2022" "$293.878 billion (2022 est.)", "... 2023" "$287.031 billion (2023 est.)", "... 2024"
    // "$301.407 billion (2024 est.)"; "Real GDP per capita" / "... 2022" "$13,200", "... 2023" "$13,000",
    // "... 2024" "$13,800 (2024 est.)"; "Economic overview" "economic contraction in 2022-23 marked by
    // increased poverty and significant inflation; IMF two-year debt relief program following 2022
    // sovereign default; ...". The recovery is the 2024 growth or the 2024 output above 2022's.
    expected: [
      /(?<![\d.])7\.3\s?%/,
      /(?<![\d.])2\.3\s?%/,
      /2024[^.\n]{0,60}\b5(?:\.0)?\s?%|\b5(?:\.0)?\s?%[^.\n]{0,60}2024|301\.4\d{0,2}\s?billion|\$\s?13[,.\s\u202f]?800\b/i,
    ],
    // Introduction / "Background" names India ("probably from northern India"), the Portuguese, the Dutch,
    // the British, Norway ("brokered peace negotiations") and China ("loans from China"). Economy /
    // "Exports - partners": "USA 22%, India 7%, Germany 7%, UK 7%, Italy 5% (2023)"; "Imports - partners":
    // "India 21%, China 19%, UAE 10%, Singapore 5%, Malaysia 4% (2023)". Sri Lanka has no land boundaries.
    allowed: [
      'India',
      'China',
      'Portugal',
      'Netherlands',
      'United Kingdom',
      'Norway',
      'United States',
      'Germany',
      'Italy',
      'United Arab Emirates',
      'UAE',
      'Singapore',
      'Malaysia',
    ],
  },

  // --- e4. More than six places on one aspect ------------------------------------------------------------
  {
    question:
      'Armenia, Azerbaijan, Georgia, Belarus, Moldova, Kyrgyzstan and Tajikistan all left the Soviet Union in 1991. On what date did each become independent?',
    kind: 'comparison',
    subjects: ['Armenia', 'Azerbaijan', 'Georgia', 'Belarus', 'Moldova', 'Kyrgyzstan', 'Tajikistan'],
    aspects: ['history'],
    // Government / "Independence": central-asia/am.json "21 September 1991 (from the Soviet Union); notable
    // earlier dates: ..."; central-asia/aj.json "30 August 1991 (declared from the Soviet Union); 18 October
    // 1991 (adopted by the Supreme Council of Azerbaijan)"; central-asia/gg.json "9 April 1991 (from the
    // Soviet Union); ..."; europe/bo.json "25 August 1991 (from the Soviet Union)"; europe/md.json "27 August
    // 1991 (from the Soviet Union)"; central-asia/kg.json "31 August 1991 (from the Soviet Union)";
    // central-asia/ti.json "9 September 1991 (from the Soviet Union)".
    expected: [
      in1991(21, 'September'),
      new RegExp(`${in1991(30, 'August').source}|${in1991(18, 'October').source}`, 'i'),
      in1991(9, 'April'),
      in1991(25, 'August'),
      in1991(27, 'August'),
      in1991(31, 'August'),
      in1991(9, 'September'),
    ],
    // Former Soviet republics not asked about: europe/up.json Government / "Independence" "24 August 1991
    // (from the Soviet Union); ..."; central-asia/kz.json "16 December 1991 (from the Soviet Union)";
    // central-asia/tx.json "27 October 1991 (from the Soviet Union)"; central-asia/uz.json "1 September 1991
    // (from the Soviet Union)".
    forbidden: [in1991(24, 'August'), in1991(16, 'December'), in1991(27, 'October'), in1991(1, 'September')],
    // The Soviet Union is the power the question names (Russia its successor). Geography / "Land
    // boundaries" / "border countries": Armenia "Azerbaijan 996 km; Georgia 219 km; Iran 44 km; Turkey 311
    // km"; Azerbaijan "Armenia 996 km; Georgia 428 km; Iran 689 km; Russia 338 km; Turkey 17 km"; Georgia
    // "Armenia 219 km; Azerbaijan 428 km; Russia 894 km; Turkey 273 km"; Belarus "Latvia 161 km; Lithuania
    // 640 km; Poland 375 km; Russia 1,312 km; Ukraine 1,111 km"; Moldova "Romania 683 km; Ukraine 1202 km";
    // Kyrgyzstan "China 1,063 km; Kazakhstan 1,212 km; Tajikistan 984 km; Uzbekistan 1,314 km"; Tajikistan
    // "Afghanistan 1,357 km; China 477 km; Kyrgyzstan 984 km; Uzbekistan 1,312 km". Introduction /
    // "Background" (am) names Kazakhstan; (ti) names Uzbekistan and Kazakhstan.
    allowed: [
      'Russia',
      'Iran',
      'Turkey',
      'Latvia',
      'Lithuania',
      'Poland',
      'Ukraine',
      'Romania',
      'China',
      'Kazakhstan',
      'Uzbekistan',
      'Afghanistan',
    ],
  },
];
