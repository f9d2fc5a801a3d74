import { describe, expect, it } from 'vitest';
import type { SavedMessage } from '@pardus/protocol';
import { snapshotOf } from './snapshot.js';

const at = new Date('2026-11-23T10:00:00Z');
const search = (url: string): SavedMessage => ({
  role: 'search',
  content: JSON.stringify({ url, summary: url }),
});

describe('snapshotOf', () => {
  const messages: SavedMessage[] = [
    { role: 'user', content: 'First?' },
    { role: 'assistant', content: 'One [1].' },
    search('https://a.example/'),
    { role: 'search', content: 'not json' },
    { role: 'user', content: 'Second?' },
    { role: 'assistant', content: 'Two.' },
    { role: 'user', content: 'Third, unanswered?' },
  ];

  it('takes the answer, the question before it and only its own readable sources', () => {
    expect(snapshotOf('Title', messages, 0, at)).toEqual({
      title: 'Title',
      question: 'First?',
      answer: 'One [1].',
      sources: [{ url: 'https://a.example/', summary: 'https://a.example/' }],
      created_at: '2026-11-23T10:00:00.000Z',
    });
    expect(snapshotOf('Title', messages, 1, at)).toMatchObject({
      question: 'Second?',
      answer: 'Two.',
      sources: [],
    });
  });

  it('takes the images saved after the answer’s sources, and only those', () => {
    const image = (title: string): SavedMessage => ({
      role: 'image',
      content: JSON.stringify({
        link: 'https://a.example/',
        imageUrl: `https://img.example/${title}.png`,
        title,
      }),
    });
    const withImages: SavedMessage[] = [
      { role: 'user', content: 'Q?' },
      { role: 'assistant', content: 'A [1].' },
      search('https://a.example/'),
      image('mine'),
      { role: 'image', content: 'not json' },
      { role: 'user', content: 'Next?' },
      { role: 'assistant', content: 'B.' },
      image('theirs'),
    ];
    expect(snapshotOf('T', withImages, 0, at)).toMatchObject({
      sources: [{ url: 'https://a.example/' }],
      images: [{ imageUrl: 'https://img.example/mine.png', title: 'mine' }],
    });
    expect(snapshotOf('T', withImages, 1, at)?.images).toEqual([
      { link: 'https://a.example/', imageUrl: 'https://img.example/theirs.png', title: 'theirs' },
    ]);
    expect(snapshotOf('T', messages, 0, at)).not.toHaveProperty('images');
  });

  it('is undefined for an answer that does not exist', () => {
    expect(snapshotOf('Title', messages, 2, at)).toBeUndefined();
    expect(snapshotOf('Title', [], 0, at)).toBeUndefined();
  });

  it('has an empty question when the answer has none before it', () => {
    expect(snapshotOf('T', [{ role: 'assistant', content: 'Alone.' }], 0, at)?.question).toBe('');
  });
});
