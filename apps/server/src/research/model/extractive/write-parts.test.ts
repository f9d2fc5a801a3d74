import { describe, expect, it } from 'vitest';
import type { Passage } from '../../evidence/passages.js';
import type { ReportPart } from '../research-model.js';
import type { QuestionFrame } from '../../understand/frame.js';
import { sentenceUnits } from '../../../answer/extractive/units.js';
import { inAskedSense, withSubjectNamed, writeExtractiveParts } from './write-parts.js';

const passage = (source: number, sourceTitle: string, heading: string, text: string): Passage => ({
  id: `${source}.0`,
  source,
  heading,
  text,
  terms: new Map(),
  length: text.length,
  sourceTitle,
});

const part = (kind: ReportPart['kind'], title: string, passages: Passage[]): ReportPart => ({
  kind,
  title,
  focus: title,
  pack: {
    passages: passages.map((p, i) => ({ local: i + 1, passage: p })),
    toGlobal: new Map(passages.map((p, i) => [i + 1, p.source])),
  },
});

/** The frame of a concept question: no places, the concept's terms and names as given. */
const conceptFrame = (own: Partial<QuestionFrame>): QuestionFrame => ({
  shape: 'concept',
  places: [],
  things: [],
  aspects: [],
  aspectsNamed: false,
  names: [],
  conceptTerms: [],
  otherTerms: [],
  years: [],
  compares: false,
  definition: false,
  facts: [],
  ...own,
});

/** The parts the extractive writer makes of `parts`, for `question` (no earlier turns). */
const write = (question: string, reportTitle: string, parts: ReportPart[]) =>
  writeExtractiveParts({ question, history: [], reportTitle, maxTokensPerPart: 1000, parts });

