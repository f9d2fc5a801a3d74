import { describe, expect, it } from 'vitest';
import { selectEvidence, type GatheredDoc } from '../../evidence/select-evidence.js';
import { extractiveOutline } from './outline.js';

const doc = (slug: string, title: string, text: string): GatheredDoc => ({
  url: `https://example.org/${slug}`,
  title,
  snippet: '',
  text,
  via: 'content',
});

const LIMITS = { min: 3, max: 7 };

/** The outline of `question` from `docs`: section titles and their passages' ids. */
function outline(question: string, docs: GatheredDoc[]) {
  return extractiveOutline(question, 'Report', selectEvidence(docs, question), LIMITS);
}

describe('extractiveOutline', () => {
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
});
