import { describe, expect, it } from 'vitest';
import type { StreamLine } from '@/lib/ndjson';
import type { Message } from '../types';
import { applyQuickLine } from './quick-events';

const start: Message = { id: 'a', type: 'assistant', content: '', timestamp: new Date(0) };
const json = (value: object): StreamLine => ({ kind: 'json', value });

describe('applyQuickLine', () => {
  it('keeps the unverified citations of a citations event on the message and goes on', () => {
    const unverified = [{ n: 2, sentence: 'Paris has 9 million residents.' }];
    let message = applyQuickLine(
      start,
      json({ type: 'response', content: 'Paris has 9 million residents [2].' }),
    ).message;
    const step = applyQuickLine(message, json({ type: 'citations', unverified }));
    message = step.message;
    expect(step.finished).toBe(false);
    expect(message.unverifiedCitations).toEqual(unverified);
    expect(message.content).toBe('Paris has 9 million residents [2].');
    expect(applyQuickLine(message, json({ type: 'done' })).finished).toBe(true);
  });

  it('keeps the related questions offered after the answer, and ignores more than five', () => {
    const questions = ['What is magma?', 'How hot is lava?', 'Where do volcanoes form?'];
    const step = applyQuickLine(start, json({ type: 'related', questions }));
    expect(step).toMatchObject({ finished: false, message: { related: questions } });
    const tooMany = Array.from({ length: 6 }, (_, i) => `Question ${i}?`);
    expect(
      applyQuickLine(start, json({ type: 'related', questions: tooMany })).message.related,
    ).toBeUndefined();
  });

  it('ignores a citations event of the wrong shape', () => {
    const step = applyQuickLine(start, json({ type: 'citations', unverified: [{ n: 'x' }] }));
    expect(step.message).toBe(start);
    expect(step.finished).toBe(false);
  });

  it('shows the passage each cited source is cited for as its summary', () => {
    let message = start;
    for (const url of ['https://a.example/1', 'https://b.example/2'])
      message = applyQuickLine(message, json({ type: 'search', url, summary: `snippet of ${url}` })).message;
    message = applyQuickLine(
      message,
      json({ type: 'cited', sources: [{ n: 2, summary: 'The cited passage.' }] }),
    ).message;
    expect(message.sources?.map((s) => s.summary)).toEqual([
      'snippet of https://a.example/1',
      'The cited passage.',
    ]);
  });
});
