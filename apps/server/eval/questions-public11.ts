/**
 * An eleventh held-out question set in the style of public QA datasets (WebQuestions, TriviaQA, Natural
 * Questions): short, lower-case, casual questions as people type them into a search box. Written by a helper
 * who did not see the engine. Every expected fact was checked against the library text (the Factbook final
 * edition of January 2026, WordNet 3.1 and the starter articles in `library/`), quoted in the comment above
 * each question; every `abstain` question was checked by a case-insensitive grep over the Factbook, the
 * WordNet dict files and the articles to have no answer there.
 * Do not tune the engine to them one by one.
 */
import type { EvalQuestion } from './questions.js';
import { inSentence } from './in-sentence.js';

/** Digit-group separators as a figure may be written: "3,449,444", "3.449.444", "3 449 444". */
const SEP = String.raw`[,.\s\u00a0\u202f]?`;

const countries: EvalQuestion[] = [
  // Factbook mp (africa/mp.json) Government › Capital › name: "Port Louis"; Major urban areas - population:
  // "149,000 PORT LOUIS (capital) (2018)". WordNet 08990039 Port_Louis: "capital and chief port of Mauritius;
  // located on the northwestern coast of the island". (Namesake mr Mauritania Capital › name: "Nouakchott";
  // island neighbours ma Madagascar "Antananarivo", se Seychelles "Victoria".)
  {
    question: 'capital of mauritius',
    kind: 'place',
    expected: [/\bPort[- ]Louis\b/i],
    forbidden: [/\bNouakchott\b/i, /\bAntananarivo\b/i, /\bVictoria\b/i],
  },
  // Factbook bt (south-asia/bt.json) Economy › Exchange rates › Currency: "ngultrum (BTN) per US dollar -";
  // Exchange rates 2024: "83.669 (2024 est.)". WordNet 13711516 ngultrum: "the basic unit of money in Bhutan".
  // (Neighbours: np Nepal "Nepalese rupees (NPR) per US dollar -", in India "Indian rupees (INR) per US dollar
  // -", bg Bangladesh "taka (BDT) per US dollar -".)
  {
    question: 'bhutan currency',
    kind: 'place',
    expected: [/\bngultrums?\b/i, /\bBTN\b/],
    forbidden: [/\bNepal(?:ese|i) rupees?\b/i, /\bNPR\b/, /\btaka\b/i, /\bBDT\b/],
  },
  // Factbook ha (central-america-n-caribbean/ha.json) People and Society › Languages: "French (official), Creole
  // (official)"; Nationality › noun: "Haitian(s)". (Neighbour dr Dominican Republic Languages: "Spanish
  // (official)".)
  {
    question: 'what language do haitians speak',
    kind: 'demonym',
    expected: ['French', /\bCreole\b/i],
    match: 'all',
    forbidden: [/\bSpanish \(official\)/i, /\bHaitians (?:mostly |mainly )?speak Spanish\b/i],
  },
  // Factbook mg (east-n-southeast-asia/mg.json) People and Society › Religions: "Buddhist 51.8%, no religion
  // 40.6%, Muslim 3.2%, Shaman 2.5%, Christian 1.3%, Other 0.6% (2020 est.)"; Nationality › noun:
  // "Mongolian(s)". (Neighbour ch China Religions: "folk religion 21.9%, Buddhist 18.2%, Christian 5.1%, ...,
  // unaffiliated 52.1% (2021 est.)".)
  {
    question: 'what religion are most mongolians',
    kind: 'demonym',
    expected: [/\bBuddhist 51\.8\s?%/i, /\bBuddhis[tm]\b/i],
    forbidden: [
      /\bfolk religion\b/i,
      /\bBuddhist 18\.2\s?%/i,
      /\b(?:mostly|mainly|predominantly|majority) (?:Muslim|Christian|Shaman\w*)\b/i,
    ],
  },
  // Factbook uy (south-america/uy.json) People and Society › Population › total: "3,449,444 (2025 est.)"; male:
  // "1,678,419"; female: "1,771,025". (Neighbours: pa Paraguay "7,604,044 (2025 est.)", ar Argentina
  // "45,418,098 (2025 est.)", br Brazil "221,359,387 (2025 est.)".)
  {
    question: 'population of uruguay',
    kind: 'number',
    expected: [new RegExp(String.raw`\b3${SEP}449${SEP}444\b`), /\b3\.45 million\b/i, /\b3\.4 million\b/i],
    forbidden: [
      new RegExp(String.raw`\b7${SEP}604${SEP}044\b`),
      new RegExp(String.raw`\b45${SEP}418${SEP}098\b`),
      /\b7\.6 million\b/i,
    ],
  },
  // Factbook cu (central-america-n-caribbean/cu.json) Geography › Area › total: "110,860 sq km"; land: "109,820
  // sq km"; water: "1,040 sq km"; Area - comparative: "slightly smaller than Pennsylvania". 110,860 × 0.386102
  // = 42,803 sq mi. (dr Dominican Republic Area › total: "48,670 sq km"; jm Jamaica: "10,991 sq km".)
  {
    question: 'how big is cuba',
    kind: 'number',
    expected: [
      new RegExp(String.raw`\b110${SEP}860 ?(?:sq\.? km|square kilomet(?:er|re)s|km²|km2)`, 'i'),
      new RegExp(String.raw`\b42${SEP}80\d ?(?:sq\.? mi|square miles)`, 'i'),
    ],
    forbidden: [new RegExp(String.raw`\b48${SEP}670\b`), new RegExp(String.raw`\b10${SEP}991\b`)],
  },
  // Factbook np (south-asia/np.json) Geography › Land boundaries › border countries: "China 1,389 km; India
  // 1,770 km"; total: "3,159 km"; Location: "Southern Asia, between China and India".
  {
    question: 'which countries border nepal',
    kind: 'place',
    expected: ['China', 'India'],
    match: 'all',
    forbidden: [
      inSentence([String.raw`\bborder`, String.raw`\b(?:Bhutan|Bangladesh|Pakistan|Burma|Myanmar)\b`]),
    ],
  },
  // Factbook pl (europe/pl.json) Geography › Elevation › highest point: "Rysy 2,499 m"; lowest point: "near
  // Raczki Elblaskie -2 m". (Neighbours: lo Slovakia highest point "Gerlachovsky Stit 2,655 m", ez Czechia
  // "Snezka 1,602 m", gm Germany "Zugspitze 2,963 m".)
  {
    question: 'highest mountain in poland',
    kind: 'place',
    expected: [/\bRysy\b/i],
    forbidden: [
      inSentence([
        String.raw`\b(?:Gerlach\w*|Sn[eě][zž]ka|Śnieżka|Sniezka|Zugspitze)\b`,
        String.raw`\b(?:highest|tallest)\b`,
      ]),
      inSentence([
        String.raw`\b(?:highest|tallest)\b`,
        String.raw`\b(?:Gerlach\w*|Sn[eě][zž]ka|Śnieżka|Sniezka|Zugspitze)\b`,
      ]),
    ],
  },
  // Factbook dj (africa/dj.json) Geography › Elevation › lowest point: "Lac Assal -155 m"; highest point:
  // "Moussa Ali 2,021 m". (Neighbours: et Ethiopia lowest point "Danakil Depression -125 m", er Eritrea "near
  // Kulul within the Danakil Depression -75 m", so Somalia "Indian Ocean 0 m".)
  {
    question: 'what is the lowest point in djibouti',
    kind: 'place',
    expected: [/\b(?:Lac|Lake) Assal\b/i, /\bAssal\b/i],
    forbidden: [
      inSentence([String.raw`\b(?:Danakil|Kulul|Moussa Ali)\b`, String.raw`\blowest\b`]),
      /\b-?125 m\b/,
      /\b-?75 m\b/,
    ],
  },
  // Factbook ce (south-asia/ce.json) Geography › Climate: "tropical monsoon; northeast monsoon (December to
  // March); southwest monsoon (June to October)". (in India Climate: "varies from tropical monsoon in south to
  // temperate in north"; mv Maldives: "tropical; hot, humid; dry, northeast monsoon (November to March); rainy,
  // southwest monsoon (June to August)".)
  {
    question: 'whats the weather like in sri lanka',
    kind: 'place',
    expected: [/\btropical monsoon\b/i, /\bnortheast monsoon\b/i, /\bsouthwest monsoon\b/i],
    forbidden: [/\btemperate in (?:the )?north\b/i, /\bNovember to March\b/i, /\bJune to August\b/i],
  },
  // Factbook za (africa/za.json) Geography › Natural resources: "copper, cobalt, zinc, lead, coal, emeralds,
  // gold, silver, uranium, hydropower". (Neighbours: zi Zimbabwe "coal, chromium ore, asbestos, gold, nickel,
  // copper, iron ore, vanadium, lithium, tin, platinum group metals"; cg DRC "cobalt, copper, niobium,
  // tantalum, petroleum, ...".)
  {
    question: 'zambia natural resources',
    kind: 'place',
    expected: [/\bcopper\b/i, /\bcobalt\b/i],
    match: 'all',
    forbidden: [/\bchromium\b/i, /\basbestos\b/i, /\bplatinum\b/i, /\bniobium\b/i, /\btantalum\b/i],
  },
  // Factbook tx (central-asia/tx.json) Economy › Exports - partners: "China 63%, Turkey 11%, Greece 7%,
  // Uzbekistan 6%, Azerbaijan 4% (2023)"; Exports - commodities: "natural gas, refined petroleum, fertilizers,
  // crude petroleum, electricity (2023)". (Neighbours' partners: uz Uzbekistan "Switzerland 34%, Russia 12%, UK
  // 11%, China 7%, Turkey 6% (2023)"; kz Kazakhstan "China 16%, UK 15%, Russia 10%, ..."; ti Tajikistan
  // "Switzerland 31%, Kazakhstan 18%, China 17%, ...".)
  {
    question: "who buys most of turkmenistan's exports",
    kind: 'place',
    expected: [/\bChina\b[^.]*\b63\s?%/i, /\bChina\b/],
    forbidden: [/\bSwitzerland 3[14]\s?%/i, /\bChina 1[67]\s?%/i, /\bChina 7\s?%/i],
  },
  // Factbook th (east-n-southeast-asia/th.json) Government › Government type: "constitutional monarchy";
  // Executive branch › chief of state: "King WACHIRALONGKON; also spelled Vajiralongkorn (since 1 December
  // 2016)". (Neighbours: cb Cambodia Government type "parliamentary constitutional monarchy", la Laos
  // "communist party-led state", bm Burma "military regime".)
  {
    question: 'is thailand a monarchy',
    kind: 'place',
    expected: [/\bconstitutional monarchy\b/i, /\bKing (?:WACHIRALONGKON|Vajiralongkorn)\b/i],
    forbidden: [
      /\bparliamentary constitutional monarchy\b/i,
      /\bcommunist party-led state\b/i,
      /\bmilitary regime\b/i,
      /\babsolute monarchy\b/i,
      /\bno,? (?:Thailand|it) is (?:not|a republic)\b/i,
    ],
  },
  // Factbook kz (central-asia/kz.json) Government › Executive branch › chief of state: "President Kasym-Zhomart
  // TOKAYEV (since 20 March 2019)"; head of government: "Prime Minister Olzhas BEKTENOV (since 6 February
  // 2024)"; National anthem(s) › history: "adopted 2006; President Nursultan NAZARBAYEV played a role in
  // revising the lyrics". (Neighbours: uz Uzbekistan "President Shavkat MIRZIYOYEV (since 14 December 2016)",
  // kg Kyrgyzstan "President Sadyr JAPAROV (since 28 January 2021)".)
  {
    question: 'who is the president of kazakhstan',
    kind: 'person',
    expected: [/\bTokayev\b/i],
    forbidden: [
      /\bpresident (?:is )?(?:Olzhas )?BEKTENOV\b/i,
      /\b(?:current )?president (?:is )?(?:Nursultan )?NAZARBAYEV\b/i,
      /\bMIRZIYOYEV\b/i,
      /\bJAPAROV\b/i,
    ],
  },
  // Factbook cy (europe/cy.json) Government › Independence: "16 August 1960 (from the UK)"; note: "Turkish
  // Cypriots proclaimed self-rule on 13 February 1975 and independence in 1983, but only Turkey recognizes
  // these proclamations"; National holiday: "Independence Day, 1 October (1960)".
  {
    question: 'when did cyprus gain independence',
    kind: 'date',
    expected: [/\b16 August 1960\b/i, /\bAugust 16,? 1960\b/i, /\b1960\b/],
    forbidden: [
      /\bCyprus (?:became|gained|won|achieved|declared) (?:its )?independen\w* (?:from the UK )?(?:on |in )?(?:13 February |15 November )?(?:1975|1983)\b/i,
      /\bindependen\w* from (?:Greece|Turkey)\b/i,
    ],
  },
  // Factbook sz (europe/sz.json) Government › National holiday: "Founding of the Swiss Confederation in 1291";
  // note: "celebrated as Swiss National Day since 1 August 1891"; Independence: "1 August 1291 (founding of the
  // Swiss Confederation)". (Neighbours: ls Liechtenstein National holiday "National Day, 15 August (1940)", au
  // Austria "National Day (...), 26 October (1955)".)
  {
    question: 'when is swiss national day',
    kind: 'demonym',
    expected: [/\b1 August\b/i, /\bAugust 1(?:st)?\b/i],
    forbidden: [/\b15 August\b/i, /\bAugust 15\b/i, /\b26 October\b/i, /\bOctober 26\b/i],
  },
  // Factbook cd (africa/cd.json) People and Society › Life expectancy at birth › total population: "60 years
  // (2024 est.)"; male: "58.1 years"; female: "62 years". (Neighbours' totals: ct Central African Republic
  // "56.4 years", ng Niger "60.9 years", su Sudan "67.8 years", ni Nigeria "62.2 years", cm Cameroon "64.2
  // years"; all 2024 est.)
  {
    question: 'average lifespan in chad',
    kind: 'number',
    expected: [/\b60(?:\.0)? years\b/i],
    forbidden: [/\b56\.4\b/, /\b60\.9\b/, /\b67\.8\b/, /\b62\.2\b/, /\b64\.2\b/],
  },
  // Factbook ml (africa/ml.json) People and Society › Literacy › total population: "35.5% (2018 est.)"; male:
  // "46.2% (2018 est.)"; female: "25.7% (2018 est.)". (Neighbours: ng Niger "35.6% (2022 est.)", uv Burkina
  // Faso "41.4% (2023 est.)", gv Guinea "39.6% (2018 est.)", sg Senegal "50.4% (2023 est.)", mr Mauritania
  // "59.5% (2020 est.)".)
  {
    question: 'mali literacy rate',
    kind: 'number',
    expected: [/\b35\.5\s?%/, /\b35\.5 per ?cent\b/i],
    forbidden: [/\b35\.6\s?%/, /\b41\.4\s?%/, /\b39\.6\s?%/, /\b50\.4\s?%/, /\b59\.5\s?%/],
  },
  // Factbook hr (europe/hr.json) Geography › Coastline: "5,835 km (mainland 1,777 km; islands 4,058 km)".
  // 5,835 × 0.621371 = 3,626 mi. (Neighbours: mj Montenegro Coastline "293.5 km", si Slovenia "46.6 km", bk
  // Bosnia and Herzegovina "20 km"; it Italy "7,600 km".)
  {
    question: 'how long is the coastline of croatia',
    kind: 'number',
    expected: [
      new RegExp(String.raw`\b5${SEP}835 ?(?:km|kilomet(?:er|re)s)\b`, 'i'),
      new RegExp(String.raw`\b3${SEP}62\d ?(?:mi|miles)\b`, 'i'),
    ],
    forbidden: [/\b293\.5 km\b/i, /\b46\.6 km\b/i, new RegExp(String.raw`\b7${SEP}600 km\b`, 'i')],
  },
  // Factbook ar (south-america/ar.json) Government › Capital › time difference: "UTC-3 (2 hours ahead of
  // Washington, DC, during Standard Time)". (Neighbours: bl Bolivia "UTC-4 (1 hour ahead of Washington, DC,
  // during Standard Time)"; ci Chile and uy Uruguay "UTC-3".)
  {
    question: 'what time zone is argentina in',
    kind: 'place',
    expected: [/\bUTC\s?[-−–]\s?3\b/i, /\bGMT\s?[-−–]\s?3\b/i],
    forbidden: [/\bUTC\s?[-−–]\s?[45]\b/i, /\bGMT\s?[-−–]\s?[45]\b/i],
  },
  // Factbook ca (north-america/ca.json) Government › Flag: "description: two vertical bands of red on each side,
  // with a white square between them; a large 11-pointed red maple leaf is centered in the white square
  // meaning: the maple leaf is a national symbol"; National symbol(s): "maple leaf, beaver". (us United States
  // Flag: "description: 13 equal horizontal stripes of red (top and bottom) alternating with white; a blue
  // rectangle in the upper-left corner has 50 five-pointed white stars, ...".)
  {
    question: 'what does the canadian flag look like',
    kind: 'demonym',
    expected: [/\bmaple leaf\b/i],
    forbidden: [/\b13 equal horizontal stripes\b/i, /\b50 five-pointed white stars\b/i],
  },
  // Factbook fr (europe/fr.json) Government › National anthem(s) › title: "\"La Marseillaise\" (The Song of
  // Marseille)"; lyrics/music: "Claude-Joseph ROUGET de Lisle"; history: "adopted 1795, restored 1870; acquired
  // its name when the National Guard of Marseille sang the song while marching into Paris in 1792 during the
  // French Revolution; ...". WordNet 07063245 Marseillaise: "the French national anthem". (us United States
  // National anthem(s) › lyrics/music: "Francis Scott KEY/John Stafford SMITH".)
  {
    question: 'who wrote the french national anthem',
    kind: 'creator',
    expected: [/\bRouget de Lisle\b/i],
    forbidden: [/\bFrancis Scott Key\b/i, /\bJohn Stafford Smith\b/i],
  },
  // Factbook as (australia-oceania/as.json) Government › National symbol(s): "Commonwealth Star (seven-pointed
  // Star of Federation), golden wattle tree (Acacia pycnantha), kangaroo, emu". (nz New Zealand National
  // symbol(s): "Southern Cross constellation (four five-pointed stars), kiwi (bird), silver fern".)
  {
    question: "what is australia's national animal",
    kind: 'place',
    expected: [/\bkangaroos?\b/i, /\bemus?\b/i],
    forbidden: [/\bkiwi\b/i, /\bsilver fern\b/i, /\bkoalas?\b/i],
  },
  // Factbook gt (central-america-n-caribbean/gt.json) People and Society › Ethnic groups: "Mestizo (mixed
  // Indigenous-Spanish - in local Spanish called Ladino) 56%, Maya 41.7%, Xinca (Indigenous, non-Maya) 1.8%,
  // African descent 0.2%, Garifuna (...) 0.1%, foreign 0.2% (2018 est.)". (Neighbours: ho Honduras "Mestizo
  // (mixed Indigenous and European) 90%, Indigenous 7%, ..."; es El Salvador "Mestizo 86.3%, White 12.7%, ...";
  // mx Mexico "Mestizo (Indigenous-Spanish) 62%, predominantly Indigenous 21%, ...".)
  {
    question: 'what ethnic groups live in guatemala',
    kind: 'place',
    expected: [/\b(?:Mestizo|Ladino)\b/i, /\bMaya\b/i],
    match: 'all',
    forbidden: [/\b90\s?%/, /\b86\.3\s?%/, /\bMestizo[^.]{0,30}\b62\s?%/i],
  },
  // Factbook pk (south-asia/pk.json) People and Society › Major urban areas - population: "17.236 million
  // Karachi, 13.979 million Lahore, 3.711 million Faisalabad, 2.415 million Gujranwala, 2.412 million Peshawar,
  // 1.232 million ISLAMABAD (capital) (2023)". WordNet 08999581 Karachi: "the largest city in Pakistan; ...";
  // 08999798 Lahore: "city in northeast Pakistan".
  {
    question: 'largest city in pakistan',
    kind: 'superlative',
    expected: [/\bKarachi\b/i],
    forbidden: [
      /\b(?:Lahore|Islamabad|Faisalabad) is (?:the )?(?:largest|biggest|most populous)\b/i,
      /\b(?:largest|biggest|most populous) city (?:in Pakistan )?is (?:Lahore|Islamabad|Faisalabad)\b/i,
    ],
  },
  // Factbook mo (africa/mo.json) Economy › Exchange rates › Currency: "Moroccan dirhams (MAD) per US dollar -";
  // Nationality › noun: "Moroccan(s)". WordNet 13693632 Moroccan_dirham, dirham: "the basic unit of money in
  // Morocco; equal to 100 centimes". (Neighbours: ag Algeria "Algerian dinars (DZD) per US dollar -", ts Tunisia
  // "Tunisian dinars (TND) per US dollar -"; namesakes WordNet 13693918 United_Arab_Emirate_dirham, 13720550
  // Qatari_dirham: "100 dirhams equal 1 riyal in Qatar", 13692504 Libyan_dirham: "100 dirhams equal 1 dinar in
  // Libya".)
  {
    question: 'what money do moroccans use',
    kind: 'demonym',
    expected: [/\bdirhams?\b/i, /\bMAD\b/],
    forbidden: [/\bdinars?\b/i, /\bUnited Arab Emirates?\b/i, /\briyals?\b/i],
  },
  // Factbook ag (africa/ag.json) Geography › Area › total: "2,381,740 sq km"; Geography - note: "largest
  // country in Africa but 80% desert; ..."; Factbook ly (africa/ly.json) Geography › Area › total: "1,759,540
  // sq km". So Algeria is the bigger.
  {
    question: 'which is bigger algeria or libya',
    kind: 'comparison',
    expected: [
      inSentence(
        ['Algeria', String.raw`\b(?:larger|bigger)\b`, 'Libya'],
        ['Libya', String.raw`\bsmaller\b`, 'Algeria'],
        ['Algeria', String.raw`\b2${SEP}381${SEP}740\b`, 'Libya', String.raw`\b1${SEP}759${SEP}540\b`],
        ['Libya', String.raw`\b1${SEP}759${SEP}540\b`, 'Algeria', String.raw`\b2${SEP}381${SEP}740\b`],
      ),
    ],
    forbidden: [
      inSentence(
        ['Libya', String.raw`\bis (?:slightly )?(?:larger|bigger) than`, 'Algeria'],
        ['Algeria', String.raw`\bis (?:slightly )?smaller than`, 'Libya'],
      ),
    ],
  },
  // Factbook gh (africa/gh.json) People and Society › Population › total: "35,336,133 (2025 est.)"; Factbook iv
  // (africa/iv.json) People and Society › Population › total: "31,855,971 (2025 est.)"; Country name ›
  // conventional short form: "Côte d'Ivoire"; former: "Ivory Coast". So Ghana has more people.
  {
    question: 'which has more people ghana or ivory coast',
    kind: 'comparison',
    expected: [
      inSentence(
        [
          'Ghana',
          String.raw`\b(?:more|larger|bigger|greater|higher)\b`,
          String.raw`(?:Ivory Coast|C[oô]te d['’]Ivoire)`,
        ],
        [
          String.raw`(?:Ivory Coast|C[oô]te d['’]Ivoire)`,
          String.raw`\b(?:fewer|smaller|less|lower)\b`,
          'Ghana',
        ],
        [
          'Ghana',
          String.raw`\b35${SEP}336${SEP}133\b`,
          String.raw`(?:Ivory Coast|C[oô]te d['’]Ivoire)`,
          String.raw`\b31${SEP}855${SEP}971\b`,
        ],
        [
          String.raw`(?:Ivory Coast|C[oô]te d['’]Ivoire)`,
          String.raw`\b31${SEP}855${SEP}971\b`,
          'Ghana',
          String.raw`\b35${SEP}336${SEP}133\b`,
        ],
      ),
    ],
    forbidden: [
      inSentence(
        [
          String.raw`(?:Ivory Coast|C[oô]te d['’]Ivoire)`,
          String.raw`\bhas (?:slightly )?(?:more|a larger|a bigger)\b`,
          'Ghana',
        ],
        [
          'Ghana',
          String.raw`\bhas (?:slightly )?(?:fewer|a smaller)\b`,
          String.raw`(?:Ivory Coast|C[oô]te d['’]Ivoire)`,
        ],
      ),
    ],
  },
];

