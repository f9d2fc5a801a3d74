import { describe, expect, it } from 'vitest';
import type { KeyField } from '../../understand/aspects.js';
import type { Place } from '../../../knowledge/places/gazetteer.js';
import {
  comparisonSentence,
  distinctItemsSentence,
  factClause,
  factSentence,
  itsClause,
  regionInSentence,
  sharedItemsSentence,
  sideBySideSentence,
  verbFor,
  howMuchHigher,
  sharedBorderSentence,
} from './place-sentences.js';

const place = (name: string, code: string): Place => ({ name, code, aliases: [], areas: ['Asia'] });
const field = (noun: string): KeyField => ({ id: 'x', noun, row: noun, list: true });
const facts = (values: [Place, string][]) =>
  values.map(([p, value], i) => ({
    place: p,
    fact: { place: p, field: 'x', value, local: i + 1, held: '' },
  }));

const kyrgyzstan = place('Kyrgyzstan', 'kg');
const kazakhstan = place('Kazakhstan', 'kz');
const japan = place('Japan', 'ja');
const philippines = place('Philippines', 'rp');

describe('sharedItemsSentence', () => {
  it('writes names as the sources do, capitalised', () => {
    const sentence = sharedItemsSentence(
      field('religions'),
      facts([
        [kyrgyzstan, 'Muslim 75%, Russian Orthodox 20%, other 5%'],
        [kazakhstan, 'Christian 26.2%, Muslim 70.2%, other 0.2%'],
      ]),
    );
    expect(sentence).toBe('The religions of Kyrgyzstan and Kazakhstan both include Muslim [1] [2].');
  });

  it('writes a name capitalised also when it opens every value', () => {
    const sentence = sharedItemsSentence(
      field('languages'),
      facts([
        [place('Switzerland', 'sz'), 'German (official) 64.9%, French (official) 22.6%'],
        [place('Austria', 'au'), 'German (official) 88.6%, Turkish 2.3%, Serbian 2.2%'],
      ]),
    );
    expect(sentence).toBe('The languages of Switzerland and Austria both include German [1] [2].');
  });

  it('keeps common words in lower case, also where one opens a value', () => {
    const sentence = sharedItemsSentence(
      field('natural hazards'),
      facts([
        [japan, 'Volcanoes; tsunamis; typhoons'],
        [philippines, 'typhoons; landslides; active volcanoes; tsunamis'],
      ]),
    );
    expect(sentence).toBe(
      'The natural hazards of Japan and the Philippines both include volcanoes, tsunamis and typhoons [1] [2].',
    );
  });

  /** Hurricanes listed (Jamaica), named in passing (Haiti) and denied (Curacao); earthquakes in all. */
  const caribbean: [Place, string][] = [
    [place('Jamaica', 'jm'), 'hurricanes (especially July to November); earthquakes'],
    [
      place('Haiti', 'ha'),
      'lies in the middle of the hurricane belt and subject to severe storms from June to October; occasional flooding and earthquakes; periodic droughts',
    ],
    [
      place('Curacao', 'uc'),
      'Curacao is south of the Caribbean hurricane belt and is rarely threatened; earthquakes',
    ],
  ];

  it('counts an item another place names in passing, never where the clause denies it', () => {
    const trinidad: [Place, string] = [
      place('Trinidad and Tobago', 'td'),
      'outside usual path of hurricanes and other tropical storms; earthquakes',
    ];
    const sentence = sharedItemsSentence(field('natural hazards'), facts([...caribbean, trinidad]));
    expect(sentence).toBe(
      'The natural hazards of Jamaica, Haiti, Curacao and Trinidad and Tobago all include earthquakes [1] [2] [3] [4].',
    );
    const second = sharedItemsSentence(field('natural hazards'), facts(caribbean), 1);
    expect(second).toBe('The natural hazards of Jamaica and Haiti both include hurricanes [1] [2].');
  });

  it('counts an item one of two joined by "and" in a short part, or said to be common', () => {
    const cuba: [Place, string] = [
      place('Cuba', 'cu'),
      'the east coast is subject to hurricanes from August to November (in general, the country averages about one hurricane every other year); droughts are common',
    ];
    const dominican: [Place, string] = [
      place('Dominican Republic', 'dr'),
      'occasional flooding; periodic droughts',
    ];
    const haiti = caribbean[1]!;
    const stated = facts([cuba, haiti, dominican]);
    expect(sharedItemsSentence(field('natural hazards'), stated)).toBe(
      'The natural hazards of Cuba, Haiti and the Dominican Republic all include droughts [1] [2] [3].',
    );
    expect(sharedItemsSentence(field('natural hazards'), stated, 1)).toBe(
      'The natural hazards of Haiti and the Dominican Republic both include flooding [2] [3].',
    );
    // "Many dormant and some active volcanoes" names volcanoes only: no list names "dormant".
    const volcanic = facts([
      [japan, 'many dormant and some active volcanoes; tsunamis'],
      [philippines, 'tsunamis; volcanoes'],
    ]);
    expect(sharedItemsSentence(field('natural hazards'), volcanic)).toBe(
      'The natural hazards of Japan and the Philippines both include volcanoes and tsunamis [1] [2].',
    );
  });

  it('sets each place apart by the items only its list names, once they share nothing more', () => {
    const sentence = distinctItemsSentence(field('natural hazards'), facts(caribbean));
    // Earthquakes are everyone's and hurricanes Jamaica's and Haiti's: droughts are Haiti's alone.
    expect(sentence).toBe("Among them, only Haiti's natural hazards include droughts [2].");
    // Flooding is an item of the Dominican Republic's list, and named inside one of Haiti's.
    const dominican: [Place, string] = [
      place('Dominican Republic', 'dr'),
      'hurricanes; occasional flooding; periodic droughts',
    ];
    expect(distinctItemsSentence(field('natural hazards'), facts([...caribbean, dominican]))).toBeUndefined();
    expect(
      distinctItemsSentence(
        field('natural hazards'),
        facts([
          [japan, 'volcanoes; tsunamis'],
          [philippines, 'tsunamis; volcanoes'],
        ]),
      ),
    ).toBeUndefined();
  });

  it('names no item by how often or how badly it happens', () => {
    const sentence = sharedItemsSentence(
      field('natural hazards'),
      facts([
        [place('Honduras', 'ho'), 'frequent, but generally mild, earthquakes; damaging hurricanes'],
        [
          place('El Salvador', 'es'),
          'frequent and sometimes destructive earthquakes; droughts are common; subject to frequent tropical storms from the Pacific in the rainy season; floods',
        ],
      ]),
    );
    expect(sentence).toBe(
      'The natural hazards of Honduras and El Salvador both include earthquakes [1] [2].',
    );
  });

  it('lists only what the places share by name: not "products" from wood and petroleum products', () => {
    const sentence = sharedItemsSentence(
      field('main exports'),
      facts([
        [place('Germany', 'gm'), 'motor vehicles, machinery, chemicals, computer parts, wood products'],
        [place('France', 'fr'), 'machinery, aircraft, vehicle parts, chemicals, petroleum products'],
      ]),
    );
    expect(sentence).toBe(
      'The main exports of Germany and France both include machinery and chemicals [1] [2].',
    );
  });

  it('writes a name of two words as the sources do', () => {
    const sentence = sharedItemsSentence(
      field('military branches'),
      facts([
        [
          place('Norway', 'no'),
          'Norwegian Army, Royal Norwegian Navy, Royal Norwegian Air Force, Home Guard',
        ],
        [place('Denmark', 'da'), 'Royal Danish Army, Royal Danish Navy, Royal Danish Air Force, Home Guard'],
      ]),
    );
    expect(sentence).toBe(
      'The military branches of Norway and Denmark both include Army, Navy and Air Force [1] [2].',
    );
  });

  it('compares only lists: a chief of state shares no items', () => {
    const chief = { id: 'x', noun: 'chief of state', row: 'Chief of state' };
    const sentence = sharedItemsSentence(
      chief,
      facts([
        [
          place('Norway', 'no'),
          'King HARALD V (since 17 January 1991); Heir Apparent Crown Prince HAAKON MAGNUS, son of the monarch',
        ],
        [
          place('Sweden', 'sw'),
          'King CARL XVI GUSTAF (since 19 September 1973); Heir Apparent Princess VICTORIA, daughter of the monarch',
        ],
      ]),
    );
    expect(sentence).toBeUndefined();
  });
});

