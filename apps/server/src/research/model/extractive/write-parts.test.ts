import { describe, expect, it } from 'vitest';
import type { Passage } from '../../evidence/passages.js';
import type { ReportPart } from '../research-model.js';
import { writeExtractiveParts } from './write-parts.js';

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

describe('writeExtractiveParts', () => {
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
    const [summary] = writeExtractiveParts({
      question: 'What is the capital of Kenya?',
      history: [],
      reportTitle: 'The Capital of Kenya',
      maxTokensPerPart: 1000,
      parts: [part('summary', 'Summary', [government, economy])],
    });
    expect(summary).toMatch(/^Capital of Kenya: Nairobi \[1\]\./u);
  });

  it('opens the summary of a "how" question with the passage that explains, in order', () => {
    const article = passage(
      1,
      'Volcano',
      'How volcanoes form',
      'Deep inside the Earth, rock is hot but mostly solid because of the pressure around it. Rock melts where the pressure drops. The molten rock, called magma, rises through cracks in the crust.',
    );
    const [summary] = writeExtractiveParts({
      question: 'How do volcanoes form?',
      history: [],
      reportTitle: 'How volcanoes form',
      maxTokensPerPart: 1000,
      parts: [part('summary', 'Summary', [article])],
    });
    expect(summary).toMatch(
      /^Deep inside the Earth, rock is hot[^\n]*\[1\]\. Rock melts where the pressure drops \[1\]\./u,
    );
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
    const [section] = writeExtractiveParts({
      question: 'How does type checking work in TypeScript?',
      history: [],
      reportTitle: 'TypeScript type checking',
      maxTokensPerPart: 1000,
      parts: [part('section', 'Type checking', [article])],
    });
    expect(section).toContain('This means type checking adds no cost');
    for (const paragraph of section!.split('\n\n')) expect(paragraph).not.toMatch(/^(?:This\b|\S+ also\b)/u);
  });
});
