import { describe, expect, it } from 'vitest';
import type { SavedMessage } from '@pardus/protocol';
import { lastAnswer } from './last-answer.js';

const user = (content: string): SavedMessage => ({ role: 'user', content });
const assistant = (content: string): SavedMessage => ({ role: 'assistant', content });
const search = (url: string): SavedMessage => ({
  role: 'search',
  content: JSON.stringify({ url, summary: '' }),
});
const image: SavedMessage = { role: 'image', content: '{}' };
const related: SavedMessage = { role: 'related', content: JSON.stringify({ questions: ['Why?'] }) };

describe('lastAnswer', () => {
  it('finds the last answer past its sources, images and related questions, with its number and question', () => {
    const messages = [
      user('Q1'),
      assistant('A1'),
      search('a'),
      related,
      user('Q2'),
      assistant('A2'),
      search('b'),
      image,
      related,
    ];
    expect(lastAnswer(messages)).toEqual({ answer: 1, at: 5, question: 'Q2' });
    expect(lastAnswer([user('Q1'), assistant('A1')])).toEqual({ answer: 0, at: 1, question: 'Q1' });
  });

  it('has none when the conversation ends with a question, is empty, or the answer has no question', () => {
    expect(lastAnswer([user('Q1'), assistant('A1'), user('Q2')])).toBeUndefined();
    expect(lastAnswer([])).toBeUndefined();
    expect(lastAnswer([assistant('A0')])).toBeUndefined();
    expect(lastAnswer([user('Q1'), assistant('A1'), assistant('A2')])).toBeUndefined();
    expect(lastAnswer([search('a'), image, related])).toBeUndefined();
  });
});
