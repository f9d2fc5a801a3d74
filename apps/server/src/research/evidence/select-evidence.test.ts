import { describe, expect, it } from 'vitest';
import { EVIDENCE_LIMITS, selectEvidence, type GatheredDoc } from './select-evidence.js';

const doc = (url: string, title: string, text: string): GatheredDoc => ({
  url,
  title,
  snippet: text.slice(0, 80),
  text,
  via: 'page',
});
const LAVA =
  'Lava is molten rock that erupts from a volcano. Lava flows can travel many kilometres before they cool and harden.';

describe('selectEvidence', () => {
  it('keeps one source per page, drops irrelevant ones, and numbers the rest best first', () => {
    const evidence = selectEvidence(
      [
        doc('https://b.test/bread', 'Bread', 'Bread is baked from flour and water in an oven.'),
        doc('https://a.test/lava?utm_source=x', 'Lava', LAVA),
        doc('https://a.test/lava', 'Lava (copy)', 'A copy of the lava page with other words entirely.'),
        doc(
          'https://c.test/volcano',
          'Volcano',
          `A volcano erupts lava, ash and gas. ${LAVA}`.replace('Lava is', 'Hot lava is'),
        ),
      ],
      'What is lava?',
    );
    expect(evidence.sources.map((s) => s.url)).toEqual([
      'https://a.test/lava?utm_source=x',
      'https://c.test/volcano',
    ]);
    expect(evidence.sources.map((s) => s.n)).toEqual([1, 2]);
    expect(evidence.sufficient).toBe(true);
    expect(new Set(evidence.passages.map((p) => p.source))).toEqual(new Set([1, 2]));
  });

  it('collapses near-identical text published at two addresses', () => {
    const evidence = selectEvidence(
      [doc('https://one.test/a', 'Lava', LAVA), doc('https://two.test/b', 'Lava news', `${LAVA} `)],
      'lava flows',
    );
    expect(evidence.sources).toHaveLength(1);
  });

  it('is not sufficient when nothing is about the question', () => {
    const evidence = selectEvidence(
      [doc('https://b.test/bread', 'Bread', 'Bread is baked from flour.')],
      'What is lava?',
    );
    expect(evidence.sufficient).toBe(false);
    expect(evidence.sources).toEqual([]);
  });

  it('prefers a source named after what was asked over one that mentions it in passing', () => {
    const chile = doc(
      'https://f.test/chile-economy',
      'Chile — Economy',
      'Chile has a market economy built on copper exports and trade agreements.',
    );
    const bolivia = doc(
      'https://f.test/bolivia',
      'Bolivia — Issues',
      "Chile and Peru rebuff Bolivia's reactivated claim to restore the Atacama corridor, ceded to Chile in 1884.",
    );
    expect(
      selectEvidence([bolivia, chile], 'Compare the economies of Chile and Peru').sources[0]?.title,
    ).toBe('Chile — Economy');
  });

  it('drops a source far weaker than the best (a passing mention of one word), keeps comparable ones', () => {
    const evidence = selectEvidence(
      [
        doc(
          'https://a.test/lava',
          'Lava',
          'Lava flows cool slowly into basalt. Thick lava flows cool into basalt columns. Lava cools.',
        ),
        doc(
          'https://b.test/basalt',
          'Basalt',
          'Basalt forms when lava flows cool quickly at the surface of a volcano.',
        ),
        doc(
          'https://c.test/cooking',
          'Cooking',
          `A chef once compared a sauce to lava. ${'Cooking needs heat, time and care. '.repeat(25)}`,
        ),
      ],
      'How do lava flows cool into basalt?',
    );
    expect(evidence.sources.map((s) => s.url).sort()).toEqual([
      'https://a.test/lava',
      'https://b.test/basalt',
    ]);
  });
});

