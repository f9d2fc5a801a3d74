import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../knowledge/knowledge.js';
import { frameQuestion } from '../../understand/frame.js';
import { extractiveTitle } from './report-title.js';

describe('extractiveTitle', () => {
  it.each([
    ['Compare the economies of Chile and Peru', 'Comparing the Economies of Chile and Peru'],
    [
      'What are the main environmental issues in Southeast Asia?',
      'The Main Environmental Issues in Southeast Asia',
    ],
    ['Write a report on volcanoes', 'Volcanoes'],
    ['what is DNA?', 'DNA'],
    ['How do vaccines work?', 'How Do Vaccines Work'],
    ['Tell me about the history of the Roman Empire', 'The History of the Roman Empire'],
    ['What is known about the theremin?', 'The Theremin'],
    [
      'What is life like for ordinary people in Niger: how long do they live?',
      'Life for Ordinary People in Niger',
    ],
    ['What are winters like in Finland?', 'Winters in Finland'],
    ['Explain DNA: its structure and replication', 'DNA: Its Structure and Replication'],
    ['What do we know about Atlantis?', 'Atlantis'],
  ])('%s → %s', (question, title) => {
    expect(extractiveTitle(question)).toBe(title);
  });

  it('titles a question about places told at length by its places and aspects', async () => {
    const knowledge = await loadKnowledge();
    const titled = (question: string) => extractiveTitle(question, frameQuestion(question, knowledge));
    expect(
      titled(
        'Ghana and Ivory Coast are next-door neighbours. Which one has the worse inflation, and how many can read?',
      ),
    ).toBe("Ghana and Côte d'Ivoire: Education and Economy");
    expect(
      titled('Czechoslovakia split in two in 1993. How are the Czech Republic and Slovakia governed?'),
    ).toBe('Czechia and Slovakia: Political system');
    // A short question titles itself.
    expect(titled('What does Zambia export?')).toBe('What Does Zambia Export');
  });

  it('is never empty and stays short', () => {
    expect(extractiveTitle('?')).not.toBe('');
    expect(extractiveTitle(`Explain ${'very '.repeat(60)}long things`).length).toBeLessThanOrEqual(120);
  });
});
