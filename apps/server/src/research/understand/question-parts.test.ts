import { describe, expect, it } from 'vitest';
import { questionParts } from './question-parts.js';

describe('questionParts', () => {
  it.each([
    ['What happened in the garden in 2025 and what is planned next?', 2],
    ['How can scientists tell that a volcano will erupt, and has a warning ever saved lives?', 2],
    ['Why do clouds form, and where does the rain go once it reaches the ground?', 2],
    ['How much of our DNA holds genes, and do bacteria store theirs the same way?', 2],
    ['How are people and a warming climate changing the water cycle?', 1],
    ['Compare the economies of Chile and Peru.', 1],
  ])('"%s" asks %i thing(s)', (question, count) => {
    expect(questionParts(question)).toHaveLength(count);
  });
});
