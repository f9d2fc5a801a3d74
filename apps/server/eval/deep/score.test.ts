import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH_EVIDENCE_HEADING } from '@pardus/protocol';
import type { DeepQuestion } from './deep-question.js';
import type { FactbookVocabulary } from './factbook-vocabulary.js';
import { createGazetteer, type CountryEntry } from './gazetteer.js';
import {
  danglingOpeners,
  fillerSentences,
  missingAspects,
  sectionOpenings,
  repeatedFacts,
  sectionDepth,
  validCitationCount,
  rawLabelSentences,
  repeatedSentences,
  scoreDeepReport,
  type DeepRun,
} from './score.js';

// A few profiles as the Factbook gives them: enough to tell subjects from outsiders.
const ENTRIES: CountryEntry[] = [
  {
    code: 'no',
    name: 'Norway',
    aliases: ['Kingdom of Norway'],
    demonyms: ['Norwegian'],
    region: 'Europe',
    area: 'Northern Europe',
  },
  {
    code: 'sw',
    name: 'Sweden',
    aliases: ['Kingdom of Sweden'],
    demonyms: ['Swede', 'Swedish'],
    region: 'Europe',
    area: 'Northern Europe',
  },
  {
    code: 'ug',
    name: 'Uganda',
    aliases: [],
    demonyms: ['Ugandan'],
    region: 'Africa',
    area: 'East-Central Africa',
  },
  {
    code: 'in',
    name: 'India',
    aliases: [],
    demonyms: ['Indian'],
    region: 'South Asia',
    area: 'Southern Asia',
  },
  {
    code: 'id',
    name: 'Indonesia',
    aliases: [],
    demonyms: ['Indonesian'],
    region: 'East & Southeast Asia',
    area: 'Southeastern Asia',
  },
  {
    code: 'th',
    name: 'Thailand',
    aliases: [],
    demonyms: ['Thai'],
    region: 'East & Southeast Asia',
    area: 'Southeastern Asia',
  },
  {
    code: 'pe',
    name: 'Peru',
    aliases: [],
    demonyms: ['Peruvian'],
    region: 'South America',
    area: 'Western South America',
  },
];
const VOCABULARY: FactbookVocabulary = {
  gazetteer: createGazetteer(ENTRIES),
  fieldLabels: ['Legislative branch', 'Economy - overview', 'Country name', 'Government type'],
  sections: ['Government', 'Communications', 'Economy'],
};

const NORDIC: DeepQuestion = {
  question: 'How do the political systems of Norway and Sweden differ?',
  kind: 'comparison',
  subjects: ['Norway', 'Sweden'],
  aspects: ['government'],
  expected: [/Storting/, /Riksdag/],
};
const SOURCES = [
  { n: 1, url: 'http://x/library/factbook.no.government', title: 'Norway — Government' },
  { n: 2, url: 'http://x/library/factbook.sw.government', title: 'Sweden — Government' },
  { n: 3, url: 'http://x/library/factbook.ug.introduction', title: 'Uganda — Introduction' },
];
const run = (report: string, extra: Partial<DeepRun> = {}): DeepRun => ({
  report,
  sources: SOURCES,
  unverified: [],
  status: 'done',
  ...extra,
});

/** What a report that meets every target looks like. */
const GOOD = `# Norway and Sweden

Norway and Sweden are both constitutional monarchies with unicameral parliaments [1, 2].

| | Norway | Sweden |
|---|---|---|
| Legislature | Storting, 169 seats [1] | Riksdag, 349 seats [2] |
| Government type | constitutional monarchy [1] | constitutional monarchy [2] |

## Political systems

Norway's legislature is the Storting [1]. Sweden's legislature is the Riksdag [2].

## Conclusion

Both are parliamentary monarchies; Norway's parliament is the Storting, Sweden's the Riksdag [1, 2].
`;