describe('comparisonSentence', () => {
  it('ranks negative figures by their sign: a fall of 1.27% is the lowest growth, not the highest', () => {
    const growth: KeyField = { id: 'x', noun: 'population growth rate', row: 'Population growth' };
    const sentence = comparisonSentence(
      growth,
      facts([
        [place('Estonia', 'en'), '-0.47% (2025 est.)'],
        [place('Latvia', 'lg'), '-1.27% (2025 est.)'],
        [place('Lithuania', 'lh'), '0.12% (2025 est.)'],
      ]),
    );
    expect(sentence).toBe(
      "Lithuania's population growth rate is the highest, 0.12% (2025 est.) [3], then Estonia's, -0.47% (2025 est.) [1], and Latvia's the lowest, -1.27% (2025 est.) [2].",
    );
  });

  it('agrees with a plural noun: exports are the highest', () => {
    const exports: KeyField = { id: 'x', noun: 'exports', row: 'Exports' };
    const sentence = comparisonSentence(
      exports,
      facts([
        [place('Bahrain', 'ba'), '$22 billion (2014 est.)'],
        [place('Armenia', 'am'), '$1.519 billion (2014 est.)'],
        [place('United Arab Emirates', 'ae'), '$404.7 billion (2014 est.)'],
      ]),
    );
    expect(sentence).toBe(
      "The United Arab Emirates' exports are the highest, $404.7 billion (2014 est.) [3], then Bahrain's, $22 billion (2014 est.) [1], and Armenia's the lowest, $1.519 billion (2014 est.) [2].",
    );
    const two = comparisonSentence(
      exports,
      facts([
        [place('Bahrain', 'ba'), '$22 billion (2014 est.)'],
        [place('Armenia', 'am'), '$1.519 billion (2014 est.)'],
      ]),
    );
    expect(two).toBe(
      "Bahrain's exports, $22 billion (2014 est.) [1], are higher than Armenia's, $1.519 billion (2014 est.) [2], about 14 times as much.",
    );
  });

  it('compares as the field is measured: a coastline is longer, an area larger, not "higher"', () => {
    const gambia = place('The Gambia', 'ga');
    const senegal = place('Senegal', 'sg');
    const coastline: KeyField = { id: 'coastline', noun: 'coastline', row: 'Coastline' };
    expect(
      comparisonSentence(
        coastline,
        facts([
          [gambia, '80 km'],
          [senegal, '531 km'],
        ]),
      ),
    ).toBe(
      "Senegal's coastline, 531 km [2], is longer than The Gambia's, 80 km [1], about 6.6 times as much.",
    );
    const area: KeyField = { id: 'area', noun: 'total area', row: 'Area' };
    const three = comparisonSentence(
      area,
      facts([
        [gambia, '11,300 sq km'],
        [senegal, '196,722 sq km'],
        [place('Guinea-Bissau', 'pu'), '36,125 sq km'],
      ]),
    );
    expect(three).toMatch(
      /^Senegal's total area is the largest, .* and The Gambia's the smallest, 11,300 sq km \[1\]\.$/u,
    );
  });

  it('says the border two neighbours share once, cited to each list naming the other', () => {
    const gambia = place('The Gambia', 'ga');
    const senegal = place('Senegal', 'sg');
    const borders: KeyField = { id: 'borders', noun: 'border countries', row: 'Border countries' };
    expect(
      comparisonSentence(
        borders,
        facts([
          [gambia, 'Senegal 749 km'],
          [senegal, 'The Gambia 749 km; Guinea 363 km; Mali 489 km'],
        ]),
      ),
    ).toBe('The Gambia and Senegal share a border 749 km long [1] [2].');
    expect(
      sharedBorderSentence(
        facts([
          [gambia, 'Senegal 749 km'],
          [place('Mali', 'ml'), 'Senegal 489 km; Guinea 1,062 km'],
        ]),
      ),
    ).toBeUndefined();
  });

  it('ranks amounts only: a date or an election’s year opens with a number but is none', () => {
    const last: KeyField = { id: 'last-election', noun: 'most recent election', row: 'Most recent election' };
    const sentence = comparisonSentence(
      last,
      facts([
        [place('Mali', 'ml'), '29 July 2018, with runoff on 12 August 2018'],
        [place('Chad', 'cd'), '6 May 2024'],
      ]),
    );
    expect(sentence).not.toMatch(/highest|higher/u);
    expect(sentence).toBe(
      "Mali's most recent election is 29 July 2018, with runoff on 12 August 2018 [1], while Chad's is 6 May 2024 [2].",
    );
  });

  it('computes how much higher an amount is, never for shares', () => {
    expect(howMuchHigher(349, 169)).toBe(', about twice as much');
    expect(howMuchHigher(505370, 92090)).toBe(', about 5.5 times as much');
    expect(howMuchHigher(30200, 15700)).toBe(', about twice as much');
    expect(howMuchHigher(3.3, 2.6)).toBe('');
    expect(howMuchHigher(56.1, 12.2, true)).toBe('');
    expect(howMuchHigher(5, -2)).toBe('');
  });
});

