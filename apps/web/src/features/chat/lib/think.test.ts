import { describe, expect, it } from 'vitest';
import { splitThink } from './think';

describe('splitThink', () => {
  it('returns the answer untouched when there is no think block', () => {
    expect(splitThink('Hello\n\nWorld')).toEqual({ thinking: null, thinkingInProgress: false, answer: 'Hello\n\nWorld' });
  });
  it('separates a finished think block', () => {
    expect(splitThink('<think>\nplan it\n</think>\n\nThe answer')).toEqual({
      thinking: 'plan it',
      thinkingInProgress: false,
      answer: 'The answer',
    });
  });
  it('treats an unterminated block as thinking in progress', () => {
    expect(splitThink('<think>still going')).toEqual({ thinking: 'still going', thinkingInProgress: true, answer: '' });
  });
  it('joins several blocks and keeps text between them', () => {
    expect(splitThink('<think>a</think>One <think>b</think>two')).toEqual({
      thinking: 'a\n\nb',
      thinkingInProgress: false,
      answer: 'One two',
    });
  });
});
