import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { extractAnswer } from './extractive-engine.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `https://example.org/${n}`,
  title,
  text,
});

const DNA = source(
  1,
  'DNA',
  [
    '# DNA',
    'DNA is the molecule that carries the genetic instructions of living things.',
    '## Replication and mutation',
    'Before a cell divides, it copies its DNA. The two strands of the helix separate, and enzymes called DNA polymerases build a new partner strand for each. Each new double helix therefore keeps one old strand and one new one, a scheme called **semi-conservative replication**.',
  ].join('\n\n'),
);
const REPLICATION = source(
  2,
  'replication',
  [
    'replication (noun): the act of making copies.',
    'replication (noun): a quick reply to a question or remark (especially a witty or critical one).',
  ].join('\n\n'),
);

describe('a multi-word concept explained in an article', () => {
  it('is answered from the article, not from dictionary senses of one of its words', () => {
    const answer = extractAnswer('What is semi-conservative replication?', [], [DNA, REPLICATION]).join('');
    expect(answer).toMatch(
      /^The two strands of the helix separate, .* \[1\]\. Each new double helix therefore keeps one old strand and one new one, a scheme called semi-conservative replication \[1\]\./u,
    );
    expect(answer).not.toMatch(/witty|making copies/u);
  });
});

describe('a how question about an article’s own subject', () => {
  const article = source(
    1,
    'DNA',
    [
      '# DNA',
      'DNA is the molecule that carries the genetic instructions of living things.',
      '## Replication and mutation',
      'Before a cell divides, it copies its DNA. The two strands of the helix separate, and enzymes called DNA polymerases build a new partner strand for each.',
      '## DNA in science and everyday life',
      'Reading the order of bases, called DNA sequencing, has become fast and cheap. Tools such as PCR, which makes millions of copies of a chosen stretch of DNA, allow scientists to study genes.',
    ].join('\n\n'),
  );

  it('reads the section that explains, not one whose heading only repeats the title', () => {
    const answer = extractAnswer('How is DNA copied?', [], [article]).join('');
    expect(answer).toMatch(
      /^Before a cell divides, it copies its DNA \[1\]\. The two strands of the helix separate/u,
    );
  });
});

describe('a "why" question', () => {
  const maldives = source(
    1,
    'Maldives — Environment',
    [
      'Natural hazards: tsunamis; low elevation of islands makes them sensitive to sea level rise.',
      'Current environmental issues: global warming and sea level rise; coral reef bleaching.',
      'Maldivian officials play a prominent role in climate talks (due to the threat from sea level rise).',
    ].join('\n\n'),
  );
  const climate = source(
    2,
    'Climate change',
    [
      '# Climate change',
      '## Observed effects',
      'Global sea level has risen by about 20 centimetres since 1900, because water expands as it warms and because melting land ice adds water to the oceans. The rate of rise is increasing.',
    ].join('\n\n'),
  );

  it('leads with the sentence that gives a cause of what was asked, not with ones that name it', () => {
    const answer = extractAnswer('Why is the sea level rising?', [], [maldives, climate]).join('');
    expect(answer).toMatch(
      /^Global sea level has risen by about 20 centimetres since 1900, because water expands/u,
    );
  });
});
