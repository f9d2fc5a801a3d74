import { describe, expect, it } from 'vitest';
import { NO_MODEL_NOTE } from '@pardus/protocol';
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

describe('answerToMarkdown of a report with its own # title', () => {
  const QUESTION = 'How is Switzerland governed?';
  const report = (title: string): Message => ({
    id: 'r',
    type: 'assistant',
    timestamp: at,
    mode: 'deep',
    content: `# ${title}\n\nA federal republic [1].\n\n## Legislature\n\nTwo chambers [1].\n\n\`\`\`sh\n# not a heading\n\`\`\``,
    sources: [{ url: 'https://a.example/', summary: 'A' }],
  });

  it('puts no question heading above a title that restates it: the question heads the report', () => {
    expect(answerToMarkdown(report('How Is Switzerland Governed'), QUESTION)).toBe(
      [
        `## ${QUESTION}`,
        '',
        'A federal republic [1].',
        '',
        '### Legislature',
        '',
        'Two chambers [1].',
        '',
        '```sh',
        '# not a heading',
        '```',
        '',
        '### Sources',
        '',
        '1. [A (a.example)](<https://a.example/>) — A',
        '',
      ].join('\n'),
    );
  });

  it('keeps a title that says more, with every heading of the report moved under the question', () => {
    const md = answerToMarkdown(report('A Confederation of Cantons'), QUESTION);
    expect(
      md.startsWith(
        `## ${QUESTION}\n\n### A Confederation of Cantons\n\nA federal republic [1].\n\n#### Legislature\n`,
      ),
    ).toBe(true);
    expect(md).toContain('# not a heading');
    expect(md).not.toMatch(/^#{1,2} A Confederation/m);
  });
});

describe('conversationToMarkdown', () => {
  it('says once that no language model wrote the answers', () => {
    const noted = (id: string, text: string): Message => ({
      id,
      type: 'assistant',
      timestamp: at,
      content: `${text}\n\n${NO_MODEL_NOTE}`,
    });
    const md = conversationToMarkdown('Capitals', [
      { id: 'q1', type: 'user', content: 'Capital of Australia?', timestamp: at },
      noted('a1', 'Canberra [1].'),
      { id: 'q2', type: 'user', content: 'Capital of Peru?', timestamp: at },
      noted('a2', 'Lima [1].'),
    ]);
    expect(md.split(NO_MODEL_NOTE)).toHaveLength(2);
    expect(md.indexOf(NO_MODEL_NOTE)).toBeLessThan(md.indexOf('Lima'));
  });

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