describe('writeExtractiveParts', () => {
  it('ends with the part of the question nothing in the report answers, by name', () => {
    const people = passage(
      1,
      'garden-report.md, § People',
      'People',
      'Forty-two volunteers gave their time at the spring planting day in the garden.',
    );
    const money = passage(
      2,
      'garden-report.md, § Money',
      'Money',
      'The garden spent 3,450 dollars on a new rainwater tank in April.',
    );
    const [, , conclusion] = write(
      'What happened in the garden in 2025 and what is planned next?',
      'The Garden in 2025',
      [
        part('summary', 'Summary', [people, money]),
        part('section', 'Money', [money]),
        part('conclusion', 'Conclusion', [people, money]),
      ],
    );
    expect(conclusion).toMatch(/^The sources found do not answer “What is planned next\?”/u);
  });

  it('opens the summary with what a Quick answer leads with: the field asked for', () => {
    const government = passage(
      1,
      'Kenya — Government',
      '',
      'Country name — conventional long form: Republic of Kenya\n\nCapital — name: Nairobi\n\nCapital — geographic coordinates: 1 17 S, 36 49 E',
    );
    const economy = passage(
      2,
      'Kenya — Economy',
      '',
      'Kenya has also raised capital in the global bond market in recent years.',
    );
    const [summary] = write('What is the capital of Kenya?', 'The Capital of Kenya', [
      part('summary', 'Summary', [government, economy]),
    ]);
    expect(summary).toMatch(/^Capital of Kenya: Nairobi \[1\]\./u);
  });

  it('opens the summary of a "how" question with the passage that explains, in order', () => {
    const article = passage(
      1,
      'Volcano',
      'How volcanoes form',
      'Deep inside the Earth, rock is hot but mostly solid because of the pressure around it. Rock melts where the pressure drops. The molten rock, called magma, rises through cracks in the crust.',
    );
    const [summary] = write('How do volcanoes form?', 'How volcanoes form', [
      part('summary', 'Summary', [article]),
    ]);
    expect(summary).toMatch(
      /^Deep inside the Earth, rock is hot[^\n]*\[1\]\. Rock melts where the pressure drops \[1\]\./u,
    );
  });

  it("opens a concept's summary from the subject's own article, not a neighbouring name's gloss", () => {
    const wilkins = passage(
      1,
      'Maurice Wilkins',
      '',
      'Maurice Wilkins (noun): English biochemist who helped discover the structure of DNA (1916-2004).',
    );
    const article = passage(
      2,
      'DNA',
      'Structure',
      'DNA is a long chain built from units called nucleotides. In cells, DNA usually consists of two strands wound around each other in a double helix.',
    );
    const [summary] = writeExtractiveParts({
      question: 'What is the structure of DNA?',
      history: [],
      reportTitle: 'The Structure of DNA',
      maxTokensPerPart: 1000,
      parts: [part('summary', 'Summary', [wilkins, article])],
      frame: conceptFrame({
        names: ['DNA'],
        conceptTerms: ['dna'],
        otherTerms: ['structur'],
        definition: true,
      }),
    });
    expect(summary).toMatch(/^DNA is a long chain built from units called nucleotides \[2\]\./u);
    expect(summary).not.toContain('Wilkins');
  });

  it('ends a one-line report on a concept with the line, not with a sentence that the sources hold nothing more on it', () => {
    const theremin = passage(
      1,
      'theremin',
      '',
      'theremin (noun): an electronic musical instrument; melodies can be played by moving the right hand between two rods that serve as antennas to control pitch.',
    );
    const [, conclusion] = writeExtractiveParts({
      question: 'What is known about the theremin?',
      history: [],
      reportTitle: 'The Theremin',
      maxTokensPerPart: 1000,
      parts: [part('summary', 'Summary', [theremin]), part('conclusion', 'Conclusion', [theremin])],
      frame: conceptFrame({ conceptTerms: ['theremin'] }),
    });
    expect(conclusion).toMatch(/^In short, a theremin is an electronic musical instrument/u);
    expect(conclusion).not.toContain('nothing more');
  });

  it('keeps a dictionary headword in lower case after "In short,": its capital was only the sentence’s', () => {
    const origami = passage(
      1,
      'origami',
      '',
      'origami (noun): the Japanese art of folding paper into shapes representing objects (e.g., flowers or birds).',
    );
    const [, conclusion] = writeExtractiveParts({
      question: 'Where does origami come from?',
      history: [],
      reportTitle: 'Origami',
      maxTokensPerPart: 1000,
      parts: [part('summary', 'Summary', [origami]), part('conclusion', 'Conclusion', [origami])],
      frame: conceptFrame({ conceptTerms: ['origami'] }),
    });
    expect(conclusion).toMatch(/^In short, origami is the Japanese art of folding paper/u);
  });

  it('brings the sentence a summary sentence points back to, so the summary never starts mid-thought', () => {
    const holes = passage(
      1,
      'Black hole',
      'How black holes form',
      'Stellar black holes are born when very massive stars run out of fuel. Supermassive black holes, with millions of solar masses, sit at the centres of most large galaxies. The one at the centre of our Milky Way, called Sagittarius A*, has about four million times the mass of the Sun.',
    );
    const [summary] = write('How heavy is Sagittarius A*?', 'Report', [part('summary', 'Summary', [holes])]);
    expect(summary).toMatch(/^Supermassive black holes, with millions of solar masses, sit at the centres/u);
    expect(summary).toContain('The one at the centre of our Milky Way');
  });

  it('leaves out of a section a sentence that leans on one an earlier part quoted', () => {
    const cycle = passage(
      1,
      'The water cycle',
      'Why the cycle matters',
      'The water cycle delivers fresh water to the land, where people drink it and grow crops with it. It shapes landscapes through erosion and carries nutrients. Human activity is changing the cycle. Pumping groundwater lowers water tables, and dams alter the flow of rivers.',
    );
    const opening = {
      ...cycle,
      text: 'The water cycle delivers fresh water to the land, where people drink it and grow crops with it.',
    };
    const [summary, section] = write('How is the water cycle delivering fresh water to people?', 'Report', [
      part('summary', 'Summary', [opening]),
      part('section', 'Why the cycle matters', [cycle]),
    ]);
    expect(summary).toContain('The water cycle delivers fresh water');
    expect(section).toContain('Human activity is changing the cycle');
    expect(section).not.toContain('It shapes landscapes');
    // "It" stood for the subject the quoted sentence opened with: written out, the sentence stays.
    expect(section).toContain('The water cycle shapes landscapes through erosion');
  });

  it('writes out "It" and "Its" only for the subject the sentence before opens with', () => {
    expect(
      withSubjectNamed('Its behaviour is set in a file.', 'TypeScript can be adopted slowly.', 'TypeScript'),
    ).toBe("TypeScript's behaviour is set in a file.");
    expect(
      withSubjectNamed('It shapes landscapes.', 'Rain falls on hills.', 'The water cycle'),
    ).toBeUndefined();
    expect(
      withSubjectNamed('This shapes landscapes.', 'The water cycle moves water.', 'The water cycle'),
    ).toBeUndefined();
    // The subject the sentence before sets off with a comma, though it is not the title.
    expect(
      withSubjectNamed(
        'It ended only when the Ottoman Turks captured Constantinople in 1453.',
        'The eastern half, often called the Byzantine Empire, continued for almost another thousand years.',
        'The Roman Empire',
      ),
    ).toBe('The eastern half ended only when the Ottoman Turks captured Constantinople in 1453.');
    expect(withSubjectNamed('It fell.', 'In 476, Odoacer deposed the last emperor.', 'Rome')).toBeUndefined();
  });

  it('never opens a section paragraph with a sentence that leans on the one before', () => {
    const article = passage(
      1,
      'TypeScript',
      'Type checking',
      [
        'Type checking in TypeScript happens when the program is compiled.',
        'The compiler reports type checking errors before the program runs.',
        'Type checking covers every file of a TypeScript project.',
        'This means type checking adds no cost when a TypeScript program runs.',
        'Type checking also finds misspelt property names in TypeScript code.',
        'Type checking of outside data needs explicit checks at run time.',
      ].join(' '),
    );
    const [section] = write('How does type checking work in TypeScript?', 'TypeScript type checking', [
      part('section', 'Type checking', [article]),
    ]);
    expect(section).toContain('This means type checking adds no cost');
    for (const paragraph of section!.split('\n\n')) expect(paragraph).not.toMatch(/^(?:This\b|\S+ also\b)/u);
  });

  it('ends without quoting a source no section drew on and named after something else', () => {
    const waterCycle = passage(
      1,
      'The water cycle',
      'Evaporation',
      'When the Sun warms the ocean, liquid water becomes water vapour and rises into the air. Plants add more water vapour to the air through transpiration from their leaves.',
    );
    const photosynthesis = passage(
      2,
      'Photosynthesis',
      'Variations',
      'CAM plants open their pores only at night to save water while the Calvin cycle runs. Photosynthesis stores the energy of light in the chemical bonds of sugar.',
    );
    const [section, conclusion] = write('Describe the water cycle.', 'The water cycle', [
      part('section', 'Evaporation', [waterCycle]),
      part('conclusion', 'Conclusion', [waterCycle, photosynthesis]),
    ]);
    expect(section).toContain('transpiration');
    expect(conclusion).not.toMatch(/CAM plants|Photosynthesis/u);
    expect(conclusion).not.toMatch(/sources found cover/u);
  });

  it('comes back to the answer when the sections have said all the sources had, never to what they "cover"', () => {
    const krakatoa = passage(
      1,
      'Krakatoa',
      'Eruptions',
      'The eruption of Krakatoa in 1883 was heard thousands of kilometres away.',
    );
    const [, , conclusion] = write('What happened at Krakatoa?', 'Krakatoa', [
      part('summary', '', [krakatoa]),
      part('section', 'Eruptions', [krakatoa]),
      part('conclusion', 'Conclusion', [krakatoa]),
    ]);
    expect(conclusion).toMatch(
      /^In short, the eruption of Krakatoa in 1883 was heard thousands of kilometres away \[1\]\./u,
    );
    expect(conclusion).not.toMatch(/In sum|sources found cover/iu);
  });

  it("writes a section's own sentences though none shares a word with the question", () => {
    const responses = passage(
      1,
      'Climate change',
      'Responses',
      'Responses to climate change fall into two broad groups. Mitigation means reducing emissions of greenhouse gases from power stations and cars. Adaptation means preparing for what can no longer be avoided, such as building flood defences.',
    );
    const [section] = write('What causes climate change and what are its effects?', 'Climate change', [
      part('section', 'Responses', [responses]),
    ]);
    expect(section).toContain('Mitigation means reducing emissions');
    expect(section).toContain('Adaptation means preparing');
  });

  it('quotes a dictionary entry only in the sense the question asks of it', () => {
    const entry = {
      n: 1,
      url: '',
      title: 'replication',
      text: [
        'replication (noun): (genetics) the process whereby DNA makes a copy of itself before cell division.',
        'replication (noun): the act of making copies.',
        'replication (noun): a quick reply to a question or remark (especially a witty or critical one).',
      ].join('\n\n'),
    };
    const ranked = sentenceUnits([entry]).map((unit) => ({ unit, score: 1 }));
    const kept = inAskedSense(ranked, [entry], 'How is DNA replicated?').map((r) => r.unit.text);
    expect(kept.join(' ')).toContain('DNA makes a copy of itself');
    expect(kept.join(' ')).not.toMatch(/witty|making copies/u);
    // Asked of the word alone, every sense is the answer.
    expect(inAskedSense(ranked, [entry], 'What does replication mean?')).toHaveLength(ranked.length);
  });

  it("quotes a name's entry only in the sense of the one asked about, not its namesakes'", () => {
    const entry = {
      n: 1,
      url: '',
      title: 'Wilkins',
      text: [
        'Wilkins (noun): United States civil rights leader (1901-1981).',
        'Wilkins (noun): English biochemist who helped discover the structure of DNA (1916-2004).',
      ].join('\n\n'),
    };
    const ranked = sentenceUnits([entry]).map((unit) => ({ unit, score: 1 }));
    const kept = inAskedSense(ranked, [entry], 'What part did Maurice Wilkins play in the structure of DNA?');
    expect(kept.map((r) => r.unit.text).join(' ')).not.toContain('civil rights');
    expect(kept).toHaveLength(1);
  });

  it('ends without quoting a source that shares only a word of the question', () => {
    const climate = passage(1, 'Climate change', 'Effects', 'Warming raises the sea and melts the ice.');
    const doppler = passage(
      2,
      'Doppler effect',
      '',
      'The Doppler effect is the change in the apparent frequency of a wave as its source moves.',
    );
    const [, conclusion] = write('What causes climate change and what are its effects?', 'Climate change', [
      part('section', 'Effects', [climate]),
      part('conclusion', 'Conclusion', [climate, doppler]),
    ]);
    expect(conclusion).not.toContain('Doppler');
    expect(conclusion).not.toMatch(/sources found cover/u);
  });

  it("keeps a section's sentences in the order its passages give them, after the one that leads", () => {
    const orbits = {
      ...passage(
        1,
        'Black hole',
        'How we observe them',
        'Orbits of stars: decades of tracking stars revealed an invisible mass at the centre of the galaxy. Astronomers measured how fast those stars move around the black hole.',
      ),
      id: '1.3',
    };
    const waves = {
      ...passage(
        1,
        'Black hole',
        'How we observe them',
        'Gravitational waves: when two black holes merge, they send ripples through spacetime. Detectors on Earth first recorded such ripples from black holes in 2015.',
      ),
      id: '1.4',
    };
    const [section] = writeExtractiveParts({
      question: 'How are black holes observed?',
      history: [],
      reportTitle: 'Black holes',
      maxTokensPerPart: 1000,
      // One source, two of its passages: both cited as [1], as a pack numbers them.
      parts: [
        {
          ...part('section', 'How we observe them', []),
          pack: {
            passages: [orbits, waves].map((p) => ({ local: 1, passage: p })),
            toGlobal: new Map([[1, 1]]),
          },
        },
      ],
    });
    const at = (words: string) => section!.indexOf(words);
    const [first, ...rest] = [
      'Orbits of stars',
      'Astronomers measured',
      'Gravitational waves',
      'Detectors on Earth',
    ]
      .filter((words) => at(words) >= 0)
      .sort((a, b) => at(a) - at(b));
    expect(first).toBeDefined();
    const written = ['Orbits of stars', 'Astronomers measured', 'Gravitational waves', 'Detectors on Earth'];
    expect(rest).toEqual(written.filter((words) => words !== first && rest.includes(words)));
    expect(rest.length).toBeGreaterThanOrEqual(2);
  });

  it("opens a summary of a word's meanings with its commonest senses, also where the entry spans passages", () => {
    const entry = (id: string, senses: string[]) => ({
      ...passage(1, 'bank', '', senses.map((sense) => `bank (noun): ${sense}.`).join('\n\n')),
      id,
    });
    const [summary] = write('What are the different meanings of the word "bank"?', 'The meanings of bank', [
      {
        ...part('summary', 'Summary', []),
        pack: {
          passages: [
            entry('1.1', [
              'sloping land beside a body of water',
              'a financial institution that accepts deposits',
            ]),
            entry('1.2', [
              'a long ridge or pile of earth',
              'a flight maneuver of an aircraft tipping laterally',
            ]),
          ].map((p) => ({ local: 1, passage: p })),
          toGlobal: new Map([[1, 1]]),
        },
      },
    ]);
    const at = (words: string) => summary!.indexOf(words);
    expect(at('sloping land')).toBeGreaterThanOrEqual(0);
    expect(at('a financial institution')).toBeGreaterThan(at('sloping land'));
    // The third sense, if said, comes after the second: senses keep the entry's order.
    if (at('a long ridge') >= 0) expect(at('a long ridge')).toBeGreaterThan(at('a financial institution'));
    expect(summary).not.toContain('flight maneuver');
  });
});

describe('writeExtractiveParts with the entries of a section’s parts', () => {
  it('ends the section with the one sense of each entry that shares its words, not its other senses', () => {
    const article = passage(
      1,
      'The water cycle',
      'Evaporation and transpiration',
      'When the Sun warms the ocean, liquid water becomes vapour and rises into the air. Plants add more through transpiration, releasing water from tiny pores in their leaves.',
    );
    const entry = passage(
      2,
      'transpiration',
      '',
      // As the library writes an entry: its senses in paragraphs of their own.
      'transpiration (noun): the passage of gases through fine tubes because of differences in pressure.\n\ntranspiration (noun): the emission of water vapor from the leaves of plants.',
    );
    const [section] = write('Describe the main processes of the water cycle.', 'The water cycle', [
      part('section', 'Evaporation and transpiration', [article, entry]),
    ]);
    const paragraphs = section!.split('\n\n');
    expect(paragraphs.at(-1)).toBe(
      'Transpiration is the emission of water vapor from the leaves of plants [2].',
    );
    expect(section).not.toContain('fine tubes');
  });
});
