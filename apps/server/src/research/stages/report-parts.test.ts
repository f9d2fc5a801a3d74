import { describe, expect, it } from 'vitest';
import { analyze } from '../../text/analyzer.js';
import type { Passage } from '../evidence/passages.js';
import { reportParts } from './report-parts.js';

const passage = (id: string, sourceTitle: string, heading: string, text: string): Passage => {
  const terms = new Map<string, number>();
  for (const term of analyze(`${heading} ${text}`)) terms.set(term, (terms.get(term) ?? 0) + 1);
  return { id, source: Number(id.split('.')[0]), heading, text, terms, length: terms.size, sourceTitle };
};

describe('reportParts of a concept', () => {
  it("hands a section the dictionary entries of what it names, beside its article's passages", () => {
    const light = passage(
      '1.1',
      'Photosynthesis',
      'The light reactions',
      'Chlorophyll absorbs light in the light reaction.',
    );
    const cycle = passage(
      '1.2',
      'Photosynthesis',
      'The Calvin cycle',
      'RuBisCO fixes carbon dioxide in the stroma.',
    );
    const entry = passage(
      '2.0',
      'light reaction',
      '',
      'light reaction (noun): the first stage of photosynthesis.',
    );
    const namesake = passage('3.0', 'RuBisCO', '', 'RuBisCO (noun): a namesake.');
    const parts = reportParts(
      'How does photosynthesis work?',
      [
        { title: 'The light reactions', focus: 'light reactions', passageIds: ['1.1'] },
        { title: 'The Calvin cycle', focus: 'Calvin cycle', passageIds: ['1.2'] },
      ],
      { sources: [], passages: [light, cycle, entry, namesake], sufficient: true },
      4_000,
    );
    const ids = (title: string) =>
      parts.find((p) => p.title === title)?.pack.passages.map(({ passage: p }) => p.id) ?? [];
    expect(ids('The light reactions')).toEqual(expect.arrayContaining(['1.1', '2.0']));
    // The Calvin cycle names no light reaction: the entry is not its part.
    expect(ids('The Calvin cycle')).not.toContain('2.0');
    // A name the section's text only mentions is no part it is headed by.
    expect(ids('The Calvin cycle')).not.toContain('3.0');
  });
});