describe('scoreDeepReport', () => {
  it('passes a report that meets every target', () => {
    const score = scoreDeepReport(NORDIC, run(GOOD), VOCABULARY);
    expect(score.reasons).toEqual([]);
    expect(score.ok).toBe(true);
    expect(score.table).toMatchObject({ present: true, missingColumns: [], uncitedCells: 0 });
    expect(score.citations).toEqual({ cited: 2, invalid: [], unverified: 0 });
  });

  it('reports missing facts and forbidden ones', () => {
    const q = { ...NORDIC, forbidden: [/Uganda/] };
    const score = scoreDeepReport(q, run(GOOD.replace(/Riksdag/g, 'parliament')), VOCABULARY);
    expect(score.facts.missing).toEqual(['/Riksdag/']);
    expect(score.ok).toBe(false);
  });

  it('flags a sentence naming an outsider only when neither it nor its source is about a subject', () => {
    const report = `${GOOD}
Uganda grouped together a wide range of ethnic groups [3]. Norway and Uganda exchange ambassadors [3].
Swedish cables reach Uganda.
Uganda buys cables [2].
Uganda borders nothing here.`;
    const score = scoreDeepReport(NORDIC, run(report), VOCABULARY);
    expect(score.offSubject).toEqual([
      'Uganda grouped together a wide range of ethnic groups [3].',
      'Uganda borders nothing here.',
    ]);
    expect(score.reasons).toContain('off-subject×2');
  });

  it('does not take the Indian Ocean for India, and lets a region stand for its members', () => {
    const q: DeepQuestion = {
      question: 'Environmental issues in Southeast Asia?',
      kind: 'region',
      subjects: ['Southeast Asia'],
      aspects: ['environment'],
      expected: [],
    };
    const sources = [{ n: 1, url: 'u', title: 'Indonesia — Environment' }];
    const report = `# SE Asia\n\n## Environmental issues\n\nThailand faces deforestation, and smoke crosses the Indian Ocean [1]. Peru has haze too.`;
    const score = scoreDeepReport(q, { report, sources, unverified: [] }, VOCABULARY);
    expect(score.offSubject).toEqual(['Peru has haze too.']);
  });

  it('takes two countries sharing a table value for no repetition, but a prose sentence said twice for one', () => {
    const rows = [
      '| Nuclear share | 4% of total installed capacity (2012 est.) [1] | 0% of total installed capacity (2012 est.) [2] |',
      '| Oil share | 3% of total installed capacity (2012 est.) [1] | 0% of total installed capacity (2012 est.) [2] |',
    ];
    const shared = GOOD.replace('| Government type |', `${rows.join('\n')}\n| Government type |`);
    expect(scoreDeepReport(NORDIC, run(shared), VOCABULARY).repeated).toEqual([]);
    const twice = GOOD.replace(
      "Sweden's legislature is the Riksdag [2].",
      "Norway's legislature is the Storting in Oslo [1]. Norway's legislature is the Storting in Oslo [1].",
    );
    expect(scoreDeepReport(NORDIC, run(twice), VOCABULARY).repeated).toHaveLength(1);
  });

  it('counts sentences citing only other countries’ sources apart, without failing on them', () => {
    const report = `${GOOD}\nThese differences prevented a working political community [3].`;
    const score = scoreDeepReport(NORDIC, run(report), VOCABULARY);
    expect(score.offSource).toEqual(['These differences prevented a working political community [3].']);
    expect(score.offSubject).toEqual([]);
  });

  it('wants a table with every subject as a column, and a citation in every fact cell', () => {
    expect(scoreDeepReport(NORDIC, run(GOOD.replace(/\|.*\n/g, '')), VOCABULARY).reasons).toContain(
      'no table',
    );
    const partial = GOOD.replace('| | Norway | Sweden |', '| | Norway | Denmark |');
    expect(scoreDeepReport(NORDIC, run(partial), VOCABULARY).table.missingColumns).toEqual(['Sweden']);
    const uncited = GOOD.replace('Riksdag, 349 seats [2]', 'Riksdag, 349 seats').replace(
      'constitutional monarchy [2] |',
      '— |',
    );
    const score = scoreDeepReport(NORDIC, run(uncited), VOCABULARY);
    expect(score.table.uncitedCells).toBe(1);
    expect(score.reasons).toContain('uncited cells×1');
  });

  it('does not want a table for one subject', () => {
    const q: DeepQuestion = { ...NORDIC, kind: 'single', subjects: ['Norway'], expected: [] };
    const report =
      '# Norway\n\nNorway is a constitutional monarchy [1].\n\n## Government\n\nThe Storting legislates [1].';
    expect(scoreDeepReport(q, run(report), VOCABULARY).ok).toBe(true);
  });

  it('flags `<Country> — <Section>` headings and aspects without a heading', () => {
    const report = GOOD.replace(
      '## Political systems',
      '## Sweden — Government\n\nx [2].\n\n## Norway — Communications',
    );
    const score = scoreDeepReport({ ...NORDIC, aspects: ['government', 'economy'] }, run(report), VOCABULARY);
    expect(score.sections.fieldGroupHeadings).toEqual(['Sweden — Government', 'Norway — Communications']);
    expect(score.sections.missingAspects).toEqual(['economy']);
  });

  it('finds citations of sources that were never streamed, and counts unverified ones', () => {
    const score = scoreDeepReport(
      NORDIC,
      run(`${GOOD}\nThe Storting has 169 seats [7].`, { unverified: [{ n: 1, sentence: 'x' }] }),
      VOCABULARY,
    );
    expect(score.citations.invalid).toEqual([7]);
    expect(score.citations.unverified).toBe(1);
    expect(score.reasons).toEqual(expect.arrayContaining(['invalid citations×1', 'unverified×1']));
  });

  it('flags the source-count filler of a conclusion', () => {
    const score = scoreDeepReport(
      NORDIC,
      run(`${GOOD}\nThe report drew on 8 sources, covering Norway.`),
      VOCABULARY,
    );
    expect(score.sourceCountFiller).toBe(1);
  });

  it('wants an unanswerable question to end as "not enough evidence", as the run and the report say', () => {
    const q: DeepQuestion = {
      question: 'Atlantis census 2031?',
      kind: 'unanswerable',
      subjects: ['Atlantis'],
      aspects: [],
      expected: [],
    };
    const gap = `# Atlantis\n\n**${NOT_ENOUGH_EVIDENCE_HEADING}.** The searches found too little.\n\n- Searched for: “atlantis”.`;
    expect(scoreDeepReport(q, run(gap, { status: 'insufficient' }), VOCABULARY).ok).toBe(true);
    expect(scoreDeepReport(q, run(gap, { status: 'done' }), VOCABULARY).notEnoughEvidence).toBe(false);
    expect(scoreDeepReport(q, run(GOOD), VOCABULARY).reasons).toContain(
      'wrote a report instead of "not enough evidence"',
    );
    expect(scoreDeepReport(NORDIC, run(gap, { status: 'insufficient' }), VOCABULARY).reasons).toContain(
      'said "not enough evidence"',
    );
  });
});