describe('comparisonSentence, side by side and in time', () => {
  const independence: KeyField = {
    id: 'x',
    noun: 'independence',
    row: 'Independence',
    kind: 'date',
  };
  const spain = place('Spain', 'sp');
  const portugal = place('Portugal', 'po');

  it('puts dates of independence in time order, never ranks them as figures', () => {
    const sentence = comparisonSentence(
      independence,
      facts([
        [spain, '1492; the Iberian peninsula was characterized by a variety of independent kingdoms'],
        [portugal, '1143 (Kingdom of Portugal recognized); 5 October 1910 (republic proclaimed)'],
      ]),
    );
    expect(sentence).toBe(
      'Portugal became independent earlier, in 1143 (Kingdom of Portugal recognized) [2], than Spain, in 1492 [1].',
    );
    const three = comparisonSentence(
      independence,
      facts([
        [place('Kenya', 'ke'), '12 December 1963 (from the UK)'],
        [place('India', 'in'), '15 August 1947 (from the UK)'],
        [place('Canada', 'ca'), '1 July 1867 (union of British North American colonies)'],
      ]),
    );
    expect(three).toBe(
      'Canada became independent first, on 1 July 1867 (union of British North American colonies) [3], and Kenya last, on 12 December 1963 (from the UK) [1].',
    );
    const undated = comparisonSentence(
      independence,
      facts([
        [place('Denmark', 'da'), 'ca. 965 (unified and Christianized under HARALD I Gormson)'],
        [place('Greenland', 'gl'), 'none (extensive self-rule as part of the Kingdom of Denmark)'],
      ]),
    );
    expect(undated).toBe(
      'Denmark became independent in ca. 965 (unified and Christianized under HARALD I Gormson) [1], while Greenland is not independent (extensive self-rule as part of the Kingdom of Denmark) [2].',
    );
  });

  it('writes a date of independence as a sentence reads it', () => {
    const clause = (p: Place, value: string) =>
      factClause(p, independence, { place: p, field: 'independence', value, local: 1, held: '' });
    expect(clause(spain, '1492')).toBe('Spain became independent in 1492 [1]');
    expect(clause(place('Kenya', 'ke'), '12 December 1963 (from the UK)')).toBe(
      'Kenya became independent on 12 December 1963 (from the UK) [1]',
    );
    expect(clause(place('France', 'fr'), 'no official date of independence: 486')).toBe(
      'France has no official date of independence: 486 [1]',
    );
  });

  it("agrees with a plural noun side by side, and keeps a value's own article", () => {
    const languages: KeyField = { id: 'x', noun: 'languages', row: 'Languages' };
    expect(
      comparisonSentence(
        languages,
        facts([
          [place('India', 'in'), 'Hindi 41%, Bengali 8.1%'],
          [place('China', 'ch'), 'Standard Chinese or Mandarin (official)'],
        ]),
      ),
    ).toBe(
      "India's languages are Hindi 41%, Bengali 8.1% [1], while China's are Standard Chinese or Mandarin (official) [2].",
    );
    const type: KeyField = {
      id: 'x',
      noun: 'government type',
      row: 'Government type',
      kind: 'type',
    };
    expect(
      comparisonSentence(
        type,
        facts([
          [place('Canada', 'ca'), 'a parliamentary democracy, a federation, and a constitutional monarchy'],
          [place('Australia', 'as'), 'federal parliamentary democracy and a Commonwealth realm'],
        ]),
      ),
    ).toBe(
      'Canada is a parliamentary democracy, a federation, and a constitutional monarchy [1], while Australia is a federal parliamentary democracy and a Commonwealth realm [2].',
    );
  });
});

