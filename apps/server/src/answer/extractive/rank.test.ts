import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { buildQuery } from './query.js';
import { rankUnits } from './rank.js';
import { sentenceUnits } from './units.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `http://localhost:8000/library/${n}`,
  title,
  text,
});

/** The best sentence for `question` among `texts` (each its own source, in order). */
const best = (question: string, texts: string[]) => {
  const sources = texts.map((text, i) => source(i + 1, 'Notes', text));
  return rankUnits(sentenceUnits(sources), buildQuery(question, []), sources.length)[0]?.unit.text;
};

describe('rankUnits', () => {
  it('prefers the sentence holding the kind of fact the answer type asks for', () => {
    // Otherwise alike: the second source ranks a little lower for its place, the preference outweighs it.
    expect(
      best('When did the bridge open?', [
        'The bridge opened to traffic after a long wait for the new road.',
        'The bridge opened to traffic in 1932 after a long wait.',
      ]),
    ).toBe('The bridge opened to traffic in 1932 after a long wait.');
    expect(
      best('How long is the bridge?', [
        'The bridge is long and spans the whole harbour from shore to shore.',
        'The bridge is 1,149 metres long and spans the harbour.',
      ]),
    ).toBe('The bridge is 1,149 metres long and spans the harbour.');
    expect(
      best('What is a caldera?', [
        'Some visitors to the park walk around the caldera rim each summer.',
        'A caldera is a large hollow left when a volcano collapses.',
      ]),
    ).toBe('A caldera is a large hollow left when a volcano collapses.');
  });
});
