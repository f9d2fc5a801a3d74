import type { ChatMessage } from '@pardus/protocol';
import { describe, expect, it } from 'vitest';
import { questionAsRead, searchQueryFor } from './search-query.js';

const turns = (...questions: string[]): ChatMessage[] =>
  questions.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: 'Capital of Chile: Santiago [1].' },
  ]);

describe('searchQueryFor', () => {
  it('searches a standalone question as asked', () => {
    expect(searchQueryFor('What is the capital of Peru?', turns('What is the capital of Chile?'))).toBe(
      'What is the capital of Peru',
    );
  });

  it('searches a follow-up as the question it stands for, without the previous aspect', () => {
    const history = turns('What is the capital of Chile?');
    expect(searchQueryFor('And what is its population?', history)).toBe('What is Chile’s population');
    const later = turns('What is the capital of Chile?', 'And what is its population?');
    expect(searchQueryFor('What about Peru?', later)).toBe('What is Peru’s population');
  });

  it('still borrows the previous question for a follow-up with nothing to resolve', () => {
    expect(searchQueryFor('why?', turns('Why is the sky blue?'))).toBe('Why is the sky blue? why');
  });
});

describe('questionAsRead', () => {
  it('reads a long question whole, which its search query is cut from', () => {
    const long = `${'Benin and Togo lie side by side on the old Slave Coast. '.repeat(8)}And how many people are Christian or Muslim?`;
    expect(questionAsRead(long, [])).toMatch(/how many people are Christian or Muslim$/u);
    expect(searchQueryFor(long, []).length).toBeLessThanOrEqual(400);
    expect(searchQueryFor(long, [])).not.toMatch(/Christian/u);
  });
});

describe('searchQueryFor a sense question', () => {
  it('searches the word whose sense is asked, not the qualifier that namesakes also hold', () => {
    expect(searchQueryFor('bank as in the bank of a river', [])).toBe('bank');
    expect(searchQueryFor('What is Io, the moon of Jupiter?', [])).toBe('Io');
  });
});