describe('sideBySideSentence', () => {
  it('sets every place’s value side by side, each cited, “the” before a name that takes it', () => {
    const head: KeyField = { id: 'x', noun: 'chief of state', row: 'Chief of state' };
    const netherlands = place('Netherlands', 'nl');
    const belgium = place('Belgium', 'be');
    const luxembourg = place('Luxembourg', 'lu');
    expect(
      sideBySideSentence(
        head,
        facts([
          [netherlands, 'King Willem-Alexander (since 30 April 2013)'],
          [belgium, 'King Philippe (since 21 July 2013)'],
          [luxembourg, 'Grand Duke Guillaume (since 3 October 2025)'],
        ]),
      ),
    ).toBe(
      'In the Netherlands, the chief of state is King Willem-Alexander (since 30 April 2013) [1]; in Belgium, King Philippe (since 21 July 2013) [2]; and in Luxembourg, Grand Duke Guillaume (since 3 October 2025) [3].',
    );
    expect(sideBySideSentence(head, facts([[belgium, 'King Philippe']]))).toBeUndefined();
  });
});

describe('regionInSentence', () => {
  it('names a region as a sentence does', () => {
    expect(regionInSentence('Middle East')).toBe('the Middle East');
    expect(regionInSentence('Caribbean')).toBe('the Caribbean');
    expect(regionInSentence('Baltic states')).toBe('the Baltic states');
    expect(regionInSentence('Caucasus')).toBe('the Caucasus');
    expect(regionInSentence('Nordic countries')).toBe('the Nordic countries');
    expect(regionInSentence('Caspian Sea')).toBe('the Caspian Sea');
    expect(regionInSentence('Gulf of Oman')).toBe('the Gulf of Oman');
    expect(regionInSentence('Lake Victoria')).toBe('Lake Victoria');
    expect(regionInSentence('Southeast Asia')).toBe('Southeast Asia');
    expect(regionInSentence('Central America')).toBe('Central America');
  });
});

