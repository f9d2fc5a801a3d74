import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/knowledge.js';
import { personQuestions } from './person-questions.js';

describe('person questions', () => {
  it('ask who the people a maker answer names were, each once, never a place or the asked name', async () => {
    const { gazetteer } = await loadKnowledge();
    expect(
      personQuestions(
        'Who invented the telephone?',
        '“Alexander Bell” means United States inventor (born in Scotland) of the telephone [1]. Sir Alexander Bell patented it.',
        gazetteer,
      ),
    ).toEqual(['Who was Alexander Bell?']);
    expect(
      personQuestions(
        'Who wrote Hamlet?',
        "Hamlet is the hero of William Shakespeare's tragedy [1].",
        gazetteer,
      ),
    ).toEqual(['Who was William Shakespeare?']);
    expect(
      personQuestions(
        'who wrote the french national anthem',
        'The national anthem of France has lyrics and music by Claude-Joseph Rouget de Lisle [1].\n\n_From the World Factbook, final edition (January 2026)._',
        gazetteer,
      ),
    ).toEqual(['Who was Claude-Joseph Rouget de Lisle?']);
  });

  it('ask what a work the maker made is, not who it was', async () => {
    const { gazetteer } = await loadKnowledge();
    expect(
      personQuestions(
        'who wrote das kapital',
        'Karl Marx was a founder of modern communism; wrote the Communist Manifesto with Engels in 1848 [1].',
        gazetteer,
      ),
    ).toEqual(['Who was Karl Marx?', 'What is the Communist Manifesto?']);
  });

  it('ask nothing after a question that is not about a maker', async () => {
    const { gazetteer } = await loadKnowledge();
    expect(
      personQuestions('What is Hamlet?', "Hamlet is William Shakespeare's tragedy [1].", gazetteer),
    ).toEqual([]);
  });
});
