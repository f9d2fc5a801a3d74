import { describe, expect, it } from 'vitest';
import type { SavedMessage } from '@pardus/protocol';
import type { Message } from '@/features/chat/types';
import { messagesToSaved, savedToMessages } from './saved-messages';

const loadedAt = new Date('2025-01-02T03:04:05Z');
const search = (url: string, summary: string): SavedMessage => ({
  role: 'search',
  content: JSON.stringify({ url, summary }),
});

describe('savedToMessages', () => {
  it('attaches search messages to the nearest preceding assistant message', () => {
    const saved: SavedMessage[] = [
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      search('https://a.example', 'A'),
      search('https://b.example', 'B'),
      { role: 'user', content: 'q2' },
      { role: 'assistant', content: 'a2' },
      search('https://c.example', 'C'),
    ];
    expect(savedToMessages(saved, { idPrefix: 'c1', loadedAt })).toEqual([
      { id: 'c1-0', type: 'user', content: 'q1', timestamp: loadedAt },
      {
        id: 'c1-1',
        type: 'assistant',
        content: 'a1',
        timestamp: loadedAt,
        sources: [
          { url: 'https://a.example', summary: 'A' },
          { url: 'https://b.example', summary: 'B' },
        ],
      },
      { id: 'c1-4', type: 'user', content: 'q2', timestamp: loadedAt },
      {
        id: 'c1-5',
        type: 'assistant',
        content: 'a2',
        timestamp: loadedAt,
        sources: [{ url: 'https://c.example', summary: 'C' }],
      },
    ]);
  });

  it('attaches a search after a user message to the assistant before it', () => {
    const result = savedToMessages(
      [{ role: 'assistant', content: 'a' }, { role: 'user', content: 'q' }, search('https://x.example', 'X')],
      { loadedAt },
    );
    expect(result[0]?.sources).toEqual([{ url: 'https://x.example', summary: 'X' }]);
    expect(result[1]?.sources).toBeUndefined();
  });

  it('drops searches with no assistant before them and unreadable search content', () => {
    const result = savedToMessages(
      [
        search('https://early.example', 'too early'),
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'a' },
        { role: 'search', content: 'not json' },
        { role: 'search', content: JSON.stringify({ url: 'https://no-summary.example' }) },
      ],
      { loadedAt },
    );
    expect(result.map((m) => m.content)).toEqual(['q', 'a']);
    expect(result[1]?.sources).toBeUndefined();
  });

  it('restores the title and site of a source, and loads sources saved without them', () => {
    const result = savedToMessages(
      [
        { role: 'assistant', content: 'Report [1] [2]' },
        {
          role: 'search',
          content: JSON.stringify({
            url: 'http://localhost:8000/library/factbook-is',
            summary: 'Volcanic island.',
            title: 'Iceland',
            site: 'World Factbook',
          }),
        },
        search('https://old.example', 'Saved before titles'),
      ],
      { loadedAt },
    );
    expect(result[0]?.sources).toEqual([
      {
        url: 'http://localhost:8000/library/factbook-is',
        summary: 'Volcanic island.',
        title: 'Iceland',
        site: 'World Factbook',
      },
      { url: 'https://old.example', summary: 'Saved before titles' },
    ]);
  });

  it('saves the related questions after the answer, and loads them back onto it', () => {
    const answer: Message = {
      id: 'a',
      type: 'assistant',
      content: 'Lava is molten rock [1].',
      timestamp: new Date(0),
      sources: [{ url: 'https://example.com/lava', summary: 'Lava.' }],
      related: ['What is magma?', 'How hot is lava?', 'Where do volcanoes form?'],
      mode: 'deep',
    };
    const saved = messagesToSaved([
      { id: 'q', type: 'user', content: 'What is lava?', timestamp: new Date(0) },
      answer,
    ]);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant', 'search', 'related']);
    const [, loaded] = savedToMessages(saved);
    expect(loaded?.related).toEqual(answer.related);
    // The mode goes with the answer, so a reloaded answer is retried and followed up in it.
    expect(saved[1]).toEqual({ role: 'assistant', content: answer.content, mode: 'deep' });
    expect(loaded?.mode).toBe('deep');
    expect(loaded?.sources).toHaveLength(1);
    // Unreadable related content is dropped; the answer stays.
    const broken = savedToMessages([...saved.slice(0, 3), { role: 'related', content: '{"questions": 3}' }]);
    expect(broken[1]?.related).toBeUndefined();
  });

  it('attaches image messages to the answer before them as its images, dropping unreadable ones', () => {
    const image = { link: 'https://a.example/p', imageUrl: '/api/images/x.y', title: 'Volcano' };
    const result = savedToMessages(
      [
        { role: 'image', content: JSON.stringify(image) },
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'a' },
        search('https://a.example', 'A'),
        { role: 'image', content: JSON.stringify(image) },
        { role: 'image', content: '{"link":"no image url"}' },
        { role: 'image', content: 'not json' },
      ],
      { loadedAt },
    );
    expect(result.map((m) => m.type)).toEqual(['user', 'assistant']);
    expect(result[1]?.images).toEqual([image]);
    expect(result[1]?.sources).toHaveLength(1);
  });

  it('returns no messages for an empty conversation', () => {
    expect(savedToMessages([])).toEqual([]);
  });
});

