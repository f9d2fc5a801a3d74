import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AnswerMarkdown } from './answer-markdown';

// Replace the heavy renderer with a spy that records which block text it rendered.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('./markdown-renderer', () => ({
  default: ({ markdown }: { markdown: string }) => {
    rendered.push(markdown);
    return <p data-testid="block">{markdown}</p>;
  },
}));

describe('AnswerMarkdown streaming', () => {
  it('re-renders only the growing last block when a chunk arrives', async () => {
    const chunks = [
      '# Volcano\n\nA volcano is',
      ' a rupture.\n\n```sh\nerupt',
      '\n```\n\nMagma rises',
      ' fast.',
    ];
    let content = chunks[0] ?? '';
    const view = render(<AnswerMarkdown content={content} />);
    expect(await screen.findAllByTestId('block')).toHaveLength(2);
    for (const chunk of chunks.slice(1)) {
      content += chunk;
      view.rerender(<AnswerMarkdown content={content} />);
    }
    expect(screen.getAllByTestId('block').map((el) => el.textContent)).toEqual([
      '# Volcano',
      'A volcano is a rupture.',
      '```sh\nerupt\n```',
      'Magma rises fast.',
    ]);
    const count = (text: string) => rendered.filter((t) => t === text).length;
    // Finished blocks were rendered exactly once although four chunks arrived.
    expect(count('# Volcano')).toBe(1);
    expect(count('A volcano is a rupture.')).toBe(1);
    expect(count('```sh\nerupt\n```')).toBe(1);
    // 4 chunks → the heading once, then each growing block once per state.
    expect(rendered).toEqual([
      '# Volcano',
      'A volcano is',
      'A volcano is a rupture.',
      '```sh\nerupt',
      '```sh\nerupt\n```',
      'Magma rises',
      'Magma rises fast.',
    ]);
  });

  it('keeps finished blocks when the sources change but not their URLs (summaries at the end)', () => {
    const content = '# Volcano\n\nLava is hot [1].';
    const sources = [{ url: 'https://volcano.si.edu/', summary: 'Smithsonian' }];
    rendered.length = 0;
    const view = render(<AnswerMarkdown content={content} sources={sources} />);
    view.rerender(
      <AnswerMarkdown content={content} sources={[{ ...sources[0]!, summary: 'Cited: lava' }]} />,
    );
    expect(rendered).toEqual(['# Volcano', 'Lava is hot [1].']);
    view.rerender(<AnswerMarkdown content={content} sources={[{ url: 'https://usgs.gov/', summary: '' }]} />);
    expect(rendered).toEqual(['# Volcano', 'Lava is hot [1].', '# Volcano', 'Lava is hot [1].']);
  });
});