describe('writing checks', () => {
  it('finds dangling paragraph openers, "X also" among them', () => {
    expect(
      danglingOpeners([
        'Also, Sweden is a monarchy [2].',
        'However the Storting [1].',
        'Peru also has signed the treaty [3].',
        'It is a monarchy.',
        '- These are the parties [1].',
        'Norway is a monarchy [1]. This is why it has a king.',
        'Italy is not "It".',
        'The economy also grew.',
      ]),
    ).toEqual([
      'Also, Sweden is a monarchy',
      'However the Storting',
      'Peru also has signed the treaty',
      'It is a monarchy',
      'These are the parties',
    ]);
  });

  it('finds sentences opening with a bare Factbook label, but not one that says whose it is', () => {
    const labels = VOCABULARY.fieldLabels;
    expect(
      rawLabelSentences(
        [
          'Economy - overview: Chile has a market-oriented economy [1].',
          'Legislative branch — description: unicameral Parliament or Storting [1].',
          'Country name — conventional long form: Kingdom of Norway [1].',
          'Note - Iceland shares the Inmarsat earth station [4].',
          "Norway's legislature: the unicameral Storting [1].",
          'Uganda — background: The colonial boundaries [2].',
        ],
        labels,
      ),
    ).toHaveLength(4);
  });

  it('finds sentences said twice, ignoring citations and short ones', () => {
    expect(
      repeatedSentences([
        'Norway is a constitutional monarchy with a king [1].',
        'Norway is a constitutional monarchy with a king [3].',
        'See above.',
        'See above.',
      ]),
    ).toEqual(['norway is a constitutional monarchy with a king']);
  });

  it('matches aspects to headings by their words', () => {
    expect(
      missingAspects(['Political systems', 'Energy mix', 'Conclusion'], ['government', 'energy', 'climate']),
    ).toEqual(['climate']);
    expect(missingAspects(['How volcanoes form'], ['form', 'erupt'])).toEqual(['erupt']);
    // A section names its aspect in its heading or its opening sentence, not further down.
    const report =
      '# T\n\nLead.\n\n## How long water stays\n\nIts residence time varies [1]. Groundwater stays longest [1].\n\n## Conclusion\n\nX [1].';
    expect(missingAspects(sectionOpenings(report), ['residence time', 'groundwater'])).toEqual([
      'groundwater',
    ]);
  });
});

