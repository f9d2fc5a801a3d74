import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import type { Passage } from '../evidence/passages.js';
import type { ReportPart } from '../model/research-model.js';
import { packTexts, reportCitations } from './check-citations.js';

const passage = (source: number, index: number, text: string, heading = ''): Passage => ({
  id: `${source}.${index}`,
  source,
  heading,
  text,
  terms: new Map(),
  length: 0,
  sourceTitle: `Source ${source}`,
});

/** A part whose pack holds `passages`, numbered locally as buildPack does. */
function part(title: string, passages: Passage[]): ReportPart {
  const locals = [...new Set(passages.map((p) => p.source))];
  return {
    kind: title ? 'section' : 'summary',
    title,
    focus: title,
    pack: {
      passages: passages.map((p) => ({ local: locals.indexOf(p.source) + 1, passage: p })),
      toGlobal: new Map(locals.map((source, i) => [i + 1, source])),
    },
  };
}

const silent = createLogger('silent');
const MAGMA = passage(2, 0, 'Magma rises because it is less dense than the rock around it.', 'Formation');
const PINATUBO = passage(
  4,
  1,
  'Warnings based on monitoring saved thousands of lives at Mount Pinatubo in 1991.',
);

describe('packTexts', () => {
  it('joins the title, headings and passages of each source the writer was given, by report number', () => {
    const texts = packTexts(
      part('Rise', [MAGMA, passage(2, 1, 'It erupts when pressure builds.'), PINATUBO]),
    );
    expect([...texts.keys()]).toEqual([2, 4]);
    expect(texts.get(2)).toBe(
      'Source 2\nFormation\nMagma rises because it is less dense than the rock around it.\nIt erupts when pressure builds.',
    );
  });
});

describe('reportCitations', () => {
  it('checks each part against its own pack only', () => {
    const parts = [part('', [MAGMA]), part('Monitoring', [PINATUBO])];
    const written = [
      {
        kind: 'summary' as const,
        title: '',
        text: 'Magma rises because it is less dense than the rock around it [2].',
        complete: true,
      },
      {
        kind: 'section' as const,
        title: 'Monitoring',
        // Source 2 is cited here, but this part's writer never saw it.
        text: 'Monitoring saved thousands of lives at Mount Pinatubo in 1991 [4]. Magma rises because it is less dense [2].',
        complete: true,
      },
    ];
    expect(reportCitations(parts, written, silent)).toEqual([
      { n: 2, sentence: 'Magma rises because it is less dense.' },
    ]);
  });

  it('flags an invented year', () => {
    const parts = [part('Monitoring', [PINATUBO])];
    const written = [
      {
        kind: 'section' as const,
        title: 'Monitoring',
        text: 'Monitoring saved thousands of lives at Mount Pinatubo in 1992 [4].',
        complete: true,
      },
    ];
    expect(reportCitations(parts, written, silent)).toEqual([
      { n: 4, sentence: 'Monitoring saved thousands of lives at Mount Pinatubo in 1992.' },
    ]);
  });
});
