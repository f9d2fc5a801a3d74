import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@pardus/protocol';
import { buildQuery, qualifiedSubject } from './query.js';

const after = (question: string): ChatMessage[] => [
  { role: 'user', content: question },
  { role: 'assistant', content: 'An answer [1].' },
];

describe('follow-ups', () => {
  it('a short question naming a subject of its own is asked as on its own', () => {
    const earlier = after('What does the word ephemeral mean?');
    expect(buildQuery('What does "fugacious" mean?', earlier).followUp).toBe(false);
    expect(buildQuery('What does fugacious mean?', earlier).followUp).toBe(false);
    expect(buildQuery('What is a caldera?', after('How do volcanoes form?')).followUp).toBe(false);
    expect(buildQuery('Define serendipity', after('What is DNA?')).followUp).toBe(false);
  });

  it('one that points back or asks an aspect of the earlier subject stays a follow-up', () => {
    const earlier = after('Tell me about Chile');
    expect(buildQuery('What is the capital?', earlier).followUp).toBe(true);
    expect(buildQuery('What does it export?', earlier).followUp).toBe(true);
    expect(buildQuery('And its economy?', earlier).followUp).toBe(true);
    expect(buildQuery('Why?', after('How do volcanoes form?')).followUp).toBe(true);
  });
});

describe('qualifiedSubject', () => {
  it('reads a sense qualifier after a comma, but no list or question there', () => {
    expect(qualifiedSubject('Io, the moon of Jupiter')).toEqual({
      subject: 'Io',
      qualifier: 'moon of Jupiter',
    });
    expect(
      qualifiedSubject(
        'The island nations of the Indian Ocean, the Maldives, Mauritius and Comoros: how high does each rise?',
      ),
    ).toBeUndefined();
  });
});
