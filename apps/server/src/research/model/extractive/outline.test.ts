import { describe, expect, it } from 'vitest';
import { DOCUMENT_SITE_NAME } from '@pardus/protocol';
import { splitPassages } from '../../evidence/passages.js';
import { selectEvidence, type Evidence, type GatheredDoc } from '../../evidence/select-evidence.js';
import { markdownToText } from '../../../search/library/extract/markdown-text.js';
import { extractiveOutline } from './outline.js';

const doc = (slug: string, title: string, text: string): GatheredDoc => ({
  url: `https://example.org/${slug}`,
  title,
  snippet: '',
  text,
  via: 'content',
});

const LIMITS = { min: 3, max: 7 };

/** The outline of `question` from `docs`, the frame reading `names` in it: section titles and their passages' ids. */
function outline(question: string, docs: GatheredDoc[], names: readonly string[] = []) {
  return extractiveOutline(question, 'Report', selectEvidence(docs, question), LIMITS, names);
}

describe('extractiveOutline', () => {
  it('takes an article’s section that names a person asked about whole as about them', () => {
    const dna = doc(
      'dna',
      'DNA',
      [
        '# DNA',
        'DNA carries the genetic instructions of living things.',
        '## Structure',
        'The double helix was described in 1953 by James Watson and Francis Crick, building on X-ray images made by Rosalind Franklin. Franklin’s data, especially the photograph known as Photo 51, were crucial to the discovery.',
        '## Replication',
        'Each strand serves as a template for a new one, so every copy keeps one old strand.',
      ].join('\n\n'),
    );
    const question = 'What did Rosalind Franklin contribute to the shape of DNA?';
    const sections = extractiveOutline(question, 'Report', selectEvidence([dna], question), LIMITS, [
      'Rosalind Franklin',
    ]);
    expect(sections.map((s) => s.title)).toContain('Structure');
    expect(sections.map((s) => s.title)).not.toContain('Replication');
  });

  const waterCycle = doc(
    'water-cycle',
    'The water cycle',
    [
      'The water cycle is the continuous movement of water between the oceans, the air and the land.',
      'Evaporation',
      'When the Sun warms the ocean, liquid water becomes vapour and rises into the air of the water cycle.',
      'Condensation',
      'Warm, moist air rises and cools as it expands. Cool air holds less vapour, so it condenses onto tiny particles of dust and salt, forming the droplets that make up clouds and fog over land and sea alike.',
      'Precipitation',
      'When cloud droplets or ice crystals grow heavy enough, they fall as rain, snow, sleet or hail. Most of it falls back into the oceans; the rest is caught by plants, soaks into the ground or runs off the surface.',
    ].join('\n\n'),
  );
  const photosynthesis = doc(
    'photosynthesis',
    'Photosynthesis',
    [
      'Photosynthesis turns carbon dioxide and water into sugar, powered by light.',
      'The Calvin cycle',
      'In the Calvin cycle, the enzyme RuBisCO fixes carbon dioxide; water and light drive the cycle of reactions that rebuild its starting molecule, turning over again and again in every leaf.',
    ].join('\n\n'),
  );

  it("keeps every section of the subject's own article, also those sharing no word with the question", () => {
    const titles = outline('Describe the main processes of the water cycle.', [
      waterCycle,
      photosynthesis,
    ]).map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Evaporation', 'Condensation', 'Precipitation']));
    // Photosynthesis shares "water" and "cycle" with the question, not its subject.
    expect(titles).not.toContain('The Calvin cycle');
    expect(titles).not.toContain('Photosynthesis');
  });

  it('knows a library section within another: "Precipitation" under "The main processes"', () => {
    // As the library reads a Markdown file: each heading keeps its level.
    const { text } = markdownToText(
      [
        '# The water cycle',
        'The water cycle is the continuous movement of water between the oceans, the air and the land. The water cycle is driven by the Sun, which lifts water into the air, and by gravity, which brings water back down and pulls it downhill in rivers and underground.',
        '## Where the water is',
        "About 97 percent of Earth's supply is salt and lies in the oceans; of the small fresh share, most is locked in glaciers and ice sheets or held underground in soil and rock.",
        '## The main processes',
        '### Evaporation',
        'When the Sun warms the ocean, liquid water becomes vapour and rises into the air of the water cycle.',
        '### Condensation',
        'Warm, moist air rises and cools as it expands. Cool air holds less vapour, so it condenses onto tiny particles of dust and salt, forming the droplets that make up clouds and fog over land and sea alike.',
        '### Precipitation',
        'When cloud droplets or ice crystals grow heavy enough, they fall as rain, snow, sleet or hail. Most of it falls back into the oceans; the rest is caught by plants, soaks into the ground or runs off the surface.',
      ].join('\n\n'),
    );
    const question = 'Describe the main processes of the water cycle.';
    const sections = extractiveOutline(
      question,
      'Report',
      selectEvidence([doc('water-cycle', 'The water cycle', text)], question),
      { min: 3, max: 4 },
      [],
    ).map((s) => s.title);
    // Four sections for five topics: the processes asked for, though two share no word with the question.
    expect(sections).toEqual(expect.arrayContaining(['Evaporation', 'Condensation', 'Precipitation']));
  });

  it("makes no section of other words' dictionary entries when an article has sections enough", () => {
    const volcano = doc(
      'volcano',
      'Volcano',
      [
        '# Volcano',
        'A volcano is an opening in the crust through which magma erupts; volcanoes form mountains of lava and ash as they erupt again and again.',
        '## How volcanoes form',
        'Volcanoes form where magma rises through the crust: at plate boundaries where plates pull apart or sink, and above hot spots in the mantle. Each volcano forms as magma erupts and builds it up. Iceland sits on a spreading ridge, while Hawaii lies far from any plate boundary.',
        '## Eruptions',
        'A volcano erupts when gas bubbles expand in rising magma; runny basalt erupts gently as lava flows, while sticky magma traps gas until the volcano erupts explosively as ash. Some of the largest blasts in history threw rock and dust tens of kilometres high.',
        '## Hazards',
        'Pyroclastic flows, ash falls and mudflows called lahars threaten people who live nearby, and clouds of ash can close airports far away and cool the climate of the whole planet for a year or two. Warning systems and evacuation plans have saved many thousands of lives.',
      ].join('\n\n'),
    );
    const glosses = [
      [
        'eruption',
        'eruption (noun): the sudden occurrence of a violent discharge of steam and volcanic material. eruption (noun): an erupting of a volcano that spews lava and ash. eruption (noun): a sudden and violent outbreak, as when volcanoes erupt and form new land. eruption (noun): the act of forcing out or erupting, as magma erupts from a volcano.',
      ],
      [
        'eruptive',
        'eruptive (adjective): producing or characterized by eruptions, as volcanoes erupt. eruptive (adjective): produced by the action of fire or intense heat, as rocks that form when volcanoes erupt. eruptive (adjective): actively spewing out lava, as an erupting volcano does when it forms a cone.',
      ],
    ];
    // The evidence as research ranks it: the article first, then the dictionary's entries.
    const docs: [string, string][] = [['Volcano', volcano.text], ...(glosses as [string, string][])];
    const evidence: Evidence = {
      sources: docs.map(([title], i) => ({
        n: i + 1,
        url: `https://example.org/${i}`,
        title,
        summary: '',
        via: 'content',
      })),
      passages: docs.flatMap(([title, text], i) =>
        splitPassages(i + 1, text).map((p) => ({ ...p, sourceTitle: title })),
      ),
      sufficient: true,
    };
    const sections = extractiveOutline(
      'How do volcanoes form and erupt?',
      'Report',
      evidence,
      { min: 3, max: 4 },
      [],
    );
    const titles = sections.map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['How volcanoes form', 'Eruptions', 'Hazards']));
    expect(titles).not.toContain('Eruptive');
    expect(titles).not.toContain('Eruption');
    // The entry of a thing the article's section names joins that section as a second source; a
    // word's (the adjective "eruptive") joins none.
    const sourcesOf = (title: string) =>
      new Set(sections.find((s) => s.title === title)?.passageIds?.map((id) => id.split('.')[0]));
    expect(sourcesOf('Eruptions')).toEqual(new Set(['1', '2']));
    expect(sections.some((s) => s.passageIds?.some((id) => id.startsWith('3.')))).toBe(false);
  });

  it("makes one section of a dictionary's one-line glosses, not one section each", () => {
    const glosses = [
      ['vaccination', 'vaccination (noun): taking a vaccine as a precaution against contracting a disease.'],
      ['vaccinate', 'vaccinate (verb): perform vaccinations or produce immunity in by inoculation.'],
      ['vaccinator', 'vaccinator (noun): a medical practitioner who inoculates people against diseases.'],
      ['vaccine', 'vaccine (noun): immunogen injected in order to stimulate the production of antibodies.'],
    ].map(([word, text]) => doc(word!, word!, text!));
    const sections = outline('How do vaccines work?', glosses);
    expect(sections.map((s) => s.title)).toEqual(['Related terms']);
    expect(sections[0]!.passageIds).toHaveLength(4);
    // An article's short sections stay sections of their own (see the water cycle above).
  });

  it("makes no section of a word's entry (an adjective of the question) beside an article", () => {
    const leaves = doc(
      'photosynthesis',
      'Photosynthesis',
      [
        '## Where it happens',
        'The thylakoid membranes hold chlorophyll, the pigment that absorbs red and blue light and reflects green light, which is why leaves look green. Other pigments, such as carotenoids, absorb additional colours; they become visible in autumn when chlorophyll breaks down. Chloroplasts are thought to descend from free-living cyanobacteria that were engulfed by an ancestral cell.',
      ].join('\n\n'),
    );
    const colourful = doc(
      'colourful',
      'colourful',
      'colourful (adjective): striking in variety and interest. Synonyms: colorful. Example: a colourful period of history.',
    );
    const sections = outline('Why are leaves green, and why do other colours show in autumn?', [
      leaves,
      colourful,
    ]);
    expect(sections.map((s) => s.title)).toEqual(['Where it happens']);
  });

  it("follows the leading article where no title names the question's subject, not another that shares its words", () => {
    const climate = doc(
      'climate',
      'Climate change',
      [
        '## Observed effects',
        'Global sea level has risen by about 20 centimetres since 1900, because water expands as it warms and melting land ice adds water to the oceans. The rate of sea level rise is increasing.',
        '## Projected consequences',
        'Some changes, such as the rise of the sea, will continue for centuries even after emissions stop, and coastal communities face growing risks from flooding.',
      ].join('\n\n'),
    );
    const volcanoes = doc(
      'volcanoes',
      'Volcanoes',
      [
        '## How volcanoes form',
        'Divergent boundaries let mantle rock rise and melt. Iceland is a place where a ridge rises above sea level, and eruptions near the sea can raise tsunamis.',
      ].join('\n\n'),
    );
    const titles = outline('Why is the sea rising, and by how much has it risen?', [climate, volcanoes]).map(
      (s) => s.title,
    );
    expect(titles).toContain('Observed effects');
    expect(titles).not.toContain('How volcanoes form');
  });

  it('takes articles the question names about as well as subjects together', () => {
    const climate = doc(
      'climate',
      'Climate change',
      '## Observed effects\n\nA warming climate brings heavier rainfall and longer droughts, and people feel the change in many regions of the world.',
    );
    const cycle = doc(
      'water-cycle',
      'The water cycle',
      '## Why the cycle matters\n\nHuman activity is changing the cycle. Pumping groundwater lowers water tables, and dams alter the flow of rivers.',
    );
    const titles = outline('How are people and a warming climate changing the hydrological cycle?', [
      climate,
      cycle,
    ]).map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Observed effects', 'Why the cycle matters']));
  });

  it("follows the leading article, not the dictionary's entry of one word of the question", () => {
    const tyrant = doc(
      'tyrant',
      'tyrant',
      'tyrant (noun): a cruel and oppressive dictator. tyrant (noun): in ancient Greece, a ruler who had seized power without legal right to it.',
    );
    const rome = doc(
      'rome',
      'The Roman Empire',
      [
        '## The Pax Romana',
        'Not every emperor ruled well. Caligula and Nero are remembered for cruelty and excess, and the year AD 69 saw four emperors in quick succession. Later rulers were capable, ending with the philosopher-emperor Marcus Aurelius.',
      ].join('\n\n'),
    );
    // The frame reads no name as the subject here ("Rome" qualifies the emperors asked about).
    const question = 'Which emperors of ancient Rome are remembered as tyrants, and which as wise rulers?';
    const sections = extractiveOutline(
      question,
      'Report',
      selectEvidence([tyrant, rome], question),
      LIMITS,
      [],
    );
    expect(sections.map((s) => s.title)).toContain('The Pax Romana');
  });

  it('lets the article that best answers each part of a question of several parts lead it', () => {
    const volcanoes = doc(
      'volcanoes',
      'Volcano',
      '## Eruptions\n\nA single large eruption can cool the whole planet: the eruption of Tambora in 1815 led to a year without a summer.',
    );
    const climate = doc(
      'climate',
      'Climate change',
      '## Observed effects\n\nThe warming we see today: the global surface temperature has risen by 1.1 to 1.3 degrees since the late nineteenth century.',
    );
    const question =
      'Can a single eruption cool the whole planet, and is that anything like the warming we see today?';
    const titles = outline(question, [volcanoes, climate]).map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Eruptions', 'Observed effects']));
  });

  it('gathers the lead-in paragraphs under a heading into its section', () => {
    const blackHole = doc(
      'black-hole',
      'Black hole',
      [
        '# Black hole',
        'A black hole is a region of space where gravity is so strong that nothing, not even light, can escape from it.',
        '## How we observe them',
        'Because black holes emit no light of their own, they are detected by their influence:',
        '- **Orbits of stars.** Decades of tracking stars around the centre of the Milky Way revealed an invisible mass.',
        '- **Accretion disks.** Gas spiralling toward a black hole is heated to millions of degrees and glows in X-rays.',
        '- **Gravitational waves.** When two black holes merge, they send ripples through spacetime that detectors on Earth record.',
      ].join('\n\n'),
    );
    const sections = outline('How are black holes observed?', [blackHole]);
    const observe = sections.find((s) => s.title === 'How we observe them');
    expect(observe?.passageIds?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(sections.map((s) => s.title).filter((t) => t.startsWith('How we observe them:'))).toEqual([]);
  });

  it("names a document's subsections by their own headings and reads them in the document's order", () => {
    const part = (ordinal: number, heading: string, text: string): GatheredDoc => ({
      url: `https://pardus.test/documents/d1?passage=${ordinal}`,
      title: `garden-report.md, § Riverside Garden: report 2025 › ${heading}`,
      snippet: '',
      text: `## Riverside Garden: report 2025 › ${heading}\n\n${text}`,
      site: DOCUMENT_SITE_NAME,
      via: 'content',
    });
    const found = [
      part(
        3,
        'Problems',
        'Slugs destroyed most of the garden lettuce in June 2025, and the garden shed was broken into twice.',
      ),
      part(
        0,
        'Money',
        'The garden spent 3,450 dollars on a rainwater tank in 2025; the council gave the garden 5,000 dollars.',
      ),
      part(
        1,
        'People',
        'Forty-two volunteers came to the garden planting day in 2025; Tom Reyes became the garden coordinator.',
      ),
    ];
    const sections = outline('What happened at the garden in 2025?', found);
    expect(sections.map((s) => s.title)).toEqual(['Money', 'People', 'Problems']);
  });

  it('makes a heading that goes on from the title in words a section of its own', () => {
    const dna = doc(
      'dna',
      'DNA',
      [
        '# DNA',
        'DNA is the molecule that carries the genetic instructions of living things, copied from parents to offspring in every generation.',
        '## Structure',
        'DNA is a long chain of nucleotides whose sequence of bases spells out the genetic information of the cell, read in groups of three.',
        '## DNA in science and everyday life',
        'DNA sequencing reads the order of bases; DNA analysis diagnoses inherited diseases and identifies people in forensic investigations.',
      ].join('\n\n'),
    );
    const titles = outline('What is DNA and how is DNA used?', [dna]).map((s) => s.title);
    expect(titles).toContain('DNA in science and everyday life');
  });
});