describe('selectEvidence with the parts of a subject', () => {
  it("admits a dictionary's entry for a part the subject's article heads a section with, not a namesake", async () => {
    const { loadKnowledge } = await import('../../knowledge/knowledge.js');
    const { frameQuestion } = await import('../understand/frame.js');
    const { subjectDiscipline } = await import('./on-subject.js');
    const knowledge = await loadKnowledge();
    const question = 'Describe the main processes of the water cycle.';
    const discipline = subjectDiscipline(frameQuestion(question, knowledge), knowledge.gazetteer);
    const article = [
      '# The water cycle',
      'The water cycle is the continuous movement of water between the oceans, the air and the land, and the main processes move it around.',
      '## Evaporation and transpiration',
      'When the Sun warms the ocean, liquid water becomes vapour. Plants add more through transpiration, releasing water from the pores of their leaves.',
    ].join('\n\n');
    const evidence = selectEvidence(
      [
        doc('https://example.org/water-cycle', 'The water cycle', article),
        doc(
          'https://example.org/transpiration',
          'transpiration',
          'transpiration (noun): the emission of water vapor from the leaves of plants.',
        ),
        doc('https://example.org/cycling', 'cycling', 'cycling (noun): the sport of traveling on a bicycle.'),
        doc(
          'https://example.org/water',
          'water',
          'water (noun): a liquid necessary for the life of plants and animals.',
        ),
      ],
      question,
      undefined,
      discipline,
    );
    const titles = evidence.sources.map((s) => s.title);
    expect(titles).toContain('transpiration');
    expect(titles).not.toContain('cycling');
    // A word of the subject's own name is no part of it.
    expect(titles).not.toContain('water');
  });

  it("admits the subject's own entry beside its article, in the sense the article's words share", async () => {
    const { loadKnowledge } = await import('../../knowledge/knowledge.js');
    const { frameQuestion } = await import('../understand/frame.js');
    const { subjectDiscipline } = await import('./on-subject.js');
    const knowledge = await loadKnowledge();
    const question = 'How do plants turn sunlight into sugar?';
    const discipline = subjectDiscipline(frameQuestion(question, knowledge), knowledge.gazetteer);
    const article = {
      ...doc(
        'https://example.org/photosynthesis',
        'Photosynthesis',
        'Photosynthesis is how plants turn sunlight into sugar, storing the energy of light in chemical compounds.',
      ),
      libraryId: 'science-photosynthesis',
    };
    const entry = (title: string, text: string) => ({
      ...doc(`https://example.org/entry/${title}`, title, text),
      libraryId: `wordnet.${title}`,
    });
    const titlesWith = (other: GatheredDoc) =>
      selectEvidence([article, other], question, undefined, discipline).sources.map((s) => s.title);
    expect(
      titlesWith(
        entry(
          'photosynthesis',
          'photosynthesis (noun): synthesis of compounds with the aid of radiant energy (especially in plants).',
        ),
      ),
    ).toContain('photosynthesis');
    // Another sense of the name shares none of the article's words.
    expect(
      titlesWith(entry('photosynthesis', 'photosynthesis (noun): a rock band from Leeds.')),
    ).not.toContain('photosynthesis');
  });
});

describe('selectEvidence for many places', () => {
  it('keeps each place’s best source before any place’s second, within the cap', async () => {
    const { loadKnowledge } = await import('../../knowledge/knowledge.js');
    const { frameQuestion } = await import('../understand/frame.js');
    const { subjectDiscipline } = await import('./on-subject.js');
    const knowledge = await loadKnowledge();
    const question =
      'When did Slovenia, Croatia, Bosnia and Herzegovina, Montenegro, Serbia and Kosovo become independent?';
    const discipline = subjectDiscipline(frameQuestion(question, knowledge), knowledge.gazetteer);
    const places = ['Slovenia', 'Croatia', 'Bosnia and Herzegovina', 'Montenegro', 'Serbia', 'Kosovo'];
    const docs = places.flatMap((place, i) => [
      doc(
        `http://localhost/${i}/intro`,
        `${place} — Introduction`,
        `Background: ${place} declared independence and became independent after a referendum.`,
      ),
      doc(
        `http://localhost/${i}/gov`,
        `${place} — Government`,
        `Independence: ${place} became independent on a date in its history; independence day is its holiday.`,
      ),
    ]);
    const evidence = selectEvidence(docs, question, { ...EVIDENCE_LIMITS, maxSources: 8 }, discipline);
    expect(evidence.sources).toHaveLength(8);
    for (const place of places)
      expect(
        evidence.sources.some((s) => s.title.startsWith(`${place} —`)),
        place,
      ).toBe(true);
  });
});
