/**
 * Held-out questions for `npm run eval`, written by a helper who did not see the engine's rules (issue 33):
 * a rule counts as good only when it also fixes these. Checked against the final-edition Factbook,
 * WordNet and library/ articles. Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

export const UNSEEN_QUESTIONS: EvalQuestion[] = [
  // ── Country facts (Factbook, final edition) ──────────────────────────────────────────────────────────

  // Factbook pl Economy › Exchange rates › Currency: "zlotych (PLN)"; People and Society › Nationality: "Pole(s)".
  // WordNet pole (noun) 03983015 "a long (usually round) rod of wood or metal or plastic" is the namesake.
  {
    question: 'What currency do Poles use?',
    kind: 'demonym',
    expected: [/zlot(?:y|ys|ych|e)\b/i, /\bPLN\b/],
    forbidden: [/rod of wood/i, /ends of a magnet/i],
  },
  // Factbook rp People and Society › Religions: "Roman Catholic 78.8%"; Nationality: "Filipino(s)".
  {
    question: 'What religion are most Filipinos?',
    kind: 'demonym',
    expected: [/Roman Catholic/i],
    forbidden: [],
  },
  // Factbook uk Government › Executive branch › head of government: "Prime Minister Keir STARMER (since 5 July 2024)";
  // Country name › abbreviation: "UK".
  {
    question: 'Who is the prime minister of the UK?',
    kind: 'demonym',
    expected: [/Starmer/i],
    forbidden: [],
  },
  // Factbook tt Government › Country name › former: "East Timor, Portuguese Timor";
  // People and Society › Population › total: "1,404,785 (2025 est.)".
  {
    question: 'How many people live in East Timor?',
    kind: 'demonym',
    expected: ['1,404,785'],
    forbidden: [],
  },
  // Factbook nz Government › Country name › abbreviation: "NZ"; Capital › name: "Wellington".
  {
    question: "What's the capital city of NZ?",
    kind: 'demonym',
    expected: ['Wellington'],
    forbidden: [],
  },
  // Factbook ja Government › Executive branch › head of government: "Prime Minister Sanae TAKAICHI (since
  // 21 October 2025)"; the same field's note and election results name Shigeru ISHIBA, the previous holder.
  {
    question: 'Who is the current prime minister of Japan?',
    kind: 'person',
    expected: [/Takaichi/i],
    forbidden: [/Prime Minister Shigeru ISHIBA/i],
  },
  // Factbook br Government › Executive branch › chief of state: "President Luiz Inácio LULA da Silva (since
  // 1 January 2023)"; election results also name Jair BOLSONARO.
  {
    question: 'Who is the president of Brazil?',
    kind: 'person',
    expected: [/Lula/i],
    forbidden: [/President Jair BOLSONARO/i],
  },
  // Factbook ar Geography › Elevation › highest point: "Cerro Aconcagua (...; highest point in South America) 6,962 m".
  {
    question: 'What is the tallest mountain in Argentina?',
    kind: 'place',
    expected: [/Aconcagua/i],
    forbidden: [],
  },
  // Factbook no Economy › Exports - commodities: "natural gas, crude petroleum, fish, refined petroleum, aluminum (2023)".
  {
    question: 'What does Norway export?',
    kind: 'place',
    expected: [/natural gas/i, /petroleum/i, /\bfish\b/i],
    match: 'all',
    forbidden: [],
  },
  // Factbook fi Government › Independence: "6 December 1917 (from Russia)".
  {
    question: 'When did Finland gain its independence?',
    kind: 'date',
    expected: ['1917'],
    forbidden: [],
  },
  // Factbook mg Geography › Area › total: "1,564,116 sq km".
  {
    question: 'How big is Mongolia in square kilometres?',
    kind: 'number',
    expected: ['1,564,116'],
    forbidden: [],
  },
  // Factbook mo Geography › Climate: "Mediterranean in the north, becoming more extreme in the interior; in the
  // south, hot, dry desert; rain is rare".
  {
    question: 'What kind of climate does Morocco have?',
    kind: 'place',
    expected: [/Mediterranean in the north/i, /hot, dry desert/i],
    forbidden: [],
  },

  // ── Comparisons (Factbook, final edition) ─────────────────────────────────────────────────────────────

  // Factbook fi Population total "5,550,449 (2025 est.)" vs no Population total "5,509,733 (2024 est.)":
  // Finland has (slightly) more people, so the answer to the question is no.
  {
    question: 'Does Norway have more people than Finland?',
    kind: 'comparison',
    expected: [
      '5,550,449',
      inSentence(
        ['Finland', String.raw`\b(?:more|larger|greater|bigger|higher)\b`],
        [String.raw`\b(?:fewer|smaller|less)\b`, 'Finland'],
      ),
    ],
    match: 'all',
    forbidden: [
      inSentence(['Norway', String.raw`\b(?:more people|larger population|more populous)\b`, 'than Finland']),
    ],
  },
  // Factbook th Geography › Area total "513,120 sq km" vs sp Geography › Area total "505,370 sq km": Thailand.
  {
    question: 'Which is bigger, Thailand or Spain?',
    kind: 'comparison',
    expected: ['513,120', inSentence(['Thailand', String.raw`\b(?:larger|bigger|more)\b`])],
    match: 'all',
    forbidden: [inSentence(['Spain', String.raw`\b(?:larger|bigger)\b`, 'than Thailand'])],
  },
  // Factbook da Economy › Real GDP per capita 2024 "$73,700" vs gm Real GDP per capita 2024 "$62,800": Denmark.
  {
    question: 'Compare the GDP per capita of Denmark and Germany.',
    kind: 'comparison',
    expected: [
      '73,700',
      '62,800',
      inSentence(
        ['Denmark', String.raw`\b(?:higher|larger|greater|more|richer)\b`],
        ['Germany', String.raw`\b(?:lower|smaller|less)\b`],
      ),
    ],
    match: 'all',
    forbidden: [],
  },
  // Factbook gr Geography › Coastline "13,676 km" vs it Geography › Coastline "7,600 km": Greece.
  {
    question: 'Which country has a longer coastline, Italy or Greece?',
    kind: 'comparison',
    expected: ['13,676', inSentence(['Greece', String.raw`\b(?:longer|more|larger|greater)\b`])],
    match: 'all',
    forbidden: [inSentence(['Italy', String.raw`\blonger\b`, 'than Greece'])],
  },

  // ── Superlatives (computed over the Factbook JSON) ────────────────────────────────────────────────────

  // Factbook population totals, central-america-n-caribbean: gt 18,255,216 > ha 11,898,812 > dr 10,899,292 >
  // cu 10,059,519 > ho 9,529,188; of the seven Central American states Guatemala is first.
  {
    question: 'Which Central American country has the most people?',
    kind: 'superlative',
    expected: [/Guatemala/],
    forbidden: [],
  },
  // Factbook Area totals: lh 65,300 sq km > lg 64,589 sq km > en 45,228 sq km.
  {
    question: 'Which Baltic state is the largest: Estonia, Latvia or Lithuania?',
    kind: 'superlative',
    expected: [/^\W*Lithuania\b/i, inSentence(['Lithuania', String.raw`\b(?:largest|biggest|65,300)\b`])],
    forbidden: [],
  },
  // Factbook europe Area totals, smallest first: vt "0 sq km" (land 0.44 sq km; Holy See (Vatican City)),
  // mn 2 sq km, gi 7 sq km, sm 61 sq km.
  {
    question: 'What is the smallest country in Europe?',
    kind: 'superlative',
    expected: [/Holy See|Vatican/i],
    forbidden: [],
  },

  // ── Who wrote / discovered / invented (WordNet glosses) ──────────────────────────────────────────────

  // WordNet data.noun 06393695 Iliad: "a Greek epic poem (attributed to Homer) ..."; 11077376 Homer: "ancient Greek
  // epic poet who is believed to have written the Iliad and the Odyssey". Namesakes: homer = home run ("a base
  // hit ..."), Winslow Homer ("painter best known for his seascapes").
  {
    question: 'Who wrote the Iliad?',
    kind: 'creator',
    expected: ['Homer'],
    forbidden: [/base hit/i, /seascapes/i],
  },
  // WordNet data.noun 10992817 Fleming: "Scottish bacteriologist who discovered penicillin (1881-1955)".
  // Namesakes: Ian Fleming (James Bond), Fleming "a native of Flanders".
  {
    question: 'Who discovered penicillin?',
    kind: 'person',
    expected: [/Alexander Fleming/i, inSentence([String.raw`\bFleming\b`, 'discovered penicillin'])],
    forbidden: [/James Bond/i, /native of Flanders/i],
  },
  // WordNet data.noun 10861809 Bell, Alexander Graham Bell: "United States inventor (born in Scotland) of the
  // telephone (1847-1922)". Namesakes: bell "a hollow device made of metal ...", Vanessa Bell (sister of Virginia Woolf).
  {
    question: 'Who invented the telephone?',
    kind: 'creator',
    expected: [/Alexander Graham Bell/i, /inventor \(born in Scotland\) of the telephone/i],
    forbidden: [/hollow device/i, /Virginia Woolf/i],
  },
  // WordNet data.noun 07297634 Das Kapital: "a book written by Karl Marx (1867) ..."; 11180447 Marx: "... wrote
  // Das Kapital in 1867". Namesakes: the four Marx brothers ("United States comedian").
  {
    question: 'Who is the author of Das Kapital?',
    kind: 'creator',
    expected: [/Karl Marx/i, /\bMarx\b/],
    forbidden: [/comedian/i],
  },

  // ── Starter articles (library/) ───────────────────────────────────────────────────────────────────────

  // library/science/water-cycle.md "Where the water is": "Of the small share that is fresh, roughly two thirds is
  // locked in glaciers and ice sheets, mostly in Antarctica and Greenland".
  {
    question: "Where is most of the planet's fresh water stored?",
    kind: 'place',
    expected: [/glaciers and ice sheets/i],
    forbidden: [],
  },
  // library/science/climate-change.md "The greenhouse effect": "This natural greenhouse effect keeps the planet
  // roughly 33 degrees Celsius warmer than it would otherwise be".
  {
    question: 'How much colder would Earth be without its natural greenhouse effect?',
    kind: 'number',
    expected: [/33\s+degrees/i],
    forbidden: [],
  },

  // ── Not in the library: must abstain ─────────────────────────────────────────────────────────────────

  // No "Vingegaard" or 2022 result anywhere; WordNet glosses of Hinault and Merckx say "won the Tour de France five
  // times" and tempt a wrong cited answer.
  {
    question: 'Who won the 2022 Tour de France?',
    kind: 'person',
    expected: [],
    forbidden: [/Hinault/i, /Merckx/i],
    abstain: true,
  },
  // "Tim Cook" appears in no source; WordNet Cook 10928065 is the "English navigator" (James Cook).
  {
    question: 'Which company does Tim Cook run?',
    kind: 'person',
    expected: [],
    forbidden: [/navigator/i],
    abstain: true,
  },
  // "Stephen King" appears in no source; WordNet King glosses are Martin Luther King ("civil rights leader"),
  // B.B. King ("blues"), Billie Jean King ("tennis player").
  {
    question: "When was Stephen King's first novel published?",
    kind: 'date',
    expected: [],
    forbidden: [/civil rights/i, /\bblues\b/i, /tennis player/i],
    abstain: true,
  },
  // The band Muse is in no source; WordNet Muse 09589128 is "any of 9 daughters of Zeus and Mnemosyne".
  {
    question: 'Who is the lead singer of the band Muse?',
    kind: 'person',
    expected: [],
    forbidden: [/daughters of Zeus/i, /source of an artist's inspiration/i],
    abstain: true,
  },
  // "Simpsons" appears in no source; WordNet Springfield = capital of Illinois / Massachusetts / Missouri cities,
  // Simpson = the obstetrician (chloroform) and Wallis Simpson (Edward VIII); none gives a population.
  {
    question: 'What is the population of Springfield, the town in The Simpsons?',
    kind: 'number',
    expected: [],
    forbidden: [/capital of the state of Illinois/i, /chloroform/i, /Edward VIII/i],
    abstain: true,
  },
  // Factbook ca names "Prime Minister Mark CARNEY (since 14 March 2025)" but gives no birth date; no other source has him.
  {
    question: 'When was Mark Carney born?',
    kind: 'date',
    expected: [],
    forbidden: ['14 March 2025'],
    abstain: true,
  },
  // Factbook no (Oslo is the capital) has no "mayor"; its executive branch names King HARALD V and Jonas Gahr STORE.
  {
    question: 'Who is the mayor of Oslo?',
    kind: 'person',
    expected: [],
    forbidden: [/Gahr/i, /Harald/i],
    abstain: true,
  },
  // "Copa" appears in no source; Factbook uy and WordNet Uruguay say nothing about football titles.
  {
    question: 'How many times has Uruguay won the Copa América?',
    kind: 'number',
    expected: [],
    forbidden: [],
    abstain: true,
  },
  // "Cameron" appears in no source; WordNet mentions the liner Titanic only in examples ("maiden voyage", "sinking")
  // and titanic acid / titanic oxide.
  {
    question: 'Who directed the 1997 film Titanic?',
    kind: 'person',
    expected: [],
    forbidden: [/maiden voyage/i, /titanium/i],
    abstain: true,
  },
  // "Harry Styles" appears in no source; WordNet style (noun) has many senses ("a particular kind (as to appearance)").
  {
    question: 'Who is Harry Styles?',
    kind: 'person',
    expected: [],
    forbidden: [/\bstyle\b/i, /as to appearance/i],
    abstain: true,
  },
  // WordNet Paris 09168488 is "a town in northeastern Texas" with no population; Factbook fr Major urban areas gives
  // "11.208 million PARIS (capital)" for the French namesake.
  {
    question: 'What is the population of Paris, Texas?',
    kind: 'number',
    expected: [],
    forbidden: [/11\.208 million/i],
    abstain: true,
  },
  // "Chicago Bulls" appears in no source; WordNet Chicago is "largest city in Illinois; ... Lake Michigan".
  {
    question: 'When did the Chicago Bulls win their first NBA championship?',
    kind: 'date',
    expected: [],
    forbidden: [/Lake Michigan/i],
    abstain: true,
  },
];
