import { describe, expect, it } from 'vitest';
import { freshQuestions } from './related-questions.js';
import { rephrasings, topicQuestions, whatIs } from './topic-questions.js';

describe('topic questions', () => {
  it('ask about the entries beside the subject, worded for what they are', () => {
    expect(
      topicQuestions('What is lava?', ['lava', 'magma', 'Volcanoes', 'Chile — Economy', 'pillow lava']),
    ).toEqual(['What does "magma" mean?', 'What are volcanoes?', 'What is pillow lava?']);
    expect(whatIs('Roman Empire')).toBe('What is Roman Empire?');
    expect(whatIs('black holes')).toBe('What are black holes?');
  });

  it('rephrase a question that found nothing to the few words it names', () => {
    expect(rephrasings('Where can I read about photosynthesis in plants?')).toEqual([]);
    expect(rephrasings('What is a black hole')).toEqual([]);
  });

  it('never offer a question asked before, in other words either', () => {
    expect(
      freshQuestions(
        ['What are banks?', 'What is the capital of Chile?', 'what is the capital of chile'],
        ['What is a bank?'],
      ),
    ).toEqual(['What is the capital of Chile?']);
  });
});