describe('messagesToSaved', () => {
  const at = new Date();
  const messages: Message[] = [
    { id: '1', type: 'user', content: 'q1', timestamp: at },
    {
      id: '2',
      type: 'assistant',
      content: 'a1',
      timestamp: at,
      responseTime: 1200,
      sources: [
        { url: 'https://a.example', summary: 'A' },
        { url: 'https://b.example', summary: 'B' },
      ],
      images: [{ link: 'l', imageUrl: 'i', title: 't' }],
    },
    { id: '3', type: 'user', content: 'q2', timestamp: at },
    {
      id: '4',
      type: 'assistant',
      content: 'a2',
      timestamp: at,
      sources: [
        { url: 'http://localhost:8000/library/f', summary: 'F', title: 'France', site: 'World Factbook' },
      ],
    },
  ];

  it('writes each assistant message followed by one search message per source, then one image message per image', () => {
    expect(messagesToSaved(messages)).toEqual([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      search('https://a.example', 'A'),
      search('https://b.example', 'B'),
      { role: 'image', content: JSON.stringify({ link: 'l', imageUrl: 'i', title: 't' }) },
      { role: 'user', content: 'q2' },
      { role: 'assistant', content: 'a2' },
      {
        role: 'search',
        content: JSON.stringify({
          url: 'http://localhost:8000/library/f',
          summary: 'F',
          title: 'France',
          site: 'World Factbook',
        }),
      },
    ]);
  });

  it('leaves out deep-research messages still showing progress', () => {
    const inProgress: Message = {
      id: '5',
      type: 'assistant',
      content: 'Searching web',
      timestamp: at,
      isProgress: true,
    };
    expect(messagesToSaved([messages[0]!, inProgress])).toEqual([{ role: 'user', content: 'q1' }]);
  });

  it('keeps title and site in the search JSON when present, and writes old-style JSON without them', () => {
    const saved = messagesToSaved([
      {
        id: '9',
        type: 'assistant',
        content: 'Report [1] [2]',
        timestamp: at,
        mode: 'deep',
        sources: [
          { url: 'https://www.nasa.gov/lava', summary: 'NASA on lava.', title: 'Lava flows' },
          {
            url: 'http://localhost:8000/library/wordnet-lava',
            summary: 'Molten rock.',
            site: 'WordNet',
            title: 'lava',
          },
        ],
      },
    ]);
    expect(saved.slice(1).map((m) => m.content)).toEqual([
      '{"url":"https://www.nasa.gov/lava","summary":"NASA on lava.","title":"Lava flows"}',
      '{"url":"http://localhost:8000/library/wordnet-lava","summary":"Molten rock.","title":"lava","site":"WordNet"}',
    ]);
    expect(messagesToSaved(messages)[2]).toEqual(search('https://a.example', 'A'));
  });

  it('round-trips through savedToMessages', () => {
    const restored = savedToMessages(messagesToSaved(messages), { loadedAt: at });
    expect(
      restored.map(({ type, content, sources, images }) => ({ type, content, sources, images })),
    ).toEqual(messages.map(({ type, content, sources, images }) => ({ type, content, sources, images })));
  });
});