const words: EvalQuestion[] = [
  // WordNet data.noun 11123094 Key, Francis_Scott_Key: "United States lawyer and poet who wrote a poem after
  // witnessing the British attack on Baltimore during the War of 1812; the poem was later set to music and
  // entitled `The Star-Spangled Banner' (1779-1843)"; 07063331 The_Star-Spangled_Banner: "a poem written by
  // Francis Scott Key during the War of 1812 was set to music and adopted by Congress in 1931 as the national
  // anthem of the United States". Factbook us National anthem(s) › lyrics/music: "Francis Scott KEY/John
  // Stafford SMITH". (02704425 American_flag, Stars_and_Stripes, Star-Spangled_Banner: "the national flag of
  // the United States of America".)
  {
    question: 'who wrote the star spangled banner',
    kind: 'creator',
    expected: [/\bFrancis Scott Key\b/i],
    forbidden: [/\bnational flag of the United States\b/i],
  },
  // WordNet data.noun 10856151 Bartholdi, Frederic_Auguste_Bartholdi: "French sculptor best known for creating
  // the Statue of Liberty now in New York harbor"; 04314244 Statue_of_Liberty: "a large monumental statue
  // symbolizing liberty on Liberty Island in New York Bay". (10974031 Eiffel: "French engineer who constructed
  // the Eiffel Tower (1832-1923)"; Factbook xx (world/xx.json) on the Colossus of Rhodes: "This statue of the
  // Greek sun god Helios ... approximately the same height as the Statue of Liberty (34 m) ...".)
  {
    question: 'who made the statue of liberty',
    kind: 'creator',
    expected: [/\bBartholdi\b/i],
    forbidden: [
      inSentence([
        String.raw`\bEiffel\b`,
        String.raw`\b(?:designed|sculpted|created|made|built)\b`,
        'Statue of Liberty',
      ]),
      /\bColossus of Rhodes\b/i,
      /\bHelios\b/i,
    ],
  },
  // WordNet data.noun 10893980 Burroughs, Edgar_Rice_Burroughs: "United States novelist and author of the Tarzan
  // stories (1875-1950)"; 09626935 Tarzan, Tarzan_of_the_Apes: "a man raised by apes who was the hero of a
  // series of novels by Edgar Rice Burroughs". (10894293 Burroughs, William_Burroughs, William_S._Burroughs:
  // "United States writer noted for his works portraying the life of drug addicts (1914-1997)"; 10894127
  // Burroughs, William_Seward_Burroughs: "United States inventor who patented the first practical adding
  // machine (1855-1898)".)
  {
    question: 'who wrote the tarzan books',
    kind: 'creator',
    expected: [/\bEdgar Rice Burroughs\b/i],
    forbidden: [/\bWilliam S(?:\.|eward)? Burroughs\b/i, /\blife of drug addicts\b/i, /\badding machine\b/i],
  },
  // WordNet data.noun 09297406 estuary: "the wide part of a river where it nears the sea; fresh and salt water
  // mix". (09304010 fjord: "a long narrow inlet of the sea between steep cliffs; common in Norway"; 09287709
  // delta: "a low triangular area of alluvial deposits where a river divides before entering a larger body of
  // water; ...".)
  {
    question: 'whats an estuary',
    kind: 'definition',
    expected: [/\bwide part of a river where it nears the sea\b/i, /\bfresh and salt water mix\b/i],
    forbidden: [/\bbetween steep cliffs\b/i, /\balluvial deposits\b/i],
  },
  // WordNet data.adj 00794095 obsequious: "attentive in an ingratiating or servile manner; "obsequious shop
  // assistants""; 02188861 bootlicking, fawning, obsequious, sycophantic, toadyish: "attempting to win favor
  // from influential people by flattery". (data.noun 07466063 funeral, obsequy: "a ceremony at which a dead
  // person is buried or cremated; ...".)
  {
    question: 'obsequious meaning',
    kind: 'definition',
    expected: [
      /\bingratiating or servile\b/i,
      /\bwin fav(?:o|ou)r from influential people by flattery\b/i,
      /\bfawning\b/i,
      /\bsycophantic\b/i,
    ],
    forbidden: [/\bburied or cremated\b/i, /\bfuneral\b/i],
  },
  // library/science/water-cycle.md, first paragraph: "The cycle is driven by energy from the Sun, which
  // evaporates water, and by gravity, which brings it back down as rain and snow and pulls it downhill in rivers
  // and underground."
  {
    question: 'what drives the water cycle',
    kind: 'how-why',
    expected: [
      /\benergy from the Sun\b/i,
      /\b(?:the )?Sun\b[^.]*\bgravity\b/i,
      /\bgravity\b[^.]*\b(?:the )?Sun\b/i,
      /\bsolar energy\b/i,
    ],
    forbidden: [],
  },
];

