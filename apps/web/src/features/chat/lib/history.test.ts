import { describe, expect, it } from 'vitest';
import { MAX_MESSAGES_PER_REQUEST } from '@pardus/protocol';
import type { Message } from '../types';
import { buildHistory, isTemporaryConversationId, newTemporaryConversationId } from './history';

const at = new Date(0);
const user = (content: string): Message => ({ id: content, type: 'user', content, timestamp: at });
const assistant = (content: string, extra: Partial<Message> = {}): Message => ({
  id: content,
  type: 'assistant',
  content,
  timestamp: at,
  ...extra,
});

describe('buildHistory', () => {
  it('sends prior turns then the question', () => {
    expect(buildHistory([user('Q1'), assistant('A1')], 'Q2')).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });
  it('leaves out reasoning, empty answers and progress messages', () => {
    expect(
      buildHistory([user('Q1'), assistant('<think>x</think>A1'), user('Q2'), assistant(''), assistant('Searching web', { isProgress: true })], 'Q3'),
    ).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2' },
      { role: 'user', content: 'Q3' },
    ]);
  });
  it('keeps only the most recent turns the server accepts', () => {
    const prior = Array.from({ length: MAX_MESSAGES_PER_REQUEST + 10 }, (_, i) => user(`Q${i}`));
    const history = buildHistory(prior, 'last');
    expect(history).toHaveLength(MAX_MESSAGES_PER_REQUEST);
    expect(history.at(-1)).toEqual({ role: 'user', content: 'last' });
  });
});

describe('temporary conversation ids', () => {
  it('are recognisable and unique', () => {
    const a = newTemporaryConversationId();
    expect(isTemporaryConversationId(a)).toBe(true);
    expect(a).not.toBe(newTemporaryConversationId());
    expect(a.length).toBeLessThanOrEqual(64);
    expect(isTemporaryConversationId('b3f1c2')).toBe(false);
  });
});
