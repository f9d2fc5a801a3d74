import { describe, expect, it } from 'vitest';
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

  it('is never empty and stays short', () => {
    expect(extractiveTitle('?')).not.toBe('');
    expect(extractiveTitle(`Explain ${'very '.repeat(60)}long things`).length).toBeLessThanOrEqual(120);
  });
});
