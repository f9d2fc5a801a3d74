import { describe, expect, it } from 'vitest';
import { sentenceUnits } from '../../../answer/extractive/units.js';
import { reportParagraphs } from './report-paragraphs.js';

const TEXT = [
  '## Hazards',
  'Lava flows destroy what lies in their path but rarely kill, because they are usually slow. The deadliest volcanic hazards are faster:',
  "- Pyroclastic flows, avalanches of hot gas, ash and rock that race down a volcano's slopes. They buried Pompeii and Herculaneum in AD 79.",
  '- Lahars, mudflows of volcanic debris and water that follow river valleys far from the volcano.',
  'Hundreds of millions of people live near active volcanoes, often because volcanic soils are fertile.',
].join('\n\n');

const units = sentenceUnits([{ n: 1, url: '', title: 'Volcano', text: TEXT }]);
const unit = (start: string) => units.find((u) => u.text.startsWith(start))!;
const ranked = (...starts: string[]) => starts.map((s, i) => ({ unit: unit(s), score: starts.length - i }));

describe('reportParagraphs', () => {
  it('keeps a source’s sentences in document order, whatever their rank', () => {
    const [paragraph] = reportParagraphs(
      ranked('Hundreds of millions', 'Lava flows destroy'),
      units,
      new Map(),
    );
    expect(paragraph).toMatch(/^Lava flows destroy .*\[1\]\. Hundreds of millions .*\[1\]\.$/u);
  });

  it('sets a chosen item out as a list under its introduction, which it brings along', () => {
    const out = reportParagraphs(
      ranked('Lahars', 'Pyroclastic', 'They buried', 'Lava flows'),
      units,
      new Map(),
    );
    expect(out).toEqual([
      [
        'Lava flows destroy what lies in their path but rarely kill, because they are usually slow [1]. The deadliest volcanic hazards are faster [1]:',
        [
          "- Pyroclastic flows, avalanches of hot gas, ash and rock that race down a volcano's slopes [1]. They buried Pompeii and Herculaneum in AD 79 [1].",
          '- Lahars, mudflows of volcanic debris and water that follow river valleys far from the volcano [1].',
        ].join('\n'),
      ].join('\n\n'),
    ]);
  });

  it("brings an item's first sentence, which names it, along with a later one", () => {
    const out = reportParagraphs(ranked('They buried', 'Lava flows'), units, new Map());
    expect(out.join('\n')).toContain(
      "- Pyroclastic flows, avalanches of hot gas, ash and rock that race down a volcano's slopes [1]. They buried Pompeii",
    );
  });

  it('leaves out an introduction whose items were not chosen', () => {
    const out = reportParagraphs(ranked('The deadliest', 'Hundreds of millions'), units, new Map());
    expect(out.join(' ')).not.toContain('faster');
  });
});

describe('reportParagraphs after the introduction was said', () => {
  it('sets the items out as a list of their own', () => {
    const said = new Set([unit('The deadliest')]);
    const out = reportParagraphs(ranked('Lahars', 'Pyroclastic'), units, new Map(), (u) => !said.has(u));
    expect(out).toEqual([
      [
        "- Pyroclastic flows, avalanches of hot gas, ash and rock that race down a volcano's slopes [1].",
        '- Lahars, mudflows of volcanic debris and water that follow river valleys far from the volcano [1].',
      ].join('\n'),
    ]);
  });
});
