import { describe, expect, it } from 'vitest';
import { checkCitations } from '../../../answer/citation-check.js';
import { packOf } from '../../evidence/evidence-pack.js';
import { splitPassages, type Passage } from '../../evidence/passages.js';
import { packTexts } from '../../stages/check-citations.js';
import { aspectById, leadWithAskedFields } from '../../understand/aspects.js';
import type { QuestionFrame } from '../../understand/frame.js';
import type { Place } from '../../../knowledge/places/gazetteer.js';
import type { ReportPart } from '../research-model.js';
import { factsOfProfile } from '../../../knowledge/factbook/facts.js';
import { fieldParagraphs } from '../../../search/library/sources/factbook-entry.js';
import { slugify } from '../../../search/library/ids.js';
import { writePlaceParts } from './write-place-parts.js';

const norway: Place = { name: 'Norway', code: 'no', aliases: ['Norwegian'], areas: ['Europe'] };
const sweden: Place = { name: 'Sweden', code: 'sw', aliases: ['Swedish'], areas: ['Europe'] };
const kenya: Place = { name: 'Kenya', code: 'ke', aliases: ['Kenyan'], areas: ['Africa'] };

const t = (text: string) => ({ text });

/**
 * A place's profile section as the library writes it (one document, its passages) and as the
 * knowledge layer reads it (typed facts naming that document).
 */
function entry(n: number, place: Place, section: string, fields: Record<string, unknown>) {
  const libraryId = `factbook.${place.code}.${slugify(section)}`;
  const title = `${place.name} — ${section}`;
  // Headed like the library's document: its region is part of what a report may say of it.
  const heading = `# ${title} (${place.areas.join(', ')})`;
  const paragraphs = Object.entries(fields).flatMap(([label, field]) => fieldParagraphs(label, field));
  const text = [heading, ...paragraphs].join('\n\n');
  const passages: Passage[] = splitPassages(n, text).map((p) => ({
    ...p,
    sourceTitle: title,
    libraryId,
  }));
  return { passages, facts: factsOfProfile(place.code, { [section]: fields }) };
}

const entries = (all: ReturnType<typeof entry>[]) => ({
  passages: all.flatMap((e) => e.passages),
  facts: all.flatMap((e) => e.facts),
});

const evidence = entries([
  entry(1, norway, 'Government', {
    'Government type': t('constitutional monarchy'),
    'Legislative branch': {
      description: t('unicameral Parliament or Storting (169 seats; members directly elected)'),
    },
    'Legal system': t('mixed legal system of civil, common, and customary law'),
  }),
  entry(2, sweden, 'Government', {
    'Government type': t('constitutional monarchy'),
    'Legislative branch': {
      description: t('unicameral Parliament or Riksdag (349 seats; members directly elected)'),
    },
    'Legal system': t('civil law system influenced by Roman-Germanic law'),
  }),
]);

const frame = (places: Place[], facts = evidence.facts): QuestionFrame => ({
  shape: places.length > 1 ? 'comparison' : 'place',
  places,
  things: [],
  aspects: [aspectById('government')!],
  aspectsNamed: true,
  names: [],
  conceptTerms: [],
  otherTerms: [],
  years: [],
  definition: false,
  compares: places.length > 1,
  facts,
});