/** A report with the depth issue 34 asks for: three body sections, eight citations of three sources. */
const DEEP = `# Norway and Sweden

Both are constitutional monarchies [1, 2].

## Key facts side by side

| | Norway | Sweden |
|---|---|---|
| Legislature | Storting, 169 seats [1] | Riksdag, 349 seats [2] |

## Executive

Norway's king is Harald V [1]. Sweden's king is Carl XVI Gustaf [2].

## Legislature

Norway's Storting has 169 seats [1]. Sweden's Riksdag, 349 seats, is about twice its size [2].

## Background

Norway became independent of Sweden in 1905 [3].

## Conclusion

Sweden's parliament is about twice the size of Norway's [1, 2].
`;

describe('depth (issue 34)', () => {
  it('counts body sections, valid citations and distinct sources, and meets the targets', () => {
    const depth = scoreDeepReport(NORDIC, run(DEEP), VOCABULARY).depth;
    expect(depth.bodySections).toEqual(['Executive', 'Legislature', 'Background']);
    expect(depth).toMatchObject({
      emptySections: [],
      distinctSources: 3,
      validCitations: 11,
      repeatedFacts: [],
      conclusionRepeats: [],
      filler: [],
      targeted: true,
      shortfalls: [],
      ok: true,
    });
  });

  it('reports a shallow report’s shortfalls without failing its other checks', () => {
    const score = scoreDeepReport(NORDIC, run(GOOD), VOCABULARY);
    expect(score.ok).toBe(true);
    expect(score.depth.bodySections).toEqual(['Political systems']);
    expect(score.depth.validCitations).toBe(10);
    expect(score.depth.shortfalls).toEqual(['1 body sections < 3', '2 sources < 3']);
    expect(score.depth.ok).toBe(false);
  });

  it('takes the plan of the run as queries against the budget', () => {
    const planned = run(DEEP, { plan: { queries: ['Norway government', 'Sweden government'], budget: 6 } });
    expect(scoreDeepReport(NORDIC, planned, VOCABULARY).depth.planned).toEqual({ queries: 2, budget: 6 });
    expect(scoreDeepReport(NORDIC, run(DEEP), VOCABULARY).depth.planned).toBeUndefined();
  });

  it('finds headings with nothing under them, a table counting as content', () => {
    const { body, empty } = sectionDepth(
      '# T\n\nLead [1].\n\n## Overview\n\n## Key facts side by side\n\n| a | b |\n|---|---|\n| x | y |\n\n## Conclusion\n\n_Answered by extracting sentences._\n',
    );
    expect(body).toEqual([]);
    expect(empty).toEqual(['Overview', 'Conclusion']);
  });

  it('counts each sub-section of a section as a body section, and the prose before the first', () => {
    const { body } = sectionDepth(
      '# T\n\nLead [1].\n\n## Political system\n\nIn 1848 a constitution was adopted [2].\n\n### Executive\n\nThe Federal Council governs [1].\n\n### Courts\n\nThe Federal Supreme Court [1].\n\n## Conclusion\n\nIn short, a federal republic [1].\n',
    );
    expect(body.map((s) => s.heading)).toEqual([
      'Political system',
      'Political system › Executive',
      'Political system › Courts',
    ]);
  });

  it('counts citation marks of streamed sources only, less the unverified ones', () => {
    const sentences = [{ citations: [1, 2] }, { citations: [2, 9] }, { citations: [] }];
    expect(validCitationCount(sentences, { sources: SOURCES, unverified: [] })).toBe(3);
    expect(validCitationCount(sentences, { sources: SOURCES, unverified: [{ n: 2, sentence: 'x' }] })).toBe(
      2,
    );
  });

  it('finds a figure or a statement made again in another body section, not qualifiers or years', () => {
    expect(
      repeatedFacts([
        "Egypt's population is 112,870,457 (2025 est.) [1]. Its growth rate is 1.4% (2025 est.) [1].",
        'The capital Cairo holds a fifth of the 112,870,457 people; the constitution dates from 2014 [2].',
        'The Nile valley is home to most of Egypt’s people and the land is desert elsewhere [3].',
        'In 2014 a new constitution was adopted. The Nile valley is home to most of Egypt’s people [3].',
      ]),
    ).toEqual(['112,870,457', '"the nile valley is home to most of egypt\'s people"']);
    expect(
      repeatedFacts(['Growth was 2.1% (2024 est.) [1].', 'Inflation was 3.9% (2024 est.) [2].']),
    ).toEqual([]);
  });

  it('finds what a conclusion restates from the body, figures it compares aside', () => {
    const report = DEEP.replace(
      "Sweden's parliament is about twice the size of Norway's [1, 2].",
      "Sweden's king is Carl XVI Gustaf [2]. The Riksdag's 349 seats are twice the Storting's 169 [1, 2].",
    );
    expect(scoreDeepReport(NORDIC, run(report), VOCABULARY).depth.conclusionRepeats).toEqual([
      '"sweden\'s king is carl xvi gustaf"',
    ]);
  });

  it('finds content-free sentences about the sources, and keeps sentences that state something', () => {
    const filler = [
      'The sources found say nothing more specific about this.',
      'In sum, the sources found cover Atlantis.',
      'In sum, the sources found cover photosynthesis, where it happens and the Calvin cycle [1].',
      'This report drew on 4 sources.',
      'The library holds nothing more on Atlantis.',
      'No further details are available.',
      'These sources mainly deal with Norway and Sweden.',
      'It is not known.',
    ];
    const content = [
      'Atlantis is a legendary island that Plato said was swallowed by an earthquake [1].',
      'The library holds nothing on the location, date or remains of Atlantis.',
      "Kenya's energy sources are based on hydropower and geothermal plants [1].",
      'The sources of the Nile lie in Uganda and Ethiopia [2].',
      'Norway and Sweden are both monarchies [1, 2].',
      'Not known.',
    ];
    expect(
      fillerSentences([...filler, ...content], ['Atlantis', 'Norway', 'Sweden'], VOCABULARY.gazetteer),
    ).toEqual(filler);
  });
});

