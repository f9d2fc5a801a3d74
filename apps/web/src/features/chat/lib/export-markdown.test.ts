import { describe, expect, it } from 'vitest';
import type { Message } from '../types';
import { answerToMarkdown, conversationToMarkdown, markdownFileName } from './export-markdown';

const at = new Date(0);
const answer: Message = {
  id: 'a',
  type: 'assistant',
  timestamp: at,
  content: '<think>private reasoning</think>Leopards ambush their prey [1], mostly at night [2].',
  sources: [
    { url: 'https://en.wikipedia.org/wiki/Leopard', summary: 'Leopard\n— Wikipedia', title: 'Leopard [cat]' },
    { url: 'https://www.nationalgeographic.com/animals/leopard (night)', summary: 'Night hunters.' },
    { url: 'javascript:alert(1)', summary: 'Not a link.' },
  ],
  images: [
    { link: 'https://img.example/page', imageUrl: 'https://img.example/full.jpg', title: 'A leopard' },
    { link: 'data:text/html,x', imageUrl: 'javascript:x', title: 'Unsafe' },
  ],
};

describe('answerToMarkdown', () => {
  it('keeps the [n] citations and lists the sources with the same numbers, titles and URLs', () => {
    const md = answerToMarkdown(answer, 'How do leopards hunt?');
    expect(md).toBe(
      [
        '## How do leopards hunt?',
        '',
        'Leopards ambush their prey [1], mostly at night [2].',
        '',
        '### Sources',
        '',
        '1. [Leopard \\[cat\\]](<https://en.wikipedia.org/wiki/Leopard>) — Leopard — Wikipedia',
        '2. [Nationalgeographic (www.nationalgeographic.com)](<https://www.nationalgeographic.com/animals/leopard%20(night)>) — Night hunters.',
        '3. Source (javascript:alert(1)) — Not a link.',
        '',
        '### Images',
        '',
        '- [A leopard](<https://img.example/page>)',
        '',
      ].join('\n'),
    );
    expect(md).not.toContain('private reasoning');
    expect(md).not.toContain('![');
  });

  it('is just the text when there are no sources or images, with an error kept as a quote', () => {
    expect(answerToMarkdown({ content: 'Plain.' })).toBe('Plain.\n');
    expect(answerToMarkdown({ content: 'Partial', error: 'Research stopped.' })).toBe(
      'Partial\n\n> Research stopped.\n',
    );
  });
});

describe('conversationToMarkdown', () => {
  it('puts the title first, then each question with its answer, leaving progress panels out', () => {
    const messages: Message[] = [
      { id: 'q1', type: 'user', content: 'First?', timestamp: at },
      {
        id: 'a1',
        type: 'assistant',
        content: 'One [1].',
        timestamp: at,
        sources: [{ url: 'https://a.example/', summary: 'A' }],
      },
      { id: 'q2', type: 'user', content: 'Second?', timestamp: at },
      { id: 'a2', type: 'assistant', content: 'Generating report title', timestamp: at, isProgress: true },
    ];
    expect(conversationToMarkdown('My  research', messages)).toBe(
      [
        '# My research',
        '',
        '## First?',
        '',
        'One [1].',
        '',
        '### Sources',
        '',
        '1. [A (a.example)](<https://a.example/>) — A',
        '',
        '## Second?',
        '',
      ].join('\n'),
    );
  });
});

describe('markdownFileName', () => {
  it('makes a safe, short file name', () => {
    expect(markdownFileName('How do leopards hunt?')).toBe('how-do-leopards-hunt.md');
    expect(markdownFileName('../../etc/passwd')).toBe('etc-passwd.md');
    expect(markdownFileName('???')).toBe('pardus.md');
    expect(markdownFileName('x'.repeat(100))).toHaveLength(63);
  });
});
