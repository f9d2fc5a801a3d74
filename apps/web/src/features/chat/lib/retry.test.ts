import { describe, expect, it } from 'vitest';
import type { Message } from '../types';
import { retryTarget } from './retry';

const at = new Date(0);
const user = (id: string): Message => ({ id, type: 'user', content: `question ${id}`, timestamp: at });
const answer = (id: string, extra: Partial<Message> = {}): Message => ({
  id,
  type: 'assistant',
  content: `answer ${id}`,
  timestamp: at,
  mode: 'quick',
  ...extra,
});

describe('retryTarget', () => {
  it('is the last answer with its question, the history before it, its mode and its saved number', () => {
    const progress = answer('p', { isProgress: true, content: 'Searching web' });
    const messages = [
      user('1'),
      answer('a1'),
      user('2'),
      progress,
      user('3'),
      answer('a3', { mode: 'deep' }),
    ];
    expect(retryTarget(messages)).toEqual({
      answer: messages[5],
      question: messages[4],
      prior: messages.slice(0, 4),
      mode: 'deep',
      // A progress panel is not saved, so it is not counted.
      answerIndex: 1,
    });
  });

  it('includes an answer that failed before any text', () => {
    expect(retryTarget([user('1'), answer('a1', { content: '', error: 'Failed' })])?.answer.id).toBe('a1');
  });

  it('is none without a finished last answer of known mode right after its question', () => {
    expect(retryTarget([])).toBeUndefined();
    expect(retryTarget([user('1')])).toBeUndefined();
    expect(retryTarget([user('1'), answer('a1'), user('2')])).toBeUndefined();
    expect(retryTarget([user('1'), answer('a1', { isProgress: true })])).toBeUndefined();
    // Loaded from a saved conversation: the mode that produced it is not known.
    expect(retryTarget([user('1'), answer('a1', { mode: undefined })])).toBeUndefined();
    expect(retryTarget([answer('a0')])).toBeUndefined();
  });
});