describe('gazetteer', () => {
  const { gazetteer } = VOCABULARY;
  it('resolves names, demonyms and regions by the Factbook location', () => {
    expect(gazetteer.resolve('Norwegian')).toEqual(['no']);
    expect(gazetteer.resolve('the Kingdom of Sweden')).toEqual(['sw']);
    expect(gazetteer.resolve('Southeast Asia').sort()).toEqual(['id', 'th']);
    expect(gazetteer.resolve('Northern Europe').sort()).toEqual(['no', 'sw']);
    expect(gazetteer.resolve('Atlantis')).toEqual([]);
  });
});

describe('loadFactbookVocabulary', () => {
  it('reads names, demonyms, regions, labels and sections from the vendored final edition', async () => {
    const { loadFactbookVocabulary } = await import('./factbook-vocabulary.js');
    const v = await loadFactbookVocabulary();
    expect(v.gazetteer.resolve('Swiss')).toEqual(['sz']);
    expect(v.gazetteer.mentions('Christmas Island and the Faroe Islands').map((m) => m.codes)).toEqual([
      ['kt'],
      ['fo'],
    ]);
    expect(v.gazetteer.mentions('Inmarsat (Atlantic and Indian Ocean regions)')).toEqual([]);
    expect(v.gazetteer.resolve('the Middle East')).toEqual(expect.arrayContaining(['sa', 'iz', 'ir']));
    expect(v.fieldLabels).toEqual(expect.arrayContaining(['Economic overview', 'Legislative branch']));
    expect(v.sections).toEqual(expect.arrayContaining(['Government', 'Communications', 'Environment']));
    expect(v.gazetteer.entries.some((e) => e.name === 'World' || /Ocean$/.test(e.name))).toBe(false);
  });
});