describe('verbFor', () => {
  it("agrees with the noun's head, not with the phrase that qualifies it", () => {
    expect(verbFor('exports')).toBe('are');
    expect(verbFor('military expenditures')).toBe('are');
    expect(verbFor('electricity from fossil fuels')).toBe('is');
    expect(verbFor('population below the poverty line')).toBe('is');
    expect(verbFor('GDP per capita (PPP)')).toBe('is');
    expect(verbFor('legal system')).toBe('is');
  });
});

describe('factClause', () => {
  it("lends a value's own verb when it says 'include' itself", () => {
    const italy = place('Italy', 'it');
    const hazards = {
      field: 'natural-hazards',
      value: 'regional risks include landslides, mudflows, earthquakes',
    };
    expect(
      factClause(italy, field('natural hazards'), { place: italy, ...hazards, local: 2, held: '' }),
    ).toBe("Italy's natural hazards include landslides, mudflows, earthquakes [2]");
    const plain = { field: 'natural-hazards', value: 'earthquakes and volcanic activity' };
    expect(factClause(italy, field('natural hazards'), { place: italy, ...plain, local: 1, held: '' })).toBe(
      "Italy's natural hazards are earthquakes and volcanic activity [1]",
    );
  });

  it('says a list cut to its first items as what it includes', () => {
    const mongolia = place('Mongolia', 'mg');
    const issues = {
      place: mongolia,
      field: 'environmental-issues',
      value:
        'limited natural freshwater resources in some areas; air pollution from coal-burning power plants and lax regulations in Ulaanbaatar; soil erosion from deforestation and overgrazing; water pollution',
      local: 1,
      held: '',
    };
    expect(factClause(mongolia, field('environmental issues'), issues)).toBe(
      "Mongolia's environmental issues include limited natural freshwater resources in some areas [1]",
    );
    expect(factClause(mongolia, field('environmental issues'), issues, 600)).toMatch(
      /^Mongolia's environmental issues are limited natural freshwater resources in some areas; air pollution/u,
    );
  });

  it('says a value whose subject is its own place as written', () => {
    const eritrea = place('Eritrea', 'er');
    const service = {
      place: eritrea,
      field: 'military-service',
      value: 'Eritrea mandates military service for all citizens age 18-40',
      local: 5,
      held: '',
    };
    expect(factClause(eritrea, field('military service'), service)).toBe(
      'Eritrea mandates military service for all citizens age 18-40 [5]',
    );
    expect(itsClause(field('military service'), service)).toBe(
      'Eritrea mandates military service for all citizens age 18-40 [5]',
    );
  });
});