function write(places: Place[]) {
  const pack = packOf(evidence.passages);
  const parts: ReportPart[] = [
    { kind: 'summary', title: '', focus: '', pack },
    { kind: 'section', title: 'Key facts side by side', focus: '', pack, table: true },
    { kind: 'section', title: 'Political system', focus: '', pack, aspect: 'government' },
    { kind: 'conclusion', title: 'Conclusion', focus: '', pack },
  ];
  const texts = writePlaceParts(
    { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
    frame(places),
  );
  return { texts, parts };
}

describe('writePlaceParts', () => {
  const { texts, parts } = write([norway, sweden]);
  const [summary, table, section, conclusion] = texts;

  it('opens with the places compared, then an answer for each place in full sentences', () => {
    expect(summary).toMatch(
      /^Norway and Sweden share the same government type: constitutional monarchy \[1\] \[2\]\. Norway's legislature is unicameral Parliament or Storting \(169 seats\) \[1\]\./,
    );
    expect(summary).toContain("Sweden's legislature is unicameral Parliament or Riksdag (349 seats) [2]");
  });

  it('sets the key facts side by side in a table, places as columns, every cell cited', () => {
    const rows = table!.split('\n');
    expect(rows[0]).toBe('|  | Norway | Sweden |');
    expect(rows).toContain(
      '| Legislature | unicameral Parliament or Storting (169 seats) [1] | unicameral Parliament or Riksdag (349 seats) [2] |',
    );
    for (const row of rows.slice(2))
      for (const cell of row.split('|').slice(2, -1)) expect(cell).toMatch(/\[\d\]/);
  });

  it('says whose every labelled fact is, and never repeats a sentence', () => {
    expect(section).toContain(
      "Norway's legal system: mixed legal system of civil, common, and customary law [1].",
    );
    expect(section).not.toMatch(/(?:^|\. )Legal system:/);
    const sentences = texts
      .join(' ')
      .split(/(?<=\.)\s+/u)
      .filter((s) => s.length > 20);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('names the Factbook edition its facts come from once, at the end', () => {
    const report = texts.join('\n\n');
    expect(report.match(/World Factbook, final edition \(January 2026\)/gu)).toHaveLength(1);
    expect(conclusion).toContain('_Facts from the World Factbook, final edition (January 2026)._');
  });

  it('concludes with where the places differ, past what the summary compared', () => {
    expect(conclusion).not.toContain('share the same government type');
    expect(conclusion).toMatch(
      /Norway's legislature is unicameral Parliament or Storting \(169 seats\) \[1\], while Sweden's is unicameral Parliament or Riksdag \(349 seats\) \[2\]\./,
    );
  });

  it('writes only what its passages support', () => {
    texts.forEach((text, i) => expect(checkCitations(text, packTexts(parts[i]!))).toEqual([]));
  });

  it('sets a fact two asked aspects share in one row of the table', () => {
    const economy = (n: number, place: Place, exports: string) =>
      entry(n, place, 'Economy', {
        Exports: { 'Exports 2024': t(exports) },
        'Exports - commodities': t('crude petroleum, natural gas (2023)'),
      });
    const both = entries([
      economy(1, norway, '$200 billion (2024 est.)'),
      economy(2, sweden, '$300 billion (2024 est.)'),
    ]);
    const pack = packOf(both.passages);
    const [table] = writePlaceParts(
      {
        question: 'q',
        history: [],
        reportTitle: 't',
        maxTokensPerPart: 1,
        parts: [{ kind: 'section', title: 'Key facts side by side', focus: '', pack, table: true }],
      },
      {
        ...frame([norway, sweden], both.facts),
        aspects: leadWithAskedFields(
          [aspectById('economy')!, aspectById('trade')!],
          'how much do they export',
        ),
      },
    );
    const rows = table!.split('\n').filter((row) => row.includes('$200 billion'));
    expect(rows).toHaveLength(1);
  });

  it('concludes with a comparison the summary did not make, when the sections compared everything', () => {
    const uruguay: Place = { name: 'Uruguay', code: 'uy', aliases: [], areas: ['South America'] };
    const paraguay: Place = { name: 'Paraguay', code: 'pa', aliases: [], areas: ['South America'] };
    const energy = (n: number, place: Place, hydro: string, exports: string) =>
      entry(n, place, 'Energy', {
        Electricity: { consumption: t('10 billion kWh (2023 est.)'), exports: t(exports) },
        'Electricity generation sources': { hydroelectricity: t(hydro) },
      });
    const both = entries([
      energy(1, uruguay, '27.3% of total installed capacity (2023 est.)', '2 billion kWh (2023 est.)'),
      energy(2, paraguay, '99.4% of total installed capacity (2023 est.)', '24.202 billion kWh (2023 est.)'),
    ]);
    const pack = packOf(both.passages);
    const [summary, , conclusion] = writePlaceParts(
      {
        question: 'q',
        history: [],
        reportTitle: 't',
        maxTokensPerPart: 1,
        parts: [
          { kind: 'summary', title: '', focus: '', pack },
          { kind: 'section', title: 'Energy', focus: '', pack, aspect: 'energy' },
          { kind: 'conclusion', title: 'Conclusion', focus: '', pack },
        ],
      },
      { ...frame([uruguay, paraguay], both.facts), aspects: [aspectById('energy')!] },
    );
    expect(summary).toContain('hydroelectric');
    expect(conclusion).toMatch(
      /^In short, Paraguay's electricity exports, 24\.202 billion kWh \(2023 est\.\) \[2\], are higher than Uruguay's/u,
    );
  });

  it('says so where the sources have nothing on a place', () => {
    const gap = write([norway, kenya]);
    expect(gap.texts[2]).toContain("The sources found say nothing about Kenya's political system.");
    expect(gap.texts[3]).toContain('The sources found say nothing about Kenya.');
  });

  it('names the places the sources have nothing on together, in one sentence', () => {
    const ghana: Place = { name: 'Ghana', code: 'gh', aliases: [], areas: ['Africa'] };
    const section = write([norway, kenya, ghana]).texts[2]!;
    expect(section).toContain('The sources found say nothing about the political system of Kenya and Ghana.');
    expect(section).not.toContain("Kenya's political system");
  });
});

describe('writePlaceParts for a region', () => {
  const gulf = (['Iran', 'Iraq', 'Saudi Arabia', 'Kuwait', 'Jordan'] as const).map((name, i): Place => ({
    name,
    code: `g${i}`,
    aliases: [],
    areas: ['Middle East'],
  }));
  // Per place: crude oil exports (million bbl/day), fossil and hydro shares, exports ($ billion).
  const figures = [
    [1.3, 85.6, 12.4, 95.7],
    [2.4, 92, 7.6, 94.4],
    [7.7, 99.9, 0.1, 359.4],
    [2.1, 99.5, 0.5, 104.2],
    [0, 99.6, 0.3, 8.6],
  ] as const;
  const regionEvidence = entries(
    gulf.flatMap((place, i) => {
      const [oil, fossil, hydro, exports] = figures[i]!;
      const share = (n: number) => t(`${n}% of total installed capacity (2012 est.)`);
      return [
        entry(2 * i + 1, place, 'Energy', {
          'Electricity - from fossil fuels': share(fossil),
          'Electricity - from hydroelectric plants': share(hydro),
          // In Jordan, the same share as its hydroelectric plants (0.3%).
          'Electricity - from other renewable sources': share(i === 4 ? hydro : i + 1),
          'Crude oil - exports': t(`${oil} million bbl/day (2013 est.)`),
        }),
        entry(2 * i + 2, place, 'Economy', {
          Exports: t(`$${exports} billion (2014 est.)`),
          'Exports - commodities': t('crude oil, refined petroleum products, chemicals'),
        }),
      ];
    }),
  );

  function writeRegion(question: string, aspectIds: string[], region = 'Middle East') {
    const pack = packOf(regionEvidence.passages);
    const aspects = leadWithAskedFields(
      aspectIds.map((id) => aspectById(id)!),
      question,
    );
    const parts: ReportPart[] = [
      { kind: 'summary', title: '', focus: '', pack },
      { kind: 'section', title: 'Key facts side by side', focus: '', pack, table: true },
      { kind: 'conclusion', title: 'Conclusion', focus: '', pack },
    ];
    const texts = writePlaceParts(
      { question, history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      { ...frame(gulf, regionEvidence.facts), shape: 'region', region, aspects },
    );
    texts.forEach((text, i) => expect(checkCitations(text, packTexts(parts[i]!))).toEqual([]));
    return texts;
  }

  it('writes each sub-aspect once, its facts together, though the asked ones lead', () => {
    const kenyaEvidence = entries([
      entry(1, kenya, 'Government', {
        'Government type': t('presidential republic'),
        'Executive branch': {
          'chief of state': t('President William RUTO (since 13 September 2022)'),
          cabinet: t('Cabinet appointed by the president, subject to confirmation by the National Assembly'),
        },
        'Legislative branch': {
          'legislature name': t('Parliament'),
          'number of seats': t('416'),
        },
      }),
    ]);
    const question = 'Who leads Kenya, and how big is its parliament?';
    const aspects = leadWithAskedFields([aspectById('government')!], question);
    const pack = packOf(kenyaEvidence.passages);
    const parts: ReportPart[] = [
      { kind: 'summary', title: '', focus: '', pack },
      { kind: 'section', title: 'Political system', focus: '', pack, aspect: 'government' },
    ];
    const [, section] = writePlaceParts(
      { question, history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      { ...frame([kenya], kenyaEvidence.facts), aspects },
    );
    for (const heading of ['### Executive', '### Legislature'])
      expect(section!.split(heading).length - 1, heading).toBeLessThanOrEqual(1);
    expect(section).toContain('416');
  });

  it('names a grouping only the reader makes nowhere a cited sentence would claim it', () => {
    // "Gulf oil states" is the asker's word; the sources head their entries "(Middle East)".
    const [summary] = writeRegion(
      "What are the Gulf oil states' oil exports?",
      ['trade', 'energy'],
      'Gulf oil states',
    );
    expect(summary).toMatch(/^Saudi Arabia's crude oil exports are the highest/u);
    expect(summary).not.toContain('Gulf oil states');
  });

  it('answers with the fact the question names, and sets each aspect side by side in the table', () => {
    const [summary, table] = writeRegion("What are the Middle East's oil exports?", ['trade', 'energy']);
    expect(summary).toMatch(
      /^Across the Middle East, Saudi Arabia's crude oil exports are the highest, 7\.7 million bbl\/day \(2013 est\.\) \[5\], and Jordan's the lowest, 0 million bbl\/day/,
    );
    // Five places: the facts are the columns, the named one first, then each aspect's in turn.
    expect(table!.split('\n')[0]).toBe('|  | Crude oil exports | Exports | Fossil fuels | Main exports |');
  });

  it('answers a question that names one fact with that fact alone', () => {
    const [summary] = writeRegion("What are the Middle East's crude oil exports?", ['energy']);
    expect(summary).toMatch(/^Across the Middle East, Saudi Arabia's crude oil exports are the highest, /u);
    expect(summary).not.toContain('electricity');
  });

  it('goes on to the next facts of a single aspect, so the summary says more than one thing', () => {
    const [summary, table, conclusion] = writeRegion('Where does the Middle East get its electricity?', [
      'energy',
    ]);
    expect(summary).toContain("Saudi Arabia's electricity from fossil fuels is the highest");
    expect(summary).toContain("Iran's electricity from hydroelectric plants is the highest");
    expect(summary).toContain("Kuwait's electricity from other renewable sources is the highest");
    // The conclusion does not repeat them: it goes on to what the summary left.
    expect(conclusion).toMatch(/^Saudi Arabia's crude oil exports are the highest/u);
    for (const sentence of summary!.split(/(?<=\.) /u)) expect(conclusion).not.toContain(sentence);
    // Equal figures are each written out: "same as" is for a person in two posts, not two shares.
    expect(table).not.toContain('same as');
    expect(table).toContain(
      '| Jordan | 99.6% of total installed capacity (2012 est.) [9] | 0.3% of total installed capacity (2012 est.) [9] | 0.3% of total installed capacity (2012 est.) [9] |',
    );
  });
});

describe('writePlaceParts with two aspects that share a fact', () => {
  it('states the climate in the climate section, not as a detail of the natural hazards', () => {
    const australia: Place = { name: 'Australia', code: 'as', aliases: [], areas: ['Oceania'] };
    const found = entries([
      entry(1, australia, 'Geography', {
        'Natural hazards': t('cyclones along the coast; severe droughts; forest fires'),
        Terrain: t('mostly low plateau with deserts; fertile plain in southeast'),
      }),
      entry(2, australia, 'Environment', { Climate: t('generally arid to semiarid; tropical in north') }),
    ]);
    const pack = packOf(found.passages);
    const parts: ReportPart[] = [
      { kind: 'section', title: 'Natural hazards', focus: '', pack, aspect: 'hazards' },
      { kind: 'section', title: 'Climate', focus: '', pack, aspect: 'climate' },
    ];
    const [hazards, climate] = writePlaceParts(
      { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      {
        ...frame([australia], found.facts),
        aspects: [aspectById('hazards')!, aspectById('climate')!],
      },
    );
    expect(hazards).not.toContain('arid');
    expect(hazards).toContain("Australia's terrain");
    expect(climate).toContain('generally arid to semiarid');
  });
});

describe('writePlaceParts for a history', () => {
  it('tells a long background from its start to its latest events, not its opening sentences only', () => {
    const years = Array.from({ length: 14 }, (_, i) => 1850 + i * 12);
    const background = years
      .map((year, i) => `In ${year}, Kenya saw change number ${i + 1} in its long history.`)
      .join(' ');
    const found = entries([entry(1, kenya, 'Introduction', { Background: t(background) })]);
    const pack = packOf(found.passages);
    const parts: ReportPart[] = [{ kind: 'section', title: 'History', focus: '', pack, aspect: 'history' }];
    const [history] = writePlaceParts(
      { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      { ...frame([kenya], found.facts), aspects: [aspectById('history')!] },
    );
    expect(history).toContain('In 1850');
    expect(history).toContain('In 2006');
    expect(history).not.toContain('In 1874');
  });
});

describe('writePlaceParts for a sea and its shores', () => {
  it("opens with the sea's own entry, said as a sentence and cited", () => {
    const iran: Place = { name: 'Iran', code: 'ir', aliases: [], areas: ['Caspian Sea'] };
    const found = entries([entry(1, iran, 'Geography', { 'Natural hazards': t('earthquakes; floods') })]);
    const gloss = splitPassages(
      2,
      'Caspian Sea (noun): a large saltwater lake between Iran and Russia; the largest inland body of water in the world. Synonyms: Caspian.',
    ).map((p) => ({ ...p, sourceTitle: 'Caspian Sea' }));
    const parts: ReportPart[] = [
      { kind: 'summary', title: '', focus: '', pack: packOf([...found.passages, ...gloss]) },
    ];
    const [summary] = writePlaceParts(
      { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      {
        ...frame([iran], found.facts),
        shape: 'region',
        region: 'Caspian Sea',
        aspects: [aspectById('hazards')!],
      },
    );
    expect(summary).toMatch(
      /^The Caspian Sea is a large saltwater lake between Iran and Russia; the largest inland body of water in the world \[2\]\./u,
    );
    expect(summary).not.toContain('Synonyms');
  });
});

describe('writePlaceParts for energy', () => {
  it('states every source of electricity the profile names, geothermal and wind too', () => {
    const iceland: Place = { name: 'Iceland', code: 'ic', aliases: [], areas: ['Europe'] };
    const found = entries([
      entry(1, iceland, 'Energy', {
        'Electricity generation sources': {
          hydroelectricity: t('70.1% of total installed capacity (2023 est.)'),
          geothermal: t('29.9% of total installed capacity (2023 est.)'),
        },
      }),
    ]);
    const parts: ReportPart[] = [
      { kind: 'section', title: 'Energy', focus: '', pack: packOf(found.passages), aspect: 'energy' },
    ];
    const [energy] = writePlaceParts(
      { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      { ...frame([iceland], found.facts), aspects: [aspectById('energy')!] },
    );
    expect(energy).toContain("Iceland's electricity from geothermal power is 29.9%");
  });
});

describe('writePlaceParts for a question asking more than an aspect', () => {
  it('answers what the question asks beyond the aspect first: its sentences lead and are kept', () => {
    const background = [
      'Kenya was a trading coast for centuries.',
      ...Array.from({ length: 12 }, (_, i) => `In ${1850 + i * 5}, Kenya saw change number ${i + 1}.`),
      'In 1912, a referendum was held on independence from the empire.',
      ...Array.from({ length: 8 }, (_, i) => `In ${1920 + i * 10}, Kenya saw a later change ${i + 1}.`),
    ].join(' ');
    const found = entries([entry(1, kenya, 'Introduction', { Background: t(background) })]);
    const pack = packOf(found.passages);
    const parts: ReportPart[] = [
      { kind: 'summary', title: '', focus: '', pack },
      { kind: 'section', title: 'History', focus: '', pack, aspect: 'history' },
    ];
    const [summary, history] = writePlaceParts(
      { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      { ...frame([kenya], found.facts), aspects: [aspectById('history')!], otherTerms: ['independ'] },
    );
    expect(summary).toMatch(/^In Kenya, in 1912, a referendum was held on independence/u);
    expect(history).toContain('Kenya was a trading coast');
    expect(history).not.toContain('referendum');
  });

  it('leads with the sentences naming the most of what is asked, the latest where as many do', () => {
    const background = [
      'Kenya was a trading coast for centuries.',
      'In 1963, Jomo KENYATTA won the first election and became president.',
      'In 1978, Daniel arap MOI became president after the death of KENYATTA.',
      'In 2022, William RUTO won the presidential election and became president.',
    ].join(' ');
    const found = entries([entry(1, kenya, 'Introduction', { Background: t(background) })]);
    const pack = packOf(found.passages);
    const parts: ReportPart[] = [
      { kind: 'summary', title: '', focus: '', pack },
      { kind: 'section', title: 'History', focus: '', pack, aspect: 'history' },
    ];
    const [summary] = writePlaceParts(
      { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      {
        ...frame([kenya], found.facts),
        aspects: [aspectById('history')!],
        otherTerms: ['won', 'elect', 'becam'],
      },
    );
    expect(summary).toMatch(/^In Kenya, in 2022, William RUTO won the presidential election/u);
  });
});

describe('writePlaceParts for a question naming a thing within an aspect', () => {
  it('opens the summary with the fact that names it ("tourism" among the industries)', () => {
    const found = entries([
      entry(1, kenya, 'Economy', {
        'Real GDP per capita': { 'Real GDP per capita 2024': t('$6,200 (2024 est.)') },
        Industries: t('tourism, small-scale consumer goods, agricultural products'),
      }),
    ]);
    const pack = packOf(found.passages);
    const [summary] = writePlaceParts(
      {
        question: 'What role does tourism play in the economy of Kenya?',
        history: [],
        reportTitle: 't',
        parts: [{ kind: 'summary', title: '', focus: '', pack }],
        maxTokensPerPart: 1,
      },
      { ...frame([kenya], found.facts), aspects: [aspectById('economy')!], otherTerms: ['tourism'] },
    );
    expect(summary).toMatch(/^Kenya's main industries are tourism, small-scale consumer goods/u);
    expect(summary).toContain('GDP per capita');
  });
});

describe('writePlaceParts for places set side by side', () => {
  it('opens the summary with their first figure compared, and states it once', () => {
    const gdp = (value: string) => ({ 'Real GDP per capita': { 'Real GDP per capita 2024': t(value) } });
    const found = entries([
      entry(1, norway, 'Economy', gdp('$84,200 (2024 est.)')),
      entry(2, kenya, 'Economy', gdp('$6,200 (2024 est.)')),
    ]);
    const pack = packOf(found.passages);
    const parts: ReportPart[] = [
      { kind: 'summary', title: '', focus: '', pack },
      { kind: 'section', title: 'Economy', focus: '', pack, aspect: 'economy' },
    ];
    const [summary, section] = writePlaceParts(
      {
        question: 'Compare the economies of Norway and Kenya',
        history: [],
        reportTitle: 't',
        parts,
        maxTokensPerPart: 1,
      },
      { ...frame([norway, kenya], found.facts), aspects: [aspectById('economy')!] },
    );
    expect(summary).toMatch(
      /^Norway's real GDP per capita, \$84,200 \(2024 est\.\) \[1\], is higher than Kenya's/u,
    );
    expect(section).not.toContain('$84,200');
    parts.forEach((part, i) => expect(checkCitations([summary, section][i]!, packTexts(part))).toEqual([]));
  });
});

describe("writePlaceParts quoting the background's sentences on an aspect", () => {
  it('quotes those that use its words, and one leaning on a sentence left out not at all', () => {
    const background = [
      'Kenya became a colony in 1920.',
      'The area was home to many ethnic groups with different languages.',
      'A federal structure was set up in 1963.',
      'This structure served to enflame ethnic tension.',
      'Christian missions spread new religions, and these religions grew quickly.',
    ].join(' ');
    const found = entries([
      entry(1, kenya, 'Introduction', { Background: t(background) }),
      entry(2, kenya, 'People and Society', { Religions: t('Christian 85.5%, Muslim 10.9% (2019 est.)') }),
    ]);
    const pack = packOf(found.passages);
    const parts: ReportPart[] = [{ kind: 'section', title: 'Society', focus: '', pack, aspect: 'society' }];
    const [society] = writePlaceParts(
      { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      { ...frame([kenya], found.facts), aspects: [aspectById('society')!] },
    );
    expect(society).toContain('many ethnic groups with different languages');
    expect(society).not.toContain('This structure');
    expect(society).not.toContain('became a colony');
    expect(society).toContain('Christian 85.5%');
  });
});

describe('writePlaceParts for a single place with its dictionary entry', () => {
  it('opens the summary with what the entry says the place is, its synonyms left out', () => {
    const found = entries([entry(1, kenya, 'Government', { 'Government type': t('presidential republic') })]);
    const gloss = splitPassages(
      2,
      'Kenya (noun): a republic in eastern Africa; achieved independence from the United Kingdom in 1963. Synonyms: Republic of Kenya.',
    ).map((p) => ({ ...p, sourceTitle: 'Kenya' }));
    const parts: ReportPart[] = [
      { kind: 'summary', title: '', focus: '', pack: packOf([...found.passages, ...gloss]) },
    ];
    const [summary] = writePlaceParts(
      { question: 'q', history: [], reportTitle: 't', parts, maxTokensPerPart: 1 },
      frame([kenya], found.facts),
    );
    expect(summary).toMatch(
      /^Kenya is a republic in eastern Africa \[2\]\. Its government is a presidential republic \[1\]/u,
    );
    expect(summary).not.toContain('Synonyms');
  });
});

describe('leadWithAskedFields', () => {
  it('brings a named list its kind along, but a named figure is one quantity', () => {
    const [trade] = leadWithAskedFields([aspectById('trade')!], 'What does Norway export?');
    const asked = trade!.fields.filter((f) => f.asked).map((f) => f.id);
    expect(asked).toContain('exports-value');
    expect(asked).not.toContain('gas-exports');
    const [geography] = leadWithAskedFields([aspectById('geography')!], 'What are the lakes of Chile?');
    expect(geography!.fields.filter((f) => f.asked).map((f) => f.id)).toEqual(
      expect.arrayContaining(['lakes', 'salt-lakes']),
    );
  });
});
