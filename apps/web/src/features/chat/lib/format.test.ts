import { describe, expect, it } from 'vitest';
import { conversationToText, formatResponseTime, generateTitle, TITLE_MAX_CHARS } from './format';
import type { Message } from '../types';

describe('formatResponseTime', () => {
  it.each([
    [0, '0.0s'],
    [49, '0.0s'],
    [2345, '2.3s'],
    [2350, '2.4s'],
    [10_000, '10.0s'],
    [61_234, '61.2s'],
    [-5, '0.0s'],
  ])('%d ms → %s', (ms, expected) => {
    expect(formatResponseTime(ms)).toBe(expected);
  });
});

describe('generateTitle', () => {
  it('keeps a short message as it is, whitespace collapsed', () => {
    expect(generateTitle('  What is   a\nvolcano?  ')).toBe('What is a volcano?');
  });
  it('keeps a message of exactly the limit', () => {
    const text = 'a'.repeat(TITLE_MAX_CHARS);
    expect(generateTitle(text)).toBe(text);
  });
  it('cuts a long message at a word boundary and appends ...', () => {
    const title = generateTitle(
      'How do volcanoes form and why do some of them erupt explosively while others flow gently?',
    );
    expect(title).toBe('How do volcanoes form and why do some of them...');
    expect(title.length - 3).toBeLessThanOrEqual(TITLE_MAX_CHARS);
  });
  it('cuts a single over-long word hard', () => {
    expect(generateTitle('x'.repeat(80))).toBe(`${'x'.repeat(TITLE_MAX_CHARS)}...`);
  });
  it('drops trailing punctuation before the ellipsis', () => {
    expect(generateTitle(`${'word '.repeat(9)}then, more words follow here`)).toBe(
      'word word word word word word word word word then...',
    );
  });
});

describe('conversationToText', () => {
  const at = new Date(0);
  it('labels speakers, leaves out reasoning, appends sources and errors', () => {
    const messages: Message[] = [
      { id: '1', type: 'user', content: 'What is a volcano?', timestamp: at },
      {
        id: '2',
        type: 'assistant',
        content: '<think>hmm</think>A mountain [1].',
        timestamp: at,
        sources: [{ url: 'https://a.org', summary: 's' }],
        error: 'Stopped early',
      },
    ];
    expect(conversationToText(messages)).toBe(
      'You:\nWhat is a volcano?\n\nPardus:\nA mountain [1].\n\nStopped early\n\nSources:\n[1] https://a.org',
    );
  });
});