describe('factClause of a kind of government', () => {
  const type: KeyField = {
    id: 'government-type',
    noun: 'government type',
    row: 'Government type',
    kind: 'type',
  };
  const fact = (p: Place, value: string) => ({
    place: p,
    field: 'government-type',
    value,
    local: 1,
    held: '',
  });

  it('says a kind with an article after "is"', () => {
    const norway = place('Norway', 'no');
    expect(factClause(norway, type, fact(norway, 'parliamentary constitutional monarchy'))).toBe(
      'Norway is a parliamentary constitutional monarchy [1]',
    );
    // "sultanate" ends like a verb; the value is still a kind.
    const brunei = place('Brunei', 'bx');
    expect(factClause(brunei, type, fact(brunei, 'absolute monarchy or sultanate'))).toBe(
      'Brunei is an absolute monarchy or sultanate [1]',
    );
  });

  it('says a value that is a clause of its own as written, never "X is <clause>"', () => {
    const antarctica = place('Antarctica', 'ay');
    const value = 'the Antarctic Treaty and its agreements govern the use of Antarctica';
    expect(factClause(antarctica, type, fact(antarctica, value))).toBe(`In Antarctica, ${value} [1]`);
    expect(itsClause(type, fact(antarctica, value))).toBe(`there, ${value} [1]`);
  });
});

describe('factSentence', () => {
  it("states a field's value in full after its noun", () => {
    const norway = place('Norway', 'no');
    const chief: KeyField = { id: 'chief-of-state', noun: 'chief of state', row: 'Chief of state' };
    const own = { place: norway, field: 'chief-of-state', value: 'King Harald V', local: 1, held: '' };
    expect(factSentence(norway, chief, own)).toBe("Norway's chief of state: King Harald V [1].");
  });

  it('says a figure or a plain list with its verb, and a value of several parts after a colon', () => {
    const fact = (field: string, value: string) => ({ place: kazakhstan, field, value, local: 1, held: '' });
    const coastline: KeyField = { id: 'coastline', noun: 'coastline', row: 'Coastline', detail: true };
    expect(factSentence(kazakhstan, coastline, fact('coastline', '0 km (landlocked)'))).toBe(
      "Kazakhstan's coastline is 0 km (landlocked) [1].",
    );
    const industries: KeyField = { id: 'industries', noun: 'main industries', row: 'Industries', list: true };
    expect(factSentence(kazakhstan, industries, fact('industries', 'oil, coal, iron ore'))).toBe(
      "Kazakhstan's main industries are oil, coal, iron ore [1].",
    );
    const constitution: KeyField = { id: 'constitution', noun: 'constitution', row: 'Constitution' };
    expect(factSentence(kazakhstan, constitution, fact('constitution', 'previous 1937; latest 1995'))).toBe(
      "Kazakhstan's constitution: previous 1937; latest 1995 [1].",
    );
  });

  it('lists named things with their sizes, each in one bracket', () => {
    const rivers: KeyField = { id: 'rivers', noun: 'major rivers', row: 'Major rivers', detail: true };
    const value = 'Amazon (shared with Peru) - 6,400 km; Tocantins - 3,650 km; Xingu 1,640 km';
    expect(
      factSentence(kazakhstan, rivers, { place: kazakhstan, field: 'rivers', value, local: 2, held: '' }),
    ).toBe(
      "Kazakhstan's major rivers are Amazon (6,400 km, shared with Peru), Tocantins (3,650 km) and Xingu (1,640 km) [2].",
    );
  });
});
