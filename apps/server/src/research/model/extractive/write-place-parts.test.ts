import { describe, expect, it } from 'vitest';
import { checkCitations } from '../../../answer/citation-check.js';
import { packOf } from '../../evidence/evidence-pack.js';
import { splitPassages, type Passage } from '../../evidence/passages.js';
import { packTexts } from '../../stages/check-citations.js';
import { aspectById } from '../../understand/aspects.js';
import type { QuestionFrame } from '../../understand/frame.js';
import type { Place } from '../../understand/places.js';
import type { ReportPart } from '../research-model.js';
import { writePlaceParts } from './write-place-parts.js';

const norway: Place = { name: 'Norway', code: 'no', aliases: ['Norwegian'], areas: ['Europe'] };
const sweden: Place = { name: 'Sweden', code: 'sw', aliases: ['Swedish'], areas: ['Europe'] };
const kenya: Place = { name: 'Kenya', code: 'ke', aliases: ['Kenyan'], areas: ['Africa'] };

const entry = (n: number, title: string, fields: string[]): Passage[] =>
  splitPassages(n, fields.join('\n\n')).map((p) => ({ ...p, sourceTitle: title }));

const evidence = [
  ...entry(1, 'Norway — Government', [
    'Government type: constitutional monarchy',
    'Legislative branch — description: unicameral Parliament or Storting (169 seats; members directly elected)',
    'Legal system: mixed legal system of civil, common, and customary law',
  ]),
  ...entry(2, 'Sweden — Government', [
    'Government type: constitutional monarchy',
    'Legislative branch — description: unicameral Parliament or Riksdag (349 seats; members directly elected)',
    'Legal system: civil law system influenced by Roman-Germanic law',
  ]),
];

const frame = (places: Place[]): QuestionFrame => ({
  shape: places.length > 1 ? 'comparison' : 'place',
  places,
  aspects: [aspectById('government')!],
  aspectsNamed: true,
  names: [],
  conceptTerms: [],
  otherTerms: [],
  years: [],
  definition: false,
  compares: places.length > 1,
});

function write(places: Place[]) {
  const pack = packOf(evidence);
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

  it('opens with an answer for each place in full sentences', () => {
    expect(summary).toMatch(
      /^Norway is a constitutional monarchy \[1\]; its legislature is unicameral Parliament or Storting \(169 seats\) \[1\]\./,
    );
    expect(summary).toContain('Sweden is a constitutional monarchy [2]');
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

  it('concludes with what the places share and where they differ', () => {
    expect(conclusion).toContain(
      'Norway and Sweden share the same government type: constitutional monarchy [1] [2].',
    );
    expect(conclusion).toMatch(
      /Norway's legislature is unicameral Parliament or Storting \(169 seats\) \[1\], while Sweden's is unicameral Parliament or Riksdag \(349 seats\) \[2\]\./,
    );
  });

  it('writes only what its passages support', () => {
    texts.forEach((text, i) => expect(checkCitations(text, packTexts(parts[i]!))).toEqual([]));
  });

  it('says so where the sources have nothing on a place', () => {
    const gap = write([norway, kenya]);
    expect(gap.texts[2]).toContain("The sources found say nothing about Kenya's political system.");
    expect(gap.texts[3]).toContain('The sources found say nothing about Kenya.');
  });
});