const abstain: EvalQuestion[] = [
  // grep -ri "pulp fiction": nothing. WordNet 11351295 Tarantino, Quentin_Tarantino: "United States filmmaker
  // (born in 1963)" names no film; 06608811 pulp, pulp_magazine: "an inexpensive magazine printed on poor
  // quality paper"; 13116794 pulp, flesh: "a soft moist part of a fruit".
  {
    question: 'who directed pulp fiction',
    kind: 'creator',
    expected: [],
    forbidden: [/\bTarantino\b/i, /\binexpensive magazine\b/i, /\bsoft moist part of a fruit\b/i],
    abstain: true,
  },
  // grep -ri "forrest gump", "gump" (as a word), "tom hanks", "hanks": nothing ("gump" only inside "gumption";
  // "Forrest" only inside WordNet 10590646 "the first Defense Secretary was James V. Forrestal ...").
  {
    question: 'who played forrest gump',
    kind: 'person',
    expected: [],
    forbidden: [/\bHanks\b/i, /\bForrestal\b/i, /\bgumption\b/i, /\bDefense Secretary\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "babe ruth": only WordNet 11296090 Ruth, Babe_Ruth: "United States professional baseball player
  // famous for hitting home runs (1895-1948)", 10826620 Aaron, Hank_Aaron: "... who hit more home runs than
  // Babe Ruth (born in 1934)" and 10223568 inductee ("Ty Cobb and Babe Ruth were 1936 inductees ..."); no
  // count of home runs ("714" nowhere beside "home run").
  {
    question: 'how many home runs did babe ruth hit',
    kind: 'number',
    expected: [],
    forbidden: [/\b714\b/, /\b755\b/, /\bHank Aaron\b/i],
    abstain: true,
  },
  // grep -ri "women's world cup", "womens world cup": nothing; "world cup" only as Factbook br (Brazil) "The
  // awarding of the 2014 FIFA World Cup ..." and qa (Qatar) "... host the FIFA Men’s World Cup in 2022", and
  // WordNet 07479525 World_Cup: "a soccer tournament held every four years between national soccer teams to
  // determine a world champion".
  {
    question: "who won the 2023 women's world cup",
    kind: 'person',
    expected: [],
    forbidden: [/\bSpain\b/i, /\bQatar\b/i, /\bBrazil\b/i, /\bFIFA\b/i],
    abstain: true,
  },
  // grep -ri "key bridge", "bridge collapse": nothing (WordNet 03788222 monkey_ladder only contains "monkey
  // bridge"). The collapse of Baltimore's Francis Scott Key Bridge (March 2024) is in no source; "Key" and
  // "Baltimore" lead only to WordNet 11123094 Key, Francis_Scott_Key ("... the British attack on Baltimore
  // during the War of 1812 ...") and Factbook us National anthem(s) › history ("... Baltimore's Fort McHenry
  // ...").
  {
    question: 'when did the key bridge collapse in baltimore',
    kind: 'date',
    expected: [],
    forbidden: [/\bWar of 1812\b/i, /\bFort McHenry\b/i, /\bMarch 2024\b/i, /\b26 March\b/i, /\bMarch 26\b/i],
    abstain: true,
    strict: true,
  },
  // grep -ri "keanu", "reeves": nothing.
  {
    question: 'how old is keanu reeves',
    kind: 'number',
    expected: [],
    forbidden: [/\bborn (?:in |on )?(?:2 September )?1964\b/i, /\b6[0-2] years old\b/i],
    abstain: true,
  },
];

export const PUBLIC11_QUESTIONS: EvalQuestion[] = [...countries, ...words, ...abstain];
